import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { manifestRoute, type ManifestRouteView } from './manifest.route.js';

@ObjectType()
export class RoutePoint {
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@ObjectType()
export class RouteLeg {
  @Field(() => Int) fromStopId!: number;
  @Field(() => Int) toStopId!: number;
  @Field(() => Int) miles!: number;
  @Field(() => Int) minutes!: number;
}

@ObjectType({ description: "A manifest's route: the line to draw, each leg, and the totals (miles and minutes rounded as a save stores them)" })
export class ManifestRoute {
  @Field(() => [RoutePoint]) points!: RoutePoint[];
  @Field(() => Boolean, { description: 'True when straight lines / the offline estimate stand in for the road' }) isEstimate!: boolean;
  @Field(() => [RouteLeg]) legs!: RouteLeg[];
  @Field(() => Int) miles!: number;
  @Field(() => Int) minutes!: number;
}

/** The manifest screen's route map (behaviour.md "Manifests / Manifest screen"), office only. */
@Resolver()
export class ManifestRouteResolver {
  @Query(() => ManifestRoute, { description: 'The route through the stops: stored order, or consignmentAddressIds for an unsaved one' })
  manifestRoute(
    @Arg('id', () => Int) id: number,
    @Arg('consignmentAddressIds', () => [Int], { nullable: true }) order: number[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ManifestRouteView> {
    return manifestRoute(ctx, id, order);
  }
}
