import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** How a socket was closed, and when (Date.now()). */
export interface Closed {
  code: number;
  reason: string;
  at: number;
}

/** One operation's outcome over the socket: its data, or the error (GraphQL errors or a close event). */
export interface SocketReply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  closed?: { code: number; reason: string };
}

/** A graphql-ws client on a test server, connected with the given connection_init payload. */
export interface TestSocket {
  client: Client;
  /** Settles when the server acknowledged the connection (or rejects when it refused it). */
  connected: Promise<void>;
  /** Settles when the socket closes, with the code and reason the server gave. */
  closed: Promise<Closed>;
  /** Runs one query or mutation over the socket. */
  run(query: string, variables?: Record<string, unknown>): Promise<SocketReply>;
  /** Subscribes; every event is pushed to `events`, the end (error or close) settles `ended`. */
  listen(query: string): { events: unknown[]; ended: Promise<SocketReply>; stop(): void };
}

function replyOf(error: unknown): SocketReply {
  if (Array.isArray(error)) return { errors: error as SocketReply['errors'] };
  const event = error as { code?: number; reason?: string };
  return { closed: { code: event.code ?? 0, reason: event.reason ?? '' } };
}

/** Opens a graphql-ws socket to ws://127.0.0.1:port/graphql that never reconnects. */
export function openSocket(port: number, connectionParams: Record<string, unknown>): TestSocket {
  let connected!: () => void;
  let refused!: (e: unknown) => void;
  let closedWith!: (c: Closed) => void;
  const connectedP = new Promise<void>((resolve, reject) => ((connected = resolve), (refused = reject)));
  const closed = new Promise<Closed>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    // The close is reported through on.closed; graphql-ws would otherwise print it.
    onNonLazyError: () => undefined,
    on: {
      connected: () => connected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        refused(event);
        closedWith({ code, reason, at: Date.now() });
      },
    },
  });
  connectedP.catch(() => undefined);
  return {
    client,
    connected: connectedP,
    closed,
    run: (query, variables) =>
      new Promise<SocketReply>((resolve) => {
        let reply: SocketReply = {};
        client.subscribe({ query, variables }, {
          next: (value) => (reply = value as SocketReply),
          error: (error) => resolve(replyOf(error)),
          complete: () => resolve(reply),
        });
      }),
    listen(query) {
      const events: unknown[] = [];
      let stop = () => undefined as void;
      const ended = new Promise<SocketReply>((resolve) => {
        stop = client.subscribe({ query }, { next: (value) => events.push(value), error: (error) => resolve(replyOf(error)), complete: () => resolve({}) });
      });
      return { events, ended, stop: () => stop() };
    },
  };
}
