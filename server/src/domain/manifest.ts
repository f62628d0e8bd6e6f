/**
 * Manifest rules shared with the client (behaviour.md "Manifests / Manifest lifecycle and status colour"; "Manifests / Saving a manifest"; "Manifests / Stop progress"): messages, stop ordering and the
 * status colour derived from a manifest's state.
 */

/** The spec's messages, word for word where the spec gives them (behaviour.md "Manifests / Saving a manifest"; "Shared conventions / Stale writes"; "Booking / Consignment search and export"). */
export const MANIFEST_MESSAGES = {
  atLeastTwoStops: 'There must be at least 2 consignment addresses on a manifest.',
  stale: 'The manifest has been modified by another user after you loaded it. Please reload to get the latest version',
  noSupplier: 'No supplier selected',
  stopTaken: 'A consignment address is already on another manifest.',
  stopNotPlannable: 'A consignment address belongs to a quote, deleted or invoiced consignment and cannot go on a manifest.',
  supplierTooSmall: "The supplier's smallest vehicle is smaller than the manifest's vehicle type.",
  confirmDefaultExchange: 'This supplier is the default transport exchange supplier: confirm the assignment.',
  invoiced: 'The manifest has been invoiced and cannot be changed.',
  deliveryBeforeCollection: "A delivery cannot go before its consignment's collection on a manifest.",
  completedToExchange: 'A completed manifest cannot be sent to the transport exchange.',
  invoicedToExchange: 'An invoiced manifest cannot be sent to the transport exchange.',
} as const;

/** behaviour.md "Manifests / Transport exchange": ManifestOrder = 10 x position. */
export function manifestOrders(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * 10);
}

/** The StatusColour rows (lookup names and hex codes, behaviour.md "Manifests / Manifest lifecycle and status colour"). */
export const STATUS_COLOURS = {
  White: '#ffffff',
  Allocated: '#fff3b0',
  Sent: '#ffd27f',
  Acknowledged: '#c9b3f5',
  'First Stop Completed': '#9de89d',
  Completed: '#2c6fba',
} as const;

/** A StatusColour name. */
export type StatusColourName = keyof typeof STATUS_COLOURS;

/** What the colour is derived from. */
export interface ManifestState {
  hasSupplier: boolean;
  isSent: boolean;
  isAcknowledged: boolean;
  stops: readonly { isCompleted: boolean }[];
}

/**
 * behaviour.md "Manifests / Manifest lifecycle and status colour": a new manifest is Unallocated (White); then Allocated (supplier), Sent,
 * Acknowledged; First Stop Completed once its first stop is done; Completed when every stop is.
 */
export function manifestStatusColour(state: ManifestState): { name: StatusColourName; hexCode: string } {
  const name = statusName(state);
  return { name, hexCode: STATUS_COLOURS[name] };
}

/** A manifest is done when it has stops and every one is completed (the Completed colour; off the driver's list). */
export function isManifestCompleted(stops: readonly { isCompleted: boolean }[]): boolean {
  return stops.length > 0 && stops.every((s) => s.isCompleted);
}

function statusName(state: ManifestState): StatusColourName {
  if (isManifestCompleted(state.stops)) return 'Completed';
  if (state.stops[0]?.isCompleted) return 'First Stop Completed';
  if (!state.hasSupplier) return 'White';
  if (state.isAcknowledged) return 'Acknowledged';
  return state.isSent ? 'Sent' : 'Allocated';
}

/**
 * The state a StatusColour row stands for, as people read it (issue 19 item 10): the lookup keeps the colour's name
 * (behaviour.md "Manifests / Manifest lifecycle and status colour" "default White"), but a new manifest is Unallocated (behaviour.md "Manifests / Manifest lifecycle and status colour"); the other rows are named after their state.
 */
export function manifestStatusLabel(colourName: string): string {
  return colourName === 'White' ? 'Unallocated' : colourName;
}

/** behaviour.md "Booking / Consignment lifecycle": a manifest that is ReadyToInvoice (2) or Invoiced (3) counts as invoiced, so it is read-only. */
export function isManifestInvoiced(invoiceStatus: number): boolean {
  return invoiceStatus === 2 || invoiceStatus === 3;
}

/**
 * issue 19 item 9: a manifest whose every stop is completed, or that is invoiced (ReadyToInvoice or
 * Invoiced), is not offered to the transport exchange: the refusal, or null when it may be sent.
 */
export function exchangeRefusal(m: { invoiceStatus: number; completed: boolean }): string | null {
  if (isManifestInvoiced(m.invoiceStatus)) return MANIFEST_MESSAGES.invoicedToExchange;
  return m.completed ? MANIFEST_MESSAGES.completedToExchange : null;
}

/** A step of stop progress (behaviour.md "Manifests / Stop progress": on route / StartTime, arrived / ArrivalTime, completed / CompletionTime). */
export type ProgressStep = 'OnRoute' | 'Arrived' | 'Completed';

/** The driver-side messages (decisions: Manifests). */
export const PROGRESS_MESSAGES = {
  collectionFirst: "This delivery cannot be progressed until its consignment's collection has been completed.",
  badStep: 'Step must be one of OnRoute, Arrived or Completed',
  future: 'The time cannot be in the future',
} as const;

/** The steps in the order a stop takes them. */
export const PROGRESS_STEPS: readonly ProgressStep[] = ['OnRoute', 'Arrived', 'Completed'];

/** A delivery waits for every collection of its consignment to be completed. */
export function deliveryMustWait(stopType: string, collectionsCompleted: readonly boolean[]): boolean {
  return stopType === 'Delivery' && collectionsCompleted.some((done) => !done);
}

/**
 * The progress rule for every caller (driver app and office date-time editor): a delivery cannot start,
 * arrive or complete while a collection of its consignment is not completed. `stepsSet` are the steps
 * the change gives a time (clearing is always allowed); `collectionsCompleted` is the state the change
 * leaves the collections in, so "same for all" that completes the collection too is allowed.
 * Returns the refusal message, or null when the change may go ahead.
 */
export function progressRefusal(stopType: string, stepsSet: readonly ProgressStep[], collectionsCompleted: readonly boolean[]): string | null {
  return stepsSet.length > 0 && deliveryMustWait(stopType, collectionsCompleted) ? PROGRESS_MESSAGES.collectionFirst : null;
}

/** A stop as the order rule sees it. */
export interface OrderedStop {
  id: number;
  consignmentId: number;
  /** 'Collection' or 'Delivery'. */
  type: string;
}

/**
 * A delivery never goes before its own collection on a manifest: the first delivery (in the given
 * order) that comes above a collection of the same consignment, or null. Collections not on the
 * manifest are not in the list and do not count.
 */
export function deliveryAboveCollection<T extends OrderedStop>(stops: readonly T[]): T | null {
  const lastCollection = new Map<number, number>();
  stops.forEach((s, i) => { if (s.type === 'Collection') lastCollection.set(s.consignmentId, i); });
  return stops.find((s, i) => s.type === 'Delivery' && (lastCollection.get(s.consignmentId) ?? -1) > i) ?? null;
}
