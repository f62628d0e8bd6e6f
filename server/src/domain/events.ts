/**
 * Durable domain events (issue 24 item 4): what kinds there are, who may hear of each, and the cursor
 * integrators resume from. The event table is the truth; the fan-out only says "there is more".
 */
import { UserRole } from '../modules/users/user.entity.js';

/** Every kind of event, named once (the names webhooks subscribe to). */
export const EVENT_TYPES = [
  'consignment.created',
  'consignment.updated',
  'consignment.cancellation_requested',
  'consignment.deleted',
  'stop.progress',
  'manifest.created',
  'manifest.updated',
  'manifest.allocated',
  'manifest.sent',
  'invoice.created',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What an event says; every field is one any viewer of the event may read (no prices, no notes). */
export interface EventData {
  action?: string;
  consignmentId?: number;
  consignmentNumber?: string | null;
  manifestId?: number | null;
  consignmentAddressId?: number;
  customerInvoiceId?: number;
  invoiceNumber?: string | null;
  isOnRoute?: boolean;
  hasArrived?: boolean;
  isCompleted?: boolean;
  startTime?: string | null;
  arrivalTime?: string | null;
  completionTime?: string | null;
  /** Where the proof of delivery document of a completed stop's consignment is read. */
  proofOfDeliveryUrl?: string | null;
}

/** One event as written: customerId and supplierId say whose it is. */
export interface DomainEventInput {
  type: EventType;
  customerId: number | null;
  supplierId: number | null;
  data: EventData;
}

/** Who is looking: a role and the customer or supplier it belongs to. */
export interface EventViewer {
  role: UserRole;
  customerId: number | null;
  supplierId: number | null;
}

// Kinds a customer hears of (its own consignments' and invoices'), and a supplier (its own stops' and manifests').
const CUSTOMER_TYPES = new Set<EventType>(['consignment.created', 'consignment.updated', 'consignment.cancellation_requested', 'consignment.deleted', 'stop.progress', 'invoice.created']);
const SUPPLIER_TYPES = new Set<EventType>(['stop.progress', 'manifest.allocated', 'manifest.sent']);

/**
 * Whether a viewer may hear of an event, the same for subscriptions, the events query and webhooks:
 * office users hear of all, a customer of its own customer's, a supplier of its own stops and manifests.
 */
export function maySeeEvent(viewer: EventViewer, event: { type: string; customerId: number | null; supplierId: number | null }): boolean {
  if (viewer.role === UserRole.OFFICE) return true;
  if (viewer.role === UserRole.CUSTOMER) return viewer.customerId !== null && event.customerId === viewer.customerId && CUSTOMER_TYPES.has(event.type as EventType);
  if (viewer.role === UserRole.SUPPLIER) return viewer.supplierId !== null && event.supplierId === viewer.supplierId && SUPPLIER_TYPES.has(event.type as EventType);
  return false;
}

/**
 * A position in the event stream: the writing transaction's id, then the row's id. Events are read in
 * this order and only below the oldest running transaction (decision 0120), so a transaction that
 * commits late can never land behind a cursor already handed out.
 */
export interface EventCursor {
  tx: bigint;
  id: bigint;
}

export const encodeCursor = (c: EventCursor): string => `${c.tx}_${c.id}`;

/** The cursor an integrator sent, or null when it is not one this API hands out. */
export function parseCursor(text: string): EventCursor | null {
  const m = /^(\d{1,19})_(\d{1,19})$/.exec(text.trim());
  return m ? { tx: BigInt(m[1]), id: BigInt(m[2]) } : null;
}

/** Events written before this moment are pruned (EVENT_RETENTION_DAYS). */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
