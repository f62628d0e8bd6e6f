/** Issue 23 item 5: route planning over GraphQL (office only, as manifests); thin: parse, call, return. */
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { acceptPlan } from './plan-accept.js';
import { editedRunFigures } from './run-figures.js';
import { dayStops, planDay, type DayPlan, type PlannedRun } from './day-plan.js';
import { AcceptedRunInput, DayPlanType, PlanDayInputGql, PlannedRunType, RunProgressType } from './planning.graphql.js';
import { runProgress, type RunProgress } from './planning.progress.js';
import { proposeManifestOrder, type ManifestOrderProposal, type OrderFigures } from './manifest-order.js';

@ObjectType({ description: "A stop order's totals (miles and minutes rounded as a save stores them)" })
export class StopOrderFigures implements OrderFigures {
  @Field(() => Int) miles!: number;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: 'Calculated cost in pence (COSTING - SUPPLIER matrix)' }) costPence!: number;
  @Field(() => Int, { description: "Minutes after the stops' scheduled times, summed" }) lateMinutes!: number;
}

@ObjectType('ManifestOrderProposal', { description: "Optimise order: a proposed stop order for a manifest; accept it with updateManifest and this version" })
export class ManifestOrderProposalType implements ManifestOrderProposal {
  @Field(() => Int) manifestId!: number;
  @Field(() => Int) version!: number;
  @Field(() => [Int], { description: 'The consignment address ids in the proposed order' }) stopIds!: number[];
  @Field(() => Boolean, { description: 'False when the stored order is already the shortest' }) changed!: boolean;
  @Field(() => StopOrderFigures) before!: StopOrderFigures;
  @Field(() => StopOrderFigures) after!: StopOrderFigures;
}

@Resolver()
export class PlanningResolver {
  @Query(() => ManifestOrderProposalType, { description: 'The shortest order of a manifest\'s stops keeping collections before deliveries and locked and completed stops in place; nothing is saved' })
  optimiseManifestOrder(@Arg('manifestId', () => Int) manifestId: number, @Ctx() ctx: RequestContext): Promise<ManifestOrderProposal> {
    return proposeManifestOrder(ctx, manifestId);
  }

  @Query(() => [ConsignmentAddress], { description: 'The stops without a manifest scheduled on a day (YYYY-MM-DD, London), for plan the day' })
  planningStops(@Arg('date', () => String) date: string, @Ctx() ctx: RequestContext): Promise<ConsignmentAddress[]> {
    return dayStops(ctx, date);
  }

  @Mutation(() => DayPlanType, { description: "Proposes the day's manifests from its free stops and the chosen runs; nothing is saved" })
  planDay(@Arg('input', () => PlanDayInputGql) input: PlanDayInputGql, @Ctx() ctx: RequestContext): Promise<DayPlan> {
    return planDay(ctx, input);
  }

  @Query(() => RunProgressType, { description: "How far the caller's planning run named runId is (poll while planDay waits)" })
  planningProgress(@Arg('runId', () => String) runId: string, @Ctx() ctx: RequestContext): Promise<RunProgress> {
    return runProgress(ctx, runId);
  }

  @Mutation(() => [Int], { description: "Creates the accepted runs' manifests in one transaction; CONFLICT when a stop changed since the plan" })
  async acceptPlan(@Arg('runs', () => [AcceptedRunInput]) runs: AcceptedRunInput[], @Ctx() ctx: RequestContext): Promise<number[]> {
    return (await acceptPlan(ctx, runs)).map((v) => v.manifest.id);
  }

  @Query(() => [PlannedRunType], { description: 'The figures of proposed runs after stops were moved between them; nothing is saved' })
  planRunFigures(@Arg('runs', () => [AcceptedRunInput]) runs: AcceptedRunInput[], @Ctx() ctx: RequestContext): Promise<PlannedRun[]> {
    return editedRunFigures(ctx, runs);
  }
}
