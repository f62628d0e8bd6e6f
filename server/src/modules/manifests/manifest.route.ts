/**
 * The manifest screen's route (behaviour.md "Manifests / Manifest screen": a map with route directions between the stops): the line
 * to draw and each leg's miles and minutes, for the stored stop order or an unsaved one the office is
 * trying out (nothing is stored here).
 */
import type { RequestContext } from '../../context.js';
import { metresToMiles, secondsToMinutes } from '../../domain/pricing.js';
import { badInput } from '../../errors.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { routePath } from '../routing/routing.path.js';
import { routeMilesAndMinutes, routerFor, type LatLng } from '../routing/routing.js';
import { getManifest } from './manifest.service.js';

/** One leg between two located stops (behaviour.md "Shared conventions / Formats, money and time" rounding). */
export interface RouteLegView {
  fromStopId: number;
  toStopId: number;
  miles: number;
  minutes: number;
}

/** The route through a manifest's located stops in the given order. */
export interface ManifestRouteView {
  points: LatLng[];
  isEstimate: boolean;
  legs: RouteLegView[];
  miles: number;
  minutes: number;
}

/** The stops in the asked order, which must name each of the manifest's stops once. */
function ordered(stops: ConsignmentAddress[], order: readonly number[] | null | undefined): ConsignmentAddress[] {
  if (!order) return stops;
  const byId = new Map(stops.map((s) => [s.id, s]));
  if (order.length !== stops.length || new Set(order).size !== order.length || order.some((id) => !byId.has(id))) {
    throw badInput([{ field: 'consignmentAddressIds', message: "The order must list each of the manifest's stops once." }]);
  }
  return order.map((id) => byId.get(id)!);
}

/** The route of a manifest (office only): the drawn line, legs and totals; stops without coordinates are skipped. */
export async function manifestRoute(ctx: RequestContext, id: number, order?: readonly number[] | null): Promise<ManifestRouteView> {
  const { stops } = await getManifest(ctx, id);
  const located = ordered(stops, order).filter((s) => s.address.latitude != null && s.address.longitude != null);
  const points = located.map((s) => ({ latitude: s.address.latitude!, longitude: s.address.longitude! }));
  if (points.length < 2) return { points, isEstimate: false, legs: [], miles: 0, minutes: 0 };
  const [route, path] = await Promise.all([routerFor(ctx.config).route(points), routePath(ctx.config, points)]);
  const legs = route.legs.map((l, i) => ({
    fromStopId: located[i].id, toStopId: located[i + 1].id, miles: metresToMiles(l.metres), minutes: secondsToMinutes(l.seconds),
  }));
  return { points: path.points, isEstimate: route.isEstimate || path.isEstimate, legs, ...routeMilesAndMinutes(route) };
}
