/** The consignment routes' declared schemas (issue 24 item 2): paths and query strings checked, bodies and answers described. */
import { Type } from 'typebox';
import { Answers, Body, DateTime, FileAnswer, Flag, IdParams, Json, List, NO_BODY, NoContent, Num, PathText, Pounds, Query, QueryFlag, QueryText, QueryWhole, Ref, STALE, Text, Whole } from '../../rest/schemas.js';

const Consignment = Json('A consignment in PascalCase; cost fields for office users only.');
const Stop = Body({
  Id: Whole(), Version: Whole(), ConsignmentAddressType: Ref('Collection or Delivery.'), CompanyName: Text(), Address: Body({}, 'Address lines.'),
  Town: Text(), County: Text(), Postcode: Text(), Country: Ref(), Latitude: Num(), Longitude: Num(), ContactName: Text(), ContactPhoneNumber: Text(),
  ContactEmailAddress: Text(), ScheduledStartDateAndTime: DateTime(), ScheduledStartToDateAndTime: DateTime(), Timed: Flag(), Asap: Flag(),
  NotifyRecipients: Flag(), LoadDetails: List(Json('A load line.')), AdditionalCharges: List(Json('A stop charge.')),
}, 'A stop (ordered Collection/Delivery).');

/** PascalCase or camelCase fields; every wrong one is named in one 400 (consignment.parse.ts). */
const ConsignmentBody = Body({
  Id: Whole(), Version: Whole('The version loaded; a stale one is refused with 608.'), Customer: Ref(), CustomerId: Whole(), VehicleType: Ref(), VehicleTypeId: Whole(),
  ConsignmentType: Ref(), Supplier: Ref(), BookingContact: Json('The booking contact.'), BookingContactId: Whole(), SaveContact: Flag(),
  IsQuote: Flag(), IsBackload: Flag(), IsFrequentConsignment: Flag(), ConsignmentFrequencySettings: Json('How a frequent consignment repeats.'),
  ApplyPostcodePricingRules: Flag(), CalculateTimes: Flag(), OptimiseStops: Flag(), NoLoadDetailsGiven: Flag(), IsScheduledStartDateAndTimeLocked: Flag(),
  Price: Pounds(), Cost: Pounds(), PriceManuallySet: Flag(), CostManuallySet: Flag(), Mileage: Whole(), PONumber: Text(), CustomerReference: Text(),
  CustomerReferenceNumber: Text(), CustomerBranch: Text(), CostCode: Text(), Description: Text(), NotesForOffice: Text(), NotesForSupplier: Text(),
  NotesForInvoice: Text(), ConsignmentAddresses: List(Stop), AdditionalCharges: List(Json('A consignment charge.')), AcceptedConfirmations: List(Json()),
}, 'A consignment to book or save.');

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
    body: Body({ Id: Whole(), ConsignmentId: Whole(), ConsignmentNumber: Whole(), ConsignmentReference: Text('The consignment number as text.') }),
    response: Answers({ 200: Consignment }),
  },
  copy: { summary: 'Copies a consignment as a new quote.', params: id, ...NO_BODY, response: Answers({ 201: Consignment }) },
  report: { summary: 'The consignment report (PDF).', params: id, querystring: ReportQuery, response: Answers({ 200: FileAnswer('application/pdf') }) },
  emailReport: {
    summary: 'E-mails the consignment report (queued in the outbox).',
    querystring: Query({ consignmentId: QueryWhole('consignmentId'), id: QueryWhole('id'), ...ReportQuery.properties }),
    body: Body({ To: Text(), Subject: Text(), Body: Text(), ConsignmentId: Whole() }),
    response: Answers({ 202: Type.Object({ Queued: Type.Boolean() }) }),
  },
  noManifest: { summary: 'Stops not on any manifest.', response: Answers({ 200: List(Json('A stop with its consignment, customer and vehicle type.')) }) },
};
