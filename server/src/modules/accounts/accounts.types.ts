/** GraphQL shapes of the Accounts screen (camelCase twins of the REST mappers). */
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';
import type { AccountsConsignment, AccountsManifest } from './accounts.search.js';
import type { CustomerInvoice } from './invoice.entity.js';
import type { InvoicingEventView } from './invoicing.events.js';
import type { PodApproval } from './tx-pod.service.js';

/** behaviour.md "Accounts / Issue filters" consignment issue filter. */
export enum ConsignmentIssueFilter {
  READY_TO_INVOICE = 'READY_TO_INVOICE',
  MISSING_PO_NUMBER = 'MISSING_PO_NUMBER',
  INCORRECT_PROFIT_MARGIN = 'INCORRECT_PROFIT_MARGIN',
  MISSING_POD_DATETIME = 'MISSING_POD_DATETIME',
  HOLD_INVOICE = 'HOLD_INVOICE',
  IGNORE_PROFIT_MARGIN = 'IGNORE_PROFIT_MARGIN',
}

/** behaviour.md "Accounts / Issue filters" manifest issue filter. */
export enum ManifestIssueFilter {
  READY_TO_INVOICE = 'READY_TO_INVOICE',
  MISSING_POD_DATETIME = 'MISSING_POD_DATETIME',
  ZERO_COST = 'ZERO_COST',
  NO_INVOICE_REFERENCE = 'NO_INVOICE_REFERENCE',
  HOLD_INVOICE = 'HOLD_INVOICE',
}

registerEnumType(ConsignmentIssueFilter, { name: 'ConsignmentIssueFilter', description: 'Which consignments the accounts list shows: ready to invoice, or one kind of issue' });
registerEnumType(ManifestIssueFilter, { name: 'ManifestIssueFilter', description: 'Which manifests the accounts list shows: ready to invoice, or one kind of issue' });

@ObjectType('AccountsConsignment')
export class AccountsConsignmentType {
  @Field(() => Int) id!: number;
  @Field(() => Int) consignmentNumber!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => String) customerName!: string;
  @Field(() => String, { nullable: true }) poNumber!: string | null;
  @Field(() => String, { nullable: true }) customerReference!: string | null;
  @Field(() => Date, { nullable: true }) startDateTime!: Date | null;
  @Field(() => Float) price!: number;
  @Field(() => Float) cost!: number;
  @Field(() => Float) profit!: number;
  @Field(() => Date, { nullable: true }) podDateTime!: Date | null;
  @Field(() => Boolean) holdInvoice!: boolean;
  @Field(() => Boolean) ignoreProfitMargin!: boolean;
  @Field(() => [ConsignmentIssueFilter]) issues!: ConsignmentIssueFilter[];

  /** Maps a list row. */
  static of(c: AccountsConsignment): AccountsConsignmentType {
    return {
      id: c.id, consignmentNumber: c.consignmentNumber, customerId: c.customerId, customerName: c.customerName, poNumber: c.poNumber ?? null,
      customerReference: c.customerReference, startDateTime: c.startDateTime, price: penceToPounds(c.pricePence), cost: penceToPounds(c.costPence),
      profit: penceToPounds(c.pricePence - c.costPence), podDateTime: c.podDateTime, holdInvoice: c.holdInvoice, ignoreProfitMargin: c.ignoreProfitMargin,
      issues: c.issues as ConsignmentIssueFilter[],
    };
  }
}

@ObjectType('AccountsManifest')
export class AccountsManifestType {
  @Field(() => Int) id!: number;
  @Field(() => Int) manifestNumber!: number;
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => Boolean) supplierIsSelfBilling!: boolean;
  @Field(() => Date, { nullable: true }) startDateTime!: Date | null;
  @Field(() => Float) cost!: number;
  @Field(() => Date, { nullable: true }) podDateTime!: Date | null;
  @Field(() => Boolean) holdInvoice!: boolean;
  @Field(() => String, { nullable: true }) invoiceReference!: string | null;
  @Field(() => [ManifestIssueFilter]) issues!: ManifestIssueFilter[];

  /** Maps a list row. */
  static of(m: AccountsManifest): AccountsManifestType {
    return {
      id: m.id, manifestNumber: m.manifestNumber, supplierId: m.supplierId, supplierName: m.supplierName, supplierIsSelfBilling: m.supplierIsSelfBilling,
      startDateTime: m.startDateTime, cost: penceToPounds(m.costPence), podDateTime: m.podDateTime, holdInvoice: m.holdInvoice,
      invoiceReference: m.invoiceReference ?? null, issues: m.issues as ManifestIssueFilter[],
    };
  }
}

@ObjectType('InvoicingEvent')
export class InvoicingEventObject {
  @Field(() => Int) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String, { description: 'Scheduled, Started or Finished' }) status!: string;
  @Field(() => String) invoiceDate!: string;
  @Field(() => Int) numberOfRecords!: number;
  @Field(() => Int) invoiceCount!: number;
  @Field(() => Date) dateCreated!: Date;
  @Field(() => Date, { nullable: true }) dateStarted!: Date | null;
  @Field(() => Date, { nullable: true }) dateFinished!: Date | null;
  @Field(() => String, { nullable: true }) userName!: string | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;

  static of(e: InvoicingEventView): InvoicingEventObject {
    return { ...e };
  }
}

@ObjectType('InvoicingScheduledPayload')
export class InvoicingScheduledType {
  @Field(() => String) message!: string;
  @Field(() => InvoicingEventObject) event!: InvoicingEventObject;
}

@ObjectType('PodApproval')
export class PodApprovalType {
  @Field(() => Int) id!: number;
  @Field(() => Int) manifestId!: number;
  @Field(() => Int) manifestNumber!: number;
  @Field(() => String, { nullable: true }) supplierName!: string | null;
  @Field(() => String, { nullable: true }) externalReference!: string | null;
  @Field(() => Date) podReceivedAt!: Date;
  @Field(() => Float) cost!: number;

  static of(p: PodApproval): PodApprovalType {
    const { costPence, ...rest } = p;
    return { ...rest, cost: penceToPounds(costPence) };
  }
}

@ObjectType('CustomerInvoice')
export class CustomerInvoiceType {
  @Field(() => Int) id!: number;
  @Field(() => Int) invoiceNumber!: number;
  @Field(() => Int) customerId!: number;
  @Field(() => String) customerName!: string;
  @Field(() => String) invoiceDate!: string;
  @Field(() => String) dueDate!: string;
  @Field(() => Float) net!: number;
  @Field(() => Float) vat!: number;
  @Field(() => Float) gross!: number;

  static of(i: CustomerInvoice): CustomerInvoiceType {
    return {
      id: i.id, invoiceNumber: i.invoiceNumber, customerId: i.customer.id, customerName: i.customer.name, invoiceDate: i.invoiceDate, dueDate: i.dueDate,
      net: penceToPounds(i.netPence), vat: penceToPounds(i.vatPence), gross: penceToPounds(i.grossPence),
    };
  }
}
