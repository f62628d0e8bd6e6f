/** Arrangements for the manifest screen spec: a manifest of two consignments with places on the map, and a photo. */
import { expect, type Page } from '@playwright/test';
import { graphqlAs, simpleBookingInput } from './api';

interface Created {
  createConsignment: { id: number; consignmentAddresses: { id: number }[]; vehicleType: { id: number } };
}

/** Places with coordinates, so the route map has stops to draw. */
const PLACES = [
  [{ companyName: 'MS Depot One', addressLine1: '1 High Street', town: 'London', postcode: 'SW1A 1AA', latitude: 51.501, longitude: -0.1416 },
    { companyName: 'MS Shop One', addressLine1: '2 Low Road', town: 'London', postcode: 'EC1A 1BB', latitude: 51.5202, longitude: -0.0977 }],
  [{ companyName: 'MS Depot Two', addressLine1: '3 Thames Road', town: 'Barking', postcode: 'IG11 0HZ', latitude: 51.5226, longitude: 0.0985 },
    { companyName: 'MS Shop Two', addressLine1: '21 Broad Street', town: 'Reading', postcode: 'RG1 2BH', latitude: 51.4555, longitude: -0.9731 }],
];

/** Two consignments booked for tomorrow through the API and a manifest of their four stops (C1, D1, C2, D2). */
export async function manifestOfTwoConsignments(page: Page): Promise<{ id: number; stopIds: number[] }> {
  const stopIds: number[] = [];
  let vehicleTypeId = 0;
  for (const [i, places] of PLACES.entries()) {
    const input = await simpleBookingInput(page, `Manifest Screen ${i + 1}`);
    const stops = input.consignmentAddresses as { address: Record<string, unknown> }[];
    stops.forEach((s, j) => (s.address = places[j]));
    const created = await graphqlAs<Created>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentAddresses { id } vehicleType { id } } }`,
      { input },
    );
    stopIds.push(...created.createConsignment.consignmentAddresses.map((s) => s.id));
    vehicleTypeId = created.createConsignment.vehicleType.id;
  }
  const manifest = await graphqlAs<{ createManifest: { id: number } }>(
    page,
    `mutation($input: ManifestInput!) { createManifest(input: $input) { id } }`,
    { input: { vehicleTypeId, consignmentAddressIds: stopIds } },
  );
  return { id: manifest.createManifest.id, stopIds };
}

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** POST /api/Photos as the signed-in office user; the stored file's id. */
export async function uploadPhoto(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('dispatch.token') ?? '');
  const res = await page.request.post('/api/Photos', { headers: { Token: token }, multipart: { file: { name: 'pod.png', mimeType: 'image/png', buffer: PNG } } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { Id: number }).Id;
}
