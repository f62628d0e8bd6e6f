/**
 * Issue 23 item 4, plan the day (office only): the free stops scheduled on a date and the runs the
 * dispatcher offers (chosen suppliers, whose smallest vehicle decides what they may carry as when a
 * supplier is assigned, and unallocated runs of any size) become proposed manifests, each with miles,
 * minutes, cost, price and margin, and the stops no run can take with the reason. Nothing is stored:
 * acceptPlan (plan-accept.ts) creates the manifests. Work is bounded: the number of stops and runs and
 * the time budget have configured limits, and the search runs off the event loop (planner.ts).
 */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { formatDate, isIsoDate, londonDayRange } from '../../domain/dates.js';
import { dayProblem, type DayRun, type DayStop } from '../../domain/planning/day-problem.js';
import { UNASSIGNED_MESSAGES, type PlanningResult } from '../../domain/planning/problem.js';
import { smallestVehicleType } from '../../domain/supplier.js';
import { ANY_LOAD, runCapacity } from '../../domain/vehicle-capacity.js';
import { badInput, type FieldError } from '../../errors.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { stopsWithoutManifest } from '../consignments/consignment.service.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { plannerFor, type Planner } from './planner.js';
import { checkRunId, followRun } from './planning.progress.js';
import { loadStopOf } from './run-capacity.js';
import { runsWithFigures } from './run-figures.js';
import { travelMatrix, type TravelMatrix } from './travel-matrix.js';

/** What the dispatcher asks for. */
export interface PlanDayInput {
  /** The business day, YYYY-MM-DD (London). */
  date: string;
  supplierIds: number[];
  /** Runs with no supplier yet (created Unallocated), able to carry any vehicle type. */
  unallocatedRuns: number;
  budgetSeconds?: number | null;
  seed?: number | null;
  /** The caller's name for this run, to poll its progress (decision 0168); absent = not followed. */
  runId?: string | null;
}

/** A stop in a plan with the version it had, so accepting can refuse a stop changed since. */
export interface PlannedStop {
  id: number;
  version: number;
}

/** One proposed manifest. */
export interface PlannedRun {
  supplierId: number | null;
  supplierName: string | null;
  /** The largest vehicle type among its consignments (the manifest's vehicle type). */
  vehicleTypeId: number;
  vehicleTypeName: string;
  stops: PlannedStop[];
  miles: number;
  minutes: number;
  costPence: number;
  /** The prices of the consignments whose first stop of the day is on this run. */
  pricePence: number;
  marginPence: number;
}

/** A stop the plan leaves out, and why. */
export interface UnplannedStop extends PlannedStop {
  reason: string;
  message: string;
}

export interface DayPlan {
  date: string;
  runs: PlannedRun[];
  unassigned: UnplannedStop[];
  /** Travel from the offline estimate rather than the routing service. */
  isEstimate: boolean;
  ms: number;
}

/** Seconds a plan searches unless asked otherwise. */
export const DEFAULT_BUDGET_SECONDS = 2;

export const PLAN_MESSAGES = {
  date: 'The date must be YYYY-MM-DD.',
  noRuns: 'Choose at least one supplier or unallocated run.',
  tooManyRuns: (max: number) => `A plan fills at most ${max} runs.`,
  budget: (max: number) => `The time budget must be a whole number of seconds from 1 to ${max}.`,
  supplier: 'A chosen supplier was not found, is deactivated or has no vehicle.',
  nothing: (date: string) => `There are no stops without a manifest on ${date}.`,
  tooManyStops: (count: number, max: number) => `The day has ${count} stops without a manifest; a plan takes at most ${max}. Put some on manifests by hand first.`,
  unlocated: 'The stop has no map position.',
};

type Run = DayRun & { supplier: Supplier | null };

/** Proposes the day's manifests; a 400 for a bad date, budget or run choice, a day with nothing to plan, or too many stops. */
export async function planDay(ctx: RequestContext, input: PlanDayInput, planner: Planner = plannerFor(ctx.config)): Promise<DayPlan> {
  requireOffice(ctx);
  checkInput(ctx, input);
  const runs = await dayRuns(ctx, input);
  const day = londonDayRange(input.date);
  const all = await stopsWithoutManifest(ctx, day);
  if (all.length === 0) throw badInput([{ field: 'date', message: PLAN_MESSAGES.nothing(formatDate(day.start)) }]);
  if (all.length > ctx.config.planning.maxStops) throw badInput([{ field: 'date', message: PLAN_MESSAGES.tooManyStops(all.length, ctx.config.planning.maxStops) }]);
  const located = all.filter((s) => s.address.latitude != null && s.address.longitude != null);
  const matrix = await travelMatrix(ctx.config, located.map((s) => ({ latitude: s.address.latitude!, longitude: s.address.longitude! })));
  const stops = located.map((s, i) => dayStop(s, i, day.start));
  const budgetSeconds = input.budgetSeconds ?? DEFAULT_BUDGET_SECONDS;
  const progress = await followRun(ctx, input.runId, budgetSeconds);
  const result = await (located.length
    ? planner.plan(dayProblem(stops, runs, matrix), { budgetMs: budgetSeconds * 1000, seed: input.seed ?? 1 }, progress.report)
    : Promise.resolve({ routes: runs.map(() => []), unassigned: [], cost: 0, iterations: 0, ms: 0 })
  ).finally(progress.end);
  const unlocated = all.filter((s) => !located.includes(s)).map((s) => ({ ...planned(s), reason: 'NOT_LOCATED', message: PLAN_MESSAGES.unlocated }));
  return {
    date: input.date,
    runs: await plannedRuns(ctx, result, located, runs, matrix),
    unassigned: [...result.unassigned.map((u) => ({ ...planned(located[u.stop]), reason: u.reason, message: UNASSIGNED_MESSAGES[u.reason] })), ...unlocated],
    isEstimate: matrix.isEstimate,
    ms: Math.round(result.ms),
  };
}

