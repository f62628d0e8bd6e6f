import fc from 'fast-check';
import type { AreaChargeRule } from './area-rules.js';
import { buildAreaRule, buildCostingMatrix, buildPricingInput, buildPricingMatrix } from './pricing.fixtures.js';
import { calculatePrice, type ChargeLine, type PriceMatrixRow } from './pricing.js';

/** Contiguous bands from 0, the last one open-ended or not, with whole or fractional intervals. */
const bandsArb = fc
  .record({
    bands: fc.array(
      fc.record({
        width: fc.integer({ min: 1, max: 40 }),
        interval: fc.oneof(fc.integer({ min: 1, max: 15 }), fc.constantFrom(0.25, 0.5, 2.5)),
        priceBreak: fc.integer({ min: 0, max: 3000 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    openEnded: fc.boolean(),
  })
  .map(({ bands, openEnded }) => {
    let from = 0;
    return bands.map((band, i): PriceMatrixRow => {
      const row = { from, to: openEnded && i === bands.length - 1 ? null : from + band.width, interval: band.interval, priceBreak: band.priceBreak };
      from += band.width;
      return row;
    });
  });

const percentArb = fc.integer({ min: 0, max: 10000 }).map((hundredths) => hundredths / 100);
const moneyArb = fc.integer({ min: 0, max: 100000 });
const postcodeArb = fc.constantFrom('EC1A 1BB', 'M1 1AA', 'LS1 4DY', 'E14 5AB', 'SW1A 1AA');

/** A rule whose cost side never adds more than its price side would on the same amount. */
const ruleArb = fc
  .record({
    order: fc.integer({ min: 0, max: 100 }),
    postcodes: fc.constantFrom('EC', 'M\nLS', 'E1', 'SW'),
    postcodeExclusions: fc.constantFrom('', 'LS', 'E14'),
    pricePercentage: percentArb,
    costShare: fc.double({ min: 0, max: 1, noNaN: true }),
    maxPrice: fc.option(moneyArb, { nil: null }),
    capShare: fc.double({ min: 0, max: 1, noNaN: true }),
    isDeactivated: fc.boolean(),
  })
  .map(({ costShare, capShare, ...rule }): AreaChargeRule =>
    buildAreaRule({
      ...rule,
      costPercentage: Math.floor(rule.pricePercentage * costShare * 100) / 100,
      maxCost: rule.maxPrice === null ? null : Math.floor(rule.maxPrice * capShare),
    }),
  );

const chargeArb = fc
  .record({ price: moneyArb, share: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ price, share }): ChargeLine => ({ label: 'Charge', price, cost: Math.floor(price * share) }));

/** A full pricing input whose costing matrix has the pricing bands with PriceBreaks and minimum no higher. */
const inputArb = fc
  .record({
    rows: bandsArb,
    costShares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
    minimumPrice: moneyArb,
    minimumShare: fc.double({ min: 0, max: 1, noNaN: true }),
    miles: fc.integer({ min: 0, max: 250 }),
    isBackload: fc.boolean(),
    backloadMultiplier: percentArb,
    areaRules: fc.array(ruleArb, { maxLength: 4 }),
    postcodes: fc.array(postcodeArb, { minLength: 1, maxLength: 4 }),
    charges: fc.array(chargeArb, { maxLength: 3 }),
  })
  .map((g) =>
    buildPricingInput({
      miles: g.miles,
      pricingMatrix: buildPricingMatrix({ rows: g.rows, minimumPrice: g.minimumPrice }),
      costingMatrix: buildCostingMatrix({
        rows: g.rows.map((row, i) => ({ ...row, priceBreak: Math.floor(row.priceBreak * g.costShares[i]) })),
        minimumPrice: Math.floor(g.minimumPrice * g.minimumShare),
      }),
      isBackload: g.isBackload,
      backloadMultiplier: g.backloadMultiplier,
      areaRules: g.areaRules.map((rule, i) => ({ ...rule, name: `R${i}` })),
      stops: g.postcodes.map((postcode) => ({ postcode })),
      additionalCharges: g.charges,
    }),
  );

describe('pricing properties (behaviour.md "Pricing / Price calculation")', () => {
  it('never prices below the matrix minimum before backload, area rules and charges', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), fc.integer({ min: 0, max: 2000 }), (input, byTime, minutes) => {
        const timed = { ...input.pricingMatrix!, priceIncrement: byTime ? ('TIME' as const) : ('DISTANCE' as const) };
        const result = calculatePrice({ ...input, minutes, pricingMatrix: timed, isBackload: false, areaRules: [], additionalCharges: [], stops: [] });
        expect(result.recommendedPrice).toBeGreaterThanOrEqual(timed.minimumPrice);
        expect(result.recommendedCost).toBeGreaterThanOrEqual(input.costingMatrix!.minimumPrice);
      }),
    );
  });

  it('never charges less for more miles on a DISTANCE matrix', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), (input, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const price = (miles: number): number => calculatePrice({ ...input, miles }).recommendedPrice;
        expect(price(fewer)).toBeLessThanOrEqual(price(more));
      }),
    );
  });

  it('never costs more than it prices when every cost figure is at most its price figure', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculatePrice(input);
        expect(result.recommendedCost).toBeLessThanOrEqual(result.recommendedPrice);
      }),
    );
  });

  it('explains every penny: the breakdown lines add up to the recommended price and cost', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculatePrice(input);
        const sum = (lines: { amount: number }[]): number => lines.reduce((s, l) => s + l.amount, 0);
        expect(sum(result.breakdown.price)).toBe(result.recommendedPrice);
        expect(sum(result.breakdown.cost)).toBe(result.recommendedCost);
        expect(Number.isSafeInteger(result.recommendedPrice) && Number.isSafeInteger(result.recommendedCost)).toBe(true);
      }),
    );
  });

  it('adds each matching area rule once, never more than its cap', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const lines = calculatePrice(input).breakdown.price.filter((l) => l.label.startsWith('Area rule'));
        const names = lines.map((line) => /^Area rule (R\d+)/.exec(line.label)?.[1]);
        expect(new Set(names).size).toBe(lines.length);
        lines.forEach((line, i) => {
          const rule = input.areaRules.find((r) => r.name === names[i]);
          expect(rule?.isDeactivated).toBe(false);
          expect(line.amount).toBeLessThanOrEqual(rule?.maxPrice ?? Number.POSITIVE_INFINITY);
        });
      }),
    );
  });
});
