import ExcelJS from 'exceljs';
import { useBookingApp } from '../../test/booking-app.js';
import { IMPORT_COLUMNS } from '../../domain/booking-import.js';
import { Topic } from '../../realtime/topics.js';
import { bookImport } from './import.booking.js';
import { contextFor, csvFile, uploadSheet, validRow, type SheetRow } from './import.fixtures.js';
import { bookingBody } from '../consignments/consignment.fixtures.js';
import { createConsignment } from '../consignments/consignment.save.js';
import { loadRowLookups, rowInput } from './import.row.js';
import { IMPORT_MESSAGES } from './import.service.js';
import { until } from '../../test/until.js';

const app = useBookingApp();
const { call, sql, day } = app;

type RestRow = { RowNumber: number; Errors: { Column: string | null; Message: string }[]; Outcome: string | null; ConsignmentNumber: number | null };

const countBooked = async (prefix: string) =>
  (await sql<{ n: number }>(`select count(*)::int n from consignment where customer_reference like ?`, [`${prefix}%`]))[0].n;

/** Books rows of an import through the service and waits for the run to finish. */
async function bookAndWait(userId: number, id: number, rowNumbers: number[], asQuotes = false) {
  const { done } = await bookImport(await contextFor(app.t, userId), id, { rowNumbers, asQuotes });
  return done;
}

