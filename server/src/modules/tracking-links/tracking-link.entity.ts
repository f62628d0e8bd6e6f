import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Consignment } from '../consignments/consignment.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A recipient's tracking link for one consignment (issue 25 item 3): `/t/{token}` needs no sign-in. Only a
 * SHA-256 of the token is kept; the link is shown once, when it is made. It works until revoked, or until
 * TRACKING_LINK_DAYS after the consignment was delivered.
 */
@ObjectType()
@Entity({ tableName: 'tracking_link' })
export class TrackingLink {
  [OptionalProps]?: 'revokedAt' | 'consignmentId';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => Consignment, { deleteRule: 'cascade', index: true })
  consignment!: Rel<Consignment>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Field(() => Int)
  get consignmentId(): number {
    return this.consignment.id;
  }
}
