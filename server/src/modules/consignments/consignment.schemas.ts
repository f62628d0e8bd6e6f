/** The consignment routes' declared schemas (issue 24 item 2): paths and query strings checked, bodies and answers described. */
import { Type } from 'typebox';
import { Answers, Body, DateTime, Ids, FileAnswer, Flag, IdParams, Json, List, NO_BODY, NoContent, Num, PathText, Pounds, Query, QueryFlag, QueryText, QueryWhole, Refs, STALE, Text, Whole } from '../../rest/schemas.js';

const CHECKED = { checked: true };
const Consignment = Json('A consignment in PascalCase; cost fields for office users only.');
const Charge = Body({ ...Refs('AdditionalCharge'), Description: Text(), ChargeFor: Text('The description, as the booking screen names it.'), Price: Pounds(), Cost: Pounds() }, 'A charge.');
const Address = Body({
  CompanyName: Text(), AddressLine1: Text(), AddressLine2: Text(), AddressLine3: Text(), Town: Text(), County: Text(), Postcode: Text(), ...Refs('Country'),
  Latitude: Num(), Longitude: Num(),
}, 'The stop\'s address.');
const Stop = Body({
  Id: Whole(), ...Refs('ConsignmentAddressType', 'Collection or Delivery.'), Address, ScheduledStartDateAndTime: DateTime(), ScheduledDate: Text('YYYY-MM-DD, when no time is given.'),
  ScheduledTime: Text('HH:mm, with ScheduledDate.'), ScheduledStartToDateAndTime: DateTime(), Asap: Flag(), IsScheduledStartDateAndTimeLocked: Flag(), Timed: Flag(),
  NoLoadDetailsGiven: Flag(), ContactEmailAddress: Text(), ContactPhoneNumber: Text(), LoadDetails: List(Body({ Quantity: Whole(), Description: Text() }, 'A load line.')),
  AdditionalCharges: List(Charge),
}, 'A stop (ordered Collection/Delivery).');

/** PascalCase or camelCase fields; every wrong one is named in one 400 (consignment.parse.ts maps them). */
const ConsignmentBody = Body({
  Version: Whole('The version loaded; a stale one is refused with 608.'), ...Refs('Customer'), CustomerBranch: Text(),
  BookingContact: Body({ Id: Whole(), Name: Text(), Phone: Text(), Email: Text() }, 'The booking contact.'), BookingContactId: Whole(),
  ContactName: Text(), ContactPhoneNumber: Text(), ContactEmailAddress: Text(), SaveContact: Flag(), ...Refs('ConsignmentType'), ...Refs('VehicleType'), ...Refs('Supplier'),
  PONumber: Text(), CostCode: Text(), CustomerReference: Text(), CustomerReferenceNumber: Text(), NotesForSupplier: Text(), NotesForOffice: Text(), NotesForInvoice: Text(),
  Price: Pounds(), PriceManuallySet: Flag(), Cost: Pounds(), CostManuallySet: Flag(), Mileage: Whole(), CalculateTimes: Flag(), OptimiseStops: Flag(),
  ApplyPostcodePricingRules: Flag(), IsBackload: Flag(), IsQuote: Flag(), IsFrequentConsignment: Flag(), NotifyRecipients: Flag(),
  ConsignmentFrequencySettings: Body({ StartDate: Text('YYYY-MM-DD.'), WeekDays: Ids('Week day ids, 1 = Monday.'), ...Refs('ConsignmentFrequency') }, 'How a frequent consignment repeats.'),
  AdditionalCharges: List(Charge), ConsignmentAddresses: List(Stop), AcceptedConfirmations: List(Type.String(), 'The confirmations the user accepted (PO_NUMBER_MISSING, BACKDATED, ...).'),
}, 'A consignment to book or save.', CHECKED);

const RangeParams = Type.Object({ from: PathText('The first day, YYYY-MM-DD.'), to: PathText('The last day, YYYY-MM-DD.') });

/** behaviour.md "Booking / Consignment search and export" search filters (keys in any case). */
const SearchQuery = Query({
  vehicleType: QueryWhole('vehicleType', 'A vehicle type id.'), customerName: QueryText('Part of the customer name.'), poNumber: QueryText('PO number.'),
  consignmentNumber: QueryWhole('consignmentNumber'), manifestNumber: QueryWhole('manifestNumber'), collectionAddress: QueryText('Part of a collection address.'),
  deliveryAddress: QueryText('Part of a delivery address.'), bookingContact: QueryText('Part of the booking contact.'), supplierName: QueryText('Part of the supplier name.'),
  isFrequent: QueryFlag('isFrequent'), haveNoManifest: QueryFlag('haveNoManifest'), isQuote: QueryFlag('isQuote'), isDeleted: QueryFlag('isDeleted'),
});

const ReportQuery = Query({ showPrice: QueryFlag('showPrice'), showPhotos: QueryFlag('showPhotos'), showSupplierNotes: QueryFlag('showSupplierNotes') });
const id = IdParams();

export const CONSIGNMENT_SCHEMAS = {
  search: { summary: 'Consignments in a date range, filtered.', params: RangeParams, querystring: SearchQuery, response: Answers({ 200: List(Consignment) }) },
  export: { summary: 'The same search as a CSV file.', params: RangeParams, querystring: SearchQuery, response: Answers({ 200: FileAnswer('text/csv') }) },
  get: { summary: 'One consignment.', params: id, response: Answers({ 200: Consignment }) },
  changeLogs: { summary: 'Who changed what on a consignment.', params: id, response: Answers({ 200: List(Json('A change.')) }) },
  create: { summary: 'Books a consignment (or a quote).', body: ConsignmentBody, response: Answers({ 201: Consignment }) },
  update: { summary: 'Saves a consignment.', params: id, body: ConsignmentBody, response: Answers({ 200: Consignment }), ...STALE },
  remove: { summary: 'Deletes a consignment.', params: id, response: Answers({ 204: NoContent }) },
  cancel: {
    summary: 'Asks the office to cancel a consignment.',
    body: Body({ Id: Whole(), ConsignmentId: Whole(), ConsignmentNumber: Whole(), ConsignmentReference: Text('The consignment number as text.') }, undefined, CHECKED),
    response: Answers({ 200: Consignment }),
  },
  copy: { summary: 'Copies a consignment as a new quote.', params: id, ...NO_BODY, response: Answers({ 201: Consignment }) },
  report: { summary: 'The consignment report (PDF).', params: id, querystring: ReportQuery, response: Answers({ 200: FileAnswer('application/pdf') }) },
  emailReport: {
    summary: 'E-mails the consignment report (queued in the outbox).',
    querystring: Query({ consignmentId: QueryWhole('consignmentId'), id: QueryWhole('id'), ...ReportQuery.properties }),
    body: Body({ To: Text(), Subject: Text(), Body: Text(), ConsignmentId: Whole() }, undefined, CHECKED),
    response: Answers({ 202: Type.Object({ Queued: Type.Boolean() }) }),
  },
  noManifest: { summary: 'Stops not on any manifest.', response: Answers({ 200: List(Json('A stop with its consignment, customer and vehicle type.')) }) },
};
