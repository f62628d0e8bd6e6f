import { smallestVehicleType } from '../../domain/supplier.js';
import type { VehicleType } from '../lookups/vehicle-type.entity.js';
import type { Deduction, SupplierLicence, SupplierPhoto } from './supplier-parts.entity.js';
import { activeSupplierUsers } from './supplier-users.js';
import type { Supplier } from './supplier.entity.js';
import type { Vehicle } from './vehicle.entity.js';

/** SmallestVehicle (spec 2 §3) of a supplier whose vehicles are loaded. */
export function smallestVehicleOf(supplier: Supplier): VehicleType | null {
  return smallestVehicleType(supplier.vehicles.getItems().map((v) => v.vehicleType));
}

const restVehicleType = (t: VehicleType | null) => (t ? { Id: t.id, Name: t.name, Order: t.order, IconCode: t.iconCode } : null);

/** The PascalCase REST shape of a vehicle (spec 2 §3 Vehicles). */
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

/** The row of the suppliers list (spec 2 §2) and of the autocomplete: identity, type, flags, SmallestVehicle. */
export function toRestSupplierSummary(s: Supplier) {
  return {
    Id: s.id, Name: s.name, Email: s.email ?? null, PhoneNumber: s.phoneNumber ?? null, Town: s.town ?? null, Postcode: s.postcode ?? null,
    SupplierTypeId: s.supplierType?.id ?? null, IsSelfBilling: s.isSelfBilling, IsEmployed: s.isEmployed,
    IsDeactivated: s.isDeactivated, IsTrackingDisabled: s.isTrackingDisabled, SmallestVehicle: restVehicleType(smallestVehicleOf(s)), Version: s.version,
  };
}

/** The PascalCase REST shape of a whole supplier (spec 2 §3). Never any password data. */
export function toRestSupplier(s: Supplier) {
  return {
    ...toRestSupplierSummary(s),
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
  };
}
