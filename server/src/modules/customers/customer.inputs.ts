import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ConsignmentControlScreenColumn } from '../lookups/lookup.entity.js';

// GraphQL shapes of the customer calls; the service applies the same rules as to REST bodies. On
// update a field or list left out stays as it is; a list given replaces the stored one by id.

/** A saved customer address (behaviour.md "Customers / Saving a customer": AddressLine1, Postcode and Country required). */
@InputType()
export class CustomerAddressInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) addressLine3?: string | null;
  @Field(() => String, { nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) county?: string | null;
  @Field(() => String, { nullable: true }) postcode?: string | null;
  @Field(() => Int, { nullable: true }) countryId?: number | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
}

/** A contact (behaviour.md "Customers / Saving a customer"). */
@InputType()
export class ContactInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
}

/** A customer user (behaviour.md "Customers / Saving a customer" CustomerUsers); a new one needs a password and its confirmation. */
@InputType()
export class CustomerUserInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => String, { nullable: true }) confirmPassword?: string | null;
}

/** A control-screen column with its Order and visibility. */
@InputType()
export class ColumnSettingInput {
  @Field(() => Int, { nullable: true }) columnId?: number | null;
  @Field(() => Int, { nullable: true }) order?: number | null;
  @Field(() => Boolean, { nullable: true }) isVisible?: boolean | null;
}

/** A whole customer as typed on the customers screen (behaviour.md "Customers / Saving a customer"); money in pounds. */
@InputType()
export class CustomerInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) nameShownOnInvoice?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) costCentre?: string | null;
  @Field(() => String, { nullable: true }) sla?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Boolean, { nullable: true }) hasParent?: boolean | null;
  @Field(() => Int, { nullable: true }) parentId?: number | null;
  @Field(() => Int, { nullable: true, description: 'CustomerAccountTypes id: 1 Account, 2 Pro Forma, 3 On Stop' }) customerAccountTypeId?: number | null;
  @Field(() => Int, { nullable: true }) ledgerNumberId?: number | null;
  @Field(() => Int, { nullable: true }) vatCodeId?: number | null;
  @Field(() => Int, { nullable: true }) xeroOrganisationId?: number | null;
  @Field(() => Boolean, { nullable: true }) isPONumberRequired?: boolean | null;
  @Field(() => Boolean, { nullable: true }) preventConsignmentWithoutPONumber?: boolean | null;
  @Field(() => Boolean, { nullable: true }) preventConsignmentWithoutCostCode?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showCostCode?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autoEmailOnCreate?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autoEmailOnCollection?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autoEmailOnDelivery?: boolean | null;
  @Field(() => Boolean, { nullable: true }) useContactEmail?: boolean | null;
  @Field(() => String, { nullable: true }) bookingEmailAddress?: string | null;
  @Field(() => Float, { nullable: true }) creditLimit?: number | null;
  @Field(() => Float, { nullable: true }) outstandingBalance?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => [CustomerAddressInput], { nullable: true }) addresses?: CustomerAddressInput[] | null;
  @Field(() => [ContactInput], { nullable: true }) contacts?: ContactInput[] | null;
  @Field(() => [CustomerUserInput], { nullable: true }) customerUsers?: CustomerUserInput[] | null;
  @Field(() => [ColumnSettingInput], { nullable: true }) consignmentControlScreenColumns?: ColumnSettingInput[] | null;
  @Field(() => Int, { nullable: true, description: 'The version loaded; required on update' }) version?: number | null;
}

/** A column as a customer's users see it (behaviour.md "Control screen / Consignments tab"): the column, its Order and visibility. */
@ObjectType()
export class ColumnSetting {
  @Field(() => ConsignmentControlScreenColumn) column!: ConsignmentControlScreenColumn;
  @Field(() => Int) order!: number;
  @Field(() => Boolean) isVisible!: boolean;
}

/** A customer user as the customers screen shows it; no password data. */
@ObjectType()
export class CustomerUser {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
}

/** A credit report line (behaviour.md "Customers / Credit report"); pounds. */
@ObjectType()
export class CreditLine {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Float, { nullable: true }) creditLimit!: number | null;
  @Field(() => Float) outstandingBalance!: number;
  @Field(() => Float, { description: 'Outstanding balance minus credit limit' }) overLimit!: number;
  @Field(() => Boolean, { description: 'True when the over-limit is positive' }) isOverLimit!: boolean;
  @Field(() => String, { description: 'The CustomerAccountTypes name' }) accountType!: string;
  @Field(() => Boolean) isOnStop!: boolean;
  @Field(() => Boolean) isDeactivated!: boolean;
}
