/**
 * COPY ... TO STDOUT as a Readable of the data bytes, for streaming large exports with little memory (issue 9: the CSV
 * export's peak RSS). pg-copy-streams' `to` does the same job but copies every byte twice on the way (its reads of
 * the socket concatenate what is buffered, and each chunk's rows are joined into a new Buffer), and the garbage is
 * only collected when V8 notices tens of MB of external memory. Here each socket chunk is compacted in place: the
 * 5-byte message headers are cut out by moving the row bytes down, and a view of the chunk is pushed, so the only
 * allocations are the socket's own reads. Backpressure pauses the socket, as pg-copy-streams does.
 */
import { Readable } from 'node:stream';
import type { Connection, Pool, Submittable } from 'pg';

const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'
const ERROR = 0x45; // 'E'

/** A query object for `client.query(copyOut(sql))` (pg's Submittable protocol). */
export class CopyOutStream extends Readable implements Submittable {
  private connection?: Connection;
  private pgOnData?: (chunk: Buffer) => void;
  private readonly header = Buffer.alloc(5);
  private headerLength = 0;
  /** Bytes of the current message's body still to come, and its type. */
  private remaining = 0;
  private code = 0;
  private finished = false;

  /** `highWaterMark`: how many bytes may wait for the reader before the socket is paused (Readable's default: 16 kB). */
  constructor(private readonly text: string, highWaterMark?: number) {
    super({ highWaterMark });
  }

  /** Called by pg when the query's turn comes: takes the socket's data until the COPY is done. */
  submit = (connection: Connection): void => {
    this.connection = connection;
    const listeners = connection.stream.listeners('data') as ((chunk: Buffer) => void)[];
    if (listeners.length !== 1) throw new Error(`Expected pg's one data listener on the socket, found ${listeners.length}`);
    this.pgOnData = listeners[0];
    connection.stream.removeListener('data', this.pgOnData);
    connection.stream.on('data', this.onData);
    connection.query(this.text);
  };

  override _read(): void {
    if (!this.finished) this.connection?.stream.resume();
  }

  private readonly onData = (chunk: Buffer): void => {
    let read = 0;
    let written = 0;
    while (read < chunk.length) {
      if (this.remaining > 0) {
        const n = Math.min(this.remaining, chunk.length - read);
        if (this.code === COPY_DATA) {
          if (written !== read) chunk.copyWithin(written, read, read + n);
          written += n;
        }
        read += n;
        this.remaining -= n;
        continue;
      }
      const n = Math.min(5 - this.headerLength, chunk.length - read);
      chunk.copy(this.header, this.headerLength, read, read + n);
      this.headerLength += n;
      read += n;
      if (this.headerLength < 5) break;
      this.headerLength = 0;
      this.code = this.header[0];
      this.remaining = this.header.readUInt32BE(1) - 4;
      if (this.code === COPY_DONE || this.code === ERROR) {
        // From here pg reads the socket again: CommandComplete and ReadyForQuery (or the error) end the query.
        const rest = this.code === ERROR ? Buffer.concat([this.header, chunk.subarray(read)]) : chunk.subarray(read);
        this.remaining = 0;
        this.flush(chunk, written);
        this.detach(rest);
        return;
      }
    }
    if (!this.flush(chunk, written)) this.connection!.stream.pause();
  };

  /** Pushes the compacted rows of a chunk; false when the reader wants no more for now. */
  private flush(chunk: Buffer, length: number): boolean {
    return length > 0 ? this.push(chunk.subarray(0, length)) : true;
  }

  private detach(rest: Buffer): void {
    const stream = this.connection!.stream;
    this.finished = true;
    stream.removeListener('data', this.onData);
    stream.on('data', this.pgOnData!);
    stream.resume();
    if (rest.length) this.pgOnData!(rest);
  }

  /** Abandoned before the end (the download was closed): the connection is mid-COPY and cannot be reused, so close it. */
  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    if (!this.finished) this.connection?.stream.destroy();
    this.finished = true;
    callback(err);
  }

  /** pg: the server sent an error (the COPY failed, or the query never started). */
  handleError(err: Error): void {
    this.destroy(err);
  }

  /** pg: CommandComplete, after CopyDone. */
  handleCommandComplete(): void {}

  /** pg: the connection is free again; the stream ends here so the client is released after pg is done with it. */
  handleReadyForQuery(): void {
    if (!this.destroyed) this.push(null);
  }
}

/** `client.query(copyOut('copy (...) to stdout ...'))` streams the COPY's bytes. */
export const copyOut = (text: string, highWaterMark?: number): CopyOutStream => new CopyOutStream(text, highWaterMark);

// COPY (FORMAT binary): the signature, flags and header-extension length (19 bytes), then per row a field count (2)
// and per field its length (4) and bytes, then a trailer (2).
const BINARY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIRST_VALUE_AT = 19 + 2 + 4;

/** Views of the bytes [from, to) of `chunks` taken as one run of bytes: nothing is copied. */
export function byteRange(chunks: readonly Buffer[], from: number, to: number): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (const chunk of chunks) {
    const start = Math.max(from - at, 0);
    const end = Math.min(to - at, chunk.length);
    if (start < end) out.push(chunk.subarray(start, end));
    at += chunk.length;
    if (at >= to) break;
  }
  return out;
}

/** How many bytes the chunks hold. */
export const sizeOf = (chunks: readonly Buffer[]): number => chunks.reduce((n, chunk) => n + chunk.length, 0);

/**
 * The value of a query that answers one row of one text column, as its raw bytes (views of the socket's reads, in
 * order), read with COPY (FORMAT binary) on a connection of `pool`: no string is made in V8 and nothing is copied. A
 * long list's JSON is megabytes: as strings from pg such values land in V8's large-object space, which only full GCs
 * free (measured: ~38 ms of GC per 7.7 MB day search), and every megabyte copied outside the heap (Buffer.concat)
 * brings V8's next full GC nearer too. The query takes no parameters (COPY takes none), so whatever it holds must be
 * quoted or be numbers.
 */
export async function copyValue(pool: Pool, query: string): Promise<Buffer[]> {
  const client = await pool.connect();
  const chunks: Buffer[] = [];
  try {
    // Read whole, never paused: pausing the socket at Readable's 16 kB took the 7.7 MB day search from ~150 to 174-246 ms (p50).
    for await (const chunk of client.query(copyOut(`copy (${query}) to stdout (format binary)`, 1 << 30))) chunks.push(chunk as Buffer);
    client.release();
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const head = Buffer.concat(byteRange(chunks, 0, FIRST_VALUE_AT));
  if (head.length < FIRST_VALUE_AT || !head.subarray(0, BINARY_SIGNATURE.length).equals(BINARY_SIGNATURE) || head.readInt16BE(19) !== 1) {
    throw new Error('Expected one row of one column from COPY');
  }
  const length = head.readInt32BE(21);
  if (length < 0) throw new Error('Expected a value from COPY, not null');
  // After the value: the trailer (2 bytes), and nothing else.
  if (sizeOf(chunks) !== FIRST_VALUE_AT + length + 2) throw new Error('Expected one row of one column from COPY');
  return byteRange(chunks, FIRST_VALUE_AT, FIRST_VALUE_AT + length);
}
