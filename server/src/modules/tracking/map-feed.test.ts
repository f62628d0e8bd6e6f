import { createMemoryPubSub, type PubSub } from '../../realtime/pubsub.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { until as waitUntil } from '../../test/until.js';
import { MapFeed } from './map-feed.js';

type Position = TopicPayloads[typeof Topic.SupplierLocation];

const position = (supplierId: number, second: number): Position => ({
  supplierId,
  supplierName: `Supplier ${supplierId}`,
  latitude: 51.5,
  longitude: -0.12,
  recordedAt: new Date(Date.UTC(2026, 10, 23, 9, 0, second)).toISOString(),
  manifestId: null,
  vehicleTypeIds: [],
});

/** Reads a map's batches as they come, as graphql-ws does. */
function reader(batches: AsyncIterableIterator<Position[]>) {
  const heard: Position[][] = [];
  const reading = (async () => {
    for await (const batch of batches) heard.push(batch);
  })();
  return { heard, reading };
}

const until = (done: () => boolean) => waitUntil(done, 'the feed to deliver');

describe('the live map feed (behaviour.md "Map / Live vehicles" map, issue 9 item 3: 500 maps)', () => {
  let pubsub: PubSub;
  let feed: MapFeed;

  beforeEach(() => {
    pubsub = createMemoryPubSub();
    feed = new MapFeed(pubsub, 20);
  });

  afterEach(async () => {
    await feed.stop();
    await pubsub.close();
  });

  it('hands every one of many maps each batch, in order, with every position posted since the last, two of one supplier included', async () => {
    const maps = Array.from({ length: 130 }, () => reader(feed.batches()));
    pubsub.publish(Topic.SupplierLocation, position(1, 0));
    pubsub.publish(Topic.SupplierLocation, position(2, 0));
    pubsub.publish(Topic.SupplierLocation, position(1, 5));
    await until(() => maps.every((m) => m.heard.length === 1));
    pubsub.publish(Topic.SupplierLocation, position(2, 9));
    await until(() => maps.every((m) => m.heard.length === 2));
    for (const map of maps) {
      expect(map.heard[0].map((p) => [p.supplierId, p.recordedAt])).toEqual([
        [1, position(1, 0).recordedAt],
        [2, position(2, 0).recordedAt],
        [1, position(1, 5).recordedAt],
      ]);
      expect(map.heard[1].map((p) => p.supplierId)).toEqual([2]);
    }
    // Every map holds the very same batch object (graphql/shared-results.ts serialises it once).
    expect(new Set(maps.map((m) => m.heard[0])).size).toBe(1);
  });

  it('wakes a map held to one supplier only for the batches that hold that supplier', async () => {
    const whole = reader(feed.batches());
    const ofOne = reader(feed.batches(1));
    const ofOneToo = reader(feed.batches(1));
    const ofTwo = reader(feed.batches(2));
    pubsub.publish(Topic.SupplierLocation, position(2, 0));
    await until(() => whole.heard.length === 1 && ofTwo.heard.length === 1);
    pubsub.publish(Topic.SupplierLocation, position(1, 1));
    pubsub.publish(Topic.SupplierLocation, position(3, 1));
    await until(() => whole.heard.length === 2 && ofOne.heard.length === 1 && ofOneToo.heard.length === 1);
    // The whole map heard both batches; supplier 1's maps only the second, supplier 2's only the first.
    expect(ofOne.heard[0]).toBe(whole.heard[1]);
    expect(ofOneToo.heard).toEqual(ofOne.heard);
    expect(ofTwo.heard).toEqual([whole.heard[0]]);
  });

  it('lets a map go at once, even while it waits, and hands it nothing more', async () => {
    const staying = reader(feed.batches());
    const leavingBatches = feed.batches();
    const leaving = reader(leavingBatches);
    await leavingBatches.return!();
    await leaving.reading;
    pubsub.publish(Topic.SupplierLocation, position(3, 0));
    await until(() => staying.heard.length === 1);
    expect(leaving.heard).toEqual([]);
  });

  it('ends every map when the feed stops (app shutdown)', async () => {
    const maps = [reader(feed.batches()), reader(feed.batches(4)), reader(feed.batches(4))];
    await feed.stop();
    await Promise.all(maps.map((m) => m.reading));
    expect(maps.map((m) => m.heard.length)).toEqual([0, 0, 0]);
  });
});
