import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Supplier } from '../suppliers/supplier.entity.js';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** The id of the one settings row. */
export const GLOBAL_SETTINGS_ID = 1;

/** Settings that apply to the whole business; a single row (behaviour.md "Settings / Additional charges, area rules and price matrices" Global settings). */
@ObjectType()
@Entity({ tableName: 'global_settings' })
export class GlobalSettings {
  [OptionalProps]?: 'version' | 'backloadMultiplier';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = GLOBAL_SETTINGS_ID;

  /** A percentage applied to price and cost of a backload (behaviour.md "Pricing / Price calculation"), e.g. 70 = 70 %. */
  @Field(() => Float)
  @Property({ type: 'double', default: 100 })
  backloadMultiplier: number = 100;

  /**
   * The supplier that stands for "the transport exchange" (behaviour.md "Manifests / Transport exchange"): assigning it to a manifest needs
   * an explicit confirmation (decisions: Manifests).
   */
  @Field(() => Int, { nullable: true })
  @ManyToOne(() => Supplier, { mapToPk: true, nullable: true, fieldName: 'default_transport_exchange_supplier_id', deleteRule: 'set null' })
  defaultTransportExchangeSupplierId?: number | null;

  /** Sent back with an edit; a stale one is refused (608 / CONFLICT). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;
}
