/**
 * Customer reads that booking needs (spec 1 §7): search by name (office), one customer (office, or
 * its own users: spec 1 §6 "loads its own customer record"), and the address search that fills a stop.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice, requireUser } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentControlScreenColumn } from '../lookups/lookup.entity.js';
import { UserRole } from '../users/user.entity.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { CustomerControlScreenColumn } from './customer-column.entity.js';
import { Customer } from './customer.entity.js';

const like = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/** GET /Customers/{id}, with contacts, addresses and control-screen columns. */
export async function getCustomer(ctx: RequestContext, id: number): Promise<Customer> {
  const user = requireUser(ctx);
  if (user.role !== UserRole.OFFICE && user.customer?.id !== id) throw notFound('The customer');
  const customer = await ctx.em.findOne(Customer, { id }, { populate: ['address.country', 'addresses.country', 'contacts', 'parent', 'consignmentControlScreenColumns.column'], strategy: 'select-in' });
  if (!customer) throw notFound('The customer');
  return customer;
}

/**
 * spec 1 §2: the customer's columns, else its parent's, else the default list (all columns, the
 * default ones visible).
 */
export async function controlScreenColumns(ctx: RequestContext, customer: Customer) {
  const own = customer.consignmentControlScreenColumns.getItems();
  const parentColumns = own.length || !customer.parent ? [] : await ctx.em.find(CustomerControlScreenColumn, { customer: customer.parent.id }, { populate: ['column'], orderBy: { order: 'asc' } });
  const chosen = own.length ? own : parentColumns;
  if (chosen.length) return chosen.map((c) => ({ column: c.column, order: c.order, isVisible: c.isVisible }));
  const all = await ctx.em.find(ConsignmentControlScreenColumn, {}, { orderBy: { order: 'asc' } });
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
