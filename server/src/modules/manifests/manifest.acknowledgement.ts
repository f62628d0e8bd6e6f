/**
 * The Acknowledged step of the office's date-time editor (behaviour.md "Manifests / Stop progress": "Acknowledged sets IsAcknowledged
 * and AcknowledgedTime"; clearing a value resets that step). The driver acknowledges from its app
 * (manifest.driver.ts); this is the office correcting or recording it by hand.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import { MANIFEST_MESSAGES, PROGRESS_MESSAGES } from '../../domain/manifest.js';
import { badInput } from '../../errors.js';
import { reloadAndPublish } from './manifest.events.js';
import type { ManifestView } from './manifest.load.js';
import { logManifestChange } from './manifest.notes.js';
import { lockManifest } from './manifest.save.js';

/** What the editor sends: a time sets the step, null clears it. */
export interface AcknowledgementInput {
  acknowledgedTime: Date | null;
  version?: number | null;
}

const shown = (d: Date | null | undefined): string | null => (d ? formatDateTime(d) : null);

/** PUT /Manifests/{id}/Acknowledgement (office): sets or clears IsAcknowledged and AcknowledgedTime. */
export async function setAcknowledgement(ctx: RequestContext, id: number, input: AcknowledgementInput): Promise<ManifestView> {
  const user = requireOffice(ctx);
  const at = input.acknowledgedTime;
  if (at && at.getTime() > ctx.now.getTime() + 60_000) throw badInput([{ field: 'acknowledgedTime', message: PROGRESS_MESSAGES.future }]);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, input.version);
    await em.populate(m, ['supplier']);
    // Only a supplier can have acknowledged a manifest.
    if (at && !m.supplier) throw badInput([{ field: 'supplierId', message: MANIFEST_MESSAGES.noSupplier }]);
    const before = shown(m.acknowledgedTime);
    m.isAcknowledged = at !== null;
    m.acknowledgedTime = at;
    m.dateModified = ctx.now;
    logManifestChange(em, m, user, ctx.now, at ? 'Acknowledged' : 'Acknowledgement cleared', [{ field: 'AcknowledgedTime', from: before, to: shown(at) }]);
  });
  return reloadAndPublish(ctx, id, 'Acknowledged');
}
