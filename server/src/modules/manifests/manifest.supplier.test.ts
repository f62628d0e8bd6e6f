import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;
let types: { id: number; order: number }[];
beforeAll(async () => {
  types = await sql<{ id: number; order: number }>(`select id, "order" from vehicle_type order by "order"`);
});

const orderOf = (id: number) => types.find((v) => v.id === id)!.order;

/** A supplier whose vehicles are of the given types. */
async function supplierWith(typeIds: number[], email?: string) {
  const s = await buildSupplier(ctx.t.orm, { email: email ?? null });
  for (const id of typeIds) await buildVehicle(ctx.t.orm, s.id, id);
  return s;
}

async function newManifest() {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  return (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
}

describe('assigning a supplier (behaviour.md "Manifests / Supplier assignment")', () => {
  it("refuses no supplier with 'No supplier selected'", async () => {
    const m = await newManifest();
    const res = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { Version: m.Version });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(MANIFEST_MESSAGES.noSupplier);
  });

  it("offers and accepts only suppliers whose smallest vehicle's Order is at least the manifest's; refuses a smaller one", async () => {
    const m = await newManifest();
    const vanOrder = orderOf(ctx.b.vehicleTypeId);
    const smaller = types.find((v) => v.order < vanOrder);
    const bigger = types.find((v) => v.order > vanOrder)!;
    const fits = await supplierWith([ctx.b.vehicleTypeId, bigger.id]);
    const big = await supplierWith([bigger.id]);
    const offered = (await call('GET', `/Manifests/${m.Id}/Suppliers`, ctx.b.office.token)).json().map((s: { Id: number }) => s.Id);
    expect(offered).toEqual(expect.arrayContaining([fits.id, big.id]));
    const none = await supplierWith([]);
    expect(offered).not.toContain(none.id);
    if (smaller) {
      const small = await supplierWith([smaller.id, bigger.id]);
      expect(offered).not.toContain(small.id);
      const res = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: small.id, Version: m.Version });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(MANIFEST_MESSAGES.supplierTooSmall);
    }
    const ok = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: fits.id, Version: m.Version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ Supplier: { Id: fits.id }, IsSent: false, StatusColour: { Name: 'Allocated' } });
  });

  it('needs an explicit confirmation for the default transport exchange supplier', async () => {
    const m = await newManifest();
    const exchange = await supplierWith([ctx.b.vehicleTypeId]);
    await sql(`insert into global_settings (id) values (1) on conflict (id) do nothing`);
    await sql(`update global_settings set default_transport_exchange_supplier_id = ? where id = 1`, [exchange.id]);
    const refused = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: exchange.id, Version: m.Version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(MANIFEST_MESSAGES.confirmDefaultExchange);
    expect((await sql(`select supplier_id from manifest where id = ?`, [m.Id]))[0]).toEqual({ supplier_id: null });
    const confirmed = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: exchange.id, Confirmed: true, Version: m.Version });
    expect(confirmed.statusCode).toBe(200);
    await sql(`update global_settings set default_transport_exchange_supplier_id = null where id = 1`);
  });

  it('assigning resets IsSent and clears the transport exchange postings; Send sets IsSent and e-mails the supplier', async () => {
    const m = await newManifest();
    const first = await supplierWith([ctx.b.vehicleTypeId], 'first@haulier.test');
    const second = await supplierWith([ctx.b.vehicleTypeId], 'second@haulier.test');
    const assigned = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: first.id, Version: m.Version })).json();
    const sent = await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: assigned.Version });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ IsSent: true, StatusColour: { Name: 'Sent' } });
    const [mail] = await sql<{ subject: string; text_body: string }>(`select subject, text_body from mail_outbox where to_address = 'first@haulier.test'`);
    expect(mail.subject).toBe(`Manifest ${m.ManifestNumber}`);
    expect(mail.text_body).toContain('Wimbledon Store');
    await sql(`insert into transport_exchange_manifest (manifest_id, date_created) values (?, now())`, [m.Id]);
    const reassigned = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: second.id, Version: sent.json().Version });
    expect(reassigned.json()).toMatchObject({ IsSent: false, Supplier: { Id: second.id }, TransportExchangeManifests: [] });
    expect(await sql(`select 1 from transport_exchange_manifest where manifest_id = ?`, [m.Id])).toHaveLength(0);
  });

  it("refuses Send without a supplier ('No supplier selected') and a stale version with 608", async () => {
    const m = await newManifest();
    const res = await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(MANIFEST_MESSAGES.noSupplier);
    const s = await supplierWith([ctx.b.vehicleTypeId]);
    const stale = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: s.id, Version: m.Version + 5 });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(MANIFEST_MESSAGES.stale);
  });

  it('an invoiced manifest (ReadyToInvoice or Invoiced) cannot be changed (behaviour.md "Manifests / Saving a manifest")', async () => {
    const m = await newManifest();
    await sql(`update manifest set invoice_status = 2 where id = ?`, [m.Id]);
    const s = await supplierWith([ctx.b.vehicleTypeId]);
    expect((await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: s.id })).statusCode).toBe(403);
    expect((await call('DELETE', `/Manifests/${m.Id}`, ctx.b.office.token)).statusCode).toBe(403);
  });

  it('is office only', async () => {
    const m = await newManifest();
    const s = await supplierWith([ctx.b.vehicleTypeId]);
    expect((await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.customer.token, { SupplierId: s.id })).statusCode).toBe(403);
    expect((await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.driverToken, {})).statusCode).toBe(403);
    expect((await call('GET', `/Manifests/${m.Id}/Suppliers`, ctx.b.customer.token)).statusCode).toBe(403);
  });
});
