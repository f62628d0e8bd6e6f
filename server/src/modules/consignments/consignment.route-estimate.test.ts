import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { bookingBody } from './consignment.fixtures.js';

const ctx = useBookingApp();
const { call } = ctx;

const ROUTE = 'query ($stops: [RoutePointInput!]!) { bookingRoute(stops: $stops) { miles minutes isEstimate } }';
const shoreditch = { latitude: 51.5246, longitude: -0.0786 };
const wimbledon = { latitude: 51.4214, longitude: -0.2064 };
const leeds = { latitude: 53.7997, longitude: -1.5492 };

describe('the route of an unsaved booking, for the price before the first save (issue 19 item 7)', () => {
  it('gives the miles and minutes a save of the same stops stores, for office and customer users alike', async () => {
    const stops = [shoreditch, wimbledon, leeds];
    const asOffice = await gql<{ bookingRoute: { miles: number; minutes: number; isEstimate: boolean } }>(ctx.t.app, ROUTE, { stops }, ctx.b.office.token);
    const asCustomer = await gql(ctx.t.app, ROUTE, { stops }, ctx.b.customer.token);
    expect(asOffice.errors).toBeUndefined();
    expect(asCustomer.data).toEqual(asOffice.data);
    const estimate = asOffice.data!.bookingRoute;
    expect(estimate.miles).toBeGreaterThan(150);

    const body = { ConsignmentAddresses: stops.map((p, i) => ({
      ConsignmentAddressType: { Id: i === 0 ? ctx.b.collectionId : ctx.b.deliveryId },
      Address: { AddressLine1: `${i + 1} Road`, Town: 'Town', Postcode: 'E1 6AN', CountryId: ctx.b.countryId, Latitude: p.latitude, Longitude: p.longitude },
      ScheduledStartDateAndTime: i === 0 ? `${ctx.day(1)} 09:00:00` : null,
      LoadDetails: [{ Quantity: 1, Description: 'Box' }],
    })) };
    const saved = await call('POST', '/Consignments', ctx.b.office.token, bookingBody(ctx.b, body));
    expect(saved.statusCode).toBe(201);
    expect({ miles: saved.json().TotalMiles, minutes: saved.json().TotalTimeInMinutes, isEstimate: saved.json().RouteIsEstimate })
      .toEqual({ miles: estimate.miles, minutes: estimate.minutes, isEstimate: estimate.isEstimate });
  });

  it('refuses fewer than two stops and impossible coordinates with messages per field', async () => {
    const one = await gql(ctx.t.app, ROUTE, { stops: [shoreditch] }, ctx.b.office.token);
    expect(one.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'stops', message: 'A route needs at least two located stops' }] });
    const wrong = await gql(ctx.t.app, ROUTE, { stops: [shoreditch, { latitude: 91, longitude: 0 }] }, ctx.b.office.token);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'stops[1]', message: 'Latitude must be within ±90 and longitude within ±180' }] });
  });

  it('is not for drivers or strangers', async () => {
    expect((await gql(ctx.t.app, ROUTE, { stops: [shoreditch, wimbledon] }, ctx.b.driverToken)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(ctx.t.app, ROUTE, { stops: [shoreditch, wimbledon] })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
