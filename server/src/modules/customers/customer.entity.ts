import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';
import { Address } from '../addresses/address.entity.js';
import { XeroOrganisation } from '../settings/reference.entity.js';
import { LedgerNumber, VatCode } from '../settings/setting.entity.js';
import { Contact } from './contact.entity.js';
import { CustomerControlScreenColumn } from './customer-column.entity.js';

/**
 * A customer account with the fields booking uses (behaviour.md "Control screen / Manifests tab" "Customer fields used here"): contacts,
 * addresses, invoice settings, optional fields, credit, and the control-screen columns.
 */
@ObjectType()
@Entity({ tableName: 'customer' })
export class Customer {
  [OptionalProps]?:
    | 'isDeactivated' | 'version' | 'isOnStop' | 'isProFormaAccountCustomer' | 'isPONumberRequired'
    | 'preventConsignmentWithoutPONumber' | 'preventConsignmentWithoutCostCode' | 'showCostCode'
    | 'autoEmailOnCreate' | 'autoEmailOnCollection' | 'autoEmailOnDelivery' | 'useContactEmail'
    | 'creditLimitPence' | 'outstandingBalancePence' | 'creditLimit' | 'outstandingBalance' | 'parentId' | 'isOverCreditLimit';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  nameShownOnInvoice?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  costCentre?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  sla?: string | null;

  /** behaviour.md "Customers / Saving a customer" AccountType.OnStop. */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isOnStop: boolean = false;

  /** behaviour.md "Customers / Saving a customer" AccountType.ProFormaAccountCustomer. */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isProFormaAccountCustomer: boolean = false;

  /** Account info (behaviour.md "Customers / Customers screen"): the sales ledger the account posts to. */
  @Field(() => LedgerNumber, { nullable: true })
  @ManyToOne(() => LedgerNumber, { nullable: true, deleteRule: 'set null' })
  ledgerNumber?: LedgerNumber | null;

  /** Account info (behaviour.md "Customers / Customers screen"): the VAT code its invoices carry. */
  @Field(() => VatCode, { nullable: true })
  @ManyToOne(() => VatCode, { nullable: true, deleteRule: 'set null' })
  vatCode?: VatCode | null;

  /** behaviour.md "Customers / Saving a customer" XeroOrganisation: the accounting organisation its invoices are raised in. */
  @Field(() => XeroOrganisation, { nullable: true })
  @ManyToOne(() => XeroOrganisation, { nullable: true, deleteRule: 'set null' })
  xeroOrganisation?: XeroOrganisation | null;

  /** The customer's main address (behaviour.md "Customers / Saving a customer" Customer.Address). */
  @ManyToOne(() => Address, { nullable: true, deleteRule: 'set null' })
  address?: Rel<Address> | null;

  @OneToMany(() => Address, (address) => address.customer)
  addresses = new Collection<Address>(this);

  @OneToMany(() => Contact, (contact) => contact.customer)
  contacts = new Collection<Contact>(this);

  /** Office only: internal notes. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'set null' })
  parent?: Rel<Customer> | null;

  // behaviour.md "Settings / Additional charges, area rules and price matrices" InvoiceSettings
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isPONumberRequired: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  preventConsignmentWithoutPONumber: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  preventConsignmentWithoutCostCode: boolean = false;

  /** behaviour.md "Booking / Consignment lifecycle" OptionalConsignmentFields.ShowCostCode. */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  showCostCode: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  autoEmailOnCreate: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  autoEmailOnCollection: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  autoEmailOnDelivery: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  useContactEmail: boolean = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 320, nullable: true })
  bookingEmailAddress?: string | null;

  /** Compared with the inactive-customer threshold (behaviour.md "Booking / Consignment details"); set when a consignment is booked. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastConsignmentBookedDate?: Date | null;

  @Property({ type: 'integer', default: 0 })
  outstandingBalancePence: number = 0;

  @Property({ type: 'integer', nullable: true })
  creditLimitPence?: number | null;

  @OneToMany(() => CustomerControlScreenColumn, (column) => column.customer, { orderBy: { order: 'asc' } })
  consignmentControlScreenColumns = new Collection<CustomerControlScreenColumn>(this);

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Sent back with an edit; a stale one is refused (behaviour.md "Shared conventions / Stale writes"-style 608). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => Int, { nullable: true })
  get parentId(): number | null {
    return this.parent?.id ?? null;
  }

  /** Pounds; office only (behaviour.md "Booking / Confirmations and warnings": the credit warning shows only to non-customers). */
  @Field(() => Float, { nullable: true })
  get outstandingBalance(): number {
    return penceToPounds(this.outstandingBalancePence);
  }

  @Field(() => Float, { nullable: true })
  get creditLimit(): number | null {
    return this.creditLimitPence == null ? null : penceToPounds(this.creditLimitPence);
  }

  /** behaviour.md "Booking / Consignment details": over credit when OutstandingBalance exceeds CreditLimit. */
  @Field(() => Boolean, { nullable: true })
  get isOverCreditLimit(): boolean {
    return this.creditLimitPence != null && this.outstandingBalancePence > this.creditLimitPence;
  }
}
