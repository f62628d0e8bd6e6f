/**
 * The most items each child list of a record may hold (behaviour.md "Integrators and API / Bounded
 * answers"): refused on write with a 400 naming the list, so every nested GraphQL list has a real bound
 * and the answer-size estimate (graphql/answer-size.ts) counts it at that bound, never at a guess.
 */
import type { FieldError } from '../errors.js';

export const COLLECTION_LIMITS = {
  /** behaviour.md "Booking / Saving a consignment": at most 100 addresses. */
  stopsPerConsignment: 100,
  /** Load details, and charges, per stop (the same rule). */
  linesPerStop: 100,
  /** Consignment-wide charges. */
  chargesPerConsignment: 100,
  /** Goods, paperwork photos each, per stop (behaviour.md "Stop photos and signature"). */
  photosPerStopKind: 20,
  /** Stops on one manifest: a day's run for one vehicle. */
  stopsPerManifest: 100,
  addressesPerCustomer: 500,
  contactsPerCustomer: 200,
  usersPerCustomer: 100,
  vehiclesPerSupplier: 50,
  licencesPerSupplier: 20,
  deductionsPerSupplier: 50,
  photosPerSupplier: 50,
  usersPerSupplier: 50,
  rowsPerMatrix: 100,
  /** A customer's control-screen columns: each column once, and the columns are a closed list. */
  columnsPerCustomer: 100,
  /** The vehicle types an area charge rule applies to. */
  vehicleTypesPerRule: 100,
  /** The event types a webhook endpoint hears (each known type once is far fewer). */
  eventsPerWebhook: 50,
  /** An office user's roles: admin, accounts, manager. */
  rolesPerUser: 3,
  /** Times one manifest may be posted to the transport exchange (one live at a time). */
  postingsPerManifest: 20,
  /** One posting's log: sent, removed, and per stop a proof of delivery received and decided. */
  logsPerPosting: 2 + 2 * 100,
} as const;

/** The refusal of a list longer than its limit. */
export const tooManyItems = (owner: string, items: string, max: number) => `A ${owner} may have at most ${max} ${items}`;

/** One list of an input as sent: its field name, what its items are called, the items (undefined: left as stored) and its limit. */
export type SentList = [field: string, items: string, list: readonly unknown[] | null | undefined, max: number];

/** The lists of one input over their limits, a 400's field errors. */
export function collectionErrors(owner: string, lists: SentList[]): FieldError[] {
  return lists.filter(([, , list, max]) => (list?.length ?? 0) > max).map(([field, items, , max]) => ({ field, message: tooManyItems(owner, items, max) }));
}

/** Whether one more item fits a list that holds `count` now. */
export function roomForOneMore(count: number, max: number): boolean {
  return count < max;
}
