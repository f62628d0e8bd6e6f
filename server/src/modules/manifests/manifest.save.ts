/**
 * Creating, changing and deleting manifests (behaviour.md "Settings / Back-office users"; issue 4 item 2): office users only;
 * validate, lock, change, flush in one transaction, then publish.
 */
import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { deliveryAboveCollection, isManifestInvoiced, MANIFEST_MESSAGES, manifestOrders } from '../../domain/manifest.js';
import { badInput, DomainError, forbidden, notFound, type FieldError } from '../../errors.js';
import { syncConsignmentSuppliers } from '../consignments/consignment.supplier.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { allocateNumber } from '../../db/numbers.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { User } from '../users/user.entity.js';
import { calculatedCost, manifestRoute } from './manifest.costing.js';
import { STOP_POPULATE, type ManifestView } from './manifest.load.js';
import { Manifest } from './manifest.entity.js';
import { clearStopEtas, refreshManifestEtas } from '../eta/eta.service.js';
import { publishManifestChange, reloadAndPublish } from './manifest.events.js';
import { logManifestChange, queueCustomerMessages } from './manifest.notes.js';

/** A manifest as the office saves it: its vehicle type, its stops in order, and optionally a hand-set cost. */
export interface ManifestInput {
  version?: number | null;
  vehicleTypeId?: number | null;
  stopIds: number[];
  /** Pence; kept only with costManuallySet. */
  costPence?: number | null;
  costManuallySet?: boolean | null;
  calculateTimes?: boolean | null;
}

/** The 608 of behaviour.md "Shared conventions / Stale writes" / behaviour.md "Shared conventions / Stale writes". */
export const manifestConflict = (message: string = MANIFEST_MESSAGES.stale): DomainError => new DomainError('CONFLICT', message);

function checkInput(input: ManifestInput): void {
  const errors: FieldError[] = [];
  if (new Set(input.stopIds).size !== input.stopIds.length) errors.push({ field: 'consignmentAddresses', message: 'A consignment address is listed twice.' });
  else if (input.stopIds.length < 2) errors.push({ field: 'consignmentAddresses', message: MANIFEST_MESSAGES.atLeastTwoStops });
  errors.push(...collectionErrors('manifest', [['consignmentAddresses', 'stops', input.stopIds, COLLECTION_LIMITS.stopsPerManifest]]));
  if (!input.vehicleTypeId) errors.push({ field: 'vehicleType', message: 'Vehicle type is required' });
  if (input.costPence != null && input.costPence < 0) errors.push({ field: 'cost', message: 'Cost cannot be negative' });
  if (errors.length) throw badInput(errors);
}

