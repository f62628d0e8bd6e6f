import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { Supplier } from './supplier.entity.js';

/**
 * A supplier's vehicle (behaviour.md "Settings / Vehicle types and area rules order"). Its type's Order decides which manifests the supplier may carry
 * (the smallest vehicle rule, behaviour.md "Manifests / Supplier assignment") and which icon draws it on the map.
 */
@ObjectType()
@Entity({ tableName: 'vehicle' })
@Index({ properties: ['supplier'] })
export class Vehicle {
  [OptionalProps]?: 'isDefaultVehicle' | 'version';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Supplier, { deleteRule: 'cascade' })
  supplier!: Rel<Supplier>;

  @Field(() => VehicleType)
  @ManyToOne(() => VehicleType)
  vehicleType!: VehicleType;

  @Field(() => String)
  @Property({ type: 'string', length: 60 })
  make!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 60 })
  model!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 15 })
  registration!: string;

  /** Load space in metres. */
  @Field(() => Float)
  @Property({ type: 'double' })
  length!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  width!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  height!: number;

  @Field(() => String)
  @Property({ type: 'date' })
  insuranceExpiry!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDefaultVehicle: boolean = false;

  @Property({ type: 'integer', version: true })
  version!: number;
}
