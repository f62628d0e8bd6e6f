import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { ProgressStep } from '../../domain/manifest.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { UserRole } from '../users/user.entity.js';
import { Manifest } from './manifest.entity.js';
import { acknowledgeManifest, driverManifests, postStopProgress } from './manifest.driver.js';
import { editStopProgress } from './manifest.progress.js';
import { loadManifest, STOP_POPULATE, withLoadedStops } from './manifest.load.js';
import { idempotencyKey as idempotencyKeyOf, once } from '../idempotency/idempotency.js';

const idempotencyKeyArg = (raw: string | undefined) => idempotencyKeyOf(raw, 'idempotencyKey');

type ProgressPayload = TopicPayloads[typeof Topic.StopProgress];

@InputType()
export class StopProgressInput {
  /** OnRoute, Arrived or Completed. */
  @Field(() => String) step!: string;
  @Field(() => Date, { nullable: true }) time?: Date | null;
  @Field(() => String, { nullable: true }) signatureName?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Boolean, { nullable: true }) noPaperworkProvided?: boolean | null;
}

@InputType()
export class StopTimesInput {
  @Field(() => Date, { nullable: true }) startTime?: Date | null;
  @Field(() => Date, { nullable: true }) arrivalTime?: Date | null;
  @Field(() => Date, { nullable: true }) completionTime?: Date | null;
  /** Which of the three are being set or cleared (a listed step with a null time is cleared). */
  @Field(() => [String]) steps!: string[];
  @Field(() => Boolean, { nullable: true }) sameForAll?: boolean | null;
}

@ObjectType()
export class StopProgressEvent {
  @Field(() => Int) consignmentAddressId!: number;
  @Field(() => Int, { nullable: true }) manifestId!: number | null;
  @Field(() => Int) consignmentId!: number;
  @Field(() => Boolean) isOnRoute!: boolean;
  @Field(() => String, { nullable: true }) startTime!: string | null;
  @Field(() => Boolean) hasArrived!: boolean;
  @Field(() => String, { nullable: true }) arrivalTime!: string | null;
  @Field(() => Boolean) isCompleted!: boolean;
  @Field(() => String, { nullable: true }) completionTime!: string | null;
}


/** The driver app and the office's progress editor over GraphQL (issue 4 item 5). */
@Resolver()
export class DriverResolver {
  @Query(() => [Manifest], { description: "A supplier user's own manifests for today and tomorrow" })
  async driverManifests(@Ctx() ctx: RequestContext): Promise<Manifest[]> {
    return (await driverManifests(ctx)).map(withLoadedStops);
  }

  @Mutation(() => Manifest, { description: 'A driver acknowledges one of its manifests; idempotencyKey: applied once, repeats answer the same manifest' })
  async acknowledgeManifest(
    @Arg('id', () => Int) id: number,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | undefined,
    @Arg('version', () => Int, { nullable: true, description: 'The version the driver loaded; a stale one is a CONFLICT' }) version: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Manifest> {
    const key = idempotencyKeyArg(idempotencyKey);
    const manifestId = await once(ctx, key, { op: 'Acknowledge', id }, async (c) => (await acknowledgeManifest(c, id, version)).manifest.id);
    ctx.em.clear();
    return withLoadedStops(await loadManifest(ctx.em, manifestId));
  }

  @Mutation(() => ConsignmentAddress, { description: 'A driver posts on route, arrived or completed for one of its stops; idempotencyKey: applied once' })
  async postStopProgress(
    @Arg('consignmentAddressId', () => Int) id: number,
    @Arg('input', () => StopProgressInput) input: StopProgressInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ConsignmentAddress> {
    const key = idempotencyKeyArg(idempotencyKey);
    const stopId = await once(ctx, key, { op: 'Progress', id, input: { ...input } }, async (c) => (await postStopProgress(c, id, { ...input, step: input.step as ProgressStep })).id);
    ctx.em.clear();
    return ctx.em.findOneOrFail(ConsignmentAddress, { id: stopId }, { populate: STOP_POPULATE, strategy: 'select-in' });
  }

  @Mutation(() => ConsignmentAddress, { description: 'Office date-time editor: set or clear each step, optionally the same for all stops of the manifest' })
  editStopProgress(@Arg('consignmentAddressId', () => Int) id: number, @Arg('input', () => StopTimesInput) input: StopTimesInput, @Ctx() ctx: RequestContext): Promise<ConsignmentAddress> {
    const pick = (step: string, value: Date | null | undefined) => (input.steps.includes(step) ? value ?? null : undefined);
    return editStopProgress(ctx, id, {
      startTime: pick('OnRoute', input.startTime), arrivalTime: pick('Arrived', input.arrivalTime), completionTime: pick('Completed', input.completionTime), sameForAll: input.sameForAll,
    });
  }

  @Subscription(() => StopProgressEvent, {
    topics: Topic.StopProgress,
    filter: ({ payload, context }: { payload: ProgressPayload; context: RequestContext }) => {
      const user = context.user;
      if (user?.role === UserRole.OFFICE) return true;
      if (user?.role === UserRole.SUPPLIER) return !!user.supplier && user.supplier.id === payload.supplierId;
      return user?.role === UserRole.CUSTOMER && !!user.customer && user.customer.id === payload.customerId;
    },
    description: "Stop progress: office all; a driver its own supplier's; a customer only its own consignments' stops",
  })
  stopProgress(@Root() payload: ProgressPayload): StopProgressEvent {
    return payload;
  }
}
