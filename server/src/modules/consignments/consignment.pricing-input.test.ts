import { metresToMiles } from '../../domain/pricing.js';
import { gql } from '../../test/clients.js';
import { buildCustomer, buildUser, sessionToken } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { greatCircleMetres, ROAD_FACTOR } from '../routing/routing.js';
import { UserRole } from '../users/user.entity.js';
import { arrangeBooking, bookingBody, tomorrowAt, type Booking } from './consignment.fixtures.js';
import { ADDRESS_NOT_FOUND } from './consignment.pricing-input.js';
import { ON_STOP_MESSAGE } from './consignment.save.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

// The offline gazetteer places a stop by its town: London and Leeds centres.
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const LEEDS = { latitude: 53.8008, longitude: -1.5491 };
const serverMiles = metresToMiles(greatCircleMetres(LONDON, LEEDS) * ROAD_FACTOR);
/** £2 a started mile (the fixture's default matrix), £15 for the tail lift from the catalogue. */
const serverPrice = serverMiles * 2 + 15;

const rest = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.app.inject({ method, url: `/api${url}`, headers: { token }, payload });

/** London to Leeds with a tail lift: what the customer may choose. */
function londonToLeeds(stop: Record<string, unknown> = {}, charge: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  const body = bookingBody(b, fields);
  const [collection, delivery] = body.ConsignmentAddresses as Record<string, Record<string, unknown>>[];
  return {
    ...body,
    AdditionalCharges: [{ AdditionalCharge: { Id: b.chargeId }, ...charge }],
    ConsignmentAddresses: [
      { ...collection, Address: { AddressLine1: '1 Shoreditch High St', Town: 'London', Postcode: 'E1 6AN', CountryId: b.countryId, ...stop } },
      { ...delivery, Address: { AddressLine1: '1 Park Row', Town: 'Leeds', Postcode: 'LS1 5AB', CountryId: b.countryId, ...stop } },
    ],
  };
}

/** Everything a customer could send to lower its price: coordinates a mile apart, mileage, flags and amounts. */
const TAMPERED = {
  stop: { Latitude: 51.5074, Longitude: -0.1278 },
  charge: { Price: 0.01, Cost: 0.01 },
  fields: { Mileage: 1, IsBackload: true, ApplyPostcodePricingRules: false, Price: 1, PriceManuallySet: true },
};

