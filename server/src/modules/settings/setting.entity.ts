import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

// The editable settings lists of behaviour.md "Suppliers / Suppliers screen" "Settings screen" and behaviour.md "Settings / Back-office users" "Other settings entities". Office
// users keep them; none is deleted (the spec notes DELETE only for whitelisted IPs and matrices), a
// record is deactivated instead so suppliers and customers that use it keep their history.

/** A VAT rate the accounts export names by its accounting-package code (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
@ObjectType()
@Entity({ tableName: 'vat_code' })
export class VatCode {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'rate';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  /** The tax type the accounting package knows, e.g. OUTPUT2 (Xero); used by the invoice export. */
  @Field(() => String) @Property({ type: 'string', length: 50 }) code!: string;
  /** Hundredths of a percent, so 20% is 2000 and the arithmetic stays in integers (DESIGN: money). */
  @Property({ type: 'integer' }) rateBasisPoints!: number;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;

  /** The rate as a percentage with 2 decimals, e.g. 20. */
  @Field(() => Float)
  get rate(): number {
    return this.rateBasisPoints / 100;
  }
}

/** The three supplier types of behaviour.md "Settings / Settings screen", which drive self-billing and employment rules. */
export enum SupplierTypeValue {
  IS_SELF_BILLING = 'IS_SELF_BILLING',
  IS_EMPLOYED = 'IS_EMPLOYED',
  SUBCONTRACTOR = 'SUBCONTRACTOR',
}
registerEnumType(SupplierTypeValue, { name: 'SupplierTypeValue', description: 'Self billing, employed or subcontractor' });

/** A named supplier type; its value says whether the supplier self-bills or is employed (behaviour.md "Settings / Vehicle types and area rules order"). */
@ObjectType()
@Entity({ tableName: 'supplier_type' })
export class SupplierType {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'isSelfBilling' | 'isEmployed';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Field(() => SupplierTypeValue) @Enum({ items: () => SupplierTypeValue, nativeEnumName: 'supplier_type_value' }) value!: SupplierTypeValue;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;

  /** behaviour.md "Settings / Vehicle types and area rules order": the type is expressed by IsSelfBilling and IsEmployed. */
  @Field(() => Boolean)
  get isSelfBilling(): boolean {
    return this.value === SupplierTypeValue.IS_SELF_BILLING;
  }

  @Field(() => Boolean)
  get isEmployed(): boolean {
    return this.value === SupplierTypeValue.IS_EMPLOYED;
  }
}

/** An invoice template of the accounting package (Xero branding theme), read from it, not edited here. */
@ObjectType()
@Entity({ tableName: 'branding_theme' })
export class BrandingTheme {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  /** The accounting package's own id for the theme, when it is linked. */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 64, nullable: true }) externalId?: string | null;
}

/** How a supplier is billed, with the branding theme its self-bill invoices use (behaviour.md "Settings / Vehicle types and area rules order"). */
@ObjectType()
@Entity({ tableName: 'supplier_billing_type' })
export class SupplierBillingType {
  [OptionalProps]?: 'isDeactivated' | 'version' | 'brandingThemeId';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Field(() => BrandingTheme, { nullable: true }) @ManyToOne(() => BrandingTheme, { nullable: true, deleteRule: 'set null' }) brandingTheme?: BrandingTheme | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;

  @Field(() => Int, { nullable: true })
  get brandingThemeId(): number | null {
    return this.brandingTheme?.id ?? null;
  }
}

/** A driving-licence category a supplier's licence is for, e.g. C1 (behaviour.md "Settings / Vehicle types and area rules order" SupplierLicences). */
@ObjectType()
@Entity({ tableName: 'licence_category' })
export class LicenceCategory {
  [OptionalProps]?: 'isDeactivated' | 'version';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 300, nullable: true }) description?: string | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;
}

/** A sales ledger a customer account posts to; Name is the ledger number itself (behaviour.md "Customers / Saving a customer" account info). */
@ObjectType()
@Entity({ tableName: 'ledger_number' })
export class LedgerNumber {
  [OptionalProps]?: 'isDeactivated' | 'version';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 50, unique: true }) name!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 300, nullable: true }) description?: string | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDeactivated: boolean = false;
  @Field(() => Int) @Property({ type: 'integer', version: true }) version!: number;
}
