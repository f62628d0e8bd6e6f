import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireUser, type RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { AppConfig, AuthenticateInput, AuthPayload, ChangePasswordInput, CustomerLoginInput, SessionEnded } from './auth.types.js';
import { changePassword, signOut } from './session.service.js';
import { signIn } from './sign-in.service.js';
import { User } from './user.entity.js';

/** Sign-in and sessions over GraphQL; the same service calls as the REST routes. */
@Resolver()
export class AuthResolver {
  @Query(() => AppConfig)
  appConfig(@Ctx() ctx: RequestContext): AppConfig {
    const { config } = ctx;
    return {
      productShortName: config.productShortName,
      sessionTimeoutMs: config.session.timeoutMs,
      sessionWarningMs: config.session.warningMs,
      mapTileUrl: config.map.tileUrl,
      mapTileAttribution: config.map.tileAttribution,
      mapTrafficUrl: config.map.trafficUrl,
    };
  }

  @Query(() => User, { description: 'The signed-in user' })
  currentUser(@Ctx() ctx: RequestContext): User {
    return requireUser(ctx);
  }

  @Mutation(() => AuthPayload)
  async authenticate(@Arg('input', () => AuthenticateInput) input: AuthenticateInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const payload = await signIn(ctx.em, ctx.config, input, ctx.ip, 'users', ctx.now);
    ctx.signedIn = payload.user;
    return payload;
  }

  @Mutation(() => AuthPayload)
  async customerLogin(@Arg('input', () => CustomerLoginInput) input: CustomerLoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const payload = await signIn(ctx.em, ctx.config, input, ctx.ip, 'customers', ctx.now);
    ctx.signedIn = payload.user;
    return payload;
  }

  @Mutation(() => Boolean)
  async signOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    if (ctx.session) await signOut(ctx.em, ctx.pubsub, ctx.session, ctx.now);
    return true;
  }

  @Mutation(() => Boolean)
  async changePassword(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    const user = requireUser(ctx);
    await changePassword(ctx.em, ctx.config, ctx.pubsub, { user, session: ctx.session }, id, input, ctx.now);
    return true;
  }

  @Subscription(() => SessionEnded, {
    topics: Topic.SessionEnded,
    filter: ({ payload, context }: { payload: TopicPayloads[typeof Topic.SessionEnded]; context: RequestContext }) =>
      !!context.session && payload.sessionIds.includes(context.session.id),
    description: 'Fires when this session is ended elsewhere, so the client can show the signed-out modal',
  })
  sessionEnded(@Root() payload: TopicPayloads[typeof Topic.SessionEnded], @Ctx() ctx: RequestContext): SessionEnded {
    requireUser(ctx);
    return { userId: payload.userId };
  }
}
