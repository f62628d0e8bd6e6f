/**
 * Manifest rules shared with the client (spec 2 §3-§5, spec 1 §4, §9): messages, stop ordering and the
 * status colour derived from a manifest's state.
 */

/** The spec's messages, word for word where the spec gives them (spec 2 §5, §8; spec 1 §5). */
export const MANIFEST_MESSAGES = {
  atLeastTwoStops: 'There must be at least 2 consignment addresses on a manifest.',
  stale: 'The manifest has been modified by another user after you loaded it. Please reload to get the latest version',
  noSupplier: 'No supplier selected',
  stopTaken: 'A consignment address is already on another manifest.',
  stopNotPlannable: 'A consignment address belongs to a quote, deleted or invoiced consignment and cannot go on a manifest.',
  supplierTooSmall: "The supplier's smallest vehicle is smaller than the manifest's vehicle type.",
  confirmDefaultExchange: 'This supplier is the default transport exchange supplier: confirm the assignment.',
  invoiced: 'The manifest has been invoiced and cannot be changed.',
} as const;

/** spec 1 §9: ManifestOrder = 10 x position. */
export function manifestOrders(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * 10);
}

/** The StatusColour rows (lookup names and hex codes, spec 1 §9, spec 2 §4). */
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
 * spec 2 §4, spec 1 §9: a new manifest is Unallocated (White); then Allocated (supplier), Sent,
 * Acknowledged; First Stop Completed once its first stop is done; Completed when every stop is.
 */
export function manifestStatusColour(state: ManifestState): { name: StatusColourName; hexCode: string } {
  const name = statusName(state);
  return { name, hexCode: STATUS_COLOURS[name] };
}

function statusName(state: ManifestState): StatusColourName {
  if (state.stops.length > 0 && state.stops.every((s) => s.isCompleted)) return 'Completed';
  if (state.stops[0]?.isCompleted) return 'First Stop Completed';
  if (!state.hasSupplier) return 'White';
  if (state.isAcknowledged) return 'Acknowledged';
  return state.isSent ? 'Sent' : 'Allocated';
}

/** spec 1 §4: a manifest that is ReadyToInvoice (2) or Invoiced (3) counts as invoiced, so it is read-only. */
export function isManifestInvoiced(invoiceStatus: number): boolean {
  return invoiceStatus === 2 || invoiceStatus === 3;
}

/** A step of stop progress (spec 1 §4: on route / StartTime, arrived / ArrivalTime, completed / CompletionTime). */
export type ProgressStep = 'OnRoute' | 'Arrived' | 'Completed';

/** The driver-side messages (decisions: Manifests). */
export const PROGRESS_MESSAGES = {
  collectionFirst: "This delivery cannot be progressed until its consignment's collection has been completed.",
  badStep: 'Step must be one of OnRoute, Arrived or Completed',
  future: 'The time cannot be in the future',
} as const;

/** A delivery waits for every collection of its consignment to be completed. */
export function deliveryMustWait(stopType: string, collectionsCompleted: readonly boolean[]): boolean {
  return stopType === 'Delivery' && collectionsCompleted.some((done) => !done);
}
