/** The invoicing event state the Accounts screen shows (behaviour.md "Accounts / Invoicing" Lookups Events/Invoicing). */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { InvoicingEvent, InvoicingEventType } from './invoice.entity.js';

/** behaviour.md "Accounts / Invoicing": scheduled while DateStarted is empty, started otherwise; finished once its invoices are made. */
export type InvoicingEventStatus = 'Scheduled' | 'Started' | 'Finished';

/** An event as the API shows it. */
export interface InvoicingEventView {
  id: number;
  type: InvoicingEventType;
  status: InvoicingEventStatus;
  invoiceDate: string;
  numberOfRecords: number;
  invoiceCount: number;
  dateCreated: Date;
  dateStarted: Date | null;
  dateFinished: Date | null;
  userName: string | null;
  lastError: string | null;
}

/** The status of an event from its dates. */
export function eventStatus(e: Pick<InvoicingEvent, 'dateStarted' | 'dateFinished'>): InvoicingEventStatus {
  if (e.dateFinished) return 'Finished';
  return e.dateStarted ? 'Started' : 'Scheduled';
}

/** Maps an event to its view. */
export function toEventView(e: InvoicingEvent): InvoicingEventView {
  return {
    id: e.id, type: e.type, status: eventStatus(e), invoiceDate: e.invoiceDate, numberOfRecords: e.ids.length, invoiceCount: e.invoiceCount,
    dateCreated: e.dateCreated, dateStarted: e.dateStarted ?? null, dateFinished: e.dateFinished ?? null, userName: e.user?.name ?? null, lastError: e.lastError ?? null,
  };
}

/** Parses the optional type filter (CONSIGNMENT or MANIFEST, any case). */
export function parseEventType(value: unknown): InvoicingEventType | null {
  if (value === undefined || value === null || value === '') return null;
  const key = String(value).toUpperCase();
  if (key === 'CONSIGNMENT' || key === 'MANIFEST') return key as InvoicingEventType;
  throw badInput([{ field: 'type', message: 'type must be CONSIGNMENT or MANIFEST' }]);
}

/**
 * The current state: the newest event of each type (or of the type asked for), plus any older one
 * not finished yet, newest first.
 */
export async function currentInvoicingEvents(ctx: RequestContext, type: InvoicingEventType | null): Promise<InvoicingEventView[]> {
  requireOffice(ctx);
  const types = type ? [type] : [InvoicingEventType.CONSIGNMENT, InvoicingEventType.MANIFEST];
  const found = new Map<number, InvoicingEvent>();
  for (const t of types) {
    const newest = await ctx.em.find(InvoicingEvent, { type: t }, { orderBy: { id: 'desc' }, limit: 1, populate: ['user'] });
    const open = await ctx.em.find(InvoicingEvent, { type: t, dateFinished: null }, { orderBy: { id: 'desc' }, limit: 50, populate: ['user'] });
    for (const e of [...newest, ...open]) found.set(e.id, e);
  }
  return [...found.values()].sort((a, b) => b.id - a.id).map(toEventView);
}

/** One event by id (the schedule calls answer with it). */
export async function invoicingEvent(ctx: RequestContext, id: number): Promise<InvoicingEventView> {
  requireOffice(ctx);
  const e = await ctx.em.findOne(InvoicingEvent, { id }, { populate: ['user'] });
  if (!e) throw notFound('The invoicing event');
  return toEventView(e);
}
