import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, tomorrowAt, type Booking } from './consignment.fixtures.js';
import { CONSIGNMENT_CONFLICT } from './consignment.save.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const FIELDS = `id consignmentNumber version isQuote invoiceStatus price recommendedPrice cost recommendedCost notesForOffice customerId
  consignmentAddresses { consignmentOrder consignmentAddressType { name } address { postcode shortAddress } loadDetails { quantity description } additionalCharges { price cost } }`;
const CREATE = `mutation Create($input: ConsignmentInput!) { createConsignment(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: Int!, $input: ConsignmentInput!) { updateConsignment(id: $id, input: $input) { ${FIELDS} } }`;
const londonTime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`).toISOString();

const input = (overrides: Record<string, unknown> = {}) => ({
  customerId: b.customer.id,
  contactName: 'Gale Graph',
  vehicleTypeId: b.vehicleTypeId,
  notesForOffice: 'Ring ahead',
  consignmentAddresses: [
    { consignmentAddressTypeId: b.collectionId, address: { addressLine1: '1 Shoreditch High St', town: 'London', postcode: 'E1 6AN', latitude: 51.5246, longitude: -0.0786 }, scheduledDate: tomorrowAt(9).slice(0, 10), scheduledTime: '09:00', loadDetails: [{ quantity: 3, description: 'Boxes' }], additionalCharges: [{ additionalChargeId: b.chargeId }] },
    { consignmentAddressTypeId: b.deliveryId, address: { addressLine1: '5 The Broadway', town: 'London', postcode: 'SW19 5AE', latitude: 51.4214, longitude: -0.2064 }, scheduledStartDateAndTime: londonTime(tomorrowAt(12)), loadDetails: [{ quantity: 3, description: 'Boxes' }] },
  ],
  ...overrides,
});

describe('consignments over GraphQL (behaviour.md "Booking / Consignment search and export"; issue 3 items 6-7)', () => {
  it('creates, reads and updates with the same rules as REST; cost fields are null for customers', async () => {
    const created = await gql<{ createConsignment: Record<string, unknown> }>(t.app, CREATE, { input: input() }, b.office.token);
    expect(created.errors).toBeUndefined();
    const c = created.data!.createConsignment;
    expect(c).toMatchObject({ isQuote: true, invoiceStatus: 1, version: 1, notesForOffice: 'Ring ahead' });
    expect(c.cost).toEqual(expect.any(Number));
    const asCustomer = await gql<{ consignment: Record<string, unknown> & { consignmentAddresses: { additionalCharges: { cost: unknown }[] }[] } }>(t.app, `query ($id: Int!) { consignment(id: $id) { ${FIELDS} } }`, { id: c.id }, b.customer.token);
    expect(asCustomer.data!.consignment).toMatchObject({ id: c.id, cost: null, recommendedCost: null, notesForOffice: null });
    expect(asCustomer.data!.consignment.consignmentAddresses[0].additionalCharges[0].cost).toBeNull();
    const updated = await gql<{ updateConsignment: Record<string, unknown> }>(t.app, UPDATE, { id: c.id, input: input({ version: 1, isQuote: false }) }, b.office.token);
    expect(updated.data!.updateConsignment).toMatchObject({ isQuote: false, version: 2 });
  });

  it('answers a stale version with CONFLICT and the spec message', async () => {
    const c = (await gql<{ createConsignment: { id: number } }>(t.app, CREATE, { input: input() }, b.office.token)).data!.createConsignment;
    await gql(t.app, UPDATE, { id: c.id, input: input({ version: 1, poNumber: 'FIRST' }) }, b.office.token);
    const stale = await gql(t.app, UPDATE, { id: c.id, input: input({ version: 1, poNumber: 'SECOND' }) }, b.office.token);
    expect(stale.errors?.[0]).toMatchObject({ message: CONSIGNMENT_CONFLICT, extensions: { code: 'CONFLICT' } });
  });

  it('answers bad input with BAD_USER_INPUT naming the fields', async () => {
    const res = await gql(t.app, CREATE, { input: input({ vehicleTypeId: 999999, price: 1.234, contactName: 'x'.repeat(201) }) }, b.office.token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const wrongType = await gql(t.app, CREATE, { input: input({ vehicleTypeId: 'van' }) }, b.office.token);
    expect(wrongType.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('searches with the spec filters and refuses clashing ones; customers see only their own', async () => {
    await gql(t.app, CREATE, { input: input() }, b.office.token);
    const d = tomorrowAt(0).slice(0, 10);
    const q = `query ($s: ConsignmentSearchInput!) { consignments(search: $s) { id customerId cost } }`;
    const office = await gql<{ consignments: { customerId: number; cost: number | null }[] }>(t.app, q, { s: { from: d, to: d } }, b.office.token);
    expect(office.data!.consignments.length).toBeGreaterThan(0);
    const other = await gql<{ consignments: unknown[] }>(t.app, q, { s: { from: d, to: d } }, b.otherCustomer.token);
    expect(other.data!.consignments).toEqual([]);
    const own = await gql<{ consignments: { customerId: number; cost: number | null }[] }>(t.app, q, { s: { from: d, to: d } }, b.customer.token);
    expect(own.data!.consignments.every((c) => c.customerId === b.customer.id && c.cost === null)).toBe(true);
    const clash = await gql(t.app, q, { s: { from: d, to: d, isBackload: true } }, b.office.token);
    expect(clash.errors?.[0].extensions.code).toBe('BAD_USER_INPUT'); // the consignment search has no backload filter (behaviour.md "Booking / Consignment search and export")
    const exclusive = await gql(t.app, q, { s: { from: d, to: d, isQuote: true, haveNoManifest: true } }, b.office.token);
    expect(exclusive.errors?.[0]).toMatchObject({ message: 'Only one of the frequent, no manifest and quote filters can be used at a time', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets only office users delete, and customers request cancellation of their own only', async () => {
    const c = (await gql<{ createConsignment: { id: number } }>(t.app, CREATE, { input: input() }, b.office.token)).data!.createConsignment;
    const del = `mutation ($id: Int!) { deleteConsignment(id: $id) { isDeleted } }`;
    expect((await gql(t.app, del, { id: c.id }, b.customer.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const cancel = `mutation ($id: Int!) { requestConsignmentCancellation(id: $id) { cancellationRequested } }`;
    expect((await gql(t.app, cancel, { id: c.id }, b.otherCustomer.token)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(t.app, cancel, { id: c.id }, b.customer.token)).data).toEqual({ requestConsignmentCancellation: { cancellationRequested: true } });
    expect((await gql(t.app, del, { id: c.id }, b.office.token)).data).toEqual({ deleteConsignment: { isDeleted: true } });
  });

  it('serves the booking lookups, hiding costs from customers', async () => {
    const res = await gql<{ additionalCharges: { cost: number | null }[]; globalSettings: { backloadMultiplier: number } }>(t.app, `{ additionalCharges { chargeFor price cost } globalSettings { backloadMultiplier } priceMatrices { matrixType minimumPrice rows { from to interval priceBreak } } }`, {}, b.customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.additionalCharges[0].cost).toBeNull();
    expect(res.data!.globalSettings.backloadMultiplier).toBe(50);
    expect((await gql(t.app, `{ costingMatrices { id } }`, {}, b.customer.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
