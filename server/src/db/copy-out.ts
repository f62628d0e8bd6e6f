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
// and per field its length (4) and bytes, then a trailer (a field count of -1).
const BINARY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_LENGTH = 19;

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

/** A position in chunks taken as one run of bytes: which chunk, where in it, and how far from the first byte. */
interface Cursor {
  chunk: number;
  at: number;
  offset: number;
}

/**
 * The rows of a one-column COPY (FORMAT binary), whose bytes are `chunks`, as their values one after another with
 * `separator` between two, moved down in place over the framing: each row's 6-byte head (field count, length) becomes
 * the separator or nothing. Answers views of the same chunks (nothing new is allocated); a row may be split across
 * two of them. Throws unless the chunks are exactly such a COPY of non-null values.
 */
export function joinBinaryRows(chunks: Buffer[], separator: number): Buffer[] {
  const total = sizeOf(chunks);
  // The read and write positions in the chunks taken as one run of bytes: writing never overtakes reading.
  const read: Cursor = { chunk: 0, at: 0, offset: 0 };
  const write: Cursor = { chunk: 0, at: 0, offset: 0 };
  /** The chunk the cursor's next byte is in, past ended (and empty) chunks. */
  const settle = (cursor: Cursor): Buffer => {
    while (cursor.at >= chunks[cursor.chunk].length) [cursor.chunk, cursor.at] = [cursor.chunk + 1, 0];
    return chunks[cursor.chunk];
  };
  const malformed = (what: string) => new Error(`Expected a COPY (FORMAT binary) of one column: ${what}`);
  const nextByte = (): number => {
    if (read.offset >= total) throw malformed('it ends early');
    const chunk = settle(read);
    read.offset++;
    return chunk[read.at++];
  };
  const unsigned = (bytes: number): number => {
    let value = 0;
    for (let i = 0; i < bytes; i++) value = value * 256 + nextByte();
    return value;
  };
  const put = (byte: number): void => {
    settle(write)[write.at++] = byte;
    write.offset++;
  };
  /** Moves the next `length` bytes read to the write position (Buffer.copy allows the overlap within a chunk). */
  const move = (length: number): void => {
    if (read.offset + length > total) throw malformed('it ends early');
    while (length > 0) {
      const from = settle(read);
      const to = settle(write);
      const n = Math.min(length, from.length - read.at, to.length - write.at);
      if (read.offset !== write.offset) from.copy(to, write.at, read.at, read.at + n);
      for (const cursor of [read, write]) {
        cursor.at += n;
        cursor.offset += n;
      }
      length -= n;
    }
  };

  const header = Buffer.from(Array.from({ length: HEADER_LENGTH }, nextByte));
  if (!header.subarray(0, BINARY_SIGNATURE.length).equals(BINARY_SIGNATURE)) throw malformed('no signature');
  for (let rows = 0; ; rows++) {
    const fields = unsigned(2);
    if (fields === 0xffff) break;
    if (fields !== 1) throw malformed(`a row of ${fields} columns`);
    const length = unsigned(4);
    if (length === 0xffffffff) throw malformed('a null value');
    if (rows > 0) put(separator);
    move(length);
  }
  if (read.offset !== total) throw malformed('bytes after its trailer');
  return byteRange(chunks, 0, write.offset);
}

/**
 * The values of a query that answers rows of one text column, in order, as UTF-8 with `separator` (one byte) between
 * two, read with COPY (FORMAT binary) on a connection of `pool` as views of the socket's reads (joinBinaryRows): no
 * string is made in V8 and nothing is copied. A long list's JSON is megabytes: as strings from pg such values land
 * in V8's large-object space, which only full GCs free (measured: ~38 ms of GC per 7.7 MB day search), and every
 * megabyte copied outside the heap (Buffer.concat) brings V8's next full GC nearer too. No rows: no pieces. The query
 * takes no parameters (COPY takes none), so whatever it holds must be quoted or be numbers. `settings` (the code's own
 * names and values, never a caller's) hold for this statement only: SET LOCAL in the implicit transaction of one
 * simple-query message.
 */
export async function copyRows(pool: Pool, query: string, separator = ',', settings: Readonly<Record<string, string>> = {}): Promise<Buffer[]> {
  const set = Object.entries(settings).map(([name, value]) => `set local ${name} = ${value}; `).join('');
  const client = await pool.connect();
  const chunks: Buffer[] = [];
  try {
    // Read whole, never paused: pausing the socket at Readable's 16 kB took the 7.7 MB day search from ~150 to 174-246 ms (p50).
    for await (const chunk of client.query(copyOut(`${set}copy (${query}) to stdout (format binary)`, 1 << 30))) chunks.push(chunk as Buffer);
    client.release();
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  return joinBinaryRows(chunks, separator.charCodeAt(0));
}
