import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { filterMap } from '../../realtime/iterators.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { idempotencyKey as idempotencyKeyOf, once } from '../idempotency/idempotency.js';
import { mapFeedFor } from './map-feed.js';
import { canSeeLocation, lastLocations, mapScope, postLocations, scopeSupplier } from './tracking.service.js';
import { trackLine, trackPoints } from './tracking.track.js';
import { LocationInput, MapFilterInput, SupplierOnMap, SupplierPosition, TrackLineType, TrackPointType } from './tracking.types.js';

type LocationPayload = TopicPayloads[typeof Topic.SupplierLocation];

/** Supplier locations over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class TrackingResolver {
  @Mutation(() => Int, { description: 'A driver posts one or more positions (batched when it was offline); returns how many were stored' })
  async postLocations(
    @Arg('locations', () => [LocationInput]) locations: LocationInput[],
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Applied once per user; a repeat answers the first count' }) idempotencyKey: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    const key = idempotencyKeyOf(idempotencyKey, 'idempotencyKey');
    return once(ctx, key, { op: 'Locations', locations: locations.map((l) => ({ ...l })) }, async (c) => (await postLocations(c, locations)).stored);
  }

  @Query(() => [SupplierOnMap], { description: 'Newest position of each supplier' })
  supplierLocations(@Arg('filter', () => MapFilterInput, { nullable: true }) filter: MapFilterInput | undefined, @Ctx() ctx: RequestContext): Promise<SupplierOnMap[]> {
    return lastLocations(ctx, filter ?? {});
  }

  @Query(() => [TrackPointType], { description: "A supplier's track between two London times, YYYY-MM-DDTHH:mm" })
  supplierTrack(
    @Arg('supplierId', () => Int) supplierId: number,
    @Arg('startDate', () => String) startDate: string,
    @Arg('endDate', () => String) endDate: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TrackPointType[]> {
    return trackPoints(ctx, supplierId, startDate, endDate);
  }

  @Query(() => TrackLineType, { description: "supplierTrack as three parallel lists, much cheaper to answer and to read for long tracks" })
  supplierTrackLine(
    @Arg('supplierId', () => Int) supplierId: number,
    @Arg('startDate', () => String) startDate: string,
    @Arg('endDate', () => String) endDate: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TrackLineType> {
    return trackLine(ctx, supplierId, startDate, endDate);
  }

  @Subscription(() => SupplierPosition, {
    topics: Topic.SupplierLocation,
    filter: ({ payload, args, context }: { payload: LocationPayload; args: { filter?: MapFilterInput }; context: RequestContext }) =>
      canSeeLocation(context.user, payload, args.filter ?? {}),
    description: 'Live positions for the map, with its filters; office users see all, a driver its own supplier',
  })
  supplierLocationChanged(
    @Root() payload: LocationPayload,
    @Arg('filter', () => MapFilterInput, { nullable: true }) _filter: MapFilterInput | undefined,
  ): SupplierPosition {
    return toPosition(payload);
  }

  @Subscription(() => [SupplierPosition], {
    subscribe: ({ args, context }) => visibleBatches(context as RequestContext, (args as { filter?: MapFilterInput }).filter ?? {}),
    description: 'The live map, batched: at most once a tick (50 ms by default), every position posted since the last batch (a post\'s newest) that this user may see, in the order posted; a supplier may appear more than once',
  })
  supplierLocationsChanged(
    @Root() batch: LocationPayload[],
    @Arg('filter', () => MapFilterInput, { nullable: true }) _filter: MapFilterInput | undefined,
  ): SupplierPosition[] {
    return batch.map(toPosition);
  }
}

function toPosition(payload: LocationPayload): SupplierPosition {
  return { ...payload, recordedAt: new Date(payload.recordedAt) };
}

// Feed batch -> viewer scope -> what that scope may see. Viewers of one scope get the very same array,
// so graphql/shared-results.ts executes and serialises it once for all of them.
const visibleByBatch = new WeakMap<LocationPayload[], Map<string, LocationPayload[]>>();
// Feed batch -> its positions by supplier, made once: a viewer held to one supplier checks only that supplier's
// positions (at 10,000 vehicles, 1,000 maps of one supplier each checked every position of every tick).
const bySupplierOfBatch = new WeakMap<LocationPayload[], Map<number, LocationPayload[]>>();

/** The batch's positions of one supplier (every position when `supplierId` is undefined). */
function positionsOf(batch: LocationPayload[], supplierId: number | undefined): LocationPayload[] {
  if (supplierId === undefined) return batch;
  let bySupplier = bySupplierOfBatch.get(batch);
  if (!bySupplier) {
    bySupplierOfBatch.set(batch, (bySupplier = new Map()));
    for (const p of batch) {
      const list = bySupplier.get(p.supplierId);
      if (list) list.push(p);
      else bySupplier.set(p.supplierId, [p]);
    }
  }
  return bySupplier.get(supplierId) ?? [];
}

/** One subscriber's share of the map feed: only what its role and filters allow (canSeeLocation); empty ticks are skipped. */
function visibleBatches(ctx: RequestContext, filter: MapFilterInput): AsyncIterable<LocationPayload[]> {
  const scope = mapScope(ctx.user, filter);
  const supplierId = ctx.user && scope !== null ? scopeSupplier(ctx.user, filter.supplierId ?? undefined) ?? undefined : undefined;
  return filterMap(mapFeedFor(ctx.pubsub, ctx.config.map.liveTickMs).batches(supplierId), (batch) => {
    if (scope === null) return undefined;
    let byScope = visibleByBatch.get(batch);
    if (!byScope) visibleByBatch.set(batch, (byScope = new Map()));
    let visible = byScope.get(scope);
    if (!visible) byScope.set(scope, (visible = positionsOf(batch, supplierId).filter((p) => canSeeLocation(ctx.user, p, filter))));
    return visible.length ? visible : undefined;
  });
}
