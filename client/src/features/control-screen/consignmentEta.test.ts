import { expect, test } from '@playwright/test';
import { etaOf, isRunningLate } from './consignmentRules';

const stop = (isCompleted: boolean, eta: string | null, isLate = false) => ({ isCompleted, eta, isLate });

test('a row shows the ETA of its next stop not completed, else its last stop\'s', () => {
  expect(etaOf({ consignmentAddresses: [stop(true, '2026-11-25T09:00:00Z'), stop(false, '2026-11-25T10:30:00Z')] })).toBe('2026-11-25T10:30:00Z');
  expect(etaOf({ consignmentAddresses: [stop(true, '2026-11-25T09:00:00Z'), stop(true, '2026-11-25T10:00:00Z')] })).toBe('2026-11-25T10:00:00Z');
  expect(etaOf({ consignmentAddresses: [stop(false, null), stop(false, '2026-11-25T10:30:00Z')] })).toBeNull();
  expect(etaOf({ consignmentAddresses: [] })).toBeNull();
});

test('a row runs late when any of its stops is flagged late', () => {
  expect(isRunningLate({ consignmentAddresses: [stop(false, null), stop(false, null, true)] })).toBe(true);
  expect(isRunningLate({ consignmentAddresses: [stop(false, null)] })).toBe(false);
});
