import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import type { EntityManager, FindOptions } from '@mikro-orm/postgresql';
import { deductionErrors, licenceErrors, photoErrors, SUPPLIER_MESSAGES, supplierShapeErrors, supplierUserErrors, vehicleErrors, withFirstVehicleDefault } from '../../domain/supplier.js';
import { requireOffice, requireUser, type RequestContext } from '../../context.js';
import { savedFromVersion } from '../../db/versions.js';
import { badInput, DomainError, forbidden, notFound, type FieldError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { clean, likeText, writeInTransaction } from '../settings/writes.js';
import { Country } from '../lookups/lookup.entity.js';
import { SupplierBillingType, SupplierType } from '../settings/setting.entity.js';
import { UserRole } from '../users/user.entity.js';
import { checkReferences, syncChildren } from './supplier.children.js';
import { Supplier } from './supplier.entity.js';
import { SUPPLIER_TEXT_FIELDS, type SupplierFilter, type SupplierInput } from './supplier.input.js';
import { endSessionsOf, hashDraftPasswords, syncSupplierUsers, type EndedSessions } from './supplier-users.js';
import { boundedRows } from '../../domain/list-bounds.js';

/** behaviour.md "Shared conventions / Stale writes"-style 608 for suppliers; GraphQL CONFLICT. */
export const staleSupplier = (): DomainError => new DomainError('CONFLICT', SUPPLIER_MESSAGES.stale);

/** Everything the detail view shows, loaded in one joined query. */
const DETAIL = ['supplierType', 'supplierBillingType.brandingTheme', 'country', 'licences.licenceCategory', 'vehicles.vehicleType', 'deductions.accountCode', 'deductions.vatCode', 'photos', 'users'] as const;
/** What the list and the autocomplete show: type and vehicles (for SmallestVehicle). */
const SUMMARY = ['supplierType', 'vehicles.vehicleType'] as const;

/**
 * GET /Suppliers (behaviour.md "Suppliers / Suppliers screen"): office only, by name, tracking-disabled and deactivated flags, by
 * name. `full` loads every list of each supplier too (GraphQL may ask for them); either way the
 * number of statements does not grow with the rows.
 */
export async function searchSuppliers(ctx: RequestContext, filter: SupplierFilter, full = false): Promise<Supplier[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = {};
  if (clean(filter.name)) where.name = { $ilike: likeText(clean(filter.name)!) };
  if (typeof filter.isTrackingDisabled === 'boolean') where.isTrackingDisabled = filter.isTrackingDisabled;
  if (typeof filter.isDeactivated === 'boolean') where.isDeactivated = filter.isDeactivated;
  const options: FindOptions<Supplier, never> = full
    ? { populate: DETAIL as never, strategy: 'select-in', orderBy: { name: 'asc', id: 'asc' } }
    : { populate: SUMMARY as never, strategy: 'joined', orderBy: { name: 'asc', id: 'asc' } };
  const max = ctx.config.limits.listRows;
  return boundedRows(await ctx.em.find(Supplier, where, { ...options, limit: max + 1 }), max, 'suppliers');
}

/** GET /Suppliers/Search?supplierName (autocomplete): active suppliers, with SmallestVehicle, at most 20. */
export async function autocompleteSuppliers(ctx: RequestContext, supplierName: string | null | undefined): Promise<Supplier[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = { isDeactivated: false };
  if (clean(supplierName)) where.name = { $ilike: likeText(clean(supplierName)!) };
  const ids = await ctx.em.find(Supplier, where, { fields: ['id'], orderBy: { name: 'asc', id: 'asc' }, limit: 20 });
  if (!ids.length) return [];
  return ctx.em.find(Supplier, { id: { $in: ids.map((s) => s.id) } }, { populate: ['vehicles.vehicleType'], strategy: 'joined', orderBy: { name: 'asc', id: 'asc' } });
}

/** GET /Suppliers/{id}: office users any supplier; a supplier (driver) user only its own, read only. */
export async function getSupplier(ctx: RequestContext, id: number): Promise<Supplier> {
  const user = requireUser(ctx);
  if (user.role === UserRole.CUSTOMER) throw forbidden();
  if (user.role === UserRole.SUPPLIER && user.supplier?.id !== id) throw forbidden();
  return loadDetail(ctx.em, id);
}

async function loadDetail(em: EntityManager, id: number): Promise<Supplier> {
  const supplier = await em.findOne(Supplier, { id }, { populate: DETAIL as never, strategy: 'select-in' });
  if (!supplier) throw notFound('The supplier');
  return supplier;
}

/** The input's own rules (behaviour.md "Suppliers / Saving a supplier"), checked before anything is read or written. */
function inputErrors(input: SupplierInput, creating: boolean, minPasswordLength: number): FieldError[] {
  const errors: FieldError[] = [];
  const name = clean(input.name);
  if (!name && (creating || input.name !== undefined)) errors.push({ field: 'Name', message: 'Name is required' });
  else if (name && name.length > 200) errors.push({ field: 'Name', message: 'Name must be 200 characters or fewer' });
  for (const [key, field, max] of SUPPLIER_TEXT_FIELDS) if ((clean(input[key])?.length ?? 0) > max) errors.push({ field, message: `${field} must be ${max} characters or fewer` });
  for (const [key, field] of [['email', 'Email'], ['secondaryEmail', 'SecondaryEmail']] as const) {
    const email = clean(input[key]);
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push({ field, message: `${field} must be a valid e-mail address` });
  }
  errors.push(...collectionErrors('supplier', [
    ['SupplierLicences', 'licences', input.licences, COLLECTION_LIMITS.licencesPerSupplier],
    ['Vehicles', 'vehicles', input.vehicles, COLLECTION_LIMITS.vehiclesPerSupplier],
    ['Deductions', 'deductions', input.deductions, COLLECTION_LIMITS.deductionsPerSupplier],
    ['SupplierPhotos', 'photos', input.photos, COLLECTION_LIMITS.photosPerSupplier],
    ['SupplierUsers', 'users', input.supplierUsers, COLLECTION_LIMITS.usersPerSupplier],
  ]));
  input.licences?.forEach((l, i) => errors.push(...licenceErrors(l, `SupplierLicences[${i}]`)));
  input.vehicles?.forEach((v, i) => errors.push(...vehicleErrors(v, `Vehicles[${i}]`)));
  input.deductions?.forEach((d, i) => errors.push(...deductionErrors(d, `Deductions[${i}]`)));
  input.photos?.forEach((p, i) => errors.push(...photoErrors(p, `SupplierPhotos[${i}]`)));
  input.supplierUsers?.forEach((u, i) => errors.push(...supplierUserErrors(u, `SupplierUsers[${i}]`, minPasswordLength)));
  return errors;
}

function applyScalars(supplier: Supplier, input: SupplierInput, em: EntityManager): void {
  if (clean(input.name)) supplier.name = clean(input.name)!;
  for (const [key] of SUPPLIER_TEXT_FIELDS) if (input[key] !== undefined) supplier[key] = clean(input[key]);
  if (input.supplierTypeId !== undefined) supplier.supplierType = input.supplierTypeId ? em.getReference(SupplierType, input.supplierTypeId) : null;
  if (input.supplierBillingTypeId !== undefined) supplier.supplierBillingType = input.supplierBillingTypeId ? em.getReference(SupplierBillingType, input.supplierBillingTypeId) : null;
  if (input.countryId !== undefined) supplier.country = input.countryId ? em.getReference(Country, input.countryId) : null;
  for (const flag of ['splitXeroInvoices', 'isDeactivated', 'isTrackingDisabled'] as const) if (typeof input[flag] === 'boolean') supplier[flag] = input[flag]!;
}

/** Applies a whole save in the caller's transaction and returns the sessions it ended. */
async function applySave(em: EntityManager, supplier: Supplier, input: SupplierInput, creating: boolean, now: Date): Promise<EndedSessions> {
  const hadVehicles = !creating && supplier.vehicles.length > 0;
  const vehicles = input.vehicles ? withFirstVehicleDefault(input.vehicles, hadVehicles) : undefined;
  const save = { ...input, vehicles };
  const licenceCount = input.licences ? input.licences.length : supplier.licences.length;
  const shape = supplierShapeErrors(licenceCount, vehicles ?? supplier.vehicles.getItems());
  if (shape.length) throw badInput(shape);
  await checkReferences(em, save);
  const hashes = await hashDraftPasswords(input.supplierUsers);
  const wasActive = !supplier.isDeactivated;
  applyScalars(supplier, save, em);
  syncChildren(em, supplier, save);
  const ended = input.supplierUsers ? await syncSupplierUsers(em, supplier, input.supplierUsers, hashes, now) : [];
  // behaviour.md "Accounts / Issue filters" deactivation: the supplier's app users are signed out with it.
  if (wasActive && supplier.isDeactivated) ended.push(...(await endSessionsOf(em, supplier.users.getItems().filter((u) => !u.isDeactivated), now)));
  await em.flush();
  return ended;
}

function publishEnded(ctx: RequestContext, ended: EndedSessions): void {
  for (const e of ended) ctx.pubsub.publish(Topic.SessionEnded, e);
}

const DUPLICATE = { field: 'SupplierUsers', message: 'A user with this username or e-mail address already exists' };

/** POST /Suppliers (behaviour.md "Settings / Back-office users" Supplier save): the supplier and all its lists in one transaction. */
export async function createSupplier(ctx: RequestContext, input: SupplierInput): Promise<Supplier> {
  requireOffice(ctx);
  const errors = inputErrors(input, true, ctx.config.auth.minPasswordLength);
  if (errors.length) throw badInput(errors);
  const id = await writeInTransaction(ctx.em, async (em) => {
    const supplier = em.create(Supplier, { name: clean(input.name)! });
    await applySave(em, supplier, { ...input, licences: input.licences ?? [], vehicles: input.vehicles ?? [] }, true, ctx.now);
    return supplier.id;
  }, DUPLICATE);
  ctx.em.clear();
  return loadDetail(ctx.em, id);
}

/**
 * PUT /Suppliers/{id}: the whole supplier in one transaction. The row is locked and its version
 * compared first, so of two concurrent saves from the same version one gets the 608 and nothing of it
 * is applied. The version moves on every save, even one that changes only a list.
 */
export async function updateSupplier(ctx: RequestContext, id: number, input: SupplierInput): Promise<Supplier> {
  requireOffice(ctx);
  const errors = inputErrors(input, false, ctx.config.auth.minPasswordLength);
  if (input.version === undefined || input.version === null) errors.push({ field: 'Version', message: 'Version is required' });
  if (errors.length) throw badInput(errors);
  const ended = await writeInTransaction(ctx.em, (em) => savedFromVersion(em, {
    table: 'supplier', id, version: input.version!, missing: () => notFound('The supplier'), stale: staleSupplier,
    write: async () => applySave(em, await loadDetail(em, id), input, false, ctx.now),
  }), DUPLICATE).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'CONFLICT' ? staleSupplier() : error;
  });
  publishEnded(ctx, ended);
  ctx.em.clear();
  return loadDetail(ctx.em, id);
}
