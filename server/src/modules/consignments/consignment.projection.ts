/**
 * The consignment read model for lists and single reads (issue 9 item 3: projections instead of whole
 * entity graphs on hot lists). PostgreSQL builds the JSON of the rows asked for in one statement, the
 * way the raw-SQL floor does, instead of the ORM hydrating every consignment, stop, address and
 * relation as entities and the mapper copying them again.
 *
 * One catalogue says how each GraphQL field is read from SQL; two selections use it:
 * - REST_CONSIGNMENT: the spec's PascalCase consignment (behaviour.md "Booking / Consignment lifecycle"), identical to toRestConsignment
 *   (consignment.projection.test.ts compares them field for field);
 * - a GraphQL query's own selection (consignmentLookahead in consignment.read.ts, the read model's entry).
 * Fields the visibility table (domain/field-visibility.ts) hides from a caller are null in the SQL itself.
 * The machinery (field kinds, JSON builder, prepared statements) is graphql/projection.ts; the manifest
 * catalogue (manifests/manifest.projection.ts) extends this one.
 */
import { col, iso, many, one, pounds, table, type Catalogue, type Pick, type ProjectionRoot, type Table } from '../../graphql/projection.js';
import { customerCatalogue } from '../customers/customer.projection.js';
import { supplierCatalogue } from '../suppliers/supplier.projection.js';
import { userCatalogue } from '../users/user.projection.js';

type TypeName = 'Consignment' | 'ConsignmentAddress' | 'Address' | 'Country' | 'ConsignmentAddressType' | 'ConsignmentType' | 'VehicleType'
  | 'LoadDetail' | 'AdditionalCharge' | 'ConsignmentCharge' | 'ConsignmentAddressCharge' | 'ConsignmentFrequencySettings' | 'ConsignmentFrequency' | 'WeekDay';

/** Address.shortAddress: the non-blank parts of company, line 1, town and postcode. */
export const shortAddressSql = (t: string) =>
  `concat_ws(', ', ${['company_name', 'address_line1', 'town', 'postcode'].map((c) => `case when trim(${t}.${c}) <> '' then ${t}.${c} end`).join(', ')})`;

/**
 * The tables behind the GraphQL types a consignment reaches, field by field: every field of each (the schema walk
 * of read-model.walk.test.ts). The customer, supplier and user types are their features' (shared with the manifest
 * catalogue, which spreads this one).
 */
