import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Customer } from './customer.entity.js';

/** A person at a customer who books consignments (behaviour.md "Booking / Consignment lifecycle" Customer.Contacts, Consignment.BookingContact). */
@ObjectType()
@Entity({ tableName: 'contact' })
@Index({ properties: ['customer'] })
export class Contact {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { deleteRule: 'cascade' })
  customer!: Rel<Customer>;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 320, nullable: true })
  email?: string | null;
}
