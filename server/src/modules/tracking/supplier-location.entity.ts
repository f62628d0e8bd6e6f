import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Supplier } from '../suppliers/supplier.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One GPS position of a supplier's driver: a time series written in batches and read as "a supplier
 * over a time range" (the track) by the (supplier_id, recorded_at) index. The index carries latitude,
 * longitude and id, so a track is read from the index alone: positions of many drivers arrive
 * interleaved, and fetching rows would cost one table page per point. A BRIN index on recorded_at
 * keeps whole-period scans (reports, pruning) cheap on a table of hundreds of millions of rows.
 *
 * The table is partitioned by London day (domain/position-partitions.ts; made by its migration, not from this
 * class: MikroORM leaves partitioning it is not told about alone), so recorded_at is part of the primary key.
 */
@Entity({ tableName: 'supplier_location' })
@Index({ properties: ['supplier', 'recordedAt'], name: 'supplier_location_supplier_recorded_idx', include: ['latitude', 'longitude', 'id'] })
@Index({ properties: ['recordedAt'], name: 'supplier_location_recorded_brin', type: 'brin' })
export class SupplierLocation {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Supplier, { deleteRule: 'cascade' })
  supplier!: Supplier;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  /** The manifest the driver was working when the position was taken (set by the server, not the app). */
  @Property({ type: 'integer', nullable: true })
  manifestId?: number | null;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  /** When the phone took the position (may be earlier than receipt when it was offline); the partition key. */
  @PrimaryKey({ type: 'datetime' })
  recordedAt!: Date;

  @Property({ type: 'datetime' })
  receivedAt!: Date;
}

/**
 * The newest position of each supplier, kept beside the series so the live map reads one row per
 * supplier instead of searching the whole series (behaviour.md "Map / Live vehicles": GET /SupplierLocations/Last).
 */
@Entity({ tableName: 'supplier_last_location' })
export class SupplierLastLocation {
  @ManyToOne(() => Supplier, { primary: true, deleteRule: 'cascade' })
  supplier!: Supplier;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'integer', nullable: true })
  manifestId?: number | null;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'datetime' })
  recordedAt!: Date;
}
