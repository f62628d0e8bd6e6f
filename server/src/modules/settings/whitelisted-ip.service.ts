import { isIpv4 } from '../../auth/ip.js';
import { requireOffice, type RequestContext } from '../../context.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { WhitelistedIpAddress } from '../users/whitelisted-ip.entity.js';
import { checkVersion, writeInTransaction } from './writes.js';

/** An address as typed: the whole Value, or its four Parts (spec 2 §3: entered as four parts). */
export interface WhitelistedIpInput {
  value?: string | null;
  parts?: (number | string)[] | null;
  version?: number | null;
}

const duplicate: FieldError = { field: 'Value', message: 'This IP address is already whitelisted.' };

/** The allow-list, in address order (spec 2 §7: WhitelistedIpAddresses). */
export async function listWhitelistedIps(ctx: RequestContext): Promise<WhitelistedIpAddress[]> {
  requireOffice(ctx);
  const rows = await ctx.em.find(WhitelistedIpAddress, {});
  return rows.sort((a, b) => numeric(a.value) - numeric(b.value));
}

/** Adds an address; four numeric parts 0-255 joined by dots (spec 2 §5); a duplicate is refused. */
export async function createWhitelistedIp(ctx: RequestContext, input: WhitelistedIpInput): Promise<WhitelistedIpAddress> {
  requireOffice(ctx);
  const value = canonical(input);
  const id = await writeInTransaction(ctx.em, async (em) => {
    if (await em.count(WhitelistedIpAddress, { value })) throw badInput([duplicate]);
    const row = em.create(WhitelistedIpAddress, { value });
    await em.flush();
    return row.id;
  }, duplicate);
  ctx.em.clear();
  return (await ctx.em.findOne(WhitelistedIpAddress, { id }))!;
}

/** Changes an address; a stale Version is a 608. */
export async function updateWhitelistedIp(ctx: RequestContext, id: number, input: WhitelistedIpInput): Promise<WhitelistedIpAddress> {
  requireOffice(ctx);
  const value = canonical(input);
  await writeInTransaction(ctx.em, async (em) => {
    const row = await em.findOne(WhitelistedIpAddress, { id });
    if (!row) throw notFound('The whitelisted IP address');
    checkVersion(row, input.version);
    if (await em.count(WhitelistedIpAddress, { value, id: { $ne: id } })) throw badInput([duplicate]);
    row.value = value;
    await em.flush();
  }, duplicate);
  ctx.em.clear();
  return (await ctx.em.findOne(WhitelistedIpAddress, { id }))!;
}

/** Removes an address (spec 2 §7: WhitelistedIpAddresses has DELETE). */
export async function deleteWhitelistedIp(ctx: RequestContext, id: number): Promise<void> {
  requireOffice(ctx);
  const removed = await ctx.em.nativeDelete(WhitelistedIpAddress, { id });
  if (!removed) throw notFound('The whitelisted IP address');
}

/** The stored form: parts without leading zeros, so 010.0.0.1 and 10.0.0.1 are the same address. */
function canonical(input: WhitelistedIpInput): string {
  const text = input.parts ? input.parts.map((p) => String(p).trim()).join('.') : (input.value ?? '').trim();
  if (!text) throw badInput([{ field: 'Value', message: 'An IP address is required.' }]);
  if (!isIpv4(text)) throw badInput([{ field: 'Value', message: 'The IP address must be four numbers from 0 to 255 separated by dots.' }]);
  return text.split('.').map(Number).join('.');
}

const numeric = (value: string) => value.split('.').reduce((n, p) => n * 256 + Number(p), 0);
