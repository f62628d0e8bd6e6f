/**
 * A consignment's status in a word or two: the one rule behind the control screen's Status column, the
 * detail modal, the consignment screen, the customer's list and the CSV export (issue 19 item 6). The export
 * computes it in SQL from the stored stop summary for speed; a property test proves the two agree
 * (consignment.status.test.ts).
 */

/** The statuses a consignment can show, in the order they take precedence. */
export const CONSIGNMENT_STATUSES = [
  'Deleted',
  'Cancellation requested',
  'Frequent template',
  'Quote',
  'Completed',
  'In progress',
  'On manifest',
  'Booked',
] as const;

export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

/** What a stop contributes to the status: its progress (behaviour.md "Manifests / Stop progress" stop progress) and whether it is on a manifest. */
export interface StatusStop {
  isOnRoute: boolean;
  hasArrived: boolean;
  isCompleted: boolean;
  manifestId?: number | null;
}

/** The consignment flags the status reads. */
export interface StatusFlags {
  isDeleted: boolean;
  cancellationRequested: boolean;
  isQuote: boolean;
  isFrequentConsignment: boolean;
  isCompleted: boolean;
}

/** The stops summed up the way the database stores them (consignment_stop_summary); null fields = no stops. */
export interface StopSummary {
  stops: number;
  allCompleted: boolean | null;
  started: boolean | null;
  onManifest: boolean | null;
}

/** Sums up stops as the stored summary does: all completed, any under way (on route, arrived or done), any on a manifest. */
export function summariseStops(stops: readonly StatusStop[]): StopSummary {
  if (stops.length === 0) return { stops: 0, allCompleted: null, started: null, onManifest: null };
  return {
    stops: stops.length,
    allCompleted: stops.every((s) => s.isCompleted),
    started: stops.some((s) => s.isOnRoute || s.hasArrived || s.isCompleted),
    onManifest: stops.some((s) => s.manifestId != null),
  };
}

/**
 * The status from the flags and the stop summary. Deleted and a cancellation request outrank everything (the
 * booking is going away); a quote is not yet booked; a booked consignment is Completed when flagged or every
 * stop is done, In progress once a stop is under way, On manifest once a stop is planned, else Booked.
 */
export function statusFromSummary(c: StatusFlags, s: StopSummary): ConsignmentStatus {
  if (c.isDeleted) return 'Deleted';
  if (c.cancellationRequested) return 'Cancellation requested';
  if (c.isQuote) return c.isFrequentConsignment ? 'Frequent template' : 'Quote';
  if (c.isCompleted || (s.stops > 0 && s.allCompleted)) return 'Completed';
  if (s.started) return 'In progress';
  return s.onManifest ? 'On manifest' : 'Booked';
}

/** The status of a consignment with its stops. */
export function consignmentStatus(c: StatusFlags & { stops: readonly StatusStop[] }): ConsignmentStatus {
  return statusFromSummary(c, summariseStops(c.stops));
}
