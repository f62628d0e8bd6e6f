import { gql } from '../../test/clients.js';
import { buildCustomer } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { restCaller } from '../manifests/manifest.fixtures.js';
import { accountsConsignment, accountsPeople, day, vatCode } from './accounts.fixtures.js';
import { runInvoicingEvent } from './invoicing.run.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof accountsPeople>>;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp();
  p = await accountsPeople(t);
  call = restCaller(t);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const list = async (query: string, token = p.office.token, from = day(-6), to = day(-4)) => call('GET', `/Consignments/${from}/${to}/Accounts${query}`, token);
const ids = (res: { json(): { Id: number }[] }) => res.json().map((r) => r.Id);

describe('GET /Consignments/{from}/{to}/Accounts (behaviour.md "Accounts / Issue filters" Accounts, behaviour.md "Accounts / Issue filters" issue filter values)', () => {
  it('lists ready consignments by default and each issue under its filter (customer, po, profit, pod, hold-invoice, ignore-profit-margin)', async () => {
    const customer = await buildCustomer(t.orm, { isPONumberRequired: true, name: 'Filter Foods Ltd' });
    const c = customer.id;
    const ready = await accountsConsignment(t.orm, { customerId: c });
    const noPo = await accountsConsignment(t.orm, { customerId: c, poNumber: null });
    const loss = await accountsConsignment(t.orm, { customerId: c, pricePence: 1000, costPence: 3000 });
    const noPod = await accountsConsignment(t.orm, { customerId: c, delivered: false });
    const held = await accountsConsignment(t.orm, { customerId: c, holdInvoice: true });
    const other = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const outside = await accountsConsignment(t.orm, { customerId: c, date: day(-10) });
    await sql('update consignment set is_quote = true where id = ?', [outside.id]);

    const defaultList = await list(`?customer=${c}`);
    expect(defaultList.statusCode).toBe(200);
    expect(ids(defaultList)).toEqual([ready.id]);
    expect(defaultList.json()[0]).toMatchObject({ ConsignmentNumber: ready.number, Customer: { Id: c, Name: 'Filter Foods Ltd' }, PONumber: 'PO-1', Price: 50, Cost: 30, Profit: 20, Issues: [], HoldInvoice: false });
    expect(defaultList.json()[0].PodDateTime).toEqual(expect.any(String));
    expect(ids(await list(`?customer=${c}&po=true`))).toEqual([noPo.id]);
    expect(ids(await list(`?customer=${c}&profit=true`))).toEqual([loss.id]);
    expect(ids(await list(`?customer=${c}&pod=true`))).toEqual([noPod.id]);
    expect(ids(await list(`?customer=${c}&hold-invoice=true`))).toEqual([held.id]);
    expect(ids(await list('?customer=filter foods'))).toEqual([ready.id]);
    expect(ids(await list(''))).toEqual(expect.arrayContaining([ready.id, other.id]));
    expect(ids(await list(''))).not.toContain(outside.id);

    const ignore = await call('POST', '/Consignments/IgnoreProfitMargin', p.office.token, { Ids: [loss.id] });
    expect(ignore.statusCode).toBe(200);
    expect(ids(await list(`?customer=${c}&ignore-profit-margin=true`))).toEqual([loss.id]);
    expect(ids(await list(`?customer=${c}`))).toEqual([ready.id, loss.id]);
    expect(ids(await list(`?customer=${c}&profit=true`))).toEqual([]);

    const q = await gql<{ accountsConsignments: { id: number; issues: string[]; startDateTime: string; podDateTime: null; price: number }[] }>(t.app,
      'query($f: String!, $t: String!, $c: String) { accountsConsignments(from: $f, to: $t, customer: $c, issue: MISSING_POD_DATETIME) { id issues startDateTime podDateTime price } }', { f: day(-6), t: day(-4), c: String(c) }, p.office.token);
    expect(q.errors).toBeUndefined();
    expect(q.data!.accountsConsignments).toEqual([{ id: noPod.id, issues: ['MISSING_POD_DATETIME'], startDateTime: expect.any(String), podDateTime: null, price: 50 }]);
    const ready2 = await gql<{ accountsConsignments: { podDateTime: string }[] }>(t.app,
      'query($f: String!, $t: String!, $c: String) { accountsConsignments(from: $f, to: $t, customer: $c) { podDateTime } }', { f: day(-6), t: day(-4), c: String(c) }, p.office.token);
    expect(ready2.data!.accountsConsignments[0].podDateTime).toEqual(expect.any(String));
  });

  it('answers 400 for bad dates, a reversed range, a bad flag or two issue filters at once', async () => {
    expect((await list('', p.office.token, '2026-02-30', day(0))).statusCode).toBe(400);
    expect((await list('', p.office.token, day(0), day(-1))).json().Message).toBe('The to date cannot be before the from date');
    expect((await list('?po=maybe')).statusCode).toBe(400);
    expect((await list('?po=true&pod=true')).json().Message).toBe('Choose one issue filter at a time');
    expect((await list('', p.office.token, '2024-01-01', '2026-01-01')).json().Message).toBe('The date range can be at most 366 days');
  });

  it('is for office users: anonymous 401, customer and driver users 403 (REST and GraphQL)', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', p.customerUser.token)).statusCode).toBe(403);
    expect((await list('', p.driver.token)).statusCode).toBe(403);
    const q = await gql(t.app, 'query($f: String!) { accountsConsignments(from: $f, to: $f) { id } }', { f: day(-5) }, p.customerUser.token);
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call('POST', '/Consignments/Invoice', p.customerUser.token, { Ids: [1] })).statusCode).toBe(403);
    expect((await call('POST', '/Consignments/IgnoreProfitMargin', p.driver.token, { Ids: [1] })).statusCode).toBe(403);
    expect((await call('GET', '/Events/Invoicing', p.customerUser.token)).statusCode).toBe(403);
  });
});

