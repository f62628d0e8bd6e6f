/**
 * The customer detail form as plain data: loading a customer into it, turning it into the save's
 * input, and the whole-record rules of behaviour.md "Customers / Saving a customer" (the same pure functions the server runs).
 */
import { addressErrors, contactErrors, customerUserErrors } from '@domain/customer';
import type { FieldError } from '@domain/validation';
import type { CustomerDetailFieldsFragment, CustomerInput } from '../../gql/graphql';
import { MIN_PASSWORD_LENGTH } from '../account/passwordRules';

type Id = number | null | undefined;

export interface ContactValues { id?: Id; name?: string | null; phone?: string | null; email?: string | null }
export interface AddressValues {
  id?: Id; companyName?: string | null; addressLine1?: string | null; addressLine2?: string | null; addressLine3?: string | null;
  town?: string | null; county?: string | null; postcode?: string | null; countryId?: Id; latitude?: number | null; longitude?: number | null;
}
export interface CustomerUserValues { id?: Id; email?: string | null; password?: string | null; confirmPassword?: string | null }
export interface ColumnValues { columnId: number; name: string; isVisible: boolean }
export interface ParentChoice { id: number; name: string }

/** The text fields saved as typed (blank = cleared). */
export const TEXT_FIELDS = ['name', 'phoneNumber', 'notes', 'sla', 'costCentre', 'nameShownOnInvoice', 'bookingEmailAddress'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The yes/no fields of the invoice settings and optional consignment fields. */
export const FLAG_FIELDS = [
  'isDeactivated', 'useContactEmail', 'autoEmailOnCreate', 'autoEmailOnCollection', 'autoEmailOnDelivery',
  'isPONumberRequired', 'showCostCode', 'preventConsignmentWithoutCostCode', 'preventConsignmentWithoutPONumber',
] as const;
type FlagField = (typeof FLAG_FIELDS)[number];

/** What the detail view's form holds; money is pounds. */
export type CustomerFormValues = { [K in TextField]?: string | null } & { [K in FlagField]?: boolean } & {
  parent?: ParentChoice | null;
  customerAccountTypeId?: Id;
  ledgerNumberId?: Id;
  vatCodeId?: Id;
  xeroOrganisationId?: Id;
  creditLimit?: number | null;
  outstandingBalance?: number | null;
  contacts?: ContactValues[];
  addresses?: AddressValues[];
  customerUsers?: CustomerUserValues[];
  columns?: ColumnValues[];
};

const noFlags = () => Object.fromEntries(FLAG_FIELDS.map((k) => [k, false])) as { [K in FlagField]: boolean };

/** A new customer: an Account customer with empty lists; `columns` are the defaults to start from. */
export function emptyCustomerValues(columns: ColumnValues[] = []): CustomerFormValues {
  return { ...noFlags(), customerAccountTypeId: 1, parent: null, contacts: [], addresses: [], customerUsers: [], columns };
}

/** The control screen columns in their Order. */
export function toColumnValues(settings: CustomerDetailFieldsFragment['consignmentControlScreenColumns']): ColumnValues[] {
  return [...settings].sort((a, b) => a.order - b.order).map((s) => ({ columnId: s.column.id, name: s.column.name, isVisible: s.isVisible }));
}

/** A new customer's columns: every column in its default Order, the default ones visible. */
export function defaultColumnValues(columns: { id: number; name: string; order: number; isDefault: boolean }[]): ColumnValues[] {
  return [...columns].sort((a, b) => a.order - b.order).map((c) => ({ columnId: c.id, name: c.name, isVisible: c.isDefault }));
}

/** A loaded customer as form values; `parent` is filled once its name is known. */
export function toFormValues(c: CustomerDetailFieldsFragment, parent: ParentChoice | null): CustomerFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, c[k] ?? null])) as { [K in TextField]: string | null };
  const flags = Object.fromEntries(FLAG_FIELDS.map((k) => [k, !!c[k]])) as { [K in FlagField]: boolean };
  return {
    ...text,
    ...flags,
    parent,
    customerAccountTypeId: c.customerAccountTypeId,
    ledgerNumberId: c.ledgerNumber?.id ?? null,
    vatCodeId: c.vatCode?.id ?? null,
    xeroOrganisationId: c.xeroOrganisation?.id ?? null,
    creditLimit: c.creditLimit ?? null,
    outstandingBalance: c.outstandingBalance ?? null,
    contacts: c.contacts.map((x) => ({ ...x })),
    addresses: c.addresses.map((a) => ({ ...a })),
    customerUsers: (c.customerUsers ?? []).map((u) => ({ id: u.id, email: u.email })),
    columns: toColumnValues(c.consignmentControlScreenColumns),
  };
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const id = (value: Id): number | null => value ?? null;

/** The whole customer as the save sends it (PUT semantics: every list replaces the stored one by id). */
export function toCustomerInput(values: CustomerFormValues, version: number | null): CustomerInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(values[k])]));
  const flags = Object.fromEntries(FLAG_FIELDS.map((k) => [k, !!values[k]]));
  return {
    ...texts,
    ...flags,
    hasParent: !!values.parent,
    parentId: values.parent?.id ?? null,
    customerAccountTypeId: id(values.customerAccountTypeId) ?? 1,
    ledgerNumberId: id(values.ledgerNumberId),
    vatCodeId: id(values.vatCodeId),
    xeroOrganisationId: id(values.xeroOrganisationId),
    creditLimit: values.creditLimit ?? null,
    outstandingBalance: values.outstandingBalance ?? null,
    contacts: (values.contacts ?? []).map((c) => ({ id: id(c.id), name: text(c.name), phone: text(c.phone), email: text(c.email) })),
    addresses: (values.addresses ?? []).map((a) => ({
      id: id(a.id), companyName: text(a.companyName), addressLine1: text(a.addressLine1), addressLine2: text(a.addressLine2), addressLine3: text(a.addressLine3),
      town: text(a.town), county: text(a.county), postcode: text(a.postcode), countryId: id(a.countryId), latitude: a.latitude ?? null, longitude: a.longitude ?? null,
    })),
    customerUsers: (values.customerUsers ?? []).map((u) => ({ id: id(u.id), email: text(u.email), password: u.password || null, confirmPassword: u.confirmPassword || null })),
    // A new customer without its own columns keeps the defaults (behaviour.md "Control screen / Consignments tab" fallbacks).
    consignmentControlScreenColumns: values.columns?.length ? values.columns.map((c, i) => ({ columnId: c.columnId, order: i + 1, isVisible: c.isVisible })) : undefined,
    version,
  } as CustomerInput;
}

/** behaviour.md "Customers / Saving a customer"'s record rules, checked before a save is sent: addresses, unique contact names, users. */
export function customerFormErrors(values: CustomerFormValues): FieldError[] {
  return [
    ...contactErrors(values.contacts ?? []),
    ...(values.addresses ?? []).flatMap((a, i) => addressErrors(a, `Addresses[${i}]`)),
    ...customerUserErrors(values.customerUsers ?? [], MIN_PASSWORD_LENGTH),
  ];
}

/** Moves a list item one place up (-1) or down (+1); the list is returned unchanged at either end. */
export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
