/**
 * Issue 23 items 3 and 5: "Optimise order" for a manifest, as a proposal. The shortest order of its stops
 * keeps each consignment's collections before its deliveries and leaves locked and completed stops where
 * they are; the proposal shows miles, minutes, cost and lateness before and after. Nothing is stored:
 * accepting is the manifest's own save (PUT /Manifests/{id}, updateManifest) with the proposed order and
 * the version shown, so a stale version is the usual 608.
 */
import type { RequestContext } from '../../context.js';
import { MAX_OPTIMISED_STOPS, shortestStopOrder, type OrderStop } from '../../domain/planning/stop-order.js';
import { badInput } from '../../errors.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { calculatedCost, manifestRoute } from '../manifests/manifest.costing.js';
import { getManifest } from '../manifests/manifest.service.js';
import type { LatLng } from '../routing/routing.js';
import { travelMatrix, type TravelMatrix } from './travel-matrix.js';

/** A stop order's figures (behaviour.md "Shared conventions / Formats, money and time" rounding; cost from the COSTING - SUPPLIER matrix). */
export interface OrderFigures {
  miles: number;
  minutes: number;
  costPence: number;
  /** Minutes after the stops' scheduled times, summed, driving from the first stop's time. */
  lateMinutes: number;
}

/** The proposal for one manifest. */
export interface ManifestOrderProposal {
  manifestId: number;
  /** The version to send back when accepting. */
  version: number;
  /** The stops in the proposed order. */
  stopIds: number[];
  changed: boolean;
  before: OrderFigures;
  after: OrderFigures;
}

export const MANIFEST_ORDER_MESSAGES = {
  tooMany: `Optimise order handles manifests of up to ${MAX_OPTIMISED_STOPS} stops.`,
  unlocated: 'Every stop needs a map position before the order can be optimised.',
};

const located = (s: ConsignmentAddress) => s.address.latitude != null && s.address.longitude != null;

/** The proposal (office only, like the manifest itself); a 404 for an unknown manifest. */
export async function proposeManifestOrder(ctx: RequestContext, manifestId: number): Promise<ManifestOrderProposal> {
  const { manifest, stops } = await getManifest(ctx, manifestId);
  if (stops.length > MAX_OPTIMISED_STOPS) throw badInput([{ field: 'consignmentAddresses', message: MANIFEST_ORDER_MESSAGES.tooMany }]);
  if (!stops.every(located)) throw badInput([{ field: 'consignmentAddresses', message: MANIFEST_ORDER_MESSAGES.unlocated }]);
  const matrix = await travelMatrix(ctx.config, stops.map((s) => ({ latitude: s.address.latitude!, longitude: s.address.longitude! }) as LatLng));
  const order = shortestStopOrder(stops.map(orderStop), matrix.metres) ?? stops.map((_, i) => i);
  const proposed = order.map((i) => stops[i]);
  const figures = async (list: ConsignmentAddress[], indices: number[]): Promise<OrderFigures> => {
    const { miles, minutes } = await manifestRoute(ctx.config, list);
    return { miles, minutes, costPence: await calculatedCost(ctx.em, manifest.vehicleType.id, miles, minutes), lateMinutes: lateMinutes(list, indices, matrix) };
  };
  return {
    manifestId,
    version: manifest.version,
    stopIds: proposed.map((s) => s.id),
    changed: order.some((i, k) => i !== k),
    before: await figures(stops, stops.map((_, i) => i)),
    after: await figures(proposed, order),
  };
}

/** Locked and completed stops stay put; precedence is per consignment, by ConsignmentOrder. */
function orderStop(s: ConsignmentAddress): OrderStop {
  const name = s.consignmentAddressType.name;
  return {
    kind: name === 'Collection' || name === 'Delivery' ? name : 'Other',
    fixed: s.isCompleted || s.isScheduledStartDateAndTimeLocked,
    group: s.consignment.id,
    rank: s.consignmentOrder,
  };
}

/** Drives from the first stop's time (scheduled, else estimated); waits for a stop's time; adds up lateness. */
function lateMinutes(list: ConsignmentAddress[], indices: number[], matrix: TravelMatrix): number {
  const first = list[0]?.scheduledStartDateAndTime ?? list[0]?.estimatedStartDateAndTime;
  if (!first) return 0;
  let clock = first.getTime();
  let late = 0;
  list.forEach((s, k) => {
    if (k > 0) clock += matrix.seconds[indices[k - 1] * matrix.size + indices[k]] * 1000;
    const due = s.scheduledStartToDateAndTime ?? s.scheduledStartDateAndTime;
    if (due) late += Math.max(0, clock - due.getTime());
    if (s.scheduledStartDateAndTime) clock = Math.max(clock, s.scheduledStartDateAndTime.getTime());
  });
  return Math.round(late / 60_000);
}
