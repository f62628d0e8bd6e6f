/**
 * Consignment pricing and costing (behaviour.md "Pricing / Price calculation"; DESIGN "Pricing (spec part 1, section 9), as decided").
 * All money is integer pence. Rounding, decided once for the whole calculation:
 * - price bands charge every started Interval whole (units rounded up), so they need no rounding;
 * - cost bands charge the exact fraction of an Interval, rounded half up to the penny, per band;
 * - the backload multiplier and area-rule percentages are rounded half up to the penny, each step
 *   on its own, before the next step uses the running amount (see money.ts `percentOf`).
 */
import { matchingAreaRules, type AreaChargeRule } from './area-rules.js';
import type { Id } from './id.js';
import { divideCeil, divideRoundHalfUp, formatMoney, percentOf } from './money.js';

/** Which side of the business a matrix prices (behaviour.md "Pricing / Price calculation"). */
export type MatrixType = 'PRICING' | 'COSTING - SUPPLIER';

/** Whether a matrix's bands are miles or minutes (behaviour.md "Pricing / Price calculation" MatrixPriceIncrement). */
export type MatrixPriceIncrement = 'DISTANCE' | 'TIME';

/** One band of a price matrix (behaviour.md "Pricing / Price calculation" PriceMatrices). `to` null means the band has no upper end. */
export interface PriceMatrixRow {
  from: number;
  to: number | null;
  interval: number;
  /** Pence per Interval (DISTANCE) or per band passed (TIME). */
  priceBreak: number;
}

/** A price matrix: a customer's (customerId set) or the default (customerId null) for a vehicle type. */
export interface PriceMatrix {
  customerId: Id | null;
  vehicleTypeId: Id;
  matrixType: MatrixType;
  priceIncrement: MatrixPriceIncrement;
  minimumPrice: number;
  rows: readonly PriceMatrixRow[];
}

/** An additional charge on the consignment or on a stop (behaviour.md "Settings / Additional charges, area rules and price matrices"), in pence. */
export interface ChargeLine {
  label: string;
  price: number;
  cost: number;
}

/** What pricing needs from a stop: its postcode (area rules) and its own additional charges. */
export interface PricedStop {
  postcode: string;
  additionalCharges?: readonly ChargeLine[];
}

/** Everything the calculation reads; the caller loads it (pricing does no I/O). */
export interface PricingInput {
  vehicleTypeId: Id;
  /** Route miles, already rounded with `metresToMiles`. */
  miles: number;
  /** Route minutes, already rounded with `secondsToMinutes`. */
  minutes: number;
  /** From `chooseMatrix(..., 'PRICING')`; null when the vehicle type has none. */
  pricingMatrix: PriceMatrix | null;
  /** From `chooseMatrix(..., 'COSTING - SUPPLIER')`; null when the vehicle type has none. */
  costingMatrix: PriceMatrix | null;
  isBackload: boolean;
  /** Global setting BackloadMultiplier, a percentage (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
  backloadMultiplier: number;
  applyPostcodePricingRules: boolean;
  areaRules: readonly AreaChargeRule[];
  stops: readonly PricedStop[];
  /** Consignment-level additional charges. */
  additionalCharges: readonly ChargeLine[];
  /** PriceManuallySet: the hand-set `currentPrice` is kept (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
  priceManuallySet?: boolean;
  currentPrice?: number;
  /** CostManuallySet (manifests, behaviour.md "Manifests / Manifest lifecycle and status colour"): the hand-set `currentCost` is kept. */
  costManuallySet?: boolean;
  currentCost?: number;
}

/** One step of the calculation, so a screen can explain a price; the amounts add up to the total. */
export interface BreakdownLine {
  label: string;
  amount: number;
}

/** RecommendedPrice / RecommendedCost, the Price / Cost to store, and how they were reached. */
export interface PricingResult {
  recommendedPrice: number;
  recommendedCost: number;
  price: number;
  cost: number;
  breakdown: { price: BreakdownLine[]; cost: BreakdownLine[] };
}

