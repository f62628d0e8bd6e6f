import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

// The fixed reference lists of behaviour.md "Booking / Change log" ("Lookup lists"). They change with a release, not by users,
// so they are seeded and read-only.

/** Kind of booking, shown by its ShortName. */
@ObjectType()
@Entity({ tableName: 'consignment_type' })
export class ConsignmentType {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 20 }) shortName!: string;
}

/** Collection or Delivery (behaviour.md "Booking / Consignment lifecycle" ConsignmentAddress). */
@ObjectType()
@Entity({ tableName: 'consignment_address_type' })
export class ConsignmentAddressType {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) name!: string;
}

/** How often a frequent (recurring) consignment repeats. */
@ObjectType()
@Entity({ tableName: 'consignment_frequency' })
export class ConsignmentFrequency {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) name!: string;
}

/** Monday..Sunday; isoDay 1..7 so recurring bookings can match a date. */
@ObjectType()
@Entity({ tableName: 'week_day' })
export class WeekDay {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 20, unique: true }) name!: string;
  @Field(() => Int) @Property({ type: 'integer', unique: true }) isoDay!: number;
}

/** A country for addresses, with its ISO 3166 alpha-2 code. */
@ObjectType()
@Entity({ tableName: 'country' })
export class Country {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 2, unique: true }) code!: string;
}

/** A manifest status colour (behaviour.md "Manifests / Manifest lifecycle and status colour": completed #2c6fba, first stop completed #9de89d, White #ffffff). */
@ObjectType()
@Entity({ tableName: 'status_colour' })
export class StatusColour {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 7 }) hexCode!: string;
}

/** A column a control-screen consignment list can show (behaviour.md "Control screen / Consignments tab": 20 selectable columns). */
@ObjectType()
@Entity({ tableName: 'consignment_control_screen_column' })
export class ConsignmentControlScreenColumn {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  /** Stable key the client maps to a field, e.g. 'consignmentNumber'. */
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) key!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
  @Field(() => Int) @Property({ type: 'integer' }) order!: number;
  /** Part of the default list used when neither the customer nor its parent chose columns. */
  @Field(() => Boolean) @Property({ type: 'boolean' }) isDefault!: boolean;
}
