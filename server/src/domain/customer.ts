/**
 * behaviour.md "Customers / Saving a customer" Customer save rules, pure so the customers screen can show the same messages before it
 * sends: addresses, contacts, customer users, the parent choice.
 */
import type { FieldError } from '../errors.js';
import { SAVE_MESSAGES } from './booking.js';

/** The spec's customer messages, word for word where the spec gives them. */
export const CUSTOMER_MESSAGES = {
  contactExists: SAVE_MESSAGES.contactExists,
  passwordsDoNotMatch: 'Passwords do not match!',
  stale: 'The customer has been modified by another user after you loaded it. Please reload to get the latest version',
  saved: 'Customer Record Saved',
  ownAncestor: 'A customer cannot be its own parent or ancestor',
} as const;

/** A saved address as typed (behaviour.md "Customers / Saving a customer": AddressLine1, Postcode and Country are required). */
export interface AddressDraft {
  id?: number | null;
  companyName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  town?: string | null;
  county?: string | null;
  postcode?: string | null;
  countryId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A contact as typed (behaviour.md "Customers / Saving a customer" Contacts: Id, Name, Phone, Email). */
export interface ContactDraft { id?: number | null; name?: string | null; phone?: string | null; email?: string | null }

/** A customer user as typed (behaviour.md "Customers / Saving a customer" CustomerUsers: Email, password, confirmation). */
export interface CustomerUserDraft { id?: number | null; email?: string | null; password?: string | null; confirmPassword?: string | null }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (text: string | null | undefined) => !text || !text.trim();
const key = (text: string) => text.trim().toLowerCase();

/** behaviour.md "Customers / Saving a customer": an address needs AddressLine1, Postcode and Country. */
export function addressErrors(address: AddressDraft, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(address.addressLine1)) errors.push({ field: `${at}.AddressLine1`, message: 'AddressLine1 is required' });
  if (blank(address.postcode)) errors.push({ field: `${at}.Postcode`, message: 'Postcode is required' });
  else if (address.postcode!.trim().length > 20) errors.push({ field: `${at}.Postcode`, message: 'Postcode must be 20 characters or fewer' });
  if (address.countryId === undefined || address.countryId === null) errors.push({ field: `${at}.Country`, message: 'Country is required' });
  return errors;
}

/** behaviour.md "Customers / Saving a customer": every contact has a name, unique within the customer, case-insensitive and trimmed. */
export function contactErrors(contacts: ContactDraft[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  contacts.forEach((c, i) => {
    if (blank(c.name)) return void errors.push({ field: `Contacts[${i}].Name`, message: 'Contact name is required' });
    if (c.name!.trim().length > 200) return void errors.push({ field: `Contacts[${i}].Name`, message: 'Contact name must be 200 characters or fewer' });
    if (seen.has(key(c.name!))) errors.push({ field: `Contacts[${i}].Name`, message: CUSTOMER_MESSAGES.contactExists });
    seen.add(key(c.name!));
    if (!blank(c.email) && !EMAIL.test(c.email!.trim())) errors.push({ field: `Contacts[${i}].Email`, message: 'Contact e-mail address is not valid' });
  });
  return errors;
}

/**
 * behaviour.md "Customers / Saving a customer": a customer user needs an e-mail, and when new a password plus its confirmation; the
 * two must match ('Passwords do not match!'). `minLength` is the sign-in rule's.
 */
export function customerUserErrors(users: CustomerUserDraft[], minLength: number): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  users.forEach((u, i) => {
    const at = `CustomerUsers[${i}]`;
    if (blank(u.email)) errors.push({ field: `${at}.Email`, message: 'A customer user needs an e-mail address' });
    else if (!EMAIL.test(u.email!.trim()) || u.email!.trim().length > 320) errors.push({ field: `${at}.Email`, message: 'The customer user e-mail address is not valid' });
    else if (seen.has(key(u.email!))) errors.push({ field: `${at}.Email`, message: 'A user with this e-mail address already exists' });
    if (!blank(u.email)) seen.add(key(u.email!));
    const password = u.password ?? '';
    const confirm = u.confirmPassword ?? '';
    if (!u.id && !password) errors.push({ field: `${at}.Password`, message: 'A password is required for a new customer user' });
    if (!u.id && !confirm) errors.push({ field: `${at}.ConfirmPassword`, message: 'Please confirm the password' });
    if ((password || confirm) && password !== confirm && (u.id || (password && confirm))) errors.push({ field: `${at}.ConfirmPassword`, message: CUSTOMER_MESSAGES.passwordsDoNotMatch });
    if (password && password.length < minLength) errors.push({ field: `${at}.Password`, message: `The password must be at least ${minLength} characters` });
    if (password.length > 200) errors.push({ field: `${at}.Password`, message: 'The password is too long' });
  });
  return errors;
}

/** behaviour.md "Customers / Saving a customer": without a parent, ParentId and Parent are cleared; HasParent false wins over a ParentId. */
export function chosenParentId(hasParent: boolean | null | undefined, parentId: number | null | undefined): number | null {
  if (hasParent === false) return null;
  return parentId ?? null;
}

/** behaviour.md "Customers / Credit report": credit over-limit = outstanding balance minus credit limit (a missing limit counts as 0). */
export function overLimitPence(outstandingPence: number, limitPence: number | null | undefined): number {
  return outstandingPence - (limitPence ?? 0);
}
