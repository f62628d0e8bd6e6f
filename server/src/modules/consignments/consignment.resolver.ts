import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { joinedText } from '../../pieces.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { Consignment } from './consignment.entity.js';
import { ConsignmentInputGql, ConsignmentSearchInput, fromGraphql, searchFromGraphql } from './consignment.graphql.js';
import { createConsignment, updateConsignment } from './consignment.save.js';
import { consignmentChangeLogs, copyConsignmentAsQuote, deleteConsignment, getConsignment, requestCancellation, searchConsignments, stopsWithoutManifest } from './consignment.service.js';
import { emailConsignmentReport } from './consignment.report.js';
import { asConsignments, consignmentPicks } from './consignment.lookahead.js';
import { getConsignmentJson, searchConsignmentsJson } from './consignment.read.js';

/** Consignments over GraphQL: the same service calls as the REST routes (spec 1 §7). */
@Resolver(() => Consignment)
export class ConsignmentResolver {
  @Query(() => Consignment, { description: 'GET /Consignments/{id}' })
  async consignment(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Consignment> {
    const picks = consignmentPicks(info);
    if (picks) return asConsignments<Consignment>(await getConsignmentJson(ctx, id, picks), picks);
    return getConsignment(ctx, id);
  }

  @Query(() => [Consignment], { description: 'GET /Consignments/{from}/{to}/Search, by first-stop date' })
  async consignments(@Arg('search', () => ConsignmentSearchInput) search: ConsignmentSearchInput, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<Consignment[]> {
    // The fields asked for, written by PostgreSQL when the projection has them all (issue 9 item 3).
    const picks = consignmentPicks(info);
    if (picks) return asConsignments<Consignment[]>(joinedText(await searchConsignmentsJson(ctx, searchFromGraphql(search), picks)), picks);
    return searchConsignments(ctx, searchFromGraphql(search));
  }

  @Query(() => [ConsignmentChangeLog])
  consignmentChangeLogs(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ConsignmentChangeLog[]> {
    return consignmentChangeLogs(ctx, id);
  }

  @Query(() => [ConsignmentAddress], { description: 'GET /ConsignmentAddresses/NoManifest (office)' })
  consignmentAddressesWithoutManifest(@Ctx() ctx: RequestContext): Promise<ConsignmentAddress[]> {
    return stopsWithoutManifest(ctx);
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

  @Mutation(() => Consignment, { description: 'Copies a consignment into a new quote (spec 1 §4)' })
  copyConsignment(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Consignment> {
    return copyConsignmentAsQuote(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'POST /Emails/ConsignmentReport: queued in the outbox with the PDF attached' })
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
}
