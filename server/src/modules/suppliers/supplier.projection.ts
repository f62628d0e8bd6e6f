/**
 * A supplier as the consignment and manifest read models write it (docs/ARCHITECTURE.md "Read models"): every
 * field of the GraphQL Supplier and of the types it reaches, computed in SQL as the entities and SupplierResolver
 * compute them (read-model.parties.test.ts compares the answers with `supplier(id)`'s). A customer reads a
 * supplier's id and name only: the rest is hidden in the SQL itself (field-visibility.ts ownSupplierOrOffice).
 */
import { col, many, one, pounds, table, type Relation, type Scalar, type Table } from '../../graphql/projection.js';

const scalar = (sql: (t: string) => string): Scalar => ({ kind: 'scalar', sql });
/** A `date` column as MikroORM hands it over: YYYY-MM-DD. */
const day = (name: string) => scalar((t) => `to_char(${t}.${name}, 'YYYY-MM-DD')`);
/** Supplier.isSelfBilling / isEmployed: its type's value (false without a type), as the entity's getters read it. */
const typeIs = (value: string) => scalar((t) => `coalesce((select st.value = '${value}' from supplier_type st where st.id = ${t}.supplier_type_id), false)`);

/**
 * Supplier.smallestVehicle (supplier.mapper.ts smallestVehicleOf): the type with the lowest Order among its vehicles,
 * the first such vehicle by id on a tie.
 */
const smallestVehicle: Relation = {
  kind: 'one',
  type: 'VehicleType',
  on: (p, c) => `${c}.id = (select sv.vehicle_type_id from vehicle sv join vehicle_type svt on svt.id = sv.vehicle_type_id
    where sv.supplier_id = ${p}.id order by svt."order", sv.id limit 1)`,
};

/** The Supplier type and those it reaches (Country, VehicleType and VatCode are the consignment and customer catalogues'). */
export const supplierCatalogue = {
  Supplier: table('supplier', {
    id: col('id'),
    name: col('name'),
    email: col('email'),
    secondaryEmail: col('secondary_email'),
    supplierType: one('SupplierType', 'supplier_type_id'),
    supplierBillingType: one('SupplierBillingType', 'supplier_billing_type_id'),
    splitXeroInvoices: col('split_xero_invoices'),
    addressLine1: col('address_line1'),
    addressLine2: col('address_line2'),
    addressLine3: col('address_line3'),
    town: col('town'),
    county: col('county'),
    postcode: col('postcode'),
    country: one('Country', 'country_id'),
    phoneNumber: col('phone_number'),
    mobileNumber: col('mobile_number'),
    notes: col('notes'),
    vatNumber: col('vat_number'),
    companyNumber: col('company_number'),
    bankAccountName: col('bank_account_name'),
    bankSortCode: col('bank_sort_code'),
    bankAccountNumber: col('bank_account_number'),
    isDeactivated: col('is_deactivated'),
    isTrackingDisabled: col('is_tracking_disabled'),
    licences: many('SupplierLicence', 'supplier_id'),
    vehicles: many('Vehicle', 'supplier_id'),
    deductions: many('Deduction', 'supplier_id'),
    photos: many('SupplierPhoto', 'supplier_id'),
    version: col('version'),
    isSelfBilling: typeIs('IS_SELF_BILLING'),
    isEmployed: typeIs('IS_EMPLOYED'),
    smallestVehicle,
    // The active supplier app users (supplier-users.ts activeSupplierUsers), by id.
    supplierUsers: {
      kind: 'many', type: 'SupplierUser', orderBy: (c) => `${c}.id`,
      on: (p, c) => `${c}.supplier_id = ${p}.id and ${c}.role = 'SUPPLIER' and not ${c}.is_deactivated`,
    },
  }),
  SupplierUser: table('app_user', { id: col('id'), email: col('email'), username: col('username') }),
  Vehicle: table('vehicle', {
    id: col('id'), vehicleType: one('VehicleType', 'vehicle_type_id'), make: col('make'), model: col('model'), registration: col('registration'),
    length: col('length'), width: col('width'), height: col('height'), insuranceExpiry: day('insurance_expiry'), isDefaultVehicle: col('is_default_vehicle'),
  }),
  SupplierLicence: table('supplier_licence', {
    id: col('id'), licenceCategory: one('LicenceCategory', 'licence_category_id'), validFrom: day('valid_from'), validTo: day('valid_to'),
  }),
  LicenceCategory: table('licence_category', { id: col('id'), name: col('name'), description: col('description'), isDeactivated: col('is_deactivated'), version: col('version') }),
  // Deduction.value: pence as pounds, as the entity's getter divides.
  Deduction: table('supplier_deduction', {
    id: col('id'), name: col('name'), value: pounds('value_pence'), accountCode: one('AccountCode', 'account_code_id'), vatCode: one('VatCode', 'vat_code_id'),
  }),
  AccountCode: table('account_code', { id: col('id'), code: col('code'), name: col('name') }),
  SupplierPhoto: table('supplier_photo', { id: col('id'), description: col('description'), photoId: col('photo_id'), supplierId: col('supplier_id') }),
  SupplierType: table('supplier_type', {
    id: col('id'), name: col('name'), value: col('value'), isDeactivated: col('is_deactivated'), version: col('version'),
    isSelfBilling: scalar((t) => `(${t}.value = 'IS_SELF_BILLING')`), isEmployed: scalar((t) => `(${t}.value = 'IS_EMPLOYED')`),
  }),
  SupplierBillingType: table('supplier_billing_type', {
    id: col('id'), name: col('name'), brandingTheme: one('BrandingTheme', 'branding_theme_id'), brandingThemeId: col('branding_theme_id'),
    isDeactivated: col('is_deactivated'), version: col('version'),
  }),
  BrandingTheme: table('branding_theme', { id: col('id'), name: col('name'), externalId: col('external_id') }),
} satisfies Record<string, Table>;
