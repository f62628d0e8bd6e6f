/** Issue 23 item 5: the GraphQL shapes of plan the day (office only); the same fields as the REST answer. */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { AcceptedRun } from './plan-accept.js';
import type { DayPlan, PlanDayInput, PlannedRun, PlannedStop, UnplannedStop } from './day-plan.js';
import type { RunProgress } from './planning.progress.js';

@ObjectType('PlannedStop', { description: 'A stop in a plan with the version it had; accepting refuses it when the version moved' })
export class PlannedStopType implements PlannedStop {
  @Field(() => Int) id!: number;
  @Field(() => Int) version!: number;
}

@ObjectType('UnplannedStop', { description: 'A stop the plan leaves out, with the reason a dispatcher reads' })
export class UnplannedStopType extends PlannedStopType implements UnplannedStop {
  @Field(() => String) reason!: string;
  @Field(() => String) message!: string;
}

@ObjectType('PlannedRun', { description: 'A proposed manifest: its supplier (null: Unallocated), vehicle type, stops in order and figures' })
export class PlannedRunType implements PlannedRun {
  @Field(() => Int, { nullable: true }) supplierId!: number | null;
  @Field(() => String, { nullable: true }) supplierName!: string | null;
  @Field(() => Int) vehicleTypeId!: number;
  @Field(() => String) vehicleTypeName!: string;
  @Field(() => [PlannedStopType]) stops!: PlannedStopType[];
  @Field(() => Int) miles!: number;
  @Field(() => Int) minutes!: number;
  @Field(() => Int, { description: 'Pence (COSTING - SUPPLIER matrix)' }) costPence!: number;
  @Field(() => Int, { description: "Pence: the prices of the consignments whose first stop of the day is on this run" }) pricePence!: number;
  @Field(() => Int, { description: 'Pence: price less cost' }) marginPence!: number;
}

@ObjectType('DayPlan', { description: "A day's proposed manifests; nothing is saved until acceptPlan" })
export class DayPlanType implements DayPlan {
  @Field(() => String) date!: string;
  @Field(() => [PlannedRunType]) runs!: PlannedRunType[];
  @Field(() => [UnplannedStopType]) unassigned!: UnplannedStopType[];
  @Field(() => Boolean, { description: 'Travel from the offline estimate' }) isEstimate!: boolean;
  @Field(() => Int, { description: 'Milliseconds the search took' }) ms!: number;
}

@InputType('PlanDayInput', { description: 'What to plan: the day (YYYY-MM-DD) and the runs to fill' })
export class PlanDayInputGql implements PlanDayInput {
  @Field(() => String) date!: string;
  @Field(() => [Int]) supplierIds!: number[];
  @Field(() => Int, { description: 'Runs with no supplier yet, created Unallocated' }) unallocatedRuns!: number;
  @Field(() => Int, { nullable: true, description: 'Seconds of search, 1 to the configured maximum (default 2)' }) budgetSeconds?: number | null;
  @Field(() => Int, { nullable: true }) seed?: number | null;
  @Field(() => String, { nullable: true, description: 'A name for this run (1 to 64 letters, digits or dashes), to poll planningProgress with' }) runId?: string | null;
}

@ObjectType('RunProgress', { description: "How far the caller's planning run is; UNKNOWN when not started on this server or forgotten" })
export class RunProgressType implements RunProgress {
  @Field(() => String) runId!: string;
  @Field(() => String, { description: 'UNKNOWN, RUNNING or DONE' }) state!: RunProgress['state'];
  @Field(() => Int, { description: 'Whole per cent of the time budget used' }) percent!: number;
  @Field(() => Int) iterations!: number;
  @Field(() => Int) budgetSeconds!: number;
}

@InputType()
export class PlannedStopInput implements PlannedStop {
  @Field(() => Int) id!: number;
  @Field(() => Int) version!: number;
}

@InputType({ description: 'An accepted run: its stops in order with their planned versions, and its supplier (null: Unallocated)' })
export class AcceptedRunInput implements AcceptedRun {
  @Field(() => Int, { nullable: true }) supplierId!: number | null;
  @Field(() => [PlannedStopInput]) stops!: PlannedStopInput[];
}
