import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** An address office users may sign in from; when none exist, any address is allowed (behaviour.md "Roles and access / Roles"). */
@ObjectType()
@Entity({ tableName: 'whitelisted_ip_address' })
export class WhitelistedIpAddress {
  [OptionalProps]?: 'version';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Four numeric parts joined by dots (behaviour.md "Settings / Back-office users"). */
  @Field(() => String)
  @Property({ type: 'string', length: 15, unique: true })
  value!: string;

  /** Two office users may edit the list at once (DESIGN: version on editable records). */
  /** Sent back with an edit; a stale one is refused (DESIGN: optimistic locking). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;
}
