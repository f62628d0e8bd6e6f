import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';
import { Customer } from '../customers/customer.entity.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';

/** behaviour.md "Pricing / Price calculation" MatrixType: the customer's price, or the supplier's cost. Values are the spec's names. */
export enum PriceMatrixType {
  PRICING = 'PRICING',
  COSTING_SUPPLIER = 'COSTING - SUPPLIER',
}
registerEnumType(PriceMatrixType, { name: 'PriceMatrixType', description: "PRICING or 'COSTING - SUPPLIER'" });

/** behaviour.md "Pricing / Price calculation" MatrixPriceIncrement: bands in miles or in minutes. */
export enum PriceMatrixIncrement {
  DISTANCE = 'DISTANCE',
  TIME = 'TIME',
}
registerEnumType(PriceMatrixIncrement, { name: 'PriceMatrixIncrement', description: 'Bands in miles (DISTANCE) or minutes (TIME)' });

/**
 * A price matrix for one vehicle type (behaviour.md "Pricing / Price calculation"; "Shared conventions / Formats, money and time"): a customer's own, or the default one when
 * customer is null. Money in pence; the API shows pounds.
 */
@ObjectType()
@Entity({ tableName: 'price_matrix' })
@Index({ properties: ['vehicleType', 'matrixType'] })
@Index({ properties: ['customer'] })
export class PriceMatrix {
  [OptionalProps]?: 'version' | 'minimumPrice' | 'customerId' | 'vehicleTypeId' | 'isDeactivated';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** behaviour.md "Settings / Additional charges, area rules and price matrices" Price matrix Name; optional for matrices made before it existed. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  name?: string | null;

  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'cascade' })
  customer?: Rel<Customer> | null;

  @Field(() => VehicleType)
  @ManyToOne(() => VehicleType)
  vehicleType!: Rel<VehicleType>;

  @Field(() => PriceMatrixType)
  @Enum({ items: () => PriceMatrixType, nativeEnumName: 'price_matrix_type' })
  matrixType!: PriceMatrixType;

  @Field(() => PriceMatrixIncrement)
  @Enum({ items: () => PriceMatrixIncrement, nativeEnumName: 'price_matrix_increment' })
  priceIncrement!: PriceMatrixIncrement;

  @Property({ type: 'integer', default: 0 })
  minimumPricePence: number = 0;

  @Field(() => [PriceMatrixRow])
  @OneToMany(() => PriceMatrixRow, (row) => row.matrix, { orderBy: { fromValue: 'asc' }, orphanRemoval: true })
  rows = new Collection<PriceMatrixRow>(this);

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Sent back with an edit; a stale one is refused (608 / CONFLICT). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => Int, { nullable: true })
  get customerId(): number | null {
    return this.customer?.id ?? null;
  }

  @Field(() => Int)
  get vehicleTypeId(): number {
    return this.vehicleType.id;
  }

  @Field(() => Float, { nullable: true })
  get minimumPrice(): number {
    return penceToPounds(this.minimumPricePence);
  }
}

/** One band of a matrix (behaviour.md "Pricing / Price calculation" PriceMatrices: From, To, Interval, PriceBreak). */
@ObjectType()
@Entity({ tableName: 'price_matrix_row' })
@Index({ properties: ['matrix'] })
export class PriceMatrixRow {
  [OptionalProps]?: 'priceBreak';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => PriceMatrix, { deleteRule: 'cascade' })
  matrix!: Rel<PriceMatrix>;

  /** Miles or minutes where the band starts. */
  @Field(() => Float, { name: 'from' })
  @Property({ type: 'double' })
  fromValue!: number;

  /** Where it ends; null means open-ended. */
  @Field(() => Float, { name: 'to', nullable: true })
  @Property({ type: 'double', nullable: true })
  toValue?: number | null;

  @Field(() => Float)
  @Property({ type: 'double' })
  interval!: number;

  @Property({ type: 'integer' })
  priceBreakPence!: number;

  @Field(() => Float, { nullable: true })
  get priceBreak(): number {
    return penceToPounds(this.priceBreakPence);
  }
}
