import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from './consignment.fixtures.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  // behaviour.md "Booking / Saving a consignment": the customer requires a PO number and shows the cost code, without preventing either.
  await t.orm.em.fork().getConnection().execute('update customer set is_ponumber_required = true, show_cost_code = true where id = ?', [b.customer.id]);
});
afterAll(() => t.close());

const CREATE = 'mutation Create($input: ConsignmentInput!) { createConsignment(input: $input) { id poNumber costCode } }';
const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() - 86_400_000));

/** A backdated booking (first collection yesterday) with no PO number and no cost code. */
const input = (acceptedConfirmations?: string[]) => ({
  customerId: b.customer.id,
  contactName: 'Mia Missing',
  vehicleTypeId: b.vehicleTypeId,
  isQuote: false,
  ...(acceptedConfirmations ? { acceptedConfirmations } : {}),
  consignmentAddresses: [
    { consignmentAddressTypeId: b.collectionId, address: { addressLine1: '1 Shoreditch High St', town: 'London', postcode: 'E1 6AN', latitude: 51.5246, longitude: -0.0786 }, scheduledDate: yesterday, scheduledTime: '09:00', noLoadDetailsGiven: true },
    { consignmentAddressTypeId: b.deliveryId, address: { addressLine1: '5 The Broadway', town: 'London', postcode: 'SW19 5AE', latitude: 51.4214, longitude: -0.2064 }, scheduledDate: yesterday, scheduledTime: '12:00', noLoadDetailsGiven: true },
  ],
});
const count = async () => (await t.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int n from consignment where customer_id = ?', [b.customer.id]))[0].n;
const fieldsOf = (errors: { extensions: { fields?: { field: string }[] } }[] | undefined) => (errors?.[0].extensions.fields ?? []).map((f) => f.field).sort();

describe('saving despite the missing fields (behaviour.md "Map / Live vehicles" missing-fields confirmation, behaviour.md "Booking / Saving a consignment") over GraphQL', () => {
  it('asks every question at once and writes nothing until each is accepted, then saves without PO number and cost code', async () => {
    const before = await count();
    const asked = await gql(t.app, CREATE, { input: input() }, b.office.token);
    expect(asked.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(asked.errors as never)).toEqual(['confirmation.BACKDATED', 'confirmation.COST_CODE_MISSING', 'confirmation.PO_NUMBER_MISSING']);

    const partly = await gql(t.app, CREATE, { input: input(['PO_NUMBER_MISSING', 'COST_CODE_MISSING']) }, b.office.token);
    expect(fieldsOf(partly.errors as never)).toEqual(['confirmation.BACKDATED']);
    expect(await count()).toBe(before);

    const saved = await gql<{ createConsignment: { id: number; poNumber: string | null; costCode: string | null } }>(
      t.app, CREATE, { input: input(['PO_NUMBER_MISSING', 'COST_CODE_MISSING', 'BACKDATED']) }, b.office.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.createConsignment).toMatchObject({ poNumber: null, costCode: null });
    expect(await count()).toBe(before + 1);
  });

  it('an accepted question never overrides a Prevent setting (a blocking error)', async () => {
    await t.orm.em.fork().getConnection().execute('update customer set prevent_consignment_without_ponumber = true where id = ?', [b.customer.id]);
    try {
      const refused = await gql(t.app, CREATE, { input: input(['PO_NUMBER_MISSING', 'COST_CODE_MISSING', 'BACKDATED']) }, b.office.token);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'poNumber', message: 'This customer does not allow consignments without a PO number' }] });
    } finally {
      await t.orm.em.fork().getConnection().execute('update customer set prevent_consignment_without_ponumber = false where id = ?', [b.customer.id]);
    }
  });
});
