// Which matrix prices a consignment and how its DISTANCE or TIME bands add up.
import { buildCostingMatrix, buildPricingInput, buildPricingMatrix } from './pricing.fixtures.js';
import { calculatePrice, chooseMatrix, metresToMiles, secondsToMinutes, type PriceMatrix } from './pricing.js';

// Worked example used throughout: 23 miles on the default matrices (see pricing.fixtures.ts).
// Price: 0-10 miles = 10/5 = 2 x £10 = £20; 10-50 miles = 13/10 = 1.3 -> 2 x £15 = £30; total £50.00.
// Cost:  0-10 miles = 2 x £8 = £16;        10-50 miles = 1.3 x £12 = £15.60;           total £31.60.

describe('route units (behaviour.md "Pricing / Price calculation")', () => {
  it('rounds metres / 1609.34 to whole miles', () => {
    expect(metresToMiles(0)).toBe(0);
    expect(metresToMiles(1609.34)).toBe(1);
    expect(metresToMiles(804.66)).toBe(0);
    expect(metresToMiles(804.67)).toBe(1);
    expect(metresToMiles(37014)).toBe(23);
  });

  it('rounds seconds / 60 to whole minutes', () => {
    expect(secondsToMinutes(89)).toBe(1);
    expect(secondsToMinutes(90)).toBe(2);
    expect(secondsToMinutes(2700)).toBe(45);
  });
});

describe('chooseMatrix (DESIGN "Pricing" step 1)', () => {
  const defaultVan = buildPricingMatrix({ vehicleTypeId: 1 });
  const acmeVan = buildPricingMatrix({ vehicleTypeId: 1, customerId: 'acme', minimumPrice: 1 });
  const defaultLorry = buildPricingMatrix({ vehicleTypeId: 2 });
  const costingVan = buildCostingMatrix({ vehicleTypeId: 1 });
  const matrices: PriceMatrix[] = [defaultVan, costingVan, acmeVan, defaultLorry];

  it("prefers the customer's own PRICING matrix for the vehicle type", () => {
    expect(chooseMatrix(matrices, 'acme', 1, 'PRICING')).toBe(acmeVan);
  });

  it('falls back to the default matrix when the customer has none for that vehicle type', () => {
    expect(chooseMatrix(matrices, 'acme', 2, 'PRICING')).toBe(defaultLorry);
    expect(chooseMatrix(matrices, 'other', 1, 'PRICING')).toBe(defaultVan);
    expect(chooseMatrix(matrices, null, 1, 'PRICING')).toBe(defaultVan);
  });

  it('picks the COSTING - SUPPLIER matrix for costing, never a pricing one', () => {
    expect(chooseMatrix(matrices, null, 1, 'COSTING - SUPPLIER')).toBe(costingVan);
    expect(chooseMatrix(matrices, null, 2, 'COSTING - SUPPLIER')).toBeNull();
  });

  it('gives null when the vehicle type has no matrix at all', () => {
    expect(chooseMatrix(matrices, 'acme', 9, 'PRICING')).toBeNull();
  });
});

