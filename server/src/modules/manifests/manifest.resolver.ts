import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Float, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { RequestContext } from '../../context.js';
import { joinedText } from '../../pieces.js';
import { penceToPounds } from '../../domain/money.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { UserRole } from '../users/user.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { Manifest, ManifestChangeLog } from './manifest.entity.js';
import { ConsignmentChangedEvent, ManifestChangedEvent, ManifestConsignment, StatusColourView, ManifestInputGql, ManifestSearchInput, manifestFromGraphql, manifestSearchFromGraphql, pence } from './manifest.graphql.js';
import { setAcknowledgement } from './manifest.acknowledgement.js';
import { stopsOf, type ManifestView } from './manifest.load.js';
import { manifestSummary } from './manifest.mapper.js';
import { createManifest, deleteManifest, updateCosts, updateManifest } from './manifest.save.js';
import { emailManifestReport } from './manifest.report.js';
import { manifestLookahead } from './manifest.projection.js';
import { searchManifests, searchManifestsJson } from './manifest.search.js';
import { getManifest, getManifestJson, manifestChangeLogs } from './manifest.service.js';
import { assignSupplier, sendManifest, suppliersOffered } from './manifest.supplier.js';

type ConsignmentPayload = TopicPayloads[typeof Topic.ConsignmentChanged];

/** The GraphQL Manifest carries its loaded stops for the derived fields (see ManifestFieldResolver). */
const withLoadedStops = (view: ManifestView): Manifest => Object.assign(view.manifest, { loadedStops: view.stops });

/** Manifests over GraphQL: the same service calls as the REST routes (spec 2 §7, spec 1 §7). */
@Resolver()
export class ManifestResolver {
  @Query(() => Manifest, { description: 'GET /Manifests/{id} (office)' })
  async manifest(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Manifest> {
    const picks = manifestLookahead.picks(info);
    if (picks) return manifestLookahead.parse<Manifest>(await getManifestJson(ctx, id, picks), picks);
    return withLoadedStops(await getManifest(ctx, id));
  }

  @Query(() => [Manifest], { description: 'GET /Manifests/{from}/{to}/Search with every filter of spec 1 §7 (office)' })
  async manifests(@Arg('search', () => ManifestSearchInput) search: ManifestSearchInput, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Manifest[]> {
    // The fields asked for, written by PostgreSQL when the projection has them all (issue 9 item 3).
    const picks = manifestLookahead.picks(info);
    if (picks) return manifestLookahead.parse<Manifest[]>(joinedText(await searchManifestsJson(ctx, manifestSearchFromGraphql(search), picks)), picks);
    return (await searchManifests(ctx, manifestSearchFromGraphql(search))).map(withLoadedStops);
  }

  @Query(() => [ManifestChangeLog])
  manifestChangeLogs(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ManifestChangeLog[]> {
    return manifestChangeLogs(ctx, id);
  }

  @Query(() => [Supplier], { description: "Suppliers offered for a manifest: smallest vehicle's Order at least the manifest's (spec 1 §5)" })
  manifestSuppliers(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Supplier[]> {
    return suppliersOffered(ctx, id);
  }

  @Mutation(() => Manifest, { description: 'POST /Manifests {Manifest, CustomerMessage}' })
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

  @Mutation(() => Manifest, { description: 'PUT /Manifests/{id}/UpdateCosts (pounds)' })
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

  @Mutation(() => Manifest, { description: 'PUT /Manifests/{id}/Send' })
  async sendManifest(@Arg('id', () => Int) id: number, @Arg('version', () => Int, { nullable: true }) version: number | null, @Ctx() ctx: RequestContext): Promise<Manifest> {
    return withLoadedStops(await sendManifest(ctx, id, version));
  }

  @Mutation(() => Manifest, { description: 'PUT /Manifests/{id}/Acknowledgement: the date-time editor sets (a time) or clears (null) the Acknowledged step' })
  async setManifestAcknowledgement(
    @Arg('id', () => Int) id: number,
    @Arg('acknowledgedTime', () => Date, { nullable: true }) acknowledgedTime: Date | null,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    return withLoadedStops(await setAcknowledgement(ctx, id, { acknowledgedTime: acknowledgedTime ?? null, version }));
  }

  @Mutation(() => Boolean, { description: 'POST /Emails/ManifestReport: queued in the outbox with the PDF attached' })
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

  @Subscription(() => ConsignmentChangedEvent, {
    topics: Topic.ConsignmentChanged,
    filter: ({ payload, context }: { payload: ConsignmentPayload; context: RequestContext }) =>
      context.user?.role === UserRole.OFFICE || (context.user?.role === UserRole.CUSTOMER && context.user.customer?.id === payload.customerId),
    description: 'A consignment changed: office users see all, customer users only their own customer\'s',
  })
  consignmentChanged(@Root() payload: ConsignmentPayload): ConsignmentChangedEvent {
    return payload;
  }
}

/**
 * The derived manifest fields of spec 1 §3 (control screen) and the stops, from the stops loaded with the
 * list; a manifest read from its projection (manifest.projection.ts) already holds them as written by PostgreSQL.
 */
@Resolver(() => Manifest)
export class ManifestFieldResolver {
  private async derived<T>(m: Manifest, ctx: RequestContext, field: string, from: (view: ManifestView) => T): Promise<T> {
    if (Object.hasOwn(m, field)) return (m as unknown as Record<string, T>)[field];
    const loaded = (m as Manifest & { loadedStops?: ConsignmentAddress[] }).loadedStops;
    return from({ manifest: m, stops: loaded ?? (await stopsOf(ctx.em, [m.id])).get(m.id) ?? [] });
  }

  @FieldResolver(() => [ConsignmentAddress], { description: 'The stops in ManifestOrder' })
  consignmentAddresses(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<ConsignmentAddress[]> {
    return this.derived(m, ctx, 'consignmentAddresses', (view) => view.stops);
  }

  @FieldResolver(() => [ManifestConsignment], { description: 'The consignments of its stops, once each' })
  consignments(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<ManifestConsignment[]> {
    const showsPrice = ctx.user?.role === UserRole.OFFICE; // a driver never sees what the customer pays
    return this.derived(m, ctx, 'consignments', (view) => [...new Map(view.stops.map((s) => [s.consignment.id, s.consignment])).values()].map((c) => ({
      id: c.id, consignmentNumber: c.consignmentNumber, customerId: c.customer.id, customerName: c.customer.name, customerBranch: c.customerBranch,
      contactEmailAddress: c.contactEmailAddress, notesForSupplier: c.notesForSupplier, price: showsPrice ? penceToPounds(c.pricePence) : null, isBackload: c.isBackload,
    })));
  }

  @FieldResolver(() => Int)
  numberOfConsignmentAddresses(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<number> {
    return this.derived(m, ctx, 'numberOfConsignmentAddresses', (view) => manifestSummary(view).numberOfConsignmentAddresses);
  }

  @FieldResolver(() => String)
  formattedLastDeliveryAddress(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<string> {
    return this.derived(m, ctx, 'formattedLastDeliveryAddress', (view) => manifestSummary(view).formattedLastDeliveryAddress);
  }

  @FieldResolver(() => Date, { nullable: true })
  startDeliveryDate(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<Date | null> {
    return this.derived(m, ctx, 'startDeliveryDate', (view) => manifestSummary(view).startDeliveryDate);
  }

  @FieldResolver(() => StatusColourView)
  statusColour(@Root() m: Manifest, @Ctx() ctx: RequestContext): Promise<StatusColourView> {
    return this.derived(m, ctx, 'statusColour', (view) => manifestSummary(view).statusColour);
  }
}
