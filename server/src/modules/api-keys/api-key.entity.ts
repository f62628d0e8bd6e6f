import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';
import { User } from '../users/user.entity.js';

/** What an integrator's key may do (issue 10 item 6). */
export enum ApiKeyScope {
  /** Read everything an office user can read; change nothing. */
  OFFICE_READ_ONLY = 'OFFICE_READ_ONLY',
  /** Act as one customer: read, book and cancel that customer's consignments only. */
  CUSTOMER = 'CUSTOMER',
}
registerEnumType(ApiKeyScope, { name: 'ApiKeyScope' });

/**
 * A key an office admin issues to an integrator. Only a SHA-256 of the secret is kept; the secret is
 * shown once. Each key acts through its own service user (never able to sign in with a password), so
 * authorisation and change logs treat it like any other caller.
 */
@ObjectType()
@Entity({ tableName: 'api_key' })
export class ApiKey {
  [OptionalProps]?: 'revokedAt' | 'lastUsedAt' | 'webhooks' | 'requestsPerMinute' | 'costPointsPerMinute';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The public part of the key, shown in lists so people can tell keys apart. */
  @Field(() => String)
  @Property({ type: 'string', length: 16, unique: true })
  prefix!: string;

  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  @Field(() => ApiKeyScope)
  @Enum({ items: () => ApiKeyScope, nativeEnumName: 'api_key_scope' })
  scope!: ApiKeyScope;

  @Field(() => Customer, { nullable: true })
  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'cascade' })
  customer?: Rel<Customer> | null;

  /** The service user the key acts as. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  serviceUser!: Rel<User>;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  createdBy?: Rel<User> | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** This key's requests per minute, set by an admin; null: the default (RATE_LIMIT_PER_MINUTE). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  requestsPerMinute?: number | null;

  /** This key's GraphQL cost points per minute, set by an admin; null: the default (GRAPHQL_COST_PER_MINUTE). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  costPointsPerMinute?: number | null;

  /** The key may register and manage webhooks (issue 24 item 5: the `webhooks` scope). */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  webhooks: boolean = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;
}

/** One use of a key: when, from where, what (issue 10 item 6: every use logged). */
@Entity({ tableName: 'api_key_use' })
@Index({ properties: ['apiKey', 'usedAt'] })
export class ApiKeyUse {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => ApiKey, { deleteRule: 'cascade' })
  apiKey!: Rel<ApiKey>;

  @Property({ type: 'datetime' })
  usedAt!: Date;

  @Property({ type: 'string', length: 64 })
  ipAddress!: string;

  /** `GET /api/...` or `graphql` with the operation name. */
  @Property({ type: 'string', length: 300 })
  request!: string;
}