describe('POST /Consignments/Invoice (behaviour.md "Customers / Customers screen" Accounts, behaviour.md "Accounts / Accounts screen" Invoices Scheduled)', () => {
  it('schedules an event, answers the spec message, and the job raises one invoice per customer with VAT from its VAT code', async () => {
    const zero = await vatCode(t.orm, 'Zero rated (test)', 'ZERORATEDOUTPUT', 0);
    const a = await buildCustomer(t.orm, { name: 'Alpha Ltd' });
    const b = await buildCustomer(t.orm, { name: 'Beta Ltd' });
    await sql('update customer set vat_code_id = ? where id = ?', [zero, b.id]);
    const a1 = await accountsConsignment(t.orm, { customerId: a.id, pricePence: 5000 });
    const a2 = await accountsConsignment(t.orm, { customerId: a.id, pricePence: 2550 });
    const b1 = await accountsConsignment(t.orm, { customerId: b.id, pricePence: 10000 });

    const res = await call('POST', '/Consignments/Invoice', p.accounts.token, { Ids: [a1.id, a2.id, b1.id] });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ Message: 'All invoices have been scheduled for creation', InvoicingEvent: { Type: 'CONSIGNMENT', Status: 'Scheduled', InvoiceDate: day(-1), NumberOfRecords: 3, DateStarted: null } });
    const eventId = res.json().InvoicingEvent.Id;
    expect((await sql<{ invoice_status: number }>('select invoice_status from consignment where id in (?, ?, ?)', [a1.id, a2.id, b1.id])).map((r) => r.invoice_status)).toEqual([2, 2, 2]);
    expect(ids(await list(`?customer=${a.id}`))).toEqual([]);
    expect((await call('GET', '/Events/Invoicing?type=CONSIGNMENT', p.office.token)).json()[0]).toMatchObject({ Id: eventId, Status: 'Scheduled' });

    expect(await runInvoicingEvent(t.orm.em, eventId)).toBe(2);
    expect((await call('GET', `/Events/Invoicing/${eventId}`, p.office.token)).json()).toMatchObject({ Status: 'Finished', InvoiceCount: 2, DateStarted: expect.any(String), DateFinished: expect.any(String) });
    const invoices = await sql<{ customer_id: number; invoice_number: number; net_pence: number; vat_pence: number; gross_pence: number; tax_type: string; invoice_date: string; due_date: string }>(
      `select customer_id, invoice_number, net_pence, vat_pence, gross_pence, tax_type, to_char(invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(due_date, 'YYYY-MM-DD') as due_date from customer_invoice where invoicing_event_id = ? order by invoice_number`, [eventId]);
    expect(invoices.map(({ invoice_number: _n, ...rest }) => rest)).toEqual([
      { customer_id: a.id, net_pence: 7550, vat_pence: 1510, gross_pence: 9060, tax_type: 'OUTPUT2', invoice_date: day(-1), due_date: invoices[0].due_date },
      { customer_id: b.id, net_pence: 10000, vat_pence: 0, gross_pence: 10000, tax_type: 'ZERORATEDOUTPUT', invoice_date: day(-1), due_date: invoices[1].due_date },
    ]);
    expect(invoices[1].invoice_number).toBe(invoices[0].invoice_number + 1);
    const stored = await sql<{ id: number; invoice_status: number; invoice_number: string }>('select id, invoice_status, invoice_number from consignment where id in (?, ?, ?) order by id', [a1.id, a2.id, b1.id]);
    expect(stored).toEqual([
      { id: a1.id, invoice_status: 3, invoice_number: String(invoices[0].invoice_number) },
      { id: a2.id, invoice_status: 3, invoice_number: String(invoices[0].invoice_number) },
      { id: b1.id, invoice_status: 3, invoice_number: String(invoices[1].invoice_number) },
    ]);
    // A rerun of a finished event (a retried job) changes nothing.
    expect(await runInvoicingEvent(t.orm.em, eventId)).toBe(0);
    expect((await sql<{ n: string }>('select count(*) as n from customer_invoice where invoicing_event_id = ?', [eventId]))[0].n).toBe('2');
  });

  it('takes an invoice date (not in the future) and refuses bad input with 400, changing nothing', async () => {
    const c = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const held = await accountsConsignment(t.orm, { customerId: p.customer.id, holdInvoice: true });
    const events = async () => Number((await sql<{ n: string }>('select count(*) as n from invoicing_event'))[0].n);
    const before = await events();
    const bad: [unknown, string][] = [
      [{ Ids: [] }, 'Select at least one record'],
      [{ Ids: ['x'] }, 'Ids must be whole numbers'],
      [{ Ids: [c.id], InvoiceDate: '2026-13-01' }, 'The invoice date must be a date (YYYY-MM-DD)'],
      [{ Ids: [c.id], InvoiceDate: day(2) }, 'The invoice date cannot be in the future'],
      [{ Ids: [c.id, held.id] }, `Consignment ${held.number} is on hold and cannot be invoiced`],
      [{ Ids: [c.id, 99999999] }, 'Consignment 99999999 was not found'],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', '/Consignments/Invoice', p.office.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    }
    expect(await events()).toBe(before);
    expect((await sql<{ invoice_status: number }>('select invoice_status from consignment where id = ?', [c.id]))[0].invoice_status).toBe(1);

    const ok = await call('POST', '/Consignments/Invoice', p.office.token, { Ids: [c.id], InvoiceDate: day(0) });
    expect(ok.json().InvoicingEvent.InvoiceDate).toBe(day(0));
    const again = await call('POST', '/Consignments/Invoice', p.office.token, { Ids: [c.id] });
    expect(again.json().Message).toBe(`Consignment ${c.number} is already scheduled for invoicing`);
    await runInvoicingEvent(t.orm.em, ok.json().InvoicingEvent.Id);
    expect((await call('POST', '/Consignments/Invoice', p.office.token, { Ids: [c.id] })).json().Message).toBe(`Consignment ${c.number} has already been invoiced`);
    expect((await call('POST', '/Consignments/IgnoreProfitMargin', p.office.token, { Ids: [c.id] })).statusCode).toBe(400);
  });

  it('hold and ignore-profit-margin flags: bad input is a 400 and changes nothing; a held consignment leaves the ready list', async () => {
    const a = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const b = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const flags = async () => sql<{ hold_invoice: boolean; ignore_profit_margin: boolean }>('select hold_invoice, ignore_profit_margin from consignment where id in (?, ?) order by id', [a.id, b.id]);
    const bad: [string, unknown][] = [
      ['/Consignments/HoldInvoice', { Ids: [a.id, b.id], HoldInvoice: 'yes' }],
      ['/Consignments/HoldInvoice', { Ids: [a.id, 99999999] }],
      ['/Consignments/IgnoreProfitMargin', { Ids: [a.id, -1] }],
      ['/Consignments/IgnoreProfitMargin', 'text'],
    ];
    for (const [url, body] of bad) expect((await call('POST', url, p.office.token, body)).statusCode).toBe(400);
    expect(await flags()).toEqual([{ hold_invoice: false, ignore_profit_margin: false }, { hold_invoice: false, ignore_profit_margin: false }]);
    expect((await call('POST', '/Consignments/HoldInvoice', p.office.token, { Ids: [a.id], HoldInvoice: true })).json()).toEqual({ Ids: [a.id] });
    const ready = ids(await list(`?customer=${p.customer.id}`));
    expect(ready).toContain(b.id);
    expect(ready).not.toContain(a.id);
    expect((await call('POST', '/Consignments/HoldInvoice', p.office.token, { Ids: [a.id], HoldInvoice: false })).statusCode).toBe(200);
    expect(ids(await list(`?customer=${p.customer.id}`))).toContain(a.id);
  });

  it('checks the body by its schema: a wrong list item or type is one 400 naming each field and changes nothing; camelCase and a bare array are read', async () => {
    const a = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const flags = async () => sql<{ hold_invoice: boolean }>('select hold_invoice from consignment where id = ?', [a.id]);
    const bad = await call('POST', '/Consignments/HoldInvoice', p.office.token, { Ids: [a.id, 'x'], HoldInvoice: 'yes' });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [{ Field: 'Ids', Message: 'Ids must be whole numbers' }, { Field: 'HoldInvoice', Message: 'Value must be true or false' }]]);
    const badDate = await call('POST', '/Consignments/Invoice', p.office.token, { Ids: [a.id], InvoiceDate: 20260101 });
    expect([badDate.statusCode, badDate.json().Errors]).toEqual([400, [{ Field: 'InvoiceDate', Message: 'The invoice date must be a date (YYYY-MM-DD)' }]]);
    expect(await flags()).toEqual([{ hold_invoice: false }]);
    expect((await call('POST', '/Consignments/HoldInvoice', p.office.token, { ids: [a.id], holdInvoice: true })).json()).toEqual({ Ids: [a.id] });
    expect(await flags()).toEqual([{ hold_invoice: true }]);
    expect((await call('POST', '/Consignments/HoldInvoice', p.office.token, [a.id])).json()).toEqual({ Ids: [a.id] });
  });

  it('GraphQL invoiceConsignments answers the same message', async () => {
    const c = await accountsConsignment(t.orm, { customerId: p.customer.id });
    const m = await gql<{ invoiceConsignments: { message: string; event: { status: string; numberOfRecords: number } } }>(t.app,
      'mutation($ids: [Int!]!) { invoiceConsignments(ids: $ids) { message event { status numberOfRecords } } }', { ids: [c.id] }, p.office.token);
    expect(m.data!.invoiceConsignments).toEqual({ message: 'All invoices have been scheduled for creation', event: { status: 'Scheduled', numberOfRecords: 1 } });
  });
});
