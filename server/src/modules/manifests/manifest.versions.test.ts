import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

interface Loaded { id: number; version: number; token: string; supplierId: number }

/** A manifest as the office loaded it: one booking, and a supplier with a van and a driver who may carry it. */
async function loaded(stage: 'new' | 'assigned' | 'sent'): Promise<Loaded> {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  let m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  const supplier = await buildSupplier(ctx.t.orm);
  await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
  if (stage !== 'new') m = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id, Version: m.Version })).json();
  if (stage === 'sent') m = (await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: m.Version })).json();
  const token = stage === 'sent' ? (await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id })).token : ctx.b.office.token;
  return { id: m.Id, version: m.Version, token, supplierId: supplier.id };
}

const recently = () => new Date(Date.now() - 60_000).toISOString();

/** Each write that must carry the version it was loaded with, as REST sends it and as GraphQL does. */
const WRITES = [
  {
    name: 'UpdateCosts', stage: 'new' as const,
    rest: (m: Loaded, Version: number) => [`/Manifests/${m.id}/UpdateCosts`, { Id: m.id, CalculatedCost: 10, Cost: 12.5, Version }] as const,
    gql: 'mutation($id: Int!, $version: Int) { w: updateManifestCosts(id: $id, calculatedCost: 10, cost: 12.5, version: $version) { version } }',
  },
  {
    name: 'AssignSupplier', stage: 'new' as const,
    rest: (m: Loaded, Version: number) => [`/Manifests/${m.id}/AssignSupplier`, { SupplierId: m.supplierId, Version }] as const,
    gql: 'mutation($id: Int!, $version: Int, $supplierId: Int) { w: assignManifestSupplier(id: $id, supplierId: $supplierId, version: $version) { version } }',
  },
  {
    name: 'Send', stage: 'assigned' as const,
    rest: (m: Loaded, Version: number) => [`/Manifests/${m.id}/Send`, { Version }] as const,
    gql: 'mutation($id: Int!, $version: Int) { w: sendManifest(id: $id, version: $version) { version } }',
  },
  {
    name: 'Acknowledgement (office)', stage: 'assigned' as const,
    rest: (m: Loaded, Version: number) => [`/Manifests/${m.id}/Acknowledgement`, { AcknowledgedTime: recently(), Version }] as const,
    gql: 'mutation($id: Int!, $version: Int, $at: DateTimeISO) { w: setManifestAcknowledgement(id: $id, acknowledgedTime: $at, version: $version) { version } }',
  },
  {
    name: 'Acknowledge (driver)', stage: 'sent' as const,
    rest: (m: Loaded, Version: number) => [`/Driver/Manifests/${m.id}/Acknowledge`, { Version }] as const,
    gql: 'mutation($id: Int!, $version: Int) { w: acknowledgeManifest(id: $id, version: $version) { version } }',
  },
];

const stored = async (id: number) => (await sql<{ version: number }>('select version from manifest where id = ?', [id]))[0].version;

describe.each(WRITES)('$name requires the version the manifest was loaded with', (w) => {
  it('over REST: a stale version is a 608 with the message and nothing applied; the loaded one applies and bumps it', async () => {
    const m = await loaded(w.stage);
    const [path, staleBody] = w.rest(m, m.version - 1);
    const stale = await call('PUT', path, m.token, staleBody);
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(MANIFEST_MESSAGES.stale);
    expect(await stored(m.id)).toBe(m.version);
    const [freshPath, freshBody] = w.rest(m, m.version);
    const fresh = await call('PUT', freshPath, m.token, freshBody);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().Version).toBe(m.version + 1);
    expect(await stored(m.id)).toBe(m.version + 1);
  });

  it('over GraphQL: a stale version is a CONFLICT with the message and nothing applied; the loaded one applies and bumps it', async () => {
    const m = await loaded(w.stage);
    const vars = { id: m.id, supplierId: m.supplierId, at: recently() };
    const send = (version: number) => gql<{ w: { version: number } }>(ctx.t.app, w.gql, Object.fromEntries(Object.entries({ ...vars, version }).filter(([k]) => w.gql.includes(`$${k}`))), m.token);
    const stale = await send(m.version - 1);
    expect(stale.errors?.[0]).toMatchObject({ message: MANIFEST_MESSAGES.stale, extensions: { code: 'CONFLICT' } });
    expect(await stored(m.id)).toBe(m.version);
    const fresh = await send(m.version);
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.w.version).toBe(m.version + 1);
    expect(await stored(m.id)).toBe(m.version + 1);
  });
});

describe('a write without a version (the spec\'s routes do not carry one) still applies and bumps it', () => {
  it('the driver app\'s acknowledgement with no body acknowledges the stored manifest', async () => {
    const m = await loaded('sent');
    const res = await call('PUT', `/Driver/Manifests/${m.id}/Acknowledge`, m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsAcknowledged: true, Version: m.version + 1 });
  });
});
