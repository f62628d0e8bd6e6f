import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';

/**
 * An area additional charge rule (behaviour.md "Settings / Additional charges, area rules and price matrices"; "Pricing / Price calculation"): stops in its postcode prefixes (and none in its
 * exclusions) add a capped percentage to price and cost, once, in Order.
 */
@ObjectType()
@Entity({ tableName: 'area_additional_charge_rule' })
export class AreaAdditionalChargeRule {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'postcodeExclusions' | 'maxPrice' | 'maxCost' | 'vehicleTypeIds' | 'costPercentageShown';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Steps of 10; rules apply in ascending Order. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  order!: number;

  /** Newline-separated postcode prefixes. */
  @Field(() => String)
  @Property({ type: 'text' })
  postcodes!: string;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  postcodeExclusions: string = '';

  /** Empty means every vehicle type. */
  @Field(() => [VehicleType])
  @ManyToMany(() => VehicleType, undefined, { owner: true, pivotTable: 'area_additional_charge_rule_vehicle_type' })
  vehicleTypes = new Collection<VehicleType>(this);

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double' })
  pricePercentage!: number;

  @Property({ type: 'integer', nullable: true })
  maxPricePence?: number | null;

  @Property({ type: 'double' })
  costPercentage!: number;

  @Property({ type: 'integer', nullable: true })
  maxCostPence?: number | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Sent back with an edit; a stale one is refused (608 / CONFLICT). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => [Int])
  get vehicleTypeIds(): number[] {
    return this.vehicleTypes.isInitialized() ? this.vehicleTypes.getItems().map((v) => v.id) : [];
  }

  @Field(() => Float, { nullable: true })
  get maxPrice(): number | null {
    return this.maxPricePence == null ? null : penceToPounds(this.maxPricePence);
  }

  @Field(() => Float, { nullable: true, name: 'costPercentage' })
  get costPercentageShown(): number {
    return this.costPercentage;
  }

  @Field(() => Float, { nullable: true })
  get maxCost(): number | null {
    return this.maxCostPence == null ? null : penceToPounds(this.maxCostPence);
  }
}
