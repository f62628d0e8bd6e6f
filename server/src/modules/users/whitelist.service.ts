import type { EntityManager } from '@mikro-orm/postgresql';
import { WhitelistedIpAddress } from './whitelisted-ip.entity.js';

/** When the allow-list is empty any address may sign in; otherwise only the listed ones (behaviour.md "Roles and access / Roles"). */
export async function isAddressAllowed(em: EntityManager, ip: string): Promise<boolean> {
  const count = await em.count(WhitelistedIpAddress, {});
  if (count === 0) return true;
  return (await em.count(WhitelistedIpAddress, { value: ip })) > 0;
}
