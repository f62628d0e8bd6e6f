import type { EntityManager } from '@mikro-orm/postgresql';
import { encodeCursor, maySeeEvent, parseCursor, type EventCursor, type EventData, type EventViewer } from '../../domain/events.js';
import { badInput } from '../../errors.js';

/** An event as read back from the table. */
export interface StoredEvent {
  cursor: string;
  id: string;
  type: string;
  customerId: number | null;
  supplierId: number | null;
  data: EventData;
  occurredAt: Date;
}

/** A page of the events a viewer may see, and where to go on from. */
export interface EventPage {
  events: StoredEvent[];
  /** After the last event scanned (seen or not): the next read starts there. */
  endCursor: EventCursor;
  /** More committed events are ready to read now. */
  hasNextPage: boolean;
  /** Committed events wait behind an older transaction still running: read again shortly. */
  heldBack: boolean;
}

interface Row { id: string; tx: string; type: string; customer_id: number | null; supplier_id: number | null; data: EventData; occurred_at: Date; ready: boolean }

const SCAN = 500;

/** The cursor `after` as sent by a caller, or a 400. */
export function cursorArgument(after: string): EventCursor {
  const cursor = parseCursor(after);
  if (!cursor) throw badInput([{ field: 'after', message: 'after must be a cursor this API handed out (an event\'s cursor or a page\'s endCursor).' }]);
  return cursor;
}

/** Now, as a cursor: every event of a transaction that has already ended lies before it. */
export async function headCursor(em: EntityManager): Promise<EventCursor> {
  const [row] = await em.getConnection().execute<{ xmin: string }[]>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  return { tx: BigInt(row.xmin), id: 0n };
}

/**
 * Events after a cursor in (tx, id) order, marking which are ready: written by a transaction older than every
 * transaction still running (decision 0120). Those are final, so a cursor past them never skips a late commit.
 */
async function scan(em: EntityManager, after: EventCursor, limit: number): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(
    `select e.id::text as id, e.tx::text as tx, e.type, e.customer_id, e.supplier_id, e.data, e.occurred_at,
            e.tx < pg_snapshot_xmin(pg_current_snapshot()) as ready
       from "event" e
      where (e.tx, e.id) > (?::text::xid8, ?::bigint)
      order by e.tx, e.id
      limit ?`,
    [after.tx.toString(), after.id.toString(), limit],
  );
}

const stored = (r: Row): StoredEvent => ({
  cursor: encodeCursor({ tx: BigInt(r.tx), id: BigInt(r.id) }), id: r.id, type: r.type, customerId: r.customer_id, supplierId: r.supplier_id, data: r.data, occurredAt: new Date(r.occurred_at),
});

/** Up to `first` events after `after` that the viewer may see, scanning past the ones it may not. */
export async function readEvents(em: EntityManager, viewer: EventViewer, after: EventCursor, first: number): Promise<EventPage> {
  const events: StoredEvent[] = [];
  let cursor = after;
  for (;;) {
    const rows = await scan(em, cursor, SCAN);
    const ready = rows.filter((r) => r.ready);
    for (const row of ready) {
      cursor = { tx: BigInt(row.tx), id: BigInt(row.id) };
      if (maySeeEvent(viewer, { type: row.type, customerId: row.customer_id, supplierId: row.supplier_id })) events.push(stored(row));
      if (events.length === first) return { events, endCursor: cursor, hasNextPage: true, heldBack: false };
    }
    if (ready.length < rows.length || rows.length < SCAN) return { events, endCursor: cursor, hasNextPage: false, heldBack: ready.length < rows.length };
  }
}
