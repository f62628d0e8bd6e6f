/**
 * Scheduling invoicing (behaviour.md "Accounts / Invoicing" POST /Consignments/Invoice and POST /Manifests/Invoice): checks what
 * the user chose, marks it ReadyToInvoice and records an invoicing event in one transaction; the
 * pg-boss job (invoicing.job.ts) then raises the invoices. Also the flags accounts set on the way.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { BUMP_VERSION } from '../../db/versions.js';
import { invoicingBlocks } from '../../domain/accounts.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { addDays, isIsoDate, today } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';
import { User } from '../users/user.entity.js';
import { InvoicingEvent, InvoicingEventType } from './invoice.entity.js';
import { notifyInvoicingScheduled } from './invoicing.job.js';
import { supplierInvoicing } from './invoicing.suppliers.js';

/** At most this many records per request, so one request cannot hold thousands of row locks. */
export const MAX_IDS = 1000;

/** What a POST .../Invoice sends. */
export interface InvoiceRequest {
  ids: unknown;
  invoiceDate?: unknown;
}

/** Checks a list of ids: whole positive numbers, at least one, at most MAX_IDS, no repeats. */
export function parseIds(ids: unknown, field = 'Ids'): number[] {
  if (!Array.isArray(ids) || !ids.length) throw badInput([{ field, message: 'Select at least one record' }]);
  if (ids.length > MAX_IDS) throw badInput([{ field, message: `At most ${MAX_IDS} records can be sent at once` }]);
  if (ids.some((id) => !Number.isSafeInteger(id) || (id as number) < 1)) throw badInput([{ field, message: 'Ids must be whole numbers' }]);
  return [...new Set(ids as number[])].sort((a, b) => a - b);
}

/**
 * The invoice date: optional, yesterday (London) when absent (behaviour.md "Accounts / Invoicing" "defaults to yesterday");
 * a YYYY-MM-DD date not in the future.
 */
export function parseInvoiceDate(value: unknown, now: Date): string {
  if (value === undefined || value === null || value === '') return addDays(today(now), -1);
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!isIsoDate(text)) throw badInput([{ field: 'InvoiceDate', message: 'The invoice date must be a date (YYYY-MM-DD)' }]);
  if (text > today(now)) throw badInput([{ field: 'InvoiceDate', message: 'The invoice date cannot be in the future' }]);
  return text;
}

interface Lockable { id: number; number: number; invoice_status: number; hold_invoice: boolean; live: boolean }

/** Why each chosen record cannot be scheduled (missing, deleted, on hold, already scheduled or invoiced). */
function refusals(kind: 'Consignment' | 'Manifest', ids: number[], rows: Lockable[]): FieldError[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id): FieldError[] => {
    const r = byId.get(id);
    const field = `Ids[${id}]`;
    if (!r || !r.live) return [{ field, message: `${kind} ${r?.number ?? id} was not found` }];
    if (r.invoice_status === InvoiceStatus.Invoiced) return [{ field, message: `${kind} ${r.number} has already been invoiced` }];
    if (r.invoice_status === InvoiceStatus.ReadyToInvoice) return [{ field, message: `${kind} ${r.number} is already scheduled for invoicing` }];
    if (r.hold_invoice) return [{ field, message: `${kind} ${r.number} is on hold and cannot be invoiced` }];
    return [];
  });
}

async function lockRows(em: EntityManager, kind: 'Consignment' | 'Manifest', ids: number[]): Promise<Lockable[]> {
  const sql = kind === 'Consignment'
    ? `select id, consignment_number as number, invoice_status, hold_invoice, (not is_quote and not is_deleted) as live from consignment where id in (${ids.map(() => '?').join(',')}) order by id for update`
    : `select id, manifest_number as number, invoice_status, hold_invoice, (not is_deleted and supplier_id is not null) as live from manifest where id in (${ids.map(() => '?').join(',')}) order by id for update`;
  return em.getConnection().execute<Lockable[]>(sql, ids, 'all', em.getTransactionContext());
}

