import { Field, Float, InputType, Int } from 'type-graphql';
import { SupplierTypeValue } from './setting.entity.js';

// GraphQL inputs of the settings mutations. Fields left out mean "leave as it is" on an update; the
// services apply the same rules to these as to the REST bodies.

/** A VAT code as typed (Rate is a percentage). */
@InputType()
export class VatCodeInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) code?: string | null;
  @Field(() => Float, { nullable: true }) rate?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'The version loaded; required on update' }) version?: number | null;
}

/** A supplier type as typed. */
@InputType()
export class SupplierTypeInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => SupplierTypeValue, { nullable: true }) value?: SupplierTypeValue | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A supplier billing type as typed; brandingThemeId null clears the theme. */
@InputType()
export class SupplierBillingTypeInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) brandingThemeId?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A licence category or ledger number as typed. */
@InputType()
export class DescribedSettingInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A vehicle type as typed on the settings screen. */
@InputType()
export class VehicleTypeInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) iconCode?: string | null;
  /** Load units; null clears it (no limit), absent leaves it. */
  @Field(() => Int, { nullable: true }) capacity?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A whitelisted address: the value, or its four parts. */
@InputType()
export class WhitelistedIpInput {
  @Field(() => String, { nullable: true }) value?: string | null;
  @Field(() => [Int], { nullable: true }) parts?: number[] | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A back-office user as typed; password and confirmation only when creating. */
@InputType()
export class AtlasUserInput {
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => String, { nullable: true }) confirmPassword?: string | null;
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isAccounts?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isManager?: boolean | null;
  @Field(() => [Int], { nullable: true }) atlasUserRoleIds?: number[] | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
  @Field(() => String, { nullable: true, description: 'A non-admin changing their own e-mail re-authenticates with it' }) currentPassword?: string | null;
}

/** A new password typed twice. */
@InputType()
export class AtlasUserPasswordInput {
  @Field(() => String) newPassword!: string;
  @Field(() => String, { nullable: true }) confirmPassword?: string;
  @Field(() => String, { nullable: true, description: "Required to change one's own password" }) currentPassword?: string | null;
}
