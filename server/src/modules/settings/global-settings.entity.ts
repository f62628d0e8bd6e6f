import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** The id of the one settings row. */
export const GLOBAL_SETTINGS_ID = 1;

/** Settings that apply to the whole business; a single row (spec 1 §3 Global settings). */
@ObjectType()
@Entity({ tableName: 'global_settings' })
export class GlobalSettings {
  [OptionalProps]?: 'version' | 'backloadMultiplier';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = GLOBAL_SETTINGS_ID;

  /** A percentage applied to price and cost of a backload (spec 1 §9), e.g. 70 = 70 %. */
  @Field(() => Float)
  @Property({ type: 'double', default: 100 })
  backloadMultiplier: number = 100;

  /** Sent back with an edit; a stale one is refused (608 / CONFLICT). */
  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version!: number;
}
