import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/** A device (browser) a user has proved with an e-mailed code; sign-ins from it skip the code. */
@Entity({ tableName: 'user_device' })
@Unique({ properties: ['user', 'deviceUuid'] })
export class UserDevice {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  deviceUuid!: string;

  @Property({ type: 'datetime' })
  verifiedAt!: Date;
}

/** A one-time code e-mailed for an unverified device (614); wrong is 615, expired 616. */
@Entity({ tableName: 'device_code' })
@Index({ properties: ['user', 'deviceUuid'] })
export class DeviceCode {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 64 })
  deviceUuid!: string;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