/** Locks the chosen stops and checks each may join this manifest (free, or already on it). */
async function takeStops(em: EntityManager, stopIds: number[], manifestId: number | null): Promise<ConsignmentAddress[]> {
  await em.find(ConsignmentAddress, { id: { $in: stopIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const found = await em.find(ConsignmentAddress, { id: { $in: stopIds } }, { populate: STOP_POPULATE, strategy: 'select-in', refresh: true });
  if (found.length !== stopIds.length) throw badInput([{ field: 'consignmentAddresses', message: 'A consignment address was not found.' }]);
  for (const stop of found) {
    const c = stop.consignment;
    if (c.isQuote || c.isDeleted || c.invoiceStatus !== InvoiceStatus.Uninvoiced) throw badInput([{ field: 'consignmentAddresses', message: MANIFEST_MESSAGES.stopNotPlannable }]);
    // behaviour.md "Shared conventions / Errors and status codes": creating a manifest with a 608 shows the server's message
    if (stop.manifestId != null && stop.manifestId !== manifestId) throw manifestConflict(MANIFEST_MESSAGES.stopTaken);
  }
  const byId = new Map(found.map((s) => [s.id, s]));
  const ordered = stopIds.map((id) => byId.get(id)!);
  refuseDeliveryAboveCollection(ordered);
  return ordered;
}

/** A delivery never goes before its own collection on a manifest (domain `deliveryAboveCollection`). */
function refuseDeliveryAboveCollection(stops: ConsignmentAddress[]): void {
  const early = deliveryAboveCollection(stops.map((s) => ({ id: s.id, consignmentId: s.consignment.id, type: s.consignmentAddressType.name })));
  if (early) throw badInput([{ field: 'consignmentAddresses', message: MANIFEST_MESSAGES.deliveryBeforeCollection }]);
}

async function vehicleType(em: EntityManager, id: number): Promise<VehicleType> {
  const type = await em.findOne(VehicleType, { id });
  if (!type) throw badInput([{ field: 'vehicleType', message: 'The vehicle type was not found.' }]);
  return type;
}

/** Puts the stops on the manifest in ManifestOrder 10, 20, ... (behaviour.md "Shared conventions / Formats, money and time"). */
function place(m: Manifest, stops: ConsignmentAddress[]): void {
  const orders = manifestOrders(stops.length);
  stops.forEach((s, i) => { s.manifestId = m.id; s.manifestOrder = orders[i]; });
}

/** Works out route, cost and start time from the stops in order. */
async function figures(ctx: RequestContext, em: EntityManager, m: Manifest, stops: ConsignmentAddress[], input: ManifestInput): Promise<void> {
  const { miles, minutes } = await manifestRoute(ctx.config, stops);
  m.totalMiles = miles;
  m.totalTimeInMinutes = minutes;
  m.calculatedCostPence = await calculatedCost(em, m.vehicleType.id, miles, minutes);
  if (input.costManuallySet != null) m.costManuallySet = input.costManuallySet;
  m.costPence = m.costManuallySet && input.costPence != null ? input.costPence : m.costManuallySet ? m.costPence : m.calculatedCostPence;
  if (input.calculateTimes != null) m.calculateTimes = input.calculateTimes;
  m.startDateTime = stops[0]?.scheduledStartDateAndTime ?? stops[0]?.estimatedStartDateAndTime ?? null;
  m.invoiceStatus = InvoiceStatus.Uninvoiced; // behaviour.md "Manifests / Manifest lifecycle and status colour": saving sets InvoiceStatus to 1
  m.dateModified = ctx.now;
}

/** POST /Manifests {Manifest, CustomerMessage}: a new Unallocated manifest from free stops (behaviour.md "Manifests / Stop progress"; "Settings / Back-office users"). */
export async function createManifest(ctx: RequestContext, input: ManifestInput, customerMessage: string | null): Promise<ManifestView> {
  const user = requireOffice(ctx);
  checkInput(input);
  const id = await ctx.em.transactional((em) => insertManifest(ctx, em, user, input, customerMessage));
  return reloadAndPublish(ctx, id, 'Created');
}

/** A new manifest in the caller's transaction; `supplier` (already checked by the caller) makes it Allocated. */
async function insertManifest(ctx: RequestContext, em: EntityManager, user: User, input: ManifestInput, customerMessage: string | null, supplier: Supplier | null = null): Promise<number> {
  const stops = await takeStops(em, input.stopIds, null);
  const type = await vehicleType(em, input.vehicleTypeId!);
  const m = em.create(Manifest, { manifestNumber: await allocateNumber(em, 'manifest'), vehicleType: type, supplier, dateCreated: ctx.now, dateModified: ctx.now, createdBy: user });
  await figures(ctx, em, m, stops, input);
  await em.flush();
  place(m, stops);
  await syncConsignmentSuppliers(em, stops.map((s) => s.consignment.id));
  logManifestChange(em, m, user, ctx.now, 'Created', [{ field: 'ConsignmentAddresses', from: null, to: stops.map((s) => s.id).join(', ') }]);
  queueCustomerMessages(em, m, stops, customerMessage, ctx.now);
  return m.id;
}

/** A manifest to create together with others, with the supplier it goes to (null: Unallocated). */
export interface NewManifest extends ManifestInput {
  supplierId: number | null;
}

/**
 * Several new manifests in one transaction (issue 23, accepting a day's plan): all are created or none.
 * `check` runs first, inside the transaction, to refuse (by throwing) what changed since the caller looked;
 * it may complete the inputs (e.g. their vehicle type) from what it locked.
 */
export async function createManifestsTogether(ctx: RequestContext, inputs: NewManifest[], check: (em: EntityManager) => Promise<void>): Promise<ManifestView[]> {
  const user = requireOffice(ctx);
  const ids = await ctx.em.transactional(async (em) => {
    await check(em);
    inputs.forEach(checkInput);
    const created: number[] = [];
    for (const input of inputs) {
      const supplier = input.supplierId === null ? null : await em.findOneOrFail(Supplier, input.supplierId);
      created.push(await insertManifest(ctx, em, user, input, null, supplier));
    }
    return created;
  });
  const views: ManifestView[] = [];
  for (const id of ids) views.push(await reloadAndPublish(ctx, id, 'Created'));
  return views;
}

/**
 * Refuses a change made from a copy loaded before the stored version (608 / CONFLICT). A caller that
 * sends no version is not checked: the spec's routes do not all carry one (decision 0110).
 */
export function refuseStaleManifest(m: Manifest, version: number | null | undefined): void {
  if (version != null && version !== m.version) throw manifestConflict();
}

/** Locks a manifest for a change, refusing a stale version (608) and an invoiced one. */
export async function lockManifest(em: EntityManager, id: number, version: number | null | undefined): Promise<Manifest> {
  const m = await em.findOne(Manifest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!m || m.isDeleted) throw notFound('The manifest');
  refuseStaleManifest(m, version);
  if (isManifestInvoiced(m.invoiceStatus)) throw forbidden(MANIFEST_MESSAGES.invoiced);
  await em.populate(m, ['vehicleType']);
  return m;
}

/** PUT /Manifests/{id}: reorder, add or remove stops, change the vehicle type or cost; a stale version is a 608, nothing applied. */
export async function updateManifest(ctx: RequestContext, id: number, input: ManifestInput): Promise<ManifestView> {
  const user = requireOffice(ctx);
  checkInput(input);
  if (input.version == null) throw badInput([{ field: 'version', message: 'Version is required' }]);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, input.version);
    const before = await em.find(ConsignmentAddress, { manifestId: id }, { orderBy: { manifestOrder: 'asc' } });
    const stops = await takeStops(em, input.stopIds, id);
    const removed = before.filter((s) => !input.stopIds.includes(s.id));
    for (const s of removed) { s.manifestId = null; s.manifestOrder = null; }
    await clearStopEtas(em, removed.map((s) => s.id));
    const typeBefore = m.vehicleType.name;
    if (input.vehicleTypeId !== m.vehicleType.id) m.vehicleType = await vehicleType(em, input.vehicleTypeId!);
    const costBefore = m.costPence;
    place(m, stops);
    await figures(ctx, em, m, stops, input);
    await syncConsignmentSuppliers(em, [...before, ...stops].map((s) => s.consignment.id));
    logManifestChange(em, m, user, ctx.now, 'Updated', [
      { field: 'ConsignmentAddresses', from: before.map((s) => s.id).join(', '), to: stops.map((s) => s.id).join(', ') },
      { field: 'VehicleType', from: typeBefore, to: m.vehicleType.name },
      { field: 'Cost', from: (costBefore / 100).toFixed(2), to: (m.costPence / 100).toFixed(2) },
    ].filter((c) => c.from !== c.to));
  });
  // issue 25 item 2: stops added, removed or reordered and a changed vehicle type move the run's ETAs and late flags.
  await refreshManifestEtas(ctx, id);
  return reloadAndPublish(ctx, id, 'Updated');
}

