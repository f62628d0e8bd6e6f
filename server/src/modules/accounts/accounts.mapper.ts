/** REST (PascalCase) shapes of the Accounts lists, events, POD approvals and invoices (DESIGN: presenters). */
import { penceToPounds } from '../../domain/money.js';
import type { AccountsConsignment, AccountsManifest } from './accounts.search.js';
import type { CustomerInvoice } from './invoice.entity.js';
import type { InvoicingEventView } from './invoicing.events.js';
import type { PodApproval } from './tx-pod.service.js';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** A consignment row of GET /Consignments/{from}/{to}/Accounts. */
export function toRestAccountsConsignment(c: AccountsConsignment) {
  return {
    Id: c.id, ConsignmentNumber: c.consignmentNumber, Customer: { Id: c.customerId, Name: c.customerName }, PONumber: c.poNumber ?? null,
    CustomerReference: c.customerReference, StartDateTime: iso(c.startDateTime), Price: penceToPounds(c.pricePence), Cost: penceToPounds(c.costPence),
    Profit: penceToPounds(c.pricePence - c.costPence), PodDateTime: iso(c.podDateTime), HoldInvoice: c.holdInvoice, IgnoreProfitMargin: c.ignoreProfitMargin,
    IsManuallyMarkedInvoiceable: c.isManuallyMarkedInvoiceable, InvoiceStatus: c.invoiceStatus, Issues: c.issues,
  };
}

/** A manifest row of GET /Manifests/{from}/{to}/Accounts. */
export function toRestAccountsManifest(m: AccountsManifest) {
  return {
    Id: m.id, ManifestNumber: m.manifestNumber, Supplier: { Id: m.supplierId, Name: m.supplierName, IsSelfBilling: m.supplierIsSelfBilling },
    StartDateTime: iso(m.startDateTime), Cost: penceToPounds(m.costPence), PodDateTime: iso(m.podDateTime), HoldInvoice: m.holdInvoice,
    InvoiceReference: m.invoiceReference ?? null, InvoiceStatus: m.invoiceStatus, Issues: m.issues,
  };
}

/** An invoicing event (behaviour.md "Accounts / Invoicing": Type, DateStarted, DateCreated, User). */
export function toRestEvent(e: InvoicingEventView) {
  return {
    Id: e.id, Type: e.type, Status: e.status, InvoiceDate: e.invoiceDate, NumberOfRecords: e.numberOfRecords, InvoiceCount: e.invoiceCount,
    DateCreated: iso(e.dateCreated), DateStarted: iso(e.dateStarted), DateFinished: iso(e.dateFinished), User: e.userName, LastError: e.lastError,
  };
}

/** A TX POD approval item. */
export function toRestPodApproval(p: PodApproval) {
  return {
    Id: p.id, ManifestId: p.manifestId, ManifestNumber: p.manifestNumber, Supplier: p.supplierName, ExternalReference: p.externalReference,
    PodReceivedAt: iso(p.podReceivedAt), Cost: penceToPounds(p.costPence),
  };
}

/** A customer invoice in the list. */
export function toRestInvoice(i: CustomerInvoice) {
  return {
    Id: i.id, InvoiceNumber: i.invoiceNumber, Customer: { Id: i.customer.id, Name: i.customer.name }, InvoiceDate: i.invoiceDate, DueDate: i.dueDate,
    Net: penceToPounds(i.netPence), Vat: penceToPounds(i.vatPence), Gross: penceToPounds(i.grossPence), TaxType: i.taxType, Currency: i.currency,
  };
}
