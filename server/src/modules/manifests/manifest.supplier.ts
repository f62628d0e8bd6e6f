/**
 * Assigning a supplier to a manifest and sending it (behaviour.md "Manifests / Transport exchange"; "Manifests / Supplier assignment"): only suppliers whose
 * smallest vehicle's Order is at least the manifest vehicle type's Order; 'No supplier selected';
 * the default transport exchange supplier needs a confirmation; assigning resets IsSent and clears
 * the exchange postings; Send sets IsSent and e-mails the supplier through the outbox.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { mayCarry, smallestVehicleType } from '../../domain/supplier.js';
import { badInput } from '../../errors.js';
import { queueMail } from '../mail/mail.service.js';
import { globalSettings } from '../pricing/pricing.service.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { syncConsignmentSuppliers } from '../consignments/consignment.supplier.js';
import { Manifest, TransportExchangeManifest } from './manifest.entity.js';
import { loadManifest, stopsOf, type ManifestView } from './manifest.load.js';
import { lockManifest } from './manifest.save.js';
import { refreshManifestEtas } from '../eta/eta.service.js';
import { reloadAndPublish } from './manifest.events.js';
import { logManifestChange } from './manifest.notes.js';

/** What the assign-supplier modal sends. */
export interface AssignSupplierInput {
  supplierId?: number | null;
  /** The user confirmed assigning the default transport exchange supplier. */
  confirmed?: boolean | null;
  version?: number | null;
}

const smallestOrder = (s: Supplier): number | null => smallestVehicleType(s.vehicles.getItems().map((v) => v.vehicleType))?.order ?? null;

/** The suppliers offered for a manifest (behaviour.md "Manifests / Supplier assignment"): active ones whose smallest vehicle is big enough. */
export async function suppliersOffered(ctx: RequestContext, id: number): Promise<Supplier[]> {
  requireOffice(ctx);
  const { manifest } = await loadManifest(ctx.em, id);
  const suppliers = await ctx.em.find(Supplier, { isDeactivated: false }, { populate: ['vehicles.vehicleType'], strategy: 'select-in', orderBy: { name: 'asc', id: 'asc' } });
  return suppliers.filter((s) => mayCarry(smallestOrder(s), manifest.vehicleType.order));
}

async function supplierFor(em: EntityManager, m: Manifest, input: AssignSupplierInput): Promise<Supplier> {
  const supplier = await em.findOne(Supplier, { id: input.supplierId!, isDeactivated: false }, { populate: ['vehicles.vehicleType'] });
  if (!supplier) throw badInput([{ field: 'supplierId', message: 'The supplier was not found.' }]);
  if (!mayCarry(smallestOrder(supplier), m.vehicleType.order)) throw badInput([{ field: 'supplierId', message: MANIFEST_MESSAGES.supplierTooSmall }]);
  const settings = await globalSettings(em);
  if (settings.defaultTransportExchangeSupplierId === supplier.id && input.confirmed !== true) {
    throw badInput([{ field: 'confirmed', message: MANIFEST_MESSAGES.confirmDefaultExchange }]);
  }
  return supplier;
}

/** PUT /Manifests/{id}/AssignSupplier: assigns (or changes) the supplier, resets IsSent, clears exchange postings (behaviour.md "Manifests / Supplier assignment"). */
export async function assignSupplier(ctx: RequestContext, id: number, input: AssignSupplierInput): Promise<ManifestView> {
  const user = requireOffice(ctx);
  if (!input.supplierId) throw badInput([{ field: 'supplierId', message: MANIFEST_MESSAGES.noSupplier }]);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, input.version);
    await em.populate(m, ['supplier']);
    const before = m.supplier?.name ?? null;
    const supplier = await supplierFor(em, m, input);
    await em.nativeDelete(TransportExchangeManifest, { manifest: id });
    m.supplier = supplier;
    m.isSent = false;
    m.isAcknowledged = false;
    m.acknowledgedTime = null;
    m.dateModified = ctx.now;
    const carried = await em.find(ConsignmentAddress, { manifestId: id });
    await syncConsignmentSuppliers(em, carried.map((s) => s.consignment.id));
    logManifestChange(em, m, user, ctx.now, 'Supplier assigned', [{ field: 'Supplier', from: before, to: supplier.name }]);
  });
  await refreshManifestEtas(ctx, id); // issue 25 item 2: another vehicle, another origin for the run's ETAs
  return reloadAndPublish(ctx, id, 'Supplier assigned');
}

/** PUT /Manifests/{id}/Send: sets IsSent and e-mails the supplier its manifest (behaviour.md "Manifests / Supplier assignment"). */
export async function sendManifest(ctx: RequestContext, id: number, version?: number | null): Promise<ManifestView> {
  const user = requireOffice(ctx);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, version);
    await em.populate(m, ['supplier']);
    if (!m.supplier) throw badInput([{ field: 'supplierId', message: MANIFEST_MESSAGES.noSupplier }]);
    m.isSent = true;
    m.dateModified = ctx.now;
    logManifestChange(em, m, user, ctx.now, 'Sent', [{ field: 'IsSent', from: 'false', to: 'true' }]);
    if (m.supplier.email) {
      const stops = (await stopsOf(em, [m.id])).get(m.id) ?? [];
      const lines = stops.map((s) => `${s.manifestOrder}. ${s.consignmentAddressType.name}: ${s.address.shortAddress}${s.scheduledStartDateAndTime ? ` at ${formatDateTime(s.scheduledStartDateAndTime)}` : ''}`);
      queueMail(em, { to: m.supplier.email, subject: `Manifest ${m.manifestNumber}`, text: [`Manifest ${m.manifestNumber} (${m.vehicleType.name})`, '', ...lines].join('\n') }, ctx.now);
    }
  });
  return reloadAndPublish(ctx, id, 'Sent');
}
