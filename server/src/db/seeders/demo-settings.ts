import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountCode, XeroOrganisation } from '../../modules/settings/reference.entity.js';
import { BrandingTheme, LedgerNumber, LicenceCategory, SupplierBillingType, VatCode } from '../../modules/settings/setting.entity.js';

// Realistic settings for a demo start (behaviour.md "Suppliers / Suppliers screen" Settings). They belong to the business, not to a
// release, so they live here and not in the LookupSeeder; each list is filled only while it is empty.

const vatCodes = [
  { name: '20% (VAT on Income)', code: 'OUTPUT2', rateBasisPoints: 2000 },
  { name: 'Zero Rated Income', code: 'ZERORATEDOUTPUT', rateBasisPoints: 0 },
  { name: 'Exempt Income', code: 'EXEMPTOUTPUT', rateBasisPoints: 0 },
  { name: '20% (VAT on Expenses)', code: 'INPUT2', rateBasisPoints: 2000 },
];

const accountCodes = [
  ['200', 'Sales'],
  ['260', 'Other Revenue'],
  ['310', 'Cost of Goods Sold'],
  ['320', 'Subcontractor Costs'],
  ['449', 'Motor Vehicle Expenses'],
  ['451', 'Fuel'],
  ['477', 'Wages and Salaries'],
  ['489', 'Telephone & Internet'],
];

const ledgerNumbers = [
  ['SL100', 'Account customers'],
  ['SL200', 'Pro forma customers'],
  ['SL300', 'Intercompany'],
];

const licenceCategories = [
  ['B', 'Car and small van up to 3,500 kg'],
  ['C1', 'Medium goods vehicle 3,500 to 7,500 kg'],
  ['C', 'Large goods vehicle over 3,500 kg'],
  ['C+E', 'Large goods vehicle with trailer (artic)'],
];

/** Seeds the demo settings lists that are still empty. */
export async function seedDemoSettings(em: EntityManager): Promise<void> {
  if (!(await em.count(VatCode, {}))) vatCodes.forEach((v) => em.create(VatCode, v));
  if (!(await em.count(AccountCode, {}))) accountCodes.forEach(([code, name]) => em.create(AccountCode, { code, name }));
  if (!(await em.count(LedgerNumber, {}))) ledgerNumbers.forEach(([name, description]) => em.create(LedgerNumber, { name, description }));
  if (!(await em.count(LicenceCategory, {}))) licenceCategories.forEach(([name, description]) => em.create(LicenceCategory, { name, description }));
  if (!(await em.count(XeroOrganisation, {}))) {
    em.create(XeroOrganisation, { name: 'Dispatch Logistics Ltd', isDefault: true });
    em.create(XeroOrganisation, { name: 'Dispatch Logistics (Ireland) Ltd', isDefault: false });
  }
  if (!(await em.count(BrandingTheme, {}))) {
    const standard = em.create(BrandingTheme, { name: 'Standard' });
    const selfBilling = em.create(BrandingTheme, { name: 'Self Billing' });
    if (!(await em.count(SupplierBillingType, {}))) {
      em.create(SupplierBillingType, { name: 'Self Billing Invoice', brandingTheme: selfBilling });
      em.create(SupplierBillingType, { name: 'Supplier Invoice', brandingTheme: standard });
    }
  }
  await em.flush();
}
