/**
 * The sheet of each report download (behaviour.md "Customers / Credit report": Profitability, Simple Profitability, Earnings, Credit,
 * and the User Ip Logs): which columns, in which format, and the totals row.
 */
import { overLimitPence } from '../../domain/customer.js';
import type { Customer } from '../customers/customer.entity.js';
import type { SupplierEarnings } from '../manifests/manifest.earnings.js';
import type { UserIpLog } from '../users/user-ip-log.entity.js';
import type { ProfitabilityLine, ProfitabilityTotals, Report, SimpleProfitabilityLine, SimpleProfitabilityTotals } from './profitability.service.js';
import { dateCell, dateTimeCell, moneyCell, percentCell, type XlsxColumn, type XlsxSheet } from './report.xlsx.js';

type Money = { pricePence: number; costPence: number; profitPence: number; marginPercent: number | null };

const moneyColumns = <Row extends Money>(): XlsxColumn<Row>[] => [
  { header: 'Price', kind: 'money', width: 14, value: (l) => moneyCell(l.pricePence) },
  { header: 'Cost', kind: 'money', width: 14, value: (l) => moneyCell(l.costPence) },
  { header: 'Profit', kind: 'money', width: 14, value: (l) => moneyCell(l.profitPence) },
  { header: 'Margin', kind: 'percent', width: 10, value: (l) => percentCell(l.marginPercent) },
];

const moneyTotals = (t: Money) => ({ Price: moneyCell(t.pricePence), Cost: moneyCell(t.costPence), Profit: moneyCell(t.profitPence), Margin: percentCell(t.marginPercent) });

/** Sales summary: a row per London day. */
export function simpleProfitabilitySheet(report: Report<SimpleProfitabilityLine, SimpleProfitabilityTotals>): XlsxSheet<SimpleProfitabilityLine> {
  return {
    name: 'Sales Summary',
    rows: report.lines,
    columns: [
      { header: 'Date', kind: 'date', value: (l) => dateCell(l.date) },
      { header: 'Day', kind: 'text', value: (l) => l.day },
      { header: 'Consignments', kind: 'integer', value: (l) => l.totalNumberConsignments },
      { header: 'Manifests', kind: 'integer', value: (l) => l.totalNumberManifests },
      ...moneyColumns<SimpleProfitabilityLine>(),
    ],
    totals: { Date: 'Total', Consignments: report.totals.totalNumberConsignments, Manifests: report.totals.totalNumberManifests, ...moneyTotals(report.totals) },
  };
}

/** Sales: a row per consignment. */
export function profitabilitySheet(report: Report<ProfitabilityLine, ProfitabilityTotals>): XlsxSheet<ProfitabilityLine> {
  return {
    name: 'Sales',
    rows: report.lines,
    columns: [
      { header: 'Date', kind: 'dateTime', width: 17, value: (l) => dateTimeCell(l.startDateTime) },
      { header: 'Consignment', kind: 'integer', value: (l) => l.consignmentNumber },
      { header: 'Customer', kind: 'text', width: 30, value: (l) => l.customerName },
      { header: 'Vehicle Type', kind: 'text', width: 16, value: (l) => l.vehicleType },
      { header: 'PO Number', kind: 'text', value: (l) => l.poNumber },
      { header: 'Customer Reference', kind: 'text', width: 20, value: (l) => l.customerReference },
      { header: 'Manifests', kind: 'text', value: (l) => l.manifestNumbers.join(', ') },
      ...moneyColumns<ProfitabilityLine>(),
    ],
    totals: { Date: 'Total', Consignment: report.totals.numberOfConsignments, ...moneyTotals(report.totals) },
  };
}

/** Earnings: a row per supplier. */
export function earningsSheet(lines: SupplierEarnings[]): XlsxSheet<SupplierEarnings> {
  const sum = (pick: (e: SupplierEarnings) => number) => lines.reduce((total, e) => total + pick(e), 0);
  return {
    name: 'Earnings',
    rows: lines,
    columns: [
      { header: 'Supplier', kind: 'text', width: 30, value: (e) => e.supplierName },
      { header: 'Manifests', kind: 'integer', value: (e) => e.numberOfManifests },
      { header: 'Cost Total', kind: 'money', width: 14, value: (e) => moneyCell(e.costTotalPence) },
      { header: 'Deductions', kind: 'money', width: 14, value: (e) => moneyCell(e.deductionsPence) },
      { header: 'Net', kind: 'money', width: 14, value: (e) => moneyCell(e.netPence) },
    ],
    totals: {
      Supplier: 'Total', Manifests: sum((e) => e.numberOfManifests), 'Cost Total': moneyCell(sum((e) => e.costTotalPence)),
      Deductions: moneyCell(sum((e) => e.deductionsPence)), Net: moneyCell(sum((e) => e.netPence)),
    },
  };
}

/** Credit: a row per customer with a balance; the total over limit counts only customers over it (behaviour.md "Customers / Credit report"). */
export function creditSheet(customers: Customer[], accountTypeName: (c: Customer) => string): XlsxSheet<Customer> {
  const over = (c: Customer) => overLimitPence(c.outstandingBalancePence, c.creditLimitPence);
  return {
    name: 'Credit',
    rows: customers,
    columns: [
      { header: 'Customer', kind: 'text', width: 30, value: (c) => c.name },
      { header: 'Account Type', kind: 'text', width: 26, value: accountTypeName },
      { header: 'On Stop', kind: 'text', value: (c) => (c.isOnStop ? 'Yes' : 'No') },
      { header: 'Credit Limit', kind: 'money', width: 14, value: (c) => moneyCell(c.creditLimitPence) },
      { header: 'Outstanding Balance', kind: 'money', width: 20, value: (c) => moneyCell(c.outstandingBalancePence) },
      { header: 'Over Limit', kind: 'money', width: 14, value: (c) => moneyCell(over(c)) },
    ],
    totals: {
      Customer: 'Total',
      'Outstanding Balance': moneyCell(customers.reduce((sum, c) => sum + c.outstandingBalancePence, 0)),
      'Over Limit': moneyCell(customers.reduce((sum, c) => sum + Math.max(0, over(c)), 0)),
    },
  };
}

/** User IP logs: a row per sign-in attempt; the totals row counts attempts and failures. */
export function userIpLogSheet(logs: UserIpLog[]): XlsxSheet<UserIpLog> {
  return {
    name: 'User Ip Logs',
    rows: logs,
    columns: [
      { header: 'Date', kind: 'dateTime', width: 17, value: (l) => dateTimeCell(l.createdAt) },
      { header: 'Username', kind: 'text', width: 30, value: (l) => l.username },
      { header: 'IP Address', kind: 'text', width: 16, value: (l) => l.ipAddress },
      { header: 'Device', kind: 'text', width: 38, value: (l) => l.deviceUuid ?? null },
      { header: 'Succeeded', kind: 'text', value: (l) => (l.succeeded ? 'Yes' : 'No') },
      { header: 'Outcome', kind: 'text', width: 20, value: (l) => l.outcome },
    ],
    totals: { Date: 'Total', Username: `${logs.length} attempts`, Succeeded: `${logs.filter((l) => !l.succeeded).length} failed` },
  };
}
