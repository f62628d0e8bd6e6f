import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, testConfig, type TestApp } from './test/harness.js';

// Issue 20 item 4: a request body has a time limit (REQUEST_BODY_TIMEOUT_MS). A client that sends its body
// a byte at a time is answered 408 and its connection closed, while other requests are answered meanwhile.

const TIMEOUT_MS = 1000;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, bodyTimeoutMs: TIMEOUT_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a POST that promises a body of `length` bytes and sends one byte each `everyMs` until the server answers or closes. */
function slowPost(length: number, everyMs: number): { socket: Socket; ended: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.write(`POST /api/Users/Authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`);
  const drip = setInterval(() => socket.writable && socket.write(' '), everyMs);
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(drip);
      resolve(answer);
    });
    socket.on('error', () => undefined);
  });
  return { socket, ended };
}

describe('request bodies have a time limit (issue 20 item 4)', () => {
  it('answers a body sent a byte at a time past the limit 408 and closes its connection, while other requests are answered', async () => {
    const slow = slowPost(10_000, 100);
    // The slow request is still arriving: another client is served as usual.
    const other = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(other.status).toBe(200);
    const answer = await slow.ended;
    expect(answer).toMatch(/^HTTP\/1.1 408 .*did not arrive within 1000 ms/s);
    const after = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(after.status).toBe(200);
  }, 30_000);

  it('reads a body that arrives within the limit', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/Users/Authenticate`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Username: 'nobody', Password: 'wrong-password' }),
    });
    expect([400, 401]).toContain(res.status);
  });
});
