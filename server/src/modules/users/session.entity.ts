import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A server-side session. Only a SHA-256 of the token is stored, so a leaked table cannot be replayed.
 * It ends after the configured inactivity (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock") or at sign-out.
 */
@Entity({ tableName: 'session' })
@Index({ properties: ['user'] })
export class Session {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64, nullable: true })
  deviceUuid?: string | null;

  @Property({ type: 'string', length: 64 })
  ipAddress!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;
}
