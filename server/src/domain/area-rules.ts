/**
 * Area additional charge rules (behaviour.md "Settings / Additional charges, area rules and price matrices"; "Shared conventions / Formats, money and time"; DESIGN "Pricing" step 4): which rules apply to a
 * consignment's stops and vehicle type. The amounts they add are worked out in pricing.ts.
 */

import type { Id } from './id.js';

/** An area additional charge rule as configured in settings (behaviour.md "Settings / Additional charges, area rules and price matrices"). Money in pence. */
export interface AreaChargeRule {
  name: string;
  /** Rules apply in ascending Order (behaviour.md "Shared conventions / Formats, money and time": steps of 10). */
  order: number;
  /** Newline-separated postcode prefixes (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
  postcodes: string;
  /** Newline-separated postcode prefixes that stop the rule applying (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
  postcodeExclusions: string;
  /** Vehicle types the rule is limited to; empty means every vehicle type. */
  vehicleTypeIds: readonly Id[];
  pricePercentage: number;
  /** Cap on what the rule adds to the price; null means no cap. */
  maxPrice: number | null;
  costPercentage: number;
  /** Cap on what the rule adds to the cost; null means no cap. */
  maxCost: number | null;
  /** A deactivated rule never applies (behaviour.md "Settings / Vehicle types and area rules order"). */
  isDeactivated: boolean;
}

/** Postcodes compare case-insensitively and ignoring spaces, so 'sw1a 1aa' matches the prefix 'SW1A1'. */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** Splits a rule's newline-separated prefix list (behaviour.md "Settings / Additional charges, area rules and price matrices"), dropping blank lines so they match nothing. */
export function postcodePrefixes(list: string): string[] {
  return list
    .split(/\r?\n/)
    .map(normalisePostcode)
    .filter((prefix) => prefix !== '');
}

// A firm has tens of rules, priced thousands of times: parse each prefix list once. Bounded, so a
// long-running process that sees many edited lists does not grow without end.
const parsedPrefixes = new Map<string, readonly string[]>();

function cachedPrefixes(list: string): readonly string[] {
  let prefixes = parsedPrefixes.get(list);
  if (!prefixes) {
    if (parsedPrefixes.size >= 1000) parsedPrefixes.clear();
    prefixes = postcodePrefixes(list);
    parsedPrefixes.set(list, prefixes);
  }
  return prefixes;
}

// The same postcodes come back quote after quote; normalising is a regex and a copy each time.
const normalised = new Map<string, string>();

function cachedNormalised(postcode: string): string {
  let value = normalised.get(postcode);
  if (value === undefined) {
    if (normalised.size >= 10_000) normalised.clear();
    value = normalisePostcode(postcode);
    normalised.set(postcode, value);
  }
  return value;
}

function normaliseStops(stopPostcodes: readonly string[]): string[] {
  const postcodes = new Array<string>(); // a literal's allocation site can be pretenured (see pricing.ts)
  for (const postcode of stopPostcodes) {
    const value = cachedNormalised(postcode);
    if (value !== '') postcodes.push(value);
  }
  return postcodes;
}

function anyStartsWith(postcodes: readonly string[], prefixes: readonly string[]): boolean {
  return postcodes.some((postcode) => prefixes.some((prefix) => postcode.startsWith(prefix)));
}

/**
 * Whether one rule applies (DESIGN "Pricing" step 4): active, some stop's postcode starts with one of its
 * Postcodes prefixes, no stop starts with one of its PostcodeExclusions, and the vehicle type is
 * one of its VehicleTypes (or it names none).
 */
export function ruleMatches(rule: AreaChargeRule, stopPostcodes: readonly string[], vehicleTypeId: Id): boolean {
  return matchesNormalised(rule, normaliseStops(stopPostcodes), vehicleTypeId);
}

function matchesNormalised(rule: AreaChargeRule, postcodes: readonly string[], vehicleTypeId: Id): boolean {
  if (rule.isDeactivated) return false;
  const vehicleTypeFits = rule.vehicleTypeIds.length === 0 || rule.vehicleTypeIds.includes(vehicleTypeId);
  return (
    vehicleTypeFits &&
    anyStartsWith(postcodes, cachedPrefixes(rule.postcodes)) &&
    !anyStartsWith(postcodes, cachedPrefixes(rule.postcodeExclusions))
  );
}

/** The rules that apply to a consignment, in the order they are applied (ascending Order, ties keep list order). */
export function matchingAreaRules(
  rules: readonly AreaChargeRule[],
  stopPostcodes: readonly string[],
  vehicleTypeId: Id,
): AreaChargeRule[] {
  const postcodes = normaliseStops(stopPostcodes);
  return rules.filter((rule) => matchesNormalised(rule, postcodes, vehicleTypeId)).sort((a, b) => a.order - b.order);
}
