import { overLimitPence } from '../../domain/customer.js';
import type { Viewer } from '../../domain/field-visibility.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import { penceToPounds } from '../../domain/money.js';
import { toRestAddress } from '../consignments/consignment.mapper.js';
import type { User } from '../users/user.entity.js';
import type { Customer } from './customer.entity.js';
import { accountTypeIdOf } from './customer.input.js';
import type { controlScreenColumns } from './customer.service.js';

type Columns = Awaited<ReturnType<typeof controlScreenColumns>>;
const pounds = (pence: number | null | undefined) => (pence == null ? null : penceToPounds(pence));
const ACCOUNT_TYPE_NAMES = { 1: 'Account', 2: 'Pro Forma Account Customer', 3: 'On Stop' } as const;

/** A control-screen column setting (behaviour.md "Customers / Customers screen": Order and visibility). */
export const toRestColumn = (col: Columns[number]) => ({ Id: col.column.id, ColumnId: col.column.id, Key: col.column.key, Name: col.column.name, Order: col.order, IsVisible: col.isVisible });

/** The account type as the CustomerAccountTypes lookup names it, plus the flags booking reads. */
function accountType(c: Customer) {
  const id = accountTypeIdOf(c);
  return { Id: id, Name: ACCOUNT_TYPE_NAMES[id], OnStop: c.isOnStop, ProFormaAccountCustomer: c.isProFormaAccountCustomer };
}

/** A row of the customers list (behaviour.md "Customers / Customers screen"), as the viewer may read it (the field-visibility table). */
export function toRestCustomerSummary(c: Customer, viewer: Viewer | undefined) {
  return visibleRest('Customer', {
    Id: c.id, Name: c.name, PhoneNumber: c.phoneNumber ?? null, BookingEmailAddress: c.bookingEmailAddress ?? null,
    CustomerAccountTypeId: accountTypeIdOf(c), AccountType: accountType(c), IsOnStop: c.isOnStop,
    Parent: { HasParent: !!c.parent, ParentId: c.parent?.id ?? null, Name: c.parent?.name ?? null },
    CreditLimit: pounds(c.creditLimitPence), OutstandingBalance: pounds(c.outstandingBalancePence), IsDeactivated: c.isDeactivated, Version: c.version,
  }, viewer);
}

/** What a customer user sees of its own customer: booking fields, never credit, notes, account info or users. */
function customerFacing(c: Customer, columns: Columns) {
  return {
    Id: c.id, Name: c.name, NameShownOnInvoice: c.nameShownOnInvoice ?? null, PhoneNumber: c.phoneNumber ?? null,
    CostCentre: c.costCentre ?? null, SLA: c.sla ?? null, IsOnStop: c.isOnStop, AccountType: { OnStop: c.isOnStop, ProFormaAccountCustomer: c.isProFormaAccountCustomer },
    Address: c.address ? toRestAddress(c.address) : null,
    Addresses: c.addresses.isInitialized() ? c.addresses.getItems().map((a) => ({ ...toRestAddress(a), ShortAddress: a.shortAddress })) : [],
    Contacts: c.contacts.isInitialized() ? c.contacts.getItems().map((p) => ({ Id: p.id, Name: p.name, Phone: p.phone ?? null, Email: p.email ?? null })) : [],
    Parent: c.parent ? { Id: c.parent.id } : null,
    InvoiceSettings: { IsPONumberRequired: c.isPONumberRequired, PreventConsignmentWithoutPONumber: c.preventConsignmentWithoutPONumber, PreventConsignmentWithoutCostCode: c.preventConsignmentWithoutCostCode },
    OptionalConsignmentFields: { ShowCostCode: c.showCostCode },
    AutoEmailOnCreate: c.autoEmailOnCreate, AutoEmailOnCollection: c.autoEmailOnCollection, AutoEmailOnDelivery: c.autoEmailOnDelivery,
    UseContactEmail: c.useContactEmail, BookingEmailAddress: c.bookingEmailAddress ?? null,
    LastConsignmentBookedDate: c.lastConsignmentBookedDate?.toISOString() ?? null,
    ConsignmentControlScreenColumns: columns.map(toRestColumn),
    IsDeactivated: c.isDeactivated,
  };
}

/**
 * The PascalCase REST customer (behaviour.md "Settings / Back-office users"), as the viewer may read it (the field-visibility table): the
 * office reads the whole record, including account info, credit, notes and users; a customer user the
 * booking fields of behaviour.md "Booking / Consignment lifecycle", and of its parent and account type the id and booking flags only.
 */
export function toRestCustomer(c: Customer, viewer: Viewer | undefined, columns: Columns = [], users: User[] = []) {
  const office = viewer?.role === 'OFFICE';
  return visibleRest('Customer', {
    ...customerFacing(c, columns),
    ...(office ? { Parent: { HasParent: !!c.parent, ParentId: c.parent?.id ?? null, Id: c.parent?.id ?? null, Name: c.parent?.name ?? null }, AccountType: accountType(c) } : {}),
    Notes: c.notes ?? null,
    CustomerAccountTypeId: accountTypeIdOf(c),
    LedgerNumberId: c.ledgerNumber?.id ?? null, LedgerNumber: c.ledgerNumber ? { Id: c.ledgerNumber.id, Name: c.ledgerNumber.name } : null,
    VatCodeId: c.vatCode?.id ?? null, VatCode: c.vatCode ? { Id: c.vatCode.id, Name: c.vatCode.name } : null,
    XeroOrganisationId: c.xeroOrganisation?.id ?? null,
    XeroOrganisation: c.xeroOrganisation ? { Id: c.xeroOrganisation.id, Name: c.xeroOrganisation.name, IsDefault: c.xeroOrganisation.isDefault } : null,
    CreditLimit: pounds(c.creditLimitPence), OutstandingBalance: pounds(c.outstandingBalancePence),
    CustomerUsers: users.map((u) => ({ Id: u.id, Email: u.email })),
    Version: c.version,
  }, viewer);
}

/** A line of the credit report (behaviour.md "Customers / Credit report": over-limit = outstanding balance minus credit limit). */
export function toRestCreditLine(c: Customer) {
  return {
    Id: c.id, Name: c.name, CreditLimit: pounds(c.creditLimitPence), OutstandingBalance: pounds(c.outstandingBalancePence),
    OverLimit: penceToPounds(overLimitPence(c.outstandingBalancePence, c.creditLimitPence)),
    // Only a positive over-limit counts as over (decisions: Reports); a negative one is headroom.
    IsOverLimit: overLimitPence(c.outstandingBalancePence, c.creditLimitPence) > 0,
    AccountType: accountType(c), IsOnStop: c.isOnStop, IsDeactivated: c.isDeactivated,
  };
}
