import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One applied driver write (decisions: Driver app): a key is applied once per user and its first
 * answer is replayed. The row is inserted in the same transaction as the write's effect, so a write
 * that fails leaves no key behind and can be retried.
 */
@Entity({ tableName: 'idempotency_key' })
@Unique({ properties: ['user', 'key'] })
@Index({ properties: ['createdAt'] })
export class IdempotencyKey {
  [OptionalProps]?: 'response';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'string', length: 100 }) key!: string;
  /** Hex SHA-256 of the request (operation, ids and body), so a key reused for another request is refused. */
  @Property({ type: 'string', length: 64 }) requestHash!: string;
  /** The first answer, replayed to every repeat. */
  @Property({ type: 'json', nullable: true }) response?: unknown;
  @Property({ type: 'datetime' }) createdAt!: Date;
}
