/**
 * Money in the domain is integer pence (DESIGN "Rules shared by all code"); APIs and screens show
 * pounds to 2 decimals with the £ symbol (behaviour.md "Shared conventions / Formats, money and time"). Everything here is exact integer arithmetic,
 * so a price never drifts by a penny because of binary floating point.
 */

/** Percentages are taken to 4 decimal places (12.3456%), so percent x 10,000 is an exact integer. */
const PERCENT_SCALE = 10_000;

const POUNDS_PATTERN = /^(-)?£?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

function assertPence(pence: number): void {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
}

/** Shows an amount the way the spec displays prices (behaviour.md "Shared conventions / Formats, money and time": '£', 2 decimals), e.g. '£1,234.50', '-£0.05'. */
export function formatMoney(pence: number): string {
  assertPence(pence);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  // Grouped by hand (toLocaleString costs about a microsecond a call, most of a quote's price in the
  // bench), and only when there is something to group.
  const whole = String(Math.floor(abs / 100));
  const pounds = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** Converts pence to pounds for API output, where money is shown as pounds to 2 decimals (DESIGN). */
export function penceToPounds(pence: number): number {
  assertPence(pence);
  return pence / 100;
}

/**
 * Parses pounds typed by a user or sent by an integrator ('12.5', '£1,234.56', 12.34) into pence;
 * null for anything that is not an amount or has more than 2 decimals, so no input is silently rounded.
 */
export function poundsToPence(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = POUNDS_PATTERN.exec(String(value).trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const pence = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  return minus && pence !== 0 ? -pence : pence;
}

/** True when a value can be stored as money (behaviour.md "Booking / Consignment search and export" "Price must be valid"): whole pence, not negative. */
export function isValidPence(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Exact floor division of integers, so the rounding helpers below never suffer a float off-by-one. */
function divideFloor(numerator: number, denominator: number): { quotient: number; remainder: number } {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return { quotient, remainder };
}

function assertDivisible(numerator: number, denominator: number): void {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} exactly`);
  }
}

/**
 * Integer division rounded half up (half away from zero for negative amounts): the one rounding rule
 * for money in Dispatch, used for cost bands, backload and area-rule percentages.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertDivisible(numerator, denominator);
  const { quotient, remainder } = divideFloor(Math.abs(numerator), denominator);
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** Integer division rounded up, for price bands where a started interval is charged whole (behaviour.md "Shared conventions / Formats, money and time"). */
export function divideCeil(numerator: number, denominator: number): number {
  assertDivisible(numerator, denominator);
  const { quotient, remainder } = divideFloor(numerator, denominator);
  return remainder > 0 ? quotient + 1 : quotient;
}

/**
 * `percent`% of an amount in pence, rounded half up to the penny. Percent is taken to 4 decimals so
 * the arithmetic stays exact; used for the backload multiplier and area rules (behaviour.md "Shared conventions / Formats, money and time").
 */
export function percentOf(pence: number, percent: number): number {
  assertPence(pence);
  if (!Number.isFinite(percent)) throw new RangeError(`Percentage must be a number, got ${percent}`);
  const scaledPercent = Math.round(percent * PERCENT_SCALE);
  return divideRoundHalfUp(pence * scaledPercent, 100 * PERCENT_SCALE);
}
