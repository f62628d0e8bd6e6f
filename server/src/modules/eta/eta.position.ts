import type { RequestContext } from '../../context.js';
import { admitEtaRefresh } from './eta.gate.js';
import { refreshManifestEtas } from './eta.service.js';

/**
 * A driver's position arrived for its current manifest: refresh that manifest's ETAs unless the vehicle's
 * were refreshed less than ETA_REFRESH_MS ago (issue 25 item 1). Runs in the post's transaction when it has one.
 */
export async function refreshEtasOnPosition(ctx: RequestContext, vehicleId: number, manifestId: number): Promise<void> {
  if (!(await admitEtaRefresh(ctx.config, vehicleId, ctx.now))) return;
  await refreshManifestEtas(ctx, manifestId);
}
