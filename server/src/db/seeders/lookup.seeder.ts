import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { AtlasUserRole, CustomerAccountType, InvoiceDelivery, InvoiceDeliveryOption, InvoiceSetupOption, MatrixPriceIncrement, MatrixType, PaymentTermStartOption } from '../../modules/lookups/account-lookup.entity.js';
import { ConsignmentAddressType, ConsignmentControlScreenColumn, ConsignmentFrequency, ConsignmentType, Country, StatusColour, WeekDay } from '../../modules/lookups/lookup.entity.js';
import { VehicleType } from '../../modules/lookups/vehicle-type.entity.js';
import { Currency } from '../../modules/settings/reference.entity.js';
import { SupplierType, SupplierTypeValue } from '../../modules/settings/setting.entity.js';

/** Vehicle sizes in Order steps of 10 (behaviour.md "Settings / Vehicle types and area rules order"), each with its map icon. */
export const vehicleTypes = [
  { name: 'Motorbike', order: 10, iconCode: 'motorbike' },
  { name: 'Small Van', order: 20, iconCode: 'small-van' },
  { name: 'Short Wheelbase Van', order: 30, iconCode: 'swb-van' },
  { name: 'Long Wheelbase Van', order: 40, iconCode: 'lwb-van' },
  { name: 'Luton Van', order: 50, iconCode: 'luton' },
  { name: '7.5 Tonne', order: 60, iconCode: 'rigid-7t' },
  { name: '18 Tonne', order: 70, iconCode: 'rigid-18t' },
  { name: 'Artic', order: 80, iconCode: 'artic' },
];

/** The selectable control-screen consignment columns: behaviour.md "Control screen / Consignments tab"'s 20, Consignment Number to Miles, then the live ETA (issue 25 item 1). */
export const consignmentColumns: [key: string, name: string, isDefault: boolean][] = [
  ['consignmentNumber', 'Consignment Number', true],
  ['customerName', 'Customer', true],
  ['customerReference', 'Customer Reference', true],
  ['poNumber', 'PO Number', false],
  ['bookingContact', 'Booking Contact', false],
  ['consignmentType', 'Type', false],
  ['vehicleType', 'Vehicle Type', true],
  ['startDate', 'Start Date', true],
  ['collectionAddress', 'Collection Address', true],
  ['deliveryAddress', 'Delivery Address', true],
  ['numberOfStops', 'Stops', false],
  ['manifestNumber', 'Manifest Number', true],
  ['supplierName', 'Supplier', true],
  ['status', 'Status', true],
  ['price', 'Price', true],
  ['cost', 'Cost', false],
  ['invoiceStatus', 'Invoice Status', false],
  ['dateCreated', 'Date Created', false],
  ['createdBy', 'Created By', false],
  ['miles', 'Miles', false],
  ['eta', 'ETA', false],
];

const statusColours = [
  ['White', '#ffffff'],
  ['Allocated', '#fff3b0'],
  ['Sent', '#ffd27f'],
  ['Acknowledged', '#c9b3f5'],
  ['First Stop Completed', '#9de89d'],
  ['Completed', '#2c6fba'],
  ['Problem', '#8b1a1a'],
];

const countries = [
  ['United Kingdom', 'GB'], ['Ireland', 'IE'], ['France', 'FR'], ['Belgium', 'BE'], ['Netherlands', 'NL'],
  ['Germany', 'DE'], ['Spain', 'ES'], ['Italy', 'IT'], ['Poland', 'PL'], ['Portugal', 'PT'],
];

/** A fixed lookup row: id and Key never change (behaviour.md "Manifests / Transport exchange": role identifiers are fixed). */
const keyed = (rows: [key: string, name: string][]) => rows.map(([key, name], i) => ({ id: i + 1, key, name }));

