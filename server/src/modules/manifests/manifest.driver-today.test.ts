import { useBookingApp } from '../../test/booking-app.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call } = ctx;

describe("the driver's list of manifests (issue 19 item 10)", () => {
  it('drops a manifest once every stop is completed, and keeps one with a stop still to do', async () => {
    const supplier = await buildSupplier(ctx.t.orm);
    await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
    const { token } = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const send = async () => {
      const c = await book(ctx.t, ctx.b, ctx.b.office.token);
      const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
      const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id })).json();
      await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: a.Version });
      return { id: m.Id as number, stops: c.stopIds };
    };
    const [finished, started] = [await send(), await send()];
    const listed = async () => (await call('GET', '/Driver/Manifests', token)).json().map((m: { Id: number }) => m.Id);
    expect(await listed()).toEqual(expect.arrayContaining([finished.id, started.id]));

    for (const stop of finished.stops) expect((await call('POST', `/Driver/ConsignmentAddresses/${stop}/Progress`, token, { Step: 'Completed' })).statusCode).toBe(200);
    expect((await call('POST', `/Driver/ConsignmentAddresses/${started.stops[0]}/Progress`, token, { Step: 'Completed' })).statusCode).toBe(200);

    const now = await listed();
    expect(now).not.toContain(finished.id);
    expect(now).toContain(started.id);
  });
});