describe('bulk booking from a spreadsheet (issue 25 item 6)', () => {
  it('previews every row by the single booking rules, with each message under its column', async () => {
    const { t, b } = app;
    const rows: SheetRow[] = [
      validRow(day(1), { customerReference: 'PREVIEW-1' }),
      validRow(day(1), { customerReference: 'PREVIEW-2', deliveryPostcode: '' }),
      validRow(day(1), { customerReference: 'PREVIEW-3', vehicleType: 'Space Shuttle' }),
      validRow(day(1), { customerReference: 'PREVIEW-4', quantity: 'lots' }),
    ];
    const res = await uploadSheet(t, b.customer.token, csvFile(rows), 'preview.csv');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ RowCount: 4, ValidCount: 1, Status: 'Preview', Repeated: false });
    const [ok, noPostcode, unknownVan, lots] = body.Rows as RestRow[];
    expect(ok).toMatchObject({ RowNumber: 2, Errors: [] });
    // The single booking says the same of the same booking without a delivery postcode.
    const single = bookingBody(b);
    (single.ConsignmentAddresses as { Address: Record<string, unknown> }[])[1].Address.Postcode = null;
    const refused = await call('POST', '/Consignments', b.customer.token, single);
    expect(refused.statusCode).toBe(400);
    const message = refused.json().Errors.find((e: { Field: string }) => e.Field === 'consignmentAddresses[1].address.postcode').Message;
    expect(noPostcode.Errors).toEqual([{ Column: 'deliveryPostcode', Message: message }]);
    expect(unknownVan.Errors).toEqual([{ Column: 'vehicleType', Message: 'The vehicle type was not found' }]);
    expect(lots.Errors).toEqual([{ Column: 'quantity', Message: 'Quantity must be a whole number greater than 0' }]);
    expect(await countBooked('PREVIEW-')).toBe(0);
  });

  it('books only the rows the user confirmed, and the result file lists each row as booked, not booked or not valid', async () => {
    const { t, b } = app;
    const rows = [1, 2, 3, 4, 5].map((n) => validRow(day(2), { customerReference: `CONFIRM-${n}`, ...(n === 2 ? { collectionTown: '' } : {}), ...(n === 4 ? { contactName: '' } : {}) }));
    const uploaded = (await uploadSheet(t, b.customer.token, csvFile(rows), 'confirm.csv')).json();
    expect(uploaded.ValidCount).toBe(3);
    const created: number[] = [];
    const events = (async () => {
      for await (const event of t.pubsub.subscribe(Topic.ConsignmentChanged) as AsyncIterable<{ consignmentId: number }>) {
        created.push(event.consignmentId);
        if (created.length === 2) return;
      }
    })();
    const book = await call('POST', `/Imports/${uploaded.Id}/Book`, b.customer.token, { RowNumbers: [2, 6], AsQuotes: false });
    expect(book.statusCode).toBe(202);
    expect(book.json()).toMatchObject({ Status: 'Booking', ChosenCount: 2 });
    await events;
    const booked = await sql<{ customer_reference: string; is_quote: boolean; customer_id: number }>(`select customer_reference, is_quote, customer_id from consignment where customer_reference like 'CONFIRM-%' order by customer_reference`);
    expect(booked).toEqual([
      { customer_reference: 'CONFIRM-1', is_quote: false, customer_id: b.customer.id },
      { customer_reference: 'CONFIRM-5', is_quote: false, customer_id: b.customer.id },
    ]);
    const view = (await call('GET', `/Imports/${uploaded.Id}`, b.customer.token)).json();
    const numbers = (view.Rows as RestRow[]).filter((r) => r.Outcome === 'Booked').map((r) => r.ConsignmentNumber);
    const result = await call('GET', `/Imports/${uploaded.Id}/Result`, b.customer.token);
    expect(result.headers['content-type']).toMatch(/text\/csv/);
    const lines = result.body.trim().split('\n').map((line) => line.split(',').slice(0, 3).join(','));
    expect(lines).toEqual([
      'Row,Result,Consignment number',
      `2,Booked,${numbers[0]}`,
      '3,Not valid,',
      '4,Not booked,',
      '5,Not valid,',
      `6,Booked,${numbers[1]}`,
    ]);
  });

  it('books a 5,000-row file, every row once, and the same file uploaded again books nothing', async () => {
    const { t, b } = app;
    const rows = Array.from({ length: 5000 }, (_, i) => validRow(day(3), { customerReference: `BULK-${i + 1}` }));
    const file = csvFile(rows);
    const first = await uploadSheet(t, b.customer.token, file, 'bulk.csv');
    expect(first.statusCode).toBe(201);
    const preview = first.json();
    expect(preview).toMatchObject({ RowCount: 5000, ValidCount: 5000 });
    const all = (preview.Rows as RestRow[]).map((r) => r.RowNumber);
    const done = await bookAndWait(b.customer.userId, preview.Id, all);
    expect(done).toMatchObject({ status: 'Booked', bookedCount: 5000, refusedCount: 0, processedCount: 5000 });
    expect(await countBooked('BULK-')).toBe(5000);

    const again = await uploadSheet(t, b.customer.token, file, 'bulk again.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ Id: preview.Id, Repeated: true, BookedCount: 5000 });
    const rebooked = await bookAndWait(b.customer.userId, preview.Id, all);
    expect(rebooked).toMatchObject({ status: 'Booked', bookedCount: 5000 });
    expect(await countBooked('BULK-')).toBe(5000);
  }, 1_800_000); // about 25 statements a row: minutes on a loaded shared machine

  it('refuses to start booking an import whose run is moving, and starts again one whose run stopped', async () => {
    const { t, b } = app;
    const id = (await uploadSheet(t, b.customer.token, csvFile([validRow(day(1), { customerReference: 'STALL-1' })]), 'stall.csv')).json().Id;
    await sql(`update booking_import set status = 'Booking', progress_at = now() where id = ?`, [id]);
    const busy = await call('POST', `/Imports/${id}/Book`, b.customer.token, { RowNumbers: [2] });
    expect(busy.statusCode).toBe(608);
    expect(busy.json().Message).toBe('This import is already being booked.');
    await sql(`update booking_import set progress_at = now() - interval '10 minutes' where id = ?`, [id]);
    const done = await bookAndWait(b.customer.userId, id, [2]);
    expect(done).toMatchObject({ status: 'Booked', bookedCount: 1 });
    expect(await countBooked('STALL-')).toBe(1);
  });

  it('refuses files it cannot read, each with a message saying why', async () => {
    const { t, b } = app;
    const formula = new ExcelJS.Workbook();
    const sheet = formula.addWorksheet('Bookings');
    sheet.addRow(IMPORT_COLUMNS.map((c) => c.heading));
    sheet.addRow(['ORDER-1', { formula: 'A1&"x"', result: 'x' }]);
    const cases: [string, Buffer, string][] = [
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'The file must be a CSV (.csv) or Excel workbook (.xlsx).'],
      ['bookings.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]), 'The Excel file could not be opened: it is damaged or not really an .xlsx workbook.'],
      ['bookings.xlsx', Buffer.from(await formula.xlsx.writeBuffer()), 'Cell B2 holds a formula. Copy the sheet and paste it as values, then upload it again.'],
      ['huge.csv', Buffer.alloc(20 * 1024 * 1024, 'a'), 'The spreadsheet is larger than the 10 MB limit.'],
      ['headings.csv', Buffer.from('Customer reference,Contact name\n'), 'The file has no rows under its headings.'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await uploadSheet(t, b.customer.token, bytes, name);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 400, body: { Message: message, Errors: [{ Field: 'File', Message: message }] } });
    }
    expect(await sql(`select id from booking_import where file_name in ('photo.png', 'huge.csv', 'headings.csv') or file_name like '%.xlsx'`)).toEqual([]);
  });

  it('lets a customer book only for its own customer and see only its own imports', async () => {
    const { t, b } = app;
    const file = csvFile([validRow(day(1), { customerReference: 'OWN-1' })]);
    const other = await uploadSheet(t, b.customer.token, file, 'own.csv', `?customerId=${b.otherCustomer.id}`);
    expect(other.statusCode).toBe(403);
    const mine = (await uploadSheet(t, b.customer.token, file, 'own.csv')).json();
    expect(mine.CustomerId).toBe(b.customer.id);
    expect((await call('GET', `/Imports/${mine.Id}`, b.otherCustomer.token)).statusCode).toBe(404);
    expect((await call('POST', `/Imports/${mine.Id}/Book`, b.otherCustomer.token, { RowNumbers: [2] })).statusCode).toBe(404);
    const office = await uploadSheet(t, b.office.token, file, 'own.csv');
    expect(office.json()).toEqual({ Message: 'Choose the customer the bookings are for.', Errors: [{ Field: 'Customer', Message: 'Choose the customer the bookings are for.' }] });
    const forCustomer = await uploadSheet(t, b.office.token, file, 'own.csv', `?customerId=${b.otherCustomer.id}`);
    expect(forCustomer.json()).toMatchObject({ CustomerId: b.otherCustomer.id, ValidCount: 1 });
  });

  it("remembers the customer's own headings once mapped, for its next file", async () => {
    const { t, b } = app;
    const headings = IMPORT_COLUMNS.map((c) => `My ${c.heading}`);
    const first = (await uploadSheet(t, b.customer.token, csvFile([validRow(day(1), { customerReference: 'MAP-1' })], headings), 'mine.csv')).json();
    expect(first.ValidCount).toBe(0);
    const mapping = Object.fromEntries(IMPORT_COLUMNS.map((c) => [`My ${c.heading}`, c.key]));
    const mapped = await call('PUT', `/Imports/${first.Id}/Mapping`, b.customer.token, { Mapping: mapping });
    expect(mapped.json()).toMatchObject({ ValidCount: 1, Mapping: mapping });
    const next = (await uploadSheet(t, b.customer.token, csvFile([validRow(day(1), { customerReference: 'MAP-2' })], headings), 'mine-2.csv')).json();
    expect(next).toMatchObject({ ValidCount: 1, Mapping: mapping });
    const twice = await call('PUT', `/Imports/${first.Id}/Mapping`, b.customer.token, { Mapping: { ...mapping, 'My PO number': 'customerReference' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Errors).toEqual([{ Field: 'My PO number', Message: 'Customer reference is already filled from the column "My Customer reference"' }]);
  });

  it('checks the choice and the mapping by their declared schemas: every wrongly typed field in one 400, nothing booked; camelCase read too (issue 21 item 6)', async () => {
    const { t, b } = app;
    const id = (await uploadSheet(t, b.customer.token, csvFile([validRow(day(1), { customerReference: 'SCHEMA-1' })]), 'schema.csv')).json().Id;
    const bad = await call('POST', `/Imports/${id}/Book`, b.customer.token, { RowNumbers: [2, 'x'], asQuotes: 'no' });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [{ Field: 'rowNumbers', Message: 'RowNumbers must be a list of ids' }, { Field: 'asQuotes', Message: 'AsQuotes must be true or false' }]]);
    const mapping = await call('PUT', `/Imports/${id}/Mapping`, b.customer.token, { mapping: ['x'] });
    expect([mapping.statusCode, mapping.json().Errors]).toEqual([400, [{ Field: 'mapping', Message: IMPORT_MESSAGES.mappingShape }]]);
    expect((await call('GET', `/Imports/${id}`, b.customer.token)).json()).toMatchObject({ Status: 'Preview' });
    expect(await countBooked('SCHEMA-')).toBe(0);
    const book = await call('POST', `/Imports/${id}/Book`, b.customer.token, { rowNumbers: [2], asQuotes: true });
    expect([book.statusCode, book.json().ChosenCount]).toEqual([202, 1]);
    await until(async () => (await countBooked('SCHEMA-')) === 1, 'the camelCase choice to be booked');
  });

  it('offers the template with the expected columns as CSV and xlsx', async () => {
    const { b } = app;
    const csv = await call('GET', '/Imports/Template?format=csv', b.customer.token);
    expect(csv.body.split('\n')[0].trim()).toBe(IMPORT_COLUMNS.map((c) => c.heading).join(','));
    const xlsx = await call('GET', '/Imports/Template', b.customer.token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS.map((c) => c.heading));
  });

  it('stores an imported row as the single booking stores the same data: price, route, stops and goods; numbers without gaps', async () => {
    const { t, b } = app;
    const rows = [1, 2, 3].map((n) => validRow(day(3), { customerReference: `SAME-${n}` }));
    const uploaded = (await uploadSheet(t, b.customer.token, csvFile(rows), 'same.csv')).json();
    expect((await bookAndWait(b.customer.userId, uploaded.Id, [2, 3, 4])).bookedCount).toBe(3);
    // The same row booked alone, by the same user, through the single booking's use case.
    const ctx = await contextFor(t, b.customer.userId);
    const headings = IMPORT_COLUMNS.map((c) => c.heading);
    const row = validRow(day(3), { customerReference: 'SAME-ALONE' });
    const input = rowInput(headings, IMPORT_COLUMNS.map((c) => row[c.key] ?? ''), Object.fromEntries(headings.map((h, i) => [h, IMPORT_COLUMNS[i].key])), await loadRowLookups(ctx.em), b.customer.id, false);
    await createConsignment(ctx, input);
    const stored = await sql<Record<string, unknown>>(
      `select c.consignment_number, c.customer_reference, c.price_pence, c.cost_pence, c.recommended_price_pence, c.recommended_cost_pence, c.total_miles,
         c.total_time_in_minutes, c.route_is_estimate, c.start_date_time, c.is_quote, c.invoice_status, c.is_web_booking, c.contact_name, c.vehicle_type_id,
         (select json_agg(json_build_object('order', ca.consignment_order, 'type', ca.consignment_address_type_id, 'at', ca.scheduled_start_date_and_time,
            'line1', a.address_line1, 'postcode', a.postcode, 'lat', a.latitude, 'goods', (select json_agg(json_build_object('q', d.quantity, 'd', d.description)) from load_detail d where d.consignment_address_id = ca.id))
            order by ca.consignment_order) from consignment_address ca join address a on a.id = ca.address_id where ca.consignment_id = c.id) as stops,
         (select count(*)::int from consignment_change_log l where l.consignment_id = c.id) as logs,
         (select count(*)::int from event e where e.type = 'consignment.created' and (e.data->>'consignmentId')::int = c.id) as events
       from consignment c where c.customer_reference like 'SAME-%' order by c.consignment_number`);
    expect(stored.map((c) => c.customer_reference)).toEqual(['SAME-1', 'SAME-2', 'SAME-3', 'SAME-ALONE']);
    const numbers = stored.map((c) => Number(c.consignment_number));
    expect(numbers.slice(0, 3)).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    const alike = ({ consignment_number: _n, customer_reference: _r, ...rest }: Record<string, unknown>) => rest;
    expect(Number(stored[3].price_pence)).toBeGreaterThan(0);
    for (const imported of stored.slice(0, 3)) expect(alike(imported)).toEqual(alike(stored[3]));
  });
});