/** behaviour.md "Customers / Customers screen" lookups; ids and keys are part of the API, names are for people. */
export const accountLookups = {
  customerAccountTypes: [
    { id: 1, key: 'ACCOUNT', name: 'Account', isOnStop: false, isProForma: false },
    { id: 2, key: 'PRO_FORMA_ACCOUNT_CUSTOMER', name: 'Pro Forma Account Customer', isOnStop: false, isProForma: true },
    { id: 3, key: 'ON_STOP', name: 'On Stop', isOnStop: true, isProForma: false },
  ],
  matrixTypes: keyed([['PRICING', 'PRICING'], ['COSTING_SUPPLIER', 'COSTING - SUPPLIER']]),
  matrixPriceIncrements: keyed([['DISTANCE', 'DISTANCE'], ['TIME', 'TIME']]),
  atlasUserRoles: keyed([['ADMIN', 'Admin'], ['ACCOUNTS', 'Accounts'], ['MANAGER', 'Manager']]),
  invoiceSetupOptions: keyed([['PER_CONSIGNMENT', 'One invoice per consignment'], ['PER_PO_NUMBER', 'One invoice per PO number'], ['DAILY', 'Daily'], ['WEEKLY', 'Weekly'], ['MONTHLY', 'Monthly']]),
  invoiceDeliveries: keyed([['EMAIL', 'E-mail'], ['POST', 'Post'], ['EMAIL_AND_POST', 'E-mail and post']]),
  invoiceDeliveryOptions: keyed([['INVOICE_ONLY', 'Invoice only'], ['WITH_PODS', 'Invoice with proofs of delivery'], ['WITH_CONSIGNMENT_REPORTS', 'Invoice with consignment reports']]),
  paymentTermStartOptions: keyed([
    ['DAYSAFTERBILLDATE', 'day(s) after the invoice date'],
    ['DAYSAFTERBILLMONTH', 'day(s) after the end of the invoice month'],
    ['OFCURRENTMONTH', 'of the current month'],
    ['OFFOLLOWINGMONTH', 'of the following month'],
  ]),
};

/** behaviour.md "Settings / Settings screen": supplier type values IS_SELF_BILLING, IS_EMPLOYED, SUBCONTRACTOR, one named row each. */
export const supplierTypes = [
  { name: 'Self Billing', value: SupplierTypeValue.IS_SELF_BILLING },
  { name: 'Employed', value: SupplierTypeValue.IS_EMPLOYED },
  { name: 'Subcontractor', value: SupplierTypeValue.SUBCONTRACTOR },
];

const currencies = [['GBP', 'Pound Sterling', '£'], ['EUR', 'Euro', '€'], ['USD', 'US Dollar', '$']];

/**
 * The fixed reference lists (behaviour.md "Control screen / Manifests tab" "Lookup lists"). Idempotent: it inserts what is missing and
 * leaves the rest, so it runs on every start and in the test template.
 */
export class LookupSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await upsertAll(em, VehicleType, 'name', vehicleTypes);
    await upsertAll(em, ConsignmentType, 'name', [
      { name: 'Standard', shortName: 'STD' },
      { name: 'Same Day', shortName: 'SD' },
      { name: 'Next Day', shortName: 'ND' },
      { name: 'Timed', shortName: 'TMD' },
      { name: 'Dedicated', shortName: 'DED' },
    ]);
    await upsertAll(em, ConsignmentAddressType, 'name', [{ name: 'Collection' }, { name: 'Delivery' }]);
    await upsertAll(em, ConsignmentFrequency, 'name', ['Daily', 'Weekly', 'Fortnightly', 'Monthly'].map((name) => ({ name })));
    await upsertAll(em, WeekDay, 'name', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name, i) => ({ name, isoDay: i + 1 })));
    await upsertAll(em, Country, 'code', countries.map(([name, code]) => ({ name, code })));
    await upsertAll(em, StatusColour, 'name', statusColours.map(([name, hexCode]) => ({ name, hexCode })));
    await upsertAll(em, ConsignmentControlScreenColumn, 'key', consignmentColumns.map(([key, name, isDefault], i) => ({ key, name, isDefault, order: (i + 1) * 10 })));
    await upsertAll(em, CustomerAccountType, 'key', accountLookups.customerAccountTypes);
    await upsertAll(em, MatrixType, 'key', accountLookups.matrixTypes);
    await upsertAll(em, MatrixPriceIncrement, 'key', accountLookups.matrixPriceIncrements);
    await upsertAll(em, AtlasUserRole, 'key', accountLookups.atlasUserRoles);
    await upsertAll(em, InvoiceSetupOption, 'key', accountLookups.invoiceSetupOptions);
    await upsertAll(em, InvoiceDelivery, 'key', accountLookups.invoiceDeliveries);
    await upsertAll(em, InvoiceDeliveryOption, 'key', accountLookups.invoiceDeliveryOptions);
    await upsertAll(em, PaymentTermStartOption, 'key', accountLookups.paymentTermStartOptions);
    await upsertAll(em, Currency, 'code', currencies.map(([code, name, symbol]) => ({ code, name, symbol })));
    // Keyed by value, so an office rename of a type does not bring the seeded name back.
    await upsertAll(em, SupplierType, 'value', supplierTypes);
  }
}

async function upsertAll<T extends object>(em: EntityManager, entity: new () => T, key: keyof T & string, rows: object[]): Promise<void> {
  const existing = new Set((await em.find(entity, {})).map((e) => String(e[key])));
  for (const row of rows) {
    const value = String((row as Record<string, unknown>)[key]);
    if (!existing.has(value)) em.persist(em.create(entity, row as never));
  }
  await em.flush();
}
