import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ImportField, ImportMapping } from '../../domain/booking-import.js';
import { Customer } from '../customers/customer.entity.js';
import { User } from '../users/user.entity.js';

/** Where an import stands: previewed, booking (rows being booked), booked, or stopped by a failure. */
export const ImportStatus = { Preview: 'Preview', Booking: 'Booking', Booked: 'Booked', Failed: 'Failed' } as const;
export type ImportStatus = (typeof ImportStatus)[keyof typeof ImportStatus];

/** A row's problem, under the sheet column to fix (null: the row as a whole). */
export interface ImportRowError {
  column: ImportField | null;
  message: string;
}

/**
 * One uploaded booking sheet (issue 25 item 6). The file's SHA-256 is unique per customer: uploading
 * the same file again finds this import, whose booked rows stay booked, so nothing is booked twice.
 */
@Entity({ tableName: 'booking_import' })
@Unique({ properties: ['customer', 'fileSha256'] })
@Index({ properties: ['createdAt'] })
export class BookingImport {
  [OptionalProps]?: 'status' | 'asQuotes' | 'validCount' | 'chosenCount' | 'bookedCount' | 'refusedCount' | 'processedCount' | 'failure' | 'progressAt' | 'version';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Customer, { deleteRule: 'cascade' }) customer!: Rel<Customer>;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) createdBy?: Rel<User> | null;
  @Property({ type: 'string', length: 255 }) fileName!: string;
  @Property({ type: 'string', length: 64 }) fileSha256!: string;
  /** The file's headings, in column order; each row's cells follow them. */
  @Property({ type: 'json' }) headings!: string[];
  @Property({ type: 'json' }) mapping!: ImportMapping;
  @Property({ type: 'string', length: 20 }) status: ImportStatus = ImportStatus.Preview;
  /** Book the chosen rows as quotes (true) or consignments (false). */
  @Property({ type: 'boolean' }) asQuotes = false;
  @Property({ type: 'integer' }) rowCount!: number;
  /** Rows the single booking's rules accepted at the last preview. */
  @Property({ type: 'integer' }) validCount = 0;
  /** Rows the user chose to book (the progress bar's whole). */
  @Property({ type: 'integer' }) chosenCount = 0;
  /** Rows chosen for booking that have been dealt with so far (the progress bar). */
  @Property({ type: 'integer' }) processedCount = 0;
  @Property({ type: 'integer' }) bookedCount = 0;
  @Property({ type: 'integer' }) refusedCount = 0;
  @Property({ type: 'text', nullable: true }) failure?: string | null;
  /** When a booking run last moved: a run silent for long (its process stopped) may be started again. */
  @Property({ type: 'datetime', nullable: true }) progressAt?: Date | null;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @Property({ type: 'integer', version: true }) version = 1;

  @OneToMany(() => BookingImportRow, (row) => row.bookingImport, { orderBy: { rowNumber: 'asc' } })
  rows = new Collection<BookingImportRow>(this);
}

/** One row of an uploaded sheet, its preview messages and, once booked, its consignment. */
@Entity({ tableName: 'booking_import_row' })
@Unique({ properties: ['bookingImport', 'rowNumber'] })
export class BookingImportRow {
  [OptionalProps]?: 'errors' | 'chosen' | 'outcome' | 'consignmentId' | 'consignmentNumber';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => BookingImport, { deleteRule: 'cascade' }) bookingImport!: Rel<BookingImport>;
  /** The row's line in the sheet (the headings are line 1). */
  @Property({ type: 'integer' }) rowNumber!: number;
  @Property({ type: 'json' }) cells!: string[];
  /** What the single booking's rules said of the row at the last preview (or at booking). */
  @Property({ type: 'json' }) errors: ImportRowError[] = [];
  /** The user chose to book this row. */
  @Property({ type: 'boolean' }) chosen = false;
  /** 'Booked' or 'Refused' once the booking dealt with the row. */
  @Property({ type: 'string', length: 20, nullable: true }) outcome?: 'Booked' | 'Refused' | null;
  @Property({ type: 'integer', nullable: true }) consignmentId?: number | null;
  @Property({ type: 'integer', nullable: true }) consignmentNumber?: number | null;
}

/** The mapping a customer last used, so its own headings are understood next time. */
@Entity({ tableName: 'booking_import_mapping' })
export class BookingImportMapping {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @OneToOne(() => Customer, { owner: true, unique: true, deleteRule: 'cascade' }) customer!: Rel<Customer>;
  @Property({ type: 'json' }) mapping!: ImportMapping;
  @Property({ type: 'datetime' }) updatedAt!: Date;
}
