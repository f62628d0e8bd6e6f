import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildCustomer, buildSupplier } from '../../test/factories.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { accountsManifest, accountsPeople, day, deduction, supplierTypeId } from './accounts.fixtures.js';
import { runInvoicingEvent } from './invoicing.run.js';

const ctx = useBookingApp();
const { call, sql } = ctx;
let p: Awaited<ReturnType<typeof accountsPeople>>;
let selfBilling: number;
beforeAll(async () => {
  p = await accountsPeople(ctx.t);
  selfBilling = await supplierTypeId(ctx.t.orm, 'IS_SELF_BILLING');
});

const list = (query: string, token = p.office.token) => call('GET', `/Manifests/${day(-6)}/${day(-4)}/Accounts${query}`, token);
const ids = (res: { json(): { Id: number }[] }) => res.json().map((r) => r.Id);

describe('GET /Manifests/{from}/{to}/Accounts (behaviour.md "Accounts / Issue filters" Accounts, behaviour.md "Accounts / Issue filters" manifest issue filter values)', () => {
  it('lists ready manifests by default and each issue under its filter (supplier, pod, zeroCost, noInvoiceReference, hold-invoice)', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Ready Haulage' });
    await sql('update supplier set supplier_type_id = ? where id = ?', [selfBilling, s.id]);
    const sub = await buildSupplier(ctx.t.orm, { name: 'Sub Haulage' });
    const ready = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id });
    const zero = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, costPence: 0 });
    const noPod = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, delivered: false });
    const held = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id });
    expect((await call('POST', '/Manifests/HoldInvoice', p.office.token, { Ids: [held.id] })).statusCode).toBe(200);
    const noRef = await accountsManifest(ctx.t.orm, { supplierId: sub.id, customerId: p.customer.id });

    const res = await list(`?supplier=${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([ready.id]);
    expect(res.json()[0]).toMatchObject({ ManifestNumber: ready.number, Supplier: { Id: s.id, Name: 'Ready Haulage', IsSelfBilling: true }, Cost: 40, Issues: [] });
    expect(ids(await list(`?supplier=${s.id}&zeroCost=true`))).toEqual([zero.id]);
    expect(ids(await list(`?supplier=${s.id}&pod=true`))).toEqual([noPod.id]);
    expect(ids(await list(`?supplier=${s.id}&hold-invoice=true`))).toEqual([held.id]);
    expect(ids(await list('?supplier=sub haul&noInvoiceReference=true'))).toEqual([noRef.id]);
    expect((await call('PUT', `/Manifests/${noRef.id}/InvoiceReference`, p.office.token, { InvoiceReference: 'SUB-INV-7' })).statusCode).toBe(204);
    expect(ids(await list(`?supplier=${sub.id}`))).toEqual([noRef.id]);
    const q = await gql<{ accountsManifests: { id: number }[] }>(ctx.t.app, 'query($f: String!, $t: String!, $s: String) { accountsManifests(from: $f, to: $t, supplier: $s, issue: ZERO_COST) { id startDateTime podDateTime } }', { f: day(-6), t: day(-4), s: String(s.id) }, p.office.token);
    expect(q.errors).toBeUndefined();
    expect(q.data!.accountsManifests).toEqual([{ id: zero.id, startDateTime: expect.any(String), podDateTime: expect.any(String) }]);
  });

  it('is for office users only', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    expect((await list('', p.customerUser.token)).statusCode).toBe(403);
    expect((await list('', p.driver.token)).statusCode).toBe(403);
    expect((await call('POST', '/Manifests/Invoice', p.driver.token, { Ids: [1] })).statusCode).toBe(403);
  });
});

describe('PUT /Manifests/{id}/InvoiceReference (checked by its schema)', () => {
  it('refuses a reference that is not text with 400, changing nothing, and reads a camelCase body', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Reference Haulage' });
    const m = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, invoiceReference: 'KEEP-1' });
    const reference = async () => (await sql<{ invoice_reference: string | null }>('select invoice_reference from manifest where id = ?', [m.id]))[0].invoice_reference;
    const bad = await call('PUT', `/Manifests/${m.id}/InvoiceReference`, p.office.token, { InvoiceReference: { Text: 'X' } });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [{ Field: 'InvoiceReference', Message: 'InvoiceReference must be text' }]]);
    expect(await reference()).toBe('KEEP-1');
    expect((await call('PUT', `/Manifests/${m.id}/InvoiceReference`, p.office.token, { invoiceReference: ' NEW-2 ' })).statusCode).toBe(204);
    expect(await reference()).toBe('NEW-2');
  });
});

describe('POST /Manifests/Invoice (behaviour.md "Manifests / Supplier assignment": blocked when deductions exceed the invoice total)', () => {
  it('refuses with the issues list and changes nothing when a supplier\'s deductions exceed its invoice total', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Deducted Ltd' });
    await deduction(ctx.t.orm, s.id, 5000);
    const m = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, costPence: 4000 });
    const res = await call('POST', '/Manifests/Invoice', p.accounts.token, { Ids: [m.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: 'Manifest invoicing is blocked: supplier deductions exceed the invoice total', Errors: [{ Field: `Suppliers[${s.id}]`, Message: 'Deducted Ltd: deductions of £50.00 exceed the invoice total of £40.00' }] });
    expect((await sql<{ invoice_status: number }>('select invoice_status from manifest where id = ?', [m.id]))[0].invoice_status).toBe(1);
  });

  it('counts only manifests whose customers use the default Xero organisation when the supplier splits Xero invoices', async () => {
    const [def] = await sql<{ id: number }>(`insert into xero_organisation (name, is_default) values ('Split Default', false) returning id`);
    const [other] = await sql<{ id: number }>(`insert into xero_organisation (name, is_default) values ('Split Other', false) returning id`);
    await sql('update xero_organisation set is_default = false');
    await sql('update xero_organisation set is_default = true where id = ?', [def.id]);
    const inDefault = await buildCustomer(ctx.t.orm);
    const inOther = await buildCustomer(ctx.t.orm);
    await sql('update customer set xero_organisation_id = ? where id = ?', [other.id, inOther.id]);
    const s = await buildSupplier(ctx.t.orm, { name: 'Split Ltd', splitXeroInvoices: true });
    await deduction(ctx.t.orm, s.id, 3000);
    const small = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: inDefault.id, costPence: 2000 });
    const big = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: inOther.id, costPence: 9000 });
    const blocked = await call('POST', '/Manifests/Invoice', p.office.token, { Ids: [small.id, big.id] });
    expect(blocked.json().Errors).toEqual([{ Field: `Suppliers[${s.id}]`, Message: 'Split Ltd: deductions of £30.00 exceed the invoice total of £20.00' }]);

    await sql('update supplier set split_xero_invoices = false where id = ?', [s.id]);
    const ok = await call('POST', '/Manifests/Invoice', p.office.token, { Ids: [small.id, big.id], InvoiceDate: day(0) });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().Message).toBe('All invoices have been scheduled for creation');
    expect(await runInvoicingEvent(ctx.t.orm.em, ok.json().InvoicingEvent.Id)).toBe(1);
    const [invoice] = await sql<{ id: number; manifests_pence: number; deductions_pence: number; total_pence: number }>('select id, manifests_pence, deductions_pence, total_pence from supplier_invoice where supplier_id = ?', [s.id]);
    expect(invoice).toMatchObject({ manifests_pence: 11000, deductions_pence: 3000, total_pence: 8000 });
    const manifests = await sql<{ invoice_status: number; supplier_invoice_id: number }>('select invoice_status, supplier_invoice_id from manifest where id in (?, ?)', [small.id, big.id]);
    expect(manifests).toEqual([{ invoice_status: 3, supplier_invoice_id: invoice.id }, { invoice_status: 3, supplier_invoice_id: invoice.id }]);
  });
});

describe('supplier invoices of a run (issue 5 item 3)', () => {
  it('a supplier that splits Xero invoices gets one invoice with its deductions for the default organisation and one without for the others', async () => {
    const [other] = await sql<{ id: number }>(`insert into xero_organisation (name, is_default) values ('Second Org', false) returning id`);
    const elsewhere = await buildCustomer(ctx.t.orm);
    await sql('update customer set xero_organisation_id = ? where id = ?', [other.id, elsewhere.id]);
    const s = await buildSupplier(ctx.t.orm, { name: 'Two Books Ltd', splitXeroInvoices: true });
    await sql('update supplier set supplier_type_id = ? where id = ?', [selfBilling, s.id]);
    await deduction(ctx.t.orm, s.id, 1000);
    const home = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, costPence: 5000 });
    const away = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: elsewhere.id, costPence: 7000 });
    const res = await call('POST', '/Manifests/Invoice', p.office.token, { Ids: [home.id, away.id] });
    expect(res.statusCode).toBe(202);
    expect(await runInvoicingEvent(ctx.t.orm.em, res.json().InvoicingEvent.Id)).toBe(2);
    const invoices = await sql<{ manifests_pence: number; deductions_pence: number; total_pence: number; lines: string }>(
      `select i.manifests_pence, i.deductions_pence, i.total_pence, string_agg(l.description, '|' order by l.id) as lines
       from supplier_invoice i join supplier_invoice_line l on l.invoice_id = i.id where i.supplier_id = ? group by i.id order by i.invoice_number`, [s.id]);
    expect(invoices).toEqual([
      { manifests_pence: 5000, deductions_pence: 1000, total_pence: 4000, lines: `Manifest ${home.number}|Deduction: Fuel card` },
      { manifests_pence: 7000, deductions_pence: 0, total_pence: 7000, lines: `Manifest ${away.number}` },
    ]);
  });

  it('a supplier whose deductions rose above its total after scheduling goes back to Uninvoiced, with the reason on the event', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Late Deduction Ltd' });
    const m = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id, costPence: 2000 });
    const res = await call('POST', '/Manifests/Invoice', p.office.token, { Ids: [m.id] });
    await deduction(ctx.t.orm, s.id, 2500);
    expect(await runInvoicingEvent(ctx.t.orm.em, res.json().InvoicingEvent.Id)).toBe(0);
    expect((await sql<{ invoice_status: number }>('select invoice_status from manifest where id = ?', [m.id]))[0].invoice_status).toBe(1);
    const event = (await call('GET', `/Events/Invoicing/${res.json().InvoicingEvent.Id}`, p.office.token)).json();
    expect(event).toMatchObject({ Status: 'Finished', InvoiceCount: 0, LastError: 'Late Deduction Ltd: deductions of £25.00 exceed the invoice total of £20.00' });
  });
});

describe('TX POD approvals (behaviour.md "Manifests / Stop progress" never both, behaviour.md "Roles and access / Access rules" admin or accounts, behaviour.md "Manifests / Saving a manifest")', () => {
  async function postingWithPod(): Promise<{ id: number; reference: string }> {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const sent = (await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {})).json();
    const { Id: id, ExternalReference: reference } = sent.TransportExchangeManifests[0];
    expect((await call('POST', `/TransportExchange/Sandbox/${reference}/ProofOfDelivery`, ctx.b.office.token, {})).statusCode).toBe(200);
    return { id, reference };
  }

  it('lists postings whose proof of delivery has arrived; approve or reject once, a second decision is refused', async () => {
    const a = await postingWithPod();
    const r = await postingWithPod();
    const listed = await call('GET', '/Manifests/TransportExchangePodApprovals', p.accounts.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((x: { Id: number }) => x.Id)).toEqual(expect.arrayContaining([a.id, r.id]));
    expect(listed.json().find((x: { Id: number }) => x.Id === a.id)).toMatchObject({ ExternalReference: a.reference, PodReceivedAt: expect.any(String) });

    expect((await call('POST', '/Manifests/ApproveTransportExchangePods', p.accounts.token, { Ids: [a.id] })).json()).toEqual({ Ids: [a.id] });
    expect((await call('POST', '/Manifests/RejectTransportExchangePods', p.admin.token, [r.id])).json()).toEqual({ Ids: [r.id] });
    const twice = await call('POST', '/Manifests/RejectTransportExchangePods', p.admin.token, { Ids: [a.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Message).toBe(`The proof of delivery for ${a.reference} has already been approved`);
    const again = await gql(ctx.t.app, 'mutation($ids: [Int!]!) { approveTransportExchangePods(ids: $ids) }', { ids: [r.id] }, p.accounts.token);
    expect(again.errors?.[0].message).toBe(`The proof of delivery for ${r.reference} has already been rejected`);
    const decisions = await sql<{ decision: string }>('select decision from transport_exchange_pod_decision where transport_exchange_manifest_id in (?, ?) order by transport_exchange_manifest_id', [a.id, r.id]);
    expect(decisions.map((d) => d.decision)).toEqual(['APPROVED', 'REJECTED']);
    const after = (await call('GET', '/Manifests/TransportExchangePodApprovals', p.accounts.token)).json().map((x: { Id: number }) => x.Id);
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(r.id);
  });

  it('two decisions at once on the same posting: one wins, the other is refused', async () => {
    const a = await postingWithPod();
    const replies = await Promise.all([
      call('POST', '/Manifests/ApproveTransportExchangePods', p.accounts.token, { Ids: [a.id] }),
      call('POST', '/Manifests/RejectTransportExchangePods', p.admin.token, { Ids: [a.id] }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await sql('select 1 from transport_exchange_pod_decision where transport_exchange_manifest_id = ?', [a.id])).length).toBe(1);
  });

  it('refuses a posting without a POD and bad input with 400; plain office users get 403, customers 403, anonymous 401', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const noPod = (await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {})).json().TransportExchangeManifests[0];
    const res = await call('POST', '/Manifests/ApproveTransportExchangePods', p.accounts.token, { Ids: [noPod.Id] });
    expect(res.json().Message).toBe(`No proof of delivery has arrived for ${noPod.ExternalReference}`);
    expect((await call('POST', '/Manifests/ApproveTransportExchangePods', p.accounts.token, { Ids: [] })).statusCode).toBe(400);
    expect((await call('POST', '/Manifests/ApproveTransportExchangePods', p.accounts.token, { Ids: [99999999] })).statusCode).toBe(400);
    for (const token of [p.office.token, p.customerUser.token, p.driver.token]) {
      expect((await call('GET', '/Manifests/TransportExchangePodApprovals', token)).statusCode).toBe(403);
      expect((await call('POST', '/Manifests/ApproveTransportExchangePods', token, { Ids: [noPod.Id] })).statusCode).toBe(403);
    }
    expect((await call('GET', '/Manifests/TransportExchangePodApprovals', p.office.token)).json().Message).toBe('Only admin or accounts users can approve transport exchange proofs of delivery.');
    expect((await call('GET', '/Manifests/TransportExchangePodApprovals', '')).statusCode).toBe(401);
    expect((await call('GET', '/Manifests/TransportExchangePodApprovals', p.admin.token)).statusCode).toBe(200);
    const q = await gql(ctx.t.app, '{ transportExchangePodApprovals { id } }', {}, p.office.token);
    expect(q.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
