/**
 * Price matrices kept by the office (behaviour.md "Settings / Vehicle types and area rules order" Price matrix, behaviour.md "Suppliers / Suppliers screen" Matrices: GET, /Costing, POST, PUT,
 * DELETE; per customer via CustomerId). One active PRICING matrix per (customer or default, vehicle
 * type) and one active COSTING - SUPPLIER matrix per vehicle type (costing has no customer).
 */
import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireOffice, type RequestContext } from '../../context.js';
import { poundsToPence } from '../../domain/money.js';
import { amountErrors, matrixRowErrors, type MatrixRowDraft } from '../../domain/pricing-settings.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { Customer } from '../customers/customer.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { checkVersion, clean, writeInTransaction } from '../settings/writes.js';
import { PriceMatrix, PriceMatrixIncrement, PriceMatrixRow, PriceMatrixType } from './price-matrix.entity.js';

/** A matrix as typed; MinimumPrice and PriceBreak in pounds. */
export interface MatrixInput {
  name?: string | null;
  customerId?: number | null;
  vehicleTypeId?: number | null;
  matrixType?: string | null;
  priceIncrement?: string | null;
  minimumPrice?: number | null;
  rows?: MatrixRowDraft[] | null;
  isDeactivated?: boolean | null;
  version?: number | null;
}

const TYPES: Record<string, PriceMatrixType> = { PRICING: PriceMatrixType.PRICING, '1': PriceMatrixType.PRICING, 'COSTING - SUPPLIER': PriceMatrixType.COSTING_SUPPLIER, COSTING_SUPPLIER: PriceMatrixType.COSTING_SUPPLIER, '2': PriceMatrixType.COSTING_SUPPLIER };
const INCREMENTS: Record<string, PriceMatrixIncrement> = { DISTANCE: PriceMatrixIncrement.DISTANCE, '1': PriceMatrixIncrement.DISTANCE, TIME: PriceMatrixIncrement.TIME, '2': PriceMatrixIncrement.TIME };

function matrixErrors(input: MatrixInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if ((clean(input.name)?.length ?? 0) > 200) errors.push({ field: 'Name', message: 'Name must be 200 characters or fewer' });
  if (creating && !input.vehicleTypeId) errors.push({ field: 'VehicleTypeId', message: 'VehicleType is required' });
  if (input.matrixType != null && !TYPES[input.matrixType]) errors.push({ field: 'MatrixType', message: "MatrixType must be PRICING or 'COSTING - SUPPLIER'" });
  else if (creating && input.matrixType == null) errors.push({ field: 'MatrixType', message: 'MatrixType is required' });
  if (input.priceIncrement != null && !INCREMENTS[input.priceIncrement]) errors.push({ field: 'MatrixPriceIncrement', message: 'MatrixPriceIncrement must be DISTANCE or TIME' });
  else if (creating && input.priceIncrement == null) errors.push({ field: 'MatrixPriceIncrement', message: 'MatrixPriceIncrement is required' });
  errors.push(...amountErrors(input.minimumPrice, 'MinimumPrice', false));
  if (input.rows) errors.push(...matrixRowErrors(input.rows), ...collectionErrors('price matrix', [['Rows', 'rows', input.rows, COLLECTION_LIMITS.rowsPerMatrix]]));
  if (input.customerId && input.matrixType != null && TYPES[input.matrixType] === PriceMatrixType.COSTING_SUPPLIER) errors.push({ field: 'CustomerId', message: 'A costing matrix cannot belong to a customer' });
  return errors;
}

const DETAIL = { populate: ['rows', 'vehicleType', 'customer'] as never[] };

/** GET /Matrices/{id}: one matrix with its bands (office). */
export async function getMatrix(ctx: RequestContext, id: number): Promise<PriceMatrix> {
  requireOffice(ctx);
  const matrix = await ctx.em.findOne(PriceMatrix, { id }, DETAIL);
  if (!matrix) throw notFound('The price matrix');
  return matrix;
}

