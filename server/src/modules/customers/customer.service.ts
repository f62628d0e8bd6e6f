/**
 * Customer reads that booking needs (behaviour.md "Booking / Consignment search and export"): search by name (office), one customer (office, or
 * its own users: behaviour.md "Roles and access / Roles" "loads its own customer record"), and the address search that fills a stop.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice, requireUser } from '../../context.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden, notFound } from '../../errors.js';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentControlScreenColumn } from '../lookups/lookup.entity.js';
import { UserRole } from '../users/user.entity.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { CustomerControlScreenColumn } from './customer-column.entity.js';
import { Customer } from './customer.entity.js';
import { ACCOUNT_TYPES, type CustomerFilter } from './customer.input.js';
import { boundedRows } from '../../domain/list-bounds.js';
import { containing } from '../../db/like.js';

const like = (text: string) => containing(text.trim());
const MAX_RESULTS = 20;

function checkText(text: string | undefined, field: string): string {
  const value = (text ?? '').trim();
  if (value.length > 200) throw badInput([{ field, message: `${field} must be at most 200 characters` }]);
  return value;
}

/** GET /Customers/Search?customerName: active customers whose name contains the text (office). */
export function searchCustomers(ctx: RequestContext, customerName: string | undefined): Promise<Customer[]> {
  requireOffice(ctx);
  const name = checkText(customerName, 'customerName');
  return ctx.em.find(Customer, { isDeactivated: false, ...(name ? { name: { $ilike: like(name) } } : {}) }, { orderBy: { name: 'asc' }, limit: MAX_RESULTS });
}

const DETAIL = ['address.country', 'addresses.country', 'contacts', 'parent', 'consignmentControlScreenColumns.column', 'ledgerNumber', 'vatCode', 'xeroOrganisation'] as const;

/** One customer with everything the detail view shows; a 404 when there is none. */
export async function loadCustomerDetail(em: EntityManager, id: number): Promise<Customer> {
  const customer = await em.findOne(Customer, { id }, { populate: DETAIL as never, strategy: 'select-in' });
  if (!customer) throw notFound('The customer');
  return customer;
}

/** GET /Customers/{id}: office users any customer; a customer user only its own (others are a 404). */
export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  const user = requireUser(ctx);
  if (user.role !== UserRole.OFFICE && user.customer?.id !== id) throw notFound('The customer');
  return loadCustomerDetail(ctx.em, id);
}

/**
 * GET /Customers (behaviour.md "Customers / Customers screen"; "Accounts / Issue filters"): office only; by name, account type (CustomerAccountTypes id) and
 * deactivated; by name. One statement whatever the number of rows.
 */
export async function listCustomers(ctx: RequestContext, filter: CustomerFilter, full = false): Promise<Customer[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = {};
  const name = checkText(filter.name ?? undefined, 'name');
  if (name) where.name = { $ilike: like(name) };
  if (typeof filter.isDeactivated === 'boolean') where.isDeactivated = filter.isDeactivated;
  const typeId = filter.customerAccountTypeId;
  if (typeId !== undefined && typeId !== null) {
    if (!(typeId in ACCOUNT_TYPES)) throw badInput([{ field: 'customerAccountType', message: 'customerAccountType must be 1, 2 or 3' }]);
    if (typeId === 3) where.isOnStop = true;
    else Object.assign(where, ACCOUNT_TYPES[typeId as 1 | 2]);
  }
  // GraphQL may ask for every list of each customer: load them all in a fixed number of statements.
  const max = ctx.config.limits.listRows;
  const found = full
    ? await ctx.em.find(Customer, where, { populate: DETAIL as never, strategy: 'select-in', orderBy: { name: 'asc', id: 'asc' }, limit: max + 1 })
    : await ctx.em.find(Customer, where, { populate: ['parent'], strategy: 'joined', orderBy: { name: 'asc', id: 'asc' }, limit: max + 1 });
  return boundedRows(found, max, 'customers');
}

/** GET /Customers/Report/Credit (behaviour.md "Customers / Credit report"): customers with an outstanding balance, office only. */
export function creditReport(ctx: RequestContext): Promise<Customer[]> {
  requireOffice(ctx);
  return ctx.em.find(Customer, { outstandingBalancePence: { $gt: 0 } }, { orderBy: { name: 'asc', id: 'asc' } });
}

/** GET /Customers/{id}/ConsignmentControlScreenColumns: the visible columns a customer's users see, in Order. */
export async function visibleColumnsOf(ctx: RequestContext, customerId: number) {
  const customer = await getCustomer(ctx, customerId);
  return (await controlScreenColumns(ctx, customer)).filter((c) => c.isVisible);
}

/** myConsignmentColumns: the signed-in customer user's visible columns (behaviour.md "Control screen / Consignments tab"). */
export function myColumns(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.role !== UserRole.CUSTOMER || !user.customer) throw forbidden('Only customer users have customer columns.');
  return visibleColumnsOf(ctx, user.customer.id);
}

const defaultColumns = new WeakMap<RequestContext, Promise<ConsignmentControlScreenColumn[]>>();

/**
 * behaviour.md "Control screen / Consignments tab": the customer's columns, else its parent's, else the default list (all columns, the
 * default ones visible).
 */
export async function controlScreenColumns(ctx: RequestContext, customer: Customer) {
  // A list with no visible column counts as not chosen (decisions: Customers).
  const chosen = (rows: CustomerControlScreenColumn[]) => rows.some((r) => r.isVisible);
  const own = customer.consignmentControlScreenColumns.getItems();
  const parentColumns = chosen(own) || !customer.parent ? [] : await ctx.em.find(CustomerControlScreenColumn, { customer: customer.parent.id }, { populate: ['column'], orderBy: { order: 'asc', id: 'asc' } });
  const picked = chosen(own) ? own : parentColumns;
  if (chosen(picked)) return [...picked].sort((a, b) => a.order - b.order).map((c) => ({ column: c.column, order: c.order, isVisible: c.isVisible }));
  // The lookup is read once per request, however many customers a list shows.
  if (!defaultColumns.has(ctx)) defaultColumns.set(ctx, ctx.em.find(ConsignmentControlScreenColumn, {}, { orderBy: { order: 'asc' } }));
  const all = await defaultColumns.get(ctx)!;
  return all.map((column) => ({ column, order: column.order, isVisible: column.isDefault }));
}

/**
 * GET /Customers/{id}/Address/Search?text: the customer's saved addresses and the addresses of its
 * recent stops (DESIGN: the offline address lookup), newest first, one of each.
 */
export async function searchCustomerAddresses(ctx: RequestContext, customerId: number, text: string | undefined): Promise<Address[]> {
  await getCustomer(ctx, customerId);
  const t = checkText(text, 'text');
  const match = t ? { $or: [{ companyName: { $ilike: like(t) } }, { addressLine1: { $ilike: like(t) } }, { town: { $ilike: like(t) } }, { postcode: { $ilike: like(t.replace(/\s+/g, '%')) } }] } : {};
  const [saved, stops] = await Promise.all([
    ctx.em.find(Address, { customer: customerId, ...match }, { populate: ['country'], orderBy: { id: 'desc' }, limit: MAX_RESULTS }),
    ctx.em.find(ConsignmentAddress, { consignment: { customer: customerId }, address: match }, { populate: ['address.country'], orderBy: { id: 'desc' }, limit: 200 }),
  ]);
  const used = stops.map((s) => s.address);
  const seen = new Set<string>();
  return [...saved, ...used].filter((a) => {
    const key = `${a.addressLine1}|${a.postcode}`.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, MAX_RESULTS);
}
