import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { ConsignmentControlScreenColumn } from '../lookups/lookup.entity.js';
import { Customer } from './customer.entity.js';

/**
 * A control-screen column chosen for a customer's users, with its place and visibility (behaviour.md "Control screen / Consignments tab":
 * customers see the columns configured on their account, else the parent's, else the default list).
 */
@ObjectType()
@Entity({ tableName: 'customer_control_screen_column' })
@Unique({ properties: ['customer', 'column'] })
export class CustomerControlScreenColumn {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { deleteRule: 'cascade' })
  customer!: Rel<Customer>;

  @Field(() => ConsignmentControlScreenColumn)
  @ManyToOne(() => ConsignmentControlScreenColumn)
  column!: ConsignmentControlScreenColumn;

  @Field(() => Int)
  @Property({ type: 'integer' })
  order!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isVisible: boolean = true;
}
