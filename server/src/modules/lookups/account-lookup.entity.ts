import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

// The fixed lists of behaviour.md "Customers / Customers screen" "Lookups". Each row has a fixed id and a stable Key that code compares
// against (never the display Name), so a rename in a release cannot change behaviour. Seeded, read only.

/** Account, Pro Forma Account Customer or On Stop (behaviour.md "Customers / Saving a customer" Customer.AccountType). */
@ObjectType()
@Entity({ tableName: 'customer_account_type' })
export class CustomerAccountType {
  [OptionalProps]?: 'isOnStop' | 'isProForma';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
  /** behaviour.md "Customers / Saving a customer": On Stop gives the customer an on-stop flag. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isOnStop: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isProForma: boolean = false;
}

/** PRICING or COSTING - SUPPLIER (behaviour.md "Settings / Additional charges, area rules and price matrices" Price matrix). */
@ObjectType()
@Entity({ tableName: 'matrix_type' })
export class MatrixType {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** DISTANCE or TIME: what a matrix's bands count (behaviour.md "Settings / Additional charges, area rules and price matrices" MatrixPriceIncrement). */
@ObjectType()
@Entity({ tableName: 'matrix_price_increment' })
export class MatrixPriceIncrement {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** Admin, accounts or manager, the office sub-roles with fixed identifiers (behaviour.md "Roles and access / Roles"; "Settings / Back-office users"). */
@ObjectType()
@Entity({ tableName: 'atlas_user_role' })
export class AtlasUserRole {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** How a customer's consignments are grouped into invoices (behaviour.md "Customers / Customers screen" Customers: invoice settings). */
@ObjectType()
@Entity({ tableName: 'invoice_setup_option' })
export class InvoiceSetupOption {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** How an invoice reaches the customer: e-mail or post (invoice settings). */
@ObjectType()
@Entity({ tableName: 'invoice_delivery' })
export class InvoiceDelivery {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** What goes with an invoice: the invoice alone, or with PODs or consignment reports (invoice settings). */
@ObjectType()
@Entity({ tableName: 'invoice_delivery_option' })
export class InvoiceDeliveryOption {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}

/** Where payment terms count from, as the accounting package words them (invoice settings). */
@ObjectType()
@Entity({ tableName: 'payment_term_start_option' })
export class PaymentTermStartOption {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
}
