/** REST routes of the Accounts screen (behaviour.md "Accounts / Invoicing" Accounts and Lookups Events/Invoicing); thin: parse, call, map. */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVOICES_SCHEDULED, type ConsignmentIssue, type ManifestIssue } from '../../domain/accounts.js';
import { requireOffice } from '../../context.js';
import { badInput } from '../../errors.js';
import { queryFlag, queryValue, type Query } from '../../rest/params.js';
import { consignmentsForAccounts, manifestsForAccounts } from './accounts.search.js';
import { toRestAccountsConsignment, toRestAccountsManifest, toRestEvent, toRestInvoice, toRestPodApproval } from './accounts.mapper.js';
import { PodDecision } from './invoice.entity.js';
import { invoicePdf, listInvoices, xeroInvoiceCsv } from './invoice.documents.js';
import { currentInvoicingEvents, invoicingEvent, parseEventType, toEventView } from './invoicing.events.js';
import { scheduleConsignmentInvoicing, scheduleManifestInvoicing, setAccountsFlag, setManifestInvoiceReference } from './invoicing.schedule.js';
import { decidePods, podApprovals } from './tx-pod.service.js';

/** A body the route's schema checked: only its declared fields, under their PascalCase names. */
type Body = Record<string, unknown>;

/** The issue filter of behaviour.md "Accounts / Issue filters" from the behaviour.md "Accounts / Issue filters" flags (at most one); none is READY_TO_INVOICE. */
function issueFrom<T extends string>(query: Query, flags: [string, T][]): T | 'READY_TO_INVOICE' {
  const chosen = flags.filter(([key]) => queryFlag(query, key) ?? false);
  if (chosen.length > 1) throw badInput([{ field: chosen[1][0], message: 'Choose one issue filter at a time' }]);
  return chosen[0]?.[1] ?? 'READY_TO_INVOICE';
}

const CONSIGNMENT_FLAGS: [string, ConsignmentIssue][] = [
  ['po', 'MISSING_PO_NUMBER'], ['profit', 'INCORRECT_PROFIT_MARGIN'], ['pod', 'MISSING_POD_DATETIME'],
  ['hold-invoice', 'HOLD_INVOICE'], ['ignore-profit-margin', 'IGNORE_PROFIT_MARGIN'],
];
const MANIFEST_FLAGS: [string, ManifestIssue][] = [['pod', 'MISSING_POD_DATETIME'], ['zeroCost', 'ZERO_COST'], ['noInvoiceReference', 'NO_INVOICE_REFERENCE'], ['hold-invoice', 'HOLD_INVOICE']];

/** The ids the checked body holds (a bare array arrives as `{Ids}`: asIdsBody). */
const idsOf = (body: Body): unknown => body.Ids;

/** The invoice date from the body (InvoiceDate or Date) or the query (invoiceDate); absent means the default. */
const invoiceDateOf = (body: Body, query: Query): unknown => body.InvoiceDate ?? body.Date ?? queryValue(query, 'invoiceDate');

/** A bare array of ids is read as `{Ids: [...]}` before the schema checks it (preValidation runs first). */
function asIdsBody(request: FastifyRequest, _reply: unknown, done: () => void): void {
  if (Array.isArray(request.body)) request.body = { Ids: request.body };
  done();
}

