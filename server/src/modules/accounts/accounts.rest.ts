/** REST routes of the Accounts screen (spec 2 §7 Accounts and Lookups Events/Invoicing); thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { INVOICES_SCHEDULED, type ConsignmentIssue, type ManifestIssue } from '../../domain/accounts.js';
import { requireOffice } from '../../context.js';
import { badInput } from '../../errors.js';
import { consignmentsForAccounts, manifestsForAccounts } from './accounts.search.js';
import { toRestAccountsConsignment, toRestAccountsManifest, toRestEvent, toRestInvoice, toRestPodApproval } from './accounts.mapper.js';
import { PodDecision } from './invoice.entity.js';
import { invoicePdf, listInvoices, xeroInvoiceCsv } from './invoice.documents.js';
import { currentInvoicingEvents, invoicingEvent, parseEventType, toEventView } from './invoicing.events.js';
import { scheduleConsignmentInvoicing, scheduleManifestInvoicing, setAccountsFlag, setManifestInvoiceReference } from './invoicing.schedule.js';
import { decidePods, podApprovals } from './tx-pod.service.js';

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown> | unknown[] | null | undefined;

const value = (query: Query, key: string) => query[Object.keys(query).find((k) => k.toLowerCase() === key.toLowerCase()) ?? ''];

/** A query flag: true/1 or false/0/empty; anything else is a 400. */
function flag(query: Query, key: string): boolean {
  const v = value(query, key)?.trim().toLowerCase();
  if (v === undefined || v === '' || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  throw badInput([{ field: key, message: `${key} must be true or false` }]);
}

/** The issue filter of spec 2 §9 from the spec 2 §7 flags (at most one); none is READY_TO_INVOICE. */
function issueFrom<T extends string>(query: Query, flags: [string, T][]): T | 'READY_TO_INVOICE' {
  const chosen = flags.filter(([key]) => flag(query, key));
  if (chosen.length > 1) throw badInput([{ field: chosen[1][0], message: 'Choose one issue filter at a time' }]);
  return chosen[0]?.[1] ?? 'READY_TO_INVOICE';
}

const CONSIGNMENT_FLAGS: [string, ConsignmentIssue][] = [
  ['po', 'MISSING_PO_NUMBER'], ['profit', 'INCORRECT_PROFIT_MARGIN'], ['pod', 'MISSING_POD_DATETIME'],
  ['hold-invoice', 'HOLD_INVOICE'], ['ignore-profit-margin', 'IGNORE_PROFIT_MARGIN'],
];
const MANIFEST_FLAGS: [string, ManifestIssue][] = [['pod', 'MISSING_POD_DATETIME'], ['zeroCost', 'ZERO_COST'], ['noInvoiceReference', 'NO_INVOICE_REFERENCE'], ['hold-invoice', 'HOLD_INVOICE']];

/** Reads `Ids` from `{Ids: [...]}` (or camelCase) or a bare array. */
function idsOf(body: Body): unknown {
  if (Array.isArray(body)) return body;
  if (!body || typeof body !== 'object') throw badInput([{ field: 'body', message: 'The request body must be a JSON object.' }]);
  return body.Ids ?? body.ids;
}

/** The invoice date from the body (InvoiceDate or Date) or the query (invoiceDate); absent means the default. */
function invoiceDateOf(body: Body, query: Query): unknown {
  const b = body && !Array.isArray(body) && typeof body === 'object' ? body : {};
  return b.InvoiceDate ?? b.invoiceDate ?? b.Date ?? b.date ?? value(query, 'invoiceDate');
}

function fieldOf(body: Body, key: string): unknown {
  if (!body || Array.isArray(body) || typeof body !== 'object') return undefined;
  return body[key] ?? body[key.charAt(0).toLowerCase() + key.slice(1)];
}

/** Accounts routes (office; TX PODs admin or accounts: the services enforce it). */
export async function accountsRoutes(app: FastifyInstance) {
  listRoutes(app);
  invoicingRoutes(app);
  flagRoutes(app);
  podRoutes(app);
  documentRoutes(app);
}

function listRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Accounts', async (request) =>
    (await consignmentsForAccounts(request.ctx, { from: request.params.from, to: request.params.to, issue: issueFrom(request.query, CONSIGNMENT_FLAGS), customer: value(request.query, 'customer') }))
      .map(toRestAccountsConsignment));

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Accounts', async (request) =>
    (await manifestsForAccounts(request.ctx, { from: request.params.from, to: request.params.to, issue: issueFrom(request.query, MANIFEST_FLAGS), supplier: value(request.query, 'supplier') }))
      .map(toRestAccountsManifest));
}

