/**
 * REST routes of the Reports screen (spec 2 §7 Reports): the two sales reports as JSON, and every
 * report as an xlsx download at its JSON path + '/Xlsx' (spec 2 §9). Thin: parse, call, map.
 */
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

/** customerName, matched without regard to the query key's case (the spec writes it camelCase). */
const customerNameOf = (query: Record<string, string | undefined>) => query[Object.keys(query).find((k) => k.toLowerCase() === 'customername') ?? ''] ?? null;

const money = (t: { pricePence: number; costPence: number; profitPence: number; marginPercent: number | null }) => ({
  Price: penceToPounds(t.pricePence), Cost: penceToPounds(t.costPence), Profit: penceToPounds(t.profitPence), Margin: t.marginPercent,
});

/** A simple profitability line in PascalCase (spec 2 §3: Date, Day, TotalNumberManifests, Price, and ours). */
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
  app.get<Range>('/Consignments/:from/:to/SimpleProfitability', async (request) => {
    const report = await simpleProfitability(request.ctx, request.params.from, request.params.to, customerNameOf(request.query));
    return { Lines: report.lines.map(toRestSimpleLine), Totals: { TotalNumberConsignments: report.totals.totalNumberConsignments, TotalNumberManifests: report.totals.totalNumberManifests, ...money(report.totals) } };
  });
  app.get<Range>('/Consignments/:from/:to/Profitability', async (request) => {
    const report = await profitability(request.ctx, request.params.from, request.params.to, customerNameOf(request.query));
    return { Lines: report.lines.map(toRestProfitabilityLine), Totals: { NumberOfConsignments: report.totals.numberOfConsignments, ...money(report.totals) } };
  });

  app.get<Range>('/Consignments/:from/:to/SimpleProfitability/Xlsx', async (request, reply) => {
    const { from, to } = request.params;
    const report = await simpleProfitability(request.ctx, from, to, customerNameOf(request.query));
    return sendXlsx(reply, `Simple Profitability ${from} to ${to}`, await buildXlsx(simpleProfitabilitySheet(report)));
  });
  app.get<Range>('/Consignments/:from/:to/Profitability/Xlsx', async (request, reply) => {
    const { from, to } = request.params;
    const report = await profitability(request.ctx, from, to, customerNameOf(request.query));
    return sendXlsx(reply, `Profitability ${from} to ${to}`, await buildXlsx(profitabilitySheet(report)));
  });
  app.get<Range>('/Suppliers/:from/:to/Earnings/Xlsx', async (request, reply) => {
    const { from, to } = request.params;
    const lines = await supplierEarnings(request.ctx, from, to);
    return sendXlsx(reply, `Earnings ${from} to ${to}`, await buildXlsx(earningsSheet(lines)));
  });
  app.get('/Customers/Report/Credit/Xlsx', async (request, reply) => {
    const customers = await creditReport(request.ctx);
    const sheet = creditSheet(customers, (c) => toRestCreditLine(c).AccountType.Name);
    return sendXlsx(reply, `Credit ${today(request.ctx.now)}`, await buildXlsx(sheet));
  });
  app.get<Range>('/UserIpLogs/:from/:to/Xlsx', async (request, reply) => {
    const { from, to } = request.params;
    const logs = await userIpLogs(request.ctx, from, to);
    return sendXlsx(reply, `User Ip Logs ${from} to ${to}`, await buildXlsx(userIpLogSheet(logs)));
  });
}
