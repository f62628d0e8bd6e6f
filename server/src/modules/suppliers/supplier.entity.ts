import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Country } from '../lookups/lookup.entity.js';
import { SupplierBillingType, SupplierType } from '../settings/setting.entity.js';
import { User } from '../users/user.entity.js';
import { Deduction, SupplierLicence, SupplierPhoto } from './supplier-parts.entity.js';
import { Vehicle } from './vehicle.entity.js';

/**
 * A supplier: a driver or subcontractor that carries manifests (behaviour.md "Suppliers / Supplier photos"). Its licences, vehicles,
 * deductions, photos and app users are saved with it in one transaction; the version guards them all.
 */
@ObjectType()
@Entity({ tableName: 'supplier' })
@Index({ properties: ['name'] })
export class Supplier {
  [OptionalProps]?: 'isDeactivated' | 'isTrackingDisabled' | 'splitXeroInvoices' | 'version' | 'isSelfBilling' | 'isEmployed' | 'smallestVehicle';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 200 }) name!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 320, nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 320, nullable: true }) secondaryEmail?: string | null;

  /** Self billing, employed or subcontractor (behaviour.md "Settings / Vehicle types and area rules order"; "Customers / Credit report"). */
  @Field(() => SupplierType, { nullable: true }) @ManyToOne(() => SupplierType, { nullable: true, deleteRule: 'set null' }) supplierType?: SupplierType | null;
  @Field(() => SupplierBillingType, { nullable: true }) @ManyToOne(() => SupplierBillingType, { nullable: true, deleteRule: 'set null' }) supplierBillingType?: SupplierBillingType | null;
  /** behaviour.md "Manifests / Supplier assignment": invoice totals count only manifests of the default Xero organisation's customers. */
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', default: false }) splitXeroInvoices: boolean = false;

  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 150, nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 150, nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 150, nullable: true }) addressLine3?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 100, nullable: true }) county?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 12, nullable: true }) postcode?: string | null;
  @Field(() => Country, { nullable: true }) @ManyToOne(() => Country, { nullable: true, deleteRule: 'set null' }) country?: Country | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 30, nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 30, nullable: true }) mobileNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) notes?: string | null;

  // Account info (behaviour.md "Suppliers / Suppliers screen": the detail view's account info): what self-bill invoices and payments need.
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 20, nullable: true }) vatNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 20, nullable: true }) companyNumber?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 150, nullable: true }) bankAccountName?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 8, nullable: true }) bankSortCode?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 12, nullable: true }) bankAccountNumber?: string | null;

  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  /** The office may switch tracking off for a supplier (behaviour.md "Suppliers / Suppliers screen": supplier search flag). */
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', default: false }) isTrackingDisabled: boolean = false;

  @Field(() => [SupplierLicence]) @OneToMany(() => SupplierLicence, (l) => l.supplier, { orderBy: { id: 'asc' } }) licences = new Collection<SupplierLicence>(this);
  @Field(() => [Vehicle]) @OneToMany(() => Vehicle, (v) => v.supplier, { orderBy: { id: 'asc' } }) vehicles = new Collection<Vehicle>(this);
  @Field(() => [Deduction]) @OneToMany(() => Deduction, (d) => d.supplier, { orderBy: { id: 'asc' } }) deductions = new Collection<Deduction>(this);
  @Field(() => [SupplierPhoto]) @OneToMany(() => SupplierPhoto, (p) => p.supplier, { orderBy: { id: 'asc' } }) photos = new Collection<SupplierPhoto>(this);
  /** The supplier app (driver) users: User rows with role SUPPLIER (behaviour.md "Suppliers / Supplier photos" SupplierUsers). */
  @OneToMany(() => User, (u) => u.supplier, { orderBy: { id: 'asc' } }) users = new Collection<User>(this);

  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', version: true }) version!: number;

  /** behaviour.md "Suppliers / Saving a supplier": the type is expressed by IsSelfBilling and IsEmployed. */
  @Field(() => Boolean, { nullable: true })
  get isSelfBilling(): boolean {
    return this.supplierType?.isSelfBilling ?? false;
  }

  @Field(() => Boolean, { nullable: true })
  get isEmployed(): boolean {
    return this.supplierType?.isEmployed ?? false;
  }
}
