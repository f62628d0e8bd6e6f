import { MANIFEST_MESSAGES, PROGRESS_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

/** A manifest of one booking, with a supplier that may carry it. */
async function assignedManifest(): Promise<{ Id: number; Version: number }> {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  const supplier = await buildSupplier(ctx.t.orm);
  await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
  const res = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id, Version: m.Version });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const stored = async (id: number) =>
  (await sql<{ is_acknowledged: boolean; acknowledged_time: string | null }>(
    `select is_acknowledged, to_char(acknowledged_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as acknowledged_time from manifest where id = ?`, [id]))[0];

describe('PUT /Manifests/{id}/Acknowledgement (behaviour.md "Manifests / Stop progress" date-time editor, Acknowledged step)', () => {
  it('sets IsAcknowledged and AcknowledgedTime, logs the change, and clearing it resets the step', async () => {
    const m = await assignedManifest();
    const at = '2026-01-05T09:30:15.000Z';
    const set = await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: at, Version: m.Version });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ IsAcknowledged: true, StatusColour: { Name: 'Acknowledged' } });
    expect(await stored(m.Id)).toEqual({ is_acknowledged: true, acknowledged_time: at });

    const cleared = await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: null, Version: set.json().Version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ IsAcknowledged: false, AcknowledgedTime: null });
    expect(await stored(m.Id)).toEqual({ is_acknowledged: false, acknowledged_time: null });
    const log = await sql<{ action: string }>('select action from manifest_change_log where manifest_id = ? order by id', [m.Id]);
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['Acknowledged', 'Acknowledgement cleared']));
  });

  it('refuses a stale version with 608 and the spec message, a future time and a manifest without a supplier; nothing is applied', async () => {
    const m = await assignedManifest();
    const stale = await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: '2026-01-05T09:30:00Z', Version: m.Version - 1 });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(MANIFEST_MESSAGES.stale);
    const future = await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().Errors[0].Message).toBe(PROGRESS_MESSAGES.future);
    const bad = await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(await stored(m.Id)).toEqual({ is_acknowledged: false, acknowledged_time: null });

    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const unassigned = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const none = await call('PUT', `/Manifests/${unassigned.Id}/Acknowledgement`, ctx.b.office.token, { AcknowledgedTime: '2026-01-05T09:30:00Z' });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe(MANIFEST_MESSAGES.noSupplier);
  });

  it('is office only: customers and drivers get 403, no session 401, over REST and GraphQL', async () => {
    const m = await assignedManifest();
    const body = { AcknowledgedTime: '2026-01-05T09:30:00Z' };
    expect((await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.customer.token, body)).statusCode).toBe(403);
    expect((await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, ctx.b.driverToken, body)).statusCode).toBe(403);
    expect((await call('PUT', `/Manifests/${m.Id}/Acknowledgement`, '', body)).statusCode).toBe(401);
    const mutation = 'mutation($id: Int!, $at: DateTimeISO) { setManifestAcknowledgement(id: $id, acknowledgedTime: $at) { isAcknowledged acknowledgedTime } }';
    const refused = await gql(ctx.t.app, mutation, { id: m.Id, at: body.AcknowledgedTime }, ctx.b.customer.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await stored(m.Id)).toEqual({ is_acknowledged: false, acknowledged_time: null });

    const ok = await gql<{ setManifestAcknowledgement: { isAcknowledged: boolean; acknowledgedTime: string } }>(ctx.t.app, mutation, { id: m.Id, at: body.AcknowledgedTime }, ctx.b.office.token);
    expect(ok.data?.setManifestAcknowledgement).toEqual({ isAcknowledged: true, acknowledgedTime: '2026-01-05T09:30:00.000Z' });
  });
});
