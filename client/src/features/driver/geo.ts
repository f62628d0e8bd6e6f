/** When a new position is worth sending while on duty: every 10 s or every 50 m, whichever first (issue 8). */
export const POSITION_EVERY_MS = 10_000;
export const POSITION_EVERY_METRES = 50;

export interface Fix {
  latitude: number;
  longitude: number;
  at: number;
}

/** Great-circle distance in metres. */
export function metresBetween(a: Fix, b: Fix): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Whether `next` should be sent after `last` (the first fix always is). */
export function worthSending(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  return next.at - last.at >= POSITION_EVERY_MS || metresBetween(last, next) >= POSITION_EVERY_METRES;
}
