import type { Config } from '../../config.js';
import { admitOnce, countersOf, installationKey } from '../../policy/rate-limit.js';

/**
 * How often a vehicle's positions may refresh its ETAs (issue 25 item 1: at most once per vehicle per
 * ETA_REFRESH_MS). Drivers post every few seconds; routing the rest of a run on each post would be waste.
 * With REDIS_URL the interval is shared by every instance behind the load balancer (the rate limits' Redis,
 * `SET NX PX GET`, then remembered for the interval); without it, or while Redis is away, each process keeps its own.
 */
export function admitEtaRefresh(config: Config, vehicleId: number, now: Date): Promise<boolean> {
  return admitOnce(countersOf(config), installationKey(config, `eta:${vehicleId}`), config.eta.refreshMs, now.getTime());
}