async function apply(em: EntityManager, m: PriceMatrix, input: MatrixInput): Promise<void> {
  if (input.name !== undefined) m.name = clean(input.name);
  if (input.vehicleTypeId) {
    if (!(await em.count(VehicleType, { id: input.vehicleTypeId }))) throw badInput([{ field: 'VehicleTypeId', message: `VehicleTypeId ${input.vehicleTypeId} does not exist` }]);
    m.vehicleType = em.getReference(VehicleType, input.vehicleTypeId);
  }
  if (input.customerId !== undefined) {
    if (input.customerId && !(await em.count(Customer, { id: input.customerId }))) throw badInput([{ field: 'CustomerId', message: `CustomerId ${input.customerId} does not exist` }]);
    m.customer = input.customerId ? em.getReference(Customer, input.customerId) : null;
  }
  if (input.matrixType != null) m.matrixType = TYPES[input.matrixType];
  if (input.priceIncrement != null) m.priceIncrement = INCREMENTS[input.priceIncrement];
  if (input.minimumPrice !== undefined) m.minimumPricePence = input.minimumPrice === null ? 0 : poundsToPence(input.minimumPrice)!;
  if (typeof input.isDeactivated === 'boolean') m.isDeactivated = input.isDeactivated;
  if (m.matrixType === PriceMatrixType.COSTING_SUPPLIER && m.customer) throw badInput([{ field: 'CustomerId', message: 'A costing matrix cannot belong to a customer' }]);
  if (input.rows) {
    for (const row of m.rows.getItems()) em.remove(row);
    for (const r of input.rows) em.create(PriceMatrixRow, { matrix: m, fromValue: r.from!, toValue: r.to ?? null, interval: r.interval!, priceBreakPence: poundsToPence(r.priceBreak!)! });
  }
  await refuseSecond(em, m);
}

/** behaviour.md "Settings / Vehicle types and area rules order": one active matrix per (type, owner, vehicle type); serialised by an advisory lock. */
async function refuseSecond(em: EntityManager, m: PriceMatrix): Promise<void> {
  if (m.isDeactivated) return;
  await em.flush();
  await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('price_matrix_owner'))`, [], 'all', em.getTransactionContext());
  const clash = await em.count(PriceMatrix, { matrixType: m.matrixType, vehicleType: m.vehicleType.id, customer: m.customer?.id ?? null, isDeactivated: false, ...(m.id ? { id: { $ne: m.id } } : {}) });
  if (!clash) return;
  const message = m.matrixType === PriceMatrixType.COSTING_SUPPLIER ? 'There is already a costing matrix for this vehicle type'
    : m.customer ? 'This customer already has a pricing matrix for this vehicle type' : 'There is already a default pricing matrix for this vehicle type';
  throw badInput([{ field: 'VehicleTypeId', message }]);
}

async function reload(ctx: RequestContext, id: number): Promise<PriceMatrix> {
  ctx.em.clear();
  return ctx.em.findOneOrFail(PriceMatrix, { id }, DETAIL);
}

/** POST /Matrices: a default or customer PRICING matrix, or a COSTING - SUPPLIER one, with its bands. */
export async function createMatrix(ctx: RequestContext, input: MatrixInput): Promise<PriceMatrix> {
  requireOffice(ctx);
  const errors = matrixErrors(input, true);
  if (errors.length) throw badInput(errors);
  const id = await writeInTransaction(ctx.em, async (em) => {
    const m = em.create(PriceMatrix, { vehicleType: em.getReference(VehicleType, input.vehicleTypeId!), matrixType: TYPES[input.matrixType!], priceIncrement: INCREMENTS[input.priceIncrement!], minimumPricePence: 0 });
    await apply(em, m, { ...input, rows: input.rows ?? [] });
    await em.flush();
    return m.id;
  });
  return reload(ctx, id);
}

/** PUT /Matrices/{id}: bands sent replace the stored ones; a stale Version is a 608. */
export async function updateMatrix(ctx: RequestContext, id: number, input: MatrixInput): Promise<PriceMatrix> {
  requireOffice(ctx);
  const errors = matrixErrors(input, false);
  if (errors.length) throw badInput(errors);
  await writeInTransaction(ctx.em, async (em) => {
    // The row is locked first, so two saves of one version cannot both pass the check.
    await em.execute('select id from price_matrix where id = ? for update', [id]);
    const m = await em.findOne(PriceMatrix, { id }, DETAIL);
    if (!m) throw notFound('The price matrix');
    checkVersion(m, input.version);
    await apply(em, m, input);
    await em.flush();
    await em.getConnection().execute('update price_matrix set version = ? where id = ? and version <= ?', [input.version! + 1, id, input.version! + 1], 'run', em.getTransactionContext());
  });
  return reload(ctx, id);
}

/** DELETE /Matrices/{id} (behaviour.md "Settings / Back-office users" notes DELETE for matrices): the matrix and its bands. */
export async function deleteMatrix(ctx: RequestContext, id: number): Promise<void> {
  requireOffice(ctx);
  await writeInTransaction(ctx.em, async (em) => {
    const m = await em.findOne(PriceMatrix, { id });
    if (!m) throw notFound('The price matrix');
    await em.nativeDelete(PriceMatrixRow, { matrix: id });
    await em.nativeDelete(PriceMatrix, { id });
  });
}
