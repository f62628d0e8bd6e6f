import type { Viewer } from '../../domain/field-visibility.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import { smallestVehicleType } from '../../domain/supplier.js';
import type { VehicleType } from '../lookups/vehicle-type.entity.js';
import type { Deduction, SupplierLicence, SupplierPhoto } from './supplier-parts.entity.js';
import { activeSupplierUsers } from './supplier-users.js';
import type { Supplier } from './supplier.entity.js';
import type { Vehicle } from './vehicle.entity.js';

/** SmallestVehicle (behaviour.md "Settings / Vehicle types and area rules order") of a supplier whose vehicles are loaded. */
export function smallestVehicleOf(supplier: Supplier): VehicleType | null {
  return smallestVehicleType(supplier.vehicles.getItems().map((v) => v.vehicleType));
}

const restVehicleType = (t: VehicleType | null) => (t ? { Id: t.id, Name: t.name, Order: t.order, IconCode: t.iconCode } : null);

/** The PascalCase REST shape of a vehicle (behaviour.md "Settings / Vehicle types and area rules order" Vehicles). */
export function toRestVehicle(v: Vehicle) {
  return {
    Id: v.id, VehicleTypeId: v.vehicleType.id, VehicleType: restVehicleType(v.vehicleType), Make: v.make, Model: v.model, Registration: v.registration,
    Length: v.length, Width: v.width, Height: v.height, InsuranceExpiry: v.insuranceExpiry, IsDefaultVehicle: v.isDefaultVehicle,
  };
}

const restLicence = (l: SupplierLicence) => ({ Id: l.id, LicenceCategoryId: l.licenceCategory.id, LicenceCategory: { Id: l.licenceCategory.id, Name: l.licenceCategory.name }, ValidFrom: l.validFrom, ValidTo: l.validTo });
const restDeduction = (d: Deduction) => ({ Id: d.id, Name: d.name, Value: d.value, AccountCodeId: d.accountCode.id, VatCodeId: d.vatCode.id });

/** The PascalCase REST shape of a supplier photo; PhotoUrl serves the file (GET /api/Photos/{id}). */
export function toRestSupplierPhoto(p: SupplierPhoto) {
  return { Id: p.id, SupplierId: p.supplier.id, Description: p.description, PhotoId: p.photo.id, PhotoUrl: `/api/Photos/${p.photo.id}` };
}

/**
 * The row of the suppliers list (behaviour.md "Suppliers / Suppliers screen") and of the autocomplete: identity, type, flags, SmallestVehicle;
 * as the viewer may read it (the field-visibility table: a supplier's id and name only, unless the office or
 * the supplier's own driver reads).
 */
export function toRestSupplierSummary(s: Supplier, viewer: Viewer | undefined) {
  return visibleRest('Supplier', {
    Id: s.id, Name: s.name, Email: s.email ?? null, PhoneNumber: s.phoneNumber ?? null, Town: s.town ?? null, Postcode: s.postcode ?? null,
    SupplierTypeId: s.supplierType?.id ?? null, IsSelfBilling: s.isSelfBilling, IsEmployed: s.isEmployed,
    IsDeactivated: s.isDeactivated, IsTrackingDisabled: s.isTrackingDisabled, SmallestVehicle: restVehicleType(smallestVehicleOf(s)), Version: s.version,
  }, viewer);
}

/** The PascalCase REST shape of a whole supplier (behaviour.md "Suppliers / Saving a supplier"), as toRestSupplierSummary's. Never any password data. */
export function toRestSupplier(s: Supplier, viewer: Viewer | undefined) {
  return visibleRest('Supplier', {
    ...toRestSupplierSummary(s, viewer),
    SecondaryEmail: s.secondaryEmail ?? null,
    SupplierType: s.supplierType ? { Id: s.supplierType.id, Name: s.supplierType.name, Value: s.supplierType.value } : null,
    SupplierBillingTypeId: s.supplierBillingType?.id ?? null,
    SplitXeroInvoices: s.splitXeroInvoices,
    AddressLine1: s.addressLine1 ?? null, AddressLine2: s.addressLine2 ?? null, AddressLine3: s.addressLine3 ?? null, County: s.county ?? null,
    CountryId: s.country?.id ?? null, MobileNumber: s.mobileNumber ?? null, Notes: s.notes ?? null,
    VatNumber: s.vatNumber ?? null, CompanyNumber: s.companyNumber ?? null, BankAccountName: s.bankAccountName ?? null, BankSortCode: s.bankSortCode ?? null, BankAccountNumber: s.bankAccountNumber ?? null,
    SupplierLicences: s.licences.getItems().map(restLicence),
    Vehicles: s.vehicles.getItems().map(toRestVehicle),
    Deductions: s.deductions.getItems().map(restDeduction),
    SupplierPhotos: s.photos.getItems().map(toRestSupplierPhoto),
    SupplierUsers: activeSupplierUsers(s).map((u) => ({ Id: u.id, Email: u.email, Username: u.username })),
  }, viewer);
}
