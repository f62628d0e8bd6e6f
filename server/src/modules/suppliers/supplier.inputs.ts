import { Field, Float, InputType, Int } from 'type-graphql';

// GraphQL inputs of the supplier mutations; the service applies the same rules as to REST bodies.
// On update a field or list left out stays as it is; a list given replaces the stored one by id.

/** A licence as typed (behaviour.md "Settings / Vehicle types and area rules order"). */
@InputType()
export class SupplierLicenceInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) licenceCategoryId?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) validFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) validTo?: string | null;
}

/** A vehicle as typed (behaviour.md "Settings / Vehicle types and area rules order"); dimensions in metres. */
@InputType()
export class VehicleInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true }) vehicleTypeId?: number | null;
  @Field(() => String, { nullable: true }) make?: string | null;
  @Field(() => String, { nullable: true }) model?: string | null;
  @Field(() => String, { nullable: true }) registration?: string | null;
  @Field(() => Float, { nullable: true }) length?: number | null;
  @Field(() => Float, { nullable: true }) width?: number | null;
  @Field(() => Float, { nullable: true }) height?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) insuranceExpiry?: string | null;
  @Field(() => Boolean, { nullable: true }) isDefaultVehicle?: boolean | null;
}

/** A deduction as typed; value in pounds. */
@InputType()
export class DeductionInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Float, { nullable: true }) value?: number | null;
  @Field(() => Int, { nullable: true }) accountCodeId?: number | null;
  @Field(() => Int, { nullable: true }) vatCodeId?: number | null;
}

/** A photo: a description and the id POST /api/Photos returned. */
@InputType()
export class SupplierPhotoInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => Int, { nullable: true, description: 'Only for addSupplierPhoto' }) supplierId?: number | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) photoId?: number | null;
}

/** A supplier app (driver) user; blank rows (no e-mail, no username) are ignored. */
@InputType()
export class SupplierUserInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) newPassword?: string | null;
  @Field(() => String, { nullable: true }) confirmPassword?: string | null;
}

/** A whole supplier as typed on the suppliers screen (behaviour.md "Suppliers / Saving a supplier"). */
@InputType()
export class SupplierInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) secondaryEmail?: string | null;
  @Field(() => Int, { nullable: true }) supplierTypeId?: number | null;
  @Field(() => Int, { nullable: true }) supplierBillingTypeId?: number | null;
  @Field(() => Boolean, { nullable: true }) splitXeroInvoices?: boolean | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) addressLine3?: string | null;
  @Field(() => String, { nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) county?: string | null;
  @Field(() => String, { nullable: true }) postcode?: string | null;
  @Field(() => Int, { nullable: true }) countryId?: number | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) mobileNumber?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true }) vatNumber?: string | null;
  @Field(() => String, { nullable: true }) companyNumber?: string | null;
  @Field(() => String, { nullable: true }) bankAccountName?: string | null;
  @Field(() => String, { nullable: true }) bankSortCode?: string | null;
  @Field(() => String, { nullable: true }) bankAccountNumber?: string | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isTrackingDisabled?: boolean | null;
  @Field(() => [SupplierLicenceInput], { nullable: true }) licences?: SupplierLicenceInput[] | null;
  @Field(() => [VehicleInput], { nullable: true }) vehicles?: VehicleInput[] | null;
  @Field(() => [DeductionInput], { nullable: true }) deductions?: DeductionInput[] | null;
  @Field(() => [SupplierPhotoInput], { nullable: true }) photos?: SupplierPhotoInput[] | null;
  @Field(() => [SupplierUserInput], { nullable: true }) supplierUsers?: SupplierUserInput[] | null;
  @Field(() => Int, { nullable: true, description: 'The version loaded; required on update' }) version?: number | null;
}
