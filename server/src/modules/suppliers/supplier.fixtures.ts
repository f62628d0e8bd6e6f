import type { MikroORM } from '@mikro-orm/postgresql';
import { AccountCode } from '../settings/reference.entity.js';
import { LicenceCategory, VatCode } from '../settings/setting.entity.js';

/** Settings a supplier save points at (test data: the test template holds only the fixed lookups). */
export interface SupplierRefs {
  licenceCategoryId: number;
  accountCodeId: number;
  vatCodeId: number;
}

let n = 0;

/** Creates a licence category, an account code and a VAT code for supplier tests. */
export async function buildSupplierRefs(orm: MikroORM): Promise<SupplierRefs> {
  const em = orm.em.fork();
  n += 1;
  const tag = `${n}-${Math.random().toString(36).slice(2, 7)}`;
  const category = em.create(LicenceCategory, { name: `C1 ${tag}` });
  const account = em.create(AccountCode, { code: `4${tag}`.slice(0, 20), name: 'Van hire' });
  const vat = em.create(VatCode, { name: `20% ${tag}`, code: 'INPUT2', rateBasisPoints: 2000 });
  await em.flush();
  return { licenceCategoryId: category.id, accountCodeId: account.id, vatCodeId: vat.id };
}

/** A valid POST /Suppliers body (behaviour.md "Suppliers / Saving a supplier"): one licence, one vehicle, one deduction. */
export function supplierBody(refs: SupplierRefs, extra: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  return {
    Name: `Haulier ${n} ${Math.random().toString(36).slice(2, 6)}`,
    Email: `office${n}@haulier.test`,
    SupplierTypeId: 1,
    SupplierLicences: [{ LicenceCategoryId: refs.licenceCategoryId, ValidFrom: '2024-01-01', ValidTo: '2030-01-01' }],
    Vehicles: [{ VehicleTypeId: 3, Make: 'Ford', Model: 'Transit', Registration: 'ab12 cde', Length: 2.5, Width: 1.7, Height: 1.4, InsuranceExpiry: '2027-03-31' }],
    Deductions: [{ Name: 'Van hire', Value: 45.5, AccountCodeId: refs.accountCodeId, VatCodeId: refs.vatCodeId }],
    ...extra,
  };
}

/** A valid vehicle of a type (seeded vehicle type ids 1..8 follow their Order). */
export function vehicleBody(vehicleTypeId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { VehicleTypeId: vehicleTypeId, Make: 'Iveco', Model: 'Daily', Registration: `CD${vehicleTypeId}3 XYZ`, Length: 4, Width: 2, Height: 2.2, InsuranceExpiry: '2027-06-30', ...extra };
}
