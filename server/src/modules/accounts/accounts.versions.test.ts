import { useBookingApp } from '../../test/booking-app.js';
import { buildCustomer, buildSupplier } from '../../test/factories.js';
import { accountsConsignment, accountsManifest, accountsPeople } from './accounts.fixtures.js';
import { runInvoicingEvent } from './invoicing.run.js';

const ctx = useBookingApp();
const { call, sql } = ctx;
let p: Awaited<ReturnType<typeof accountsPeople>>;
beforeAll(async () => {
  p = await accountsPeople(ctx.t);
});

const versionOf = async (table: 'consignment' | 'manifest', id: number) =>
  (await sql<{ version: number }>(`select version from ${table} where id = ?`, [id]))[0].version;

describe('accounts writes keep the versions of what they change (a screen loaded before them gets the 608)', () => {
  it('scheduling, flagging and running a customer invoice each bump the consignment version', async () => {
    const customer = await buildCustomer(ctx.t.orm);
    const c = await accountsConsignment(ctx.t.orm, { customerId: customer.id });
    const v0 = await versionOf('consignment', c.id);
    expect((await call('POST', '/Consignments/IgnoreProfitMargin', p.office.token, { Ids: [c.id], IgnoreProfitMargin: true })).statusCode).toBe(200);
    expect(await versionOf('consignment', c.id)).toBe(v0 + 1);
    const scheduled = await call('POST', '/Consignments/Invoice', p.office.token, { Ids: [c.id] });
    expect(scheduled.statusCode).toBe(202);
    expect(await versionOf('consignment', c.id)).toBe(v0 + 2);
    expect(await runInvoicingEvent(ctx.t.orm.em, scheduled.json().InvoicingEvent.Id)).toBe(1);
    expect(await versionOf('consignment', c.id)).toBe(v0 + 3);
  });

  it('holding, referencing, scheduling and running a supplier invoice each bump the manifest version', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Versioned Haulage' });
    const m = await accountsManifest(ctx.t.orm, { supplierId: s.id, customerId: p.customer.id });
    const v0 = await versionOf('manifest', m.id);
    expect((await call('POST', '/Manifests/HoldInvoice', p.office.token, { Ids: [m.id], HoldInvoice: true })).statusCode).toBe(200);
    expect((await call('POST', '/Manifests/HoldInvoice', p.office.token, { Ids: [m.id], HoldInvoice: false })).statusCode).toBe(200);
    expect(await versionOf('manifest', m.id)).toBe(v0 + 2);
    expect((await call('PUT', `/Manifests/${m.id}/InvoiceReference`, p.office.token, { InvoiceReference: 'VER-1' })).statusCode).toBe(204);
    expect(await versionOf('manifest', m.id)).toBe(v0 + 3);
    const scheduled = await call('POST', '/Manifests/Invoice', p.office.token, { Ids: [m.id] });
    expect(scheduled.statusCode).toBe(202);
    expect(await versionOf('manifest', m.id)).toBe(v0 + 4);
    expect(await runInvoicingEvent(ctx.t.orm.em, scheduled.json().InvoicingEvent.Id)).toBe(1);
    expect(await versionOf('manifest', m.id)).toBe(v0 + 5);
  });
});
