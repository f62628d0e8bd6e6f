import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A customer account. The platform needs only its identity so customer users can belong to one;
 * the booking and customer issues add the commercial fields.
 */
@ObjectType()
@Entity({ tableName: 'customer' })
export class Customer {
  [OptionalProps]?: 'isDeactivated' | 'version';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  @Property({ type: 'integer', version: true })
  version!: number;
}
