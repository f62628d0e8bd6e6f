/** Test factories for pricing: sensible defaults, overridden per test (STYLE: tests arranged with factories). */
import type { AreaChargeRule } from './area-rules.js';
import type { PriceMatrix, PricingInput } from './pricing.js';

/** A default DISTANCE pricing matrix: £10 per 5 miles to 10, £15 per 10 miles to 50, £1.20 a mile after; £25 minimum. */
export function buildPricingMatrix(overrides: Partial<PriceMatrix> = {}): PriceMatrix {
  return {
    customerId: null,
    vehicleTypeId: 1,
    matrixType: 'PRICING',
    priceIncrement: 'DISTANCE',
    minimumPrice: 2500,
    rows: [
      { from: 0, to: 10, interval: 5, priceBreak: 1000 },
      { from: 10, to: 50, interval: 10, priceBreak: 1500 },
      { from: 50, to: null, interval: 1, priceBreak: 120 },
    ],
    ...overrides,
  };
}

/** The matching COSTING - SUPPLIER matrix: same bands, lower rates; £20 minimum. */
export function buildCostingMatrix(overrides: Partial<PriceMatrix> = {}): PriceMatrix {
  return {
    customerId: null,
    vehicleTypeId: 1,
    matrixType: 'COSTING - SUPPLIER',
    priceIncrement: 'DISTANCE',
    minimumPrice: 2000,
    rows: [
      { from: 0, to: 10, interval: 5, priceBreak: 800 },
      { from: 10, to: 50, interval: 10, priceBreak: 1200 },
      { from: 50, to: null, interval: 1, priceBreak: 100 },
    ],
    ...overrides,
  };
}

/** An active area rule for central London postcodes, any vehicle type, 10% capped at £5 on both sides. */
export function buildAreaRule(overrides: Partial<AreaChargeRule> = {}): AreaChargeRule {
  return {
    name: 'Central London',
    order: 10,
    postcodes: 'EC\nWC',
    postcodeExclusions: '',
    vehicleTypeIds: [],
    pricePercentage: 10,
    maxPrice: 500,
    costPercentage: 10,
    maxCost: 500,
    isDeactivated: false,
    ...overrides,
  };
}

/** 23 miles between Manchester and Leeds postcodes, no backload, no rules, no charges. */
export function buildPricingInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    vehicleTypeId: 1,
    miles: 23,
    minutes: 45,
    pricingMatrix: buildPricingMatrix(),
    costingMatrix: buildCostingMatrix(),
    isBackload: false,
    backloadMultiplier: 80,
    applyPostcodePricingRules: true,
    areaRules: [],
    stops: [{ postcode: 'M1 1AA' }, { postcode: 'LS1 4DY' }],
    additionalCharges: [],
    ...overrides,
  };
}
