/**
 * The PascalCase REST shape of a consignment (behaviour.md "Settings / Additional charges, area rules and price matrices"), pounds to 2 decimals. What the viewer reads
 * is the field-visibility table's (domain/rest-visibility.ts): costs and office notes for office users
 * only (issue 3 item 7), charge prices not for drivers, a booker's id and name only for customers.
 */
import type { Viewer } from '../../domain/field-visibility.js';
import { penceToPounds } from '../../domain/money.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import type { Address } from '../addresses/address.entity.js';
import type { ConsignmentAddress } from './consignment-address.entity.js';
import type { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import type { Consignment } from './consignment.entity.js';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const ref = (r: { id: number; name: string } | null | undefined) => (r ? { Id: r.id, Name: r.name } : null);

/** An address (behaviour.md "Booking / Consignment lifecycle" Address). */
export function toRestAddress(a: Address) {
  return {
    Id: a.id,
    CompanyName: a.companyName ?? null,
    AddressLine1: a.addressLine1,
    AddressLine2: a.addressLine2 ?? null,
    AddressLine3: a.addressLine3 ?? null,
    Town: a.town,
    County: a.county ?? null,
    Postcode: a.postcode,
    CountryId: a.country?.id ?? null,
    Country: a.country ? { Id: a.country.id, Name: a.country.name, Code: a.country.code } : null,
    Latitude: a.latitude ?? null,
    Longitude: a.longitude ?? null,
    ShortAddress: a.shortAddress,
  };
}

type Charge = { id: number; additionalCharge?: { id: number; chargeFor: string } | null; pricePence: number; costPence: number };

function charge(type: 'ConsignmentCharge' | 'ConsignmentAddressCharge', ch: Charge, label: string, viewer: Viewer | undefined) {
  return visibleRest(type, {
    Id: ch.id,
    AdditionalCharge: ch.additionalCharge ? { Id: ch.additionalCharge.id, ChargeFor: ch.additionalCharge.chargeFor } : null,
    Description: label,
    ChargeFor: label,
    Price: penceToPounds(ch.pricePence),
    Cost: penceToPounds(ch.costPence),
  }, viewer);
}

/** A stop (behaviour.md "Booking / Consignment lifecycle" ConsignmentAddress). */
export function toRestStop(s: ConsignmentAddress, viewer: Viewer | undefined) {
  return {
    Id: s.id,
    ConsignmentAddressType: ref(s.consignmentAddressType),
    Address: toRestAddress(s.address),
    ConsignmentOrder: s.consignmentOrder,
    ManifestOrder: s.manifestOrder ?? null,
    ManifestId: s.manifestId ?? null,
    ScheduledStartDateAndTime: iso(s.scheduledStartDateAndTime),
    ScheduledStartToDateAndTime: iso(s.scheduledStartToDateAndTime),
    IsScheduledStartDateAndTimeLocked: s.isScheduledStartDateAndTimeLocked,
    Timed: s.timed,
    EstimatedStartDateAndTime: iso(s.estimatedStartDateAndTime),
    LoadDetails: s.loadDetails.getItems().map((d) => ({ Id: d.id, Quantity: d.quantity, Description: d.description ?? null, BarcodeFileName: d.barcodeFileName ?? null })),
    NoLoadDetailsGiven: s.noLoadDetailsGiven,
    ContactEmailAddress: s.contactEmailAddress ?? null,
    ContactPhoneNumber: s.contactPhoneNumber ?? null,
    AdditionalCharges: s.additionalCharges.getItems().map((ch) => charge('ConsignmentAddressCharge', ch, ch.chargeFor, viewer)),
    IsOnRoute: s.isOnRoute,
    StartTime: iso(s.startTime),
    HasArrived: s.hasArrived,
    ArrivalTime: iso(s.arrivalTime),
    IsCompleted: s.isCompleted,
    CompletionTime: iso(s.completionTime),
    NotesFromSupplier: s.notesFromSupplier ?? null,
    SignatureName: s.signatureName ?? null,
    Signature_FileName: s.signatureFileName ?? null,
    GoodsPhotos: s.goodsPhotos,
    PaperworkPhotos: s.paperworkPhotos,
    NoPaperworkProvided: s.noPaperworkProvided,
    RowVersion: s.version,
    Eta: iso(s.eta),
    IsLate: s.isLate,
  };
}

/** A consignment (behaviour.md "Booking / Consignment lifecycle" Consignment). */
export function toRestConsignment(c: Consignment, viewer: Viewer | undefined) {
  return visibleRest('Consignment', {
    ...booking(c),
    ...money(c),
    ...route(c),
    ...kind(c),
    ...state(c),
    DateCreated: iso(c.dateCreated),
    // As the search's SQL reads it (graphql/projection.ts): a row-dependent audience counts as not the viewer's.
    CreatedBy: c.createdBy ? visibleRest('User', { Id: c.createdBy.id, Name: c.createdBy.name, Role: c.createdBy.role }, viewer, {}) : null,
    Supplier: c.supplier ? visibleRest('Supplier', { Id: c.supplier.id, Name: c.supplier.name }, viewer) : null,
    StartDateTime: iso(c.startDateTime),
    AdditionalCharges: c.additionalCharges.getItems().map((ch) => charge('ConsignmentCharge', ch, ch.description, viewer)),
    ConsignmentAddresses: c.consignmentAddresses.getItems().map((s) => toRestStop(s, viewer)),
    Version: c.version,
  }, viewer);
}

// The parts below are spread into toRestConsignment in this order: the JSON keeps the order it always had.

/** Who booked it, for whom, and the references and notes they gave. */
function booking(c: Consignment) {
  return {
    Id: c.id,
    ConsignmentNumber: c.consignmentNumber,
    ConsignmentReference: c.consignmentReference,
    Customer: { Id: c.customer.id, Name: c.customer.name },
    CustomerId: c.customer.id,
    CustomerBranch: c.customerBranch ?? null,
    BookingContact: c.bookingContact ? { Id: c.bookingContact.id, Name: c.bookingContact.name, Phone: c.bookingContact.phone ?? null, Email: c.bookingContact.email ?? null } : null,
    ContactName: c.contactName,
    ContactPhoneNumber: c.contactPhoneNumber ?? null,
    ContactEmailAddress: c.contactEmailAddress ?? null,
    ConsignmentType: c.consignmentType ? { Id: c.consignmentType.id, Name: c.consignmentType.name, ShortName: c.consignmentType.shortName } : null,
    VehicleType: { Id: c.vehicleType.id, Name: c.vehicleType.name, Order: c.vehicleType.order },
    PONumber: c.poNumber ?? null,
    CostCode: c.costCode ?? null,
    CustomerReference: c.customerReference ?? null,
    CustomerReferenceNumber: c.customerReferenceNumber ?? null,
    NotesForSupplier: c.notesForSupplier ?? null,
    NotesForOffice: c.notesForOffice ?? null,
    NotesForInvoice: c.notesForInvoice ?? null,
  };
}

/** Price and cost, as priced and as set by hand, in pounds. */
function money(c: Consignment) {
  return {
    Price: penceToPounds(c.pricePence),
    RecommendedPrice: penceToPounds(c.recommendedPricePence),
    Cost: penceToPounds(c.costPence),
    RecommendedCost: penceToPounds(c.recommendedCostPence),
    CostManuallySet: c.costManuallySet,
    PriceManuallySet: c.priceManuallySet,
  };
}

/** The route's distances and time, and how it was worked out. */
function route(c: Consignment) {
  return {
    Mileage: c.mileage ?? null,
    TotalMiles: c.totalMiles,
    TotalLoadedMiles: c.totalLoadedMiles,
    TotalTimeInMinutes: c.totalTimeInMinutes,
    RouteIsEstimate: c.routeIsEstimate,
    CalculateTimes: c.calculateTimes,
    OptimiseStops: c.optimiseStops,
    ApplyPostcodePricingRules: c.applyPostcodePricingRules,
  };
}

/** What kind of consignment it is: backload, quote, frequent (with its schedule). */
function kind(c: Consignment) {
  const settings = c.consignmentFrequencySettings;
  return {
    IsBackload: c.isBackload,
    IsQuote: c.isQuote,
    IsFrequentConsignment: c.isFrequentConsignment,
    NotifyRecipients: c.notifyRecipients ?? null,
    FrequentConsignmentTemplateId: c.frequentConsignmentTemplateId,
    ConsignmentFrequencySettings: settings
      ? { Id: settings.id, StartDate: settings.startDate, ConsignmentFrequency: ref(settings.consignmentFrequency), WeekDays: settings.weekDays.getItems().map((d) => ({ Id: d.id, Name: d.name })) }
      : null,
  };
}

/** Where it stands: deleted, cancelled, completed, invoiced, paid. */
function state(c: Consignment) {
  return {
    IsDeleted: c.isDeleted,
    CancellationRequested: c.cancellationRequested,
    IsWebBooking: c.isWebBooking,
    IsCompleted: c.isCompleted,
    IsManuallyMarkedInvoiceable: c.isManuallyMarkedInvoiceable,
    ManifestChangesRequired: c.manifestChangesRequired,
    InvoiceStatus: c.invoiceStatus,
    InvoiceDate: iso(c.invoiceDate),
    InvoiceNumber: c.invoiceNumber ?? null,
    CustomerInvoiceId: c.customerInvoiceId ?? null,
    Paid: c.paid,
  };
}

/** A change-log entry. */
export function toRestChangeLog(log: ConsignmentChangeLog) {
  return { Id: log.id, UserName: log.userName, DateCreated: log.createdAt.toISOString(), Action: log.action, Changes: log.changes.map((ch) => ({ Field: ch.field, From: ch.from, To: ch.to })) };
}
