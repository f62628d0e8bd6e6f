import { metresToMiles } from '../../domain/pricing.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, tomorrowAt, type Booking } from '../consignments/consignment.fixtures.js';
import { greatCircleMetres, type LatLng } from '../routing/routing.js';
import { STOPS_OPTIMISED } from './consignment-stops.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (method: 'POST' | 'PUT', url: string, payload: unknown) => t.app.inject({ method, url: `/api${url}`, headers: { token: b.office.token }, payload: payload as object });

const places: Record<string, LatLng & { postcode: string }> = {
  Shoreditch: { latitude: 51.5246, longitude: -0.0786, postcode: 'E1 6AN' },
  Wimbledon: { latitude: 51.4214, longitude: -0.2064, postcode: 'SW19 5AE' },
  Islington: { latitude: 51.5362, longitude: -0.1033, postcode: 'N1 1QP' },
  Brixton: { latitude: 51.4613, longitude: -0.1156, postcode: 'SW2 1RW' },
};
/** Offline route miles through the places in order (great-circle x 1.2, behaviour.md "Shared conventions / Formats, money and time" rounding). */
const milesThrough = (names: string[]) => metresToMiles(names.slice(1).reduce((sum, n, i) => sum + greatCircleMetres(places[names[i]], places[n]) * 1.2, 0));

/** A collection in Shoreditch at 09:00, then untimed deliveries in the typed order (timed when named in `timed`). */
function stops(deliveries: string[], timed: Record<string, number> = {}) {
  const [collection] = bookingBody(b).ConsignmentAddresses as Record<string, unknown>[];
  return [
    { ...collection, LoadDetails: [{ Quantity: deliveries.length, Description: 'Pallet' }] },
    ...deliveries.map((name) => ({
      ConsignmentAddressType: { Id: b.deliveryId },
      Address: { CompanyName: name, AddressLine1: `1 ${name} Road`, Town: 'London', Postcode: places[name].postcode, CountryId: b.countryId, latitude: places[name].latitude, longitude: places[name].longitude },
      ScheduledStartDateAndTime: timed[name] === undefined ? null : tomorrowAt(timed[name]),
      LoadDetails: [{ Quantity: 1, Description: 'Pallet' }],
    })),
  ];
}

const towns = (c: { ConsignmentAddresses: { Address: { CompanyName: string }; ConsignmentOrder: number }[] }) =>
  [...c.ConsignmentAddresses].sort((x, y) => x.ConsignmentOrder - y.ConsignmentOrder).map((s) => s.Address.CompanyName);

describe('OptimiseStops on a consignment (behaviour.md "Booking / Consignment lifecycle", issue 23 item 2)', () => {
  const typed = ['Wimbledon', 'Islington', 'Brixton'];
  const shortest = ['Acme Warehouse', 'Islington', 'Brixton', 'Wimbledon'];

  it('saves the stops in the shortest order, numbered 10, 20, ..., priced on the new miles, and logs it', async () => {
    const res = await call('POST', '/Consignments', bookingBody(b, { OptimiseStops: true, ConsignmentAddresses: stops(typed) }));
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(towns(c)).toEqual(shortest);
    expect(c.ConsignmentAddresses.map((s: { ConsignmentOrder: number }) => s.ConsignmentOrder).sort((x: number, y: number) => x - y)).toEqual([10, 20, 30, 40]);
    const miles = milesThrough(['Shoreditch', 'Islington', 'Brixton', 'Wimbledon']);
    expect(miles).toBeLessThan(milesThrough(['Shoreditch', ...typed]));
    expect(c.TotalMiles).toBe(miles);
    expect(c.RecommendedPrice).toBe(Math.max(miles * 2, 30));
    const rows = await sql<{ company_name: string; consignment_order: number }>(
      `select a.company_name, s.consignment_order from consignment_address s join address a on a.id = s.address_id where s.consignment_id = ? order by s.consignment_order`, [c.Id]);
    expect(rows.map((r) => [r.company_name, r.consignment_order])).toEqual(shortest.map((name, i) => [name, (i + 1) * 10]));
    const [log] = await sql<{ changes: unknown }>(`select changes from consignment_change_log where consignment_id = ?`, [c.Id]);
    expect(log.changes).toEqual(expect.arrayContaining([STOPS_OPTIMISED]));
  });

  it('keeps the typed order when the flag is off', async () => {
    const c = (await call('POST', '/Consignments', bookingBody(b, { OptimiseStops: false, ConsignmentAddresses: stops(typed) }))).json();
    expect(towns(c)).toEqual(['Acme Warehouse', ...typed]);
    expect(c.TotalMiles).toBe(milesThrough(['Shoreditch', ...typed]));
    const [log] = await sql<{ changes: { field: string }[] }>(`select changes from consignment_change_log where consignment_id = ?`, [c.Id]);
    expect(log.changes.map((change) => change.field)).not.toContain(STOPS_OPTIMISED.field);
  });

  it('keeps a timed delivery in its place and reorders the rest around it when an update turns the flag on', async () => {
    const created = (await call('POST', '/Consignments', bookingBody(b, { ConsignmentAddresses: stops(typed, { Wimbledon: 11 }) }))).json();
    expect(towns(created)).toEqual(['Acme Warehouse', ...typed]);
    const body = bookingBody(b, { Version: created.Version, OptimiseStops: true, ConsignmentAddresses: stops(['Wimbledon', 'Islington', 'Brixton'], { Wimbledon: 11 }) });
    const res = await call('PUT', `/Consignments/${created.Id}`, body);
    expect(res.statusCode).toBe(200);
    expect(towns(res.json())).toEqual(['Acme Warehouse', 'Wimbledon', 'Brixton', 'Islington']);
  });
});
