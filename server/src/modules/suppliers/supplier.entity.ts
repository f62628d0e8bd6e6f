import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A supplier: a driver or subcontractor that carries manifests. The platform needs only its
 * identity so driver users can belong to one; the supplier issue adds vehicles, licences and the rest.
 */
@ObjectType()
@Entity({ tableName: 'supplier' })
export class Supplier {
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
