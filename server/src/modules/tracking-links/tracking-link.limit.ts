import type { Config } from '../../config.js';
import { sha256 } from '../../auth/tokens.js';
import { DomainError } from '../../errors.js';
import { countersOf, countPerMinute, installationKey } from '../../policy/rate-limit.js';

/** What a reader over either budget is told (429). */
export const TOO_MANY_TRACKING_READS = 'Too many requests for this tracking link. Please wait a minute and try again.';

/**
 * Counts a read of a tracking link (page, status or photo) against the link's budget and the address's
 * (TRACKING_PER_TOKEN_PER_MINUTE, TRACKING_PER_ADDRESS_PER_MINUTE): a shared link cannot be hammered, and
 * one address cannot walk through guessed tokens. Clock minutes, counted in Redis when REDIS_URL is set so
 * every instance shares them (the rate limits' mechanism, decision 0122), else in this process.
 */
export async function takeTrackingRead(config: Config, token: string, address: string, now: Date): Promise<void> {
  const counters = countersOf(config);
  const at = now.getTime();
  const [byAddress, byToken] = await Promise.all([
    countPerMinute(counters, installationKey(config, `tracking-ip:${address}`), at),
    countPerMinute(counters, installationKey(config, `tracking-token:${sha256(token).slice(0, 32)}`), at),
  ]);
  if (byAddress > config.trackingLinks.perAddressPerMinute || byToken > config.trackingLinks.perTokenPerMinute) {
    throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_TRACKING_READS);
  }
}
