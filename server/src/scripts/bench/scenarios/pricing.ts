import type { AreaChargeRule } from '../../../domain/area-rules.js';
import { calculatePrice, type PriceMatrix, type PricingInput } from '../../../domain/pricing.js';
import { Random } from '../../seed-large/random.js';
import { ukPlaces } from '../../seed-large/uk-places.js';
import { percentiles } from '../stats.js';
import type { Scenario, ScenarioResult } from '../types.js';

const matrix = (matrixType: PriceMatrix['matrixType'], scale: number, minimumPrice: number): PriceMatrix => ({
  customerId: null,
  vehicleTypeId: 3,
  matrixType,
  priceIncrement: 'DISTANCE',
  minimumPrice,
  rows: [
    { from: 0, to: 10, interval: 5, priceBreak: Math.round(1000 * scale) },
    { from: 10, to: 50, interval: 10, priceBreak: Math.round(1500 * scale) },
    { from: 50, to: 200, interval: 1, priceBreak: Math.round(120 * scale) },
    { from: 200, to: null, interval: 1, priceBreak: Math.round(100 * scale) },
  ],
});

const rule = (name: string, order: number, postcodes: string): AreaChargeRule => ({
  name, order, postcodes, postcodeExclusions: 'EC1A 9', vehicleTypeIds: [], pricePercentage: 10, maxPrice: 5000, costPercentage: 5, maxCost: 2500, isDeactivated: false,
});

/** 1,000 varied quotes (miles, stops, backload, area rules), like a day of bookings and re-quotes. */
function quotes(): PricingInput[] {
  const random = new Random(9);
  const pricing = matrix('PRICING', 1, 2500);
  const costing = matrix('COSTING - SUPPLIER', 0.8, 2000);
  const areaRules = [rule('Central London', 10, 'EC\nWC\nSW1\nW1'), rule('Heathrow', 20, 'TW6'), rule('Highlands', 30, 'AB\nIV\nKW')];
  return Array.from({ length: 1000 }, () => ({
    vehicleTypeId: 3,
    miles: random.int(1, 450),
    minutes: random.int(10, 600),
    pricingMatrix: pricing,
    costingMatrix: costing,
    isBackload: random.next() < 0.1,
    backloadMultiplier: 70,
    applyPostcodePricingRules: random.next() < 0.8,
    areaRules,
    stops: Array.from({ length: random.int(2, 6) }, () => ({ postcode: random.pick(ukPlaces).postcode, additionalCharges: random.next() < 0.2 ? [{ label: 'Tail lift', price: 1500, cost: 1000 }] : [] })),
    additionalCharges: random.next() < 0.3 ? [{ label: 'Waiting time', price: 2000, cost: 1500 }] : [],
  }));
}

/** Quotes per second for `seconds`, timing batches of 1,000 to get per-quote latency. */
function measure(seconds: number, work: (input: PricingInput) => number, inputs: PricingInput[]) {
  const perQuote: number[] = [];
  let sink = 0;
  let count = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    const t = performance.now();
    for (const input of inputs) sink += work(input);
    perQuote.push(((performance.now() - t) / inputs.length) * 1000);
    count += inputs.length;
  }
  if (sink === -1) console.warn('unreachable');
  return { perSecond: count / ((performance.now() - started) / 1000), perQuoteMicros: percentiles(perQuote) };
}

/** (a) The pure pricing function, in the bench process (no I/O: pricing is domain code). */
export const pricingScenario: Scenario = {
  id: 'pricing',
  title: 'Pricing: calculatePrice quotes/s',
  needsServer: false,
  async run(ctx): Promise<ScenarioResult> {
    const inputs = quotes();
    measure(0.5, (i) => calculatePrice(i).price, inputs); // warm-up so the JIT has compiled it
    const app = measure(ctx.size.pricingSeconds, (i) => calculatePrice(i).price, inputs);
    const floor = measure(ctx.size.pricingSeconds, (i) => i.miles * 2 + i.stops.length, inputs);
    const rssMb = process.memoryUsage().rss / 1024 / 1024;
    return {
      id: this.id,
      title: this.title,
      meaning: 'Quotes per second of the pure pricing function on 1,000 varied inputs (1-450 miles, 2-6 stops, area rules, backloads), one core. Latency columns are microseconds per quote (from batches of 1,000). The floor is a trivial loop over the same inputs (reading two fields), i.e. what iterating costs; ratio = floor q/s / pricing q/s.',
      target: '>= 500,000 quotes/s',
      met: app.perSecond >= 500_000,
      rows: [
        { variant: 'calculatePrice (µs/quote)', latency: app.perQuoteMicros, throughput: app.perSecond, unit: 'quotes/s', peakRssMb: rssMb, ratio: floor.perSecond / app.perSecond },
        { variant: 'floor: trivial loop', throughput: floor.perSecond, unit: 'quotes/s' },
      ],
    };
  },
};
