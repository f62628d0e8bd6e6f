// What is applied on top of the matrices' bands: minimums, backloads, area rules, charges and hand-set amounts.
import { buildAreaRule, buildPricingInput, buildPricingMatrix } from './pricing.fixtures.js';
import { calculatePrice } from './pricing.js';

// Worked example used throughout: 23 miles on the default matrices (see pricing.fixtures.ts).
// Price: 0-10 miles = 10/5 = 2 x £10 = £20; 10-50 miles = 13/10 = 1.3 -> 2 x £15 = £30; total £50.00.
// Cost:  0-10 miles = 2 x £8 = £16;        10-50 miles = 1.3 x £12 = £15.60;           total £31.60.

describe('minimum price (behaviour.md "Pricing / Price calculation")', () => {
  it('raises the price and the cost to their matrix minimums, saying so', () => {
    const result = calculatePrice(buildPricingInput({ miles: 10 }));
    expect(result.recommendedPrice).toBe(2500);
    expect(result.recommendedCost).toBe(2000);
    expect(result.breakdown.price.at(-1)).toEqual({ label: 'Raised to the minimum price of £25.00', amount: 500 });
    expect(result.breakdown.cost.at(-1)).toEqual({ label: 'Raised to the minimum cost of £20.00', amount: 400 });
  });

  it('charges the minimum for a zero-mile job', () => {
    expect(calculatePrice(buildPricingInput({ miles: 0 })).recommendedPrice).toBe(2500);
  });

  it('adds no minimum line when the bands already reach it', () => {
    expect(calculatePrice(buildPricingInput({ miles: 23 })).breakdown.price.some((l) => l.label.startsWith('Raised'))).toBe(false);
  });
});

describe('backload (behaviour.md "Pricing / Price calculation")', () => {
  it('multiplies price and cost by BackloadMultiplier / 100', () => {
    const result = calculatePrice(buildPricingInput({ isBackload: true, backloadMultiplier: 80 }));
    expect(result.recommendedPrice).toBe(4000);
    expect(result.recommendedCost).toBe(2528);
    expect(result.breakdown.price.at(-1)).toEqual({ label: 'Backload (80%)', amount: -1000 });
  });

  it('leaves a consignment that is not a backload alone', () => {
    expect(calculatePrice(buildPricingInput({ isBackload: false, backloadMultiplier: 80 })).recommendedPrice).toBe(5000);
  });

  it('rounds the multiplied amount half up to the penny', () => {
    const matrix = buildPricingMatrix({ priceIncrement: 'TIME', minimumPrice: 0, rows: [{ from: 0, to: null, interval: 1, priceBreak: 2505 }] });
    expect(calculatePrice(buildPricingInput({ pricingMatrix: matrix, isBackload: true, backloadMultiplier: 50 })).recommendedPrice).toBe(1253);
  });

  it('applies after the minimum, so a backload may go below it', () => {
    expect(calculatePrice(buildPricingInput({ miles: 0, isBackload: true, backloadMultiplier: 80 })).recommendedPrice).toBe(2000);
  });
});

