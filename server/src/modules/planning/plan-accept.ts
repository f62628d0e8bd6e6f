/**
 * Issue 23 item 4: accepting some or all runs of a day's plan creates their manifests in one transaction
 * (all or none), each with its supplier (Allocated) or none (Unallocated), and publishes manifestChanged
 * for each. A stop that changed since the plan was made (its version moved, it was put on a manifest or
 * taken off the day) refuses the whole accept with a message saying to plan again.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { mayCarry, smallestVehicleType } from '../../domain/supplier.js';
import { badInput, DomainError, type FieldError } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { ManifestView } from '../manifests/manifest.load.js';
import { createManifestsTogether, type NewManifest } from '../manifests/manifest.save.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { PlannedStop } from './day-plan.js';
import { checkRunLoad, LOAD_POPULATE } from './run-capacity.js';
import { largestType } from './run-figures.js';

/** One accepted run: its stops in order with the versions the plan showed, and its supplier (null: Unallocated). */
export interface AcceptedRun {
  supplierId: number | null;
  stops: PlannedStop[];
}

export const ACCEPT_MESSAGES = {
  noRuns: 'Choose at least one run to accept.',
  twice: 'A stop is in more than one run.',
  unknown: 'A stop of the plan was not found.',
  changed: (ids: number[]) => `Stops ${ids.join(', ')} changed since the plan was made. Plan the day again.`,
  supplierTwice: 'A supplier is given more than one run.',
};

/** Creates the accepted runs' manifests; a 400 for a malformed accept, a CONFLICT (608) when a stop changed since the plan. */
export async function acceptPlan(ctx: RequestContext, runs: AcceptedRun[]): Promise<ManifestView[]> {
  requireOffice(ctx);
  checkRuns(runs);
  const all = runs.flatMap((r) => r.stops);
  const inputs: NewManifest[] = runs.map((r) => ({ supplierId: r.supplierId, stopIds: r.stops.map((s) => s.id), vehicleTypeId: 0 }));
  return createManifestsTogether(ctx, inputs, async (em) => {
    const stops = await lockedStops(em, all);
    const byId = new Map(stops.map((s) => [s.id, s]));
    for (const [i, run] of runs.entries()) {
      const runStops = run.stops.map((s) => byId.get(s.id)!);
      const type = largestType(runStops.map((s) => s.consignment.vehicleType));
      inputs[i].vehicleTypeId = type.id;
      if (run.supplierId !== null) checkRunLoad(await checkSupplier(em, run.supplierId, type.order), runStops);
    }
  });
}

function checkRuns(runs: AcceptedRun[]): void {
  const errors: FieldError[] = [];
  const ids = runs.flatMap((r) => r.stops.map((s) => s.id));
  const suppliers = runs.flatMap((r) => (r.supplierId === null ? [] : [r.supplierId]));
  if (runs.length === 0) errors.push({ field: 'runs', message: ACCEPT_MESSAGES.noRuns });
  if (new Set(ids).size !== ids.length) errors.push({ field: 'runs', message: ACCEPT_MESSAGES.twice });
  if (new Set(suppliers).size !== suppliers.length) errors.push({ field: 'runs', message: ACCEPT_MESSAGES.supplierTwice });
  if (runs.some((r) => r.stops.length < 2)) errors.push({ field: 'runs', message: MANIFEST_MESSAGES.atLeastTwoStops });
  if (errors.length) throw badInput(errors);
}

/** Locks the plan's stops and refuses any that changed since (version, manifest, completion). */
async function lockedStops(em: EntityManager, planned: PlannedStop[]): Promise<ConsignmentAddress[]> {
  const stops = await em.find(ConsignmentAddress, { id: { $in: planned.map((s) => s.id) } }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['consignment.vehicleType', ...LOAD_POPULATE], refresh: true });
  if (stops.length !== planned.length) throw badInput([{ field: 'runs', message: ACCEPT_MESSAGES.unknown }]);
  const byId = new Map(stops.map((s) => [s.id, s]));
  const changed = planned.filter((p) => {
    const s = byId.get(p.id)!;
    return s.version !== p.version || s.manifestId != null || s.isCompleted;
  });
  if (changed.length) throw new DomainError('CONFLICT', ACCEPT_MESSAGES.changed(changed.map((s) => s.id)));
  return stops;
}

/** behaviour.md "Manifests / Supplier assignment": the supplier's smallest vehicle must be at least the run's vehicle type; the supplier, its vehicles' types loaded. */
async function checkSupplier(em: EntityManager, supplierId: number, typeOrder: number): Promise<Supplier> {
  const supplier = await em.findOne(Supplier, { id: supplierId, isDeactivated: false }, { populate: ['vehicles.vehicleType'] });
  if (!supplier) throw badInput([{ field: 'supplierId', message: 'The supplier was not found.' }]);
  if (!mayCarry(smallestVehicleType(supplier.vehicles.getItems().map((v) => v.vehicleType))?.order, typeOrder)) throw badInput([{ field: 'supplierId', message: MANIFEST_MESSAGES.supplierTooSmall }]);
  return supplier;
}
