import { EventEmitter, on } from 'node:events';
import type { PubSub } from '../../realtime/pubsub.js';
import { filterMap } from '../../realtime/iterators.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';

type Position = TopicPayloads[typeof Topic.SupplierLocation];

/**
 * The live map's feed: one listener per process on the location topic, keeping the newest position of
 * each supplier and handing all that moved to every map at most once a tick (config map.liveTickMs,
 * 50 ms by default): a position that arrives after a quiet spell goes out at once, later ones wait for
 * the tick. A map then costs at most one message a tick however many drivers post, instead of one per
 * post (issue 9: 500 maps x 1,000 drivers).
 */
export class MapFeed {
  private readonly latest = new Map<number, Position>();
  private readonly emitter = new EventEmitter();
  private readonly source: AsyncIterator<unknown>;
  private timer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  private stopped = false;

  constructor(pubsub: PubSub, private readonly tickMs: number) {
    this.emitter.setMaxListeners(0);
    this.source = pubsub.subscribe(Topic.SupplierLocation)[Symbol.asyncIterator]();
    void this.read();
  }

  /** The batches one subscriber receives, until it unsubscribes. */
  batches(): AsyncIterableIterator<Position[]> {
    return filterMap(on(this.emitter, 'batch'), ([batch]) => batch as Position[]);
  }

  /**
   * Stops listening (app shutdown). The source's return() is not awaited: an async generator waiting
   * for its next event only finishes that wait first, which may never come.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.emitter.removeAllListeners();
    void this.source.return?.();
  }

  private async read(): Promise<void> {
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      const position = next.value as Position;
      const known = this.latest.get(position.supplierId);
      if (!known || known.recordedAt <= position.recordedAt) this.latest.set(position.supplierId, position);
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    const wait = Math.max(0, this.lastFlush + this.tickMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.lastFlush = performance.now();
      this.flush();
    }, wait);
    this.timer.unref();
  }

  private flush(): void {
    if (this.latest.size === 0 || this.emitter.listenerCount('batch') === 0) {
      this.latest.clear();
      return;
    }
    const batch = [...this.latest.values()];
    this.latest.clear();
    this.emitter.emit('batch', batch);
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
