/**
 * Tracking links (issue 25 item 3): office users and the consignment's customer make them, list them and
 * revoke them; a recipient opens `/t/{token}` without signing in. The token is 32 random bytes (base64url),
 * and only its SHA-256 is stored, so the database never holds a working link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { requireTrackingLinkManager } from '../../policy/tracking-links.js';
import { Consignment } from '../consignments/consignment.entity.js';
import { User } from '../users/user.entity.js';
import { TrackingLink } from './tracking-link.entity.js';

/** A link as made: the token is shown this once. */
export interface IssuedTrackingLink {
  link: TrackingLink;
  token: string;
  /** The path a recipient opens, `/t/{token}` (prefix it with the site's address to send it). */
  path: string;
}

/** SHA-256 of a token, as stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token that is at least plausibly one of ours (43 base64url characters); anything else is not looked up. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Makes a link for a consignment without a caller's checks: for features that send links themselves
 * (recipient notifications) after their own checks. Persisted on the next flush of `em`.
 */
export function issueTrackingLink(em: EntityManager, consignment: Consignment, createdById: number | null, now: Date): IssuedTrackingLink {
  const token = randomBytes(32).toString('base64url');
  const link = em.create(TrackingLink, {
    tokenHash: tokenHash(token), consignment, createdBy: createdById ? em.getReference(User, createdById) : null, createdAt: now,
  });
  return { link, token, path: `/t/${token}` };
}

async function manageable(ctx: RequestContext, consignmentId: number): Promise<Consignment> {
  const consignment = await ctx.em.findOne(Consignment, { id: consignmentId, isDeleted: false });
  if (!consignment) throw notFound('The consignment');
  requireTrackingLinkManager(ctx, consignment);
  return consignment;
}

/** POST /Consignments/{id}/TrackingLinks, mutation createTrackingLink. */
export async function createTrackingLink(ctx: RequestContext, consignmentId: number): Promise<IssuedTrackingLink> {
  const consignment = await manageable(ctx, consignmentId);
  const issued = issueTrackingLink(ctx.em, consignment, ctx.user!.id, ctx.now);
  await ctx.em.flush();
  return issued;
}

/** GET /Consignments/{id}/TrackingLinks, query trackingLinks: the consignment's links, newest first. */
export async function trackingLinksOf(ctx: RequestContext, consignmentId: number): Promise<TrackingLink[]> {
  await manageable(ctx, consignmentId);
  return ctx.em.find(TrackingLink, { consignment: consignmentId }, { orderBy: { id: 'desc' } });
}

/** PUT /TrackingLinks/{id}/Revoke, mutation revokeTrackingLink: the link stops working at once (revoking twice keeps the first time). */
export async function revokeTrackingLink(ctx: RequestContext, linkId: number): Promise<TrackingLink> {
  const link = await ctx.em.findOne(TrackingLink, { id: linkId }, { populate: ['consignment'] });
  if (!link) throw notFound('The tracking link');
  try {
    await manageable(ctx, link.consignment.id);
  } catch (error) {
    // Another customer's link is not revealed either.
    if ((error as { code?: string }).code === 'NOT_FOUND') throw notFound('The tracking link');
    throw error;
  }
  link.revokedAt ??= ctx.now;
  await ctx.em.flush();
  return link;
}
