/**
 * Consignment booking rules: the details form and the checks made when a consignment or quote is
 * saved (behaviour.md "Booking / Addresses and load details"). Validators return every problem at once, so a user fixes them in one pass.
 * Address-level, lifecycle and search rules live beside this file and are re-exported here.
 */
import { validateAddress, validateLoadDetails, type StopDraft } from './consignment-address.js';
import type { Id } from './id.js';
import { isValidPence } from './money.js';
import { isBlank, requiredError, sameText, type Confirmation, type FieldError } from './validation.js';

export * from './consignment-address.js';
export * from './consignment-copy.js';
export * from './consignment-lifecycle.js';
export * from './consignment-search.js';

/** The spec's messages for saving a consignment (behaviour.md "Booking / Consignment search and export"), and ours where it gives none. */
export const SAVE_MESSAGES = {
  missingCollectionOrDelivery: 'Please add at least one collection and one delivery address',
  price: 'Price must be valid',
  oneDateTime: 'Please make sure that at least one of the consignment addresses has a date and time specified',
  allDateTimes: 'Please make sure that all consignment addresses have a date and time specified',
  dateTimeOrder:
    'Please make sure that all consignment addresses have a correct date and time (the next date and time cannot be the same or before as the previous date and time)',
  poNumberConfirm: 'This customer requires a PO number. Do you want to save without one?',
  costCodeConfirm: 'No cost code has been entered. Do you want to save without one?',
  poNumberPrevented: 'This customer does not allow consignments without a PO number',
  costCodePrevented: 'This customer does not allow consignments without a cost code',
  contactExists: 'A contact with this name already exists',
} as const;

/** Confirmation codes a caller may accept to proceed (behaviour.md "Booking / Saving a consignment"). */
export const CONFIRMATION_CODES = { poNumber: 'PO_NUMBER_MISSING', costCode: 'COST_CODE_MISSING' } as const;

/** The consignment as submitted for saving; stops are in ConsignmentOrder. */
export interface ConsignmentDraft {
  isNew: boolean;
  calculateTimes: boolean;
  price: number;
  poNumber: string | null;
  costCode: string | null;
  stops: readonly StopDraft[];
}

/** The customer's settings that affect saving (behaviour.md "Booking / Consignment lifecycle" InvoiceSettings, OptionalConsignmentFields). */
export interface CustomerBookingSettings {
  isPONumberRequired: boolean;
  preventConsignmentWithoutPONumber: boolean;
  preventConsignmentWithoutCostCode: boolean;
  showCostCode: boolean;
}

/** Who is saving and when. */
export interface SaveContext {
  now: Date;
  isCustomerUser: boolean;
  customer: CustomerBookingSettings | null;
}

/** What the save screen shows: blocking errors, questions the user may accept, and warning flags. */
export interface SaveCheck {
  errors: FieldError[];
  confirmations: Confirmation[];
  /** behaviour.md "Booking / Consignment search and export": fewer than 2 stops, or no Collection, or no Delivery. */
  missingCollectionOrDelivery: boolean;
  /** behaviour.md "Booking / Saving a consignment": a new consignment whose first collection is in the past. */
  backdated: boolean;
}

const STOPS = 'consignmentAddresses';

