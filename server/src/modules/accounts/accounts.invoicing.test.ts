import { buildCustomer } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { signedIn } from '../../test/sessions.js';
import { restCaller } from '../manifests/manifest.fixtures.js';
import { accountsConsignment, day } from './accounts.fixtures.js';
import { startInvoicingJob } from './invoicing.job.js';
import { runInvoicingEvent } from './invoicing.run.js';

let t: TestApp;
let call: ReturnType<typeof restCaller>;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  call = restCaller(t);
  token = (await signedIn(t, { isAccounts: true })).token;
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);

/** Three customers with two ready consignments each. */
async function sixConsignments(): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const customer = await buildCustomer(t.orm);
    for (let j = 0; j < 2; j++) ids.push((await accountsConsignment(t.orm, { customerId: customer.id })).id);
  }
  return ids;
}

/** An event made the way a second instance or a retried request would: straight into the table, the consignments ReadyToInvoice. */
async function eventFor(ids: number[]): Promise<number> {
  await sql(`update consignment set invoice_status = 2 where id in (${ids.map(() => '?').join(',')})`, ids);
  const [row] = await sql<{ id: number }>(`insert into invoicing_event (type, invoice_date, ids, date_created) values ('CONSIGNMENT', ?, ?, now()) returning id`, [day(-1), JSON.stringify(ids)]);
  return row.id;
}

async function invoiceNumbers(): Promise<number[]> {
  return (await sql<{ invoice_number: number }>('select invoice_number from customer_invoice order by invoice_number')).map((r) => r.invoice_number);
}

const consecutive = (numbers: number[]) => numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);

describe('invoicing runs at once (issue 5 item 3: numbers without gaps or duplicates)', () => {
  it('two runs over the same consignments invoice each once, with unique gap-free numbers', async () => {
    const ids = await sixConsignments();
    const before = await invoiceNumbers();
    const [first, second] = [await eventFor(ids), await eventFor(ids.slice(2))];
    const counts = await Promise.all([runInvoicingEvent(t.orm.em, first), runInvoicingEvent(t.orm.em, second), runInvoicingEvent(t.orm.em, first)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const lines = await sql<{ consignment_id: number }>(`select consignment_id from customer_invoice_line where consignment_id in (${ids.map(() => '?').join(',')})`, ids);
    expect(lines.map((l) => l.consignment_id).sort((a, b) => a - b)).toEqual(ids);
    const numbers = await invoiceNumbers();
    expect(numbers.length).toBe(before.length + 3);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(consecutive(numbers)).toBe(true);
    expect((await sql<{ n: string }>(`select count(*) as n from consignment where invoice_status = 3 and id in (${ids.map(() => '?').join(',')})`, ids))[0].n).toBe('6');
  });

  it('two users scheduling the same consignments at once: one is scheduled, the other is told they already are', async () => {
    const ids = await sixConsignments();
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', '/Consignments/Invoice', token, { Ids: ids })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([202, 400, 400]);
    expect(replies.filter((r) => r.statusCode === 400).every((r) => r.json().Message === 'Some of the records cannot be invoiced')).toBe(true);
  });

  it('a run that crashes part-way leaves nothing behind; the rerun completes with no duplicate or missing numbers', async () => {
    const ids = await sixConsignments();
    const event = await eventFor(ids);
    const before = await invoiceNumbers();
    const [{ customer_id: failing }] = await sql<{ customer_id: number }>('select customer_id from consignment where id = ?', [ids[4]]);
    await sql(`create function fail_invoice() returns trigger language plpgsql as $$ begin if new.customer_id = ${Number(failing)} then raise exception 'disk full'; end if; return new; end $$`);
    await sql('create trigger fail_invoice before insert on customer_invoice for each row execute function fail_invoice()');
    await expect(runInvoicingEvent(t.orm.em, event)).rejects.toThrow(/disk full/);
    expect(await invoiceNumbers()).toEqual(before);
    const [state] = await sql<{ date_started: Date | null; date_finished: Date | null }>('select date_started, date_finished from invoicing_event where id = ?', [event]);
    expect(state.date_started).not.toBeNull();
    expect(state.date_finished).toBeNull();
    expect((await call('GET', `/Events/Invoicing/${event}`, token)).json().Status).toBe('Started');

    await sql('drop trigger fail_invoice on customer_invoice');
    await sql('drop function fail_invoice');
    expect(await runInvoicingEvent(t.orm.em, event)).toBe(3);
    const numbers = await invoiceNumbers();
    expect(numbers.length).toBe(before.length + 3);
    expect(consecutive(numbers)).toBe(true);
  });
});

describe('the invoicing pg-boss job (behaviour.md "Accounts / Invoicing" invoicing event)', () => {
  it('picks up a scheduled event and finishes it', async () => {
    const log = { info: () => undefined, warn: () => undefined };
    const job = await startInvoicingJob(t.orm, t.databaseUrl, log);
    try {
      const customer = await buildCustomer(t.orm);
      const c = await accountsConsignment(t.orm, { customerId: customer.id });
      const res = await call('POST', '/Consignments/Invoice', token, { Ids: [c.id] });
      const eventId = res.json().InvoicingEvent.Id;
      const status = async () => (await call('GET', `/Events/Invoicing/${eventId}`, token)).json().Status;
      await until(async () => (await status()) === 'Finished', 'the job to finish the event', 30_000);
      expect((await sql<{ invoice_status: number }>('select invoice_status from consignment where id = ?', [c.id]))[0].invoice_status).toBe(3);
    } finally {
      await job.stop();
    }
  });
});
