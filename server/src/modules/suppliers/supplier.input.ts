import type { DeductionDraft, LicenceDraft, PhotoDraft, SupplierUserDraft, VehicleDraft } from '../../domain/supplier.js';

/**
 * A supplier as sent by the suppliers screen (REST) or a GraphQL client. On update, an undefined
 * field or list is left as it is and null clears a field; a given list replaces the stored one by id
 * (an item with an id is updated, without one added, a stored one left out removed).
 */
export interface SupplierInput {
  name?: string | null;
  email?: string | null;
  secondaryEmail?: string | null;
  supplierTypeId?: number | null;
  supplierBillingTypeId?: number | null;
  splitXeroInvoices?: boolean | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  town?: string | null;
  county?: string | null;
  postcode?: string | null;
  countryId?: number | null;
  phoneNumber?: string | null;
  mobileNumber?: string | null;
  notes?: string | null;
  vatNumber?: string | null;
  companyNumber?: string | null;
  bankAccountName?: string | null;
  bankSortCode?: string | null;
  bankAccountNumber?: string | null;
  isDeactivated?: boolean | null;
  isTrackingDisabled?: boolean | null;
  licences?: LicenceDraft[] | null;
  vehicles?: VehicleDraft[] | null;
  deductions?: DeductionDraft[] | null;
  photos?: PhotoDraft[] | null;
  supplierUsers?: SupplierUserDraft[] | null;
  version?: number | null;
}

/** The plain text fields of a supplier with their column limits. */
export const SUPPLIER_TEXT_FIELDS = [
  ['email', 'Email', 320],
  ['secondaryEmail', 'SecondaryEmail', 320],
  ['addressLine1', 'AddressLine1', 150],
  ['addressLine2', 'AddressLine2', 150],
  ['addressLine3', 'AddressLine3', 150],
  ['town', 'Town', 100],
  ['county', 'County', 100],
  ['postcode', 'Postcode', 12],
  ['phoneNumber', 'PhoneNumber', 30],
  ['mobileNumber', 'MobileNumber', 30],
  ['notes', 'Notes', 4000],
  ['vatNumber', 'VatNumber', 20],
  ['companyNumber', 'CompanyNumber', 20],
  ['bankAccountName', 'BankAccountName', 150],
  ['bankSortCode', 'BankSortCode', 8],
  ['bankAccountNumber', 'BankAccountNumber', 12],
] as const;

/** Search filters of GET /Suppliers (behaviour.md "Suppliers / Suppliers screen"; "Accounts / Issue filters": name, tracking disabled, deactivated). */
export interface SupplierFilter {
  name?: string | null;
  isTrackingDisabled?: boolean | null;
  isDeactivated?: boolean | null;
}
