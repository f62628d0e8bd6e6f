import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Vehicle } from './vehicle.entity.js';

/**
 * A supplier: a driver or subcontractor that carries manifests. The platform needs only its
 * identity so driver users can belong to one; the supplier issue adds vehicles, licences and the rest.
 */
@ObjectType()
@Entity({ tableName: 'supplier' })
export class Supplier {
  [OptionalProps]?: 'isDeactivated' | 'isTrackingDisabled' | 'version';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isDeactivated: boolean = false;

  /** The office may switch tracking off for a supplier (spec 2 §2: supplier search flag). */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isTrackingDisabled: boolean = false;

  @Field(() => [Vehicle])
  @OneToMany(() => Vehicle, (v) => v.supplier, { orderBy: { id: 'asc' } })
  vehicles = new Collection<Vehicle>(this);

  @Property({ type: 'integer', version: true })
  version!: number;
}
