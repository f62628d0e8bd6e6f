/**
 * Booking's lookups of behaviour.md "Customers / Customers screen": additional charges, area rules, global settings and price
 * matrices (default pricing, costing, a customer's). Costs are for office users; a customer user
 * reads only the default and its own pricing matrices.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice, requireUser } from '../../context.js';
import { notFound } from '../../errors.js';
import { Customer } from '../customers/customer.entity.js';
import { UserRole } from '../users/user.entity.js';
import { AdditionalCharge } from './additional-charge.entity.js';
import { AreaAdditionalChargeRule } from './area-rule.entity.js';
import { PriceMatrix, PriceMatrixType } from './price-matrix.entity.js';
import { globalSettings } from './pricing.service.js';
import type { GlobalSettings } from '../settings/global-settings.entity.js';

const MATRIX_OPTIONS = { populate: ['rows', 'vehicleType', 'customer'] as const, strategy: 'select-in' as const, orderBy: { vehicleType: { order: 'asc' as const }, id: 'asc' as const } };

/** GET /AdditionalCharges: the active catalogue. */
export function additionalCharges(ctx: RequestContext): Promise<AdditionalCharge[]> {
  requireUser(ctx);
  return ctx.em.find(AdditionalCharge, { isDeactivated: false }, { orderBy: { chargeFor: 'asc' } });
}

/** GET /AreaAdditionalChargeRules, in Order. */
export function areaRules(ctx: RequestContext): Promise<AreaAdditionalChargeRule[]> {
  requireUser(ctx);
  return ctx.em.find(AreaAdditionalChargeRule, { isDeactivated: false }, { populate: ['vehicleTypes'], orderBy: { order: 'asc', id: 'asc' } });
}

/** GET /Settings: the global settings row. */
export function settings(ctx: RequestContext): Promise<GlobalSettings> {
  requireUser(ctx);
  return globalSettings(ctx.em);
}

/** GET /Matrices: the default PRICING matrices. */
export function defaultMatrices(ctx: RequestContext): Promise<PriceMatrix[]> {
  requireUser(ctx);
  return ctx.em.find(PriceMatrix, { customer: null, matrixType: PriceMatrixType.PRICING, isDeactivated: false }, MATRIX_OPTIONS);
}

/** GET /Matrices/Costing: the COSTING - SUPPLIER matrices (office only). */
export function costingMatrices(ctx: RequestContext): Promise<PriceMatrix[]> {
  requireOffice(ctx);
  return ctx.em.find(PriceMatrix, { matrixType: PriceMatrixType.COSTING_SUPPLIER, isDeactivated: false }, MATRIX_OPTIONS);
}

/** GET /Matrices/Customer/{id}: a customer's own pricing matrices (office, or that customer's users). */
export async function customerMatrices(ctx: RequestContext, customerId: number): Promise<PriceMatrix[]> {
  const user = requireUser(ctx);
  if (user.role !== UserRole.OFFICE && user.customer?.id !== customerId) throw notFound('The customer');
  if (!(await ctx.em.count(Customer, { id: customerId }))) throw notFound('The customer');
  return ctx.em.find(PriceMatrix, { customer: customerId, matrixType: PriceMatrixType.PRICING, isDeactivated: false }, MATRIX_OPTIONS);
}