export const consignmentCatalogue = {
  ...customerCatalogue,
  ...supplierCatalogue,
  ...userCatalogue,
  Consignment: table('consignment', {
    id: col('id'),
    consignmentNumber: col('consignment_number'),
    consignmentReference: { kind: 'scalar', sql: (t) => `${t}.consignment_number::text` },
    customer: one('Customer', 'customer_id'),
    customerId: col('customer_id'),
    customerBranch: col('customer_branch'),
    bookingContact: one('Contact', 'booking_contact_id'),
    contactName: col('contact_name'),
    contactPhoneNumber: col('contact_phone_number'),
    contactEmailAddress: col('contact_email_address'),
    consignmentType: one('ConsignmentType', 'consignment_type_id'),
    vehicleType: one('VehicleType', 'vehicle_type_id'),
    poNumber: col('po_number'),
    costCode: col('cost_code'),
    customerReference: col('customer_reference'),
    customerReferenceNumber: col('customer_reference_number'),
    notesForSupplier: col('notes_for_supplier'),
    notesForOffice: col('notes_for_office'),
    notesForInvoice: col('notes_for_invoice'),
    price: pounds('price_pence'),
    recommendedPrice: pounds('recommended_price_pence'),
    cost: pounds('cost_pence'),
    recommendedCost: pounds('recommended_cost_pence'),
    priceManuallySet: col('price_manually_set'),
    costManuallySet: col('cost_manually_set'),
    mileage: col('mileage'),
    totalMiles: col('total_miles'),
    totalLoadedMiles: col('total_loaded_miles'),
    totalTimeInMinutes: col('total_time_in_minutes'),
    routeIsEstimate: col('route_is_estimate'),
    calculateTimes: col('calculate_times'),
    optimiseStops: col('optimise_stops'),
    applyPostcodePricingRules: col('apply_postcode_pricing_rules'),
    isBackload: col('is_backload'),
    isQuote: col('is_quote'),
    isFrequentConsignment: col('is_frequent_consignment'),
    notifyRecipients: col('notify_recipients'),
    frequentConsignmentTemplateId: col('frequent_consignment_template_id'),
    frequentDate: { kind: 'scalar', sql: (t) => `to_char(${t}.frequent_date, 'YYYY-MM-DD')` },
    consignmentFrequencySettings: one('ConsignmentFrequencySettings', 'consignment_frequency_settings_id'),
    isDeleted: col('is_deleted'),
    cancellationRequested: col('cancellation_requested'),
    isWebBooking: col('is_web_booking'),
    isCompleted: col('is_completed'),
    isManuallyMarkedInvoiceable: col('is_manually_marked_invoiceable'),
    manifestChangesRequired: col('manifest_changes_required'),
    invoiceStatus: col('invoice_status'),
    invoiceDate: iso('invoice_date'),
    invoiceNumber: col('invoice_number'),
    customerInvoiceId: col('customer_invoice_id'),
    paid: col('paid'),
    holdInvoice: col('hold_invoice'),
    ignoreProfitMargin: col('ignore_profit_margin'),
    dateCreated: iso('date_created'),
    createdBy: one('User', 'created_by_id'),
    dateModified: iso('date_modified'),
    supplier: one('Supplier', 'supplier_id'),
    startDateTime: iso('start_date_time'),
    additionalCharges: many('ConsignmentCharge', 'consignment_id'),
    consignmentAddresses: many('ConsignmentAddress', 'consignment_id', 'consignment_order'),
    version: col('version'),
  }),
  ConsignmentAddress: table('consignment_address', {
    id: col('id'),
    consignmentId: col('consignment_id'),
    consignment: one('Consignment', 'consignment_id'),
    // ConsignmentAddress.consignmentNumber: its consignment's, as the entity's getter reads it.
    consignmentNumber: { kind: 'scalar', sql: (t) => `(select sc.consignment_number from consignment sc where sc.id = ${t}.consignment_id)` },
    consignmentAddressType: one('ConsignmentAddressType', 'consignment_address_type_id'),
    address: one('Address', 'address_id'),
    consignmentOrder: col('consignment_order'),
    manifestOrder: col('manifest_order'),
    manifestId: col('manifest_id'),
    scheduledStartDateAndTime: iso('scheduled_start_date_and_time'),
    scheduledStartToDateAndTime: iso('scheduled_start_to_date_and_time'),
    isScheduledStartDateAndTimeLocked: col('is_scheduled_start_date_and_time_locked'),
    timed: col('timed'),
    estimatedStartDateAndTime: iso('estimated_start_date_and_time'),
    loadDetails: many('LoadDetail', 'consignment_address_id'),
    noLoadDetailsGiven: col('no_load_details_given'),
    contactEmailAddress: col('contact_email_address'),
    contactPhoneNumber: col('contact_phone_number'),
    additionalCharges: many('ConsignmentAddressCharge', 'consignment_address_id'),
    isOnRoute: col('is_on_route'),
    startTime: iso('start_time'),
    hasArrived: col('has_arrived'),
    arrivalTime: iso('arrival_time'),
    isCompleted: col('is_completed'),
    completionTime: iso('completion_time'),
    eta: iso('eta'),
    isLate: col('is_late'),
    notesFromSupplier: col('notes_from_supplier'),
    signatureName: col('signature_name'),
    signatureFileName: col('signature_file_name'),
    goodsPhotos: col('goods_photos'),
    paperworkPhotos: col('paperwork_photos'),
    noPaperworkProvided: col('no_paperwork_provided'),
    rowVersion: col('version'),
  }),
  Address: table('address', {
    id: col('id'),
    companyName: col('company_name'),
    addressLine1: col('address_line1'),
    addressLine2: col('address_line2'),
    addressLine3: col('address_line3'),
    town: col('town'),
    county: col('county'),
    postcode: col('postcode'),
    countryId: col('country_id'),
    country: one('Country', 'country_id'),
    latitude: col('latitude'),
    longitude: col('longitude'),
    shortAddress: { kind: 'scalar', sql: shortAddressSql },
  }),
  Country: table('country', { id: col('id'), name: col('name'), code: col('code') }),
  ConsignmentAddressType: table('consignment_address_type', { id: col('id'), name: col('name') }),
  ConsignmentType: table('consignment_type', { id: col('id'), name: col('name'), shortName: col('short_name') }),
  VehicleType: table('vehicle_type', {
    id: col('id'), name: col('name'), order: col('"order"'), iconCode: col('icon_code'), isDeactivated: col('is_deactivated'), version: col('version'), capacity: col('capacity'),
  }),
  LoadDetail: table('load_detail', { id: col('id'), quantity: col('quantity'), description: col('description'), barcodeFileName: col('barcode_file_name') }),
  AdditionalCharge: table('additional_charge', {
    id: col('id'), chargeFor: col('charge_for'), price: pounds('price_pence'), cost: pounds('cost_pence'), isDeactivated: col('is_deactivated'), version: col('version'),
  }),
  ConsignmentCharge: table('consignment_charge', {
    id: col('id'), additionalCharge: one('AdditionalCharge', 'additional_charge_id'), description: col('description'), price: pounds('price_pence'), cost: pounds('cost_pence'),
  }),
  ConsignmentAddressCharge: table('consignment_address_charge', {
    id: col('id'), additionalCharge: one('AdditionalCharge', 'additional_charge_id'), chargeFor: col('charge_for'), price: pounds('price_pence'), cost: pounds('cost_pence'),
  }),
  ConsignmentFrequencySettings: table('consignment_frequency_settings', {
    id: col('id'),
    startDate: { kind: 'scalar', sql: (t) => `to_char(${t}.start_date, 'YYYY-MM-DD')` },
    consignmentFrequency: one('ConsignmentFrequency', 'consignment_frequency_id'),
    weekDays: {
      kind: 'many', type: 'WeekDay', through: (c) => `join consignment_frequency_settings_week_day ${c}_l on ${c}_l.week_day_id = ${c}.id`,
      on: (p, c) => `${c}_l.consignment_frequency_settings_id = ${p}.id`, orderBy: (c) => `${c}.id`,
    },
  }),
  ConsignmentFrequency: table('consignment_frequency', { id: col('id'), name: col('name') }),
  WeekDay: table('week_day', { id: col('id'), name: col('name'), isoDay: col('iso_day') }),
} satisfies Record<TypeName, Table> & Catalogue;

