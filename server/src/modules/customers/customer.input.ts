import type { AddressDraft, ContactDraft, CustomerUserDraft } from '../../domain/customer.js';

/** A control-screen column setting as typed (behaviour.md "Customers / Customers screen": each column with Order and visibility). */
export interface ColumnDraft { columnId?: number | null; order?: number | null; isVisible?: boolean | null }

/**
 * A customer as sent by the customers screen (REST) or a GraphQL client (behaviour.md "Customers / Saving a customer"). On update an
 * undefined field or list stays as it is and null clears a field; a list given replaces the stored one
 * by id (with an id: updated; without: added; a stored one left out: removed, users deactivated).
 */
export interface CustomerInput {
  name?: string | null;
  nameShownOnInvoice?: string | null;
  phoneNumber?: string | null;
  costCentre?: string | null;
  sla?: string | null;
  notes?: string | null;
  hasParent?: boolean | null;
  parentId?: number | null;
  /** CustomerAccountTypes lookup id: 1 Account, 2 Pro Forma Account Customer, 3 On Stop. */
  customerAccountTypeId?: number | null;
  ledgerNumberId?: number | null;
  vatCodeId?: number | null;
  xeroOrganisationId?: number | null;
  isPONumberRequired?: boolean | null;
  preventConsignmentWithoutPONumber?: boolean | null;
  preventConsignmentWithoutCostCode?: boolean | null;
  showCostCode?: boolean | null;
  autoEmailOnCreate?: boolean | null;
  autoEmailOnCollection?: boolean | null;
  autoEmailOnDelivery?: boolean | null;
  useContactEmail?: boolean | null;
  bookingEmailAddress?: string | null;
  /** Pounds. */
  creditLimit?: number | null;
  /** Pounds. */
  outstandingBalance?: number | null;
  isDeactivated?: boolean | null;
  addresses?: AddressDraft[] | null;
  contacts?: ContactDraft[] | null;
  customerUsers?: CustomerUserDraft[] | null;
  consignmentControlScreenColumns?: ColumnDraft[] | null;
  version?: number | null;
}

/** Plain text fields with their column limits. */
export const CUSTOMER_TEXT_FIELDS = [
  ['nameShownOnInvoice', 'NameShownOnInvoice', 200],
  ['phoneNumber', 'PhoneNumber', 50],
  ['costCentre', 'CostCentre', 100],
  ['sla', 'SLA', 500],
  ['notes', 'Notes', 10000],
  ['bookingEmailAddress', 'BookingEmailAddress', 320],
] as const;

/** The flags of a customer that are plain true/false (invoice settings, optional fields, e-mails). */
export const CUSTOMER_FLAGS = [
  'isPONumberRequired', 'preventConsignmentWithoutPONumber', 'preventConsignmentWithoutCostCode', 'showCostCode',
  'autoEmailOnCreate', 'autoEmailOnCollection', 'autoEmailOnDelivery', 'useContactEmail', 'isDeactivated',
] as const;

/** GET /Customers filters (behaviour.md "Accounts / Issue filters": name, customerAccountType, isDeactivated). */
export interface CustomerFilter { name?: string | null; customerAccountTypeId?: number | null; isDeactivated?: boolean | null }

/** Account type ids of the CustomerAccountTypes lookup, mapped onto the two stored flags. */
export const ACCOUNT_TYPES = {
  1: { isOnStop: false, isProFormaAccountCustomer: false },
  2: { isOnStop: false, isProFormaAccountCustomer: true },
  3: { isOnStop: true, isProFormaAccountCustomer: false },
} as const;

/** The account type id of a customer's flags; On Stop wins (it blocks booking, behaviour.md "Booking / Consignment search and export"). */
export function accountTypeIdOf(c: { isOnStop: boolean; isProFormaAccountCustomer: boolean }): 1 | 2 | 3 {
  if (c.isOnStop) return 3;
  return c.isProFormaAccountCustomer ? 2 : 1;
}
