import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';
import { Country } from '../lookups/lookup.entity.js';

/**
 * A postal address (behaviour.md "Booking / Addresses and load details" Address). A stop owns its own copy, so editing a customer's saved
 * address never rewrites a booked stop; an address with a customer is in that customer's address book.
 */
@ObjectType()
@Entity({ tableName: 'address' })
@Index({ properties: ['customer'] })
export class Address {
  [OptionalProps]?: 'shortAddress' | 'countryId';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Set for the customer's saved addresses (behaviour.md "Booking / Addresses and load details" Customer.Addresses); null for a stop's own copy. */
  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'cascade' })
  customer?: Rel<Customer> | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  companyName?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  addressLine1!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  addressLine2?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  addressLine3?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  town!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  county?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  postcode!: string;

  @Field(() => Country, { nullable: true })
  @ManyToOne(() => Country, { nullable: true })
  country?: Country | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  longitude?: number | null;

  @Field(() => Int, { nullable: true })
  get countryId(): number | null {
    return this.country?.id ?? null;
  }

  /** behaviour.md "Booking / Addresses and load details": a customer address also has a derived short address (company, line 1, town, postcode). */
  @Field(() => String)
  get shortAddress(): string {
    return [this.companyName, this.addressLine1, this.town, this.postcode].filter((part) => part && part.trim()).join(', ');
  }
}