describe('the server owns a customer booking price (issue 20 item 3)', () => {
  it('prices a customer booking from its own routing of the stops over REST, ignoring sent mileage, coordinates, backload, price and charge amounts', async () => {
    const plain = await rest('POST', '/Consignments', b.customer.token, londonToLeeds());
    expect(plain.statusCode).toBe(201);
    const tampered = await rest('POST', '/Consignments', b.customer.token, londonToLeeds(TAMPERED.stop, TAMPERED.charge, TAMPERED.fields));
    expect(tampered.statusCode).toBe(201);
    for (const c of [plain.json(), tampered.json()]) {
      expect(c).toMatchObject({ TotalMiles: serverMiles, Price: serverPrice, RecommendedPrice: serverPrice, PriceManuallySet: false, IsBackload: false, ApplyPostcodePricingRules: true });
      expect(c.AdditionalCharges[0]).toMatchObject({ Price: 15 });
      expect(c.ConsignmentAddresses[1].Address).toMatchObject({ Latitude: LEEDS.latitude, Longitude: LEEDS.longitude });
    }
    const rows = await t.orm.em.getConnection().execute(`select price_pence, mileage from consignment where id in (?, ?)`, [plain.json().Id, tampered.json().Id]);
    expect(rows).toEqual([{ price_pence: serverPrice * 100, mileage: null }, { price_pence: serverPrice * 100, mileage: null }]);
  });

  it('prices a customer booking the same over GraphQL whatever mileage, coordinates, backload flag or charge amounts it sends', async () => {
    const create = `mutation ($input: ConsignmentInput!) { createConsignment(input: $input) { price totalMiles isBackload applyPostcodePricingRules additionalCharges { price } } }`;
    const stop = (town: string, postcode: string) => ({
      consignmentAddressTypeId: town === 'London' ? b.collectionId : b.deliveryId,
      address: { addressLine1: '1 High Street', town, postcode, latitude: 51.5074, longitude: -0.1278 },
      scheduledDate: tomorrowAt(9).slice(0, 10), scheduledTime: town === 'London' ? '09:00' : '15:00',
      loadDetails: [{ quantity: 1, description: 'Box' }],
    });
    const input = {
      contactName: 'Gale Graph', vehicleTypeId: b.vehicleTypeId, poNumber: 'PO-2', mileage: 1, isBackload: true, applyPostcodePricingRules: false,
      price: 100, priceManuallySet: true, additionalCharges: [{ additionalChargeId: b.chargeId, price: 1, cost: 1 }],
      consignmentAddresses: [stop('London', 'E1 6AN'), stop('Leeds', 'LS1 5AB')],
    };
    const res = await gql<{ createConsignment: Record<string, unknown> }>(t.app, create, { input }, b.customer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createConsignment).toEqual({ price: serverPrice, totalMiles: serverMiles, isBackload: false, applyPostcodePricingRules: true, additionalCharges: [{ price: 15 }] });
  });

  it('keeps the office backload flag and hand-set price when the customer re-saves its booking', async () => {
    const office = (await rest('POST', '/Consignments', b.office.token, londonToLeeds({}, {}, { IsBackload: true, Price: 500, PriceManuallySet: true }))).json();
    expect(office).toMatchObject({ IsBackload: true, Price: 500 });
    const resaved = await rest('PUT', `/Consignments/${office.Id}`, b.customer.token, londonToLeeds({}, { Price: 0.01 }, { Version: office.Version, IsBackload: false, Price: 1, PriceManuallySet: false }));
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json()).toMatchObject({ IsBackload: true, Price: 500, PriceManuallySet: true, RecommendedPrice: serverMiles * 2 * 0.5 + 15 });
  });

  it('still takes coordinates and mileage from office users', async () => {
    const c = (await rest('POST', '/Consignments', b.office.token, londonToLeeds({}, {}, { Mileage: 40 }))).json();
    expect(c).toMatchObject({ TotalMiles: 40, Price: 40 * 2 + 15 });
  });

  it('refuses a customer booking whose stop the server cannot place, naming the stop', async () => {
    const body = londonToLeeds();
    const stops = body.ConsignmentAddresses as Record<string, unknown>[];
    stops[1] = { ...stops[1], Address: { AddressLine1: '1 Nowhere Lane', Town: 'Qqqzzx', Postcode: 'ZZ99 9ZZ', CountryId: b.countryId, Latitude: 53.8, Longitude: -1.5 } };
    const res = await rest('POST', '/Consignments', b.customer.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'consignmentAddresses[1].address.postcode', Message: ADDRESS_NOT_FOUND }]);
  });
});

describe('a customer On Stop cannot book (issue 20 item 8)', () => {
  it('refuses its users over REST and GraphQL with 403, while the office may still book for it', async () => {
    const onStop = await buildCustomer(t.orm, { isOnStop: true });
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER, customerId: onStop.id });
    const token = await sessionToken(t.orm, user);
    const refused = await rest('POST', '/Consignments', token, londonToLeeds({}, {}, { Customer: { Id: onStop.id } }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(ON_STOP_MESSAGE);
    const create = `mutation ($input: ConsignmentInput!) { createConsignment(input: $input) { id } }`;
    const stop = (typeId: number, town: string) => ({ consignmentAddressTypeId: typeId, address: { addressLine1: '1 High Street', town, postcode: 'E1 6AN' }, scheduledDate: tomorrowAt(9).slice(0, 10), scheduledTime: '10:00', loadDetails: [{ quantity: 1, description: 'Box' }] });
    const input = { contactName: 'On Stop', vehicleTypeId: b.vehicleTypeId, poNumber: 'PO', additionalCharges: [], consignmentAddresses: [stop(b.collectionId, 'London'), stop(b.deliveryId, 'Leeds')] };
    const gqlRefused = await gql(t.app, create, { input }, token);
    expect(gqlRefused.errors?.[0]).toMatchObject({ message: ON_STOP_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const byOffice = await rest('POST', '/Consignments', b.office.token, londonToLeeds({}, {}, { Customer: { Id: onStop.id } }));
    expect(byOffice.statusCode).toBe(201);
    const count = await t.orm.em.getConnection().execute(`select count(*)::int as n from consignment where customer_id = ?`, [onStop.id]);
    expect(count).toEqual([{ n: 1 }]);
  });
});
