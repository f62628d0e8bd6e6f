import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import { pathId, showsCost } from '../consignments/consignment.rest.js';
import { toRestAddress } from '../consignments/consignment.mapper.js';
import type { Customer } from './customer.entity.js';
import { controlScreenColumns, getCustomer, searchCustomerAddresses, searchCustomers } from './customer.service.js';

/** The customer fields booking uses (spec 1 §3), PascalCase; credit figures for office users only. */
export function toRestCustomer(c: Customer, office: boolean, columns: Awaited<ReturnType<typeof controlScreenColumns>> = []) {
  return {
    Id: c.id, Name: c.name, NameShownOnInvoice: c.nameShownOnInvoice ?? null, PhoneNumber: c.phoneNumber ?? null,
    CostCentre: c.costCentre ?? null, SLA: c.sla ?? null,
    AccountType: { OnStop: c.isOnStop, ProFormaAccountCustomer: c.isProFormaAccountCustomer },
    Address: c.address ? toRestAddress(c.address) : null,
    Addresses: c.addresses.isInitialized() ? c.addresses.getItems().map(toRestAddress) : [],
    Contacts: c.contacts.isInitialized() ? c.contacts.getItems().map((p) => ({ Id: p.id, Name: p.name, Phone: p.phone ?? null, Email: p.email ?? null })) : [],
    Notes: c.notes ?? null,
    Parent: c.parent ? { Id: c.parent.id } : null,
    InvoiceSettings: { IsPONumberRequired: c.isPONumberRequired, PreventConsignmentWithoutPONumber: c.preventConsignmentWithoutPONumber, PreventConsignmentWithoutCostCode: c.preventConsignmentWithoutCostCode },
    OptionalConsignmentFields: { ShowCostCode: c.showCostCode },
    AutoEmailOnCreate: c.autoEmailOnCreate, AutoEmailOnCollection: c.autoEmailOnCollection, AutoEmailOnDelivery: c.autoEmailOnDelivery,
    UseContactEmail: c.useContactEmail, BookingEmailAddress: c.bookingEmailAddress ?? null,
    LastConsignmentBookedDate: c.lastConsignmentBookedDate?.toISOString() ?? null,
    ...(office ? { OutstandingBalance: penceToPounds(c.outstandingBalancePence), CreditLimit: c.creditLimitPence == null ? null : penceToPounds(c.creditLimitPence) } : {}),
    ConsignmentControlScreenColumns: columns.map((col) => ({ Id: col.column.id, Key: col.column.key, Name: col.column.name, Order: col.order, IsVisible: col.isVisible })),
    IsDeactivated: c.isDeactivated,
  };
}

/** Customer routes booking needs (spec 1 §7). */
export async function customerRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { customerName?: string } }>('/Customers/Search', async (request) =>
    (await searchCustomers(request.ctx, request.query.customerName)).map((c) => ({ Id: c.id, Name: c.name, IsOnStop: c.isOnStop })));

  app.get<{ Params: { id: string } }>('/Customers/:id', async (request) => {
    const customer = await getCustomer(request.ctx, pathId(request.params.id));
    return toRestCustomer(customer, showsCost(request.ctx), await controlScreenColumns(request.ctx, customer));
  });

  app.get<{ Params: { id: string }; Querystring: { text?: string } }>('/Customers/:id/Address/Search', async (request) =>
    (await searchCustomerAddresses(request.ctx, pathId(request.params.id), request.query.text)).map(toRestAddress));
}
