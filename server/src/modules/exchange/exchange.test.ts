import { Topic } from '../../realtime/topics.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { EXCHANGE_MESSAGES } from './exchange.service.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

async function newManifest() {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  return { ...m, stopIds: c.stopIds as number[] };
}

const postings = (manifestId: number) => sql<{ reference: string; status: string; payload: Record<string, unknown> }>('select reference, status, payload from sandbox_exchange_posting where manifest_id = ? order by id', [manifestId]);
const exchangeRows = (manifestId: number) => sql<{ id: number; external_reference: string; is_removed: boolean; tail_lift: boolean; timed: boolean; notes: string }>('select * from transport_exchange_manifest where manifest_id = ? order by id', [manifestId]);
const logActions = async (manifestId: number) => (await sql<{ action: string }>('select l.action from transport_exchange_manifest_log l join transport_exchange_manifest t on t.id = l.transport_exchange_manifest_id where t.manifest_id = ? order by l.id', [manifestId])).map((r) => r.action);

describe('sending to the transport exchange (behaviour.md "Manifests / Transport exchange")', () => {
  it("posts with the defaults tailLift false, timed false, notes '' and logs 'Sent' (behaviour.md 'Manifests / Transport exchange')", async () => {
    const m = await newManifest();
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    expect(res.statusCode).toBe(200);
    const [tx] = res.json().TransportExchangeManifests;
    expect(tx).toMatchObject({ TailLift: false, Timed: false, Notes: '', IsRemoved: false });
    expect(tx.ExternalReference).toMatch(/^SBX-/);
    expect(tx.Logs.map((l: { Action: string }) => l.Action)).toEqual(['Sent']);
    const [posting] = await postings(m.Id);
    expect(posting).toMatchObject({ reference: tx.ExternalReference, status: 'Posted' });
    expect((posting.payload.stops as unknown[]).length).toBe(2);
  });

  it('stores the options given (tailLift, timed, notes)', async () => {
    const m = await newManifest();
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, { tailLift: true, timed: true, notes: 'Back door' });
    expect(res.json().TransportExchangeManifests[0]).toMatchObject({ TailLift: true, Timed: true, Notes: 'Back door' });
  });

  it('checks the options by the declared schema: every wrongly typed one named in one 400, nothing posted (issue 21 item 6)', async () => {
    const m = await newManifest();
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, { tailLift: 'yes', Timed: 1, notes: ['x'], Version: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'tailLift', Message: 'TailLift must be true or false' },
      { Field: 'timed', Message: 'Timed must be true or false' },
      { Field: 'notes', Message: 'Notes must be text' },
      { Field: 'version', Message: 'Version must be a whole number' },
    ]);
    expect(await exchangeRows(m.Id)).toEqual([]);
    expect(await postings(m.Id)).toEqual([]);
  });

  it("refuses with 'Consignment address scheduled date / time is in the past' when the first stop is before today; nothing stored", async () => {
    const m = await newManifest();
    await sql(`update consignment_address set scheduled_start_date_and_time = now() - interval '2 days' where id = ?`, [m.stopIds[0]]);
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(EXCHANGE_MESSAGES.inPast);
    expect(await exchangeRows(m.Id)).toEqual([]);
    expect(await postings(m.Id)).toEqual([]);
  });

  it('refuses a completed manifest and an invoiced one, with a message and nothing posted (issue 19 item 9)', async () => {
    const done = await newManifest();
    await sql('update consignment_address set is_completed = true, completion_time = now() where manifest_id = ?', [done.Id]);
    const completed = await call('PUT', `/Manifests/${done.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    expect(completed.statusCode).toBe(400);
    expect(completed.json().Message).toBe(MANIFEST_MESSAGES.completedToExchange);
    const invoiced = await newManifest();
    await sql('update manifest set invoice_status = 3 where id = ?', [invoiced.Id]);
    const refused = await gql(ctx.t.app, 'mutation($id: Int!) { sendToTransportExchange(id: $id) { id } }', { id: invoiced.Id }, ctx.b.office.token);
    expect(refused.errors?.[0]).toMatchObject({ message: MANIFEST_MESSAGES.invoiced, extensions: { code: 'FORBIDDEN' } });
    expect([...(await postings(done.Id)), ...(await postings(invoiced.Id))]).toEqual([]);
  });

  it('refuses a second send while posted', async () => {
    const m = await newManifest();
    await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(EXCHANGE_MESSAGES.alreadyPosted);
    expect(await exchangeRows(m.Id)).toHaveLength(1);
  });

  it('removes and rebooks, each logged; removing or rebooking what is not posted is refused', async () => {
    const m = await newManifest();
    let res = await call('PUT', `/Manifests/${m.Id}/RemoveFromTransportExchange`, ctx.b.office.token);
    expect(res.json().Message).toBe(EXCHANGE_MESSAGES.notPosted);
    res = await call('PUT', `/Manifests/${m.Id}/RebookWithTransportExchange`, ctx.b.office.token, {});
    expect(res.json().Message).toBe(EXCHANGE_MESSAGES.notPosted);
    await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, { notes: 'x' });
    res = await call('PUT', `/Manifests/${m.Id}/RebookWithTransportExchange`, ctx.b.office.token, { timed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().TransportExchangeManifests[0]).toMatchObject({ Timed: true, Notes: 'x' });
    expect((await postings(m.Id)).map((p) => p.status)).toEqual(['Rebooked', 'Posted']);
    res = await call('PUT', `/Manifests/${m.Id}/RemoveFromTransportExchange`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().TransportExchangeManifests[0].IsRemoved).toBe(true);
    expect(await logActions(m.Id)).toEqual(['Sent', 'Rebooked', 'Removed']);
    expect((await postings(m.Id)).map((p) => p.status)).toEqual(['Rebooked', 'Removed']);
  });

  it("refuses a rebook once the posting's log is full, keeping room for its removal (issue 20 item 4: the log's bound holds)", async () => {
    const m = await newManifest();
    await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
    const [row] = await exchangeRows(m.Id);
    // 'Sent' and 198 rebooks: one more reaches the limit less the two kept for the removal and the proof of delivery.
    await sql(`insert into transport_exchange_manifest_log (transport_exchange_manifest_id, action, message, created_at) select ?, 'Rebooked', 'earlier', now() from generate_series(1, 198)`, [row.id]);
    expect((await call('PUT', `/Manifests/${m.Id}/RebookWithTransportExchange`, ctx.b.office.token, {})).statusCode).toBe(200);
    const full = await call('PUT', `/Manifests/${m.Id}/RebookWithTransportExchange`, ctx.b.office.token, {});
    expect(full.statusCode).toBe(400);
    expect(full.json().Message).toBe('A transport exchange posting may have at most 202 log entries: remove it and send the manifest again');
    expect((await call('PUT', `/Manifests/${m.Id}/RemoveFromTransportExchange`, ctx.b.office.token)).statusCode).toBe(200);
    expect((await logActions(m.Id)).length).toBe(201);
  });

  it('publishes manifestChanged after each action', async () => {
    const m = await newManifest();
    const seen: string[] = [];
    const publish = ctx.t.pubsub.publish.bind(ctx.t.pubsub);
    ctx.t.pubsub.publish = ((topic: string, payload: { manifestId?: number; action?: string }) => {
      if (topic === Topic.ManifestChanged && payload.manifestId === m.Id) seen.push(payload.action!);
      return publish(topic as never, payload as never);
    }) as typeof ctx.t.pubsub.publish;
    try {
      await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {});
      await call('PUT', `/Manifests/${m.Id}/RemoveFromTransportExchange`, ctx.b.office.token);
    } finally { ctx.t.pubsub.publish = publish; }
    expect(seen).toEqual(['Transport exchange sent', 'Transport exchange removed']);
  });

  it('is office only: a customer and a driver are refused and nothing changes (issue 4 item 8)', async () => {
    const m = await newManifest();
    for (const token of [ctx.b.customer.token, ctx.b.driverToken]) {
      for (const path of ['SendToTransportExchange', 'RemoveFromTransportExchange', 'RebookWithTransportExchange']) {
        const res = await call('PUT', `/Manifests/${m.Id}/${path}`, token, {});
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await exchangeRows(m.Id)).toEqual([]);
  });

  it('the sandbox delivers a proof of delivery into the exchange log', async () => {
    const m = await newManifest();
    const ref = (await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, ctx.b.office.token, {})).json().TransportExchangeManifests[0].ExternalReference;
    const res = await call('POST', `/TransportExchange/Sandbox/${ref}/ProofOfDelivery`, ctx.b.office.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().Logs.map((l: { Action: string }) => l.Action)).toEqual(['Sent', 'Proof of delivery']);
    expect((await postings(m.Id))[0].status).toBe('Delivered');
  });
});

describe('the transport exchange over GraphQL (behaviour.md "Manifests / Transport exchange")', () => {
  const send = `mutation($id: Int!, $notes: String) { sendToTransportExchange(id: $id, notes: $notes) { id transportExchangeManifests { tailLift timed notes externalReference isRemoved logs { action } } } }`;
  const remove = `mutation($id: Int!) { removeFromTransportExchange(id: $id) { transportExchangeManifests { isRemoved logs { action } } } }`;
  const rebook = `mutation($id: Int!) { rebookWithTransportExchange(id: $id, tailLift: true) { transportExchangeManifests { tailLift logs { action } } } }`;

  it('sends, rebooks and removes with the same rules and logs', async () => {
    const m = await newManifest();
    const sent = await gql<{ sendToTransportExchange: { transportExchangeManifests: { notes: string; externalReference: string }[] } }>(ctx.t.app, send, { id: m.Id, notes: 'gql' }, ctx.b.office.token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendToTransportExchange.transportExchangeManifests[0]).toMatchObject({ notes: 'gql', tailLift: false, timed: false });
    const re = await gql<{ rebookWithTransportExchange: { transportExchangeManifests: { tailLift: boolean }[] } }>(ctx.t.app, rebook, { id: m.Id }, ctx.b.office.token);
    expect(re.data!.rebookWithTransportExchange.transportExchangeManifests[0].tailLift).toBe(true);
    const rm = await gql<{ removeFromTransportExchange: { transportExchangeManifests: { isRemoved: boolean; logs: { action: string }[] }[] } }>(ctx.t.app, remove, { id: m.Id }, ctx.b.office.token);
    expect(rm.data!.removeFromTransportExchange.transportExchangeManifests[0].logs.map((l) => l.action)).toEqual(['Sent', 'Rebooked', 'Removed']);
  });

  it("refuses a past first stop with the spec's message as BAD_USER_INPUT", async () => {
    const m = await newManifest();
    await sql(`update consignment_address set scheduled_start_date_and_time = now() - interval '2 days' where id = ?`, [m.stopIds[0]]);
    const res = await gql(ctx.t.app, send, { id: m.Id }, ctx.b.office.token);
    expect(res.errors?.[0].message).toBe(EXCHANGE_MESSAGES.inPast);
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a customer and a driver (FORBIDDEN), nothing stored', async () => {
    const m = await newManifest();
    for (const token of [ctx.b.customer.token, ctx.b.driverToken]) {
      const res = await gql(ctx.t.app, send, { id: m.Id }, token);
      expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await exchangeRows(m.Id)).toEqual([]);
  });
});
