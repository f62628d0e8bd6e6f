import { EventEmitter, on } from 'node:events';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';

type Position = TopicPayloads[typeof Topic.SupplierLocation];

/**
 * The live map's feed: one listener per process on the location topic, keeping the newest position of
 * each supplier and handing all that moved to every map once a tick (config map.liveTickMs, 250 ms by
 * default). A map then costs one message a tick however many drivers post, instead of one per post
 * (issue 9: 500 maps x 1,000 drivers).
 */
export class MapFeed {
  private readonly latest = new Map<number, Position>();
  private readonly emitter = new EventEmitter();
  private readonly source: AsyncIterator<unknown>;
  private readonly timer: NodeJS.Timeout;

  constructor(pubsub: PubSub, tickMs: number) {
    this.emitter.setMaxListeners(0);
    this.source = pubsub.subscribe(Topic.SupplierLocation)[Symbol.asyncIterator]();
    void this.read();
    this.timer = setInterval(() => this.flush(), tickMs);
    this.timer.unref();
  }

  /** The batches one subscriber receives, until it unsubscribes. */
  batches(): AsyncIterable<Position[]> {
    const emitter = this.emitter;
    return {
      async *[Symbol.asyncIterator]() {
        for await (const [batch] of on(emitter, 'batch')) yield batch as Position[];
      },
    };
  }

  /**
   * Stops listening (app shutdown). The source's return() is not awaited: an async generator waiting
   * for its next event only finishes that wait first, which may never come.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.emitter.removeAllListeners();
    void this.source.return?.();
  }

  private async read(): Promise<void> {
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      const position = next.value as Position;
      const known = this.latest.get(position.supplierId);
      if (!known || known.recordedAt <= position.recordedAt) this.latest.set(position.supplierId, position);
    }
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
