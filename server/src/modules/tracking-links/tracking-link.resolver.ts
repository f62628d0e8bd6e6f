import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { TrackingLink } from './tracking-link.entity.js';
import { createTrackingLink, revokeTrackingLink, trackingLinksOf } from './tracking-link.service.js';

/** A link as made: the only answer that carries the token. */
@ObjectType()
export class IssuedTrackingLinkPayload {
  @Field(() => TrackingLink) link!: TrackingLink;
  @Field(() => String, { description: 'The secret part of the link, shown once' }) token!: string;
  @Field(() => String, { description: 'The path a recipient opens, /t/{token}' }) path!: string;
}

/** Tracking links over GraphQL: the same use cases as REST (tracking-link.service.ts). */
@Resolver()
export class TrackingLinkResolver {
  @Query(() => [TrackingLink], { description: "A consignment's tracking links, newest first (office users and the consignment's customer)" })
  trackingLinks(@Arg('consignmentId', () => Int) consignmentId: number, @Ctx() ctx: RequestContext): Promise<TrackingLink[]> {
    return trackingLinksOf(ctx, consignmentId);
  }

  @Mutation(() => IssuedTrackingLinkPayload, { description: 'Makes a tracking link /t/{token} for a consignment; the token is shown only here' })
  createTrackingLink(@Arg('consignmentId', () => Int) consignmentId: number, @Ctx() ctx: RequestContext): Promise<IssuedTrackingLinkPayload> {
    return createTrackingLink(ctx, consignmentId);
  }

  @Mutation(() => TrackingLink, { description: 'Stops a tracking link working' })
  revokeTrackingLink(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<TrackingLink> {
    return revokeTrackingLink(ctx, id);
  }
}
