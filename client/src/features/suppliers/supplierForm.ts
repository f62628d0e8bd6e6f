/**
 * The supplier detail form as plain data: loading a supplier into it, turning it into the save's
 * input, and the whole-record rules of behaviour.md "Suppliers / Saving a supplier" (the same pure functions the server runs).
 */
import { supplierShapeErrors, supplierUserErrors, withFirstVehicleDefault } from '@domain/supplier';
import type { FieldError } from '@domain/validation';
import type { SupplierDetailFieldsFragment, SupplierInput } from '../../gql/graphql';
import { MIN_PASSWORD_LENGTH } from '../account/passwordRules';

type Id = number | null | undefined;

export interface LicenceValues { id?: Id; licenceCategoryId?: Id; validFrom?: string | null; validTo?: string | null }
export interface VehicleValues {
  id?: Id; vehicleTypeId?: Id; make?: string | null; model?: string | null; registration?: string | null;
  length?: number | null; width?: number | null; height?: number | null; insuranceExpiry?: string | null; isDefaultVehicle?: boolean;
}
export interface DeductionValues { id?: Id; name?: string | null; value?: number | null; accountCodeId?: Id; vatCodeId?: Id }
export interface PhotoValues { id?: Id; description?: string | null; photoId?: Id }
export interface SupplierUserValues { id?: Id; email?: string | null; username?: string | null; newPassword?: string | null; confirmPassword?: string | null }

/** The text fields of the details and account info sections, saved as typed (blank = cleared). */
export const TEXT_FIELDS = [
  'name', 'email', 'secondaryEmail', 'addressLine1', 'addressLine2', 'addressLine3', 'town', 'county', 'postcode',
  'phoneNumber', 'mobileNumber', 'notes', 'vatNumber', 'companyNumber', 'bankAccountName', 'bankSortCode', 'bankAccountNumber',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What the detail view's form holds; dates are YYYY-MM-DD strings, money is pounds. */
export type SupplierFormValues = { [K in TextField]?: string | null } & {
  supplierTypeId?: Id;
  supplierBillingTypeId?: Id;
  countryId?: Id;
  splitXeroInvoices?: boolean;
  isDeactivated?: boolean;
  isTrackingDisabled?: boolean;
  licences?: LicenceValues[];
  vehicles?: VehicleValues[];
  deductions?: DeductionValues[];
  photos?: PhotoValues[];
  supplierUsers?: SupplierUserValues[];
};

/** A new supplier: empty lists and one blank app-user row (ignored on save while blank). */
export function emptySupplierValues(): SupplierFormValues {
  return { splitXeroInvoices: false, isDeactivated: false, isTrackingDisabled: false, licences: [], vehicles: [], deductions: [], photos: [], supplierUsers: [{}] };
}

/** A loaded supplier as form values. */
export function toFormValues(s: SupplierDetailFieldsFragment): SupplierFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, s[k] ?? null])) as { [K in TextField]: string | null };
  return {
    ...text,
    supplierTypeId: s.supplierType?.id ?? null,
    supplierBillingTypeId: s.supplierBillingType?.id ?? null,
    countryId: s.country?.id ?? null,
    splitXeroInvoices: s.splitXeroInvoices ?? false,
    isDeactivated: s.isDeactivated ?? false,
    isTrackingDisabled: s.isTrackingDisabled ?? false,
    licences: s.licences.map((l) => ({ id: l.id, licenceCategoryId: l.licenceCategory.id, validFrom: l.validFrom, validTo: l.validTo })),
    vehicles: s.vehicles.map(({ vehicleType, ...v }) => ({ ...v, vehicleTypeId: vehicleType.id })),
    deductions: s.deductions.map((d) => ({ id: d.id, name: d.name, value: d.value, accountCodeId: d.accountCode.id, vatCodeId: d.vatCode.id })),
    photos: s.photos.map((p) => ({ id: p.id, description: p.description, photoId: p.photoId })),
    supplierUsers: s.supplierUsers.length ? s.supplierUsers.map((u) => ({ id: u.id, email: u.email, username: u.username })) : [{}],
  };
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const id = (value: Id): number | null => value ?? null;

/**
 * The whole supplier as the save sends it (PUT semantics: every list replaces the stored one by id).
 * `hadVehicles` applies "the first vehicle added becomes the default" as the server does.
 */
export function toSupplierInput(values: SupplierFormValues, version: number | null, hadVehicles: boolean): SupplierInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(values[k])]));
  const vehicles = withFirstVehicleDefault(values.vehicles ?? [], hadVehicles);
  return {
    ...texts,
    supplierTypeId: id(values.supplierTypeId),
    supplierBillingTypeId: id(values.supplierBillingTypeId),
    countryId: id(values.countryId),
    splitXeroInvoices: !!values.splitXeroInvoices,
    isDeactivated: !!values.isDeactivated,
    isTrackingDisabled: !!values.isTrackingDisabled,
    licences: (values.licences ?? []).map((l) => ({ id: id(l.id), licenceCategoryId: id(l.licenceCategoryId), validFrom: l.validFrom ?? null, validTo: l.validTo ?? null })),
    vehicles: vehicles.map((v) => ({
      id: id(v.id), vehicleTypeId: id(v.vehicleTypeId), make: text(v.make), model: text(v.model), registration: text(v.registration),
      length: v.length ?? null, width: v.width ?? null, height: v.height ?? null, insuranceExpiry: v.insuranceExpiry ?? null, isDefaultVehicle: !!v.isDefaultVehicle,
    })),
    deductions: (values.deductions ?? []).map((d) => ({ id: id(d.id), name: text(d.name), value: d.value ?? null, accountCodeId: id(d.accountCodeId), vatCodeId: id(d.vatCodeId) })),
    photos: (values.photos ?? []).map((p) => ({ id: id(p.id), description: text(p.description), photoId: id(p.photoId) })),
    supplierUsers: (values.supplierUsers ?? [])
      .filter((u) => text(u.email) || text(u.username) || u.id)
      .map((u) => ({ id: id(u.id), email: text(u.email), username: text(u.username), newPassword: u.newPassword || null, confirmPassword: u.confirmPassword || null })),
    version,
  } as SupplierInput;
}

/**
 * behaviour.md "Suppliers / Saving a supplier"'s record rules, checked before a save is sent: at least one licence and one vehicle,
 * exactly one default vehicle, and matching supplier app passwords. Field rules (required fields)
 * are the form's own.
 */
export function supplierFormErrors(values: SupplierFormValues, hadVehicles: boolean): FieldError[] {
  const vehicles = withFirstVehicleDefault(values.vehicles ?? [], hadVehicles);
  return [
    ...supplierShapeErrors((values.licences ?? []).length, vehicles),
    ...(values.supplierUsers ?? []).flatMap((u, i) => supplierUserErrors(u, `SupplierUsers[${i}]`, MIN_PASSWORD_LENGTH)),
  ];
}

/** The e-mail addresses the e-mail pickers offer: the supplier's own and its app users', once each. */
export function emailChoices(values: SupplierFormValues): string[] {
  const all = [values.email, values.secondaryEmail, ...(values.supplierUsers ?? []).map((u) => u.email)];
  return [...new Set(all.map((e) => e?.trim()).filter((e): e is string => !!e))];
}
