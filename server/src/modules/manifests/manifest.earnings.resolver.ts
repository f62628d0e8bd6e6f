import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { penceToPounds } from '../../domain/money.js';
import { searchCarriers, supplierEarnings } from './manifest.earnings.js';

@ObjectType('SupplierEarnings')
export class SupplierEarningsType {
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => Int) numberOfManifests!: number;
  @Field(() => Float) costTotal!: number;
  @Field(() => Float) deductions!: number;
  @Field(() => Float) net!: number;
}

@ObjectType('CarrierLocation')
export class CarrierLocationType {
  @Field(() => Int) supplierId!: number;
  @Field(() => String) supplierName!: string;
  @Field(() => Int) manifestId!: number;
  @Field(() => Int) manifestNumber!: number;
  @Field(() => Float, { nullable: true }) latitude!: number | null;
  @Field(() => Float, { nullable: true }) longitude!: number | null;
  @Field(() => Date, { nullable: true }) recordedAt!: Date | null;
}

/** Supplier earnings and the carrier search over GraphQL: the same service calls as REST. */
@Resolver()
export class EarningsResolver {
  @Query(() => [SupplierEarningsType], { description: 'What each supplier earned over a London date range (office)' })
  async supplierEarnings(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: RequestContext): Promise<SupplierEarningsType[]> {
    return (await supplierEarnings(ctx, from, to)).map((e) => ({
      ...e, costTotal: penceToPounds(e.costTotalPence), deductions: penceToPounds(e.deductionsPence), net: penceToPounds(e.netPence),
    }));
  }

  @Query(() => [CarrierLocationType], { description: 'Who carries a consignment or manifest, with its last location' })
  supplierLocationSearch(
    @Arg('consignmentNumberCustomerReferenceOrPONumber', () => String, { nullable: true }) text: string | null,
    @Arg('manifestNumber', () => Int, { nullable: true }) manifestNumber: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CarrierLocationType[]> {
    return searchCarriers(ctx, { text, manifestNumber });
  }
}
