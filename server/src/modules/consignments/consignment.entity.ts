import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { penceToPounds } from '../../domain/money.js';
import { Contact } from '../customers/contact.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { ConsignmentType } from '../lookups/lookup.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { User } from '../users/user.entity.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { ConsignmentCharge } from './consignment-charge.entity.js';
import { ConsignmentFrequencySettings } from './consignment-frequency.entity.js';

type Defaulted =
  | 'version' | 'calculateTimes' | 'optimiseStops' | 'applyPostcodePricingRules' | 'isBackload' | 'isQuote'
  | 'isFrequentConsignment' | 'isDeleted' | 'cancellationRequested' | 'isWebBooking' | 'isCompleted'
  | 'isManuallyMarkedInvoiceable' | 'invoiceStatus' | 'paid' | 'priceManuallySet' | 'costManuallySet'
  | 'pricePence' | 'recommendedPricePence' | 'costPence' | 'recommendedCostPence' | 'totalMiles'
  | 'totalLoadedMiles' | 'totalTimeInMinutes' | 'routeIsEstimate' | 'manifestChangesRequired'
  | 'price' | 'recommendedPrice' | 'cost' | 'recommendedCost' | 'consignmentReference' | 'customerId'
  | 'holdInvoice' | 'ignoreProfitMargin';

/**
 * A booking of ordered Collection/Delivery stops, or a quote (behaviour.md "Booking / Consignment lifecycle"). Money is pence; the
 * API shows pounds. `startDateTime` is the first stop's time, kept here so date-range lists use an index.
 */
@ObjectType()
@Entity({ tableName: 'consignment' })
@Index({ properties: ['startDateTime'] })
@Index({ properties: ['customer', 'startDateTime'] })
@Index({ properties: ['frequentConsignmentTemplate'] })
// Foreign keys to supplier are indexed: deleting a supplier otherwise scans every consignment per row.
@Index({ properties: ['supplier'] })
export class Consignment {
  [OptionalProps]?: Defaulted;

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;

  /** Allocated without gaps or duplicates from a counter row locked in the creating transaction. */
  @Field(() => Int) @Property({ type: 'integer', unique: true }) consignmentNumber!: number;

