import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createTestDatabase } from '../test/database.js';
import { until } from '../test/until.js';
import { byteRange, copyOut, copyRows, joinBinaryRows, sizeOf } from './copy-out.js';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Reads a stream whole through a slow writer with a small buffer, so the source is paused again and again. */
async function readSlowly(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk)); // a copy: the stream's chunks are views the source owns
      setImmediate(done);
    },
  });
  await pipeline(stream, sink);
  return Buffer.concat(chunks);
}

// Rows of every length from 0 to ~600 bytes with quotes, commas, newlines and multi-byte text, so row and message
// boundaries fall everywhere in the socket's chunks.
const ROWS = `copy (select x, repeat('é,"x"' || chr(10), x % 97), md5(x::text) from generate_series(1, 60000) x) to stdout with (format csv, header true)`;

describe('copyOut: COPY ... TO STDOUT as a stream of the data bytes (issue 9 CSV export)', () => {
  it('gives the same bytes as pg-copy-streams, through a reader that keeps pausing it', async () => {
    const expected = await withClient(async (client) => readSlowly(client.query(copyTo(ROWS))));
    const actual = await withClient(async (client) => {
      const bytes = await readSlowly(client.query(copyOut(ROWS)));
      // The connection is usable again afterwards.
      expect((await client.query('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
      return bytes;
    });
    expect(actual.length).toBeGreaterThan(5_000_000);
    expect(actual.equals(expected)).toBe(true);
  });

  it('fails the stream with PostgreSQL\'s error when the COPY fails part way, and leaves the connection usable', async () => {
    await withClient(async (client) => {
      const failing = client.query(copyOut('copy (select 1 / (50000 - x) from generate_series(1, 100000) x) to stdout'));
      await expect(readSlowly(failing)).rejects.toThrow('division by zero');
      expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await expect(readSlowly(client.query(copyOut('copy (select nonsense) to stdout')))).rejects.toThrow('column "nonsense" does not exist');
    });
  });

  it('closes the connection when the reader gives up part way, so the server stops the COPY', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const errors: Error[] = [];
    client.on('error', (err) => errors.push(err));
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const stream = client.query(copyOut('copy (select x, md5(x::text) from generate_series(1, 5000000) x) to stdout'));
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await withClient(async (watcher) => {
      await until(async () => !(await watcher.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount, 'the abandoned copy\'s backend to end');
    });
    expect(errors.length).toBeLessThanOrEqual(1); // the client reports its closed connection at most once, to its listener
  });

  it('cuts the message headers out wherever the socket splits them', async () => {
    const message = (code: string, body: Buffer) => {
      const header = Buffer.alloc(5);
      header.write(code, 0, 'latin1');
      header.writeUInt32BE(body.length + 4, 1);
      return Buffer.concat([header, body]);
    };
    const rows = ['a,b\n', '', 'é"\n', 'x'.repeat(300) + '\n'].map((r) => Buffer.from(r));
    const copy = Buffer.concat([message('H', Buffer.from([0, 0, 1, 0, 0])), ...rows.map((r) => message('d', r)), message('c', Buffer.alloc(0))]);
    const end = Buffer.concat([message('C', Buffer.from('COPY 4\0')), message('Z', Buffer.from('I'))]);
    const wire = Buffer.concat([copy, end]);
    for (let split = 0; split <= wire.length; split += 1) {
      const { connection, afterCopy } = fakeConnection();
      const stream = copyOut('copy ...');
      stream.submit(connection as unknown as pg.Connection);
      const done = readSlowly(stream);
      for (const part of [wire.subarray(0, split), wire.subarray(split)]) if (part.length) connection.stream.emit('data', Buffer.from(part));
      stream.handleReadyForQuery();
      expect((await done).equals(Buffer.concat(rows))).toBe(true);
      expect(Buffer.concat(afterCopy).equals(end)).toBe(true);
    }
  });
});

/** A stand-in for pg's Connection: a socket-like emitter with pg's own data listener, recording what pg would parse. */
function fakeConnection() {
  const afterCopy: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => afterCopy.push(chunk));
  return { connection: { stream, query: () => undefined }, afterCopy };
}

describe('copyRows: the rows of one text column as their raw bytes, joined (issue 9: long lists read without V8 strings)', () => {
  it('answers the exact UTF-8 of rows of many socket reads, in order, a separator between two, with quotes, backslashes, tabs, newlines and non-ASCII', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    try {
      const piece = 'Caf\u00e9 "quoted" back\\slash\ttab\nnew line \u{1F69A} ';
      const rows = (n: number) => `select repeat(${pg.Client.prototype.escapeLiteral(piece)}, n) from generate_series(1, ${n}) n order by n`;
      const value = await copyRows(pool, rows(300));
      expect(value.length).toBeGreaterThan(1); // many socket reads, answered as views of them
      const expected = Array.from({ length: 300 }, (_, i) => piece.repeat(i + 1)).join(',');
      expect(Buffer.concat(value).equals(Buffer.from(expected, 'utf8'))).toBe(true);
      expect(Buffer.concat(await copyRows(pool, rows(3), '|')).toString()).toBe([1, 2, 3].map((n) => piece.repeat(n)).join('|'));
      expect(await copyRows(pool, rows(0))).toEqual([]);
      // Settings hold for the one statement; the pooled connection keeps its own.
      expect(Buffer.concat(await copyRows(pool, "select current_setting('enable_seqscan')", ',', { enable_seqscan: 'off' })).toString()).toBe('off');
      expect((await pool.query("select current_setting('enable_seqscan') as s")).rows).toEqual([{ s: 'on' }]);
      // The connection went back to the pool and serves the next query.
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it("fails with PostgreSQL's error, or on a null value, and the pool stays usable", async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      await expect(copyRows(pool, 'select 1 / 0')).rejects.toThrow(/division by zero/);
      await expect(copyRows(pool, "select 'a' union all select null::text")).rejects.toThrow(/a null value/);
      await expect(copyRows(pool, "select 'a', 'b'")).rejects.toThrow(/a row of 2 columns/);
      expect(Buffer.concat(await copyRows(pool, "select 'ok'")).toString()).toBe('ok');
    } finally {
      await pool.end();
    }
  });
});

describe('joinBinaryRows: a COPY (FORMAT binary) of one column, joined in place', () => {
  const head = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  const row = (text: string) => {
    const bytes = Buffer.from(text);
    const framing = Buffer.alloc(6);
    framing.writeInt16BE(1, 0);
    framing.writeInt32BE(bytes.length, 2);
    return Buffer.concat([framing, bytes]);
  };
  const copyOf = (...rows: string[]) => Buffer.concat([head, ...rows.map(row), Buffer.from([0xff, 0xff])]);
  /** The COPY's bytes cut into chunks at the given offsets (empty chunks included). */
  const cut = (bytes: Buffer, at: number[]) => [0, ...at, bytes.length].slice(1).map((end, i, ends) => Buffer.from(bytes.subarray(i ? ends[i - 1] : 0, end)));

  it('answers the values with the separator between two, however the socket cut the bytes', () => {
    const rows = ['{"a":1}', '', 'caf\u00e9 \u{1F69A}', 'x'.repeat(40)];
    const bytes = copyOf(...rows);
    for (let first = 0; first <= bytes.length; first += 3) {
      for (let second = first; second <= bytes.length; second += 5) {
        const chunks = cut(bytes, [first, second, second]);
        const joined = joinBinaryRows(chunks, 0x2c);
        expect(Buffer.concat(joined).toString()).toBe(rows.join(','));
        // views of the chunks, not copies
        expect(joined.every((view) => chunks.some((chunk) => chunk.buffer === view.buffer))).toBe(true);
      }
    }
  });

  it('answers nothing for no rows, and refuses what is not a whole COPY of non-null values', () => {
    expect(joinBinaryRows([copyOf()], 0x2c)).toEqual([]);
    expect(() => joinBinaryRows([Buffer.from('not a copy at all, not at all')], 0x2c)).toThrow(/no signature/);
    // (each call its own bytes: the rows are moved in place)
    const whole = () => copyOf('one', 'two');
    expect(() => joinBinaryRows([whole().subarray(0, whole().length - 4)], 0x2c)).toThrow(/ends early/);
    expect(() => joinBinaryRows([whole(), Buffer.from('x')], 0x2c)).toThrow(/after its trailer/);
    const nullRow = Buffer.alloc(6, 0xff);
    nullRow.writeInt16BE(1, 0);
    expect(() => joinBinaryRows([Buffer.concat([head, nullRow, Buffer.from([0xff, 0xff])])], 0x2c)).toThrow(/a null value/);
  });
});

describe('byteRange: views of a range of bytes across chunks', () => {
  const chunks = ['ab', 'c', '', 'defg', 'h'].map((text) => Buffer.from(text));
  const text = (from: number, to: number) => Buffer.concat(byteRange(chunks, from, to)).toString();

  it('answers the bytes of any range, across chunk boundaries, without empty pieces', () => {
    expect(sizeOf(chunks)).toBe(8);
    expect(text(0, 8)).toBe('abcdefgh');
    expect(text(1, 7)).toBe('bcdefg');
    expect(text(2, 3)).toBe('c');
    expect(text(4, 4)).toBe('');
    expect(byteRange(chunks, 1, 7).every((piece) => piece.length > 0)).toBe(true);
  });

  it('shares memory with the chunks rather than copying', () => {
    const [view] = byteRange(chunks, 3, 5);
    expect(view.buffer).toBe(chunks[3].buffer);
  });
});
