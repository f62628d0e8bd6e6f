import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Consignment } from './consignment.entity.js';

/**
 * The CSV export's stop columns of one consignment (behaviour.md "Booking / Consignment search and export" Export: Collection Address, Delivery Address, Stops,
 * Manifest Number, and the stop flags Status needs), stored so the export reads one row instead of the stops, their
 * addresses and manifests (issue 9). Written only by the database: deferred triggers recompute it when a transaction
 * that changed a stop, a stop's address or a manifest number commits (Migration20261122190000). Never write it here.
 */
@Entity({ tableName: 'consignment_stop_summary', readonly: true })
export class ConsignmentStopSummary {
  @ManyToOne(() => Consignment, { primary: true, deleteRule: 'cascade' })
  consignment!: Rel<Consignment>;

  @Property({ type: 'integer' })
  stops!: number;

  /** Null when it has no stops (bool_and of none). */
  @Property({ type: 'boolean', nullable: true })
  allCompleted?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  started?: boolean | null;

  @Property({ type: 'boolean', nullable: true })
  onManifest?: boolean | null;

  /** Short address of the first Collection stop by ConsignmentOrder. */
  @Property({ type: 'text', nullable: true })
  collection?: string | null;

  /** Short address of the last Delivery stop by ConsignmentOrder. */
  @Property({ type: 'text', nullable: true })
  delivery?: string | null;

  /** The distinct manifest numbers of its stops, space separated, in text order. */
  @Property({ type: 'text', nullable: true })
  manifests?: string | null;
}