type Side = 'price' | 'cost';

const METRES_PER_MILE = 1609.34;
/** Band limits are taken to thousandths so fractional From / To / Interval stay exact integers. */
const BAND_SCALE = 1000;
const scaled = (value: number): number => Math.round(value * BAND_SCALE);

/** Route metres to the whole miles pricing uses (behaviour.md "Booking / Consignment search and export": metres / 1609.34, rounded). */
export function metresToMiles(metres: number): number {
  return Math.round(metres / METRES_PER_MILE);
}

/** Route seconds to the whole minutes pricing uses (behaviour.md "Booking / Consignment search and export": seconds / 60, rounded). */
export function secondsToMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/**
 * Picks the matrix to price with (DESIGN "Pricing" step 1): the customer's own matrix of that type for
 * the vehicle type, else the default one (no customer). Costing passes customerId null.
 */
export function chooseMatrix<M extends PriceMatrix>(
  matrices: readonly M[],
  customerId: Id | null,
  vehicleTypeId: Id,
  matrixType: MatrixType,
): M | null {
  const fits = (m: M, owner: Id | null): boolean =>
    m.customerId === owner && m.vehicleTypeId === vehicleTypeId && m.matrixType === matrixType;
  const own = customerId === null ? undefined : matrices.find((m) => fits(m, customerId));
  return own ?? matrices.find((m) => fits(m, null)) ?? null;
}

/*
 * The lines, breakdowns and line lists a quote makes are built by constructors, not object or array
 * literals. V8 may decide that a literal's allocation site makes long-lived objects and allocate all its
 * later objects in the old space ("allocation-site pretenuring"); whether it does depends on what the
 * process did before, and when it did, pricing ran at 420,000 instead of 1,100,000 quotes/s with the old
 * space refilling every half second (issue 9; measured in docs/decisions.md). Constructors have no
 * allocation site.
 */
class Line implements BreakdownLine {
  constructor(readonly label: string, readonly amount: number) {}
}

class Breakdown {
  constructor(readonly price: BreakdownLine[], readonly cost: BreakdownLine[]) {}
}

const line = (label: string, amount: number): BreakdownLine => new Line(label, amount);
const NO_CHARGES: readonly ChargeLine[] = Object.freeze([]);
const NO_RULES: readonly AreaChargeRule[] = Object.freeze([]);

function formatUnits(units: number): string {
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}

// A matrix is priced thousands of times: each band's name and rate are written once per row object.
const bandTexts = new WeakMap<PriceMatrixRow, { band: string; rate: string }>();

function textsOf(row: PriceMatrixRow): { band: string; rate: string } {
  let texts = bandTexts.get(row);
  if (!texts) {
    texts = { band: row.to === null ? `Miles over ${row.from}: ` : `Miles ${row.from}-${row.to}: `, rate: ` x ${formatMoney(row.priceBreak)}` };
    bandTexts.set(row, texts);
  }
  return texts;
}

/** One DISTANCE band (behaviour.md "Pricing / Price calculation"): the miles beyond From, up to To, in Intervals times PriceBreak. */
function distanceLine(row: PriceMatrixRow, miles: number, side: Side): BreakdownLine | null {
  if (!(miles > row.from) || !(row.interval > 0)) return null; // a zero interval is a broken band: it adds nothing
  const upper = row.to === null ? miles : Math.min(miles, row.to);
  const portion = scaled(upper) - scaled(row.from);
  if (portion <= 0) return null;
  const interval = scaled(row.interval);
  const { band, rate } = textsOf(row);
  if (side === 'price') {
    const units = divideCeil(portion, interval); // a started interval is charged whole (price only)
    return line(band + units + rate, units * row.priceBreak);
  }
  const amount = divideRoundHalfUp(portion * row.priceBreak, interval); // exact fraction, to the penny
  return line(band + formatUnits(portion / interval) + rate, amount);
}

