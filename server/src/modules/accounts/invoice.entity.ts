import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Customer } from '../customers/customer.entity.js';
import { TransportExchangeManifest } from '../manifests/manifest.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { User } from '../users/user.entity.js';

/** behaviour.md "Accounts / Invoicing" Invoicing event Type. */
export enum InvoicingEventType {
  CONSIGNMENT = 'CONSIGNMENT',
  MANIFEST = 'MANIFEST',
}

/**
 * One scheduled invoicing run (behaviour.md "Accounts / Invoicing"): scheduled while DateStarted is empty, started once the
 * job picks it up, finished when its invoices are committed. The ids and date are what the user chose;
 * the job re-checks every record when it runs, so a rerun never invoices anything twice.
 */
@Entity({ tableName: 'invoicing_event' })
@Index({ properties: ['type', 'dateCreated'] })
export class InvoicingEvent {
  [OptionalProps]?: 'invoiceCount';
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'string', length: 20 }) type!: InvoicingEventType;
  /** YYYY-MM-DD, the date printed on the invoices. */
  @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'json' }) ids!: number[];
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) user?: Rel<User> | null;
  @Property({ type: 'datetime' }) dateCreated!: Date;
  @Property({ type: 'datetime', nullable: true }) dateStarted?: Date | null;
  @Property({ type: 'datetime', nullable: true }) dateFinished?: Date | null;
  @Property({ type: 'integer', default: 0 }) invoiceCount: number = 0;
  /** The last failure of the job, kept for the office; cleared when a rerun finishes. */
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
}

/** A sales invoice to a customer: one per customer per invoicing run. Money is pence. */
@Entity({ tableName: 'customer_invoice' })
export class CustomerInvoice {
  @PrimaryKey({ type: 'integer' }) id!: number;
  /** Gapless, from the counter row 'customer-invoice' locked in the invoicing transaction. */
  @Property({ type: 'integer', unique: true }) invoiceNumber!: number;
  @ManyToOne(() => Customer) customer!: Rel<Customer>;
  @ManyToOne(() => InvoicingEvent) invoicingEvent!: Rel<InvoicingEvent>;
  @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'date' }) dueDate!: string;
  /** The customer's VAT code at invoicing: its tax type (Xero) and rate are copied so later edits do not change the invoice. */
  @Property({ type: 'string', length: 100 }) vatName!: string;
  @Property({ type: 'string', length: 50 }) taxType!: string;
  @Property({ type: 'integer' }) vatRateBasisPoints!: number;
  @Property({ type: 'integer' }) netPence!: number;
  @Property({ type: 'integer' }) vatPence!: number;
  @Property({ type: 'integer' }) grossPence!: number;
  @Property({ type: 'string', length: 3, default: 'GBP' }) currency: string = 'GBP';
  @Property({ type: 'datetime' }) createdAt!: Date;
  @OneToMany(() => CustomerInvoiceLine, (l) => l.invoice, { orderBy: { id: 'asc' } }) lines = new Collection<CustomerInvoiceLine>(this);
}

/** One consignment on a customer invoice; a consignment is on at most one invoice (unique). */
@Entity({ tableName: 'customer_invoice_line' })
export class CustomerInvoiceLine {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => CustomerInvoice, { deleteRule: 'cascade' }) invoice!: Rel<CustomerInvoice>;
  @Property({ type: 'integer', unique: true }) consignmentId!: number;
  @Property({ type: 'string', length: 500 }) description!: string;
  @Property({ type: 'string', length: 100, nullable: true }) reference?: string | null;
  @Property({ type: 'integer' }) amountPence!: number;
}

/** A purchase (self-billing) invoice for a supplier's manifests, less its deductions. Money is pence. */
@Entity({ tableName: 'supplier_invoice' })
@Index({ properties: ['supplier'] })
export class SupplierInvoice {
  @PrimaryKey({ type: 'integer' }) id!: number;
  /** Gapless, from the counter row 'supplier-invoice'. */
  @Property({ type: 'integer', unique: true }) invoiceNumber!: number;
  @ManyToOne(() => Supplier) supplier!: Rel<Supplier>;
  @ManyToOne(() => InvoicingEvent) invoicingEvent!: Rel<InvoicingEvent>;
  @Property({ type: 'date' }) invoiceDate!: string;
  @Property({ type: 'integer' }) manifestsPence!: number;
  @Property({ type: 'integer' }) deductionsPence!: number;
  @Property({ type: 'integer' }) totalPence!: number;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @OneToMany(() => SupplierInvoiceLine, (l) => l.invoice, { orderBy: { id: 'asc' } }) lines = new Collection<SupplierInvoiceLine>(this);
}

/** A manifest (or, with no manifest, a deduction) on a supplier invoice; a manifest is on at most one invoice. */
@Entity({ tableName: 'supplier_invoice_line' })
export class SupplierInvoiceLine {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => SupplierInvoice, { deleteRule: 'cascade' }) invoice!: Rel<SupplierInvoice>;
  @Property({ type: 'integer', nullable: true, unique: true }) manifestId?: number | null;
  @Property({ type: 'string', length: 500 }) description!: string;
  /** Negative for a deduction. */
  @Property({ type: 'integer' }) amountPence!: number;
}

/** behaviour.md "Accounts / Invoicing": a TX POD is approved or rejected, never both: one decision row per posting. */
export enum PodDecision {
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
}

/** The accounts decision on a transport exchange proof of delivery (behaviour.md "Accounts / Invoicing" TX POD approval item). */
@Entity({ tableName: 'transport_exchange_pod_decision' })
@Unique({ properties: ['transportExchangeManifest'] })
export class TransportExchangePodDecision {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TransportExchangeManifest, { deleteRule: 'cascade' }) transportExchangeManifest!: Rel<TransportExchangeManifest>;
  @Property({ type: 'string', length: 20 }) decision!: PodDecision;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) decidedBy?: Rel<User> | null;
  @Property({ type: 'datetime' }) decidedAt!: Date;
}
