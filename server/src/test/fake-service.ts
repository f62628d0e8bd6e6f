import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for an external JSON service (routing, say) on a spare local port; never the real one. */
export interface FakeService {
  /** Its base URL, ending in '/'. */
  url: string;
  /** The path and query of each request, in order. */
  requests: string[];
  /** What it answers next; set it before the call under test. */
  reply: { status: number; body: unknown };
  close(): Promise<void>;
}

export async function fakeJsonService(): Promise<FakeService> {
  const service = { requests: [] as string[], reply: { status: 200, body: {} as unknown } };
  const server = createServer((req, res) => {
    service.requests.push(req.url ?? '');
    res.writeHead(service.reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(service.reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(service, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