/** The stops without a manifest scheduled on the day (London), as plan the day shows them; office only. */
export function dayStops(ctx: RequestContext, date: string): Promise<ConsignmentAddress[]> {
  if (!isIsoDate(date)) throw badInput([{ field: 'date', message: PLAN_MESSAGES.date }]);
  return stopsWithoutManifest(ctx, londonDayRange(date));
}

function checkInput(ctx: RequestContext, input: PlanDayInput): void {
  const { maxRuns, maxSeconds } = ctx.config.planning;
  const errors: FieldError[] = [];
  if (!isIsoDate(input.date)) errors.push({ field: 'date', message: PLAN_MESSAGES.date });
  const count = new Set(input.supplierIds).size + input.unallocatedRuns;
  if (!Number.isInteger(input.unallocatedRuns) || input.unallocatedRuns < 0 || count === 0) errors.push({ field: 'runs', message: PLAN_MESSAGES.noRuns });
  else if (count > maxRuns) errors.push({ field: 'runs', message: PLAN_MESSAGES.tooManyRuns(maxRuns) });
  const budget = input.budgetSeconds;
  if (budget != null && !(Number.isInteger(budget) && budget >= 1 && budget <= maxSeconds)) errors.push({ field: 'budgetSeconds', message: PLAN_MESSAGES.budget(maxSeconds) });
  if (input.runId != null) checkRunId(input.runId);
  if (errors.length) throw badInput(errors);
}

/** The chosen suppliers (behaviour.md "Manifests / Supplier assignment": each carries up to its smallest vehicle's type Order), then the unallocated runs. */
async function dayRuns(ctx: RequestContext, input: PlanDayInput): Promise<Run[]> {
  const ids = [...new Set(input.supplierIds)];
  const suppliers = ids.length ? await ctx.em.find(Supplier, { id: { $in: ids }, isDeactivated: false }, { populate: ['vehicles.vehicleType'], orderBy: { name: 'asc', id: 'asc' } }) : [];
  const runs: Run[] = suppliers.map((s) => {
    // The run is the supplier's smallest vehicle: its type's Order and its declared capacity (decision 0166).
    const smallest = smallestVehicleType(s.vehicles.getItems().map((v) => v.vehicleType));
    return { key: `s${s.id}`, typeOrder: smallest?.order ?? -1, capacity: runCapacity(smallest?.capacity), supplier: s };
  });
  if (runs.length !== ids.length || runs.some((r) => r.typeOrder < 0)) throw badInput([{ field: 'supplierIds', message: PLAN_MESSAGES.supplier }]);
  for (let i = 0; i < input.unallocatedRuns; i++) runs.push({ key: `u${i}`, typeOrder: Number.MAX_SAFE_INTEGER, capacity: ANY_LOAD, supplier: null });
  return runs;
}

const planned = (s: ConsignmentAddress): PlannedStop => ({ id: s.id, version: s.version });

function dayStop(s: ConsignmentAddress, location: number, dayStart: Date): DayStop {
  const seconds = (d: Date | null | undefined) => (d ? Math.round((d.getTime() - dayStart.getTime()) / 1000) : null);
  return {
    id: s.id,
    ...loadStopOf(s),
    location,
    from: seconds(s.scheduledStartDateAndTime),
    to: seconds(s.scheduledStartToDateAndTime),
    timed: s.timed || s.isScheduledStartDateAndTimeLocked,
    typeOrder: s.consignment.vehicleType.order,
  };
}

/** Each non-empty route as a proposed manifest with its figures. */
function plannedRuns(ctx: RequestContext, result: PlanningResult, stops: ConsignmentAddress[], runs: Run[], matrix: TravelMatrix): Promise<PlannedRun[]> {
  const index = new Map(stops.map((s, i) => [s.id, i]));
  const filled = result.routes.flatMap((route, v) => (route.length ? [{ supplier: runs[v].supplier, stops: route.map((i) => stops[i]) }] : []));
  return runsWithFigures(ctx, filled, index, matrix);
}
