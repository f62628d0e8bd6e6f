import { expect, test } from '@playwright/test';
import { confirmationText, invoiceSummary, podDecisionSummary, modalInvoiceDate, money, needsConfirmation, presetRange, screenInvoiceDate, totalOf, ukDate, ukDateOf } from './accountsRules';

// Wednesday 18 November 2026, 10:00 London (GMT).
const wednesday = new Date('2026-11-18T10:00:00Z');

test('date presets: today, yesterday, this week Monday to Sunday, last week (behaviour.md "Accounts / Accounts screen")', () => {
  expect(presetRange('Today', wednesday)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
  expect(presetRange('Yesterday', wednesday)).toEqual({ from: '2026-11-17', to: '2026-11-17' });
  expect(presetRange('This week', wednesday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(presetRange('Last week', wednesday)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  const sunday = new Date('2026-11-22T23:30:00Z');
  expect(presetRange('This week', sunday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  // 23:30 UTC on 31 May is already 1 June in London (BST).
  expect(presetRange('Today', new Date('2026-05-31T23:30:00Z'))).toEqual({ from: '2026-06-01', to: '2026-06-01' });
});

test('confirmation only under missing PO number, incorrect profit margin and missing POD date time (behaviour.md "Accounts / Invoicing")', () => {
  expect(needsConfirmation('MISSING_PO_NUMBER')).toBe(true);
  expect(needsConfirmation('INCORRECT_PROFIT_MARGIN')).toBe(true);
  expect(needsConfirmation('MISSING_POD_DATETIME')).toBe(true);
  expect(needsConfirmation('READY_TO_INVOICE')).toBe(false);
  expect(needsConfirmation('IGNORE_PROFIT_MARGIN')).toBe(false);
  expect(confirmationText('MISSING_PO_NUMBER', 2)).toBe("The selected 2 consignments have the issue 'Missing PO number'. Invoice anyway?");
});

test('invoice date: yesterday on the screen, today in the modal (behaviour.md "Accounts / Invoicing")', () => {
  expect(screenInvoiceDate(wednesday)).toBe('2026-11-17');
  expect(modalInvoiceDate(wednesday)).toBe('2026-11-18');
});

test('money with £ and 2 decimals, dates DD/MM/YYYY (behaviour.md "Accounts / Accounts screen")', () => {
  expect(money(1234.5)).toBe('£1,234.50');
  expect(money(-0.05)).toBe('-£0.05');
  expect(money(null)).toBe('');
  expect(ukDate('2026-11-17')).toBe('17/11/2026');
  expect(ukDateOf('2026-07-01T23:30:00Z')).toBe('02/07/2026');
});

test('invoicing says what it will do: how many, their total and the date (issue 19 item 9)', () => {
  const rows = [{ id: 1, price: 60 }, { id: 2, price: 0.1 }, { id: 3, price: 0.2 }];
  expect(totalOf(rows, [2, 3], (r) => r.price)).toBe(0.3);
  expect(invoiceSummary('consignment', 2, 120.5, '2026-11-24')).toBe('Invoice 2 consignments totalling £120.50, dated 24/11/2026? This cannot be undone.');
  expect(invoiceSummary('manifest', 1, 40, '2026-11-24')).toBe('Invoice 1 manifest costing £40.00, dated 24/11/2026? This cannot be undone.');
});

test('approving or rejecting proofs of delivery says how many and the total first (issue 19 item 9)', () => {
  expect(podDecisionSummary('Approve', 1, 40)).toBe('Approve 1 proof of delivery for manifests costing £40.00? This cannot be undone.');
  expect(podDecisionSummary('Reject', 2, 80)).toBe('Reject 2 proofs of delivery for manifests costing £80.00? This cannot be undone.');
});
