/**
 * Arrangements for the driver app spec: the demo driver's working password (account.spec.ts may have
 * changed it) and a manifest booked, planned, assigned to the driver's supplier and sent, all through
 * the API as the office would.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { graphqlAs, simpleBookingInput } from './api';
import { driver, type DemoUser } from './users';

const PASSWORD_AFTER_ACCOUNT_SPEC = 'Driver456!';

/** The demo driver with whichever known password signs in. */
export async function demoDriver(request: APIRequestContext): Promise<DemoUser & { supplierId: number }> {
  for (const password of [driver.password, PASSWORD_AFTER_ACCOUNT_SPEC]) {
    const basic = Buffer.from(`${driver.email}:${password}:${randomUUID()}`).toString('base64');
    const res = await request.post('/api/Users/Authenticate', { headers: { Authorization: `Basic ${basic}` } });
    if (res.status() === 401) continue;
    if (!res.ok()) throw new Error(`Driver sign-in failed: ${res.status()} ${await res.text()}`);
    const current = await request.get('/api/Users/Current', { headers: { Token: res.headers()['token'] } });
    const { SupplierId } = (await current.json()) as { SupplierId: number };
    return { ...driver, password, supplierId: SupplierId };
  }
  throw new Error('The demo driver could not sign in with either known password');
}

export interface SeededManifest {
  id: number;
  manifestNumber: number;
  collectionId: number;
  deliveryId: number;
}

/** Books a two-stop consignment for tomorrow, puts it on a manifest, assigns the supplier and sends it (office page). */
export async function sendManifestTo(office: Page, supplierId: number, contactName: string): Promise<SeededManifest> {
  const created = await graphqlAs<{ createConsignment: { consignmentAddresses: { id: number }[]; vehicleType: { id: number } } }>(
    office,
    'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { consignmentAddresses { id } vehicleType { id } } }',
    { input: { ...(await simpleBookingInput(office, contactName)), notesForSupplier: 'Gate code 1234' } },
  );
  const [collectionId, deliveryId] = created.createConsignment.consignmentAddresses.map((s) => s.id);
  const m = (await graphqlAs<{ createManifest: { id: number; manifestNumber: number; version: number } }>(
    office,
    'mutation($input: ManifestInput!) { createManifest(input: $input) { id manifestNumber version } }',
    { input: { vehicleTypeId: created.createConsignment.vehicleType.id, consignmentAddressIds: [collectionId, deliveryId] } },
  )).createManifest;
  const assigned = (await graphqlAs<{ assignManifestSupplier: { version: number } }>(
    office,
    'mutation($id: Int!, $s: Int, $v: Int) { assignManifestSupplier(id: $id, supplierId: $s, version: $v, confirmed: true) { version } }',
    { id: m.id, s: supplierId, v: m.version },
  )).assignManifestSupplier;
  await graphqlAs(office, 'mutation($id: Int!, $v: Int) { sendManifest(id: $id, version: $v) { id } }', { id: m.id, v: assigned.version });
  return { id: m.id, manifestNumber: m.manifestNumber, collectionId, deliveryId };
}
