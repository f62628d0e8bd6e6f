import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Address } from '../addresses/address.entity.js';
import { ConsignmentAddressType } from '../lookups/lookup.entity.js';
import { Manifest } from '../manifests/manifest.entity.js';
import { ConsignmentAddressCharge } from './consignment-charge.entity.js';
import { Consignment } from './consignment.entity.js';

/**
 * A stop of a consignment (behaviour.md "Booking / Addresses and load details" ConsignmentAddress): a Collection or Delivery at an address, in
 * ConsignmentOrder 10, 20, ..., with its schedule, load details, charges and the driver's progress.
 */
@ObjectType()
@Entity({ tableName: 'consignment_address' })
@Index({ properties: ['consignment', 'consignmentOrder'] })
@Index({ properties: ['manifestId'] })
export class ConsignmentAddress {
  [OptionalProps]?:
    | 'version' | 'isScheduledStartDateAndTimeLocked' | 'timed' | 'noLoadDetailsGiven' | 'isOnRoute' | 'hasArrived'
    | 'isCompleted' | 'noPaperworkProvided' | 'goodsPhotos' | 'paperworkPhotos' | 'rowVersion' | 'consignmentId' | 'isLate' | 'consignmentNumber';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Consignment, { deleteRule: 'cascade' })
  consignment!: Rel<Consignment>;

  @Field(() => ConsignmentAddressType)
  @ManyToOne(() => ConsignmentAddressType)
  consignmentAddressType!: Rel<ConsignmentAddressType>;

  @Field(() => Address)
  @OneToOne(() => Address, { owner: true, deleteRule: 'cascade' })
  address!: Rel<Address>;

  /** behaviour.md "Booking / Consignment details": 10 x position. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  consignmentOrder!: number;

  /** Position on its manifest (10 x position), set by the manifests issue. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  manifestOrder?: number | null;

  /**
   * The manifest this stop is on: a foreign key to Manifest, mapped to its id (decisions: Manifests),
   * so stop lists and the one-to-one rule read it without loading the manifest.
   */
  @Field(() => Int, { nullable: true })
  @ManyToOne(() => Manifest, { mapToPk: true, nullable: true, fieldName: 'manifest_id', deleteRule: 'set null' })
  manifestId?: number | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  scheduledStartDateAndTime?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  scheduledStartToDateAndTime?: Date | null;

  /** ASAP pickups are locked (behaviour.md "Booking / Addresses and load details"). */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isScheduledStartDateAndTimeLocked: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  timed: boolean = false;

  @Field(() => [LoadDetail])
  @OneToMany(() => LoadDetail, (detail) => detail.consignmentAddress, { orderBy: { id: 'asc' }, orphanRemoval: true })
  loadDetails = new Collection<LoadDetail>(this);

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  noLoadDetailsGiven: boolean = false;

  @Field(() => [ConsignmentAddressCharge])
  @OneToMany(() => ConsignmentAddressCharge, (charge) => charge.consignmentAddress, { orderBy: { id: 'asc' }, orphanRemoval: true })
  additionalCharges = new Collection<ConsignmentAddressCharge>(this);

  /** Worked out from the route when CalculateTimes is on. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  estimatedStartDateAndTime?: Date | null;

  // Progress (behaviour.md "Manifests / Stop progress" "Stop progress"), written by the driver app.
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isOnRoute: boolean = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) startTime?: Date | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) hasArrived: boolean = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) arrivalTime?: Date | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isCompleted: boolean = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) completionTime?: Date | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notesFromSupplier?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) signatureName?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 300, nullable: true }) signatureFileName?: string | null;
  @Field(() => [String]) @Property({ type: 'json', default: '[]' }) goodsPhotos: string[] = [];
  @Field(() => [String]) @Property({ type: 'json', default: '[]' }) paperworkPhotos: string[] = [];
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) noPaperworkProvided: boolean = false;
  /** The person at this address (issue 25 item 4: told of the delivery when the customer includes them). */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 320, nullable: true }) contactEmailAddress?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 50, nullable: true }) contactPhoneNumber?: string | null;

  /** The live estimate of arrival (issue 25 item 1, domain/eta.ts); a completed stop's is its completion time. Not a user edit: written without the row version. */
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) eta?: Date | null;
  /** The ETA runs past the stop's window, or its scheduled time plus the tolerance (issue 25 item 2). */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isLate: boolean = false;

  /** behaviour.md "Booking / Consignment lifecycle" RowVersion: the driver app and the office both write stops. */
  @Property({ type: 'integer', version: true })
  version!: number;

  @Field(() => Int)
  get consignmentId(): number {
    return this.consignment.id;
  }

  /** The stop's consignment number (the manifest screen's "Add stops" list); null where the query did not load the consignment. */
  @Field(() => Int, { nullable: true })
  get consignmentNumber(): number | null {
    return this.consignment.consignmentNumber ?? null;
  }

  @Field(() => Int)
  get rowVersion(): number {
    return this.version;
  }
}

/** What is carried from or to a stop (behaviour.md "Booking / Addresses and load details" LoadDetails: Quantity, Description, BarcodeFileName). */
@ObjectType()
@Entity({ tableName: 'load_detail' })
@Index({ properties: ['consignmentAddress'] })
export class LoadDetail {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ConsignmentAddress, { deleteRule: 'cascade' })
  consignmentAddress!: Rel<ConsignmentAddress>;

  @Field(() => Int)
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  barcodeFileName?: string | null;
}
