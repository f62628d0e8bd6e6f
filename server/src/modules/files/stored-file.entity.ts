import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * An uploaded file (behaviour.md "Suppliers / Supplier photos": POST /Photos). The bytes live in PostgreSQL (bytea) so every API
 * replica behind the load balancer serves the same file without a shared disk; photos are small.
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['createdBy'] })
export class StoredFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The sniffed type (image/jpeg, image/png, image/webp), never the one the client claimed. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  /** Hex SHA-256 of the bytes, for integrity checks and de-duplication later. */
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** The name the uploader's device gave the file, for display only. */
  @Property({ type: 'string', length: 255, nullable: true })
  originalName?: string | null;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
