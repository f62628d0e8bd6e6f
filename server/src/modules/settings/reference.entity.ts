import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

// Reference data that comes from outside (ISO currencies, the accounting package's chart of accounts
// and organisations). Office users read it; nothing here is edited through the API (behaviour.md "Settings / Settings screen":
// currency saving is not implemented; behaviour.md "Settings / Back-office users": AccountCodes and XeroOrganisations are GET only).

/** A currency manifests are costed in (behaviour.md "Settings / Back-office users" Manifest.Currency). */
@ObjectType()
@Entity({ tableName: 'currency' })
export class Currency {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  /** ISO 4217 code, e.g. GBP. */
  @Field(() => String) @Property({ type: 'string', length: 3, unique: true }) code!: string;
  @Field(() => String) @Property({ type: 'string', length: 100 }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 5 }) symbol!: string;
}

/** An account in the accounting package's chart of accounts, used by supplier deductions (behaviour.md "Settings / Vehicle types and area rules order"). */
@ObjectType()
@Entity({ tableName: 'account_code' })
export class AccountCode {
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 20, unique: true }) code!: string;
  @Field(() => String) @Property({ type: 'string', length: 150 }) name!: string;
}

/** An accounting-package organisation invoices are raised in; one is the default (behaviour.md "Settings / Vehicle types and area rules order"; "Customers / Saving a customer"). */
@ObjectType()
@Entity({ tableName: 'xero_organisation' })
// At most one default organisation (behaviour.md "Customers / Saving a customer": totals count the default organisation's customers).
@Unique({ name: 'xero_organisation_one_default', expression: 'create unique index "xero_organisation_one_default" on "xero_organisation" ("is_default") where "is_default"' })
export class XeroOrganisation {
  [OptionalProps]?: 'isDefault';

  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String) @Property({ type: 'string', length: 150, unique: true }) name!: string;
  /** The accounting package's tenant id, when the organisation is connected. */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 64, nullable: true }) tenantId?: string | null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) isDefault: boolean = false;
}
