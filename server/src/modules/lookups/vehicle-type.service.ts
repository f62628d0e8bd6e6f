import type { EntityManager } from '@mikro-orm/postgresql';
import { requireOffice, requireUser, type RequestContext } from '../../context.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { checkVersion, clean, writeInTransaction } from '../settings/writes.js';
import { VehicleType } from './vehicle-type.entity.js';
import { exactly } from '../../db/like.js';
import { capacityErrors } from '../../domain/vehicle-capacity.js';

/** behaviour.md "Settings / Vehicle types and area rules order": vehicle type Order goes in steps of 10. */
export const ORDER_STEP = 10;

/** A vehicle type as typed on the settings screen; undefined leaves a field as it is. */
export interface VehicleTypeInput {
  name?: string | null;
  iconCode?: string | null;
  /** Load units; null = no limit. */
  capacity?: number | null;
  isDeactivated?: boolean | null;
  version?: number | null;
}

/** Which neighbour a move swaps with. */
export type MoveDirection = 'UP' | 'DOWN';

const duplicate: FieldError = { field: 'Name', message: 'A vehicle type with this name already exists.' };

/**
 * GET /VehicleTypes (behaviour.md "Settings / Settings lists" lookup, any signed-in user): the active types smallest first.
 * GET /VehicleTypes/All (settings, office only) adds the deactivated ones.
 */
export async function listVehicleTypes(ctx: RequestContext, all = false): Promise<VehicleType[]> {
  if (all) requireOffice(ctx);
  else requireUser(ctx);
  return ctx.em.find(VehicleType, all ? {} : { isDeactivated: false }, { orderBy: { order: 'asc', id: 'asc' } });
}

/** One vehicle type, for the settings screen. */
export async function getVehicleType(ctx: RequestContext, id: number): Promise<VehicleType> {
  requireOffice(ctx);
  const type = await ctx.em.findOne(VehicleType, { id });
  if (!type) throw notFound('The vehicle type');
  return type;
}

/** Adds a vehicle type at the end of the order (largest), Order = last + 10 (behaviour.md "Settings / Vehicle types and area rules order"). */
export async function createVehicleType(ctx: RequestContext, input: VehicleTypeInput): Promise<VehicleType> {
  requireOffice(ctx);
  const errors = fieldErrors(input, true);
  if (errors.length) throw badInput(errors);
  const id = await writeInTransaction(ctx.em, async (em) => {
    await lockOrder(em);
    await refuseDuplicate(em, clean(input.name)!);
    const [last] = await em.find(VehicleType, {}, { orderBy: { order: 'desc' }, limit: 1 });
    const type = em.create(VehicleType, { name: clean(input.name)!, iconCode: clean(input.iconCode)!, order: (last?.order ?? 0) + ORDER_STEP, capacity: input.capacity ?? null, isDeactivated: input.isDeactivated ?? false });
    await em.flush();
    return type.id;
  }, duplicate);
  return reload(ctx, id);
}

/** Renames, re-icons, re-sizes (capacity) or (de)activates a vehicle type; a stale Version is a 608 (DESIGN). */
export async function updateVehicleType(ctx: RequestContext, id: number, input: VehicleTypeInput): Promise<VehicleType> {
  requireOffice(ctx);
  const errors = fieldErrors(input, false);
  if (errors.length) throw badInput(errors);
  await writeInTransaction(ctx.em, async (em) => {
    const type = await em.findOne(VehicleType, { id });
    if (!type) throw notFound('The vehicle type');
    checkVersion(type, input.version);
    const name = clean(input.name);
    if (name && name.toLowerCase() !== type.name.toLowerCase()) await refuseDuplicate(em, name, id);
    if (name) type.name = name;
    if (clean(input.iconCode)) type.iconCode = clean(input.iconCode)!;
    if (input.capacity !== undefined) type.capacity = input.capacity;
    if (input.isDeactivated !== undefined && input.isDeactivated !== null) type.isDeactivated = input.isDeactivated;
    await em.flush();
  }, duplicate);
  return reload(ctx, id);
}

/**
 * Moves a vehicle type up or down (behaviour.md "Settings / Vehicle types and area rules order"): it swaps places with its neighbour and every type's
 * Order is reassigned 10, 20, 30... in one transaction, serialised so two moves cannot interleave.
 * Deactivated types keep their place in the order. Returns the whole order, as the screen shows it.
 */
export async function moveVehicleType(ctx: RequestContext, id: number, direction: MoveDirection, version: number | null | undefined): Promise<VehicleType[]> {
  requireOffice(ctx);
  await writeInTransaction(ctx.em, async (em) => {
    await lockOrder(em);
    const types = await em.find(VehicleType, {}, { orderBy: { order: 'asc', id: 'asc' } });
    const index = types.findIndex((t) => t.id === id);
    if (index < 0) throw notFound('The vehicle type');
    checkVersion(types[index], version);
    const other = direction === 'UP' ? index - 1 : index + 1;
    if (other < 0 || other >= types.length) return;
    [types[index], types[other]] = [types[other], types[index]];
    types.forEach((t, i) => {
      if (t.order !== (i + 1) * ORDER_STEP) t.order = (i + 1) * ORDER_STEP;
    });
    await em.flush();
  });
  ctx.em.clear();
  return listVehicleTypes(ctx, true);
}

function fieldErrors(input: VehicleTypeInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const name = clean(input.name);
  if (!name && (creating || input.name !== undefined)) errors.push({ field: 'Name', message: 'Name is required.' });
  else if (name && name.length > 100) errors.push({ field: 'Name', message: 'Name must be 100 characters or fewer.' });
  const icon = clean(input.iconCode);
  if (!icon && (creating || input.iconCode !== undefined)) errors.push({ field: 'IconCode', message: 'IconCode is required.' });
  else if (icon && icon.length > 50) errors.push({ field: 'IconCode', message: 'IconCode must be 50 characters or fewer.' });
  errors.push(...capacityErrors(input.capacity));
  return errors;
}

/** One writer of the order at a time (creates and moves), released at commit. */
async function lockOrder(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('vehicle_type_order'))`, [], 'all', em.getTransactionContext());
}

async function refuseDuplicate(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const where = { name: { $ilike: exactly(name) }, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  if (await em.count(VehicleType, where)) throw badInput([duplicate]);
}

async function reload(ctx: RequestContext, id: number): Promise<VehicleType> {
  ctx.em.clear();
  return getVehicleType(ctx, id);
}
