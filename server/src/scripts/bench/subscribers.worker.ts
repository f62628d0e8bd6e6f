import { parentPort, workerData } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The map watchers of the ingest scenario, in a worker thread so their message handling doesn't
 * share an event loop with the posting drivers: `count` graphql-ws clients subscribe to
 * the batched supplierLocationsChanged (the whole map, or with `supplierIds` each one supplier,
 * round-robin) and time each position from its recordedAt (set by the poster just before it sent the
 * request; same machine, same clock) to its arrival in a batch.
 */
const { url, token, count, supplierIds } = workerData as { url: string; token: string; count: number; supplierIds: number[] };
const latencies: number[] = [];
let received = 0;
const clients: Client[] = [];

async function start(): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<void>((resolve, reject) => {
        const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token }, lazy: false, retryAttempts: 0, on: { connected: () => resolve(), error: reject } });
        clients.push(client);
        client.subscribe<{ supplierLocationsChanged: { recordedAt: string }[] }>(
          supplierIds.length
            ? { query: 'subscription W($id: Int!) { supplierLocationsChanged(filter: { supplierId: $id }) { supplierId recordedAt } }', variables: { id: supplierIds[i % supplierIds.length] } }
            : { query: 'subscription { supplierLocationsChanged { supplierId recordedAt } }' },
          {
            next: (msg) => {
              const now = Date.now();
              for (const position of msg.data?.supplierLocationsChanged ?? []) {
                received++;
                latencies.push(now - Date.parse(position.recordedAt));
              }
            },
            error: (err) => parentPort!.postMessage({ type: 'error', message: String((err as Error)?.message ?? JSON.stringify(err)) }),
            complete: () => undefined,
          },
        );
      }),
    ),
  );
  // Give the server a moment to register the subscribe messages that followed each ack.
  await new Promise((r) => setTimeout(r, 1000));
  received = 0;
  latencies.length = 0;
  parentPort!.postMessage({ type: 'ready' });
}

parentPort!.on('message', async (msg: { type: string }) => {
  if (msg.type === 'reset') {
    received = 0;
    latencies.length = 0;
  } else if (msg.type === 'stop') {
    // Let events still in flight arrive before counting.
    await new Promise((r) => setTimeout(r, 2000));
    await Promise.all(clients.map((c) => c.dispose()));
    parentPort!.postMessage({ type: 'done', received, latencies: Float64Array.from(latencies) });
  }
});

start().catch((err) => parentPort!.postMessage({ type: 'error', message: String(err?.message ?? err) }));
