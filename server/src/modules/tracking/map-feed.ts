import type { PubSub } from '../../realtime/pubsub.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';

type Position = TopicPayloads[typeof Topic.SupplierLocation];

/**
 * Maps handed a tick's batch in one turn of the event loop. Each map's message is written in that turn
 * (its subscription resolves, graphql-ws sends): 500 maps in one turn held the loop for 10-35 ms, and the
 * drivers' posts waited behind them (issue 9, ingest: the post's p99 is part of the map's).
 */
const MAPS_PER_TURN = 50;

const DONE: IteratorResult<Position[]> = { done: true, value: undefined };

/** One map's batches in the order they were made, until it leaves. */
class MapSubscriber implements AsyncIterableIterator<Position[]> {
  private readonly queue: Position[][] = [];
  private waiting: ((result: IteratorResult<Position[]>) => void) | undefined;
  private left = false;

  constructor(private readonly leave: (subscriber: MapSubscriber) => void) {}

  push(batch: Position[]): void {
    if (this.left) return;
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting({ done: false, value: batch });
    else this.queue.push(batch);
  }

  next(): Promise<IteratorResult<Position[]>> {
    if (this.queue.length) return Promise.resolve({ done: false, value: this.queue.shift()! });
    if (this.left) return Promise.resolve(DONE);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<Position[]>> {
    this.end();
    return Promise.resolve(DONE);
  }

  throw(): Promise<IteratorResult<Position[]>> {
    return this.return();
  }

  /** Lets go at once, also of a next() still waiting. */
  end(): void {
    if (this.left) return;
    this.left = true;
    this.queue.length = 0;
    this.leave(this);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(DONE);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Position[]> {
    return this;
  }
}

/**
 * The live map's feed: one listener per process on the location topic, collecting every post's position
 * in the order they arrive and handing them to every map at most once a tick (config map.liveTickMs,
 * 50 ms by default): a position that arrives after a quiet spell goes out at once, later ones wait for
 * the tick. A map then costs at most one message a tick however many drivers post, instead of one per
 * post (issue 9: 500 maps x 1,000 drivers). Nothing is dropped: a supplier whose phones post twice in a
 * tick is in the batch twice, and the map keeps the newer (issue 26: keeping only the newest per supplier
 * lost 2% of the posts the maps were due at 10,000 vehicles, more while the server lagged).
 */
export class MapFeed {
  private pending: Position[] = [];
  /** Maps that may see any supplier: every batch goes to them. */
  private readonly watchingAll = new Set<MapSubscriber>();
  /**
   * Maps held to one supplier (a driver's own, an office map filtered to one), by that supplier: a batch goes only to
   * those whose supplier is in it. At 10,000 vehicles, 1,000 maps of one supplier each were woken 20 times a second
   * to find nothing for them in most batches.
   */
  private readonly watchingOne = new Map<number, Set<MapSubscriber>>();
  private readonly source: AsyncIterator<unknown>;
  private timer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  /** A batch is still being handed out (a turn of MAPS_PER_TURN at a time); the next waits for it. */
  private delivering = false;
  private stopped = false;

  constructor(pubsub: PubSub, private readonly tickMs: number) {
    this.source = pubsub.subscribe(Topic.SupplierLocation)[Symbol.asyncIterator]();
    void this.read();
  }

  /**
   * The batches one subscriber receives, until it unsubscribes: with `supplierId`, only the batches holding a
   * position of that supplier (whoever reads them still decides what the viewer may see of them).
   */
  batches(supplierId?: number): AsyncIterableIterator<Position[]> {
    if (supplierId === undefined) {
      const subscriber = new MapSubscriber((s) => this.watchingAll.delete(s));
      this.watchingAll.add(subscriber);
      return subscriber;
    }
    let watching = this.watchingOne.get(supplierId);
    if (!watching) this.watchingOne.set(supplierId, (watching = new Set()));
    const subscriber = new MapSubscriber((s) => {
      watching.delete(s);
      if (!watching.size && this.watchingOne.get(supplierId) === watching) this.watchingOne.delete(supplierId);
    });
    watching.add(subscriber);
    return subscriber;
  }

  /** The maps a batch goes to: every map of the whole fleet, and those held to a supplier in it. */
  private audience(batch: Position[]): MapSubscriber[] {
    const to = [...this.watchingAll];
    if (!this.watchingOne.size) return to;
    const suppliers = new Set<number>();
    for (const p of batch) suppliers.add(p.supplierId);
    for (const id of suppliers) {
      const watching = this.watchingOne.get(id);
      if (watching) for (const subscriber of watching) to.push(subscriber);
    }
    return to;
  }

  /**
   * Stops listening (app shutdown). The source's return() is not awaited: an async generator waiting
   * for its next event only finishes that wait first, which may never come.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const subscriber of [...this.watchingAll, ...[...this.watchingOne.values()].flatMap((w) => [...w])]) subscriber.end();
    void this.source.return?.();
  }

  private async read(): Promise<void> {
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      this.pending.push(next.value as Position);
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.timer || this.delivering || this.stopped) return;
    const wait = Math.max(0, this.lastFlush + this.tickMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.lastFlush = performance.now();
      this.flush();
    }, wait);
    this.timer.unref();
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const to = batch.length ? this.audience(batch) : [];
    if (!to.length) return;
    this.delivering = true;
    this.deliver(batch, to, 0, performance.now());
  }

  /**
   * Hands the batch to the maps from `from` on, MAPS_PER_TURN of them in this turn and the rest in the next
   * turns, so the posts that arrive meanwhile are read in between. Positions that come in meanwhile wait
   * for the next tick, which starts once this batch is out: each map gets its batches in order. A batch still
   * going out a tick after it started (the server is overloaded: every turn reads many posts) goes to all the
   * rest at once, so the maps fall no further behind than that (the closed-loop ingest run: 1,088 ms p99 without).
   */
  private deliver(batch: Position[], to: MapSubscriber[], from: number, started: number): void {
    const late = performance.now() - started >= this.tickMs;
    const end = late ? to.length : Math.min(to.length, from + MAPS_PER_TURN);
    for (let i = from; i < end; i++) to[i].push(batch);
    if (end < to.length && !this.stopped) {
      setImmediate(() => this.deliver(batch, to, end, started));
      return;
    }
    this.delivering = false;
    if (this.pending.length) this.schedule();
  }
}

const feeds = new WeakMap<PubSub, MapFeed>();

/** The process's map feed over this fan-out, started on first use. */
export function mapFeedFor(pubsub: PubSub, tickMs: number): MapFeed {
  let feed = feeds.get(pubsub);
  if (!feed) {
    feed = new MapFeed(pubsub, tickMs);
    feeds.set(pubsub, feed);
  }
  return feed;
}

/** Stops the feed of this fan-out, if one was started. */
export async function stopMapFeed(pubsub: PubSub): Promise<void> {
  await feeds.get(pubsub)?.stop();
  feeds.delete(pubsub);
}
