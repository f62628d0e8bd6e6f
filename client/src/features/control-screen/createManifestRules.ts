/**
 * Pure rules of "create a manifest from stops" (behaviour.md "Booking / Consignment lifecycle"; "Manifests / Saving a manifest"; "Shared conventions / Shared controls"; "Roles and access / Roles"; "Settings / Vehicle types and area rules order"; "Manifests / Manifest screen"): which stops of the
 * selected consignments can go on a manifest, their first order, the vehicle type offered, whether the
 * customer e-mail prompt is due, and how a refused create reads.
 */
import { deliveryAboveCollection, MANIFEST_MESSAGES, manifestOrders } from '@domain/manifest';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import type { ConsignmentRow } from './consignmentRules';

/** A stop offered for the new manifest. */
export interface CandidateStop {
  id: number;
  consignmentId: number;
  consignmentNumber: number;
  /** 'Collection' or 'Delivery'. */
  type: string;
  address: string;
  scheduled: string | null;
}

/** behaviour.md "Booking / Consignment lifecycle": booked, live consignments only (the server refuses the rest with its own message). */
function plannable(c: ConsignmentRow): boolean {
  return !c.isQuote && !c.isDeleted && !c.isCompleted && c.invoiceStatus === 1;
}

/**
 * The stops of the chosen consignments that are on no manifest and not completed, consignment by
 * consignment in the order chosen and each consignment's stops in its own order, so every collection
 * starts above its delivery.
 */
export function candidateStops(rows: readonly ConsignmentRow[]): CandidateStop[] {
  return rows.filter(plannable).flatMap((c) =>
    c.consignmentAddresses
      .filter((s) => s.manifestId == null && !s.isCompleted)
      .map((s) => ({
        id: s.id, consignmentId: c.id, consignmentNumber: c.consignmentNumber, type: s.consignmentAddressType.name,
        address: s.address.shortAddress, scheduled: s.scheduledStartDateAndTime ?? null,
      })),
  );
}

/** Why some chosen consignments offer no stop: quotes, deleted, completed, invoiced or already planned. */
export function leftOut(rows: readonly ConsignmentRow[]): number[] {
  const offered = new Set(candidateStops(rows).map((s) => s.consignmentId));
  return rows.filter((c) => !offered.has(c.id)).map((c) => c.consignmentNumber);
}

/** Moves the stop at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function shift<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** ManifestOrder each stop will get (behaviour.md "Control screen / Consignments tab": 10, 20, ...), by stop id. */
export function ordersOf(stops: readonly { id: number }[]): Map<number, number> {
  const orders = manifestOrders(stops.length);
  return new Map(stops.map((s, i) => [s.id, orders[i]]));
}

/** What stops the manifest from being created, checked before the server is asked: null when it may go. */
export function createRefusal(stops: readonly CandidateStop[], vehicleTypeId: number | null): string | null {
  if (stops.length < 2) return MANIFEST_MESSAGES.atLeastTwoStops;
  if (deliveryAboveCollection(stops)) return MANIFEST_MESSAGES.deliveryBeforeCollection;
  return vehicleTypeId == null ? 'Vehicle type is required' : null;
}

/** The vehicle type offered first: the biggest (highest Order) of the chosen consignments, so every load fits. */
export function defaultVehicleType(rows: readonly ConsignmentRow[], types: readonly { id: number; order: number }[]): number | null {
  const orderOf = new Map(types.map((t) => [t.id, t.order]));
  const chosen = rows.map((c) => c.vehicleType?.id).filter((id): id is number => id != null && orderOf.has(id));
  if (chosen.length === 0) return types[0]?.id ?? null;
  return chosen.reduce((best, id) => (orderOf.get(id)! > orderOf.get(best)! ? id : best));
}

/** behaviour.md "Manifests / Saving a manifest": the consignments among the stops that a customer user booked, which prompt the customer e-mail. */
export function customerBooked(rows: readonly ConsignmentRow[], stops: readonly CandidateStop[]): ConsignmentRow[] {
  const onManifest = new Set(stops.map((s) => s.consignmentId));
  return rows.filter((c) => onManifest.has(c.id) && c.createdBy?.role === 'CUSTOMER');
}

/** The message offered in the customer e-mail prompt, for the office to change. */
export function defaultCustomerMessage(numbers: readonly number[]): string {
  const which = numbers.length === 1 ? `consignment ${numbers[0]} has` : `consignments ${numbers.join(', ')} have`;
  return `Your ${which} been planned onto a vehicle. We will let you know as it progresses.`;
}

/**
 * behaviour.md "Shared conventions / Shared controls": creating a manifest with a 608 shows the server's message (e.g. a stop taken meanwhile);
 * a validation failure its message; anything else the generic one.
 */
export function createFailure(error: unknown): string {
  const info = readErrorInfo(error);
  if (info.code === 'CONFLICT' || info.status === 608) return info.message ?? MANIFEST_MESSAGES.stale;
  if (info.code === 'BAD_USER_INPUT' || info.code === 'FORBIDDEN') return info.fields[0]?.message ?? info.message ?? 'An error has occurred.';
  return 'An error has occurred.';
}
