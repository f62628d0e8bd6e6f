/**
 * The consignment being edited, as the form holds it (typed date and time text, pounds), and its
 * conversion from the loaded consignment and to the save input (behaviour.md "Booking / Consignment lifecycle"; "Booking / Addresses and load details").
 */
import { asapPickup, completeScheduledStart, INVALID_DATE_TIME } from '@domain/consignment-address';
import { formatDateTime } from '@domain/dates';
import type { ConsignmentEditFieldsFragment, ConsignmentInput } from '../../gql/graphql';

export type LoadedConsignment = ConsignmentEditFieldsFragment;

export interface LoadDraft {
  quantity: number | null;
  description: string;
}

export interface ChargeDraft {
  additionalChargeId: number;
  price: number | null;
}

export interface StopDraft {
  id?: number;
  typeId: number | null;
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  /** Typed DD/MM/YYYY. */
  date: string;
  /** Typed HH:mm. */
  time: string;
  /** ASAP pickup: the time is now + 30 minutes and locked. */
  locked: boolean;
  asap: boolean;
  noLoadDetailsGiven: boolean;
  loadDetails: LoadDraft[];
  charges: ChargeDraft[];
  manifestId: number | null;
}

export interface BookingCustomer {
  id: number;
  name: string;
  showCostCode: boolean;
  isDeactivated: boolean;
  isOverCreditLimit?: boolean | null;
}

/** behaviour.md "Booking / Consignment lifecycle" ConsignmentFrequencySettings: the weekdays, an optional frequency and the start date (YYYY-MM-DD). */
export interface FrequencyDraft {
  weekDayIds: number[];
  frequencyId: number | null;
  startDate: string;
}

export interface ConsignmentDraft {
  /** A frequent consignment template (behaviour.md "Booking / Consignment lifecycle" IsFrequentConsignment) and its settings. */
  isFrequent: boolean;
  frequency: FrequencyDraft | null;
  customer: BookingCustomer | null;
  contactName: string;
  /** The recipient's e-mail and phone, told of the booking, the driver setting off and the delivery (issue 25 item 4). */
  contactEmailAddress: string;
  contactPhoneNumber: string;
  /** Recipient notifications for this booking: true or false overrides the customer's setting; null follows it. */
  notifyRecipients: boolean | null;
  saveContact: boolean;
  vehicleTypeId: number | null;
  poNumber: string;
  costCode: string;
  customerReference: string;
  notesForSupplier: string;
  notesForOffice: string;
  isBackload: boolean;
  applyPostcodePricingRules: boolean;
  calculateTimes: boolean;
  stops: StopDraft[];
}

/** behaviour.md "Booking / Consignment lifecycle": a new booking starts with CalculateTimes and ApplyPostcodePricingRules on. */
export function emptyDraft(customer: BookingCustomer | null): ConsignmentDraft {
  return {
    isFrequent: false,
    frequency: null,
    customer,
    contactName: '',
    contactEmailAddress: '',
    contactPhoneNumber: '',
    notifyRecipients: null,
    saveContact: false,
    vehicleTypeId: null,
    poNumber: '',
    costCode: '',
    customerReference: '',
    notesForSupplier: '',
    notesForOffice: '',
    isBackload: false,
    applyPostcodePricingRules: true,
    calculateTimes: true,
    stops: [],
  };
}

export function emptyStop(typeId: number | null): StopDraft {
  return {
    typeId,
    companyName: '',
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    town: '',
    county: '',
    postcode: '',
    latitude: null,
    longitude: null,
    date: '',
    time: '',
    locked: false,
    asap: false,
    noLoadDetailsGiven: false,
    loadDetails: [],
    charges: [],
    manifestId: null,
  };
}

/** behaviour.md "Shared conventions / Formats, money and time": a stored instant as the London date and time the inputs show. */
function splitDateTime(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const [date, time] = formatDateTime(new Date(iso)).split(' ');
  return { date, time };
}

