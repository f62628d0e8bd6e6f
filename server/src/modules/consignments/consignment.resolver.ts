import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { UserRole } from '../users/user.entity.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { Consignment } from './consignment.entity.js';
import { ConsignmentChangedEvent, ConsignmentInputGql, ConsignmentSearchInput, fromGraphql, searchFromGraphql } from './consignment.graphql.js';
import { createConsignment, updateConsignment } from './consignment.save.js';
import { consignmentChangeLogs, copyConsignmentAsQuote, deleteConsignment, requestCancellation, stopsWithoutManifest } from './consignment.service.js';
import { emailConsignmentReport } from './consignment.report.js';
import { consignmentLookahead, consignmentsJsonByIds, pageConsignments, readConsignment, readConsignments } from './consignment.read.js';
import { connectionType, DEFAULT_PAGE, MAX_PAGE, pageNodes, toPage, type Page } from '../../graphql/connection.js';
import { estimateBookingRoute, RouteEstimate, RoutePointInput } from './consignment.route-estimate.js';

type ConsignmentPayload = TopicPayloads[typeof Topic.ConsignmentChanged];

const ConsignmentConnection = connectionType(Consignment, 'Consignment', 'A page of a consignment search, by first-stop time');

/** Consignments over GraphQL: the same service calls as the REST routes (behaviour.md "Booking / Consignment search and export"). */
@Resolver(() => Consignment)
export class ConsignmentResolver {
  @Query(() => Consignment, { description: 'A consignment by id (a customer\'s user: only its own customer\'s)' })
  consignment(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Consignment> {
    return readConsignment(ctx, id, info);
  }

  @Query(() => [Consignment], { description: 'Consignments whose first stop falls in a London date range, with filters; for pages use consignmentsConnection' })
  consignments(@Arg('search', () => ConsignmentSearchInput) search: ConsignmentSearchInput, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Consignment[]> {
    return readConsignments(ctx, searchFromGraphql(search), info);
  }

  @Query(() => ConsignmentConnection, { description: 'The consignments search as pages: pass pageInfo.endCursor as `after` for the next' })
  async consignmentsConnection(
    @Arg('search', () => ConsignmentSearchInput) search: ConsignmentSearchInput,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE, description: `At most ${MAX_PAGE}` }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo,
  ): Promise<Page<Consignment>> {
    const page = await pageConsignments(ctx, searchFromGraphql(search), first, after);
    return toPage(page, await pageNodes<Consignment>(info, consignmentLookahead, page.rows, (ids, picks) => consignmentsJsonByIds(ctx, ids, picks)));
  }

  @Query(() => [ConsignmentChangeLog])
  consignmentChangeLogs(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ConsignmentChangeLog[]> {
    return consignmentChangeLogs(ctx, id);
  }

  @Query(() => [ConsignmentAddress], { description: 'Stops not yet on a manifest (office)' })
  consignmentAddressesWithoutManifest(@Ctx() ctx: RequestContext): Promise<ConsignmentAddress[]> {
    return stopsWithoutManifest(ctx);
  }

  @Query(() => RouteEstimate, { description: 'The route of an unsaved booking through its located stops, for the price preview' })
  bookingRoute(@Arg('stops', () => [RoutePointInput]) stops: RoutePointInput[], @Ctx() ctx: RequestContext): Promise<RouteEstimate> {
    return estimateBookingRoute(ctx, stops);
  }

  @Mutation(() => Consignment)
  createConsignment(@Arg('input', () => ConsignmentInputGql) input: ConsignmentInputGql, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return createConsignment(ctx, fromGraphql(input));
  }

  @Mutation(() => Consignment, { description: 'A stale version is a CONFLICT and nothing is applied' })
  updateConsignment(@Arg('id', () => Int) id: number, @Arg('input', () => ConsignmentInputGql) input: ConsignmentInputGql, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return updateConsignment(ctx, id, fromGraphql(input));
  }

  @Mutation(() => Consignment, { description: 'Soft delete (office only)' })
  deleteConsignment(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return deleteConsignment(ctx, id);
  }

  @Mutation(() => Consignment)
  requestConsignmentCancellation(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return requestCancellation(ctx, { id });
  }

  @Mutation(() => Consignment, { description: 'Copies a consignment into a new quote' })
  copyConsignment(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return copyConsignmentAsQuote(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'E-mails a consignment report: queued in the outbox with the PDF attached' })
  async emailConsignmentReport(
    @Arg('to', () => String) to: string,
    @Arg('subject', () => String) subject: string,
    @Arg('body', () => String) body: string,
    @Arg('consignmentId', () => Int, { nullable: true }) consignmentId: number | null,
    @Arg('showPrice', () => Boolean, { defaultValue: false }) showPrice: boolean,
    @Arg('showPhotos', () => Boolean, { defaultValue: false }) showPhotos: boolean,
    @Arg('showSupplierNotes', () => Boolean, { defaultValue: false }) showSupplierNotes: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await emailConsignmentReport(ctx, consignmentId ?? null, { showPrice, showPhotos, showSupplierNotes }, { to, subject, body });
    return true;
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
