/**
 * Loads what pricing reads (matrices, area rules, the backload multiplier) and runs the pure
 * calculation of `domain/pricing.ts` (behaviour.md "Pricing / Price calculation", DESIGN "Pricing"). Three queries, whatever the size.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadMemo } from '../../db/read-memo.js';
import type { AreaChargeRule } from '../../domain/area-rules.js';
import { calculatePrice, chooseMatrix, type ChargeLine, type PriceMatrix as MatrixRule, type PricingResult } from '../../domain/pricing.js';
import { GLOBAL_SETTINGS_ID, GlobalSettings } from '../settings/global-settings.entity.js';
import { AreaAdditionalChargeRule } from './area-rule.entity.js';
import { PriceMatrix, PriceMatrixType } from './price-matrix.entity.js';

/** What a consignment brings to pricing. */
export interface PricingRequest {
  customerId: number;
  vehicleTypeId: number;
  miles: number;
  minutes: number;
  isBackload: boolean;
  applyPostcodePricingRules: boolean;
  stops: { postcode: string; additionalCharges: ChargeLine[] }[];
  additionalCharges: ChargeLine[];
  priceManuallySet: boolean;
  currentPrice: number;
  costManuallySet: boolean;
  currentCost: number;
}

/** The matrix as the domain reads it. */
export function toMatrixRule(matrix: PriceMatrix): MatrixRule {
  return {
    customerId: matrix.customer?.id ?? null,
    vehicleTypeId: matrix.vehicleType.id,
    matrixType: matrix.matrixType,
    priceIncrement: matrix.priceIncrement,
    minimumPrice: matrix.minimumPricePence,
    rows: matrix.rows.getItems().map((row) => ({ from: row.fromValue, to: row.toValue ?? null, interval: row.interval, priceBreak: row.priceBreakPence })),
  };
}

/** The area rule as the domain reads it. */
export function toAreaRule(rule: AreaAdditionalChargeRule): AreaChargeRule {
  return {
    name: rule.name,
    order: rule.order,
    postcodes: rule.postcodes,
    postcodeExclusions: rule.postcodeExclusions,
    vehicleTypeIds: rule.vehicleTypes.getItems().map((v) => v.id),
    pricePercentage: rule.pricePercentage,
    maxPrice: rule.maxPricePence ?? null,
    costPercentage: rule.costPercentage,
    maxCost: rule.maxCostPence ?? null,
    isDeactivated: rule.isDeactivated,
  };
}

/** The one settings row, created with its defaults the first time it is read. */
export async function globalSettings(em: EntityManager): Promise<GlobalSettings> {
  const found = await em.findOne(GlobalSettings, { id: GLOBAL_SETTINGS_ID });
  if (found) return found;
  await em.getConnection().execute('insert into global_settings (id) values (?) on conflict (id) do nothing', [GLOBAL_SETTINGS_ID], 'run', em.getTransactionContext());
  return em.findOneOrFail(GlobalSettings, { id: GLOBAL_SETTINGS_ID });
}

/**
 * Prices and costs a consignment (DESIGN "Pricing" steps 1-6). `memo` keeps the matrices, area rules and settings
 * read for the next bookings of the same transaction (the import's rows).
 */
export async function priceConsignment(em: EntityManager, request: PricingRequest, memo: ReadMemo = new ReadMemo()): Promise<PricingResult> {
  const [matrices, rules, settings] = await Promise.all([
    memo.once(`PriceMatrix:${request.vehicleTypeId}:${request.customerId}`, () => em.find(
      PriceMatrix,
      { vehicleType: request.vehicleTypeId, isDeactivated: false, $or: [{ customer: null }, { customer: request.customerId }] },
      { populate: ['rows'], strategy: 'select-in' },
    )),
    memo.once('AreaAdditionalChargeRule', () => em.find(AreaAdditionalChargeRule, { isDeactivated: false }, { populate: ['vehicleTypes'], orderBy: { order: 'asc', id: 'asc' } })),
    memo.once('GlobalSettings', () => globalSettings(em)),
  ]);
  const rulesForMatrices = matrices.map(toMatrixRule);
  return calculatePrice({
    vehicleTypeId: request.vehicleTypeId,
    miles: request.miles,
    minutes: request.minutes,
    pricingMatrix: chooseMatrix(rulesForMatrices, request.customerId, request.vehicleTypeId, PriceMatrixType.PRICING),
    costingMatrix: chooseMatrix(rulesForMatrices, null, request.vehicleTypeId, PriceMatrixType.COSTING_SUPPLIER),
    isBackload: request.isBackload,
    backloadMultiplier: settings.backloadMultiplier,
    applyPostcodePricingRules: request.applyPostcodePricingRules,
    areaRules: rules.map(toAreaRule),
    stops: request.stops,
    additionalCharges: request.additionalCharges,
    priceManuallySet: request.priceManuallySet,
    currentPrice: request.currentPrice,
    costManuallySet: request.costManuallySet,
    currentCost: request.currentCost,
  });
}
