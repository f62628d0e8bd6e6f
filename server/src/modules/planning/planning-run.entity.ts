import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * A planning run's latest progress (planning.progress.ts), in the database so that every API process
 * answers a poll for it, whichever one runs the search. Written and read by plain SQL there; the
 * entity describes the table for the schema.
 */
@Entity({ tableName: 'planning_run' })
export class PlanningRun {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @PrimaryKey({ type: 'string', length: 64 })
  runId!: string;

  /** RUNNING or DONE. */
  @Property({ type: 'string', length: 8 })
  state!: string;

  @Property({ type: 'integer', default: 0 })
  percent!: number;

  @Property({ type: 'integer', default: 0 })
  iterations!: number;

  @Property({ type: 'integer' })
  budgetSeconds!: number;

  @Property({ type: 'datetime', index: true })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt?: Date | null;
}
