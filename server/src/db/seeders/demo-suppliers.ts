import type { EntityManager } from '@mikro-orm/postgresql';
import { VehicleType } from '../../modules/lookups/vehicle-type.entity.js';
import { AccountCode } from '../../modules/settings/reference.entity.js';
import { LicenceCategory, SupplierType, SupplierTypeValue, VatCode } from '../../modules/settings/setting.entity.js';
import { Deduction, SupplierLicence } from '../../modules/suppliers/supplier-parts.entity.js';
import { Supplier } from '../../modules/suppliers/supplier.entity.js';
import { Vehicle } from '../../modules/suppliers/vehicle.entity.js';

type DemoVehicle = [type: string, make: string, model: string, registration: string, length: number, width: number, height: number];

// Demo suppliers of different sizes, so the suppliers screen, the autocomplete's SmallestVehicle and
// the manifest supplier rule (behaviour.md "Manifests / Supplier assignment") have something to show. The first vehicle is the default.
const demo: { name: string; type: SupplierTypeValue; town: string; postcode: string; licence: string; vehicles: DemoVehicle[] }[] = [
  { name: 'Swift Vans Ltd', type: SupplierTypeValue.SUBCONTRACTOR, town: 'Manchester', postcode: 'M17 1AB', licence: 'B', vehicles: [
    ['Short Wheelbase Van', 'Ford', 'Transit Custom', 'SV21 FTC', 2.5, 1.7, 1.4], ['Long Wheelbase Van', 'Mercedes-Benz', 'Sprinter', 'SV70 MBS', 4.3, 1.8, 1.9]] },
  { name: 'Metro Motorbike Couriers', type: SupplierTypeValue.IS_SELF_BILLING, town: 'London', postcode: 'EC1V 2NX', licence: 'B', vehicles: [
    ['Motorbike', 'Honda', 'NC750X', 'MM19 HND', 0.5, 0.4, 0.4]] },
  { name: 'Pennine Luton Services', type: SupplierTypeValue.IS_SELF_BILLING, town: 'Leeds', postcode: 'LS11 5QN', licence: 'C1', vehicles: [
    ['Luton Van', 'Iveco', 'Daily Luton', 'PL22 IVD', 4.1, 2.0, 2.2], ['7.5 Tonne', 'DAF', 'LF 180', 'PL68 DAF', 6.0, 2.4, 2.4]] },
  { name: 'Northern Haulage Co', type: SupplierTypeValue.SUBCONTRACTOR, town: 'Warrington', postcode: 'WA5 7ZB', licence: 'C+E', vehicles: [
    ['Artic', 'Volvo', 'FH 500', 'NH71 VFH', 13.6, 2.48, 2.7], ['18 Tonne', 'Scania', 'P280', 'NH18 SCP', 7.3, 2.45, 2.5]] },
  { name: 'Dee Employed Driver', type: SupplierTypeValue.IS_EMPLOYED, town: 'Stockport', postcode: 'SK1 3AA', licence: 'B', vehicles: [
    ['Small Van', 'Citroen', 'Berlingo', 'DE20 CBG', 1.8, 1.2, 1.2]] },
];

/** Gives the demo suppliers licences, vehicles and (Swift Vans) a deduction; skipped once any supplier has a vehicle. */
export async function seedDemoSuppliers(em: EntityManager): Promise<void> {
  if (await em.count(Vehicle, {})) return;
  const types = new Map((await em.find(VehicleType, {})).map((t) => [t.name, t]));
  const supplierTypes = new Map((await em.find(SupplierType, {})).map((t) => [t.value, t]));
  const categories = new Map((await em.find(LicenceCategory, {})).map((c) => [c.name, c]));
  for (const d of demo) {
    const supplier = (await em.findOne(Supplier, { name: d.name })) ?? em.create(Supplier, { name: d.name });
    Object.assign(supplier, { supplierType: supplierTypes.get(d.type) ?? null, town: d.town, postcode: d.postcode, email: `office@${d.name.toLowerCase().replace(/[^a-z]/g, '')}.example` });
    const category = categories.get(d.licence);
    if (category) em.create(SupplierLicence, { supplier, licenceCategory: category, validFrom: '2020-01-01', validTo: '2032-12-31' });
    d.vehicles.forEach(([type, make, model, registration, length, width, height], i) => {
      const vehicleType = types.get(type);
      if (vehicleType) em.create(Vehicle, { supplier, vehicleType, make, model, registration, length, width, height, insuranceExpiry: '2027-03-31', isDefaultVehicle: i === 0 });
    });
  }
  const swift = await em.findOne(Supplier, { name: 'Swift Vans Ltd' });
  const account = await em.findOne(AccountCode, { code: '449' });
  const vat = await em.findOne(VatCode, { code: 'INPUT2' });
  if (swift && account && vat) em.create(Deduction, { supplier: swift, name: 'Van hire', valuePence: 8500, accountCode: account, vatCode: vat });
  await em.flush();
}
