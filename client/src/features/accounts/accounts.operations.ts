/** The Accounts screen's operations (behaviour.md "Accounts / Accounts screen"; "Accounts / Invoicing" Accounts), typed by codegen. */
import { graphql } from '../../gql';

/** GET /Consignments/{from}/{to}/Accounts. */
export const AccountsConsignmentsQuery = graphql(`
  query AccountsConsignments($from: String!, $to: String!, $issue: ConsignmentIssueFilter!, $customer: String) {
    accountsConsignments(from: $from, to: $to, issue: $issue, customer: $customer) {
      id
      consignmentNumber
      customerId
      customerName
      poNumber
      customerReference
      startDateTime
      price
      cost
      profit
      podDateTime
      holdInvoice
      ignoreProfitMargin
      issues
    }
  }
`);

/** GET /Manifests/{from}/{to}/Accounts. */
export const AccountsManifestsQuery = graphql(`
  query AccountsManifests($from: String!, $to: String!, $issue: ManifestIssueFilter!, $supplier: String) {
    accountsManifests(from: $from, to: $to, issue: $issue, supplier: $supplier) {
      id
      manifestNumber
      supplierId
      supplierName
      supplierIsSelfBilling
      startDateTime
      cost
      podDateTime
      holdInvoice
      invoiceReference
      issues
    }
  }
`);

/** POST /Consignments/Invoice. */
export const InvoiceConsignmentsMutation = graphql(`
  mutation InvoiceConsignments($ids: [Int!]!, $invoiceDate: String) {
    invoiceConsignments(ids: $ids, invoiceDate: $invoiceDate) {
      message
      event {
        id
        status
      }
    }
  }
`);

/** POST /Manifests/Invoice. */
export const InvoiceManifestsMutation = graphql(`
  mutation InvoiceManifests($ids: [Int!]!, $invoiceDate: String) {
    invoiceManifests(ids: $ids, invoiceDate: $invoiceDate) {
      message
      event {
        id
        status
      }
    }
  }
`);

/** POST /Consignments/IgnoreProfitMargin. */
export const IgnoreProfitMarginMutation = graphql(`
  mutation IgnoreProfitMargin($ids: [Int!]!) {
    ignoreProfitMargin(ids: $ids)
  }
`);

/** POST /Consignments/HoldInvoice. */
export const HoldConsignmentInvoiceMutation = graphql(`
  mutation HoldConsignmentInvoice($ids: [Int!]!, $value: Boolean!) {
    holdConsignmentInvoice(ids: $ids, value: $value)
  }
`);

/** POST /Manifests/HoldInvoice. */
export const HoldManifestInvoiceMutation = graphql(`
  mutation HoldManifestInvoice($ids: [Int!]!, $value: Boolean!) {
    holdManifestInvoice(ids: $ids, value: $value)
  }
`);

/** GET /Manifests/TransportExchangePodApprovals. */
export const PodApprovalsQuery = graphql(`
  query PodApprovals {
    transportExchangePodApprovals {
      id
      manifestId
      manifestNumber
      supplierName
      externalReference
      podReceivedAt
      cost
    }
  }
`);

/** POST /Manifests/ApproveTransportExchangePods. */
export const ApprovePodsMutation = graphql(`
  mutation ApprovePods($ids: [Int!]!) {
    approveTransportExchangePods(ids: $ids)
  }
`);

/** POST /Manifests/RejectTransportExchangePods. */
export const RejectPodsMutation = graphql(`
  mutation RejectPods($ids: [Int!]!) {
    rejectTransportExchangePods(ids: $ids)
  }
`);

/** Lookups Events/Invoicing: the newest event per type and any unfinished. */
export const InvoicingEventsQuery = graphql(`
  query InvoicingEvents {
    invoicingEvents {
      id
      type
      status
      invoiceDate
      numberOfRecords
      invoiceCount
      dateCreated
      userName
    }
  }
`);

/** GET /Invoices/{from}/{to}: customer invoices by invoice date. */
export const CustomerInvoicesQuery = graphql(`
  query CustomerInvoices($from: String!, $to: String!) {
    customerInvoices(from: $from, to: $to) {
      id
      invoiceNumber
      customerName
      invoiceDate
      dueDate
      net
      vat
      gross
    }
  }
`);
