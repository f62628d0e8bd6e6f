/**
 * Issue 23 item 1: travel between every pair of stops for the planner, from the routing interface: the
 * OSRM `table` service when ROUTING_URL is set, the offline estimate (great-circle x 1.2 at 30 mph)
 * otherwise or when the service fails, so planning works offline.
 */
import type { Config } from '../../config.js';
import { ESTIMATE_MPH, greatCircleMetres, ROAD_FACTOR, type LatLng } from '../routing/routing.js';

const METRES_PER_MILE = 1609.34;

/** Row-major matrices: metres and seconds from point i to point j. */
export interface TravelMatrix {
  size: number;
  metres: Float64Array;
  seconds: Float64Array;
  isEstimate: boolean;
}

/** The offline estimate between every pair of points. */
export function estimateMatrix(points: readonly LatLng[]): TravelMatrix {
  const size = points.length;
  const metres = new Float64Array(size * size);
  const seconds = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      metres[i * size + j] = greatCircleMetres(points[i], points[j]) * ROAD_FACTOR;
      seconds[i * size + j] = (metres[i * size + j] / METRES_PER_MILE / ESTIMATE_MPH) * 3600;
    }
  }
  return { size, metres, seconds, isEstimate: true };
}

interface OsrmTable {
  code?: string;
  distances?: (number | null)[][];
  durations?: (number | null)[][];
}

/** OSRM's /table/v1/driving/{lng,lat;...}?annotations=distance,duration; a failure or a gap falls back to the estimate. */
export async function osrmMatrix(baseUrl: string, timeoutMs: number, points: readonly LatLng[]): Promise<TravelMatrix> {
  const coordinates = points.map((p) => `${p.longitude},${p.latitude}`).join(';');
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/table/v1/driving/${coordinates}?annotations=distance,duration`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as OsrmTable;
    const flat = (rows: (number | null)[][] | undefined) => rows?.flat() ?? [];
    const metres = flat(body.distances);
    const seconds = flat(body.durations);
    const size = points.length;
    const complete = (cells: (number | null)[]) => cells.length === size * size && cells.every((c) => typeof c === 'number');
    if (!res.ok || body.code !== 'Ok' || !complete(metres) || !complete(seconds)) return estimateMatrix(points);
    return { size, metres: Float64Array.from(metres as number[]), seconds: Float64Array.from(seconds as number[]), isEstimate: false };
  } catch {
    return estimateMatrix(points);
  }
}

/** The matrix source the config asks for. */
export function travelMatrix(config: Pick<Config, 'routingUrl' | 'routingTimeoutMs'>, points: readonly LatLng[]): Promise<TravelMatrix> {
  if (points.length < 2 || !config.routingUrl) return Promise.resolve(estimateMatrix(points));
  return osrmMatrix(config.routingUrl, config.routingTimeoutMs, points);
}