/** The shared steps: lock, check, (extra check), mark ReadyToInvoice, record the event; then wake the job. */
async function schedule(ctx: RequestContext, type: InvoicingEventType, request: InvoiceRequest, check?: (em: EntityManager, ids: number[]) => Promise<void>): Promise<InvoicingEvent> {
  const user = requireOffice(ctx);
  const ids = parseIds(request.ids);
  const invoiceDate = parseInvoiceDate(request.invoiceDate, ctx.now);
  const kind = type === InvoicingEventType.CONSIGNMENT ? 'Consignment' : 'Manifest';
  const event = await ctx.em.transactional(async (em) => {
    const problems = refusals(kind, ids, await lockRows(em, kind, ids));
    if (problems.length) throw badInput(problems, problems.length === 1 ? problems[0].message : 'Some of the records cannot be invoiced');
    await check?.(em, ids);
    const table = kind === 'Consignment' ? 'consignment' : 'manifest';
    await em.getConnection().execute(`update ${table} set invoice_status = ${InvoiceStatus.ReadyToInvoice}, ${BUMP_VERSION} where id in (${ids.map(() => '?').join(',')})`, ids, 'run', em.getTransactionContext());
    const e = em.create(InvoicingEvent, { type, invoiceDate, ids, user: em.getReference(User, user.id), dateCreated: ctx.now });
    await em.flush();
    return e;
  });
  await notifyInvoicingScheduled(event.id);
  return event;
}

/** POST /Consignments/Invoice: schedules a customer invoicing run for the chosen consignments. */
export function scheduleConsignmentInvoicing(ctx: RequestContext, request: InvoiceRequest): Promise<InvoicingEvent> {
  return schedule(ctx, InvoicingEventType.CONSIGNMENT, request);
}

/**
 * POST /Manifests/Invoice: schedules a supplier invoicing run, refused with the issues list when a
 * supplier's deductions exceed its invoice total (behaviour.md "Accounts / Invoicing").
 */
export function scheduleManifestInvoicing(ctx: RequestContext, request: InvoiceRequest): Promise<InvoicingEvent> {
  return schedule(ctx, InvoicingEventType.MANIFEST, request, async (em, ids) => {
    const blocks = invoicingBlocks(await supplierInvoicing(em, ids));
    if (blocks.length) throw badInput(blocks.map((b) => ({ field: `Suppliers[${b.supplierId}]`, message: b.message })), 'Manifest invoicing is blocked: supplier deductions exceed the invoice total');
  });
}

/** Sets a flag on Uninvoiced records: IgnoreProfitMargin on consignments, HoldInvoice on either. */
export async function setAccountsFlag(ctx: RequestContext, table: 'consignment' | 'manifest', flag: 'ignore_profit_margin' | 'hold_invoice', ids: unknown, value: unknown): Promise<number[]> {
  requireOffice(ctx);
  const list = parseIds(ids);
  if (typeof value !== 'boolean') throw badInput([{ field: 'Value', message: 'Value must be true or false' }]);
  const kind = table === 'consignment' ? 'Consignment' : 'Manifest';
  return ctx.em.transactional(async (em) => {
    const rows = await lockRows(em, kind, list);
    const problems = refusals(kind, list, rows.map((r) => ({ ...r, hold_invoice: false })));
    if (problems.length) throw badInput(problems);
    await em.getConnection().execute(`update ${table} set ${flag} = ?, ${BUMP_VERSION} where id in (${list.map(() => '?').join(',')})`, [value, ...list], 'run', em.getTransactionContext());
    return list;
  });
}

/**
 * Sets the supplier's invoice reference on an Uninvoiced manifest (behaviour.md "Settings / Settings screen" NO_INVOICE_REFERENCE);
 * the reference is text by then (the REST schema and the GraphQL String refuse anything else).
 */
export async function setManifestInvoiceReference(ctx: RequestContext, id: unknown, reference: string | null): Promise<void> {
  requireOffice(ctx);
  const [manifestId] = parseIds([id], 'Id');
  const text = reference?.trim() || null;
  if (text && text.length > 100) throw badInput([{ field: 'InvoiceReference', message: 'InvoiceReference must be at most 100 characters' }]);
  await ctx.em.transactional(async (em) => {
    const problems = refusals('Manifest', [manifestId], (await lockRows(em, 'Manifest', [manifestId])).map((r) => ({ ...r, hold_invoice: false })));
    if (problems.length) throw badInput(problems);
    await em.getConnection().execute(`update manifest set invoice_reference = ?, ${BUMP_VERSION} where id = ?`, [text, manifestId], 'run', em.getTransactionContext());
  });
}
