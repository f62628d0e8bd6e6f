import { isIsoDate } from './dates.js';
import { poundsToPence } from './money.js';
import { isBlank, type FieldError } from './validation.js';

// behaviour.md "Suppliers / Saving a supplier" "Supplier save": the rules and exact messages, pure so the suppliers screen can run them too.

/** The spec's messages, word for word (behaviour.md "Suppliers / Saving a supplier"). */
export const SUPPLIER_MESSAGES = {
  licenceRequired: 'Must add at least one licence',
  vehicleRequired: 'Must add at least one vehicle',
  noDefaultVehicle: 'You must select at least one vehicle as the default vehicle',
  manyDefaultVehicles: 'You can only have one vehicle as the default vehicle',
  passwordsMustMatch: 'Supplier app passwords must match',
  stale: 'The supplier has been modified by another user after you loaded it. Please reload to get the latest version',
} as const;

/** A licence as typed (behaviour.md "Suppliers / Saving a supplier" SupplierLicences). */
export interface LicenceDraft { id?: number | null; licenceCategoryId?: number | null; validFrom?: string | null; validTo?: string | null }
/** A vehicle as typed (behaviour.md "Settings / Vehicle types and area rules order" Vehicles). */
export interface VehicleDraft {
  id?: number | null; vehicleTypeId?: number | null; make?: string | null; model?: string | null; registration?: string | null;
  length?: number | null; width?: number | null; height?: number | null; insuranceExpiry?: string | null; isDefaultVehicle?: boolean | null;
}
/** A deduction as typed; value in pounds (behaviour.md "Suppliers / Supplier photos" Deductions). */
export interface DeductionDraft { id?: number | null; name?: string | null; value?: number | string | null; accountCodeId?: number | null; vatCodeId?: number | null }
/** A photo as typed: a description and an uploaded file's id (behaviour.md "Suppliers / Supplier photos" SupplierPhotos). */
export interface PhotoDraft { id?: number | null; description?: string | null; photoId?: number | null }
/** A supplier app user as typed (behaviour.md "Suppliers / Supplier photos" SupplierUsers). */
export interface SupplierUserDraft { id?: number | null; email?: string | null; username?: string | null; newPassword?: string | null; confirmPassword?: string | null }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when an app-user row was left empty on the form: no e-mail and no username, so it is ignored. */
export function isBlankSupplierUser(user: SupplierUserDraft): boolean {
  return isBlank(user.email) && isBlank(user.username);
}

/** behaviour.md "Suppliers / Saving a supplier": a licence needs type, valid from and valid to. */
export function licenceErrors(licence: LicenceDraft, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!licence.licenceCategoryId) errors.push({ field: `${at}.LicenceCategoryId`, message: 'Licence type is required' });
  for (const [key, label] of [['validFrom', 'Valid from'], ['validTo', 'Valid to']] as const) {
    const value = licence[key];
    if (isBlank(value)) errors.push({ field: `${at}.${key[0].toUpperCase()}${key.slice(1)}`, message: `${label} is required` });
    else if (!isIsoDate(value!)) errors.push({ field: `${at}.${key[0].toUpperCase()}${key.slice(1)}`, message: `${label} must be a date (YYYY-MM-DD)` });
  }
  if (licence.validFrom && licence.validTo && isIsoDate(licence.validFrom) && isIsoDate(licence.validTo) && licence.validTo < licence.validFrom) {
    errors.push({ field: `${at}.ValidTo`, message: 'Valid to must not be before valid from' });
  }
  return errors;
}

/** behaviour.md "Suppliers / Saving a supplier": a vehicle needs type, make, model, registration, length, width, height and insurance expiry. */
export function vehicleErrors(vehicle: VehicleDraft, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!vehicle.vehicleTypeId) errors.push({ field: `${at}.VehicleTypeId`, message: 'Vehicle type is required' });
  for (const [key, label, max] of [['make', 'Make', 60], ['model', 'Model', 60], ['registration', 'Registration', 15]] as const) {
    if (isBlank(vehicle[key])) errors.push({ field: `${at}.${label}`, message: `${label} is required` });
    else if (vehicle[key]!.trim().length > max) errors.push({ field: `${at}.${label}`, message: `${label} must be ${max} characters or fewer` });
  }
  for (const [key, label] of [['length', 'Length'], ['width', 'Width'], ['height', 'Height']] as const) {
    const value = vehicle[key];
    if (value === null || value === undefined) errors.push({ field: `${at}.${label}`, message: `${label} is required` });
    else if (!Number.isFinite(value) || value <= 0 || value > 100) errors.push({ field: `${at}.${label}`, message: `${label} must be a number of metres greater than 0` });
  }
  if (isBlank(vehicle.insuranceExpiry)) errors.push({ field: `${at}.InsuranceExpiry`, message: 'Insurance expiry is required' });
  else if (!isIsoDate(vehicle.insuranceExpiry!)) errors.push({ field: `${at}.InsuranceExpiry`, message: 'Insurance expiry must be a date (YYYY-MM-DD)' });
  return errors;
}

