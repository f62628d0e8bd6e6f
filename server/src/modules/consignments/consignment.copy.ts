/**
 * Copying goes through the domain's `copyConsignment` (behaviour.md "Booking / Consignment lifecycle"): the source is described as a
 * plain record, copied (ids, progress, supplier, invoice data and logs dropped), then read back as
 * a new consignment input, so the copy passes the same rules and pricing as any booking.
 */
import type { PlainRecord } from '../../domain/consignment-copy.js';
import type { Consignment } from './consignment.entity.js';
import { CONFIRMATION_CODES } from '../../domain/booking.js';
import type { ConsignmentInput } from './consignment.input.js';

/** The consignment as a plain record in the domain's field names. */
export function toCopyable(c: Consignment): PlainRecord {
  return {
    id: c.id,
    consignmentNumber: c.consignmentNumber,
    version: c.version,
    customerId: c.customer.id,
    customerBranch: c.customerBranch,
    bookingContactId: c.bookingContact?.id ?? null,
    contactName: c.contactName,
    contactPhoneNumber: c.contactPhoneNumber,
    contactEmailAddress: c.contactEmailAddress,
    consignmentTypeId: c.consignmentType?.id ?? null,
    vehicleTypeId: c.vehicleType.id,
    poNumber: c.poNumber, costCode: c.costCode, customerReference: c.customerReference, customerReferenceNumber: c.customerReferenceNumber,
    notesForSupplier: c.notesForSupplier, notesForOffice: c.notesForOffice, notesForInvoice: c.notesForInvoice,
    price: c.pricePence, priceManuallySet: c.priceManuallySet, cost: c.costPence, costManuallySet: c.costManuallySet,
    mileage: c.mileage, calculateTimes: c.calculateTimes, optimiseStops: c.optimiseStops,
    applyPostcodePricingRules: c.applyPostcodePricingRules, isBackload: c.isBackload,
    supplierId: c.supplier?.id ?? null,
    invoiceNumber: c.invoiceNumber, invoiceDate: c.invoiceDate, customerInvoiceId: c.customerInvoiceId,
    additionalCharges: c.additionalCharges.getItems().map((ch) => ({ id: ch.id, additionalChargeId: ch.additionalCharge?.id ?? null, description: ch.description, price: ch.pricePence, cost: ch.costPence })),
    consignmentAddresses: c.consignmentAddresses.getItems().map((s) => ({
      id: s.id,
      manifestId: s.manifestId,
      consignmentAddressTypeId: s.consignmentAddressType.id,
      address: { id: s.address.id, companyName: s.address.companyName, addressLine1: s.address.addressLine1, addressLine2: s.address.addressLine2, addressLine3: s.address.addressLine3, town: s.address.town, county: s.address.county, postcode: s.address.postcode, countryId: s.address.country?.id ?? null, latitude: s.address.latitude, longitude: s.address.longitude },
      scheduledStartDateAndTime: s.scheduledStartDateAndTime ?? null,
      scheduledStartToDateAndTime: s.scheduledStartToDateAndTime ?? null,
      isScheduledStartDateAndTimeLocked: s.isScheduledStartDateAndTimeLocked,
      timed: s.timed,
      noLoadDetailsGiven: s.noLoadDetailsGiven,
      loadDetails: s.loadDetails.getItems().map((d) => ({ id: d.id, quantity: d.quantity, description: d.description ?? null, barcodeFileName: d.barcodeFileName })),
      additionalCharges: s.additionalCharges.getItems().map((ch) => ({ id: ch.id, additionalChargeId: ch.additionalCharge?.id ?? null, description: ch.chargeFor, price: ch.pricePence, cost: ch.costPence })),
    })),
  };
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** The copied record as a new booking (a quote), with the warnings the copier already saw accepted. */
export function inputFromCopy(copy: PlainRecord): ConsignmentInput {
  const charge = (ch: Row) => ({ additionalChargeId: ch.additionalChargeId as number | null, description: ch.description as string, price: ch.price as number, cost: ch.cost as number });
  return {
    ...(copy as unknown as ConsignmentInput),
    supplierId: null,
    isQuote: true,
    isFrequentConsignment: false,
    consignmentFrequencySettings: null,
    additionalCharges: rows(copy.additionalCharges).map(charge),
    consignmentAddresses: rows(copy.consignmentAddresses).map((s) => ({
      id: null,
      consignmentAddressTypeId: s.consignmentAddressTypeId as number,
      address: s.address as ConsignmentInput['consignmentAddresses'][number]['address'],
      scheduledStartDateAndTime: s.scheduledStartDateAndTime as Date | null,
      scheduledStartToDateAndTime: s.scheduledStartToDateAndTime as Date | null,
      isScheduledStartDateAndTimeLocked: s.isScheduledStartDateAndTimeLocked as boolean,
      timed: s.timed as boolean,
      noLoadDetailsGiven: s.noLoadDetailsGiven as boolean,
      loadDetails: rows(s.loadDetails).map((d) => ({ quantity: d.quantity as number, description: d.description as string | null })),
      additionalCharges: rows(s.additionalCharges).map(charge),
    })),
    acceptedConfirmations: [CONFIRMATION_CODES.poNumber, CONFIRMATION_CODES.costCode, 'BACKDATED'],
  };
}