describe('DISTANCE matrices (behaviour.md "Pricing / Price calculation")', () => {
  it('adds each band portion beyond From up to To, divided by Interval, times PriceBreak', () => {
    const result = calculatePrice(buildPricingInput({ miles: 23 }));
    expect(result.recommendedPrice).toBe(5000);
    expect(result.recommendedCost).toBe(3160);
    expect(result.breakdown.price).toEqual([
      { label: 'Miles 0-10: 2 x £10.00', amount: 2000 },
      { label: 'Miles 10-50: 2 x £15.00', amount: 3000 },
    ]);
    expect(result.breakdown.cost).toEqual([
      { label: 'Miles 0-10: 2 x £8.00', amount: 1600 },
      { label: 'Miles 10-50: 1.30 x £12.00', amount: 1560 },
    ]);
  });

  it('rounds band units up for price but not for cost (behaviour.md "Pricing / Price calculation")', () => {
    const result = calculatePrice(buildPricingInput({ miles: 11, costingMatrix: buildCostingMatrix({ minimumPrice: 0 }) }));
    expect(result.recommendedPrice).toBe(2000 + 1500); // 1/10 of an interval charged as a whole one
    expect(result.recommendedCost).toBe(1600 + 120); // 1/10 x £12
  });

  it('charges the open-ended last band for every mile beyond its From', () => {
    const result = calculatePrice(buildPricingInput({ miles: 60 }));
    expect(result.recommendedPrice).toBe(2000 + 4 * 1500 + 10 * 120);
    expect(result.recommendedCost).toBe(1600 + 4 * 1200 + 10 * 100);
    expect(result.breakdown.price[2]).toEqual({ label: 'Miles over 50: 10 x £1.20', amount: 1200 });
  });

  it('ignores bands whose From the miles do not pass (m > From, not m >= From)', () => {
    const result = calculatePrice(buildPricingInput({ miles: 10, pricingMatrix: buildPricingMatrix({ minimumPrice: 0 }) }));
    expect(result.breakdown.price).toEqual([{ label: 'Miles 0-10: 2 x £10.00', amount: 2000 }]);
  });

  it('rounds each cost band to the penny, half up', () => {
    const thirds = buildCostingMatrix({ minimumPrice: 0, rows: [{ from: 0, to: null, interval: 3, priceBreak: 100 }] });
    expect(calculatePrice(buildPricingInput({ miles: 1, costingMatrix: thirds })).recommendedCost).toBe(33);
    expect(calculatePrice(buildPricingInput({ miles: 2, costingMatrix: thirds })).recommendedCost).toBe(67);
    const halves = buildCostingMatrix({ minimumPrice: 0, rows: [{ from: 0, to: null, interval: 2, priceBreak: 101 }] });
    expect(calculatePrice(buildPricingInput({ miles: 1, costingMatrix: halves })).recommendedCost).toBe(51);
  });

  it('handles fractional intervals exactly', () => {
    const matrix = buildPricingMatrix({ minimumPrice: 0, rows: [{ from: 0, to: null, interval: 0.1, priceBreak: 10 }] });
    expect(calculatePrice(buildPricingInput({ miles: 3, pricingMatrix: matrix })).recommendedPrice).toBe(300);
  });

  it('skips a band with no positive interval instead of dividing by zero', () => {
    const matrix = buildPricingMatrix({ minimumPrice: 0, rows: [{ from: 0, to: 10, interval: 0, priceBreak: 999 }] });
    expect(calculatePrice(buildPricingInput({ miles: 5, pricingMatrix: matrix })).recommendedPrice).toBe(0);
  });
});

describe('TIME matrices (behaviour.md "Pricing / Price calculation")', () => {
  const timeMatrix = (minimumPrice = 0): PriceMatrix =>
    buildPricingMatrix({
      priceIncrement: 'TIME',
      minimumPrice,
      rows: [
        { from: 0, to: 60, interval: 60, priceBreak: 3000 },
        { from: 60, to: 120, interval: 60, priceBreak: 1500 },
        { from: 120, to: null, interval: 60, priceBreak: 1500 },
      ],
    });

  it('adds the PriceBreak of each band whose From the minutes pass', () => {
    const price = (minutes: number): number => calculatePrice(buildPricingInput({ minutes, pricingMatrix: timeMatrix() })).recommendedPrice;
    expect(price(0)).toBe(0);
    expect(price(1)).toBe(3000);
    expect(price(60)).toBe(3000);
    expect(price(61)).toBe(4500);
    expect(price(500)).toBe(6000);
  });

  it('reads minutes, not miles', () => {
    const result = calculatePrice(buildPricingInput({ miles: 999, minutes: 30, pricingMatrix: timeMatrix() }));
    expect(result.breakdown.price).toEqual([{ label: 'Over 0 minutes', amount: 3000 }]);
  });

  it('lets price and cost use different increments', () => {
    const result = calculatePrice(buildPricingInput({ miles: 23, minutes: 61, costingMatrix: { ...timeMatrix(), matrixType: 'COSTING - SUPPLIER' } }));
    expect(result.recommendedPrice).toBe(5000);
    expect(result.recommendedCost).toBe(4500);
  });

  it('raises a time price to the minimum too', () => {
    expect(calculatePrice(buildPricingInput({ minutes: 0, pricingMatrix: timeMatrix(2500) })).recommendedPrice).toBe(2500);
  });
});

describe('missing matrices', () => {
  it('prices only the charges when the vehicle type has no matrix, and says why', () => {
    const result = calculatePrice(
      buildPricingInput({ pricingMatrix: null, costingMatrix: null, additionalCharges: [{ label: 'Tail lift', price: 2000, cost: 1500 }] }),
    );
    expect(result.recommendedPrice).toBe(2000);
    expect(result.recommendedCost).toBe(1500);
    expect(result.breakdown.price[0]).toEqual({ label: 'No pricing matrix for this vehicle type', amount: 0 });
    expect(result.breakdown.cost[0]).toEqual({ label: 'No costing matrix for this vehicle type', amount: 0 });
  });
});