describe('area rules (behaviour.md "Pricing / Price calculation", DESIGN "Pricing" step 4)', () => {
  const inLondon = [{ postcode: 'M1 1AA' }, { postcode: 'EC1A 1BB' }];

  it('adds the rule percentage of the running price and cost', () => {
    const result = calculatePrice(buildPricingInput({ stops: inLondon, areaRules: [buildAreaRule({ maxPrice: null, maxCost: null })] }));
    expect(result.recommendedPrice).toBe(5500);
    expect(result.recommendedCost).toBe(3476);
    expect(result.breakdown.price.at(-1)).toEqual({ label: 'Area rule Central London (10%)', amount: 500 });
  });

  it('caps what a rule adds at MaxPrice and MaxCost', () => {
    const rule = buildAreaRule({ pricePercentage: 20, maxPrice: 500, costPercentage: 20, maxCost: 400 });
    const result = calculatePrice(buildPricingInput({ stops: inLondon, areaRules: [rule] }));
    expect(result.recommendedPrice).toBe(5500); // 20% = £10, capped at £5
    expect(result.recommendedCost).toBe(3560); // 20% = £6.32, capped at £4
    expect(result.breakdown.price.at(-1)?.label).toBe('Area rule Central London (20%, at most £5.00)');
  });

  it('uses the cost percentage and cap for the cost, independently of the price ones', () => {
    const rule = buildAreaRule({ pricePercentage: 10, maxPrice: null, costPercentage: 5, maxCost: 100 });
    const result = calculatePrice(buildPricingInput({ stops: inLondon, areaRules: [rule] }));
    expect(result.recommendedPrice).toBe(5500);
    expect(result.recommendedCost).toBe(3260); // 5% = £1.58, capped at £1
  });

  it('applies rules in Order, each on the running amount including earlier rules', () => {
    const uncapped20 = buildAreaRule({ name: 'B', order: 10, pricePercentage: 20, maxPrice: null });
    const capped10 = buildAreaRule({ name: 'A', order: 20, pricePercentage: 10, maxPrice: 500 });
    const result = calculatePrice(buildPricingInput({ stops: inLondon, areaRules: [capped10, uncapped20] }));
    expect(result.recommendedPrice).toBe(5000 + 1000 + 500); // B on £50, then A on £60 = £6, capped at £5
    const swapped = calculatePrice(buildPricingInput({ stops: inLondon, areaRules: [{ ...capped10, order: 5 }, uncapped20] }));
    expect(swapped.recommendedPrice).toBe(5000 + 500 + 1100); // A on £50 = £5, then B on £55
  });

  it('adds a rule once, however many stops are in its area', () => {
    const stops = [{ postcode: 'EC1A 1BB' }, { postcode: 'EC2V 7HH' }, { postcode: 'WC2N 5DU' }];
    const result = calculatePrice(buildPricingInput({ stops, areaRules: [buildAreaRule({ maxPrice: null })] }));
    expect(result.recommendedPrice).toBe(5500);
  });

  it('rounds the percentage half up to the penny', () => {
    const matrix = buildPricingMatrix({ priceIncrement: 'TIME', minimumPrice: 0, rows: [{ from: 0, to: null, interval: 1, priceBreak: 5005 }] });
    const result = calculatePrice(buildPricingInput({ pricingMatrix: matrix, stops: inLondon, areaRules: [buildAreaRule({ maxPrice: null })] }));
    expect(result.recommendedPrice).toBe(5005 + 501);
  });

  it('applies after the backload multiplier', () => {
    const result = calculatePrice(buildPricingInput({ stops: inLondon, isBackload: true, areaRules: [buildAreaRule({ maxPrice: null })] }));
    expect(result.recommendedPrice).toBe(4000 + 400);
  });

  it('applies no rule when ApplyPostcodePricingRules is off', () => {
    const result = calculatePrice(buildPricingInput({ stops: inLondon, applyPostcodePricingRules: false, areaRules: [buildAreaRule()] }));
    expect(result.recommendedPrice).toBe(5000);
  });

  it('skips rules that do not match: other areas, excluded stops, other vehicle types, deactivated', () => {
    const areaRules = [
      buildAreaRule({ name: 'Leeds', postcodes: 'LS' }),
      buildAreaRule({ name: 'Excluded', postcodeExclusions: 'M1' }),
      buildAreaRule({ name: 'Lorries', vehicleTypeIds: [2] }),
      buildAreaRule({ name: 'Off', isDeactivated: true }),
      buildAreaRule({ name: 'Vans', vehicleTypeIds: [1] }),
    ];
    const result = calculatePrice(buildPricingInput({ stops: inLondon, areaRules }));
    expect(result.breakdown.price.filter((l) => l.label.startsWith('Area rule')).map((l) => l.label)).toEqual([
      'Area rule Vans (10%, at most £5.00)',
    ]);
  });
});

describe('additional charges (behaviour.md "Pricing / Price calculation")', () => {
  it('adds consignment and stop charges after the area rules, which do not take a percentage of them', () => {
    const result = calculatePrice(
      buildPricingInput({
        stops: [{ postcode: 'EC1A 1BB', additionalCharges: [{ label: 'Waiting time', price: 1000, cost: 800 }] }, { postcode: 'M1 1AA' }],
        additionalCharges: [{ label: 'Tail lift', price: 2000, cost: 1500 }],
        areaRules: [buildAreaRule({ maxPrice: null, maxCost: null })],
      }),
    );
    expect(result.recommendedPrice).toBe(5000 + 500 + 2000 + 1000);
    expect(result.recommendedCost).toBe(3160 + 316 + 1500 + 800);
    expect(result.breakdown.price.slice(-2)).toEqual([
      { label: 'Tail lift', amount: 2000 },
      { label: 'Waiting time', amount: 1000 },
    ]);
  });

  it('adds charges on top of the minimum rather than counting towards it', () => {
    const result = calculatePrice(buildPricingInput({ miles: 0, additionalCharges: [{ label: 'Tail lift', price: 2000, cost: 0 }] }));
    expect(result.recommendedPrice).toBe(4500);
  });
});

describe('manual price and cost (behaviour.md "Pricing / Price calculation" PriceManuallySet)', () => {
  it('keeps a hand-set price while still recommending one', () => {
    const result = calculatePrice(buildPricingInput({ priceManuallySet: true, currentPrice: 9999 }));
    expect(result.price).toBe(9999);
    expect(result.recommendedPrice).toBe(5000);
    expect(result.cost).toBe(3160);
  });

  it('follows the recommendation when the price was not set by hand', () => {
    const result = calculatePrice(buildPricingInput({ priceManuallySet: false, currentPrice: 9999 }));
    expect(result.price).toBe(5000);
  });

  it('keeps a hand-set cost when CostManuallySet is given', () => {
    const result = calculatePrice(buildPricingInput({ costManuallySet: true, currentCost: 1234 }));
    expect(result.cost).toBe(1234);
    expect(result.price).toBe(5000);
  });
});

