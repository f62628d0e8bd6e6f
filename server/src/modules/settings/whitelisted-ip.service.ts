import type { EntityManager } from '@mikro-orm/postgresql';
import { isIpv4 } from '../../auth/ip.js';
import { requireAdmin, requireOffice, type RequestContext } from '../../context.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { isAddressAllowed } from '../users/whitelist.service.js';
import { WhitelistedIpAddress } from '../users/whitelisted-ip.entity.js';
import { checkVersion, writeInTransaction } from './writes.js';

/** An address as typed: the whole Value, or its four Parts (behaviour.md "Settings / Back-office users": entered as four parts). */
export interface WhitelistedIpInput {
  value?: string | null;
  parts?: (number | string)[] | null;
  version?: number | null;
}

const duplicate: FieldError = { field: 'Value', message: 'This IP address is already whitelisted.' };

/** The refusal of a list that would stop the admin making the change from signing in again (issue 20 item 6). */
export const lockOutMessage = (ip: string) => `This change would stop you signing in from your address (${ip}). Add your own address to the list first.`;

/** Refuses, before the change commits, a list that no longer lets the admin's own address sign in. */
async function keepCallerAllowed(em: EntityManager, ctx: RequestContext): Promise<void> {
  await em.flush();
  if (!(await isAddressAllowed(em, ctx.ip))) throw badInput([{ field: 'Value', message: lockOutMessage(ctx.ip) }]);
}

/** The allow-list, in address order (behaviour.md "Settings / Settings lists": WhitelistedIpAddresses). */
export async function listWhitelistedIps(ctx: RequestContext): Promise<WhitelistedIpAddress[]> {
  requireOffice(ctx);
  const rows = await ctx.em.find(WhitelistedIpAddress, {});
  return rows.sort((a, b) => numeric(a.value) - numeric(b.value));
}

/** Adds an address (admins); four numeric parts 0-255 joined by dots (behaviour.md "Settings / Whitelisted IP addresses"); a duplicate is refused. */
export async function createWhitelistedIp(ctx: RequestContext, input: WhitelistedIpInput): Promise<WhitelistedIpAddress> {
  requireAdmin(ctx);
  const value = canonical(input);
  const id = await writeInTransaction(ctx.em, async (em) => {
    if (await em.count(WhitelistedIpAddress, { value })) throw badInput([duplicate]);
    const row = em.create(WhitelistedIpAddress, { value });
    await keepCallerAllowed(em, ctx);
    return row.id;
  }, duplicate);
  ctx.em.clear();
  return (await ctx.em.findOne(WhitelistedIpAddress, { id }))!;
}

/** Changes an address (admins); a stale Version is a 608. */
export async function updateWhitelistedIp(ctx: RequestContext, id: number, input: WhitelistedIpInput): Promise<WhitelistedIpAddress> {
  requireAdmin(ctx);
  const value = canonical(input);
  await writeInTransaction(ctx.em, async (em) => {
    const row = await em.findOne(WhitelistedIpAddress, { id });
    if (!row) throw notFound('The whitelisted IP address');
    checkVersion(row, input.version);
    if (await em.count(WhitelistedIpAddress, { value, id: { $ne: id } })) throw badInput([duplicate]);
    row.value = value;
    await keepCallerAllowed(em, ctx);
  }, duplicate);
  ctx.em.clear();
  return (await ctx.em.findOne(WhitelistedIpAddress, { id }))!;
}

/** Removes an address (admins; behaviour.md "Settings / Settings lists": WhitelistedIpAddresses has DELETE). */
export async function deleteWhitelistedIp(ctx: RequestContext, id: number): Promise<void> {
  requireAdmin(ctx);
  await ctx.em.transactional(async (em) => {
    const removed = await em.nativeDelete(WhitelistedIpAddress, { id });
    if (!removed) throw notFound('The whitelisted IP address');
    await keepCallerAllowed(em, ctx);
  });
}

/** The stored form: parts without leading zeros, so 010.0.0.1 and 10.0.0.1 are the same address. */
function canonical(input: WhitelistedIpInput): string {
  const text = input.parts ? input.parts.map((p) => String(p).trim()).join('.') : (input.value ?? '').trim();
  if (!text) throw badInput([{ field: 'Value', message: 'An IP address is required.' }]);
  if (!isIpv4(text)) throw badInput([{ field: 'Value', message: 'The IP address must be four numbers from 0 to 255 separated by dots.' }]);
  return text.split('.').map(Number).join('.');
}

const numeric = (value: string) => value.split('.').reduce((n, p) => n * 256 + Number(p), 0);
