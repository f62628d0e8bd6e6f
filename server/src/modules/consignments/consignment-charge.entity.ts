import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';
import { AdditionalCharge } from '../pricing/additional-charge.entity.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { Consignment } from './consignment.entity.js';

/** An additional charge on a consignment (behaviour.md "Settings / Additional charges, area rules and price matrices" Consignment.AdditionalCharges: Description, Cost, Price). */
@ObjectType()
@Entity({ tableName: 'consignment_charge' })
@Index({ properties: ['consignment'] })
export class ConsignmentCharge {
  [OptionalProps]?: 'price' | 'cost';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Consignment, { deleteRule: 'cascade' })
  consignment!: Rel<Consignment>;

  /** The catalogue entry it came from, if any. */
  @Field(() => AdditionalCharge, { nullable: true })
  @ManyToOne(() => AdditionalCharge, { nullable: true, deleteRule: 'set null' })
  additionalCharge?: Rel<AdditionalCharge> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  description!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer' })
  costPence!: number;

  @Field(() => Float, { nullable: true })
  get price(): number {
    return penceToPounds(this.pricePence);
  }

  @Field(() => Float, { nullable: true })
  get cost(): number {
    return penceToPounds(this.costPence);
  }
}

/** An additional charge on a stop (behaviour.md "Settings / Additional charges, area rules and price matrices" ConsignmentAddress.AdditionalCharges: AdditionalCharge with ChargeFor, Cost, Price). */
@ObjectType()
@Entity({ tableName: 'consignment_address_charge' })
@Index({ properties: ['consignmentAddress'] })
export class ConsignmentAddressCharge {
  [OptionalProps]?: 'price' | 'cost';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ConsignmentAddress, { deleteRule: 'cascade' })
  consignmentAddress!: Rel<ConsignmentAddress>;

  @Field(() => AdditionalCharge, { nullable: true })
  @ManyToOne(() => AdditionalCharge, { nullable: true, deleteRule: 'set null' })
  additionalCharge?: Rel<AdditionalCharge> | null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  chargeFor!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer' })
  costPence!: number;

  @Field(() => Float, { nullable: true })
  get price(): number {
    return penceToPounds(this.pricePence);
  }

  @Field(() => Float, { nullable: true })
  get cost(): number {
    return penceToPounds(this.costPence);
  }
}
