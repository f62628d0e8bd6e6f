import { useEffect } from 'react';
import { useSession } from '../session/SessionContext';
import { hrefOf, parseHash, redirectFor, type Route } from './routes';
import { replaceHref, useHash } from './useHash';

/**
 * The current `#!` route and, once the session is known, where behaviour.md "Shared conventions / Screens and routes"'s rules send this user instead (applied
 * at once, without a history entry). The office app and the driver app both route through it.
 */
export function useRouteGuard(): { route: Route; target: Route | null; settled: boolean } {
  const hash = useHash();
  const route = parseHash(hash);
  const { status, user } = useSession();
  const settled = status === 'signedIn' || status === 'anonymous';
  const target = settled ? redirectFor(route, user) : null;
  // The link to show: a redirect's target, else the canonical form of the current one ('#!/nonsense' -> '#!/').
  const wantedHref = hrefOf(target ?? route);
  useEffect(() => {
    if (hash !== wantedHref) replaceHref(wantedHref);
  }, [hash, wantedHref]);
  return { route, target, settled };
}