function invoicingRoutes(app: FastifyInstance) {
  app.post<{ Body: Body; Querystring: Query }>('/Consignments/Invoice', async (request, reply) => {
    const event = await scheduleConsignmentInvoicing(request.ctx, { ids: idsOf(request.body), invoiceDate: invoiceDateOf(request.body, request.query) });
    return reply.status(202).send({ Message: INVOICES_SCHEDULED, InvoicingEvent: toRestEvent(toEventView(event)) });
  });

  app.post<{ Body: Body; Querystring: Query }>('/Manifests/Invoice', async (request, reply) => {
    const event = await scheduleManifestInvoicing(request.ctx, { ids: idsOf(request.body), invoiceDate: invoiceDateOf(request.body, request.query) });
    return reply.status(202).send({ Message: INVOICES_SCHEDULED, InvoicingEvent: toRestEvent(toEventView(event)) });
  });

  app.get<{ Querystring: Query }>('/Events/Invoicing', async (request) => (await currentInvoicingEvents(request.ctx, parseEventType(value(request.query, 'type')))).map(toRestEvent));
  app.get<{ Params: { id: string } }>('/Events/Invoicing/:id', async (request) => {
    requireOffice(request.ctx); // who before what: a stranger learns nothing from a bad id
    return toRestEvent(await invoicingEvent(request.ctx, wholeId(request.params.id)));
  });
}

function flagRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>('/Consignments/IgnoreProfitMargin', async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'consignment', 'ignore_profit_margin', idsOf(request.body), fieldOf(request.body, 'IgnoreProfitMargin') ?? true) }));

  app.post<{ Body: Body }>('/Consignments/HoldInvoice', async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'consignment', 'hold_invoice', idsOf(request.body), fieldOf(request.body, 'HoldInvoice') ?? true) }));

  app.post<{ Body: Body }>('/Manifests/HoldInvoice', async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'manifest', 'hold_invoice', idsOf(request.body), fieldOf(request.body, 'HoldInvoice') ?? true) }));

  app.put<{ Params: { id: string }; Body: Body }>('/Manifests/:id/InvoiceReference', async (request, reply) => {
    await setManifestInvoiceReference(request.ctx, Number(request.params.id), fieldOf(request.body, 'InvoiceReference') ?? null);
    return reply.status(204).send();
  });
}

function podRoutes(app: FastifyInstance) {
  app.get('/Manifests/TransportExchangePodApprovals', async (request) => (await podApprovals(request.ctx)).map(toRestPodApproval));
  app.post<{ Body: Body }>('/Manifests/ApproveTransportExchangePods', async (request) => ({ Ids: await decidePods(request.ctx, idsOf(request.body), PodDecision.APPROVED) }));
  app.post<{ Body: Body }>('/Manifests/RejectTransportExchangePods', async (request) => ({ Ids: await decidePods(request.ctx, idsOf(request.body), PodDecision.REJECTED) }));
}

function documentRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/Invoices/:from/:to', async (request) => (await listInvoices(request.ctx, request.params.from, request.params.to)).map(toRestInvoice));
  app.get<{ Querystring: Query }>('/Invoices/Export', async (request, reply) => {
    const ids = (value(request.query, 'ids') ?? '').split(',').filter(Boolean).map((s) => (/^\d{1,9}$/.test(s.trim()) ? Number(s) : NaN));
    const { csv, fileName } = await xeroInvoiceCsv(request.ctx, ids);
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Filename', fileName).header('Content-Disposition', `attachment; filename="${fileName}"`).send(csv);
  });
  app.get<{ Params: { id: string } }>('/Invoices/:id/Report', async (request, reply) => {
    requireOffice(request.ctx);
    const { pdf, fileName } = await invoicePdf(request.ctx, wholeId(request.params.id));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });
}

function wholeId(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw badInput([{ field: 'id', message: 'id must be a whole number' }]);
  return Number(text);
}
