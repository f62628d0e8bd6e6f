/** Test arrangements for manifests: booked consignments (with coordinates) and REST calls. */
import type { TestApp } from '../../test/harness.js';
import { bookingBody, type Booking } from '../consignments/consignment.fixtures.js';

/** A REST caller for one test app. */
export function restCaller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A booked (not quote) consignment's id and its stop ids (collection, delivery). */
export interface Booked { id: number; number: number; stopIds: number[] }

/** Books a consignment over REST (Shoreditch -> Wimbledon tomorrow) as the given user. */
export async function book(t: TestApp, b: Booking, token: string, overrides: Record<string, unknown> = {}): Promise<Booked> {
  const res = await restCaller(t)('POST', '/Consignments', token, bookingBody(b, { IsQuote: false, ...overrides }));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const c = res.json();
  return { id: c.Id, number: c.ConsignmentNumber, stopIds: c.ConsignmentAddresses.map((s: { Id: number }) => s.Id) };
}

/** A POST /Manifests body. */
export function manifestBody(b: Booking, stopIds: number[], extra: Record<string, unknown> = {}, customerMessage?: string) {
  return {
    Manifest: { VehicleType: { Id: b.vehicleTypeId }, ConsignmentAddresses: stopIds.map((Id) => ({ Id })), ...extra },
    ...(customerMessage === undefined ? {} : { CustomerMessage: customerMessage }),
  };
}
