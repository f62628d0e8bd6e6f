import { Collection, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { penceToPounds } from '../../domain/money.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { User } from '../users/user.entity.js';
import { FieldChange } from '../consignments/consignment-change-log.entity.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { ManifestConsignment, StatusColourView } from './manifest.graphql.js';

type Defaulted =
  | 'version' | 'costPence' | 'calculatedCostPence' | 'costManuallySet' | 'calculateTimes' | 'isSent' | 'isAcknowledged'
  | 'totalMiles' | 'totalTimeInMinutes' | 'currency' | 'invoiceStatus' | 'isDeleted' | 'cost' | 'calculatedCost' | 'supplierId'
  | 'holdInvoice';

/**
 * A driver run (behaviour.md "Settings / Vehicle types and area rules order" Manifest): ordered consignment stops (ConsignmentAddress.manifestId with
 * ManifestOrder 10, 20, ...) carried by one supplier in one vehicle type. Money is pence; the API shows
 * pounds. `startDateTime` is the first stop's time so the date-range search uses an index.
 */
@ObjectType()
@Entity({ tableName: 'manifest' })
@Index({ properties: ['startDateTime'] })
@Index({ properties: ['supplier', 'startDateTime'] })
export class Manifest {
  [OptionalProps]?: Defaulted;

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  /** Gapless, from the same counter table as consignment numbers (name 'manifest'). */
  @Field(() => Int) @Property({ type: 'integer', unique: true }) manifestNumber!: number;
  @Field(() => VehicleType) @ManyToOne(() => VehicleType) vehicleType!: Rel<VehicleType>;
  @Field(() => Supplier, { nullable: true }) @ManyToOne(() => Supplier, { nullable: true, deleteRule: 'set null' }) supplier?: Rel<Supplier> | null;

  @Property({ type: 'integer', default: 0 }) costPence: number = 0;
  @Property({ type: 'integer', default: 0 }) calculatedCostPence: number = 0;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) costManuallySet: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) calculateTimes: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isSent: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isAcknowledged: boolean = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) acknowledgedTime?: Date | null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) totalMiles: number = 0;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) totalTimeInMinutes: number = 0;
  @Field(() => String) @Property({ type: 'string', length: 3, default: 'GBP' }) currency: string = 'GBP';
  /** behaviour.md "Manifests / Manifest lifecycle and status colour": saving sets InvoiceStatus to 1 (ReadyToInvoice is set by accounts). */
  @Field(() => Int) @Property({ type: 'smallint', default: InvoiceStatus.Uninvoiced }) invoiceStatus: InvoiceStatus = InvoiceStatus.Uninvoiced;
  /** Accounts (behaviour.md "Manifests / Transport exchange" HOLD_INVOICE): kept off invoicing until released. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) holdInvoice: boolean = false;
  /** Accounts (behaviour.md "Manifests / Transport exchange" NO_INVOICE_REFERENCE): the supplier's own invoice reference, for suppliers that are not self-billing. */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) invoiceReference?: string | null;
  /** The supplier invoice the manifest went on (accounts), a plain id. */
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) supplierInvoiceId?: number | null;
  /** A deleted manifest keeps its row (search filter isdeleted) but its stops are freed. */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeleted: boolean = false;
  /** The first stop's scheduled time: what the date-range search filters and sorts on. */
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) startDateTime?: Date | null;
  @Field(() => Date) @Property({ type: 'datetime' }) dateCreated!: Date;
  @Field(() => Date) @Property({ type: 'datetime' }) dateModified!: Date;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) createdBy?: Rel<User> | null;

  @Field(() => [TransportExchangeManifest])
  @OneToMany(() => TransportExchangeManifest, (t) => t.manifest, { orderBy: { id: 'asc' } })
  transportExchangeManifests = new Collection<TransportExchangeManifest>(this);

  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;

  @Field(() => Float) get cost(): number { return penceToPounds(this.costPence); }
  @Field(() => Float) get calculatedCost(): number { return penceToPounds(this.calculatedCostPence); }
  @Field(() => Int, { nullable: true }) get supplierId(): number | null { return this.supplier?.id ?? null; }

  // Read, never stored: derived from the stops by the read model (manifest.projection.ts writes them in SQL for
  // reads, withLoadedStops in manifest.load.ts sets them on a manifest answered after a write). The declared
  // types are written inline so that no class of the two modules that import this one is needed while it loads.
  @Field(() => [ConsignmentAddress], { description: 'The stops in ManifestOrder' }) consignmentAddresses?: { id: number }[];
  @Field(() => [ManifestConsignment], { description: 'The consignments of its stops, once each' }) consignments?: { id: number }[];
  @Field(() => Int) numberOfConsignmentAddresses?: number;
  @Field(() => String) formattedLastDeliveryAddress?: string;
  @Field(() => Date, { nullable: true }) startDeliveryDate?: Date | null;
  @Field(() => StatusColourView) statusColour?: { name: string; hexCode: string };
}

/**
 * One posting of a manifest to the transport exchange (behaviour.md "Suppliers / Saving a supplier"): the send options (behaviour.md "Manifests / Transport exchange"
 * defaults tailLift false, timed false) and its log. Assigning a supplier removes these rows (behaviour.md "Manifests / Transport exchange").
 */
@ObjectType()
@Entity({ tableName: 'transport_exchange_manifest' })
@Index({ properties: ['manifest'] })
export class TransportExchangeManifest {
  [OptionalProps]?: 'tailLift' | 'timed' | 'isRemoved';
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Manifest, { deleteRule: 'cascade' }) manifest!: Rel<Manifest>;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) tailLift: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) timed: boolean = false;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notes?: string | null;
  /** The exchange's own reference once posted. */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) externalReference?: string | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isRemoved: boolean = false;
  @Field(() => Date) @Property({ type: 'datetime' }) dateCreated!: Date;
  @Field(() => [TransportExchangeManifestLog])
  @OneToMany(() => TransportExchangeManifestLog, (l) => l.transportExchangeManifest, { orderBy: { id: 'asc' } })
  logs = new Collection<TransportExchangeManifestLog>(this);
}

/** What happened to an exchange posting: sent, removed, rebooked, and the exchange's replies (behaviour.md "Manifests / Manifest screen" log modal). */
@ObjectType()
@Entity({ tableName: 'transport_exchange_manifest_log' })
@Index({ properties: ['transportExchangeManifest'] })
export class TransportExchangeManifestLog {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => TransportExchangeManifest, { deleteRule: 'cascade' }) transportExchangeManifest!: Rel<TransportExchangeManifest>;
  @Field(() => Date) @Property({ type: 'datetime' }) createdAt!: Date;
  @Field(() => String) @Property({ type: 'string', length: 100 }) action!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) message?: string | null;
}

/** Who changed a manifest, when, and what (behaviour.md "Manifests / Manifest lifecycle and status colour" "a change log"; behaviour.md "Manifests / Manifest screen" change log modal). */
@ObjectType()
@Entity({ tableName: 'manifest_change_log' })
@Index({ properties: ['manifest', 'createdAt'] })
export class ManifestChangeLog {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Manifest, { deleteRule: 'cascade' }) manifest!: Rel<Manifest>;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) user?: Rel<User> | null;
  @Field(() => String) @Property({ type: 'string', length: 200 }) userName!: string;
  @Field(() => Date) @Property({ type: 'datetime' }) createdAt!: Date;
  @Field(() => String) @Property({ type: 'string', length: 100 }) action!: string;
  @Field(() => [FieldChange]) @Property({ type: 'json' }) changes!: FieldChange[];
}