const EVENT = R.Json('An invoicing run.');
// Read after the office check (a stranger learns nothing from a bad id), so described, not checked here.
const LATE_ID = R.TextParams({ id: 'A whole number.' });
/** Accounts' words (behaviour.md "Messages: accounts"), fields in PascalCase; a missing body reads as {}. */
const CHECKED = { checked: true, dialect: 'settings' } as const;
const INVOICE_DATE = 'The invoice date must be a date (YYYY-MM-DD)';
const IDS = { Ids: R.Ids('The records (or send a bare array).', 'Ids must be whole numbers') };
const FLAG = (field: string) => ({ [field]: R.Flag('Default true.', 'Value must be true or false') });
const flagsQuery = (flags: [string, string][], more: Record<string, R.TSchema>) => R.Query({ ...Object.fromEntries(flags.map(([key]) => [key, R.QueryFlag(key)])), ...more });
/** A route that takes `{Ids, ...}` or a bare array of ids, checked by its schema. */
const idsRoute = (schema: Record<string, unknown>) => ({ schema, preValidation: asIdsBody });
const invoice = (summary: string) => idsRoute({
  summary, querystring: R.Query({ invoiceDate: R.QueryText('The invoice date, YYYY-MM-DD.') }),
  body: R.Body({ ...IDS, InvoiceDate: R.Text('YYYY-MM-DD, not in the future; default yesterday (London).', INVOICE_DATE), Date: R.Text('Another name for InvoiceDate.', INVOICE_DATE) }, 'The records to invoice.', CHECKED),
  response: R.Answers({ 202: R.Json('Message and InvoicingEvent.') }),
});
const flag = (summary: string, fields: Record<string, R.TSchema>) => idsRoute({ summary, body: R.Body({ ...IDS, ...fields }, 'The records to change.', CHECKED), response: R.Answers({ 200: R.Json('Ids: the records changed.') }) });

/** Accounts routes (office; TX PODs admin or accounts: the services enforce it). */
export async function accountsRoutes(app: FastifyInstance) {
  listRoutes(app);
  invoicingRoutes(app);
  flagRoutes(app);
  podRoutes(app);
  documentRoutes(app);
}

function listRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Accounts', { schema: { summary: 'Consignments for invoicing in a date range; at most one issue filter.', params: R.DATE_RANGE, querystring: flagsQuery(CONSIGNMENT_FLAGS, { customer: R.QueryText('Part of the customer name.') }), response: R.Answers({ 200: R.List(R.Json('A consignment line.')) }) } }, async (request) =>
    (await consignmentsForAccounts(request.ctx, { from: request.params.from, to: request.params.to, issue: issueFrom(request.query, CONSIGNMENT_FLAGS), customer: queryValue(request.query, 'customer') }))
      .map(toRestAccountsConsignment));

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Accounts', { schema: { summary: 'Manifests for supplier invoicing in a date range; at most one issue filter.', params: R.DATE_RANGE, querystring: flagsQuery(MANIFEST_FLAGS, { supplier: R.QueryText('Part of the supplier name.') }), response: R.Answers({ 200: R.List(R.Json('A manifest line.')) }) } }, async (request) =>
    (await manifestsForAccounts(request.ctx, { from: request.params.from, to: request.params.to, issue: issueFrom(request.query, MANIFEST_FLAGS), supplier: queryValue(request.query, 'supplier') }))
      .map(toRestAccountsManifest));
}

function invoicingRoutes(app: FastifyInstance) {
  app.post<{ Body: Body; Querystring: Query }>('/Consignments/Invoice', invoice('Invoices consignments (in the background).'), async (request, reply) => {
    const event = await scheduleConsignmentInvoicing(request.ctx, { ids: idsOf(request.body), invoiceDate: invoiceDateOf(request.body, request.query) });
    return reply.status(202).send({ Message: INVOICES_SCHEDULED, InvoicingEvent: toRestEvent(toEventView(event)) });
  });

  app.post<{ Body: Body; Querystring: Query }>('/Manifests/Invoice', invoice('Self-bills manifests (in the background).'), async (request, reply) => {
    const event = await scheduleManifestInvoicing(request.ctx, { ids: idsOf(request.body), invoiceDate: invoiceDateOf(request.body, request.query) });
    return reply.status(202).send({ Message: INVOICES_SCHEDULED, InvoicingEvent: toRestEvent(toEventView(event)) });
  });

  app.get<{ Querystring: Query }>('/Events/Invoicing', { schema: { summary: 'The current invoicing runs.', querystring: R.Query({ type: R.QueryText('Consignment or Manifest.') }), response: R.Answers({ 200: R.List(EVENT) }) } }, async (request) => (await currentInvoicingEvents(request.ctx, parseEventType(queryValue(request.query, 'type')))).map(toRestEvent));
  app.get<{ Params: { id: string } }>('/Events/Invoicing/:id', { schema: { summary: 'One invoicing run.', params: LATE_ID, response: R.Answers({ 200: EVENT }) } }, async (request) => {
    requireOffice(request.ctx); // who before what: a stranger learns nothing from a bad id
    return toRestEvent(await invoicingEvent(request.ctx, wholeId(request.params.id)));
  });
}

function flagRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>('/Consignments/IgnoreProfitMargin', flag('Sets (or clears) Ignore profit margin on consignments.', FLAG('IgnoreProfitMargin')), async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'consignment', 'ignore_profit_margin', idsOf(request.body), request.body.IgnoreProfitMargin ?? true) }));

  app.post<{ Body: Body }>('/Consignments/HoldInvoice', flag('Holds (or releases) consignments\' invoices.', FLAG('HoldInvoice')), async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'consignment', 'hold_invoice', idsOf(request.body), request.body.HoldInvoice ?? true) }));

  app.post<{ Body: Body }>('/Manifests/HoldInvoice', flag('Holds (or releases) manifests\' self-bills.', FLAG('HoldInvoice')), async (request) =>
    ({ Ids: await setAccountsFlag(request.ctx, 'manifest', 'hold_invoice', idsOf(request.body), request.body.HoldInvoice ?? true) }));

  app.put<{ Params: { id: string }; Body: Body }>('/Manifests/:id/InvoiceReference', { schema: { summary: 'Sets a manifest\'s supplier invoice reference.', params: LATE_ID, body: R.Body({ InvoiceReference: R.Text('At most 100 characters; empty or null clears it.', '{Key} must be text') }, 'The supplier\'s invoice reference.', CHECKED), response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    await setManifestInvoiceReference(request.ctx, Number(request.params.id), (request.body.InvoiceReference as string | null | undefined) ?? null);
    return reply.status(204).send();
  });
}

function podRoutes(app: FastifyInstance) {
  app.get('/Manifests/TransportExchangePodApprovals', { schema: { summary: 'Transport exchange proofs of delivery waiting for approval.', response: R.Answers({ 200: R.List(R.Json('A proof of delivery.')) }) } }, async (request) => (await podApprovals(request.ctx)).map(toRestPodApproval));
  app.post<{ Body: Body }>('/Manifests/ApproveTransportExchangePods', flag('Approves transport exchange proofs of delivery.', {}), async (request) => ({ Ids: await decidePods(request.ctx, idsOf(request.body), PodDecision.APPROVED) }));
  app.post<{ Body: Body }>('/Manifests/RejectTransportExchangePods', flag('Rejects transport exchange proofs of delivery.', {}), async (request) => ({ Ids: await decidePods(request.ctx, idsOf(request.body), PodDecision.REJECTED) }));
}

function documentRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/Invoices/:from/:to', { schema: { summary: 'Invoices in a date range.', params: R.DATE_RANGE, response: R.Answers({ 200: R.List(R.Json('An invoice.')) }) } }, async (request) => (await listInvoices(request.ctx, request.params.from, request.params.to)).map(toRestInvoice));
  app.get<{ Querystring: Query }>('/Invoices/Export', { schema: { summary: 'Invoices as a Xero CSV.', querystring: R.Query({ ids: R.QueryText('Invoice ids, comma separated.') }), response: R.Answers({ 200: R.FileAnswer('text/csv') }) } }, async (request, reply) => {
    const ids = (queryValue(request.query, 'ids') ?? '').split(',').filter(Boolean).map((s) => (/^\d{1,9}$/.test(s.trim()) ? Number(s) : NaN));
    const { csv, fileName } = await xeroInvoiceCsv(request.ctx, ids);
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Filename', fileName).header('Content-Disposition', `attachment; filename="${fileName}"`).send(csv);
  });
  app.get<{ Params: { id: string } }>('/Invoices/:id/Report', { schema: { summary: 'An invoice (PDF).', params: LATE_ID, response: R.Answers({ 200: R.FileAnswer('application/pdf') }) } }, async (request, reply) => {
    requireOffice(request.ctx);
    const { pdf, fileName } = await invoicePdf(request.ctx, wholeId(request.params.id));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });
}

function wholeId(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw badInput([{ field: 'id', message: 'id must be a whole number' }]);
  return Number(text);
}
