/**
 * Writes a validated input onto a consignment entity: its fields, stops (kept by id, added,
 * removed, renumbered 10, 20, ...), addresses, load details and charges. No rules here: the save
 * use case has checked everything before calling.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadMemo } from '../../db/read-memo.js';
import { stateAfterSave } from '../../domain/consignment-lifecycle.js';
import { priceConsignment } from '../pricing/pricing.service.js';
import { ConsignmentFrequencySettings } from './consignment-frequency.entity.js';
import { STOP_ORDER_STEP } from '../../domain/consignment-address.js';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentAddress, LoadDetail } from './consignment-address.entity.js';
import { ConsignmentAddressCharge, ConsignmentCharge } from './consignment-charge.entity.js';
import type { Consignment } from './consignment.entity.js';
import type { AddressInput, ChargeInput, ConsignmentInput } from './consignment.input.js';
import type { References } from './consignment.references.js';
import type { RouteFigures, StopTime } from './consignment.schedule.js';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The typed address, trimmed, with the postcode upper-cased as the spec's capitalised fields are. */
export function addressFields(a: AddressInput, refs: References) {
  return {
    companyName: clean(a.companyName),
    addressLine1: clean(a.addressLine1) ?? '',
    addressLine2: clean(a.addressLine2),
    addressLine3: clean(a.addressLine3),
    town: clean(a.town) ?? '',
    county: clean(a.county),
    postcode: (clean(a.postcode) ?? '').toUpperCase(),
    country: a.countryId == null ? null : refs.countries.get(a.countryId)!,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  };
}

function chargeAmounts(c: ChargeInput, refs: References) {
  const catalogue = refs.charges.get(c.additionalChargeId!)!;
  return {
    additionalCharge: catalogue,
    description: clean(c.description) ?? catalogue.chargeFor,
    pricePence: c.price ?? catalogue.pricePence,
    costPence: c.cost ?? catalogue.costPence,
  };
}

/** Replaces the consignment-level charges. */
export function applyCharges(em: EntityManager, c: Consignment, charges: ChargeInput[], refs: References): void {
  c.additionalCharges.removeAll();
  for (const charge of charges) c.additionalCharges.add(em.create(ConsignmentCharge, { consignment: c, ...chargeAmounts(charge, refs) }));
}

/** Replaces the stops' contents; keeps stops by id so their progress and manifest links stay. */
export function applyStops(em: EntityManager, c: Consignment, input: ConsignmentInput, refs: References, times: StopTime[], estimates: (Date | null)[]): void {
  const existing = new Map(c.consignmentAddresses.getItems().map((s) => [s.id, s]));
  const kept = new Set<ConsignmentAddress>();
  input.consignmentAddresses.forEach((si, i) => {
    const fields = addressFields(si.address, refs);
    let stop = si.id != null ? existing.get(si.id) : undefined;
    if (stop) em.assign(stop.address, fields);
    else {
      stop = em.create(ConsignmentAddress, {
        consignment: c,
        consignmentAddressType: refs.addressTypes.get(si.consignmentAddressTypeId!)!,
        address: em.create(Address, fields),
        consignmentOrder: (i + 1) * STOP_ORDER_STEP,
      });
      c.consignmentAddresses.add(stop);
    }
    kept.add(stop);
    stop.consignmentAddressType = refs.addressTypes.get(si.consignmentAddressTypeId!)!;
    stop.consignmentOrder = (i + 1) * STOP_ORDER_STEP; // behaviour.md "Shared conventions / Formats, money and time"
    stop.scheduledStartDateAndTime = times[i].scheduledStart;
    stop.isScheduledStartDateAndTimeLocked = times[i].locked;
    stop.scheduledStartToDateAndTime = si.scheduledStartToDateAndTime ?? null;
    stop.timed = si.timed ?? false;
    stop.noLoadDetailsGiven = si.noLoadDetailsGiven ?? false;
    stop.contactEmailAddress = clean(si.contactEmailAddress);
    stop.contactPhoneNumber = clean(si.contactPhoneNumber);
    stop.estimatedStartDateAndTime = input.calculateTimes === false ? null : estimates[i];
    stop.loadDetails.removeAll();
    for (const d of si.loadDetails) stop.loadDetails.add(em.create(LoadDetail, { consignmentAddress: stop, quantity: d.quantity!, description: clean(d.description) }));
    stop.additionalCharges.removeAll();
    for (const ch of si.additionalCharges) {
      const { description, ...amounts } = chargeAmounts(ch, refs);
      stop.additionalCharges.add(em.create(ConsignmentAddressCharge, { consignmentAddress: stop, chargeFor: description, ...amounts }));
    }
  });
  for (const stop of existing.values()) {
    if (kept.has(stop)) continue;
    c.consignmentAddresses.remove(stop);
    em.remove(stop.address);
  }
}

