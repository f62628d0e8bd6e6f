/**
 * A consignment's life: its defaults, the quote-to-consignment step, when it is read-only, copying,
 * its link to a manifest and frequent bookings (behaviour.md "Booking / Consignment lifecycle"; "Booking / Frequent consignments" "Other").
 */
import { addDays, isoWeekday, today } from './dates.js';
import type { Id } from './id.js';

/**
 * InvoiceStatus values, numbered from 1 (behaviour.md "Booking / Consignment lifecycle" lists Uninvoiced, ReadyToInvoice, Invoiced). behaviour.md "Booking / Consignment lifecycle"
 * "saving a consignment sets InvoiceStatus to 1" together with "read-only when InvoiceStatus is not
 * Uninvoiced" only holds if 1 is Uninvoiced: saving confirms the status, accounts moves it on.
 */
export enum InvoiceStatus {
  Uninvoiced = 1,
  ReadyToInvoice = 2,
  Invoiced = 3,
}

/** The flags that decide what saving does and whether a consignment may be edited. */
export interface ConsignmentState {
  isQuote: boolean;
  isFrequentConsignment: boolean;
  invoiceStatus: InvoiceStatus;
}

/** behaviour.md "Booking / Consignment lifecycle": a new consignment starts as a quote, Uninvoiced, CalculateTimes and ApplyPostcodePricingRules on, not completed. */
export function newConsignmentDefaults() {
  return {
    isQuote: true,
    invoiceStatus: InvoiceStatus.Uninvoiced,
    calculateTimes: true,
    applyPostcodePricingRules: true,
    isCompleted: false,
    isFrequentConsignment: false,
    isBackload: false,
    isDeleted: false,
    cancellationRequested: false,
    priceManuallySet: false,
    paid: false,
  };
}

/** behaviour.md "Booking / Consignment lifecycle": the quote-to-consignment warning is due when a quote is being saved as a consignment. */
export function isQuoteConversion(before: Pick<ConsignmentState, 'isQuote'>, saveAsConsignment: boolean): boolean {
  return before.isQuote && saveAsConsignment;
}

/**
 * behaviour.md "Booking / Consignment lifecycle": saving a quote keeps it a quote; converting clears the quote and frequent flags; saving a
 * consignment sets InvoiceStatus to 1 (Uninvoiced) when it has none yet and never moves it back.
 */
export function stateAfterSave(before: ConsignmentState, saveAsConsignment: boolean): ConsignmentState {
  if (before.isQuote && !saveAsConsignment) return { ...before };
  return {
    isQuote: false,
    isFrequentConsignment: before.isQuote ? false : before.isFrequentConsignment,
    invoiceStatus: Math.max(before.invoiceStatus || 0, InvoiceStatus.Uninvoiced),
  };
}

/** behaviour.md "Booking / Consignment lifecycle": read-only once invoicing has started, when deleted, or for a customer after asking to cancel. */
export function isConsignmentReadOnly(
  consignment: { invoiceStatus: InvoiceStatus; isDeleted: boolean; cancellationRequested: boolean },
  user: { isCustomerUser: boolean },
): boolean {
  return (
    consignment.invoiceStatus !== InvoiceStatus.Uninvoiced ||
    consignment.isDeleted ||
    (user.isCustomerUser && consignment.cancellationRequested)
  );
}

/** A stop's manifest link, as far as the manifest rules need it. */
export interface StopOnManifest {
  id?: Id | null;
  manifestId: Id | null;
}

/** A manifest's size, from NumberOfConsignmentAddresses (behaviour.md "Booking / Consignment lifecycle"). */
export interface ManifestSize {
  id: Id;
  numberOfConsignmentAddresses: number;
}

/** behaviour.md "Booking / Consignment lifecycle": one-to-one when every stop is on one manifest that has exactly as many stops. */
export function isOneToOneWithManifest(stops: readonly StopOnManifest[], manifests: readonly ManifestSize[]): boolean {
  const manifestId = stops[0]?.manifestId ?? null;
  if (manifestId === null || !stops.every((stop) => stop.manifestId === manifestId)) return false;
  return manifests.find((m) => m.id === manifestId)?.numberOfConsignmentAddresses === stops.length;
}

/**
 * behaviour.md "Booking / Consignment lifecycle": changing the vehicle type or the address list (a stop added or removed) of a consignment
 * that is on a manifest flags that the manifest needs changing, unless the two are one-to-one (then
 * the manifest simply follows the consignment).
 */
export function manifestChangesRequired(
  before: { vehicleTypeId: Id | null; stops: readonly StopOnManifest[] },
  after: { vehicleTypeId: Id | null; stopIds: readonly (Id | null)[] },
  manifests: readonly ManifestSize[],
): boolean {
  if (!before.stops.some((stop) => stop.manifestId !== null)) return false;
  if (isOneToOneWithManifest(before.stops, manifests)) return false;
  const beforeIds = new Set(before.stops.map((stop) => stop.id ?? null));
  const listChanged =
    after.stopIds.length !== before.stops.length || after.stopIds.some((id) => id === null || !beforeIds.has(id));
  return before.vehicleTypeId !== after.vehicleTypeId || listChanged;
}

/** behaviour.md "Booking / Consignment lifecycle": a consignment whose manifest is ReadyToInvoice or Invoiced shows that manifest as invoiced. */
export function isManifestInvoiced(manifestInvoiceStatus: InvoiceStatus): boolean {
  return manifestInvoiceStatus !== InvoiceStatus.Uninvoiced;
}

/**
 * behaviour.md "Booking / Frequent consignments": the earliest start date offered for a frequent consignment is next Monday, a week later
 * when today (London) is Sunday, Monday or Tuesday. On a Monday, "next Monday" is 7 days ahead.
 */
export function earliestFrequentStartDate(now: Date): string {
  const date = today(now);
  const weekday = isoWeekday(date); // 1 = Monday ... 7 = Sunday
  const toNextMonday = 8 - weekday;
  const skipWeek = weekday === 7 || weekday <= 2 ? 7 : 0;
  return addDays(date, toNextMonday + skipWeek);
}
