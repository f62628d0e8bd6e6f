import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { UserIpLog } from '../users/user-ip-log.entity.js';
import { userIpLogs } from './user-ip-log.service.js';

/** The User Ip Logs report over GraphQL (behaviour.md "Reports / Reports screen" Reports, admin only). */
@Resolver()
export class UserIpLogResolver {
  @Query(() => [UserIpLog], { description: 'Sign-in attempts between two London dates YYYY-MM-DD, both included; admin only' })
  userIpLogs(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: RequestContext): Promise<UserIpLog[]> {
    return userIpLogs(ctx, from, to);
  }
}