/** What the consignment reads list: consignments in start-date order. */
export const CONSIGNMENTS: ProjectionRoot = { catalogue: consignmentCatalogue, type: 'Consignment', alias: 'c', orderBy: 'c.start_date_time, c.id', scope: 'customer_id' };

/** Picks whose REST key is the field's name in PascalCase. */
export const upperKeys = (...fields: string[]): Pick[] => fields.map((field) => ({ key: field[0].toUpperCase() + field.slice(1), field }));
/** A pick under its own REST key (and, for a relation, the fields it shows). */
export const restPick = (key: string, field: string, pick?: Pick[]): Pick => ({ key, field, pick });

const REST_ADDRESS: Pick[] = [
  ...upperKeys('id', 'companyName', 'addressLine1', 'addressLine2', 'addressLine3', 'town', 'county', 'postcode', 'countryId'),
  restPick('Country', 'country', upperKeys('id', 'name', 'code')),
  ...upperKeys('latitude', 'longitude', 'shortAddress'),
];

const restCharge = (label: 'description' | 'chargeFor', office: boolean): Pick[] => [
  ...upperKeys('id'),
  restPick('AdditionalCharge', 'additionalCharge', upperKeys('id', 'chargeFor')),
  restPick('Description', label),
  restPick('ChargeFor', label),
  ...upperKeys('price'),
  ...(office ? upperKeys('cost') : []),
];

/** A stop of behaviour.md "Booking / Consignment lifecycle" (ConsignmentAddress), as toRestStop writes it; charge costs for office users only. */
export function restStopPicks(office: boolean): Pick[] {
  return [
    ...upperKeys('id'),
    restPick('ConsignmentAddressType', 'consignmentAddressType', upperKeys('id', 'name')),
    restPick('Address', 'address', REST_ADDRESS),
    ...upperKeys('consignmentOrder', 'manifestOrder', 'manifestId', 'scheduledStartDateAndTime', 'scheduledStartToDateAndTime',
      'isScheduledStartDateAndTimeLocked', 'timed', 'estimatedStartDateAndTime'),
    restPick('LoadDetails', 'loadDetails', upperKeys('id', 'quantity', 'description', 'barcodeFileName')),
    ...upperKeys('noLoadDetailsGiven', 'contactEmailAddress', 'contactPhoneNumber'),
    restPick('AdditionalCharges', 'additionalCharges', restCharge('chargeFor', office)),
    ...upperKeys('isOnRoute', 'startTime', 'hasArrived', 'arrivalTime', 'isCompleted', 'completionTime', 'notesFromSupplier', 'signatureName'),
    restPick('Signature_FileName', 'signatureFileName'),
    ...upperKeys('goodsPhotos', 'paperworkPhotos', 'noPaperworkProvided', 'rowVersion', 'eta', 'isLate'),
  ];
}

