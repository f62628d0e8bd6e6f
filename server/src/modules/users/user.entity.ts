import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';

/** The three kinds of people who sign in (behaviour.md "Roles and access / Roles"). */
export enum UserRole {
  OFFICE = 'OFFICE',
  CUSTOMER = 'CUSTOMER',
  SUPPLIER = 'SUPPLIER',
}
registerEnumType(UserRole, { name: 'UserRole', description: 'Office staff, customer users and supplier (driver) users' });

/**
 * Anyone who signs in. Office users carry the admin, accounts and manager flags; customer users
 * belong to one customer and supplier users to one supplier, which bounds what they may see.
 */
@ObjectType()
@Entity({ tableName: 'app_user' })
@Index({ properties: ['supplier'] })
// A customer's users (Customer.customerUsers in the read model, the customer's screen): read by the customer.
@Index({ properties: ['customer'] })
export class User {
  [OptionalProps]?: 'isAdmin' | 'isAccounts' | 'isManager' | 'isDeactivated' | 'failedAttempts' | 'createdAt' | 'version' | 'customerId' | 'supplierId';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, unique: true })
  username!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 320, unique: true })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => UserRole, { nullable: true })
  @Enum({ items: () => UserRole, nativeEnumName: 'user_role' })
  role!: UserRole;

  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', default: false })
  isAccounts: boolean = false;

  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', default: false })
  isManager: boolean = false;

  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'cascade' })
  customer?: Customer | null;

  @ManyToOne(() => Supplier, { nullable: true, deleteRule: 'cascade' })
  supplier?: Supplier | null;

  @Property({ type: 'string', length: 200, hidden: true })
  passwordHash!: string;

  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Consecutive failed sign-ins; reset by a success (behaviour.md "Sign-in and sessions / Sign-in failures": lock-out). */
  @Property({ type: 'integer', default: 0 })
  failedAttempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Sent back with an edit; a stale one is refused (DESIGN: optimistic locking). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => Int, { nullable: true })
  get customerId(): number | null {
    return this.customer?.id ?? null;
  }

  @Field(() => Int, { nullable: true })
  get supplierId(): number | null {
    return this.supplier?.id ?? null;
  }
}
