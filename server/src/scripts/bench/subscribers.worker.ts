import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/**
 * The map watchers of the ingest scenario, in a worker thread so their message handling doesn't
 * share an event loop with the posting drivers: `count` clients speak graphql-transport-ws (the
 * protocol graphql-ws implements) and subscribe to the batched supplierLocationsChanged (the whole map,
 * or with `supplierIds` each one supplier, round-robin), and time each position from its recordedAt
 * (set by the poster just before it sent the request; same machine, same clock) to its arrival in a batch.
 *
 * The clients are lean because they share the machine's two cores with the server they measure: a
 * `next` message's payload is parsed once for every subscriber that receives the same bytes (the server
 * sends one serialised batch to all of them), so each message costs a comparison of bytes, not a JSON.parse and a
 * Date.parse per position (graphql-ws's client took a third of a core at 10,000 messages a second), and
 * latencies are counted in a histogram rather than pushed to a list that grows to 15 million numbers.
 */
const { url, token, count, supplierIds } = workerData as { url: string; token: string; count: number; supplierIds: number[] };
/** Deliveries per whole millisecond of latency (Date.now() has no finer grain); the last bucket holds a minute and more. */
const histogram = new Uint32Array(60_001);
let received = 0;
/** Positions taken before this (epoch ms) belong to the warm-up and are not counted. */
let countFrom = 0;
const sockets: WebSocket[] = [];

const NEXT = Buffer.from('"type":"next"');
const PAYLOAD = Buffer.from(',"payload":');
/**
 * The batches' JSON (from `"payload":` on) seen last, with the epoch ms of each of its positions. The server
 * writes a batch to every subscriber in turn, so a message is nearly always one of the last few: comparing
 * bytes costs far less than making a string of each message to look it up.
 */
const recent: { payload: Buffer; times: number[] }[] = [];
const RECENT = 8;

interface Message {
  type: string;
  id?: string;
  payload?: { data?: { supplierLocationsChanged?: { recordedAt: string }[] } } | { message: string }[];
}

function timesOf(payload: Message['payload']): number[] {
  const positions = (payload as { data?: { supplierLocationsChanged?: { recordedAt: string }[] } })?.data?.supplierLocationsChanged ?? [];
  return positions.map((p) => Date.parse(p.recordedAt));
}

function heard(times: readonly number[]): void {
  const now = Date.now();
  for (const at of times) {
    if (at < countFrom) continue;
    histogram[Math.min(histogram.length - 1, Math.max(0, now - at))]++;
    received++;
  }
}

/** A `next` message in the server's own order ({"id":..,"type":"next","payload":..}) is timed from the cache. */
function onNext(data: Buffer): boolean {
  const payloadAt = data.indexOf(PAYLOAD);
  const nextAt = data.indexOf(NEXT);
  if (payloadAt === -1 || nextAt === -1 || nextAt > payloadAt) return false;
  const payload = data.subarray(payloadAt);
  let times = recent.find((r) => r.payload.equals(payload))?.times;
  if (!times) {
    times = timesOf((JSON.parse(data.toString('utf8')) as Message).payload);
    recent.unshift({ payload: Buffer.from(payload), times });
    if (recent.length > RECENT) recent.pop();
  }
  heard(times);
  return true;
}

function subscribe(i: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    sockets.push(socket);
    const query = supplierIds.length
      ? { query: 'subscription W($id: Int!) { supplierLocationsChanged(filter: { supplierId: $id }) { supplierId recordedAt } }', variables: { id: supplierIds[i % supplierIds.length] } }
      : { query: 'subscription { supplierLocationsChanged { supplierId recordedAt } }' };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { token } })));
    socket.on('error', reject);
    socket.on('close', (code, reason) => {
      if (code !== 1000 && code !== 1005) parentPort!.postMessage({ type: 'error', message: `socket closed ${code} ${reason.toString()}` });
    });
    socket.on('message', (data: Buffer) => {
      if (onNext(data)) return;
      const message = JSON.parse(data.toString('utf8')) as Message;
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: query }));
        resolve();
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next') {
        heard(timesOf(message.payload));
      } else if (message.type === 'error') {
        parentPort!.postMessage({ type: 'error', message: JSON.stringify(message.payload) });
      }
    });
  });
}

async function start(): Promise<void> {
  // 50 at a time: a thousand handshakes at once on a busy machine outlast the server's connection_init timeout (3 s).
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => subscribe(i + j)));
  // Give the server a moment to register the subscribe messages that followed each ack.
  await new Promise((r) => setTimeout(r, 1000));
  received = 0;
  histogram.fill(0);
  parentPort!.postMessage({ type: 'ready' });
}

parentPort!.on('message', async (msg: { type: string; from?: number }) => {
  if (msg.type === 'reset') {
    countFrom = msg.from ?? 0;
    received = 0;
    histogram.fill(0);
  } else if (msg.type === 'stop') {
    // Let events still in flight arrive before counting.
    await new Promise((r) => setTimeout(r, 2000));
    await Promise.all(sockets.map((s) => new Promise<void>((resolve) => (s.readyState === WebSocket.CLOSED ? resolve() : (s.once('close', () => resolve()), s.close(1000))))));
    parentPort!.postMessage({ type: 'done', received, histogram });
  }
});

start().catch((err) => parentPort!.postMessage({ type: 'error', message: String(err?.message ?? err) }));
