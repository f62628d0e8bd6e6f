import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import type { AddressDraft, ContactDraft, CustomerUserDraft } from '../../domain/customer.js';
import { badInput } from '../../errors.js';
import { audienceOf, mayRead } from '../../domain/field-visibility.js';
import { viewerOf } from '../../policy/field-visibility.js';
import { toRestAddress } from '../consignments/consignment.mapper.js';
import { asObject, idParam, list, optBool, optInt, optNumber, optText, queryBool, queryText, type Json } from '../settings/rest-input.js';
import { toRestColumn, toRestCreditLine, toRestCustomer, toRestCustomerSummary } from './customer.mapper.js';
import { CUSTOMER_FLAGS, CUSTOMER_TEXT_FIELDS, type ColumnDraft, type CustomerInput } from './customer.input.js';
import { createCustomer, updateCustomer } from './customer.save.js';
import { CUSTOMER_BODY, PASSWORD_BODY } from './customer.schemas.js';
import { controlScreenColumns, creditReport, getCustomer, listCustomers, searchCustomerAddresses, searchCustomers, visibleColumnsOf } from './customer.service.js';
import { activeCustomerUsers, changeCustomerUserPassword } from './customer.users.js';
import type { RequestContext } from '../../context.js';
import type { Customer } from './customer.entity.js';

const address = (b: Json): AddressDraft => ({
  id: optInt(b, 'Id'), companyName: optText(b, 'CompanyName'), addressLine1: optText(b, 'AddressLine1'), addressLine2: optText(b, 'AddressLine2'), addressLine3: optText(b, 'AddressLine3'),
  town: optText(b, 'Town'), county: optText(b, 'County'), postcode: optText(b, 'Postcode'),
  countryId: optInt(b, 'CountryId') ?? (b.Country as Json | null | undefined)?.Id as number | undefined,
  latitude: optNumber(b, 'Latitude'), longitude: optNumber(b, 'Longitude'),
});
const contact = (b: Json): ContactDraft => ({ id: optInt(b, 'Id'), name: optText(b, 'Name'), phone: optText(b, 'Phone'), email: optText(b, 'Email') });
const user = (b: Json): CustomerUserDraft => ({ id: optInt(b, 'Id'), email: optText(b, 'Email'), password: optText(b, 'Password') ?? optText(b, 'NewPassword'), confirmPassword: optText(b, 'ConfirmPassword') });
const column = (b: Json): ColumnDraft => ({ columnId: optInt(b, 'ColumnId') ?? optInt(b, 'Id'), order: optInt(b, 'Order'), isVisible: optBool(b, 'IsVisible') });

/** A nested object of the checked body (Parent, InvoiceSettings, ...), or none. */
const nested = (b: Json, field: string): Json => (b[field] ?? {}) as Json;

/** The body of POST/PUT /Customers, checked by CUSTOMER_BODY (PascalCase names only), as a CustomerInput; nested or flat fields. */
function readCustomer(raw: unknown): CustomerInput {
  const b = asObject(raw);
  const parent = nested(b, 'Parent');
  const flat = { ...nested(b, 'InvoiceSettings'), ...nested(b, 'OptionalConsignmentFields'), ...b };
  const input: CustomerInput = {
    name: optText(b, 'Name'),
    hasParent: optBool(parent, 'HasParent') ?? optBool(b, 'HasParent'),
    parentId: optInt(parent, 'ParentId') ?? optInt(b, 'ParentId'),
    customerAccountTypeId: optInt(b, 'CustomerAccountTypeId') ?? optInt(nested(b, 'CustomerAccountType'), 'Id') ?? optInt(nested(b, 'AccountType'), 'Id'),
    ledgerNumberId: optInt(b, 'LedgerNumberId'), vatCodeId: optInt(b, 'VatCodeId'), xeroOrganisationId: optInt(b, 'XeroOrganisationId'),
    creditLimit: optNumber(b, 'CreditLimit'), outstandingBalance: optNumber(b, 'OutstandingBalance'),
    addresses: list(b, 'Addresses', address), contacts: list(b, 'Contacts', contact), customerUsers: list(b, 'CustomerUsers', user),
    consignmentControlScreenColumns: list(b, 'ConsignmentControlScreenColumns', column),
    version: optInt(b, 'Version'),
  };
  if ('Parent' in b && b.Parent === null && input.hasParent === undefined && input.parentId === undefined) input.hasParent = false;
  for (const [key, field] of CUSTOMER_TEXT_FIELDS) input[key] = optText(b, field);
  for (const flag of CUSTOMER_FLAGS) input[flag] = optBool(flat, flag[0].toUpperCase() + flag.slice(1));
  input.isPONumberRequired = optBool(flat, 'IsPONumberRequired');
  return input;
}

