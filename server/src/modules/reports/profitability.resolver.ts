import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { penceToPounds } from '../../domain/money.js';
import type { ProfitTotals } from '../../domain/reports.js';
import { profitability, simpleProfitability } from './profitability.service.js';

@ObjectType({ description: 'Price, cost, profit (pounds) and margin (% of price, null without a price)' })
class ProfitFields {
  @Field(() => Float) price!: number;
  @Field(() => Float) cost!: number;
  @Field(() => Float) profit!: number;
  @Field(() => Float, { nullable: true }) margin!: number | null;
}

@ObjectType('SimpleProfitabilityLine', { description: 'A London day of the sales summary' })
export class SimpleProfitabilityLineType extends ProfitFields {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) day!: string;
  @Field(() => Int) totalNumberConsignments!: number;
  @Field(() => Int) totalNumberManifests!: number;
}

@ObjectType('SimpleProfitabilityTotals')
export class SimpleProfitabilityTotalsType extends ProfitFields {
  @Field(() => Int) totalNumberConsignments!: number;
  @Field(() => Int) totalNumberManifests!: number;
}

@ObjectType()
export class SimpleProfitabilityReport {
  @Field(() => [SimpleProfitabilityLineType]) lines!: SimpleProfitabilityLineType[];
  @Field(() => SimpleProfitabilityTotalsType) totals!: SimpleProfitabilityTotalsType;
}

@ObjectType('ProfitabilityLine', { description: 'A consignment of the sales report' })
export class ProfitabilityLineType extends ProfitFields {
  @Field(() => Int) consignmentId!: number;
  @Field(() => Int) consignmentNumber!: number;
  @Field(() => Date) startDateTime!: Date;
  @Field(() => Int) customerId!: number;
  @Field(() => String) customerName!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => String, { nullable: true }) poNumber!: string | null;
  @Field(() => String, { nullable: true }) customerReference!: string | null;
  @Field(() => [Int]) manifestNumbers!: number[];
}

@ObjectType('ProfitabilityTotals')
export class ProfitabilityTotalsType extends ProfitFields {
  @Field(() => Int) numberOfConsignments!: number;
}

@ObjectType()
export class ProfitabilityReport {
  @Field(() => [ProfitabilityLineType]) lines!: ProfitabilityLineType[];
  @Field(() => ProfitabilityTotalsType) totals!: ProfitabilityTotalsType;
}

/** Pence to the pounds the API shows (DESIGN). */
function inPounds<T extends ProfitTotals>(t: T): Omit<T, keyof ProfitTotals> & ProfitFields {
  const { pricePence, costPence, profitPence, marginPercent, ...rest } = t;
  return { ...rest, price: penceToPounds(pricePence), cost: penceToPounds(costPence), profit: penceToPounds(profitPence), margin: marginPercent };
}

/** The sales reports over GraphQL (behaviour.md "Reports / Reports screen" Reports, office only): the same service calls as REST. */
@Resolver()
export class ProfitabilityResolver {
  @Query(() => SimpleProfitabilityReport, { description: 'Sales per London day over a date range (office)' })
  async simpleProfitability(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('customerName', () => String, { nullable: true }) customerName: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SimpleProfitabilityReport> {
    const report = await simpleProfitability(ctx, from, to, customerName);
    return { lines: report.lines.map(inPounds), totals: inPounds(report.totals) };
  }

  @Query(() => ProfitabilityReport, { description: 'Sales per consignment over a London date range (office)' })
  async profitability(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('customerName', () => String, { nullable: true }) customerName: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ProfitabilityReport> {
    const report = await profitability(ctx, from, to, customerName);
    return { lines: report.lines.map(inPounds), totals: inPounds(report.totals) };
  }
}