/** DELETE /Manifests/{id}: the manifest is marked deleted and its stops are freed for other manifests. */
export async function deleteManifest(ctx: RequestContext, id: number): Promise<void> {
  const user = requireOffice(ctx);
  let freed: ConsignmentAddress[] = [];
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, null);
    const stops = await em.find(ConsignmentAddress, { manifestId: id }, { populate: ['consignment'] });
    freed = stops;
    for (const s of stops) { s.manifestId = null; s.manifestOrder = null; }
    await clearStopEtas(em, stops.map((s) => s.id));
    m.isDeleted = true;
    m.dateModified = ctx.now;
    await syncConsignmentSuppliers(em, stops.map((s) => s.consignment.id));
    logManifestChange(em, m, user, ctx.now, 'Deleted', [{ field: 'ConsignmentAddresses', from: stops.map((s) => s.id).join(', '), to: null }]);
  });
  publishManifestChange(ctx, id, 'Deleted', freed);
}

/** PUT /Manifests/{id}/UpdateCosts {Id, CalculatedCost, Cost}: a Cost different from CalculatedCost is CostManuallySet. */
export async function updateCosts(ctx: RequestContext, id: number, costs: { calculatedCostPence: number; costPence: number; version?: number | null }): Promise<ManifestView> {
  const user = requireOffice(ctx);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, costs.version);
    const before = m.costPence;
    m.calculatedCostPence = costs.calculatedCostPence;
    m.costPence = costs.costPence;
    m.costManuallySet = costs.costPence !== costs.calculatedCostPence;
    m.dateModified = ctx.now;
    logManifestChange(em, m, user, ctx.now, 'Costs updated', [{ field: 'Cost', from: (before / 100).toFixed(2), to: (m.costPence / 100).toFixed(2) }]);
  });
  return reloadAndPublish(ctx, id, 'Costs updated');
}