async function fullCustomer(ctx: RequestContext, c: Customer) {
  const viewer = viewerOf(ctx.user);
  const users = mayRead(audienceOf('Customer', 'customerUsers')!, viewer) ? await activeCustomerUsers(ctx.em, [c.id]) : [];
  return toRestCustomer(c, viewer, await controlScreenColumns(ctx, c), users);
}

const CUSTOMER = R.Json('A customer in PascalCase.');

/** Customers (behaviour.md "Booking / Consignment search and export"; "Customers / Credit report"): list, search, detail, create, update, credit report, columns, passwords. */
export async function customerRoutes(app: FastifyInstance) {
  app.get('/Customers', { schema: { summary: 'Customers, filtered.', querystring: R.Query({ name: R.QueryText('Part of the name.'), customerAccountType: R.QueryText('1, 2 or 3.'), isDeactivated: R.QueryText('true or false.') }), response: R.Answers({ 200: R.List(CUSTOMER) }) } }, async (request) => {
    const q = request.query as Record<string, unknown>;
    const type = queryText(q.customerAccountType ?? q.CustomerAccountType ?? q.customerAccountTypeId);
    if (type !== undefined && !/^\d+$/.test(type)) throw badInput([{ field: 'customerAccountType', message: 'customerAccountType must be 1, 2 or 3' }]);
    const filter = { name: queryText(q.name ?? q.Name), customerAccountTypeId: type === undefined ? undefined : Number(type), isDeactivated: queryBool(q.isDeactivated ?? q['is-deactivated'] ?? q.IsDeactivated, 'isDeactivated') };
    return (await listCustomers(request.ctx, filter)).map((c) => toRestCustomerSummary(c, viewerOf(request.ctx.user)));
  });
  app.get<{ Querystring: { customerName?: string } }>('/Customers/Search', { schema: { summary: 'Customers whose name matches (Id, Name, IsOnStop).', querystring: R.Query({ customerName: R.QueryText('Part of the name.') }), response: R.Answers({ 200: R.List(R.Json('Id, Name, IsOnStop.')) }) } }, async (request) =>
    (await searchCustomers(request.ctx, request.query.customerName)).map((c) => ({ Id: c.id, Name: c.name, IsOnStop: c.isOnStop })));
  app.get('/Customers/Report/Credit', { schema: { summary: 'The credit report.', response: R.Answers({ 200: R.List(R.Json('A credit line.')) }) } }, async (request) => (await creditReport(request.ctx)).map(toRestCreditLine));
  app.get<{ Params: { id: string } }>('/Customers/:id', { schema: { summary: 'One customer with its addresses, contacts, users and columns.', params: R.IdParams(), response: R.Answers({ 200: CUSTOMER }) } }, async (request) => fullCustomer(request.ctx, await getCustomer(request.ctx, Number(request.params.id))));
  app.get<{ Params: { id: string } }>('/Customers/:id/ConsignmentControlScreenColumns', { schema: { summary: 'The control screen columns a customer sees.', params: R.IdParams(), response: R.Answers({ 200: R.List(R.Json('A column.')) }) } }, async (request) => (await visibleColumnsOf(request.ctx, Number(request.params.id))).map(toRestColumn));
  app.post('/Customers', { schema: { summary: 'Creates a customer.', body: CUSTOMER_BODY, response: R.Answers({ 201: CUSTOMER }) } }, async (request, reply) => reply.status(201).send(await fullCustomer(request.ctx, await createCustomer(request.ctx, readCustomer(request.body)))));
  app.put<{ Params: { id: string } }>('/Customers/:id', { schema: { summary: 'Saves a customer.', params: R.IdRecordParams(), body: CUSTOMER_BODY, response: R.Answers({ 200: CUSTOMER }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return fullCustomer(request.ctx, await updateCustomer(request.ctx, id, readCustomer(request.body)));
  });
  // behaviour.md "Customers / Customers screen" names the operation but not its path; this mirrors PUT /AtlasUsers/ChangePassword/{id}.
  app.put<{ Params: { id: string } }>('/Customers/Users/ChangePassword/:id', { schema: { summary: 'Sets a customer user\'s password.', params: R.IdRecordParams(), body: PASSWORD_BODY, response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    const id = idParam(request.params.id);
    const b = asObject(request.body);
    await changeCustomerUserPassword(request.ctx, id, { newPassword: optText(b, 'NewPassword') ?? optText(b, 'Password') ?? '', confirmPassword: optText(b, 'ConfirmPassword') ?? '' });
    return reply.status(204).send();
  });
  app.get<{ Params: { id: string }; Querystring: { text?: string } }>('/Customers/:id/Address/Search', { schema: { summary: 'A customer\'s saved addresses that match.', params: R.IdParams(), querystring: R.Query({ text: R.QueryText('Part of the address.') }), response: R.Answers({ 200: R.List(R.Json('An address.')) }) } }, async (request) =>
    (await searchCustomerAddresses(request.ctx, Number(request.params.id), request.query.text)).map(toRestAddress));
}
