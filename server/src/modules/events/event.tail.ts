import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventCursor, EventViewer } from '../../domain/events.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic } from '../../realtime/topics.js';
import { headCursor, readEvents, type StoredEvent } from './event.read.js';

// Read again this soon when committed events wait behind an older transaction still running.
const HELD_BACK_MS = 50;
// Read again at the latest after this long without a notice: the fan-out delivers at most once.
const SAFETY_MS = 2000;
const PAGE = 200;

/**
 * One subscriber's tail of the event table (issue 24 item 4): from `after` (or from now) it replays what
 * the viewer may see, then waits for a fan-out notice and reads on from the table. Every event, replayed or
 * live, comes from the same ordered read, so the switch to live has no gap and no duplicate. A plain
 * iterator: return() ends a wait at once (see realtime/iterators.ts).
 */
export class EventTail implements AsyncIterableIterator<StoredEvent> {
  private readonly notices: AsyncIterator<unknown>;
  private readonly queue: StoredEvent[] = [];
  private cursor: EventCursor | undefined;
  private noticed = false;
  private done = false;
  private wake: (() => void) | undefined;

  constructor(private readonly em: EntityManager, pubsub: PubSub, private readonly viewer: EventViewer, after: EventCursor | null) {
    this.cursor = after ?? undefined;
    // Listening starts before the first read, so nothing committed after that read goes unnoticed.
    this.notices = pubsub.subscribe(Topic.EventsWritten)[Symbol.asyncIterator]();
    void this.listen();
  }

  async next(): Promise<IteratorResult<StoredEvent>> {
    this.cursor ??= await headCursor(this.em);
    while (!this.done) {
      const event = this.queue.shift();
      if (event) return { done: false, value: event };
      this.noticed = false;
      const page = await readEvents(this.em, this.viewer, this.cursor, PAGE);
      this.cursor = page.endCursor;
      this.queue.push(...page.events);
      if (!this.queue.length && !page.hasNextPage && !this.noticed) await this.pause(page.heldBack ? HELD_BACK_MS : SAFETY_MS);
    }
    return { done: true, value: undefined };
  }

  async return(): Promise<IteratorResult<StoredEvent>> {
    this.done = true;
    this.wake?.();
    // Not awaited: the in-memory fan-out's iterator lets go only at its next notice.
    void this.notices.return?.();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private async listen(): Promise<void> {
    while (!this.done) {
      const notice = await this.notices.next().catch(() => ({ done: true }));
      if (notice.done) return;
      this.noticed = true;
      this.wake?.();
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
