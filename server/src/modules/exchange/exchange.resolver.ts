import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Manifest } from '../manifests/manifest.entity.js';
import { withLoadedStops } from '../manifests/manifest.load.js';
import { rebookWithTransportExchange, removeFromTransportExchange, sendToTransportExchange } from './exchange.service.js';


/** The transport exchange over GraphQL: the same service calls as the REST routes (behaviour.md "Manifests / Transport exchange"). */
@Resolver()
export class ExchangeResolver {
  @Mutation(() => Manifest, { description: "Posts a manifest to the transport exchange (defaults tailLift false, timed false, notes '')" })
  async sendToTransportExchange(
    @Arg('id', () => Int) id: number,
    @Arg('tailLift', () => Boolean, { nullable: true }) tailLift: boolean | null,
    @Arg('timed', () => Boolean, { nullable: true }) timed: boolean | null,
    @Arg('notes', () => String, { nullable: true }) notes: string | null,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await sendToTransportExchange(ctx, id, { tailLift, timed, notes, version }));
  }

  @Mutation(() => Manifest, { description: 'Withdraws a manifest from the transport exchange' })
  async removeFromTransportExchange(@Arg('id', () => Int) id: number, @Arg('version', () => Int, { nullable: true }) version: number | null, @Ctx() ctx: RequestContext): Promise<Manifest> {
    return withLoadedStops(await removeFromTransportExchange(ctx, id, version));
  }

  @Mutation(() => Manifest, { description: 'Posts a manifest to the transport exchange again (options default to the current posting)' })
  async rebookWithTransportExchange(
    @Arg('id', () => Int) id: number,
    @Arg('tailLift', () => Boolean, { nullable: true }) tailLift: boolean | null,
    @Arg('timed', () => Boolean, { nullable: true }) timed: boolean | null,
    @Arg('notes', () => String, { nullable: true }) notes: string | null,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await rebookWithTransportExchange(ctx, id, { tailLift, timed, notes, version }));
  }
}
