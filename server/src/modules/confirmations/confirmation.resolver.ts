import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { pendingConfirmations, sendConfirmation, skipAllConfirmations, skipConfirmation } from './confirmation.service.js';
import { PendingConfirmation } from './pending-confirmation.entity.js';

/** Completion e-mails over GraphQL: the same service calls as the REST routes (behaviour.md "Manifests / Completion e-mails"). */
@Resolver()
export class ConfirmationResolver {
  @Query(() => [PendingConfirmation], { description: 'A manifest\'s booking confirmations not yet sent (office)' })
  pendingConfirmations(@Arg('manifestId', () => Int) manifestId: number, @Ctx() ctx: RequestContext): Promise<PendingConfirmation[]> {
    return pendingConfirmations(ctx, manifestId);
  }

  @Mutation(() => PendingConfirmation, { description: "Sends a completion e-mail; refused with 'A 'To ' address must be entered' without an address" })
  sendConfirmation(
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('consignmentAddressId', () => Int) consignmentAddressId: number,
    @Arg('subject', () => String, { nullable: true }) subject: string | null,
    @Arg('body', () => String, { nullable: true }) body: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PendingConfirmation> {
    return sendConfirmation(ctx, { to, consignmentAddressId, subject, body });
  }

  @Mutation(() => PendingConfirmation, { description: 'Skip one completion e-mail' })
  skipConfirmation(@Arg('consignmentAddressId', () => Int) consignmentAddressId: number, @Ctx() ctx: RequestContext): Promise<PendingConfirmation> {
    return skipConfirmation(ctx, consignmentAddressId);
  }

  @Mutation(() => Int, { description: "Skip all of a manifest's pending completion e-mails; answers how many" })
  skipAllConfirmations(@Arg('manifestId', () => Int) manifestId: number, @Ctx() ctx: RequestContext): Promise<number> {
    return skipAllConfirmations(ctx, manifestId);
  }
}
