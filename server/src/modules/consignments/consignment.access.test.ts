import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, type Booking } from './consignment.fixtures.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const date = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));

describe('customer users reach only their own consignments (behaviour.md "Booking / Consignment lifecycle"; "Roles and access / Roles"; issue 3 item 7)', () => {
  it('books for their own customer without naming it, marked as a web booking, and never see costs', async () => {
    const res = await call('POST', '/Consignments', b.customer.token, bookingBody(b, { Customer: undefined }));
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ CustomerId: b.customer.id, IsWebBooking: true });
    for (const field of ['Cost', 'RecommendedCost', 'NotesForOffice', 'CostManuallySet']) expect(c).not.toHaveProperty(field);
    const got = (await call('GET', `/Consignments/${c.Id}`, b.customer.token)).json();
    expect(got).not.toHaveProperty('Cost');
    const office = (await call('GET', `/Consignments/${c.Id}`, b.office.token)).json();
    expect(office.Cost).toBeGreaterThan(0);
  });

  it('may not book for another customer', async () => {
    const res = await call('POST', '/Consignments', b.customer.token, bookingBody(b, { Customer: { Id: b.otherCustomer.id } }));
    expect(res.statusCode).toBe(403);
  });

  it('cannot read, change, copy, cancel, report on or find another customer’s consignment', async () => {
    const c = (await call('POST', '/Consignments', b.office.token, bookingBody(b))).json();
    const other = b.otherCustomer.token;
    expect((await call('GET', `/Consignments/${c.Id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/Consignments/${c.Id}`, other, bookingBody(b, { Customer: undefined, Version: c.Version, PONumber: 'HACKED' }))).statusCode).toBe(404);
    expect((await call('POST', `/Consignments/${c.Id}/Copy`, other)).statusCode).toBe(404);
    expect((await call('POST', '/Consignments/CancellationRequest', other, { Id: c.Id })).statusCode).toBe(404);
    expect((await call('GET', `/Consignments/${c.Id}/Report`, other)).statusCode).toBe(404);
    expect((await call('GET', `/Consignments/${c.Id}/ChangeLogs`, other)).statusCode).toBe(404);
    const list = (await call('GET', `/Consignments/${date()}/${date()}/Search`, other)).json();
    expect(list.map((x: { Id: number }) => x.Id)).not.toContain(c.Id);
    const csv = (await call('GET', `/Consignments/${date()}/${date()}/Export`, other)).body;
    expect(csv).not.toContain(String(c.ConsignmentNumber));
    const [row] = await sql(`select po_number, cancellation_requested from consignment where id = ?`, [c.Id]);
    expect(row).toEqual({ po_number: 'PO-1001', cancellation_requested: false });
  });

  it('only office users delete (behaviour.md "Booking / Consignment lifecycle")', async () => {
    const c = (await call('POST', '/Consignments', b.customer.token, bookingBody(b))).json();
    expect((await call('DELETE', `/Consignments/${c.Id}`, b.customer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/Consignments/${c.Id}`, b.driverToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/Consignments/${c.Id}`, b.office.token)).statusCode).toBe(204);
    const [row] = await sql(`select is_deleted from consignment where id = ?`, [c.Id]);
    expect(row).toEqual({ is_deleted: true });
  });

  it('refuses drivers and signed-out callers', async () => {
    expect((await call('GET', `/Consignments/${date()}/${date()}/Search`, b.driverToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/Consignments/${date()}/${date()}/Search` })).statusCode).toBe(401);
  });
});

describe('lifecycle: delete, cancellation request, copy (behaviour.md "Booking / Consignment lifecycle")', () => {
  it('a soft-deleted consignment leaves the list and shows with the is-deleted filter; it is then read-only', async () => {
    const c = (await call('POST', '/Consignments', b.office.token, bookingBody(b))).json();
    await call('DELETE', `/Consignments/${c.Id}`, b.office.token);
    const live = (await call('GET', `/Consignments/${date()}/${date()}/Search`, b.office.token)).json();
    expect(live.map((x: { Id: number }) => x.Id)).not.toContain(c.Id);
    const deleted = (await call('GET', `/Consignments/${date()}/${date()}/Search?isDeleted=true`, b.office.token)).json();
    expect(deleted.map((x: { Id: number }) => x.Id)).toContain(c.Id);
    const edit = await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version + 1 }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().Message).toBe('This consignment can no longer be changed');
  });

  it('a customer’s cancellation request makes the consignment read-only for them but not for the office', async () => {
    const c = (await call('POST', '/Consignments', b.customer.token, bookingBody(b))).json();
    const res = await call('POST', '/Consignments/CancellationRequest/', b.customer.token, { ConsignmentReference: c.ConsignmentReference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CancellationRequested: true, Version: c.Version + 1 });
    expect((await call('PUT', `/Consignments/${c.Id}`, b.customer.token, bookingBody(b, { Version: c.Version + 1 }))).statusCode).toBe(403);
    expect((await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version + 1 }))).statusCode).toBe(200);
    const logs = (await call('GET', `/Consignments/${c.Id}/ChangeLogs`, b.office.token)).json();
    expect(logs.map((l: { Action: string }) => l.Action)).toEqual(['Created', 'Cancellation requested', 'Updated']);
    expect(logs[1].Changes).toEqual([{ Field: 'Cancellation requested', From: 'No', To: 'Yes' }]);
  });

  it('a read-only invoiced consignment cannot be changed or deleted', async () => {
    const c = (await call('POST', '/Consignments', b.office.token, bookingBody(b))).json();
    await sql(`update consignment set invoice_status = 3 where id = ?`, [c.Id]);
    expect((await call('PUT', `/Consignments/${c.Id}`, b.office.token, bookingBody(b, { Version: c.Version }))).statusCode).toBe(403);
    expect((await call('DELETE', `/Consignments/${c.Id}`, b.office.token)).statusCode).toBe(403);
  });

  it('a copy is a new quote without ids, progress, supplier, invoice data or change log; Uninvoiced, not paid', async () => {
    const c = (await call('POST', '/Consignments', b.office.token, bookingBody(b, { IsQuote: false }))).json();
    const [m] = await sql<{ id: number }>(`insert into manifest (manifest_number, vehicle_type_id, date_created, date_modified) values (900077, ?, now(), now()) returning id`, [b.vehicleTypeId]);
    await sql(`update consignment_address set is_completed = true, completion_time = now(), manifest_id = ? where consignment_id = ?`, [m.id, c.Id]);
    await sql(`update consignment set paid = true, invoice_number = 'INV-1' where id = ?`, [c.Id]);
    const res = await call('POST', `/Consignments/${c.Id}/Copy`, b.customer.token);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.Id).not.toBe(c.Id);
    expect(copy.ConsignmentNumber).not.toBe(c.ConsignmentNumber);
    expect(copy).toMatchObject({ IsQuote: true, InvoiceStatus: 1, Paid: false, InvoiceNumber: null, Supplier: null, Version: 1, CustomerId: b.customer.id });
    expect(copy.ConsignmentAddresses.map((s: { IsCompleted: boolean; ManifestId: number | null }) => [s.IsCompleted, s.ManifestId])).toEqual([[false, null], [false, null]]);
    const logs = (await call('GET', `/Consignments/${copy.Id}/ChangeLogs`, b.office.token)).json();
    expect(logs.map((l: { Action: string }) => l.Action)).toEqual(['Created']);
  });
});
