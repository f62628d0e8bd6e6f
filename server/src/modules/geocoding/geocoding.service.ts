import { requireUser, type RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { geocoderFor, type Place } from './geocoder.js';

/** At most this many places are offered for one search. */
export const GEOCODE_LIMIT = 10;
const MAX_QUERY_LENGTH = 200;

/**
 * "Zoom to a place" (behaviour.md "Map / Live vehicles"): the places matching a typed name, best first. Signed-in users
 * only, so the app is no open proxy to the geocoding service.
 */
export async function geocode(ctx: RequestContext, query: unknown): Promise<Place[]> {
  requireUser(ctx);
  const text = typeof query === 'string' ? query.trim() : '';
  if (!text) throw badInput([{ field: 'q', message: 'Please type a place to search for.' }]);
  if (text.length > MAX_QUERY_LENGTH) throw badInput([{ field: 'q', message: `A place search can be at most ${MAX_QUERY_LENGTH} characters.` }]);
  return geocoderFor(ctx.config).search(text, GEOCODE_LIMIT);
}