  @Field(() => Customer) @ManyToOne(() => Customer) customer!: Rel<Customer>;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) customerBranch?: string | null;
  @Field(() => Contact, { nullable: true }) @ManyToOne(() => Contact, { nullable: true, deleteRule: 'set null' }) bookingContact?: Rel<Contact> | null;
  @Field(() => String) @Property({ type: 'string', length: 200 }) contactName!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 50, nullable: true }) contactPhoneNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 320, nullable: true }) contactEmailAddress?: string | null;
  @Field(() => ConsignmentType, { nullable: true }) @ManyToOne(() => ConsignmentType, { nullable: true }) consignmentType?: Rel<ConsignmentType> | null;
  @Field(() => VehicleType) @ManyToOne(() => VehicleType) vehicleType!: Rel<VehicleType>;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) poNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) costCode?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) customerReference?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) customerReferenceNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notesForSupplier?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notesForOffice?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notesForInvoice?: string | null;

  @Property({ type: 'integer', default: 0 }) pricePence: number = 0;
  @Property({ type: 'integer', default: 0 }) recommendedPricePence: number = 0;
  @Property({ type: 'integer', default: 0 }) costPence: number = 0;
  @Property({ type: 'integer', default: 0 }) recommendedCostPence: number = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) priceManuallySet: boolean = false;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', default: false }) costManuallySet: boolean = false;

  /** Miles as typed by a user (behaviour.md "Booking / Consignment lifecycle" Mileage), used when the stops have no coordinates. */
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) mileage?: number | null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) totalMiles: number = 0;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) totalLoadedMiles: number = 0;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) totalTimeInMinutes: number = 0;
  /** True when the miles came from the offline estimate rather than a routing service. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) routeIsEstimate: boolean = false;

  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) calculateTimes: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) optimiseStops: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) applyPostcodePricingRules: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isBackload: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) isQuote: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isFrequentConsignment: boolean = false;
  /** Recipient notifications (issue 25 item 4): true or false overrides the customer's setting; null follows it. */
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) notifyRecipients?: boolean | null;
  @ManyToOne(() => Consignment, { nullable: true, deleteRule: 'set null' }) frequentConsignmentTemplate?: Rel<Consignment> | null;
  /** The day a consignment made from a frequent template is for (YYYY-MM-DD). */
  @Field(() => String, { nullable: true }) @Property({ type: 'date', nullable: true }) frequentDate?: string | null;
  @Field(() => ConsignmentFrequencySettings, { nullable: true })
  @OneToOne(() => ConsignmentFrequencySettings, { owner: true, nullable: true, deleteRule: 'set null' })
  consignmentFrequencySettings?: Rel<ConsignmentFrequencySettings> | null;

  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeleted: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) cancellationRequested: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isWebBooking: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isCompleted: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isManuallyMarkedInvoiceable: boolean = false;
  /** behaviour.md "Booking / Consignment lifecycle": set when the vehicle type or stop list changes while on a manifest that is not one-to-one. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) manifestChangesRequired: boolean = false;
  @Field(() => Int) @Property({ type: 'smallint', default: InvoiceStatus.Uninvoiced }) invoiceStatus: InvoiceStatus = InvoiceStatus.Uninvoiced;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) invoiceDate?: Date | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 50, nullable: true }) invoiceNumber?: string | null;
  /** The customer invoice, a plain id until the accounts issue adds the entity. */
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) customerInvoiceId?: number | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) paid: boolean = false;
  /** Accounts (behaviour.md "Accounts / Issue filters" HOLD_INVOICE): kept off invoicing until released. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) holdInvoice: boolean = false;
  /** Accounts (POST /Consignments/IgnoreProfitMargin): the margin check is switched off for this one. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) ignoreProfitMargin: boolean = false;

  @Field(() => Date) @Property({ type: 'datetime' }) dateCreated!: Date;
  @Field(() => User, { nullable: true }) @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) createdBy?: Rel<User> | null;
  @Field(() => Date) @Property({ type: 'datetime' }) dateModified!: Date;
  @Field(() => Supplier, { nullable: true }) @ManyToOne(() => Supplier, { nullable: true, deleteRule: 'set null' }) supplier?: Rel<Supplier> | null;
  /** The first stop's scheduled (or estimated) time: what date-range searches filter and sort on. */
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) startDateTime?: Date | null;

  @Field(() => [ConsignmentCharge])
  @OneToMany(() => ConsignmentCharge, (charge) => charge.consignment, { orderBy: { id: 'asc' }, orphanRemoval: true })
  additionalCharges = new Collection<ConsignmentCharge>(this);

  @Field(() => [ConsignmentAddress])
  @OneToMany(() => ConsignmentAddress, (stop) => stop.consignment, { orderBy: { consignmentOrder: 'asc' }, orphanRemoval: true })
  consignmentAddresses = new Collection<ConsignmentAddress>(this);

  @OneToMany(() => ConsignmentChangeLog, (log) => log.consignment, { orderBy: { id: 'asc' } })
  consignmentChangeLogs = new Collection<ConsignmentChangeLog>(this);

  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;

  @Field(() => String)
  get consignmentReference(): string {
    return String(this.consignmentNumber);
  }

  @Field(() => Int)
  get customerId(): number {
    return this.customer.id;
  }

  @Field(() => Int, { nullable: true })
  get frequentConsignmentTemplateId(): number | null {
    return this.frequentConsignmentTemplate?.id ?? null;
  }

  @Field(() => Float) get price(): number { return penceToPounds(this.pricePence); }
  @Field(() => Float) get recommendedPrice(): number { return penceToPounds(this.recommendedPricePence); }
  /** Office only: customers never see costs (issue 3 item 7). */
  @Field(() => Float, { nullable: true }) get cost(): number { return penceToPounds(this.costPence); }
  @Field(() => Float, { nullable: true }) get recommendedCost(): number { return penceToPounds(this.recommendedCostPence); }
}
