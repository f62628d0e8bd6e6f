/** Test arrangements for accounts: completed consignments and manifests written straight to the database. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { fromLondonWallTime } from '../../domain/dates.js';
import { buildConsignment, buildCustomer, buildSupplier } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

/** A London date `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));

/** 10:00 London on a YYYY-MM-DD date. */
export const tenOn = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return fromLondonWallTime(y, m, d, 10);
};

const sql = <T = Record<string, unknown>>(orm: MikroORM, query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);

/** Options for a consignment on the accounts list. */
export interface AccountsConsignmentOptions {
  customerId: number;
  date?: string;
  pricePence?: number;
  costPence?: number;
  poNumber?: string | null;
  delivered?: boolean;
  holdInvoice?: boolean;
  manifestId?: number | null;
}

/** A booked consignment, by default delivered (POD time set) 5 days ago, £50 price, £30 cost, PO-1. */
export async function accountsConsignment(orm: MikroORM, o: AccountsConsignmentOptions): Promise<{ id: number; number: number; stopIds: number[] }> {
  const at = tenOn(o.date ?? day(-5));
  const c = await buildConsignment(orm, {
    customerId: o.customerId,
    stops: [{ type: 'Collection', at, manifestId: o.manifestId ?? null }, { type: 'Delivery', at: new Date(at.getTime() + 3_600_000), manifestId: o.manifestId ?? null }],
    overrides: { pricePence: o.pricePence ?? 5000, costPence: o.costPence ?? 3000, poNumber: o.poNumber === undefined ? 'PO-1' : o.poNumber, holdInvoice: o.holdInvoice ?? false },
  });
  if (o.delivered ?? true) await sql(orm, 'update consignment_address set is_completed = true, completion_time = ? where consignment_id = ?', [new Date(at.getTime() + 7_200_000), c.id]);
  const stops = await sql<{ id: number }>(orm, 'select id from consignment_address where consignment_id = ? order by consignment_order', [c.id]);
  return { id: c.id, number: c.consignmentNumber, stopIds: stops.map((s) => s.id) };
}

/** A VAT code row. */
export async function vatCode(orm: MikroORM, name: string, code: string, rateBasisPoints: number): Promise<number> {
  const [row] = await sql<{ id: number }>(orm, 'insert into vat_code (name, code, rate_basis_points) values (?, ?, ?) returning id', [name, code, rateBasisPoints]);
  return row.id;
}

/** A supplier type row of a value (IS_SELF_BILLING, IS_EMPLOYED, SUBCONTRACTOR), created when missing. */
export async function supplierTypeId(orm: MikroORM, value: string): Promise<number> {
  const [found] = await sql<{ id: number }>(orm, 'select id from supplier_type where value = ? order by id limit 1', [value]);
  if (found) return found.id;
  const [row] = await sql<{ id: number }>(orm, 'insert into supplier_type (name, value) values (?, ?) returning id', [`Type ${value}`, value]);
  return row.id;
}

/** A supplier deduction (pence). */
export async function deduction(orm: MikroORM, supplierId: number, valuePence: number): Promise<void> {
  const [account] = await sql<{ id: number }>(orm, `insert into account_code (code, name) values (?, 'Fuel') returning id`, [`AC-${Math.random().toString(36).slice(2, 8)}`]);
  const vat = await vatCode(orm, `VAT ${Math.random().toString(36).slice(2, 8)}`, 'INPUT2', 2000);
  await sql(orm, `insert into supplier_deduction (supplier_id, name, value_pence, account_code_id, vat_code_id) values (?, 'Fuel card', ?, ?, ?)`, [supplierId, valuePence, account.id, vat]);
}

/** Options for a manifest on the accounts list. */
export interface AccountsManifestOptions {
  supplierId: number;
  customerId: number;
  costPence?: number;
  date?: string;
  delivered?: boolean;
  invoiceReference?: string | null;
}

/** A manifest carrying one consignment of the customer, its stops completed by default. */
export async function accountsManifest(orm: MikroORM, o: AccountsManifestOptions): Promise<{ id: number; number: number }> {
  const at = tenOn(o.date ?? day(-5));
  const [{ value }] = await sql<{ value: number }>(orm, `insert into number_sequence (name, value) values ('manifest', 1) on conflict (name) do update set value = number_sequence.value + 1 returning value`);
  const [m] = await sql<{ id: number }>(orm,
    `insert into manifest (manifest_number, vehicle_type_id, supplier_id, cost_pence, start_date_time, date_created, date_modified, invoice_reference)
     values (?, 1, ?, ?, ?, now(), now(), ?) returning id`, [value, o.supplierId, o.costPence ?? 4000, at, o.invoiceReference ?? null]);
  await accountsConsignment(orm, { customerId: o.customerId, date: o.date, manifestId: m.id, delivered: o.delivered });
  return { id: m.id, number: value };
}

/** The people of the accounts tests: office (plain, accounts, admin), a customer user and a driver. */
export async function accountsPeople(t: TestApp) {
  const customer = await buildCustomer(t.orm, { isPONumberRequired: true });
  const supplier = await buildSupplier(t.orm);
  return {
    customer,
    supplier,
    office: await signedIn(t),
    accounts: await signedIn(t, { isAccounts: true }),
    admin: await signedIn(t, { isAdmin: true }),
    customerUser: await signedIn(t, { role: UserRole.CUSTOMER, customerId: customer.id }),
    driver: await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id }),
  };
}
