import { expect, test } from '@playwright/test';
import { customerFormErrors, move, toCustomerInput } from './customerForm';

test('a duplicate contact name is refused, case-insensitive and trimmed', () => {
  const messages = customerFormErrors({ contacts: [{ name: 'Sam' }, { name: ' sam ' }] }).map((e) => e.message);
  expect(messages).toContain('A contact with this name already exists');
});

test('an address needs AddressLine1, Postcode and Country', () => {
  const messages = customerFormErrors({ addresses: [{ town: 'Hull' }] }).map((e) => e.message);
  expect(messages).toEqual(expect.arrayContaining(['AddressLine1 is required', 'Postcode is required', 'Country is required']));
});

test("a new user's passwords must match", () => {
  const messages = customerFormErrors({ customerUsers: [{ email: 'a@b.example', password: 'password1', confirmPassword: 'password2' }] }).map((e) => e.message);
  expect(messages).toContain('Passwords do not match!');
});

test('columns are saved with Order = position; no parent clears it', () => {
  const input = toCustomerInput({ name: 'X', columns: [{ columnId: 5, name: 'A', isVisible: true }, { columnId: 2, name: 'B', isVisible: false }] }, 3);
  expect(input.consignmentControlScreenColumns).toEqual([{ columnId: 5, order: 1, isVisible: true }, { columnId: 2, order: 2, isVisible: false }]);
  expect(input.hasParent).toBe(false);
  expect(input.parentId).toBeNull();
  expect(input.version).toBe(3);
});

test('move swaps neighbours and stops at the ends', () => {
  expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
});
