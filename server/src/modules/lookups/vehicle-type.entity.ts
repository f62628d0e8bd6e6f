import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A class of vehicle (small van ... artic). Order ranks them by size: a supplier may carry a
 * manifest only when its smallest vehicle's Order is at least the manifest's (behaviour.md "Manifests / Supplier assignment").
 */
@ObjectType()
@Entity({ tableName: 'vehicle_type' })
export class VehicleType {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'capacity';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  /** Steps of 10; a move swaps neighbours (behaviour.md "Settings / Vehicle types and area rules order"). */
  @Field(() => Int)
  @Property({ type: 'integer' })
  order!: number;

  /** Which map icon draws this vehicle (behaviour.md "Map / Live vehicles"). */
  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  iconCode!: string;

  /** Load units it carries (load-details quantities); null = no limit (decision 0166). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  capacity?: number | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Sent back with an edit; a stale one is refused (DESIGN: optimistic locking). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;
}