/** A stop as seen from a manifest (behaviour.md "Manifests / Stop progress"), as toRestManifestStop writes it: the stop and its consignment's summary. */
export function restManifestStopPicks(): Pick[] {
  return [
    ...restStopPicks(true),
    restPick('Consignment', 'consignment', [
      ...upperKeys('id', 'consignmentNumber'),
      restPick('Customer', 'customer', upperKeys('id', 'name')),
      ...upperKeys('customerBranch'),
      restPick('VehicleType', 'vehicleType', upperKeys('id', 'name')),
      ...upperKeys('contactEmailAddress', 'notesForSupplier', 'price', 'isBackload'),
      restPick('DisplayDateCreated', 'dateCreated'),
    ]),
  ];
}

/** The REST consignment of behaviour.md "Booking / Consignment lifecycle", as toRestConsignment writes it; cost fields for office users only (built once each). */
export function restConsignmentPicks(office: boolean): readonly Pick[] {
  return office ? REST_CONSIGNMENT.office : REST_CONSIGNMENT.other;
}

function buildRestConsignmentPicks(office: boolean): Pick[] {
  const officeOnly = (...p: Pick[]) => (office ? p : []);
  return [
    ...upperKeys('id', 'consignmentNumber', 'consignmentReference'),
    restPick('Customer', 'customer', upperKeys('id', 'name')),
    ...upperKeys('customerId', 'customerBranch'),
    restPick('BookingContact', 'bookingContact', upperKeys('id', 'name', 'phone', 'email')),
    ...upperKeys('contactName', 'contactPhoneNumber', 'contactEmailAddress'),
    restPick('ConsignmentType', 'consignmentType', upperKeys('id', 'name', 'shortName')),
    restPick('VehicleType', 'vehicleType', upperKeys('id', 'name', 'order')),
    restPick('PONumber', 'poNumber'),
    ...upperKeys('costCode', 'customerReference', 'customerReferenceNumber', 'notesForSupplier'),
    ...officeOnly(...upperKeys('notesForOffice')),
    ...upperKeys('notesForInvoice', 'price', 'recommendedPrice'),
    ...officeOnly(...upperKeys('cost', 'recommendedCost', 'costManuallySet')),
    ...upperKeys('priceManuallySet', 'mileage', 'totalMiles', 'totalLoadedMiles', 'totalTimeInMinutes', 'routeIsEstimate', 'calculateTimes',
      'optimiseStops', 'applyPostcodePricingRules', 'isBackload', 'isQuote', 'isFrequentConsignment', 'notifyRecipients', 'frequentConsignmentTemplateId'),
    restPick('ConsignmentFrequencySettings', 'consignmentFrequencySettings', [
      ...upperKeys('id', 'startDate'),
      restPick('ConsignmentFrequency', 'consignmentFrequency', upperKeys('id', 'name')),
      restPick('WeekDays', 'weekDays', upperKeys('id', 'name')),
    ]),
    ...upperKeys('isDeleted', 'cancellationRequested', 'isWebBooking', 'isCompleted', 'isManuallyMarkedInvoiceable', 'manifestChangesRequired',
      'invoiceStatus', 'invoiceDate', 'invoiceNumber', 'customerInvoiceId', 'paid', 'dateCreated'),
    // A customer reads a booker's id and name only (the field-visibility table).
    restPick('CreatedBy', 'createdBy', upperKeys('id', 'name', ...(office ? ['role'] : []))),
    restPick('Supplier', 'supplier', upperKeys('id', 'name')),
    ...upperKeys('startDateTime'),
    restPick('AdditionalCharges', 'additionalCharges', restCharge('description', office)),
    restPick('ConsignmentAddresses', 'consignmentAddresses', restStopPicks(office)),
    ...upperKeys('version'),
  ];
}

const REST_CONSIGNMENT = { office: buildRestConsignmentPicks(true), other: buildRestConsignmentPicks(false) };
