import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, ManyToMany, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { ConsignmentFrequency, WeekDay } from '../lookups/lookup.entity.js';

/** When a frequent (recurring) consignment repeats: weekdays from a start date (behaviour.md "Booking / Consignment lifecycle"; "Booking / Frequent consignments"). */
@ObjectType()
@Entity({ tableName: 'consignment_frequency_settings' })
export class ConsignmentFrequencySettings {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  /** YYYY-MM-DD; the earliest offered is next Monday (behaviour.md "Booking / Saving a consignment"). */
  @Field(() => String) @Property({ type: 'date' }) startDate!: string;
  @Field(() => ConsignmentFrequency, { nullable: true }) @ManyToOne(() => ConsignmentFrequency, { nullable: true }) consignmentFrequency?: Rel<ConsignmentFrequency> | null;
  @Field(() => [WeekDay])
  @ManyToMany(() => WeekDay, undefined, { owner: true, pivotTable: 'consignment_frequency_settings_week_day' })
  weekDays = new Collection<WeekDay>(this);
}

/**
 * The idempotency key of the daily frequent-consignment job: one row per (template, date), claimed
 * with INSERT ... ON CONFLICT DO NOTHING in the transaction that creates the day's consignment.
 */
@Entity({ tableName: 'frequent_consignment_run' })
export class FrequentConsignmentRun {
  @PrimaryKey({ type: 'integer' }) templateId!: number;
  @PrimaryKey({ type: 'date' }) runDate!: string;
  @Property({ type: 'integer', nullable: true }) consignmentId?: number | null;
  @Property({ type: 'datetime' }) createdAt!: Date;
}

/** Gapless numbers (consignment numbers): a counter row updated inside the creating transaction. */
@Entity({ tableName: 'number_sequence' })
export class NumberSequence {
  @PrimaryKey({ type: 'string', length: 50 }) name!: string;
  @Property({ type: 'integer' }) value!: number;
}
