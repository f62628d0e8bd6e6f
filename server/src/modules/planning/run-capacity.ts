/**
 * Issue 23 item 4: a supplier's run carries no more load units at once than its smallest vehicle's type
 * declares (decision 0166), whether the planner made the run or the dispatcher moved stops into it. The
 * load is counted by the planner's own rule (domain/planning/day-problem.ts runPeakLoad).
 */
import { runPeakLoad, type LoadStop } from '../../domain/planning/day-problem.js';
import { smallestVehicleType } from '../../domain/supplier.js';
import { runCapacity, stopLoad } from '../../domain/vehicle-capacity.js';
import { badInput } from '../../errors.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { Supplier } from '../suppliers/supplier.entity.js';

/** The stop relations the check reads: populate them on the stops it is given. */
export const LOAD_POPULATE = ['consignmentAddressType', 'loadDetails'] as const;

export const CAPACITY_MESSAGES = {
  over: (supplier: string, peak: number, type: string, capacity: number) =>
    `${supplier}'s run would carry ${peak} load units at once; its smallest vehicle (${type}) takes ${capacity}. Move some stops to another run.`,
};

/** A stop as the load rule reads it (loadDetails and consignmentAddressType populated). */
export function loadStopOf(s: ConsignmentAddress): LoadStop {
  const name = s.consignmentAddressType.name;
  return {
    consignmentId: s.consignment.id,
    type: name === 'Collection' || name === 'Delivery' ? name : 'Other',
    load: stopLoad(s.loadDetails.getItems()),
  };
}

/** A 400 when a supplier's run (its vehicles' types populated) carries more at once than its smallest vehicle takes. */
export function checkRunLoad(supplier: Supplier | null, stops: readonly ConsignmentAddress[]): void {
  if (!supplier) return;
  const smallest = smallestVehicleType(supplier.vehicles.getItems().map((v) => v.vehicleType));
  const capacity = runCapacity(smallest?.capacity);
  const peak = runPeakLoad(stops.map(loadStopOf));
  if (smallest && peak > capacity) throw badInput([{ field: 'runs', message: CAPACITY_MESSAGES.over(supplier.name, peak, smallest.name, capacity) }]);
}
