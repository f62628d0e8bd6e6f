/**
 * A customer as the consignment read model writes it (docs/ARCHITECTURE.md "Read models"): every field of the
 * GraphQL Customer and of the types it reaches, computed in SQL as the entity and CustomerResolver compute them
 * (read-model.parties.test.ts compares the answers with `customer(id)`'s). The office-only fields (credit, users,
 * account codes, notes) are null for other callers in the SQL itself (field-visibility.ts).
 */
import { col, iso, many, one, pounds, table, type Relation, type Scalar, type Table } from '../../graphql/projection.js';

const scalar = (sql: (t: string) => string): Scalar => ({ kind: 'scalar', sql });

/** CustomerAccountTypes id (customer.input.ts accountTypeIdOf): 3 On Stop, else 2 Pro Forma, else 1 Account. */
const accountTypeIdSql = (t: string) => `case when ${t}.is_on_stop then 3 when ${t}.is_pro_forma_account_customer then 2 else 1 end`;

/** Whether a customer (by id expression) chose its columns: a list with no visible column counts as not chosen (customer.service.ts). */
const chose = (customerId: string) => `exists (select 1 from customer_control_screen_column cv where cv.customer_id = ${customerId} and cv.is_visible)`;

/**
 * Customer.consignmentControlScreenColumns (customer.service.ts controlScreenColumns, behaviour.md "Control screen /
 * Consignments tab"): the customer's columns, else its parent's, else every column with the default ones visible.
 */
const columnSettings: Relation = {
  kind: 'many',
  type: 'ColumnSetting',
  source: (p) => `(select cc.column_id, cc."order", cc.is_visible, cc.id as tie from customer_control_screen_column cc
      where cc.customer_id = ${p}.id and ${chose(`${p}.id`)}
    union all select cc.column_id, cc."order", cc.is_visible, cc.id from customer_control_screen_column cc
      where cc.customer_id = ${p}.parent_id and not ${chose(`${p}.id`)} and ${chose(`${p}.parent_id`)}
    union all select d.id, d."order", d.is_default, d.id from consignment_control_screen_column d
      where not ${chose(`${p}.id`)} and (${p}.parent_id is null or not ${chose(`${p}.parent_id`)}))`,
  on: () => 'true',
  orderBy: (c) => `${c}."order", ${c}.tie`,
};

/** The Customer type and those it reaches (Address and Country are the consignment catalogue's). */
export const customerCatalogue = {
  Customer: table('customer', {
    id: col('id'),
    name: col('name'),
    isDeactivated: col('is_deactivated'),
    isOnStop: col('is_on_stop'),
    parentId: col('parent_id'),
    outstandingBalance: pounds('outstanding_balance_pence'),
    creditLimit: { kind: 'scalar', sql: (t) => `(${t}.credit_limit_pence::float8 / 100)` },
    // Customer.isOverCreditLimit (behaviour.md "Booking / Consignment details")
    isOverCreditLimit: { kind: 'scalar', sql: (t) => `coalesce(${t}.outstanding_balance_pence > ${t}.credit_limit_pence, false)` },
    nameShownOnInvoice: col('name_shown_on_invoice'),
    phoneNumber: col('phone_number'),
    costCentre: col('cost_centre'),
    sla: col('sla'),
    isProFormaAccountCustomer: col('is_pro_forma_account_customer'),
    customerAccountTypeId: scalar(accountTypeIdSql),
    ledgerNumber: one('LedgerNumber', 'ledger_number_id'),
    vatCode: one('VatCode', 'vat_code_id'),
    xeroOrganisation: one('XeroOrganisation', 'xero_organisation_id'),
    addresses: many('Address', 'customer_id'),
    contacts: many('Contact', 'customer_id'),
    notes: col('notes'),
    isPONumberRequired: col('is_ponumber_required'),
    preventConsignmentWithoutPONumber: col('prevent_consignment_without_ponumber'),
    preventConsignmentWithoutCostCode: col('prevent_consignment_without_cost_code'),
    showCostCode: col('show_cost_code'),
    autoEmailOnCreate: col('auto_email_on_create'),
    autoEmailOnCollection: col('auto_email_on_collection'),
    autoEmailOnDelivery: col('auto_email_on_delivery'),
    useContactEmail: col('use_contact_email'),
    bookingEmailAddress: col('booking_email_address'),
    lastConsignmentBookedDate: iso('last_consignment_booked_date'),
    consignmentControlScreenColumns: columnSettings,
    // The active customer users by e-mail (customer.users.ts activeCustomerUsers); a nullable list, hidden as null.
    customerUsers: {
      kind: 'many', type: 'CustomerUser', hidden: 'null', orderBy: (c) => `${c}.email`,
      on: (p, c) => `${c}.customer_id = ${p}.id and ${c}.role = 'CUSTOMER' and not ${c}.is_deactivated`,
    },
    version: col('version'),
  }),
  Contact: table('contact', { id: col('id'), name: col('name'), phone: col('phone'), email: col('email') }),
  CustomerUser: table('app_user', { id: col('id'), email: col('email') }),
  // Only reached through Customer.consignmentControlScreenColumns, whose `source` gives the rows.
  ColumnSetting: table('', { column: one('ConsignmentControlScreenColumn', 'column_id'), order: col('"order"'), isVisible: col('is_visible') }),
  ConsignmentControlScreenColumn: table('consignment_control_screen_column', {
    id: col('id'), key: col('key'), name: col('name'), order: col('"order"'), isDefault: col('is_default'),
  }),
  LedgerNumber: table('ledger_number', { id: col('id'), name: col('name'), description: col('description'), isDeactivated: col('is_deactivated'), version: col('version') }),
  // VatCode.rate: basis points as a percentage, as the entity's getter divides.
  VatCode: table('vat_code', {
    id: col('id'), name: col('name'), code: col('code'), rate: pounds('rate_basis_points'), isDeactivated: col('is_deactivated'), version: col('version'),
  }),
  XeroOrganisation: table('xero_organisation', { id: col('id'), name: col('name'), tenantId: col('tenant_id'), isDefault: col('is_default') }),
} satisfies Record<string, Table>;
