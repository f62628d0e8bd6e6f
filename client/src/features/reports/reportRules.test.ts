import { expect, test } from '@playwright/test';
import { percent, pounds, shortDate, xlsxPath } from './reportRules';

test('money and margins show as behaviour.md "Reports / Reports screen" says: £ and 2 decimals', () => {
  expect(pounds(1234.5)).toBe('£1,234.50');
  expect(pounds(-20)).toBe('-£20.00');
  expect(pounds(null)).toBe('');
  expect(percent(16.28)).toBe('16.28%');
  expect(percent(null)).toBe('');
  expect(shortDate('2026-10-25')).toBe('25/10/2026');
});

test('each report downloads from its JSON path + /Xlsx, keeping the customer filter', () => {
  const range = { from: '2026-10-01', to: '2026-10-31' };
  expect(xlsxPath('simpleProfitability', range, ' Acme & Co ')).toBe('/api/Consignments/2026-10-01/2026-10-31/SimpleProfitability/Xlsx?customerName=Acme%20%26%20Co');
  expect(xlsxPath('earnings', range)).toBe('/api/Suppliers/2026-10-01/2026-10-31/Earnings/Xlsx');
  expect(xlsxPath('credit')).toBe('/api/Customers/Report/Credit/Xlsx');
});
