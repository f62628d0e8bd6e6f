/**
 * The field-visibility table (domain/field-visibility.ts) applied to the PascalCase REST shapes (issue 20
 * item 2): a REST key names the table's field of the same name in camelCase (`BankAccountNumber` is
 * Supplier.bankAccountNumber); the keys REST spells otherwise, or that REST alone has, are named below,
 * as a field of the type or as an audience of their own (`@office`). A key that resolves to nothing is
 * the office's (fail closed); rest-visibility.test.ts fails when a REST answer carries such a key.
 */
import { audienceOf, mayRead, type Audience, type Viewer } from './field-visibility.js';

/** REST key -> table field, or `@audience` for a key REST alone has. */
const REST_KEYS: Record<string, Record<string, string>> = {
  User: { DateCreated: '@selfOrOffice' },
  Supplier: {
    SupplierTypeId: 'supplierType', SupplierBillingTypeId: 'supplierBillingType', CountryId: 'country', SupplierLicences: 'licences', SupplierPhotos: 'photos',
  },
  Vehicle: { VehicleTypeId: 'vehicleType' },
  ColumnSetting: { Id: 'column', ColumnId: 'column', Key: 'column', Name: 'column' },
  SupplierPhoto: { PhotoUrl: 'photoId' },
  // behaviour.md "Booking / Addresses and load details" gives a customer no Version of its record and no Id or Version of the settings: the office edits them.
  Customer: {
    Version: '@office',
    SLA: 'sla', Address: 'addresses', Parent: 'parentId', AccountType: 'customerAccountTypeId', InvoiceSettings: 'isPONumberRequired',
    OptionalConsignmentFields: 'showCostCode', LedgerNumberId: 'ledgerNumber', VatCodeId: 'vatCode', XeroOrganisationId: 'xeroOrganisation',
  },
  Consignment: { PONumber: 'poNumber', AdditionalCharges: 'additionalCharges', ConsignmentAddresses: 'consignmentAddresses' },
  ConsignmentCharge: { ChargeFor: 'description' },
  ConsignmentAddress: { Signature_FileName: 'signatureFileName', RowVersion: 'rowVersion', Consignment: '@all' },
  ConsignmentAddressCharge: { Description: 'chargeFor' },
  Manifest: { VehicleTypeId: 'vehicleType', StartDeliveryDate: 'startDeliveryDate' },
  // The consignment summary of a manifest's stop (behaviour.md "Settings / Vehicle types and area rules order"): the customer and the vehicle are the job's.
  ManifestConsignment: { Customer: 'customerName', VehicleType: '@all', DisplayDateCreated: '@all' },
  AdditionalCharge: {},
  AreaAdditionalChargeRule: {},
  PriceMatrix: { MatrixPriceIncrement: 'priceIncrement', PriceMatrices: 'rows' },
  PriceMatrixRow: {},
  GlobalSettings: { Id: '@office', Version: '@office' },
};

/**
 * The type of a REST-only nested shape, where the table's field does not say it (`Type.Key` -> type):
 * a manifest's stop carries its consignment's summary.
 */
export const REST_NESTED: Readonly<Record<string, string>> = { 'ConsignmentAddress.Consignment': 'ManifestConsignment' };

const AUDIENCES: ReadonlySet<string> = new Set(['all', 'office', 'notDriver', 'selfOrOffice', 'ownSupplierOrOffice']);

/** The table's field a REST key of that type is, or the key's own audience (`@office`). */
export function restFieldOf(type: string, key: string): string {
  return REST_KEYS[type]?.[key] ?? key.charAt(0).toLowerCase() + key.slice(1).replace(/_/g, '');
}

/** Who may read a REST key of that type; undefined when the table has no entry for it. */
export function restAudienceOf(type: string, key: string): Audience | undefined {
  const field = restFieldOf(type, key);
  if (field.startsWith('@') && AUDIENCES.has(field.slice(1))) return field.slice(1) as Audience;
  return audienceOf(type, field);
}

/**
 * A REST shape of `type` with the keys the viewer may not read left out (absent, as the spec's optional
 * fields are). `row` is the record the shape is (its Id by default), for the audiences that depend on it.
 */
export function visibleRest<T extends Record<string, unknown>>(type: string, shape: T, viewer: Viewer | undefined, row: { id?: number } = { id: shape.Id as number | undefined }): T {
  const kept = Object.entries(shape).filter(([key]) => mayRead(restAudienceOf(type, key) ?? 'office', viewer, row));
  return Object.fromEntries(kept) as T;
}
