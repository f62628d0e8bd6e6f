/**
 * Issue 23 item 2 (behaviour.md "Booking / Consignment lifecycle" OptimiseStops): when the flag is on, a save puts the consignment's stops in
 * the shortest order that keeps the rules (domain/planning/stop-order.ts), with travel from the routing
 * interface. Runs before the save's transaction, so no row is locked while the routing service answers.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { shortestStopOrder, type OrderStop } from '../../domain/planning/stop-order.js';
import type { ConsignmentInput } from '../consignments/consignment.input.js';
import type { StopTime } from '../consignments/consignment.schedule.js';
import { ConsignmentAddressType } from '../lookups/lookup.entity.js';
import type { LatLng } from '../routing/routing.js';
import { travelMatrix } from './travel-matrix.js';

/** The change log line of an optimised save. */
export const STOPS_OPTIMISED = { field: 'Stop order', from: null, to: 'Optimised for the shortest route' } as const;

const located = (a: { latitude?: number | null; longitude?: number | null }): a is LatLng => a.latitude != null && a.longitude != null;

/**
 * The input's stops in the shortest order (indices into the typed order), or null when the flag is off,
 * a stop has no coordinates, there are too few or too many stops, or the typed order is already shortest.
 * A stop with a typed time, a locked time or Timed keeps its place; so does a first collection with a time.
 */
export async function optimisedStopOrder(config: Pick<Config, 'routingUrl' | 'routingTimeoutMs'>, em: EntityManager, input: ConsignmentInput, times: readonly StopTime[]): Promise<number[] | null> {
  const stops = input.consignmentAddresses;
  if (!input.optimiseStops || stops.length < 3 || !stops.every((s) => located(s.address))) return null;
  const typeIds = [...new Set(stops.map((s) => s.consignmentAddressTypeId).filter((id): id is number => id != null))];
  const names = new Map((await em.find(ConsignmentAddressType, { id: { $in: typeIds } })).map((t) => [t.id, t.name]));
  const kinds: OrderStop[] = stops.map((s, i) => {
    const name = names.get(s.consignmentAddressTypeId ?? -1);
    return { kind: name === 'Collection' || name === 'Delivery' ? name : 'Other', fixed: times[i].scheduledStart !== null || times[i].locked || !!s.timed };
  });
  const matrix = await travelMatrix(config, stops.map((s) => s.address as LatLng));
  const order = shortestStopOrder(kinds, matrix.metres);
  return order && order.some((j, k) => j !== k) ? order : null;
}

/** The input and stop times in `order`; ConsignmentOrder follows the new order when the stops are applied. */
export function reorderStops(input: ConsignmentInput, times: readonly StopTime[], order: readonly number[]): { input: ConsignmentInput; times: StopTime[] } {
  return { input: { ...input, consignmentAddresses: order.map((j) => input.consignmentAddresses[j]) }, times: order.map((j) => times[j]) };
}
