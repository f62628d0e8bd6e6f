import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { WhitelistedIpAddress } from '../users/whitelisted-ip.entity.js';
import { atlasRoleIds, changeAtlasUserPassword, createAtlasUser, getAtlasUser, searchAtlasUsers, updateAtlasUser } from './atlas-user.service.js';
import { AtlasUserInput, AtlasUserPasswordInput, WhitelistedIpInput } from './settings.inputs.js';
import { createWhitelistedIp, deleteWhitelistedIp, listWhitelistedIps, updateWhitelistedIp } from './whitelisted-ip.service.js';

/** Back-office users over GraphQL (behaviour.md "Settings / Back-office users" AtlasUsers); the same service calls as REST. */
@Resolver(() => User)
export class AtlasUserResolver {
  @Query(() => [User], { description: 'Office only. Active unless isDeactivated is given; all=true lists both.' })
  atlasUsers(
    @Ctx() ctx: RequestContext,
    @Arg('username', () => String, { nullable: true }) username?: string,
    @Arg('email', () => String, { nullable: true }) email?: string,
    @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean,
    @Arg('all', () => Boolean, { nullable: true }) all?: boolean,
  ): Promise<User[]> {
    return searchAtlasUsers(ctx, { username, email, isDeactivated, all: all ?? false });
  }

  @Query(() => User)
  atlasUser(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<User> {
    return getAtlasUser(ctx, id);
  }

  @Mutation(() => User, { description: "Admins only; 'Passwords do not match!' when the two differ" })
  createAtlasUser(@Arg('input', () => AtlasUserInput) input: AtlasUserInput, @Ctx() ctx: RequestContext): Promise<User> {
    return createAtlasUser(ctx, { ...input });
  }

  @Mutation(() => User, { description: 'Admins change anyone and the flags; others only their own name, username and e-mail' })
  updateAtlasUser(@Arg('id', () => Int) id: number, @Arg('input', () => AtlasUserInput) input: AtlasUserInput, @Ctx() ctx: RequestContext): Promise<User> {
    return updateAtlasUser(ctx, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Sets an office user\'s password' })
  async changeAtlasUserPassword(@Arg('id', () => Int) id: number, @Arg('input', () => AtlasUserPasswordInput) input: AtlasUserPasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await changeAtlasUserPassword(ctx, id, { newPassword: input.newPassword, confirmPassword: input.confirmPassword ?? undefined, currentPassword: input.currentPassword });
    return true;
  }

  @FieldResolver(() => [Int], { description: 'The AtlasUserRoles held: 1 admin, 2 accounts, 3 manager' })
  atlasUserRoleIds(@Root() user: User): number[] {
    return atlasRoleIds(user);
  }
}

/** Whitelisted IP addresses over GraphQL (behaviour.md "Settings / Settings lists"). */
@Resolver()
export class WhitelistedIpResolver {
  @Query(() => [WhitelistedIpAddress])
  whitelistedIpAddresses(@Ctx() ctx: RequestContext): Promise<WhitelistedIpAddress[]> {
    return listWhitelistedIps(ctx);
  }

  @Mutation(() => WhitelistedIpAddress)
  createWhitelistedIpAddress(@Arg('input', () => WhitelistedIpInput) input: WhitelistedIpInput, @Ctx() ctx: RequestContext): Promise<WhitelistedIpAddress> {
    return createWhitelistedIp(ctx, { ...input });
  }

  @Mutation(() => WhitelistedIpAddress)
  updateWhitelistedIpAddress(@Arg('id', () => Int) id: number, @Arg('input', () => WhitelistedIpInput) input: WhitelistedIpInput, @Ctx() ctx: RequestContext): Promise<WhitelistedIpAddress> {
    return updateWhitelistedIp(ctx, id, { ...input });
  }

  @Mutation(() => Boolean)
  async deleteWhitelistedIpAddress(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deleteWhitelistedIp(ctx, id);
    return true;
  }
}
