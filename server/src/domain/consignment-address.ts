/**
 * Rules for one consignment address (a stop): its address fields, load details, scheduled date and
 * time, ASAP pickup and stop numbering (behaviour.md "Booking / Addresses and load details" "Address", behaviour.md "Booking / Addresses and load details").
 */
import { londonDateTime, londonTime, today } from './dates.js';
import { atPath, isBlank, requiredError, sameText, type FieldError } from './validation.js';

/** ConsignmentAddressType Name (behaviour.md "Booking / Consignment lifecycle"). */
export type StopType = 'Collection' | 'Delivery';

/** The address fields the rules read (behaviour.md "Booking / Consignment lifecycle" Address). */
export interface AddressDraft {
  companyName?: string | null;
  addressLine1: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  town: string | null;
  county?: string | null;
  postcode: string | null;
}

/** A LoadDetails entry (behaviour.md "Booking / Addresses and load details"): what is carried, as typed. */
export interface LoadDetailDraft {
  quantity: number | null;
  description: string | null;
}

/** A stop as submitted for saving, in ConsignmentOrder. */
export interface StopDraft {
  type: StopType | null;
  address: AddressDraft;
  scheduledStart: Date | null;
  loadDetails: readonly LoadDetailDraft[];
  noLoadDetailsGiven: boolean;
}

/** behaviour.md "Shared conventions / Formats, money and time": ASAP pickup is 30 minutes ahead. */
export const ASAP_PICKUP_MINUTES = 30;
/** behaviour.md "Booking / Consignment search and export": ConsignmentOrder and ManifestOrder = 10 x position. */
export const STOP_ORDER_STEP = 10;

/** Messages for load details (behaviour.md "Booking / Addresses and load details" "Address"; the spec gives no wording, so these are ours). */
export const LOAD_DETAIL_MESSAGES = {
  missing: 'Please add load details or tick no load details given',
  quantity: 'Quantity must be a whole number greater than 0',
  deliveryDescription: 'Please pick load details from a collection on this consignment',
} as const;

/** behaviour.md "Booking / Addresses and load details": AddressLine1, Town and Postcode are required. */
export function validateAddress(address: AddressDraft, prefix = ''): FieldError[] {
  const required: [keyof AddressDraft, string][] = [
    ['addressLine1', 'Address line 1'],
    ['town', 'Town'],
    ['postcode', 'Postcode'],
  ];
  return required
    .filter(([field]) => isBlank(address[field]))
    .map(([field, label]) => requiredError(atPath(prefix, field), label));
}

function loadDetailErrors(detail: LoadDetailDraft, type: StopType | null, collectionDescriptions: readonly string[], field: string): FieldError[] {
  const errors: FieldError[] = [];
  if (detail.quantity === null) errors.push(requiredError(atPath(field, 'quantity'), 'Quantity'));
  else if (!Number.isSafeInteger(detail.quantity) || detail.quantity <= 0) {
    errors.push({ field: atPath(field, 'quantity'), message: LOAD_DETAIL_MESSAGES.quantity });
  }
  if (type !== 'Delivery') {
    if (isBlank(detail.description)) errors.push(requiredError(atPath(field, 'description'), 'Description'));
  } else if (!isBlank(detail.description) && !collectionDescriptions.some((d) => sameText(d, detail.description ?? ''))) {
    // behaviour.md "Booking / Addresses and load details": deliveries pick from the collection load details rather than typing their own
    errors.push({ field: atPath(field, 'description'), message: LOAD_DETAIL_MESSAGES.deliveryDescription });
  }
  return errors;
}

/**
 * behaviour.md "Booking / Addresses and load details": customers must give load details or tick NoLoadDetailsGiven; every load detail needs a
 * positive whole Quantity and, except on deliveries, a Description.
 */
export function validateLoadDetails(
  stop: Pick<StopDraft, 'type' | 'loadDetails' | 'noLoadDetailsGiven'>,
  options: { isCustomerUser: boolean; collectionDescriptions: readonly string[] },
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = [];
  if (options.isCustomerUser && stop.loadDetails.length === 0 && !stop.noLoadDetailsGiven) {
    errors.push({ field: atPath(prefix, 'loadDetails'), message: LOAD_DETAIL_MESSAGES.missing });
  }
  stop.loadDetails.forEach((detail, i) => {
    errors.push(...loadDetailErrors(detail, stop.type, options.collectionDescriptions, atPath(prefix, `loadDetails[${i}]`)));
  });
  return errors;
}

/** Shown when a typed stop date or time is not a real one. */
export const INVALID_DATE_TIME = 'Please enter a valid date and time';

/** Result of reading a stop's separate date and time inputs. */
export type ScheduledStartResult = { ok: true; scheduledStart: Date | null } | { ok: false; message: string };

/**
 * behaviour.md "Booking / Saving a consignment": when only one of date (YYYY-MM-DD) or time (HH:mm) is given, the other defaults to now,
 * in London time; neither given means no scheduled time.
 */
export function completeScheduledStart(input: { date?: string | null; time?: string | null }, now: Date): ScheduledStartResult {
  const date = isBlank(input.date) ? null : (input.date ?? '').trim();
  const time = isBlank(input.time) ? null : (input.time ?? '').trim();
  if (date === null && time === null) return { ok: true, scheduledStart: null };
  const scheduledStart = londonDateTime(date ?? today(now), time ?? londonTime(now));
  return scheduledStart ? { ok: true, scheduledStart } : { ok: false, message: INVALID_DATE_TIME };
}

/**
 * behaviour.md "Booking / Addresses and load details"; "Booking / Consignment search and export": ASAP pickup is now + 30 minutes, locked so it is not recalculated. Seconds are
 * dropped, because stop times are shown and edited to the minute.
 */
export function asapPickup(now: Date): { scheduledStart: Date; isScheduledStartDateAndTimeLocked: true } {
  const wholeMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return { scheduledStart: new Date(wholeMinute + ASAP_PICKUP_MINUTES * 60_000), isScheduledStartDateAndTimeLocked: true };
}

/**
 * behaviour.md "Booking / Consignment search and export": numbers stops 10, 20, 30 ... in list order, in ConsignmentOrder or (for manifests)
 * ManifestOrder; also fits any list ordered in steps of 10 (behaviour.md "Settings / Vehicle types and area rules order").
 */
export function renumber<T extends object, K extends string = 'consignmentOrder'>(
  items: readonly T[],
  field: K = 'consignmentOrder' as K,
): (T & Record<K, number>)[] {
  return items.map((item, i) => ({ ...item, [field]: (i + 1) * STOP_ORDER_STEP }) as T & Record<K, number>);
}
