/**
 * REST routes of the Reports screen (behaviour.md "Reports / Report contents" Reports): the two sales reports as JSON, and every
 * report as an xlsx download at its JSON path + '/Xlsx' (behaviour.md "Settings / Settings screen"). Thin: parse, call, map.
 */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { today } from '../../domain/dates.js';
import { penceToPounds } from '../../domain/money.js';
import { toRestCreditLine } from '../customers/customer.mapper.js';
import { creditReport } from '../customers/customer.service.js';
import { supplierEarnings } from '../manifests/manifest.earnings.js';
import { profitability, simpleProfitability, type ProfitabilityLine, type SimpleProfitabilityLine } from './profitability.service.js';
import { creditSheet, earningsSheet, profitabilitySheet, simpleProfitabilitySheet, userIpLogSheet } from './report.sheets.js';
import { buildXlsx } from './report.xlsx.js';
import { userIpLogs } from './user-ip-log.service.js';

type Range = { Params: { from: string; to: string }; Querystring: Record<string, string | undefined> };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A report over a date range, optionally for customers whose name matches. */
const report = (summary: string, ok: R.TSchema) => ({ summary, params: R.DATE_RANGE, querystring: R.Query({ customerName: R.QueryText('Part of the customer name.') }), response: R.Answers({ 200: ok }) });

/** customerName, matched without regard to the query key's case (the spec writes it camelCase). */
const customerNameOf = (query: Record<string, string | undefined>) => query[Object.keys(query).find((k) => k.toLowerCase() === 'customername') ?? ''] ?? null;

const money = (t: { pricePence: number; costPence: number; profitPence: number; marginPercent: number | null }) => ({
  Price: penceToPounds(t.pricePence), Cost: penceToPounds(t.costPence), Profit: penceToPounds(t.profitPence), Margin: t.marginPercent,
});

/** A simple profitability line in PascalCase (behaviour.md "Reports / Report contents": Date, Day, TotalNumberManifests, Price, and ours). */
export const toRestSimpleLine = (l: SimpleProfitabilityLine) => ({
  Date: l.date, Day: l.day, TotalNumberConsignments: l.totalNumberConsignments, TotalNumberManifests: l.totalNumberManifests, ...money(l),
});

/** A profitability line in PascalCase. */
export const toRestProfitabilityLine = (l: ProfitabilityLine) => ({
  ConsignmentId: l.consignmentId, ConsignmentNumber: l.consignmentNumber, StartDateTime: l.startDateTime.toISOString(),
  Customer: { Id: l.customerId, Name: l.customerName }, VehicleType: l.vehicleType, PONumber: l.poNumber,
  CustomerReference: l.customerReference, ManifestNumbers: l.manifestNumbers, ...money(l),
});

/** Sends workbook bytes as a download named after the report and its range. */
function sendXlsx(reply: FastifyReply, name: string, bytes: Buffer) {
  const file = `${name}.xlsx`;
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(file)}`)
    .send(bytes);
}

/** GET /Consignments/{from}/{to}/SimpleProfitability and /Profitability (JSON and /Xlsx), and the other reports' /Xlsx. */
export async function reportRoutes(app: FastifyInstance) {
  app.get<Range>('/Consignments/:from/:to/SimpleProfitability', { schema: report('Simple profitability by day.', R.Json('Lines and Totals.')) }, async (request) => {
    const report = await simpleProfitability(request.ctx, request.params.from, request.params.to, customerNameOf(request.query));
    return { Lines: report.lines.map(toRestSimpleLine), Totals: { TotalNumberConsignments: report.totals.totalNumberConsignments, TotalNumberManifests: report.totals.totalNumberManifests, ...money(report.totals) } };
  });
  app.get<Range>('/Consignments/:from/:to/Profitability', { schema: report('Profitability by consignment.', R.Json('Lines and Totals.')) }, async (request) => {
    const report = await profitability(request.ctx, request.params.from, request.params.to, customerNameOf(request.query));
    return { Lines: report.lines.map(toRestProfitabilityLine), Totals: { NumberOfConsignments: report.totals.numberOfConsignments, ...money(report.totals) } };
  });

  app.get<Range>('/Consignments/:from/:to/SimpleProfitability/Xlsx', { schema: report('Simple profitability as a spreadsheet.', R.FileAnswer(XLSX)) }, async (request, reply) => {
    const { from, to } = request.params;
    const report = await simpleProfitability(request.ctx, from, to, customerNameOf(request.query));
    return sendXlsx(reply, `Simple Profitability ${from} to ${to}`, await buildXlsx(simpleProfitabilitySheet(report)));
  });
  app.get<Range>('/Consignments/:from/:to/Profitability/Xlsx', { schema: report('Profitability as a spreadsheet.', R.FileAnswer(XLSX)) }, async (request, reply) => {
    const { from, to } = request.params;
    const report = await profitability(request.ctx, from, to, customerNameOf(request.query));
    return sendXlsx(reply, `Profitability ${from} to ${to}`, await buildXlsx(profitabilitySheet(report)));
  });
  app.get<Range>('/Suppliers/:from/:to/Earnings/Xlsx', { schema: report('Supplier earnings as a spreadsheet.', R.FileAnswer(XLSX)) }, async (request, reply) => {
    const { from, to } = request.params;
    const lines = await supplierEarnings(request.ctx, from, to);
    return sendXlsx(reply, `Earnings ${from} to ${to}`, await buildXlsx(earningsSheet(lines)));
  });
  app.get('/Customers/Report/Credit/Xlsx', { schema: { summary: 'The credit report as a spreadsheet.', response: R.Answers({ 200: R.FileAnswer(XLSX) }) } }, async (request, reply) => {
    const customers = await creditReport(request.ctx);
    const sheet = creditSheet(customers, (c) => toRestCreditLine(c).AccountType.Name);
    return sendXlsx(reply, `Credit ${today(request.ctx.now)}`, await buildXlsx(sheet));
  });
  app.get<Range>('/UserIpLogs/:from/:to/Xlsx', { schema: report('Sign-ins by address as a spreadsheet.', R.FileAnswer(XLSX)) }, async (request, reply) => {
    const { from, to } = request.params;
    const logs = await userIpLogs(request.ctx, from, to);
    return sendXlsx(reply, `User Ip Logs ${from} to ${to}`, await buildXlsx(userIpLogSheet(logs)));
  });
}
