import { expect, test } from '@playwright/test';
import { firstAndOthers, matrixTypeInput, othersTag, prefixList } from './pricingRules';

test('a multi-select shows the first item plus (n others)', () => {
  expect(firstAndOthers([])).toBe('');
  expect(firstAndOthers(['Van'])).toBe('Van');
  expect(firstAndOthers(['Van', 'Luton', 'Artic'])).toBe('Van (2 others)');
  expect(othersTag(1)).toBe('(1 others)');
});

test('postcode prefixes are listed one line each, blanks dropped', () => {
  expect(prefixList('EC1\n\n  W1 \n')).toBe('EC1, W1');
});

test('matrix types are sent as the API words them', () => {
  expect(matrixTypeInput('PRICING')).toBe('PRICING');
  expect(matrixTypeInput('COSTING_SUPPLIER')).toBe('COSTING - SUPPLIER');
});
