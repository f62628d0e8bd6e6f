import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A load posted to the sandbox transport exchange that the app hosts itself (issue 4 item 4): lets the
 * office work the exchange flow with no external account, and later delivers a proof of delivery.
 */
@Entity({ tableName: 'sandbox_exchange_posting' })
@Index({ properties: ['manifestId'] })
export class SandboxExchangePosting {
  [OptionalProps]?: 'status' | 'podReceivedAt';
  @PrimaryKey({ type: 'integer' }) id!: number;
  /** The exchange's reference, 'SBX-' + id once stored. */
  @Property({ type: 'string', length: 100, unique: true }) reference!: string;
  @Property({ type: 'integer' }) manifestId!: number;
  /** Posted, Removed, Rebooked, Delivered. */
  @Property({ type: 'string', length: 30, default: 'Posted' }) status: string = 'Posted';
  @Property({ type: 'json' }) payload!: Record<string, unknown>;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @Property({ type: 'datetime' }) updatedAt!: Date;
  @Property({ type: 'datetime', nullable: true }) podReceivedAt?: Date | null;
}
