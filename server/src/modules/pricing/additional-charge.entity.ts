import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { penceToPounds } from '../../domain/money.js';

/** A chargeable extra from the catalogue, e.g. 'Waiting time' (behaviour.md "Settings / Additional charges, area rules and price matrices" AdditionalCharge: ChargeFor, Cost, Price). */
@ObjectType()
@Entity({ tableName: 'additional_charge' })
export class AdditionalCharge {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'price' | 'cost';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  chargeFor!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer' })
  costPence!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** Sent back with an edit; a stale one is refused (608 / CONFLICT). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => Float, { nullable: true })
  get price(): number {
    return penceToPounds(this.pricePence);
  }

  /** Office only: customers never see costs (issue 3 item 7). */
  @Field(() => Float, { nullable: true })
  get cost(): number {
    return penceToPounds(this.costPence);
  }
}
