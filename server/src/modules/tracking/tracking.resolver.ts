import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { mapFeedFor } from './map-feed.js';
import { canSeeLocation, lastLocations, postLocations, track } from './tracking.service.js';
import { LocationInput, MapFilterInput, SupplierOnMap, SupplierPosition, TrackPointType } from './tracking.types.js';

type LocationPayload = TopicPayloads[typeof Topic.SupplierLocation];

/** Supplier locations over GraphQL: the same service calls as the REST routes. */
@Resolver()
export class TrackingResolver {
  @Mutation(() => Int, { description: 'A driver posts one or more positions (batched when it was offline); returns how many were stored' })
  async postLocations(@Arg('locations', () => [LocationInput]) locations: LocationInput[], @Ctx() ctx: RequestContext): Promise<number> {
    return (await postLocations(ctx, locations)).stored;
  }

  @Query(() => [SupplierOnMap], { description: 'Newest position of each supplier (spec 1 §7: SupplierLocations/Last)' })
  supplierLocations(@Arg('filter', () => MapFilterInput, { nullable: true }) filter: MapFilterInput | undefined, @Ctx() ctx: RequestContext): Promise<SupplierOnMap[]> {
    return lastLocations(ctx, filter ?? {});
  }

  @Query(() => [TrackPointType], { description: "A supplier's track between two London times, YYYY-MM-DDTHH:mm (spec 1 §7)" })
  supplierTrack(
    @Arg('supplierId', () => Int) supplierId: number,
    @Arg('startDate', () => String) startDate: string,
    @Arg('endDate', () => String) endDate: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TrackPointType[]> {
    return track(ctx, supplierId, startDate, endDate);
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
    description: 'The live map, batched: every tick (250 ms by default), the newest position of every supplier that moved and that this user may see',
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

/** One subscriber's share of the map feed: only what its role and filters allow; empty ticks are skipped. */
async function* visibleBatches(ctx: RequestContext, filter: MapFilterInput): AsyncIterable<LocationPayload[]> {
  for await (const batch of mapFeedFor(ctx.pubsub, ctx.config.map.liveTickMs).batches()) {
    const visible = batch.filter((p) => canSeeLocation(ctx.user, p, filter));
    if (visible.length) yield visible;
  }
}
