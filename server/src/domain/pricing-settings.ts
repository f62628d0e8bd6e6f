/**
 * Rules of the pricing settings (behaviour.md "Settings / Additional charges, area rules and price matrices" Price matrix, Area additional charge rule, Additional
 * charge; global settings): pure, so the settings screen can show the same messages before it sends.
 */
import type { FieldError } from '../errors.js';
import { normalisePostcode } from './area-rules.js';
import { poundsToPence } from './money.js';

/** Percentages (backload multiplier, area rule percentages) run from 0 to 1000 %. */
export const MAX_PERCENTAGE = 1000;

/** A UK postcode prefix: area letters, then optionally district, sector and unit (e.g. SW, SW1A, SW1A1, SW1A1AA). */
const UK_PREFIX = /^[A-Z]{1,2}(\d[A-Z\d]?(\d[A-Z]{0,2})?)?$/;

/** behaviour.md "Settings / Additional charges, area rules and price matrices": newline-separated prefixes, each a UK postcode prefix; blank lines are ignored. */
export function postcodeListErrors(list: string | null | undefined, field: string, required: boolean): FieldError[] {
  const lines = (list ?? '').split(/\r?\n/).map(normalisePostcode).filter(Boolean);
  if (required && !lines.length) return [{ field, message: `${field} needs at least one postcode prefix` }];
  return lines.filter((p) => !UK_PREFIX.test(p)).map((p) => ({ field, message: `'${p}' is not a UK postcode prefix` }));
}

/** The prefixes as stored: one per line, upper case, no spaces or blank lines. */
export function normalisedPostcodeList(list: string | null | undefined): string {
  return (list ?? '').split(/\r?\n/).map(normalisePostcode).filter(Boolean).join('\n');
}

/** A percentage field: required or optional, 0 to MAX_PERCENTAGE. */
export function percentageErrors(value: number | null | undefined, field: string, required: boolean): FieldError[] {
  if (value === undefined || value === null) return required ? [{ field, message: `${field} is required` }] : [];
  if (!Number.isFinite(value) || value < 0 || value > MAX_PERCENTAGE) return [{ field, message: `${field} must be between 0 and ${MAX_PERCENTAGE}` }];
  return [];
}

/** An amount in pounds: optional (null), not negative, at most 2 decimals. */
export function amountErrors(value: number | null | undefined, field: string, required: boolean): FieldError[] {
  if (value === undefined || value === null) return required ? [{ field, message: `${field} is required` }] : [];
  const pence = poundsToPence(value);
  if (pence === null || pence < 0 || pence > 2_000_000_000) return [{ field, message: `${field} must be an amount in pounds, not negative, with at most 2 decimals` }];
  return [];
}

/** A matrix band as typed (behaviour.md "Settings / Additional charges, area rules and price matrices" PriceMatrices: From, To, Interval, PriceBreak; pounds). */
export interface MatrixRowDraft { from?: number | null; to?: number | null; interval?: number | null; priceBreak?: number | null }

/** behaviour.md "Settings / Additional charges, area rules and price matrices": each band From < To (To empty = open-ended), Interval > 0, PriceBreak an amount; bands do not overlap. */
export function matrixRowErrors(rows: MatrixRowDraft[]): FieldError[] {
  const errors: FieldError[] = [];
  rows.forEach((r, i) => {
    const at = `PriceMatrices[${i}]`;
    if (r.from === undefined || r.from === null || !Number.isFinite(r.from) || r.from < 0) errors.push({ field: `${at}.From`, message: 'From must be a number, 0 or more' });
    else if (r.to !== undefined && r.to !== null && !(Number.isFinite(r.to) && r.from < r.to)) errors.push({ field: `${at}.To`, message: 'From must be less than To' });
    if (r.interval === undefined || r.interval === null || !Number.isFinite(r.interval) || r.interval <= 0) errors.push({ field: `${at}.Interval`, message: 'Interval must be greater than 0' });
    errors.push(...amountErrors(r.priceBreak, `${at}.PriceBreak`, true));
  });
  if (errors.length) return errors;
  const sorted = [...rows].sort((a, b) => a.from! - b.from!);
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1];
    if (before.to === undefined || before.to === null || before.to > sorted[i].from!) return [{ field: 'PriceMatrices', message: 'Matrix bands must not overlap' }];
  }
  return errors;
}