/** behaviour.md "Suppliers / Saving a supplier": a deduction needs name, value, account code and VAT code; the value is pounds with up to 2 decimals. */
export function deductionErrors(deduction: DeductionDraft, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(deduction.name)) errors.push({ field: `${at}.Name`, message: 'Deduction name is required' });
  const value = deduction.value;
  if (value === null || value === undefined || value === '') errors.push({ field: `${at}.Value`, message: 'Deduction value is required' });
  else if (!((poundsToPence(value) ?? 0) > 0)) errors.push({ field: `${at}.Value`, message: 'Deduction value must be an amount greater than £0.00 with at most 2 decimals' });
  if (!deduction.accountCodeId) errors.push({ field: `${at}.AccountCodeId`, message: 'Account code is required' });
  if (!deduction.vatCodeId) errors.push({ field: `${at}.VatCodeId`, message: 'VAT code is required' });
  return errors;
}

/** behaviour.md "Suppliers / Saving a supplier": a photo needs a description (and an uploaded file). */
export function photoErrors(photo: PhotoDraft, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(photo.description)) errors.push({ field: `${at}.Description`, message: 'Photo description is required' });
  if (!photo.photoId) errors.push({ field: `${at}.PhotoId`, message: 'Upload a photo first' });
  return errors;
}

/**
 * behaviour.md "Suppliers / Saving a supplier": the passwords of a supplier app user with an e-mail or username must match; a new user
 * needs one. Blank rows are ignored. `minLength` is the sign-in rule's.
 */
export function supplierUserErrors(user: SupplierUserDraft, at: string, minLength: number): FieldError[] {
  if (isBlankSupplierUser(user)) return [];
  const errors: FieldError[] = [];
  if (isBlank(user.email)) errors.push({ field: `${at}.Email`, message: 'Supplier app e-mail address is required' });
  else if (!EMAIL.test(user.email!.trim()) || user.email!.trim().length > 320) errors.push({ field: `${at}.Email`, message: 'Supplier app e-mail address is not valid' });
  const password = user.newPassword ?? '';
  if ((password || user.confirmPassword) && password !== (user.confirmPassword ?? '')) {
    errors.push({ field: `${at}.ConfirmPassword`, message: SUPPLIER_MESSAGES.passwordsMustMatch });
  } else if (!password && !user.id) errors.push({ field: `${at}.NewPassword`, message: 'A password is required for a new supplier app user' });
  else if (password && password.length < minLength) errors.push({ field: `${at}.NewPassword`, message: `The password must be at least ${minLength} characters` });
  else if (password.length > 200) errors.push({ field: `${at}.NewPassword`, message: 'The password is too long' });
  return errors;
}

/**
 * behaviour.md "Suppliers / Saving a supplier": at least one licence, at least one vehicle, exactly one default vehicle. Run on the
 * supplier as it will be saved (after the first-vehicle rule, see withFirstVehicleDefault).
 */
export function supplierShapeErrors(licenceCount: number, vehicles: { isDefaultVehicle?: boolean | null }[]): FieldError[] {
  const errors: FieldError[] = [];
  if (licenceCount === 0) errors.push({ field: 'SupplierLicences', message: SUPPLIER_MESSAGES.licenceRequired });
  if (vehicles.length === 0) errors.push({ field: 'Vehicles', message: SUPPLIER_MESSAGES.vehicleRequired });
  const defaults = vehicles.filter((v) => v.isDefaultVehicle === true).length;
  if (vehicles.length > 0 && defaults === 0) errors.push({ field: 'Vehicles', message: SUPPLIER_MESSAGES.noDefaultVehicle });
  if (defaults > 1) errors.push({ field: 'Vehicles', message: SUPPLIER_MESSAGES.manyDefaultVehicles });
  return errors;
}

/**
 * behaviour.md "Suppliers / Saving a supplier": "The first vehicle added becomes the default": when a supplier had no vehicles and none
 * of the new ones is marked default, the first becomes the default.
 */
export function withFirstVehicleDefault<T extends VehicleDraft>(vehicles: T[], hadVehicles: boolean): T[] {
  if (hadVehicles || vehicles.length === 0 || vehicles.some((v) => v.isDefaultVehicle === true)) return vehicles;
  return vehicles.map((v, i) => ({ ...v, isDefaultVehicle: i === 0 }));
}

/**
 * SmallestVehicle (behaviour.md "Settings / Vehicle types and area rules order"): the vehicle type with the lowest Order among a supplier's vehicles,
 * or null without vehicles. behaviour.md "Manifests / Supplier assignment" offers a supplier for a manifest only when this Order is at
 * least the manifest vehicle type's Order (see mayCarry).
 */
export function smallestVehicleType<T extends { order: number }>(types: T[]): T | null {
  return types.reduce<T | null>((smallest, type) => (!smallest || type.order < smallest.order ? type : smallest), null);
}

/** behaviour.md "Manifests / Supplier assignment": a supplier may carry a manifest when its smallest vehicle's Order is at least the manifest's. */
export function mayCarry(smallestOrder: number | null | undefined, manifestOrder: number): boolean {
  return smallestOrder !== null && smallestOrder !== undefined && smallestOrder >= manifestOrder;
}
