import { expect, test } from '@playwright/test';
import { confirmationText, modalInvoiceDate, money, needsConfirmation, presetRange, screenInvoiceDate, ukDate, ukDateOf } from './accountsRules';

// Wednesday 18 November 2026, 10:00 London (GMT).
const wednesday = new Date('2026-11-18T10:00:00Z');

test('date presets: today, yesterday, this week Monday to Sunday, last week (spec 2 §9)', () => {
  expect(presetRange('Today', wednesday)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
  expect(presetRange('Yesterday', wednesday)).toEqual({ from: '2026-11-17', to: '2026-11-17' });
  expect(presetRange('This week', wednesday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(presetRange('Last week', wednesday)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  const sunday = new Date('2026-11-22T23:30:00Z');
  expect(presetRange('This week', sunday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  // 23:30 UTC on 31 May is already 1 June in London (BST).
  expect(presetRange('Today', new Date('2026-05-31T23:30:00Z'))).toEqual({ from: '2026-06-01', to: '2026-06-01' });
});

test('confirmation only under missing PO number, incorrect profit margin and missing POD date time (spec 2 §5)', () => {
  expect(needsConfirmation('MISSING_PO_NUMBER')).toBe(true);
  expect(needsConfirmation('INCORRECT_PROFIT_MARGIN')).toBe(true);
  expect(needsConfirmation('MISSING_POD_DATETIME')).toBe(true);
  expect(needsConfirmation('READY_TO_INVOICE')).toBe(false);
  expect(needsConfirmation('IGNORE_PROFIT_MARGIN')).toBe(false);
  expect(confirmationText('MISSING_PO_NUMBER', 2)).toBe("The selected 2 consignments have the issue 'Missing PO number'. Invoice anyway?");
});

test('invoice date: yesterday on the screen, today in the modal (spec 2 §5)', () => {
  expect(screenInvoiceDate(wednesday)).toBe('2026-11-17');
  expect(modalInvoiceDate(wednesday)).toBe('2026-11-18');
});

test('money with £ and 2 decimals, dates DD/MM/YYYY (spec 2 §9)', () => {
  expect(money(1234.5)).toBe('£1,234.50');
  expect(money(-0.05)).toBe('-£0.05');
  expect(money(null)).toBe('');
  expect(ukDate('2026-11-17')).toBe('17/11/2026');
  expect(ukDateOf('2026-07-01T23:30:00Z')).toBe('02/07/2026');
});
