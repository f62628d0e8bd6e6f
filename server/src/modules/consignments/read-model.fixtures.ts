/**
 * A customer and a supplier with every relation the read models reach filled in (read-model.parties.test.ts): what
 * the catalogues must write exactly as the customers' and suppliers' own GraphQL queries answer.
 */
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildCustomer, buildSupplier, buildUser, buildVehicle } from '../../test/factories.js';
import { Address } from '../addresses/address.entity.js';
import { Contact } from '../customers/contact.entity.js';
import { CustomerControlScreenColumn } from '../customers/customer-column.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { ConsignmentControlScreenColumn, Country } from '../lookups/lookup.entity.js';
import { AccountCode, XeroOrganisation } from '../settings/reference.entity.js';
import { BrandingTheme, LedgerNumber, LicenceCategory, SupplierBillingType, SupplierType, SupplierTypeValue, VatCode } from '../settings/setting.entity.js';
import { Deduction, SupplierLicence, SupplierPhoto } from '../suppliers/supplier-parts.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { UserRole } from '../users/user.entity.js';

const tag = () => randomUUID().slice(0, 8);

/** A VAT code of its own (names are unique). */
async function vatCode(orm: MikroORM): Promise<VatCode> {
  const em = orm.em.fork();
  const code = em.create(VatCode, { name: `VAT ${tag()}`, code: 'OUTPUT2', rateBasisPoints: 1750 });
  await em.flush();
  return code;
}

/**
 * Fills in customer `id`: account settings and codes, a parent whose columns it inherits (its own list has no visible
 * column), two contacts, two saved addresses and a deactivated user beside its active one.
 */
export async function fillCustomer(orm: MikroORM, id: number, countryCode = 'GB'): Promise<void> {
  const parent = await buildCustomer(orm);
  const vat = await vatCode(orm);
  const em = orm.em.fork();
  const columns = [0, 1, 2].map((i) => em.create(ConsignmentControlScreenColumn, { key: `col${tag()}`, name: `Column ${i}`, order: 900 + i, isDefault: i !== 1 }));
  const customer = await em.findOneOrFail(Customer, { id });
  const country = await em.findOneOrFail(Country, { code: countryCode });
  Object.assign(customer, {
    parent: em.getReference(Customer, parent.id), nameShownOnInvoice: 'Invoice Name Ltd', phoneNumber: '0161 496 0000', costCentre: 'CC-9', sla: 'Next day',
    isProFormaAccountCustomer: true, notes: 'Office notes', isPONumberRequired: true, preventConsignmentWithoutCostCode: true, showCostCode: true,
    autoEmailOnCreate: true, useContactEmail: true, bookingEmailAddress: 'bookings@example.test', lastConsignmentBookedDate: new Date('2026-11-20T10:11:12.345Z'),
    creditLimitPence: 100_000, outstandingBalancePence: 123_456, vatCode: em.getReference(VatCode, vat.id),
    ledgerNumber: em.create(LedgerNumber, { name: `L${tag()}`, description: 'Sales' }), xeroOrganisation: em.create(XeroOrganisation, { name: `Xero ${tag()}`, tenantId: 'tenant-1' }),
  });
  em.create(CustomerControlScreenColumn, { customer, column: columns[0], order: 10, isVisible: false });
  columns.forEach((column, i) => em.create(CustomerControlScreenColumn, { customer: em.getReference(Customer, parent.id), column, order: 30 - i * 10, isVisible: i !== 2 }));
  for (const name of ['Sam Contact', 'Alex Contact']) em.create(Contact, { customer, name, phone: '0161 000', email: `${name[0]}@example.test` });
  for (const line of ['1 Saved Street', '2 Saved Street']) {
    em.create(Address, { customer, companyName: 'Saved Co', addressLine1: line, town: 'Leeds', postcode: 'LS1 1AA', country, latitude: 53.8, longitude: -1.55 } as never);
  }
  await em.flush();
  await buildUser(orm, { role: UserRole.CUSTOMER, customerId: id, isDeactivated: true });
}

/**
 * A supplier with every relation: type, billing type with its branding theme, country, two vehicles (the larger one
 * first), a licence, a deduction, a photo, and two app users, one deactivated.
 */
export async function filledSupplier(orm: MikroORM, vehicleTypeIds: [number, number], countryCode = 'GB'): Promise<number> {
  const supplier = await buildSupplier(orm);
  const vat = await vatCode(orm);
  const em = orm.em.fork();
  const s = await em.findOneOrFail(Supplier, { id: supplier.id });
  Object.assign(s, {
    email: 'haulage@example.test', secondaryEmail: 'accounts@example.test', splitXeroInvoices: true, addressLine1: '1 Depot Road', addressLine2: 'Unit 2',
    town: 'Leeds', county: 'West Yorkshire', postcode: 'LS2 2BB', country: await em.findOneOrFail(Country, { code: countryCode }), phoneNumber: '0113 000',
    mobileNumber: '07700 900000', notes: 'Pays weekly', vatNumber: 'GB123', companyNumber: '0123', bankAccountName: 'Haulage Ltd', bankSortCode: '12-34-56',
    bankAccountNumber: '12345678', isTrackingDisabled: true,
    supplierType: em.create(SupplierType, { name: `Type ${tag()}`, value: SupplierTypeValue.IS_SELF_BILLING }),
    supplierBillingType: em.create(SupplierBillingType, { name: `Billing ${tag()}`, brandingTheme: em.create(BrandingTheme, { name: `Theme ${tag()}`, externalId: 'ext-1' }) }),
  });
  em.create(SupplierLicence, { supplier: s, licenceCategory: em.create(LicenceCategory, { name: `C1 ${tag()}`, description: 'Medium' }), validFrom: '2024-01-01', validTo: '2034-01-01' });
  em.create(Deduction, { supplier: s, name: 'Van hire', valuePence: 12_345, accountCode: em.create(AccountCode, { code: `A${tag()}`, name: 'Hire' }), vatCode: em.getReference(VatCode, vat.id) });
  const photo = em.create(StoredFile, { contentType: 'image/png', sizeBytes: 1, sha256: 'x'.repeat(64), content: Buffer.from([1]) });
  em.create(SupplierPhoto, { supplier: s, description: 'Insurance', photo });
  await em.flush();
  await buildVehicle(orm, s.id, vehicleTypeIds[1], { length: 4.5, isDefaultVehicle: true });
  await buildVehicle(orm, s.id, vehicleTypeIds[0]);
  await buildUser(orm, { role: UserRole.SUPPLIER, supplierId: s.id });
  await buildUser(orm, { role: UserRole.SUPPLIER, supplierId: s.id, isDeactivated: true });
  return s.id;
}
