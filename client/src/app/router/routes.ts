/**
 * The route table of spec part 1 behaviour.md "Shared conventions / Screens and routes". Paths live after the `#!` prefix; everything here is pure so the
 * redirect rules can be read (and tested) without a browser.
 */
import type { UserRole } from '../../gql/graphql';

export type RouteName =
  | 'login'
  | 'control_screen'
  | 'map'
  | 'consignment'
  | 'manifest'
  | 'suppliers'
  | 'customers'
  | 'accounts'
  | 'reports'
  | 'settings'
  | 'change_password'
  | 'driver'
  | 'import'
  | 'planning';

export interface Route {
  name: RouteName;
  /** The `{id}` path parameter of consignment and manifest, when given. */
  id?: string;
  /** Login only: the path (after `#!`) to open once signed in, e.g. '/manifest/12'. */
  next?: string;
}

interface RouteDef {
  /** First path segment; '' is the login route `#!/`. */
  segment: string;
  title: string;
  /** 'none': login only; 'optional' / 'required': a trailing `{id}` segment. */
  id: 'none' | 'optional' | 'required';
  /** Screens only the office role may open; others are sent to login (behaviour.md "Shared conventions / Screens and routes"). */
  officeOnly: boolean;
  /** The driver app: supplier users only (issue 8). */
  supplierOnly?: boolean;
  /** Where a signed-in user who may not open an office-only screen goes instead of login (issue 19 item 9). */
  othersGoTo?: RouteName;
  /** Screens of people who book (office and customer users), not drivers. */
  bookingOnly?: boolean;
}

export const ROUTES: Record<RouteName, RouteDef> = {
  login: { segment: '', title: 'Login', id: 'none', officeOnly: false },
  control_screen: { segment: 'control_screen', title: 'Control Screen', id: 'none', officeOnly: false },
  map: { segment: 'map', title: 'Map', id: 'none', officeOnly: false },
  consignment: { segment: 'consignment', title: 'Consignment', id: 'optional', officeOnly: false },
  manifest: { segment: 'manifest', title: 'Manifest', id: 'required', officeOnly: true },
  suppliers: { segment: 'suppliers', title: 'Suppliers', id: 'none', officeOnly: true },
  customers: { segment: 'customers', title: 'Customers', id: 'none', officeOnly: true, othersGoTo: 'control_screen' },
  accounts: { segment: 'accounts', title: 'Accounts', id: 'none', officeOnly: true, othersGoTo: 'control_screen' },
  reports: { segment: 'reports', title: 'Reports', id: 'none', officeOnly: false },
  settings: { segment: 'settings', title: 'Settings', id: 'none', officeOnly: true },
  change_password: { segment: 'change_password', title: 'Change Password', id: 'none', officeOnly: false },
  driver: { segment: 'driver', title: 'Driver', id: 'none', officeOnly: false, supplierOnly: true },
  import: { segment: 'import', title: 'Import Bookings', id: 'none', officeOnly: false, bookingOnly: true },
  planning: { segment: 'planning', title: 'Plan the Day', id: 'none', officeOnly: true, othersGoTo: 'control_screen' },
};

const LOGIN: Route = { name: 'login' };
const CONTROL_SCREEN: Route = { name: 'control_screen' };
const DRIVER: Route = { name: 'driver' };

/** Turns a path after `#!` (e.g. '/manifest/12?x') into a route; anything unknown is login (behaviour.md "Control screen / Manifests tab"). */
export function parsePath(path: string): Route {
  if (!path.startsWith('/')) return LOGIN;
  const [pathname, query = ''] = path.split('?', 2);
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length === 0) {
    const next = new URLSearchParams(query).get('next');
    return next ? { name: 'login', next } : LOGIN;
  }
  const [first, id, ...rest] = segments;
  if (rest.length > 0) return LOGIN;
  const entry = (Object.entries(ROUTES) as [RouteName, RouteDef][]).find(([, def]) => def.segment === first);
  if (!entry) return LOGIN;
  const [name, def] = entry;
  if (def.id === 'none') return id === undefined ? { name } : LOGIN;
  if (def.id === 'required' && id === undefined) return LOGIN;
  return id === undefined ? { name } : { name, id: decodeURIComponent(id) };
}

/** Turns `window.location.hash` into a route. */
export function parseHash(hash: string): Route {
  return hash.startsWith('#!') ? parsePath(hash.slice(2)) : LOGIN;
}

/** The path of a route after `#!`, e.g. '/manifest/12'. */
export function pathOf(route: Route): string {
  const def = ROUTES[route.name];
  if (def.segment === '') return route.next ? `/?next=${encodeURIComponent(route.next)}` : '/';
  return route.id === undefined ? `/${def.segment}/` : `/${def.segment}/${encodeURIComponent(route.id)}`;
}

/** Builds the `#!/...` link of a route, so links are never typed by hand. */
export function hrefOf(route: Route): string {
  return `#!${pathOf(route)}`;
}

/** The part of the signed-in user that decides where they may go. */
export interface RouteUser {
  /** Null only where the server hides it (another user's role); a user always reads its own. */
  role: UserRole | null;
}

function mayOpen(route: Route, user: RouteUser): boolean {
  const def = ROUTES[route.name];
  if (def.supplierOnly) return user.role === 'SUPPLIER';
  if (def.bookingOnly && user.role === 'SUPPLIER') return false;
  return !def.officeOnly || user.role === 'OFFICE';
}

/**
 * Where a user must be sent instead of the route they asked for, or null when they may stay
 * (behaviour.md "Shared conventions / Screens and routes"; "Roles and access / Roles"). No session -> login, remembering the screen to open after sign-in. A screen the
 * user's role may not open -> login, which then stays shown (it explains that another account is
 * needed) instead of bouncing a signed-in user on to control_screen as login otherwise does. Customers and
 * Accounts send such a user to control_screen instead (issue 19 item 9).
 */
export function redirectFor(route: Route, user: RouteUser | null): Route | null {
  if (route.name === 'login') {
    if (!user) return null;
    const next = route.next ? parsePath(route.next) : LOGIN;
    // Supplier users are drivers: they land on the driver app (issue 8), everyone else on control_screen.
    if (next.name === 'login') return user.role === 'SUPPLIER' ? DRIVER : CONTROL_SCREEN;
    if (mayOpen(next, user)) return next;
    const instead = ROUTES[next.name].othersGoTo;
    return instead ? { name: instead } : null;
  }
  if (!user) return { name: 'login', next: pathOf(route) };
  if (mayOpen(route, user)) return null;
  // issue 19 item 9: Customers and Accounts send other roles to the control screen; the rest to login (behaviour.md "Customers / Customers screen").
  const instead = ROUTES[route.name].othersGoTo;
  return instead ? { name: instead } : { name: 'login', next: pathOf(route) };
}
