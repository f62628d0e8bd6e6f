import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Float, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { UserRole } from '../users/user.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { Manifest, ManifestChangeLog } from './manifest.entity.js';
import { ManifestChangedEvent, ManifestInputGql, ManifestSearchInput, manifestFromGraphql, manifestSearchFromGraphql, pence } from './manifest.graphql.js';
import { setAcknowledgement } from './manifest.acknowledgement.js';
import { withLoadedStops } from './manifest.load.js';
import { createManifest, deleteManifest, updateCosts, updateManifest } from './manifest.save.js';
import { emailManifestReport } from './manifest.report.js';
import { manifestLookahead, readManifest, readManifests } from './manifest.read.js';
import { manifestsJsonByIds, pageManifests } from './manifest.search.js';
import { manifestChangeLogs } from './manifest.service.js';
import { connectionType, DEFAULT_PAGE, MAX_PAGE, pageNodes, toPage, type Page } from '../../graphql/connection.js';
import { assignSupplier, sendManifest, suppliersOffered } from './manifest.supplier.js';

const ManifestConnection = connectionType(Manifest, 'Manifest', 'A page of a manifest search, by first-stop time');

/** Manifests over GraphQL: the same service calls as the REST routes (behaviour.md "Manifests / Saving a manifest"; "Booking / Consignment search and export"). */
@Resolver()
export class ManifestResolver {
  @Query(() => Manifest, { description: 'A manifest by id (office)' })
  manifest(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Manifest> {
    return readManifest(ctx, id, info);
  }

  @Query(() => [Manifest], { description: 'Manifests whose first stop falls in a London date range, with filters (office); for pages use manifestsConnection' })
  manifests(@Arg('search', () => ManifestSearchInput) search: ManifestSearchInput, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Manifest[]> {
    return readManifests(ctx, manifestSearchFromGraphql(search), info);
  }

  @Query(() => ManifestConnection, { description: 'The manifests search as pages (office): pass pageInfo.endCursor as `after` for the next' })
  async manifestsConnection(
    @Arg('search', () => ManifestSearchInput) search: ManifestSearchInput,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE, description: `At most ${MAX_PAGE}` }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Manifest>> {
    const page = await pageManifests(ctx, manifestSearchFromGraphql(search), first, after);
    return toPage(page, await pageNodes<Manifest>(info, manifestLookahead, page.rows, (ids, picks) => manifestsJsonByIds(ctx, ids, picks)));
  }

  @Query(() => [ManifestChangeLog])
  manifestChangeLogs(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ManifestChangeLog[]> {
    return manifestChangeLogs(ctx, id);
  }

  @Query(() => [Supplier], { description: "Suppliers offered for a manifest: those whose smallest vehicle's Order is at least the manifest's" })
  manifestSuppliers(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Supplier[]> {
    return suppliersOffered(ctx, id);
  }

  @Mutation(() => Manifest, { description: 'Creates a manifest of stops; with customerMessage, one e-mail per consignment a customer booked, to its contact' })
  async createManifest(
    @Arg('input', () => ManifestInputGql) input: ManifestInputGql,
    @Arg('customerMessage', () => String, { nullable: true }) customerMessage: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await createManifest(ctx, manifestFromGraphql(input), customerMessage ?? null));
  }

  @Mutation(() => Manifest, { description: 'A stale version is a CONFLICT and nothing is applied' })
  async updateManifest(@Arg('id', () => Int) id: number, @Arg('input', () => ManifestInputGql) input: ManifestInputGql, @Ctx() ctx: RequestContext): Promise<Manifest> {
    return withLoadedStops(await updateManifest(ctx, id, manifestFromGraphql(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes a manifest and frees its stops' })
  async deleteManifest(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deleteManifest(ctx, id);
    return true;
  }

  @Mutation(() => Manifest, { description: 'Sets a manifest\'s costs (pounds)' })
  async updateManifestCosts(
    @Arg('id', () => Int) id: number,
    @Arg('calculatedCost', () => Float) calculatedCost: number,
    @Arg('cost', () => Float) cost: number,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    const costs = { calculatedCostPence: pence(calculatedCost, 'calculatedCost')!, costPence: pence(cost, 'cost')!, version };
    return withLoadedStops(await updateCosts(ctx, id, costs));
  }

  @Mutation(() => Manifest, { description: 'Assigns a supplier; the default transport exchange supplier needs confirmed: true' })
  async assignManifestSupplier(
    @Arg('id', () => Int) id: number,
    @Arg('supplierId', () => Int, { nullable: true }) supplierId: number | null,
    @Arg('confirmed', () => Boolean, { nullable: true }) confirmed: boolean | null,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await assignSupplier(ctx, id, { supplierId, confirmed, version }));
  }

  @Mutation(() => Manifest, { description: 'Sends a manifest to its supplier' })
  async sendManifest(@Arg('id', () => Int) id: number, @Arg('version', () => Int, { nullable: true }) version: number | null, @Ctx() ctx: RequestContext): Promise<Manifest> {
    return withLoadedStops(await sendManifest(ctx, id, version));
  }

  @Mutation(() => Manifest, { description: 'Sets (a time) or clears (null) a manifest\'s Acknowledged step' })
  async setManifestAcknowledgement(
    @Arg('id', () => Int) id: number,
    @Arg('acknowledgedTime', () => Date, { nullable: true }) acknowledgedTime: Date | null,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await setAcknowledgement(ctx, id, { acknowledgedTime: acknowledgedTime ?? null, version }));
  }

  @Mutation(() => Boolean, { description: 'E-mails a manifest report: queued in the outbox with the PDF attached' })
  async emailManifestReport(
    @Arg('manifestId', () => Int) manifestId: number,
    @Arg('to', () => String) to: string,
    @Arg('subject', () => String, { nullable: true }) subject: string | null,
    @Arg('body', () => String, { nullable: true }) body: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await emailManifestReport(ctx, manifestId, { to, subject, body });
    return true;
  }

  @Subscription(() => ManifestChangedEvent, {
    topics: Topic.ManifestChanged,
    filter: ({ context }: { context: RequestContext }) => context.user?.role === UserRole.OFFICE,
    description: 'A manifest was created, changed or deleted (office only)',
  })
  manifestChanged(@Root() payload: TopicPayloads[typeof Topic.ManifestChanged]): ManifestChangedEvent {
    return payload;
  }
}
