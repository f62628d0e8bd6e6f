import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Consignment } from './consignment.entity.js';
import { User } from '../users/user.entity.js';

/** One changed field: its name and the values before and after, as text. */
@ObjectType()
export class FieldChange {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) from!: string | null;
  @Field(() => String, { nullable: true }) to!: string | null;
}

/** Who changed a consignment, when, and what (behaviour.md "Booking / Change log" ConsignmentChangeLogs; issue 3 item 4). */
@ObjectType()
@Entity({ tableName: 'consignment_change_log' })
@Index({ properties: ['consignment', 'createdAt'] })
export class ConsignmentChangeLog {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Consignment, { deleteRule: 'cascade' }) consignment!: Rel<Consignment>;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) user?: Rel<User> | null;
  /** The name at the time, so the log reads the same after a user is renamed or removed. */
  @Field(() => String) @Property({ type: 'string', length: 200 }) userName!: string;
  @Field(() => Date) @Property({ type: 'datetime' }) createdAt!: Date;
  /** 'Created', 'Updated', 'Cancellation requested', 'Deleted', ... */
  @Field(() => String) @Property({ type: 'string', length: 100 }) action!: string;
  @Field(() => [FieldChange]) @Property({ type: 'json' }) changes!: FieldChange[];
}
