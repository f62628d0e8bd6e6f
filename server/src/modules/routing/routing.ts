/**
 * Route distance and driving time between stops (DESIGN "Interfaces": routing behind an interface,
 * an OSRM-compatible HTTP adapter when ROUTING_URL is set, an offline estimate otherwise).
 */
import type { Config } from '../../config.js';
import { metresToMiles, secondsToMinutes } from '../../domain/pricing.js';

/** A stop's position in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A route through the stops in order. Legs[i] runs from stop i to stop i + 1. */
export interface Route {
  metres: number;
  seconds: number;
  legs: { metres: number; seconds: number }[];
  /** True when the figures are the offline estimate, not a routing service's answer. */
  isEstimate: boolean;
}

/** Anything that can route through stops in order. */
export interface Router {
  route(points: readonly LatLng[]): Promise<Route>;
}

const EARTH_RADIUS_METRES = 6_371_000;
/** DESIGN: great-circle distance x 1.2 ... */
export const ROAD_FACTOR = 1.2;
/** ... at 30 mph. */
export const ESTIMATE_MPH = 30;
const METRES_PER_MILE = 1609.34;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function greatCircleMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The offline default: straight lines x 1.2 at 30 mph, marked as an estimate. */
export const estimateRouter: Router = {
  async route(points) {
    const legs = points.slice(1).map((point, i) => {
      const metres = greatCircleMetres(points[i], point) * ROAD_FACTOR;
      return { metres, seconds: (metres / METRES_PER_MILE / ESTIMATE_MPH) * 3600 };
    });
    return summed(legs, true);
  },
};

function summed(legs: Route['legs'], isEstimate: boolean): Route {
  return { metres: legs.reduce((s, l) => s + l.metres, 0), seconds: legs.reduce((s, l) => s + l.seconds, 0), legs, isEstimate };
}

interface OsrmReply {
  code?: string;
  routes?: { distance: number; duration: number; legs?: { distance: number; duration: number }[] }[];
}

/**
 * OSRM's /route/v1/driving/{lng,lat;...}?overview=false. A failure (down, timeout, no route) falls
 * back to the estimate, so a booking is never refused because routing is unavailable.
 */
export function osrmRouter(baseUrl: string, timeoutMs: number, fallback: Router = estimateRouter): Router {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async route(points) {
      if (points.length < 2) return summed([], false);
      const coordinates = points.map((p) => `${p.longitude},${p.latitude}`).join(';');
      try {
        const res = await fetch(`${base}/route/v1/driving/${coordinates}?overview=false`, { signal: AbortSignal.timeout(timeoutMs) });
        const body = (await res.json()) as OsrmReply;
        const route = body.routes?.[0];
        if (!res.ok || body.code !== 'Ok' || !route) return fallback.route(points);
        const legs = route.legs?.map((l) => ({ metres: l.distance, seconds: l.duration })) ?? [];
        return { metres: route.distance, seconds: route.duration, legs, isEstimate: false };
      } catch {
        return fallback.route(points);
      }
    },
  };
}

/** The router the config asks for. */
export function routerFor(config: Pick<Config, 'routingUrl' | 'routingTimeoutMs'>): Router {
  return config.routingUrl ? osrmRouter(config.routingUrl, config.routingTimeoutMs) : estimateRouter;
}

/** A route in the units pricing uses (behaviour.md "Booking / Consignment search and export": miles = metres / 1609.34 rounded; minutes = seconds / 60 rounded). */
export function routeMilesAndMinutes(route: Route): { miles: number; minutes: number } {
  return { miles: metresToMiles(route.metres), minutes: secondsToMinutes(route.seconds) };
}