/** One TIME band (behaviour.md "Shared conventions / Formats, money and time"): its PriceBreak once the minutes pass its From. */
function timeLine(row: PriceMatrixRow, minutes: number): BreakdownLine | null {
  if (!(minutes > row.from)) return null;
  return line(`Over ${row.from} minutes`, row.priceBreak);
}

function matrixLines(matrix: PriceMatrix | null, input: PricingInput, side: Side): BreakdownLine[] {
  if (matrix === null) return [line(`No ${side === 'price' ? 'pricing' : 'costing'} matrix for this vehicle type`, 0)];
  const lines = new Array<BreakdownLine>();
  for (const row of matrix.rows) {
    const line = matrix.priceIncrement === 'DISTANCE' ? distanceLine(row, input.miles, side) : timeLine(row, input.minutes);
    if (line !== null) lines.push(line);
  }
  return lines;
}

const total = (lines: readonly BreakdownLine[]): number => lines.reduce((sum, line) => sum + line.amount, 0);

/** DESIGN "Pricing" step 4: a rule adds its percentage of the running amount, capped, once. */
function areaRuleLine(rule: AreaChargeRule, running: number, side: Side): BreakdownLine {
  const percentage = side === 'price' ? rule.pricePercentage : rule.costPercentage;
  const cap = side === 'price' ? rule.maxPrice : rule.maxCost;
  const uncapped = percentOf(running, percentage);
  const amount = cap === null ? uncapped : Math.min(uncapped, cap);
  const capText = cap === null ? '' : `, at most ${formatMoney(cap)}`;
  return line(`Area rule ${rule.name} (${percentage}%${capText})`, amount);
}

function pushChargeLines(lines: BreakdownLine[], input: PricingInput, side: Side): void {
  for (const charge of input.additionalCharges) lines.push(line(charge.label, charge[side]));
  for (const stop of input.stops) for (const charge of stop.additionalCharges ?? NO_CHARGES) lines.push(line(charge.label, charge[side]));
}

/** Runs DESIGN "Pricing" steps 2-5 for one side (price or cost), recording each step. */
function calculateSide(input: PricingInput, side: Side, rules: readonly AreaChargeRule[]): BreakdownLine[] {
  const matrix = side === 'price' ? input.pricingMatrix : input.costingMatrix;
  const lines = matrixLines(matrix, input, side);
  let running = total(lines);
  const add = (line: BreakdownLine) => {
    lines.push(line);
    running += line.amount;
  };
  const minimum = matrix?.minimumPrice ?? 0;
  if (running < minimum) add(line(`Raised to the minimum ${side} of ${formatMoney(minimum)}`, minimum - running));
  if (input.isBackload) {
    add(line(`Backload (${input.backloadMultiplier}%)`, percentOf(running, input.backloadMultiplier) - running));
  }
  for (const rule of rules) add(areaRuleLine(rule, running, side));
  pushChargeLines(lines, input, side);
  return lines;
}

/**
 * Prices and costs a consignment (behaviour.md "Pricing / Price calculation", DESIGN "Pricing"): matrix bands, minimum, backload, area
 * rules (only when ApplyPostcodePricingRules), additional charges. Price / Cost follow the
 * recommendation unless they were set by hand.
 */
export function calculatePrice(input: PricingInput): PricingResult {
  const rules = input.applyPostcodePricingRules
    ? matchingAreaRules(input.areaRules, input.stops.map((stop) => stop.postcode), input.vehicleTypeId)
    : NO_RULES;
  const priceLines = calculateSide(input, 'price', rules);
  const costLines = calculateSide(input, 'cost', rules);
  const recommendedPrice = total(priceLines);
  const recommendedCost = total(costLines);
  return {
    recommendedPrice,
    recommendedCost,
    price: input.priceManuallySet && input.currentPrice !== undefined ? input.currentPrice : recommendedPrice,
    cost: input.costManuallySet && input.currentCost !== undefined ? input.currentCost : recommendedCost,
    breakdown: new Breakdown(priceLines, costLines),
  };
}