/** The plain fields of the consignment; office-only fields are left alone for customer users. */
export function applyFields(c: Consignment, input: ConsignmentInput, refs: References, isCustomer: boolean): void {
  c.customer = refs.customer!;
  c.customerBranch = clean(input.customerBranch);
  c.bookingContact = refs.contact;
  c.contactName = clean(input.contactName) ?? '';
  c.contactPhoneNumber = clean(input.contactPhoneNumber);
  c.contactEmailAddress = clean(input.contactEmailAddress);
  c.consignmentType = refs.consignmentType;
  c.vehicleType = refs.vehicleType!;
  c.poNumber = clean(input.poNumber);
  c.costCode = clean(input.costCode);
  c.customerReference = clean(input.customerReference);
  c.customerReferenceNumber = clean(input.customerReferenceNumber);
  c.notesForSupplier = clean(input.notesForSupplier);
  c.notesForInvoice = clean(input.notesForInvoice);
  c.calculateTimes = input.calculateTimes ?? true;
  c.optimiseStops = input.optimiseStops ?? false;
  if (input.notifyRecipients !== undefined) c.notifyRecipients = input.notifyRecipients;
  if (isCustomer) return;
  // behaviour.md "Booking / Consignment lifecycle": notes for the office, suppliers and hand-set prices and costs are office matters;
  // so are the typed mileage, backload and area rules (issue 20 item 3: the server owns prices).
  c.mileage = input.mileage ?? null;
  c.applyPostcodePricingRules = input.applyPostcodePricingRules ?? true;
  c.isBackload = input.isBackload ?? false;
  c.notesForOffice = clean(input.notesForOffice);
  // The supplier is not typed in: it is the carrying manifest's (consignment.supplier.ts, after the stops are saved).
  c.priceManuallySet = input.priceManuallySet ?? false;
  c.costManuallySet = input.costManuallySet ?? false;
}

/** behaviour.md "Booking / Consignment lifecycle": quote / consignment / frequent flags after the save, and the frequency settings. */
export function applyState(em: EntityManager, c: Consignment, input: ConsignmentInput, refs: References, isNew: boolean): void {
  const before = { isQuote: isNew ? true : c.isQuote, isFrequentConsignment: input.isFrequentConsignment ?? false, invoiceStatus: c.invoiceStatus };
  const after = stateAfterSave(before, input.isQuote === false);
  c.isQuote = after.isQuote;
  c.isFrequentConsignment = after.isFrequentConsignment;
  c.invoiceStatus = after.invoiceStatus;
  const settings = input.consignmentFrequencySettings;
  if (!c.isFrequentConsignment || !settings) {
    if (c.consignmentFrequencySettings) em.remove(c.consignmentFrequencySettings);
    c.consignmentFrequencySettings = null;
    return;
  }
  const s = c.consignmentFrequencySettings ?? em.create(ConsignmentFrequencySettings, { startDate: settings.startDate! });
  s.startDate = settings.startDate!;
  s.consignmentFrequency = refs.frequency;
  s.weekDays.set(refs.weekDays);
  c.consignmentFrequencySettings = s;
}

/** behaviour.md "Booking / Consignment search and export": route miles and minutes, then the matrices; RecommendedPrice/Cost stored, hand-set values kept. */
export async function applyPrice(em: EntityManager, c: Consignment, input: ConsignmentInput, route: RouteFigures, isCustomer: boolean, memo?: ReadMemo): Promise<void> {
  c.totalMiles = route.miles;
  c.totalLoadedMiles = route.miles;
  c.totalTimeInMinutes = route.minutes;
  c.routeIsEstimate = route.isEstimate;
  const line = (p: { pricePence: number; costPence: number }, label: string) => ({ label, price: p.pricePence, cost: p.costPence });
  const result = await priceConsignment(em, {
    customerId: c.customer.id,
    vehicleTypeId: c.vehicleType.id,
    miles: route.miles,
    minutes: route.minutes,
    isBackload: c.isBackload,
    applyPostcodePricingRules: c.applyPostcodePricingRules,
    stops: c.consignmentAddresses.getItems().map((s) => ({ postcode: s.address.postcode, additionalCharges: s.additionalCharges.getItems().map((ch) => line(ch, ch.chargeFor)) })),
    additionalCharges: c.additionalCharges.getItems().map((ch) => line(ch, ch.description)),
    priceManuallySet: c.priceManuallySet,
    currentPrice: isCustomer ? c.pricePence : (input.price ?? c.pricePence),
    costManuallySet: c.costManuallySet,
    currentCost: isCustomer ? c.costPence : (input.cost ?? c.costPence),
  }, memo);
  c.recommendedPricePence = result.recommendedPrice;
  c.recommendedCostPence = result.recommendedCost;
  c.pricePence = result.price;
  c.costPence = result.cost;
}
