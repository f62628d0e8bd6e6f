/**
 * Route miles and minutes through a manifest's stops in ManifestOrder, and the CalculatedCost from the
 * COSTING - SUPPLIER matrix of the manifest's vehicle type (behaviour.md "Settings / Vehicle types and area rules order"; "Shared conventions / Formats, money and time").
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { calculatePrice, chooseMatrix } from '../../domain/pricing.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { PriceMatrix, PriceMatrixType } from '../pricing/price-matrix.entity.js';
import { toMatrixRule } from '../pricing/pricing.service.js';
import { routeMilesAndMinutes, routerFor, type LatLng } from '../routing/routing.js';

/** Miles and minutes of the route (behaviour.md "Booking / Consignment search and export" rounding); stops without coordinates are skipped. */
export async function manifestRoute(config: Config, stops: readonly ConsignmentAddress[]): Promise<{ miles: number; minutes: number }> {
  const points: LatLng[] = stops
    .map((s) => s.address)
    .filter((a) => a.latitude != null && a.longitude != null)
    .map((a) => ({ latitude: a.latitude!, longitude: a.longitude! }));
  if (points.length < 2) return { miles: 0, minutes: 0 };
  return routeMilesAndMinutes(await routerFor(config).route(points));
}

/**
 * CalculatedCost in pence: the default COSTING - SUPPLIER matrix of the vehicle type (bands, minimum);
 * no matrix gives 0. Area rules, backload and charges stay on the consignments (decisions: Manifests).
 */
export async function calculatedCost(em: EntityManager, vehicleTypeId: number, miles: number, minutes: number): Promise<number> {
  const matrices = await em.find(
    PriceMatrix,
    { vehicleType: vehicleTypeId, isDeactivated: false, customer: null, matrixType: PriceMatrixType.COSTING_SUPPLIER },
    { populate: ['rows'], strategy: 'select-in' },
  );
  const costingMatrix = chooseMatrix(matrices.map(toMatrixRule), null, vehicleTypeId, PriceMatrixType.COSTING_SUPPLIER);
  return calculatePrice({
    vehicleTypeId, miles, minutes, pricingMatrix: null, costingMatrix, isBackload: false, backloadMultiplier: 100,
    applyPostcodePricingRules: false, areaRules: [], stops: [], additionalCharges: [],
  }).recommendedCost;
}
