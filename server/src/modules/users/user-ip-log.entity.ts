import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

/** Every sign-in attempt with its address and outcome (behaviour.md "Reports / Reports screen" Reports: User Ip Logs). */
@ObjectType()
@Entity({ tableName: 'user_ip_log' })
@Index({ properties: ['createdAt'] })
export class UserIpLog {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Field(() => String)
  @Property({ type: 'string', length: 320 })
  username!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  ipAddress!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  deviceUuid?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  succeeded!: boolean;

  /** The outcome in a word or two: 'ok', 'bad-password', 'locked', 'ip-not-allowed', ... */
  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  outcome!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt!: Date;
}
