import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import type { EventData } from '../../domain/events.js';

/**
 * One durable domain event (issue 24 item 4), persisted in the same flush, so the same transaction, as
 * the change it tells of. `tx` is the writing transaction's id, set by PostgreSQL.
 */
@Entity({ tableName: 'event' })
@Index({ properties: ['tx', 'id'] })
export class DomainEvent {
  [OptionalProps]?: 'tx' | 'occurredAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', columnType: 'xid8', defaultRaw: 'pg_current_xact_id()', lazy: true })
  tx!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'integer', nullable: true })
  customerId!: number | null;

  @Property({ type: 'integer', nullable: true })
  supplierId!: number | null;

  @Property({ type: 'json' })
  data!: EventData;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  occurredAt!: Date;
}
