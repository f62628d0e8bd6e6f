/**
 * The live price and cost preview (behaviour.md "Shared conventions / Screens and routes"): the shared `calculatePrice` over the booking lookups, with
 * the route's miles and minutes (of the stops as typed, from the server's routing interface, or of the last
 * save). Without a route (fewer than two located stops) there is no preview: 'estimated on save'.
 */
import { calculatePrice, chooseMatrix, type PriceMatrix } from '@domain/pricing';
import type { PreviewMatrixFieldsFragment, PricingLookupsQuery } from '../../gql/graphql';
import type { ConsignmentDraft } from './consignmentDraft';

const pence = (pounds: number | null | undefined): number => Math.round((pounds ?? 0) * 100);

function toDomainMatrix(m: PreviewMatrixFieldsFragment): PriceMatrix {
  return {
    customerId: m.customerId ?? null,
    vehicleTypeId: m.vehicleTypeId,
    matrixType: m.matrixType === 'PRICING' ? 'PRICING' : 'COSTING - SUPPLIER',
    priceIncrement: m.priceIncrement,
    minimumPrice: pence(m.minimumPrice),
    rows: m.rows.map((r) => ({ from: r.from, to: r.to ?? null, interval: r.interval, priceBreak: pence(r.priceBreak) })),
  };
}

export interface PreviewInputs {
  lookups: PricingLookupsQuery | undefined;
  customerMatrices: readonly PreviewMatrixFieldsFragment[];
  costingMatrices: readonly PreviewMatrixFieldsFragment[];
  /** Catalogue costs (pounds) by additional charge id; customers get none. */
  chargeCosts: ReadonlyMap<number, number>;
  route: { miles: number; minutes: number } | null;
}

/** Price and cost in pence, or null when the route or vehicle type is not known yet. */
export function previewPrice(draft: ConsignmentDraft, inputs: PreviewInputs): { price: number; cost: number } | null {
  const { lookups, route } = inputs;
  if (!lookups || !route || draft.vehicleTypeId === null) return null;
  const customerId = draft.customer?.id ?? null;
  const pricingMatrices = [...inputs.customerMatrices, ...lookups.priceMatrices].map(toDomainMatrix);
  const result = calculatePrice({
    vehicleTypeId: draft.vehicleTypeId,
    miles: route.miles,
    minutes: route.minutes,
    pricingMatrix: chooseMatrix(pricingMatrices, customerId, draft.vehicleTypeId, 'PRICING'),
    costingMatrix: chooseMatrix(inputs.costingMatrices.map(toDomainMatrix), null, draft.vehicleTypeId, 'COSTING - SUPPLIER'),
    isBackload: draft.isBackload,
    backloadMultiplier: lookups.globalSettings.backloadMultiplier,
    applyPostcodePricingRules: draft.applyPostcodePricingRules,
    areaRules: lookups.areaAdditionalChargeRules.map((r) => ({
      name: r.name,
      order: r.order,
      postcodes: r.postcodes,
      postcodeExclusions: r.postcodeExclusions,
      vehicleTypeIds: r.vehicleTypeIds,
      pricePercentage: r.pricePercentage ?? 0,
      maxPrice: r.maxPrice == null ? null : pence(r.maxPrice),
      costPercentage: r.costPercentage ?? 0,
      maxCost: r.maxCost == null ? null : pence(r.maxCost),
      isDeactivated: false,
    })),
    stops: draft.stops.map((s) => ({
      postcode: s.postcode,
      additionalCharges: s.charges.map((c) => ({
        label: String(c.additionalChargeId),
        price: pence(c.price),
        cost: pence(inputs.chargeCosts.get(c.additionalChargeId)),
      })),
    })),
    additionalCharges: [],
  });
  return { price: result.price, cost: result.cost };
}