/** behaviour.md "Booking / Consignment details": customer (office users only), contact name and vehicle type are required. */
export function validateConsignmentDetails(
  details: { customerId: Id | null; contactName: string | null; vehicleTypeId: Id | null },
  options: { isCustomerUser: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  if (!options.isCustomerUser && details.customerId === null) errors.push(requiredError('customer', 'Customer'));
  if (isBlank(details.contactName)) errors.push(requiredError('contactName', 'Contact name'));
  if (details.vehicleTypeId === null) errors.push(requiredError('vehicleType', 'Vehicle type'));
  return errors;
}

/** behaviour.md "Booking / Consignment details": a new contact may not repeat another contact's name (case-insensitive, trimmed). */
export function validateNewContactName(name: string, existing: readonly { name: string }[]): FieldError[] {
  const taken = existing.some((contact) => sameText(contact.name, name));
  return taken ? [{ field: 'contactName', message: SAVE_MESSAGES.contactExists }] : [];
}

/** behaviour.md "Booking / Consignment details": at least 2 stops, at least one Collection and one Delivery. */
export function isMissingCollectionOrDelivery(stops: readonly Pick<StopDraft, 'type'>[]): boolean {
  const has = (type: string): boolean => stops.some((stop) => stop.type === type);
  return stops.length < 2 || !has('Collection') || !has('Delivery');
}

/** behaviour.md "Booking / Consignment search and export": which stops need a date and time, and that each is strictly after the one before. */
export function validateStopTimes(stops: readonly Pick<StopDraft, 'scheduledStart'>[], calculateTimes: boolean): FieldError[] {
  const timed = stops.filter((stop) => stop.scheduledStart !== null).length;
  const errors: FieldError[] = [];
  if (calculateTimes && timed === 0) errors.push({ field: STOPS, message: SAVE_MESSAGES.oneDateTime });
  if (!calculateTimes && timed < stops.length) errors.push({ field: STOPS, message: SAVE_MESSAGES.allDateTimes });
  let previous: Date | null = null;
  for (const [i, stop] of stops.entries()) {
    if (stop.scheduledStart === null) continue; // untimed stops are skipped; CalculateTimes fills them
    if (previous !== null && stop.scheduledStart.getTime() <= previous.getTime()) {
      errors.push({ field: `${STOPS}[${i}].scheduledStartDateAndTime`, message: SAVE_MESSAGES.dateTimeOrder });
      break; // one message is enough: the user re-checks the whole sequence
    }
    previous = stop.scheduledStart;
  }
  return errors;
}

/**
 * behaviour.md "Booking / Saving a consignment": a missing PO number (customer requires one) or an empty shown cost code asks the user to
 * confirm; the customer's Prevent settings turn it into a blocking error.
 */
export function checkPoNumberAndCostCode(
  draft: Pick<ConsignmentDraft, 'poNumber' | 'costCode'>,
  customer: CustomerBookingSettings | null,
): { errors: FieldError[]; confirmations: Confirmation[] } {
  const result: { errors: FieldError[]; confirmations: Confirmation[] } = { errors: [], confirmations: [] };
  if (customer === null) return result;
  if (isBlank(draft.poNumber)) {
    if (customer.preventConsignmentWithoutPONumber) result.errors.push({ field: 'poNumber', message: SAVE_MESSAGES.poNumberPrevented });
    else if (customer.isPONumberRequired) result.confirmations.push({ code: CONFIRMATION_CODES.poNumber, message: SAVE_MESSAGES.poNumberConfirm });
  }
  if (isBlank(draft.costCode)) {
    if (customer.preventConsignmentWithoutCostCode) result.errors.push({ field: 'costCode', message: SAVE_MESSAGES.costCodePrevented });
    else if (customer.showCostCode) result.confirmations.push({ code: CONFIRMATION_CODES.costCode, message: SAVE_MESSAGES.costCodeConfirm });
  }
  return result;
}

/** behaviour.md "Booking / Saving a consignment": a new consignment whose first collection is before now is backdated (a warning). */
export function isBackdated(draft: Pick<ConsignmentDraft, 'isNew' | 'stops'>, now: Date): boolean {
  if (!draft.isNew) return false;
  const start = draft.stops.find((stop) => stop.type === 'Collection' && stop.scheduledStart !== null)?.scheduledStart ?? null;
  return start !== null && start.getTime() < now.getTime();
}

function stopErrors(stops: readonly StopDraft[], isCustomerUser: boolean): FieldError[] {
  const collectionDescriptions = stops
    .filter((stop) => stop.type === 'Collection')
    .flatMap((stop) => stop.loadDetails.map((detail) => detail.description ?? ''));
  return stops.flatMap((stop, i) => [
    ...validateAddress(stop.address, `${STOPS}[${i}].address`),
    ...validateLoadDetails(stop, { isCustomerUser, collectionDescriptions }, `${STOPS}[${i}]`),
  ]);
}

/**
 * Every check made when a consignment or quote is saved (behaviour.md "Booking / Saving a consignment" "Saving a consignment" and
 * "Address"). Saving may go ahead when `errors` is empty and the user accepted every confirmation.
 */
export function validateConsignmentSave(draft: ConsignmentDraft, context: SaveContext): SaveCheck {
  const missingCollectionOrDelivery = isMissingCollectionOrDelivery(draft.stops);
  const poAndCostCode = checkPoNumberAndCostCode(draft, context.customer);
  const errors: FieldError[] = [
    ...(missingCollectionOrDelivery ? [{ field: STOPS, message: SAVE_MESSAGES.missingCollectionOrDelivery }] : []),
    ...(isValidPence(draft.price) ? [] : [{ field: 'price', message: SAVE_MESSAGES.price }]),
    ...validateStopTimes(draft.stops, draft.calculateTimes),
    ...stopErrors(draft.stops, context.isCustomerUser),
    ...poAndCostCode.errors,
  ];
  return { errors, confirmations: poAndCostCode.confirmations, missingCollectionOrDelivery, backdated: isBackdated(draft, context.now) };
}

/** The confirmations the user has not yet accepted; saving waits until this is empty (behaviour.md "Booking / Saving a consignment"). */
export function unacceptedConfirmations(check: Pick<SaveCheck, 'confirmations'>, accepted: readonly string[]): Confirmation[] {
  return check.confirmations.filter((confirmation) => !accepted.includes(confirmation.code));
}
