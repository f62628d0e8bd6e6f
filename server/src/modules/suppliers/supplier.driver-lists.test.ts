import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { statementsOf } from '../../test/statements.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';

// A driver's manifests all carry the driver's own supplier: its lists are read once per request, however many manifests show it.
const ctx = useBookingApp();
const { call } = ctx;

async function sendTo(supplierId: number) {
  const c = await book(ctx.t, ctx.b, ctx.b.customer.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplierId })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: a.Version });
}

const QUERY = '{ driverManifests { id supplier { id vehicles { id vehicleType { id } } licences { id } deductions { id } photos { id } } } }';

describe("the supplier's lists under a driver's manifests", () => {
  it('are read in the same number of statements for one manifest as for three, and answered on each', async () => {
    const supplier = await buildSupplier(ctx.t.orm);
    const vehicle = await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
    const { token } = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const measure = async () => {
      let manifests: { supplier: { vehicles: { id: number }[] } }[] = [];
      const statements = await statementsOf(ctx.t.orm, async () => {
        const res = await gql<{ driverManifests: typeof manifests }>(ctx.t.app, QUERY, {}, token);
        expect(res.errors).toBeUndefined();
        manifests = res.data!.driverManifests;
      });
      return { statements, manifests };
    };
    await sendTo(supplier.id);
    const one = await measure();
    await sendTo(supplier.id);
    await sendTo(supplier.id);
    const three = await measure();
    expect([one.manifests.length, three.manifests.length]).toEqual([1, 3]);
    expect(three.manifests.map((m) => m.supplier.vehicles.map((v) => v.id))).toEqual([[vehicle.id], [vehicle.id], [vehicle.id]]);
    expect(three.statements).toBe(one.statements);
  });
});
