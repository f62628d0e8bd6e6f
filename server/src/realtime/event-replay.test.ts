import { startTestApp, type TestApp } from '../test/harness.js';
import { listen, secondInstance, type Instance } from '../test/instances.js';
import { serviceAvailable } from '../test/requires.js';
import { openSocket, type TestSocket } from '../test/sockets.js';
import { arrangeBooking, bookingBody, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { createRedisPubSub } from './pubsub.js';

// Issue 24 item 4: a subscriber that was away resumes from its cursor on another instance, through real Redis.

const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = serviceAvailable('REDIS_URL', REDIS_URL, 'the event replay test through Redis') ? describe : describe.skip;

interface Received { cursor: string; type: string; consignmentId: number }

async function until(check: () => boolean, ms = 90_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (check()) return true;
  return check();
}

describeWithRedis('subscription replay from a cursor, across two instances (issue 24 item 4)', () => {
  let a: TestApp;
  let b: Instance;
  let booking: Booking;

  beforeAll(async () => {
    a = await startTestApp({}, createRedisPubSub(REDIS_URL!, () => undefined));
    await listen(a.app);
    b = await secondInstance(a.databaseUrl, createRedisPubSub(REDIS_URL!, () => undefined));
    booking = await arrangeBooking(a.orm);
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await a?.pubsub.close();
  });

  const bookOnA = async () => {
    const res = await a.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: booking.office.token }, payload: bookingBody(booking) });
    expect(res.statusCode).toBe(201);
    return res.json().Id as number;
  };
  const subscribeOnB = (socket: TestSocket, after: string | null) => {
    const listening = socket.listen(`subscription { events${after ? `(after: "${after}")` : ''} { cursor type consignmentId } }`);
    const events = () => (listening.events as { data: { events: Received } }[]).map((e) => e.data.events);
    return { ...listening, received: events };
  };

  it('a client away while 50 events happen gets exactly those 50 in order on reconnecting with its cursor, then live ones, none twice', async () => {
    const first = openSocket(b.port, { token: booking.office.token });
    await first.connected;
    const live = subscribeOnB(first, null);
    // Live: a booking on A reaches the subscriber on B; its cursor is where the client will resume.
    const seenId = await bookOnA();
    expect(await until(() => live.received().some((e) => e.consignmentId === seenId))).toBe(true);
    const cursor = live.received().at(-1)!.cursor;
    live.stop();
    await first.client.dispose();

    const missed: number[] = [];
    for (let i = 0; i < 50; i++) missed.push(await bookOnA());

    const second = openSocket(b.port, { token: booking.office.token });
    await second.connected;
    const resumed = subscribeOnB(second, cursor);
    expect(await until(() => resumed.received().length >= 50)).toBe(true);
    expect(resumed.received().map((e) => [e.type, e.consignmentId])).toEqual(missed.map((id) => ['consignment.created', id]));

    const after = [await bookOnA(), await bookOnA()];
    expect(await until(() => resumed.received().length >= 52)).toBe(true);
    const all = resumed.received();
    expect(all.slice(50).map((e) => e.consignmentId)).toEqual(after);
    expect(new Set(all.map((e) => e.cursor)).size).toBe(all.length);
    resumed.stop();
    await second.client.dispose();
  }, 300_000);
});
