/**
 * The line a route follows on a map (behaviour.md "Shared conventions / Screens and routes": "a map showing route directions between the stops").
 * With ROUTING_URL the OSRM service's road geometry; without it, or when it fails, the stops themselves
 * joined by straight lines, marked as an estimate (the same fallback as routing.ts).
 */
import type { Config } from '../../config.js';
import type { LatLng } from './routing.js';

/** The points of the drawn line, in order. */
export interface RoutePath {
  points: LatLng[];
  isEstimate: boolean;
}

/** At most this many points go to the client; a long road geometry is thinned evenly. */
export const MAX_PATH_POINTS = 2000;

interface OsrmGeometryReply {
  code?: string;
  routes?: { geometry?: { type?: string; coordinates?: [number, number][] } }[];
}

/** Keeps the first and last point and every n-th one between, so the line stays at most `max` points. */
export function thinned(points: LatLng[], max = MAX_PATH_POINTS): LatLng[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}

/** OSRM's /route/v1/driving/{lng,lat;...}?overview=full&geometries=geojson; the straight line on any failure. */
export async function osrmPath(baseUrl: string, timeoutMs: number, points: readonly LatLng[]): Promise<RoutePath> {
  const straight = { points: [...points], isEstimate: true };
  if (points.length < 2) return { points: [...points], isEstimate: false };
  const coordinates = points.map((p) => `${p.longitude},${p.latitude}`).join(';');
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as OsrmGeometryReply;
    const line = body.routes?.[0]?.geometry?.coordinates;
    if (!res.ok || body.code !== 'Ok' || !line?.length) return straight;
    return { points: thinned(line.map(([longitude, latitude]) => ({ latitude, longitude }))), isEstimate: false };
  } catch {
    return straight;
  }
}

/** The line the config's routing gives: the road with ROUTING_URL, else straight lines (an estimate). */
export function routePath(config: Pick<Config, 'routingUrl' | 'routingTimeoutMs'>, points: readonly LatLng[]): Promise<RoutePath> {
  if (config.routingUrl) return osrmPath(config.routingUrl, config.routingTimeoutMs, points);
  return Promise.resolve({ points: [...points], isEstimate: points.length >= 2 });
}
