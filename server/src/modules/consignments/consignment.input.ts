/**
 * A consignment as a caller submits it, the same for REST and GraphQL once each has parsed its own
 * shape. Money is pence, times are instants. `checkInputLimits` refuses what no rule could accept
 * (oversized text, negative numbers) before anything is loaded.
 */
import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import type { FieldError } from '../../errors.js';

/** An address as typed or picked (behaviour.md "Booking / Consignment lifecycle" Address). */
export interface AddressInput {
  companyName?: string | null;
  addressLine1: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  town: string | null;
  county?: string | null;
  postcode: string | null;
  countryId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A charge picked from the catalogue; price and cost (pence) default to the catalogue's. */
export interface ChargeInput {
  additionalChargeId: number | null;
  description?: string | null;
  price?: number | null;
  cost?: number | null;
}

/** A stop (behaviour.md "Booking / Consignment lifecycle" ConsignmentAddress). `id` keeps an existing stop; none adds one. */
export interface StopInput {
  id?: number | null;
  consignmentAddressTypeId: number | null;
  address: AddressInput;
  scheduledStartDateAndTime?: Date | null;
  /** behaviour.md "Booking / Saving a consignment": a date (YYYY-MM-DD) or time (HH:mm) alone defaults the other to now. */
  scheduledDate?: string | null;
  scheduledTime?: string | null;
  scheduledStartToDateAndTime?: Date | null;
  /** behaviour.md "Booking / Saving a consignment": ASAP pickup, 30 minutes from now, locked. */
  asap?: boolean;
  isScheduledStartDateAndTimeLocked?: boolean;
  timed?: boolean;
  noLoadDetailsGiven?: boolean;
  /** The person at this address, told of the delivery when the customer says so (issue 25 item 4). */
  contactEmailAddress?: string | null;
  contactPhoneNumber?: string | null;
  loadDetails: { quantity: number | null; description: string | null }[];
  additionalCharges: ChargeInput[];
}

/** Weekdays and a start date for a frequent consignment (behaviour.md "Booking / Frequent consignments"). */
export interface FrequencyInput {
  startDate: string | null;
  weekDayIds: number[];
  consignmentFrequencyId?: number | null;
}

/** The whole consignment (behaviour.md "Booking / Consignment lifecycle"), as created or updated. */
export interface ConsignmentInput {
  /** Required on update: the version the user loaded (optimistic locking). */
  version?: number | null;
  customerId?: number | null;
  customerBranch?: string | null;
  bookingContactId?: number | null;
  contactName: string | null;
  contactPhoneNumber?: string | null;
  contactEmailAddress?: string | null;
  /** Saves the contact to the customer's contacts (behaviour.md "Booking / Consignment lifecycle" SaveContact). */
  saveContact?: boolean;
  consignmentTypeId?: number | null;
  vehicleTypeId: number | null;
  poNumber?: string | null;
  costCode?: string | null;
  customerReference?: string | null;
  customerReferenceNumber?: string | null;
  notesForSupplier?: string | null;
  notesForOffice?: string | null;
  notesForInvoice?: string | null;
  /** Pence; kept only when priceManuallySet. */
  price?: number | null;
  priceManuallySet?: boolean;
  cost?: number | null;
  costManuallySet?: boolean;
  mileage?: number | null;
  calculateTimes?: boolean;
  optimiseStops?: boolean;
  applyPostcodePricingRules?: boolean;
  isBackload?: boolean;
  /** false saves a quote as a consignment (behaviour.md "Booking / Consignment lifecycle"); a new consignment is a quote unless false. */
  isQuote?: boolean;
  isFrequentConsignment?: boolean;
  /** Recipient notifications for this booking: true or false overrides the customer's setting; absent keeps it. */
  notifyRecipients?: boolean;
  consignmentFrequencySettings?: FrequencyInput | null;
  supplierId?: number | null;
  additionalCharges: ChargeInput[];
  consignmentAddresses: StopInput[];
  /** Confirmation codes the user accepted (behaviour.md "Booking / Saving a consignment": PO number, cost code, backdated). */
  acceptedConfirmations: string[];
}

/** Column sizes, so oversized text is a 400 rather than a database error. */
export const TEXT_LIMITS = {
  short: 50,
  reference: 100,
  name: 200,
  email: 320,
  note: 4000,
} as const;

export const MAX_STOPS = COLLECTION_LIMITS.stopsPerConsignment;
const MAX_LINES = COLLECTION_LIMITS.linesPerStop;
const MAX_MONEY_PENCE = 100_000_000; // £1,000,000
const MAX_QUANTITY = 1_000_000;

type Check = (errors: FieldError[]) => void;

const text = (value: string | null | undefined, limit: number, field: string, label: string): Check => (errors) => {
  if (value != null && value.length > limit) errors.push({ field, message: `${label} must be at most ${limit} characters` });
};

const money = (value: number | null | undefined, field: string, label: string): Check => (errors) => {
  if (value == null) return;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_MONEY_PENCE) errors.push({ field, message: `${label} must be an amount between £0.00 and £1,000,000.00` });
};

