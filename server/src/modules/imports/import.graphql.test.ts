import { gql } from '../../test/clients.js';
import { useBookingApp } from '../../test/booking-app.js';
import { IMPORT_COLUMNS } from '../../domain/booking-import.js';
import { Topic } from '../../realtime/topics.js';
import { csvFile, validRow } from './import.fixtures.js';

const app = useBookingApp();

const SUMMARY = 'id customerId status rowCount validCount chosenCount bookedCount repeated mapping { heading field }';
const UPLOAD = `mutation($fileName: String!, $content: String!, $customerId: Int) { uploadBookingImport(fileName: $fileName, contentBase64: $content, customerId: $customerId) { ${SUMMARY} } }`;
const ROWS = 'query($id: Int!, $offset: Int, $limit: Int) { bookingImportRows(id: $id, offset: $offset, limit: $limit) { rowNumber errors { column message } outcome consignmentNumber } }';
const MAP = `mutation($id: Int!, $mapping: [BookingImportMappingInput!]!) { mapBookingImport(id: $id, mapping: $mapping) { ${SUMMARY} } }`;
const BOOK = `mutation($id: Int!, $rows: [Int!]!) { bookBookingImport(id: $id, rowNumbers: $rows, asQuotes: true) { ${SUMMARY} } }`;

describe('bulk booking over GraphQL: the same service as /api/Imports (issue 25 item 6)', () => {
  it('uploads, remaps, previews and books a sheet as quotes', async () => {
    const { t, b } = app;
    const headings = IMPORT_COLUMNS.map((c) => (c.key === 'deliveryPostcode' ? 'Drop postcode' : c.heading));
    const file = csvFile([validRow(app.day(1), { customerReference: 'GQL-1' }), validRow(app.day(1), { customerReference: 'GQL-2', contactName: '' })], headings);
    const uploaded = await gql<{ uploadBookingImport: { id: number; validCount: number } }>(t.app, UPLOAD, { fileName: 'gql.csv', content: file.toString('base64') }, b.customer.token);
    expect(uploaded.data?.uploadBookingImport).toMatchObject({ customerId: b.customer.id, rowCount: 2, validCount: 0, repeated: false });
    const id = uploaded.data!.uploadBookingImport.id;

    const mapping = headings.map((heading, i) => ({ heading, field: IMPORT_COLUMNS[i].key }));
    const mapped = await gql(t.app, MAP, { id, mapping }, b.customer.token);
    expect(mapped.data?.mapBookingImport).toMatchObject({ validCount: 1 });
    const rows = await gql<{ bookingImportRows: unknown[] }>(t.app, ROWS, { id }, b.customer.token);
    expect(rows.data?.bookingImportRows).toEqual([
      { rowNumber: 2, errors: [], outcome: null, consignmentNumber: null },
      { rowNumber: 3, errors: [{ column: 'contactName', message: 'Contact name is required' }], outcome: null, consignmentNumber: null },
    ]);

    const created = (async () => {
      for await (const event of t.pubsub.subscribe(Topic.ConsignmentChanged) as AsyncIterable<{ consignmentId: number }>) return event.consignmentId;
    })();
    const booked = await gql(t.app, BOOK, { id, rows: [2] }, b.customer.token);
    expect(booked.data?.bookBookingImport).toMatchObject({ status: 'Booking', chosenCount: 1 });
    const consignmentId = await created;
    const [row] = await app.sql<{ customer_reference: string; is_quote: boolean }>('select customer_reference, is_quote from consignment where id = ?', [consignmentId]);
    expect(row).toEqual({ customer_reference: 'GQL-1', is_quote: true });
  });

  it("answers NOT_FOUND for another customer's import and refuses pages over 500 rows", async () => {
    const { t, b } = app;
    const file = csvFile([validRow(app.day(1), { customerReference: 'GQL-OWN' })]);
    const uploaded = await gql<{ uploadBookingImport: { id: number } }>(t.app, UPLOAD, { fileName: 'own.csv', content: file.toString('base64') }, b.customer.token);
    const id = uploaded.data!.uploadBookingImport.id;
    const other = await gql(t.app, ROWS, { id }, b.otherCustomer.token);
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const big = await gql(t.app, ROWS, { id, limit: 501 }, b.customer.token);
    expect(big.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
