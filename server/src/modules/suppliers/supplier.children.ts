import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeductionDraft, LicenceDraft, PhotoDraft, VehicleDraft } from '../../domain/supplier.js';
import { poundsToPence } from '../../domain/money.js';
import { badInput, type FieldError } from '../../errors.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { Country } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { AccountCode } from '../settings/reference.entity.js';
import { LicenceCategory, SupplierBillingType, SupplierType, VatCode } from '../settings/setting.entity.js';
import { Deduction, SupplierLicence, SupplierPhoto } from './supplier-parts.entity.js';
import type { SupplierInput } from './supplier.input.js';
import type { Supplier } from './supplier.entity.js';
import { Vehicle } from './vehicle.entity.js';

type Ctor = new (...args: never[]) => object;

/** Every id a supplier input points at that must exist, by entity, with the field to blame. */
function referencedIds(input: SupplierInput): [Ctor, string, number | null | undefined][] {
  return [
    [SupplierType, 'SupplierTypeId', input.supplierTypeId],
    [SupplierBillingType, 'SupplierBillingTypeId', input.supplierBillingTypeId],
    [Country, 'CountryId', input.countryId],
    ...(input.licences ?? []).map((l, i): [Ctor, string, number | null | undefined] => [LicenceCategory, `SupplierLicences[${i}].LicenceCategoryId`, l.licenceCategoryId]),
    ...(input.vehicles ?? []).map((v, i): [Ctor, string, number | null | undefined] => [VehicleType, `Vehicles[${i}].VehicleTypeId`, v.vehicleTypeId]),
    ...(input.deductions ?? []).map((d, i): [Ctor, string, number | null | undefined] => [AccountCode, `Deductions[${i}].AccountCodeId`, d.accountCodeId]),
    ...(input.deductions ?? []).map((d, i): [Ctor, string, number | null | undefined] => [VatCode, `Deductions[${i}].VatCodeId`, d.vatCodeId]),
    ...(input.photos ?? []).map((p, i): [Ctor, string, number | null | undefined] => [StoredFile, `SupplierPhotos[${i}].PhotoId`, p.photoId]),
  ];
}

/** Refuses ids of settings, lookups or uploads that do not exist: one query per kind, a 400 naming each. */
export async function checkReferences(em: EntityManager, input: SupplierInput): Promise<void> {
  const wanted = referencedIds(input).filter(([, , id]) => typeof id === 'number');
  const kinds = [...new Set(wanted.map(([kind]) => kind))];
  const found = new Map<Ctor, Set<number>>();
  for (const kind of kinds) {
    const ids = [...new Set(wanted.filter(([k]) => k === kind).map(([, , id]) => id as number))];
    const rows = await em.find(kind as never, { id: { $in: ids } } as never, { fields: ['id'] as never });
    found.set(kind, new Set((rows as { id: number }[]).map((r) => r.id)));
  }
  const errors = wanted.filter(([kind, , id]) => !found.get(kind)!.has(id as number)).map(([, field, id]) => ({ field, message: `${field.replace(/^.*\./, '')} ${id} does not exist` }));
  if (errors.length) throw badInput(errors);
}

/**
 * Replaces a supplier's list by id (behaviour.md "Suppliers / Saving a supplier": children added, updated, removed): drafts with an id
 * update that stored item (it must be this supplier's), drafts without one are added, stored items
 * left out are removed.
 */
function syncById<E extends { id: number }, D extends { id?: number | null }>(
  em: EntityManager,
  stored: E[],
  drafts: D[],
  list: string,
  make: () => E,
  apply: (item: E, draft: D) => void,
): void {
  const byId = new Map(stored.map((item) => [item.id, item]));
  const errors: FieldError[] = [];
  drafts.forEach((d, i) => {
    if (d.id && !byId.has(d.id)) errors.push({ field: `${list}[${i}].Id`, message: `${list} item ${d.id} does not belong to this supplier` });
  });
  if (errors.length) throw badInput(errors);
  const kept = new Set(drafts.map((d) => d.id).filter(Boolean));
  for (const item of stored) if (!kept.has(item.id)) em.remove(item);
  for (const draft of drafts) {
    const item = draft.id ? byId.get(draft.id)! : make();
    apply(item, draft);
  }
}

/** Applies the licence, vehicle, deduction and photo lists that were sent (undefined lists stay). */
export function syncChildren(em: EntityManager, supplier: Supplier, input: SupplierInput): void {
  const ref = <T extends object>(kind: new () => T, id: number) => em.getReference(kind, id as never);
  if (input.licences) {
    syncById(em, supplier.licences.getItems(), input.licences, 'SupplierLicences', () => em.create(SupplierLicence, { supplier } as never), (l, d: LicenceDraft) => {
      Object.assign(l, { licenceCategory: ref(LicenceCategory, d.licenceCategoryId!), validFrom: d.validFrom, validTo: d.validTo });
    });
  }
  if (input.vehicles) {
    syncById(em, supplier.vehicles.getItems(), input.vehicles, 'Vehicles', () => em.create(Vehicle, { supplier } as never), (v, d: VehicleDraft) => {
      Object.assign(v, {
        vehicleType: ref(VehicleType, d.vehicleTypeId!), make: d.make!.trim(), model: d.model!.trim(), registration: d.registration!.trim().toUpperCase(),
        length: d.length, width: d.width, height: d.height, insuranceExpiry: d.insuranceExpiry, isDefaultVehicle: d.isDefaultVehicle === true,
      });
    });
  }
  if (input.deductions) {
    syncById(em, supplier.deductions.getItems(), input.deductions, 'Deductions', () => em.create(Deduction, { supplier } as never), (x, d: DeductionDraft) => {
      Object.assign(x, { name: d.name!.trim(), valuePence: poundsToPence(d.value!), accountCode: ref(AccountCode, d.accountCodeId!), vatCode: ref(VatCode, d.vatCodeId!) });
    });
  }
  if (input.photos) {
    syncById(em, supplier.photos.getItems(), input.photos, 'SupplierPhotos', () => em.create(SupplierPhoto, { supplier } as never), (p, d: PhotoDraft) => {
      Object.assign(p, { description: d.description!.trim(), photo: ref(StoredFile, d.photoId!) });
    });
  }
}