const wholeNumber = (value: number | null | undefined, field: string, label: string, max: number): Check => (errors) => {
  if (value == null) return;
  if (!Number.isSafeInteger(value) || value < 0 || value > max) errors.push({ field, message: `${label} must be a whole number from 0 to ${max}` });
};

function addressChecks(a: AddressInput, p: string): Check[] {
  return [
    text(a.companyName, TEXT_LIMITS.name, `${p}.companyName`, 'Company name'),
    text(a.addressLine1, TEXT_LIMITS.name, `${p}.addressLine1`, 'Address line 1'),
    text(a.addressLine2, TEXT_LIMITS.name, `${p}.addressLine2`, 'Address line 2'),
    text(a.addressLine3, TEXT_LIMITS.name, `${p}.addressLine3`, 'Address line 3'),
    text(a.town, TEXT_LIMITS.reference, `${p}.town`, 'Town'),
    text(a.county, TEXT_LIMITS.reference, `${p}.county`, 'County'),
    text(a.postcode, 20, `${p}.postcode`, 'Postcode'),
    (errors) => {
      if (a.latitude != null && !(a.latitude >= -90 && a.latitude <= 90)) errors.push({ field: `${p}.latitude`, message: 'Latitude must be between -90 and 90' });
      if (a.longitude != null && !(a.longitude >= -180 && a.longitude <= 180)) errors.push({ field: `${p}.longitude`, message: 'Longitude must be between -180 and 180' });
    },
  ];
}

function chargeChecks(charges: ChargeInput[], p: string): Check[] {
  return charges.flatMap((c, i) => [
    text(c.description, TEXT_LIMITS.name, `${p}[${i}].description`, 'Description'),
    money(c.price, `${p}[${i}].price`, 'Price'),
    money(c.cost, `${p}[${i}].cost`, 'Cost'),
  ]);
}

function stopChecks(stop: StopInput, i: number): Check[] {
  const p = `consignmentAddresses[${i}]`;
  return [
    ...addressChecks(stop.address, `${p}.address`),
    text(stop.contactEmailAddress, TEXT_LIMITS.email, `${p}.contactEmailAddress`, 'Contact e-mail address'),
    text(stop.contactPhoneNumber, TEXT_LIMITS.short, `${p}.contactPhoneNumber`, 'Contact phone number'),
    ...stop.loadDetails.flatMap((d, j) => [
      text(d.description, 500, `${p}.loadDetails[${j}].description`, 'Description'),
      (errors: FieldError[]) => {
        if (d.quantity != null && (!Number.isSafeInteger(d.quantity) || d.quantity <= 0 || d.quantity > MAX_QUANTITY)) {
          errors.push({ field: `${p}.loadDetails[${j}].quantity`, message: 'Quantity must be a whole number greater than 0' });
        }
      },
    ]),
    ...chargeChecks(stop.additionalCharges, `${p}.additionalCharges`),
    (errors) => {
      if (stop.loadDetails.length > MAX_LINES || stop.additionalCharges.length > MAX_LINES) errors.push({ field: p, message: `A stop may have at most ${MAX_LINES} load details and ${MAX_LINES} charges` });
    },
  ];
}

/** Limits every field can be checked against on its own (sizes, signs, counts). */
export function checkInputLimits(input: ConsignmentInput): FieldError[] {
  const checks: Check[] = [
    text(input.customerBranch, TEXT_LIMITS.name, 'customerBranch', 'Customer branch'),
    text(input.contactName, TEXT_LIMITS.name, 'contactName', 'Contact name'),
    text(input.contactPhoneNumber, TEXT_LIMITS.short, 'contactPhoneNumber', 'Contact phone number'),
    text(input.contactEmailAddress, TEXT_LIMITS.email, 'contactEmailAddress', 'Contact e-mail address'),
    text(input.poNumber, TEXT_LIMITS.reference, 'poNumber', 'PO number'),
    text(input.costCode, TEXT_LIMITS.reference, 'costCode', 'Cost code'),
    text(input.customerReference, TEXT_LIMITS.name, 'customerReference', 'Customer reference'),
    text(input.customerReferenceNumber, TEXT_LIMITS.name, 'customerReferenceNumber', 'Customer reference number'),
    text(input.notesForSupplier, TEXT_LIMITS.note, 'notesForSupplier', 'Notes for supplier'),
    text(input.notesForOffice, TEXT_LIMITS.note, 'notesForOffice', 'Notes for office'),
    text(input.notesForInvoice, TEXT_LIMITS.note, 'notesForInvoice', 'Notes for invoice'),
    money(input.price, 'price', 'Price'),
    money(input.cost, 'cost', 'Cost'),
    wholeNumber(input.mileage, 'mileage', 'Mileage', 100_000),
    ...chargeChecks(input.additionalCharges, 'additionalCharges'),
    ...input.consignmentAddresses.flatMap(stopChecks),
    (errors) => {
      if (input.consignmentAddresses.length > MAX_STOPS) errors.push({ field: 'consignmentAddresses', message: `A consignment may have at most ${MAX_STOPS} addresses` });
      errors.push(...collectionErrors('consignment', [['additionalCharges', 'charges', input.additionalCharges, COLLECTION_LIMITS.chargesPerConsignment]]));
    },
  ];
  const errors: FieldError[] = [];
  for (const check of checks) check(errors);
  return errors;
}
