/**
 * Customer save (behaviour.md "Customers / Saving a customer" Customer, behaviour.md "Customers / Customers screen" POST and PUT /Customers): the whole record with its
 * addresses, contacts, users and control-screen columns in one transaction.
 */
import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireOffice, type RequestContext } from '../../context.js';
import { addressErrors, chosenParentId, contactErrors, CUSTOMER_MESSAGES, customerUserErrors } from '../../domain/customer.js';
import { poundsToPence } from '../../domain/money.js';
import { savedFromVersion } from '../../db/versions.js';
import { badInput, DomainError, notFound, type FieldError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { XeroOrganisation } from '../settings/reference.entity.js';
import { LedgerNumber, VatCode } from '../settings/setting.entity.js';
import { clean, writeInTransaction } from '../settings/writes.js';
import { endSessionsOf, type EndedSessions } from '../suppliers/supplier-users.js';
import { checkCustomerReferences, syncCustomerChildren } from './customer.children.js';
import { Customer } from './customer.entity.js';
import { ACCOUNT_TYPES, CUSTOMER_FLAGS, CUSTOMER_TEXT_FIELDS, type CustomerInput } from './customer.input.js';
import { loadCustomerDetail } from './customer.service.js';
import { activeCustomerUsers, hashCustomerPasswords, syncCustomerUsers } from './customer.users.js';

/** behaviour.md "Shared conventions / Stale writes"-style 608 for customers; GraphQL CONFLICT. */
export const staleCustomer = (): DomainError => new DomainError('CONFLICT', CUSTOMER_MESSAGES.stale);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function moneyErrors(input: CustomerInput, errors: FieldError[]): void {
  for (const [key, field] of [['creditLimit', 'CreditLimit'], ['outstandingBalance', 'OutstandingBalance']] as const) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    const pence = poundsToPence(value);
    if (pence === null || Math.abs(pence) > 2_000_000_000) errors.push({ field, message: `${field} must be an amount in pounds with at most 2 decimals` });
    else if (key === 'creditLimit' && pence < 0) errors.push({ field, message: 'CreditLimit cannot be negative' });
  }
}

/** The input's own rules (behaviour.md "Customers / Saving a customer"), checked before anything is read or written. */
function inputErrors(input: CustomerInput, creating: boolean, minPasswordLength: number): FieldError[] {
  const errors: FieldError[] = [];
  const name = clean(input.name);
  if (!name && (creating || input.name !== undefined)) errors.push({ field: 'Name', message: 'Name is required' });
  else if (name && name.length > 200) errors.push({ field: 'Name', message: 'Name must be 200 characters or fewer' });
  for (const [key, field, max] of CUSTOMER_TEXT_FIELDS) if ((clean(input[key])?.length ?? 0) > max) errors.push({ field, message: `${field} must be ${max} characters or fewer` });
  const bookingEmail = clean(input.bookingEmailAddress);
  if (bookingEmail && !EMAIL.test(bookingEmail)) errors.push({ field: 'BookingEmailAddress', message: 'BookingEmailAddress must be a valid e-mail address' });
  const typeId = input.customerAccountTypeId;
  if (typeId !== undefined && typeId !== null && !(typeId in ACCOUNT_TYPES)) errors.push({ field: 'CustomerAccountTypeId', message: `CustomerAccountTypeId ${typeId} does not exist` });
  if (input.hasParent === true && !input.parentId) errors.push({ field: 'ParentId', message: 'Choose the parent customer' });
  moneyErrors(input, errors);
  errors.push(...collectionErrors('customer', [
    ['Addresses', 'addresses', input.addresses, COLLECTION_LIMITS.addressesPerCustomer],
    ['Contacts', 'contacts', input.contacts, COLLECTION_LIMITS.contactsPerCustomer],
    ['CustomerUsers', 'users', input.customerUsers, COLLECTION_LIMITS.usersPerCustomer],
    ['ConsignmentControlScreenColumns', 'columns', input.consignmentControlScreenColumns, COLLECTION_LIMITS.columnsPerCustomer],
  ]));
  input.addresses?.forEach((a, i) => errors.push(...addressErrors(a, `Addresses[${i}]`)));
  if (input.contacts) errors.push(...contactErrors(input.contacts));
  if (input.customerUsers) errors.push(...customerUserErrors(input.customerUsers, minPasswordLength));
  const columns = input.consignmentControlScreenColumns ?? [];
  columns.forEach((c, i) => {
    if (!c.columnId) errors.push({ field: `ConsignmentControlScreenColumns[${i}].ColumnId`, message: 'ColumnId is required' });
    else if (columns.findIndex((o) => o.columnId === c.columnId) !== i) errors.push({ field: `ConsignmentControlScreenColumns[${i}].ColumnId`, message: 'A column may appear only once' });
  });
  return errors;
}

