/**
 * THE seam between recipient notifications and the live ETA and tracking link (issue 25 items 1 and 3): what a
 * message may add about a consignment and the stop it concerns. Each field is optional and the templates show
 * it only when present (`{{#if eta}}`), so a message reads well with or without them.
 *
 * - `eta`: the stop's estimate as of this moment, by the one rule (domain/eta.ts via `currentStopEta`), on the
 *   transaction's own state: the stored ETA is refreshed only after commit, so it would be one step behind.
 * - `trackingUrl`: a link issued for the consignment with each message kind that is written (decision 0142),
 *   persisted in the caller's transaction with the outbox rows, so it works when the recipient opens it; only
 *   when PUBLIC_URL is set (without the site's address there is no link to send).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { Consignment } from '../consignments/consignment.entity.js';
import { currentStopEta } from '../eta/eta.service.js';
import { issueTrackingLink } from '../tracking-links/tracking-link.service.js';

/** The optional extras of one message: the stop's estimated arrival and a tracking link for the consignment. */
export interface RecipientExtras {
  eta?: Date;
  trackingUrl?: string;
}

/** Where the extras come from: the use case's transaction, the settings and the moment of the message. */
export interface ExtrasContext {
  em: EntityManager;
  config: Config;
  now: Date;
}

async function stopEta(ctx: ExtrasContext, stop: ConsignmentAddress | null): Promise<Date | null> {
  if (!stop?.manifestId) return null;
  // The step being recorded (and any other stop it changed) must be visible to the estimate's SQL.
  await ctx.em.flush();
  return currentStopEta(ctx, stop.manifestId, stop.id);
}

/** The ETA of `stop` (when the message concerns one) and a new tracking link for the consignment, where they exist. */
export async function recipientExtras(ctx: ExtrasContext, consignment: Consignment, stop: ConsignmentAddress | null): Promise<RecipientExtras> {
  const eta = await stopEta(ctx, stop);
  const base = ctx.config.publicUrl;
  const trackingUrl = base ? `${base}${issueTrackingLink(ctx.em, consignment, null, ctx.now).path}` : undefined;
  return { ...(eta ? { eta } : {}), ...(trackingUrl ? { trackingUrl } : {}) };
}
