import { matchingAreaRules, normalisePostcode, postcodePrefixes, ruleMatches } from './area-rules.js';
import { buildAreaRule } from './pricing.fixtures.js';

describe('postcode prefixes', () => {
  it('compares postcodes case-insensitively and ignoring spaces (behaviour.md "Settings / Additional charges, area rules and price matrices")', () => {
    expect(normalisePostcode(' sw1a  1aa ')).toBe('SW1A1AA');
  });

  it('splits the newline-separated list and drops blank lines (behaviour.md "Settings / Additional charges, area rules and price matrices")', () => {
    expect(postcodePrefixes('ec1\r\n\n  wc 2 \n')).toEqual(['EC1', 'WC2']);
    expect(postcodePrefixes('')).toEqual([]);
  });
});

describe('ruleMatches (DESIGN "Pricing" step 4)', () => {
  it('matches when a stop postcode starts with one of the rule prefixes', () => {
    expect(ruleMatches(buildAreaRule({ postcodes: 'EC\nWC' }), ['WC2N 5DU'], 1)).toBe(true);
  });

  it('matches whatever the case and spacing of the prefix and the postcode', () => {
    expect(ruleMatches(buildAreaRule({ postcodes: ' ec1a 1 ' }), ['ec1a1bb'], 1)).toBe(true);
  });

  it('matches when any one stop is in the area, not only the first', () => {
    expect(ruleMatches(buildAreaRule(), ['M1 1AA', 'LS1 4DY', 'EC1A 1BB'], 1)).toBe(true);
  });

  it('does not match when no stop is in the area', () => {
    expect(ruleMatches(buildAreaRule(), ['M1 1AA', 'LS1 4DY'], 1)).toBe(false);
  });

  it('treats prefixes as prefixes: E1 also covers E14', () => {
    expect(ruleMatches(buildAreaRule({ postcodes: 'E1' }), ['E14 5AB'], 1)).toBe(true);
    expect(ruleMatches(buildAreaRule({ postcodes: 'E14' }), ['E1 6AN'], 1)).toBe(false);
  });

  it('never matches a rule with no postcodes, or a stop with no postcode', () => {
    expect(ruleMatches(buildAreaRule({ postcodes: '\n \n' }), ['EC1A 1BB'], 1)).toBe(false);
    expect(ruleMatches(buildAreaRule({ postcodes: 'EC' }), ['', '  '], 1)).toBe(false);
  });

  it('does not match when any stop is excluded by PostcodeExclusions', () => {
    const rule = buildAreaRule({ postcodes: 'E', postcodeExclusions: 'EC\nE20' });
    expect(ruleMatches(rule, ['E1 6AN'], 1)).toBe(true);
    expect(ruleMatches(rule, ['EC1A 1BB'], 1)).toBe(false);
    expect(ruleMatches(rule, ['E1 6AN', 'E20 2ST'], 1)).toBe(false);
    expect(ruleMatches(rule, ['E1 6AN', 'ec1a1bb'], 1)).toBe(false);
  });

  it('lets an exclusion outside the area still block the rule, as "no stop is excluded" says', () => {
    const rule = buildAreaRule({ postcodes: 'EC', postcodeExclusions: 'M' });
    expect(ruleMatches(rule, ['EC1A 1BB', 'M1 1AA'], 1)).toBe(false);
  });

  it('applies to every vehicle type when it names none', () => {
    expect(ruleMatches(buildAreaRule({ vehicleTypeIds: [] }), ['EC1A 1BB'], 7)).toBe(true);
  });

  it('applies only to the vehicle types it names', () => {
    const rule = buildAreaRule({ vehicleTypeIds: [2, 3] });
    expect(ruleMatches(rule, ['EC1A 1BB'], 2)).toBe(true);
    expect(ruleMatches(rule, ['EC1A 1BB'], 1)).toBe(false);
  });

  it('compares vehicle type ids exactly, whether string or number', () => {
    expect(ruleMatches(buildAreaRule({ vehicleTypeIds: ['van'] }), ['EC1A 1BB'], 'van')).toBe(true);
    expect(ruleMatches(buildAreaRule({ vehicleTypeIds: ['2'] }), ['EC1A 1BB'], 2)).toBe(false);
  });

  it('never matches a deactivated rule (behaviour.md "Settings / Vehicle types and area rules order")', () => {
    expect(ruleMatches(buildAreaRule({ isDeactivated: true }), ['EC1A 1BB'], 1)).toBe(false);
  });
});

describe('matchingAreaRules', () => {
  it('returns only matching rules, in ascending Order whatever the list order', () => {
    const rules = [
      buildAreaRule({ name: 'C', order: 30 }),
      buildAreaRule({ name: 'Manchester', order: 5, postcodes: 'M' }),
      buildAreaRule({ name: 'A', order: 10 }),
      buildAreaRule({ name: 'Off', order: 1, isDeactivated: true }),
      buildAreaRule({ name: 'B', order: 20 }),
    ];
    expect(matchingAreaRules(rules, ['EC1A 1BB'], 1).map((r) => r.name)).toEqual(['A', 'B', 'C']);
  });

  it('keeps list order between rules with the same Order', () => {
    const rules = [buildAreaRule({ name: 'first', order: 10 }), buildAreaRule({ name: 'second', order: 10 })];
    expect(matchingAreaRules(rules, ['EC1A 1BB'], 1).map((r) => r.name)).toEqual(['first', 'second']);
  });

  it('does not reorder the list it was given', () => {
    const rules = [buildAreaRule({ name: 'late', order: 20 }), buildAreaRule({ name: 'early', order: 10 })];
    matchingAreaRules(rules, ['EC1A 1BB'], 1);
    expect(rules.map((r) => r.name)).toEqual(['late', 'early']);
  });
});
