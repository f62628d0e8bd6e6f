import net from 'node:net';

/** A request as written on the wire by LeanConnection. */
export interface LeanRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection, one request at a time, for load generators that share the machine
 * with the server under test: the request is written as one buffer and the answer is read only as far as
 * its status, its framing (Content-Length or chunked) and its end. Node's http client spent ~0.5 ms of CPU
 * per request on agents, request objects and header handling, which the bench then took away from the
 * server (issue 9: the ingest bench's 1,000 drivers used half a core at 1,000 posts a second).
 */
export class LeanConnection {
  private socket: net.Socket | undefined;
  private received: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly host: string, private readonly port: number, private readonly timeoutMs: number) {}

  /** Sends `req` and resolves with the response's status when its body has arrived, or 0 on an error or timeout. */
  send(req: LeanRequest): Promise<number> {
    if (this.waiting) throw new Error('LeanConnection: one request at a time');
    const socket = this.socket ?? this.connect();
    return new Promise<number>((resolve) => {
      this.waiting = resolve;
      this.timer = setTimeout(() => this.fail(), this.timeoutMs);
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      let head = `${req.method} ${req.path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
      for (const [name, value] of Object.entries(req.headers)) head += `${name}: ${value}\r\n`;
      if (body) head += `content-length: ${body.length}\r\n`;
      head += '\r\n';
      socket.write(body ? Buffer.concat([Buffer.from(head), body]) : head);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    // A socket given up on (timeout) still reports its close later: only the current one may settle a request.
    socket.on('data', (chunk) => this.socket === socket && this.read(chunk));
    socket.on('error', () => this.socket === socket && this.fail());
    socket.on('close', () => this.socket === socket && this.fail());
    this.socket = socket;
    this.received = Buffer.alloc(0);
    return socket;
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const end = this.received.indexOf(HEADER_END);
    if (end === -1) return;
    const head = this.received.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let complete: number; // bytes of the whole response, or -1 while incomplete
    if (length) {
      complete = end + 4 + Number(length[1]) <= this.received.length ? end + 4 + Number(length[1]) : -1;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      complete = chunkedEnd(this.received, end + 4);
    } else {
      complete = end + 4; // no body (204, 304)
    }
    if (complete === -1) return;
    this.received = this.received.subarray(complete);
    this.settle(status);
  }

  private fail(): void {
    this.close();
    this.settle(0);
  }

  private settle(status: number): void {
    clearTimeout(this.timer);
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.(status);
  }
}

/** Where a chunked body that starts at `from` ends (after its last, empty chunk), or -1 if it has not all arrived. */
function chunkedEnd(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) return -1;
    const size = parseInt(data.toString('latin1', at, lineEnd), 16);
    const next = lineEnd + 2 + size + 2;
    if (next > data.length) return -1;
    if (size === 0) return next; // no trailers from our server
    at = next;
  }
}
