import { Arg, Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { geocode } from './geocoding.service.js';

@ObjectType({ description: 'A place found by the place search' })
export class GeocodeResult {
  @Field(() => String) name!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

/** The place search over GraphQL: the same service call as GET /api/Geocode. */
@Resolver()
export class GeocodingResolver {
  @Query(() => [GeocodeResult], { description: "Places matching a typed name, best first (the map appends ', UK'); signed-in users only" })
  geocode(@Arg('query', () => String) query: string, @Ctx() ctx: RequestContext): Promise<GeocodeResult[]> {
    return geocode(ctx, query);
  }
}