/** behaviour.md "Customers / Saving a customer": no customer may be its own parent or ancestor (walks the chain up from the parent). */
async function checkParent(em: EntityManager, customerId: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === customerId) throw badInput([{ field: 'ParentId', message: CUSTOMER_MESSAGES.ownAncestor }]);
  const chain = await em.execute<{ id: number }[]>(
    `with recursive up(id, parent_id, depth) as (select id, parent_id, 0 from customer where id = ? union all
     select c.id, c.parent_id, up.depth + 1 from customer c join up on c.id = up.parent_id where up.depth < 100) select id from up`, [parentId]);
  if (!chain.length) throw badInput([{ field: 'ParentId', message: `ParentId ${parentId} does not exist` }]);
  if (customerId !== null && chain.some((r) => r.id === customerId)) throw badInput([{ field: 'ParentId', message: CUSTOMER_MESSAGES.ownAncestor }]);
}

function applyScalars(em: EntityManager, c: Customer, input: CustomerInput): void {
  if (clean(input.name)) c.name = clean(input.name)!;
  for (const [key] of CUSTOMER_TEXT_FIELDS) if (input[key] !== undefined) c[key] = clean(input[key]);
  for (const flag of CUSTOMER_FLAGS) if (typeof input[flag] === 'boolean') c[flag] = input[flag]!;
  if (input.customerAccountTypeId) Object.assign(c, ACCOUNT_TYPES[input.customerAccountTypeId as 1 | 2 | 3]);
  if (input.ledgerNumberId !== undefined) c.ledgerNumber = input.ledgerNumberId ? em.getReference(LedgerNumber, input.ledgerNumberId) : null;
  if (input.vatCodeId !== undefined) c.vatCode = input.vatCodeId ? em.getReference(VatCode, input.vatCodeId) : null;
  if (input.xeroOrganisationId !== undefined) c.xeroOrganisation = input.xeroOrganisationId ? em.getReference(XeroOrganisation, input.xeroOrganisationId) : null;
  if (input.creditLimit !== undefined) c.creditLimitPence = input.creditLimit === null ? null : poundsToPence(input.creditLimit);
  if (input.outstandingBalance !== undefined && input.outstandingBalance !== null) c.outstandingBalancePence = poundsToPence(input.outstandingBalance)!;
}

async function applySave(em: EntityManager, c: Customer, input: CustomerInput, now: Date): Promise<EndedSessions> {
  await checkCustomerReferences(em, input);
  if (input.hasParent !== undefined || input.parentId !== undefined) {
    const parentId = chosenParentId(input.hasParent, input.parentId);
    await checkParent(em, c.id ?? null, parentId);
    c.parent = parentId === null ? null : em.getReference(Customer, parentId);
  }
  const hashes = await hashCustomerPasswords(input.customerUsers);
  const wasActive = !c.isDeactivated;
  applyScalars(em, c, input);
  if (!c.id) await em.flush();
  syncCustomerChildren(em, c, input);
  const ended = input.customerUsers ? await syncCustomerUsers(em, c, input.customerUsers, hashes, now) : [];
  // behaviour.md "Settings / Settings lists" deactivation: the customer's users are signed out with it.
  if (wasActive && c.isDeactivated) ended.push(...(await endSessionsOf(em, await activeCustomerUsers(em, [c.id]), now)));
  await em.flush();
  return ended;
}

function publishEnded(ctx: RequestContext, ended: EndedSessions): void {
  for (const e of ended) ctx.pubsub.publish(Topic.SessionEnded, e);
}

const DUPLICATE = { field: 'CustomerUsers', message: 'A user with this e-mail address already exists' };

/** POST /Customers: the customer and all its lists in one transaction. */
export async function createCustomer(ctx: RequestContext, input: CustomerInput): Promise<Customer> {
  requireOffice(ctx);
  const errors = inputErrors(input, true, ctx.config.auth.minPasswordLength);
  if (errors.length) throw badInput(errors);
  const { id, ended } = await writeInTransaction(ctx.em, async (em) => {
    const customer = em.create(Customer, { name: clean(input.name)! });
    const result = await applySave(em, customer, input, ctx.now);
    return { id: customer.id, ended: result };
  }, DUPLICATE);
  publishEnded(ctx, ended);
  ctx.em.clear();
  return loadCustomerDetail(ctx.em, id);
}

/**
 * PUT /Customers/{id}: the whole customer in one transaction. The row is locked and its version
 * compared first, so of two concurrent saves from one version one gets the 608 and nothing of it applies.
 */
export async function updateCustomer(ctx: RequestContext, id: number, input: CustomerInput): Promise<Customer> {
  requireOffice(ctx);
  const errors = inputErrors(input, false, ctx.config.auth.minPasswordLength);
  if (input.version === undefined || input.version === null) errors.push({ field: 'Version', message: 'Version is required' });
  if (errors.length) throw badInput(errors);
  const ended = await writeInTransaction(ctx.em, (em) => savedFromVersion(em, {
    table: 'customer', id, version: input.version!, missing: () => notFound('The customer'), stale: staleCustomer,
    write: async () => applySave(em, await loadCustomerDetail(em, id), input, ctx.now),
  }), DUPLICATE).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'CONFLICT' ? staleCustomer() : error;
  });
  publishEnded(ctx, ended);
  ctx.em.clear();
  return loadCustomerDetail(ctx.em, id);
}
