import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { StoredFile } from '../files/stored-file.entity.js';
import { AccountCode } from '../settings/reference.entity.js';
import { LicenceCategory, VatCode } from '../settings/setting.entity.js';
import { Supplier } from './supplier.entity.js';

// The parts of a supplier edited with it on the suppliers screen (behaviour.md "Suppliers / Supplier photos"): licences, deductions
// and photos. They have no version of their own: the supplier's version guards the whole record.

/** A driving licence a supplier holds (behaviour.md "Suppliers / Supplier photos" SupplierLicences: licence type, ValidFrom, ValidTo). */
@ObjectType()
@Entity({ tableName: 'supplier_licence' })
@Index({ properties: ['supplier'] })
export class SupplierLicence {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Supplier, { deleteRule: 'cascade' }) supplier!: Rel<Supplier>;
  @Field(() => LicenceCategory) @ManyToOne(() => LicenceCategory) licenceCategory!: LicenceCategory;
  @Field(() => String) @Property({ type: 'date' }) validFrom!: string;
  @Field(() => String) @Property({ type: 'date' }) validTo!: string;
}

/** A regular deduction from a supplier's self-bill invoices, e.g. van hire (behaviour.md "Suppliers / Saving a supplier" Deductions). */
@ObjectType()
@Entity({ tableName: 'supplier_deduction' })
@Index({ properties: ['supplier'] })
export class Deduction {
  [OptionalProps]?: 'value';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Supplier, { deleteRule: 'cascade' }) supplier!: Rel<Supplier>;
  @Field(() => String) @Property({ type: 'string', length: 150 }) name!: string;
  /** Integer pence (DESIGN: money); the APIs show pounds as `value`. */
  @Property({ type: 'integer' }) valuePence!: number;
  @Field(() => AccountCode) @ManyToOne(() => AccountCode) accountCode!: AccountCode;
  @Field(() => VatCode) @ManyToOne(() => VatCode) vatCode!: VatCode;

  /** Pounds with 2 decimals (DESIGN: APIs show pounds). */
  @Field(() => Float, { name: 'value' })
  get value(): number {
    return this.valuePence / 100;
  }
}

/** A described photo of a supplier (e.g. a vehicle or insurance document; behaviour.md "Suppliers / Supplier photos" SupplierPhotos). */
@ObjectType()
@Entity({ tableName: 'supplier_photo' })
@Index({ properties: ['supplier'] })
export class SupplierPhoto {
  [OptionalProps]?: 'photoId' | 'supplierId';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Supplier, { deleteRule: 'cascade' }) supplier!: Rel<Supplier>;
  @Field(() => String) @Property({ type: 'string', length: 300 }) description!: string;
  @ManyToOne(() => StoredFile, { deleteRule: 'restrict' }) photo!: Rel<StoredFile>;

  /** The uploaded file's id: GET /api/Photos/{photoId} serves it. */
  @Field(() => Int)
  get photoId(): number {
    return this.photo.id;
  }

  @Field(() => Int)
  get supplierId(): number {
    return this.supplier.id;
  }
}
