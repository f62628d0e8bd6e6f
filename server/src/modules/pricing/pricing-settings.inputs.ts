import { Field, Float, InputType, Int } from 'type-graphql';

// GraphQL inputs of the pricing settings mutations; the services apply the same rules as to REST.

/** An additional charge (behaviour.md "Settings / Additional charges, area rules and price matrices": ChargeFor, Cost, Price in pounds). */
@InputType()
export class AdditionalChargeInput {
  @Field(() => String, { nullable: true }) chargeFor?: string | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
  @Field(() => Float, { nullable: true }) cost?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'The version loaded; required on update' }) version?: number | null;
}

/** An area additional charge rule; postcodes newline-separated UK prefixes. */
@InputType()
export class AreaRuleInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) postcodes?: string | null;
  @Field(() => String, { nullable: true }) postcodeExclusions?: string | null;
  @Field(() => [Int], { nullable: true }) vehicleTypeIds?: number[] | null;
  @Field(() => Float, { nullable: true }) pricePercentage?: number | null;
  @Field(() => Float, { nullable: true }) maxPrice?: number | null;
  @Field(() => Float, { nullable: true }) costPercentage?: number | null;
  @Field(() => Float, { nullable: true }) maxCost?: number | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}

/** A band of a matrix (From, To (null: open-ended), Interval, PriceBreak in pounds). */
@InputType()
export class PriceMatrixRowInput {
  @Field(() => Float, { nullable: true }) from?: number | null;
  @Field(() => Float, { nullable: true }) to?: number | null;
  @Field(() => Float, { nullable: true }) interval?: number | null;
  @Field(() => Float, { nullable: true }) priceBreak?: number | null;
}

/** A price matrix: PRICING (default or a customer's) or 'COSTING - SUPPLIER'. */
@InputType()
export class PriceMatrixInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) customerId?: number | null;
  @Field(() => Int, { nullable: true }) vehicleTypeId?: number | null;
  @Field(() => String, { nullable: true, description: "PRICING or 'COSTING - SUPPLIER'" }) matrixType?: string | null;
  @Field(() => String, { nullable: true, description: 'DISTANCE or TIME' }) priceIncrement?: string | null;
  @Field(() => Float, { nullable: true }) minimumPrice?: number | null;
  @Field(() => [PriceMatrixRowInput], { nullable: true }) rows?: PriceMatrixRowInput[] | null;
  @Field(() => Boolean, { nullable: true }) isDeactivated?: boolean | null;
  @Field(() => Int, { nullable: true }) version?: number | null;
}
