import { PROGRESS_TIME_MESSAGES } from '../../domain/progress-time.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

/** A driver and a manifest (tomorrow, London) sent to its supplier. */
async function driverWithManifest() {
  const supplier = await buildSupplier(ctx.t.orm);
  await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
  const { token } = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: a.Version });
  return { token, collection: c.stopIds[0] as number };
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
/** Within the minute of fast phone clock allowed, so the order checks hold at any hour (the manifest is tomorrow's). */
const secondsAhead = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const stored = async (id: number) => (await sql(`select start_time, arrival_time from consignment_address where id = ?`, [id]))[0];

describe('driver progress times must be plausible (issue 20 item 8)', () => {
  it('refuses over REST a time days before the manifest\'s day and an arrival before the stop\'s on-route time, storing nothing', async () => {
    const d = await driverWithManifest();
    const post = (body: object) => call('POST', `/Driver/ConsignmentAddresses/${d.collection}/Progress`, d.token, body);
    const stale = await post({ Step: 'OnRoute', Time: hoursAgo(24 * 5) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Errors).toEqual([{ Field: 'time', Message: expect.stringMatching(/^The time cannot be before \d{4}-\d{2}-\d{2}, the day before the manifest's day$/) }]);
    expect(await stored(d.collection)).toEqual({ start_time: null, arrival_time: null });
    expect((await post({ Step: 'OnRoute', Time: secondsAhead(40) })).statusCode).toBe(200);
    const backwards = await post({ Step: 'Arrived', Time: secondsAhead(0) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Message).toBe(PROGRESS_TIME_MESSAGES.beforeEarlierStep('OnRoute'));
    expect((await stored(d.collection)).arrival_time).toBeNull();
  });

  it('refuses over GraphQL with BAD_USER_INPUT, and accepts a time in step order', async () => {
    const d = await driverWithManifest();
    const post = (step: string, time: string) => gql(ctx.t.app, 'mutation($id: Int!, $input: StopProgressInput!) { postStopProgress(consignmentAddressId: $id, input: $input) { hasArrived } }', { id: d.collection, input: { step, time } }, d.token);
    const stale = await post('OnRoute', hoursAgo(24 * 5));
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'time' }] });
    expect((await post('OnRoute', secondsAhead(40))).errors).toBeUndefined();
    expect((await post('Arrived', secondsAhead(0))).errors?.[0].message).toBe(PROGRESS_TIME_MESSAGES.beforeEarlierStep('OnRoute'));
    expect((await post('Arrived', secondsAhead(50))).data).toEqual({ postStopProgress: { hasArrived: true } });
  });
});