/** The form state of a loaded consignment. */
export function draftFromConsignment(c: LoadedConsignment): ConsignmentDraft {
  const f = c.consignmentFrequencySettings;
  return {
    isFrequent: c.isFrequentConsignment,
    frequency: f ? { weekDayIds: f.weekDays.map((d) => d.id), frequencyId: f.consignmentFrequency?.id ?? null, startDate: f.startDate } : null,
    customer: c.customer,
    contactName: c.contactName,
    contactEmailAddress: c.contactEmailAddress ?? '',
    contactPhoneNumber: c.contactPhoneNumber ?? '',
    notifyRecipients: c.notifyRecipients ?? null,
    saveContact: false,
    vehicleTypeId: c.vehicleType.id,
    poNumber: c.poNumber ?? '',
    costCode: c.costCode ?? '',
    customerReference: c.customerReference ?? '',
    notesForSupplier: c.notesForSupplier ?? '',
    notesForOffice: c.notesForOffice ?? '',
    isBackload: c.isBackload,
    applyPostcodePricingRules: c.applyPostcodePricingRules,
    calculateTimes: c.calculateTimes,
    stops: [...c.consignmentAddresses]
      .sort((a, b) => a.consignmentOrder - b.consignmentOrder)
      .map((s) => ({
        id: s.id,
        typeId: s.consignmentAddressType.id,
        companyName: s.address.companyName ?? '',
        addressLine1: s.address.addressLine1,
        addressLine2: s.address.addressLine2 ?? '',
        addressLine3: s.address.addressLine3 ?? '',
        town: s.address.town,
        county: s.address.county ?? '',
        postcode: s.address.postcode,
        latitude: s.address.latitude ?? null,
        longitude: s.address.longitude ?? null,
        ...splitDateTime(s.scheduledStartDateAndTime),
        locked: s.isScheduledStartDateAndTimeLocked,
        asap: false,
        noLoadDetailsGiven: s.noLoadDetailsGiven,
        loadDetails: s.loadDetails.map((d) => ({ quantity: d.quantity, description: d.description ?? '' })),
        charges: s.additionalCharges.flatMap((ch) =>
          ch.additionalCharge ? [{ additionalChargeId: ch.additionalCharge.id, price: ch.price }] : [],
        ),
        manifestId: s.manifestId ?? null,
      })),
  };
}

/** behaviour.md "Booking / Saving a consignment"; "Booking / Consignment search and export": ASAP fills the stop with now + 30 minutes and locks it. */
export function withAsap(stop: StopDraft, now: Date): StopDraft {
  const { date, time } = splitDateTime(asapPickup(now).scheduledStart.toISOString());
  return { ...stop, date, time, locked: true, asap: true };
}

/** DD/MM/YYYY -> YYYY-MM-DD, or null when it is not in that shape. */
export function isoFromTyped(date: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The stops whose typed date or time is not a real one (behaviour.md "Booking / Saving a consignment"), by index. */
export function invalidStopTimes(stops: readonly StopDraft[], now: Date): Map<number, string> {
  const problems = new Map<number, string>();
  stops.forEach((s, i) => {
    const date = s.date.trim() === '' ? null : isoFromTyped(s.date);
    if (s.date.trim() !== '' && date === null) return void problems.set(i, INVALID_DATE_TIME);
    const result = completeScheduledStart({ date, time: s.time }, now);
    if (!result.ok) problems.set(i, result.message);
  });
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save input (behaviour.md "Booking / Consignment search and export" ConsignmentInput); the server completes a date or time given alone. */
export function toInput(
  draft: ConsignmentDraft,
  options: { version?: number; isQuote: boolean; office: boolean; accepted: string[] },
): ConsignmentInput {
  return {
    version: options.version,
    customerId: options.office ? (draft.customer?.id ?? null) : undefined,
    contactName: orNull(draft.contactName),
    contactEmailAddress: orNull(draft.contactEmailAddress),
    contactPhoneNumber: orNull(draft.contactPhoneNumber),
    notifyRecipients: draft.notifyRecipients ?? undefined,
    saveContact: draft.saveContact,
    vehicleTypeId: draft.vehicleTypeId,
    poNumber: orNull(draft.poNumber),
    costCode: orNull(draft.costCode),
    customerReference: orNull(draft.customerReference),
    notesForSupplier: orNull(draft.notesForSupplier),
    notesForOffice: options.office ? orNull(draft.notesForOffice) : undefined,
    isBackload: draft.isBackload,
    applyPostcodePricingRules: draft.applyPostcodePricingRules,
    calculateTimes: draft.calculateTimes,
    isQuote: options.isQuote,
    isFrequentConsignment: draft.isFrequent,
    consignmentFrequencySettings:
      draft.isFrequent && draft.frequency
        ? { weekDayIds: draft.frequency.weekDayIds, consignmentFrequencyId: draft.frequency.frequencyId, startDate: draft.frequency.startDate }
        : null,
    acceptedConfirmations: options.accepted,
    consignmentAddresses: draft.stops.map((s) => ({
      id: s.id,
      consignmentAddressTypeId: s.typeId,
      address: {
        companyName: orNull(s.companyName),
        addressLine1: orNull(s.addressLine1),
        addressLine2: orNull(s.addressLine2),
        addressLine3: orNull(s.addressLine3),
        town: orNull(s.town),
        county: orNull(s.county),
        postcode: orNull(s.postcode)?.toUpperCase() ?? null,
        latitude: s.latitude,
        longitude: s.longitude,
      },
      asap: s.asap || undefined,
      isScheduledStartDateAndTimeLocked: s.locked,
      scheduledDate: s.asap ? null : orNull(s.date) && isoFromTyped(s.date),
      scheduledTime: s.asap ? null : orNull(s.time),
      noLoadDetailsGiven: s.noLoadDetailsGiven,
      loadDetails: s.loadDetails.map((d) => ({ quantity: d.quantity, description: orNull(d.description) })),
      additionalCharges: s.charges.map((c) => ({ additionalChargeId: c.additionalChargeId, price: c.price })),
    })),
  };
}
