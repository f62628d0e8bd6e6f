import { EventEmitter, on } from 'node:events';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import type { TopicPayloads } from './topics.js';

type TopicName = keyof TopicPayloads;

/**
 * Fan-out of events to subscriptions. An event is a notice, published after its transaction commits;
 * the stored rows stay the truth (DESIGN: Subscriptions). Shaped to type-graphql's PubSub.
 */
export interface PubSub {
  publish<T extends TopicName>(topic: T, payload: TopicPayloads[T]): void;
  subscribe(topic: string): AsyncIterable<unknown>;
  /** 'ok', or 'degraded' when the shared fan-out (Redis) cannot be reached. */
  health(): 'ok' | 'degraded';
  close(): Promise<void>;
}

/** The in-process fan-out, which can also say how many subscriptions listen on a topic. */
export interface MemoryPubSub extends PubSub {
  /** Subscriptions now listening on `topic`: a test waits for its own to be counted before publishing. */
  subscriberCount(topic: string): number;
}

/** One process only: what a laptop without Redis uses (and what tests use). */
export function createMemoryPubSub(): MemoryPubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    subscriberCount: (topic) => emitter.listenerCount(topic),
    publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    async *subscribe(topic) {
      for await (const [payload] of on(emitter, topic)) yield payload;
    },
    health: () => 'ok',
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Several API instances share one Redis, so an event published on one reaches subscribers of all. */
export function createRedisPubSub(url: string, onError: (err: Error) => void): PubSub {
  const options = { maxRetriesPerRequest: null, enableOfflineQueue: true, retryStrategy: (n: number) => Math.min(n * 200, 5000) };
  // The publisher pipelines: the events published in one turn of the event loop (a flush of the location writer answers
  // hundreds of posts at once, each publishing its position) go to Redis in one write instead of one each (issue 26:
  // at 10,000 vehicles the per-event writes were 4% of the API's CPU).
  const publisher = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  let healthy = true;
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: Error) => {
      healthy = false;
      onError(err);
    });
    client.on('ready', () => {
      healthy = publisher.status === 'ready' && subscriber.status === 'ready';
    });
  }
  const redis = new RedisPubSub({ publisher, subscriber });
  return {
    publish(topic, payload) {
      redis.publish(topic, payload).catch(onError);
    },
    subscribe(topic) {
      return redis.asyncIterableIterator(topic) as AsyncIterable<unknown>;
    },
    health: () => (healthy ? 'ok' : 'degraded'),
    async close() {
      await redis.close();
    },
  };
}
