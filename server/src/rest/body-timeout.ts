import type { FastifyInstance } from 'fastify';

/**
 * A request body must arrive within `ms` of its headers (issue 20 item 4; REQUEST_BODY_TIMEOUT_MS). Node's
 * requestTimeout stops counting once the headers are in and the request is handed over, so a client
 * sending its body a byte at a time would hold a connection and a body buffer for as long as it likes:
 * past the limit it is answered 408 and its connection closed. Other requests are not affected.
 */
export function limitBodyTime(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    // Nothing to wait for: a request already read, a WebSocket upgrade (the socket is the WebSocket's from
    // now on), or an injected request (no network socket).
    if (raw.complete || raw.headers.upgrade || typeof raw.socket?.end !== 'function') return done();
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      const body = JSON.stringify({ Message: `The request body did not arrive within ${ms} ms.` });
      raw.socket.end(`HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      raw.socket.destroySoon();
    }, ms);
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
