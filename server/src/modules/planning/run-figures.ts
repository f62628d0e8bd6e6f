/**
 * Issue 23 item 4: a proposed run's figures (miles, minutes, cost, price, margin), for the plan as solved
 * and again after the dispatcher moves stops between runs. Miles and minutes follow behaviour.md "Pricing / Price calculation" rounding over
 * the plan's travel matrix; the cost is the COSTING - SUPPLIER matrix of the run's vehicle type (the largest
 * its consignments need); a consignment's price counts on the run with its first stop of the day.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { metresToMiles, secondsToMinutes } from '../../domain/pricing.js';
import { badInput } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { VehicleType } from '../lookups/vehicle-type.entity.js';
import { calculatedCost } from '../manifests/manifest.costing.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { PlannedRun } from './day-plan.js';
import type { AcceptedRun } from './plan-accept.js';
import { checkRunLoad, LOAD_POPULATE } from './run-capacity.js';
import { travelMatrix, type TravelMatrix } from './travel-matrix.js';

/** A run whose figures are wanted: its supplier and its stops in order. */
export interface RunStops {
  supplier: Pick<Supplier, 'id' | 'name'> | null;
  stops: ConsignmentAddress[];
}

/** The manifest's vehicle type: the largest its consignments need (behaviour.md "Booking / Consignment search and export"). */
export function largestType<T extends Pick<VehicleType, 'order'>>(types: T[]): T {
  return types.reduce((a, b) => (b.order > a.order ? b : a));
}

/** Figures for runs whose stops are all in `matrix` (by `index`: stop id to matrix row). */
export async function runsWithFigures(ctx: RequestContext, runs: RunStops[], index: ReadonlyMap<number, number>, matrix: TravelMatrix): Promise<PlannedRun[]> {
  const pricedOn = new Map<number, number>();
  runs.forEach((r, v) => r.stops.forEach((s) => pricedOn.has(s.consignment.id) || pricedOn.set(s.consignment.id, v)));
  const out: PlannedRun[] = [];
  for (const [v, run] of runs.entries()) {
    const rows = run.stops.map((s) => index.get(s.id)!);
    const legs = rows.slice(1).map((to, k) => rows[k] * matrix.size + to);
    const miles = metresToMiles(legs.reduce((sum, cell) => sum + matrix.metres[cell], 0));
    const minutes = secondsToMinutes(legs.reduce((sum, cell) => sum + matrix.seconds[cell], 0));
    const type = largestType(run.stops.map((s) => s.consignment.vehicleType));
    const costPence = await calculatedCost(ctx.em, type.id, miles, minutes);
    const consignments = new Map(run.stops.map((s) => [s.consignment.id, s.consignment]));
    const pricePence = [...consignments.values()].filter((c) => pricedOn.get(c.id) === v).reduce((sum, c) => sum + c.pricePence, 0);
    out.push({
      supplierId: run.supplier?.id ?? null, supplierName: run.supplier?.name ?? null, vehicleTypeId: type.id, vehicleTypeName: type.name,
      stops: run.stops.map((s) => ({ id: s.id, version: s.version })), miles, minutes, costPence, pricePence, marginPence: pricePence - costPence,
    });
  }
  return out;
}

export const FIGURES_MESSAGES = {
  unknown: 'A stop was not found or has no map position.',
  empty: 'Each run needs at least one stop.',
  tooMany: (max: number) => `At most ${max} stops at a time.`,
};

/** Figures for runs the dispatcher edited (stops moved between runs); nothing is saved. Office only. */
export async function editedRunFigures(ctx: RequestContext, runs: AcceptedRun[]): Promise<PlannedRun[]> {
  requireOffice(ctx);
  const ids = runs.flatMap((r) => r.stops.map((s) => s.id));
  if (runs.some((r) => r.stops.length === 0)) throw badInput([{ field: 'runs', message: FIGURES_MESSAGES.empty }]);
  if (ids.length > ctx.config.planning.maxStops || runs.length > ctx.config.planning.maxRuns) throw badInput([{ field: 'runs', message: FIGURES_MESSAGES.tooMany(ctx.config.planning.maxStops) }]);
  const found = await ctx.em.find(ConsignmentAddress, { id: { $in: [...new Set(ids)] } }, { populate: ['consignment.vehicleType', 'address', ...LOAD_POPULATE] });
  const located = found.filter((s) => s.address.latitude != null && s.address.longitude != null);
  if (located.length !== new Set(ids).size) throw badInput([{ field: 'runs', message: FIGURES_MESSAGES.unknown }]);
  const matrix = await travelMatrix(ctx.config, located.map((s) => ({ latitude: s.address.latitude!, longitude: s.address.longitude! })));
  const byId = new Map(located.map((s) => [s.id, s]));
  const supplierIds = runs.flatMap((r) => (r.supplierId === null ? [] : [r.supplierId]));
  const suppliers = new Map((supplierIds.length ? await ctx.em.find(Supplier, { id: { $in: supplierIds } }, { populate: ['vehicles.vehicleType'] }) : []).map((s) => [s.id, s]));
  const edited = runs.map((r) => ({ supplier: r.supplierId === null ? null : (suppliers.get(r.supplierId) ?? null), stops: r.stops.map((s) => byId.get(s.id)!) }));
  for (const run of edited) checkRunLoad(run.supplier, run.stops);
  return runsWithFigures(ctx, edited, new Map(located.map((s, i) => [s.id, i])), matrix);
}
