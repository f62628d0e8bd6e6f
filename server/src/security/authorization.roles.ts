/** The roles' answers that the authorisation table (authorization.table.ts) is written in, and the shape of an entry. */

/** One expected answer. */
export type Expect = 'ok' | 401 | 403 | 404;

/** The answers of the 8 roles, written as 8 words in ROLES order. */
export function who(words: string): Expect[] {
  const list = words.trim().split(/\s+/).map((w) => (w === 'ok' ? 'ok' : (Number(w) as Expect)));
  if (list.length !== 8 || list.some((w) => w !== 'ok' && ![401, 403, 404].includes(w))) throw new Error(`bad policy '${words}'`);
  return list;
}

//                                 anon cA   cB   dX   dY   off  adm  acc
export const PUBLIC = who('        ok   ok   ok   ok   ok   ok   ok   ok');
export const SIGNED_IN = who('     401  ok   ok   ok   ok   ok   ok   ok');
export const OFFICE = who('        401  403  403  403  403  ok   ok   ok');
export const ADMIN = who('         401  403  403  403  403  403  ok   403');
export const BOOKERS = who('       401  ok   ok   403  403  ok   ok   ok');
/** Customer A's record: A and the office; B is told it does not exist; drivers do not book. */
export const OWN_A = who('         401  ok   404  403  403  ok   ok   ok');
export const DRIVERS = who('       401  403  403  ok   ok   403  403  403');
/** Supplier X's record in the driver app: X only; Y is told it does not exist. */
export const OWN_X = who('         401  403  403  ok   404  403  403  403');
/** Supplier X's record: the office, and X itself; Y may not (403: it knows the supplier exists). */
export const OFFICE_OR_X = who('   401  403  403  ok   403  ok   ok   ok');
/** Office users may change themselves; an admin anyone (the target is the plain office user). */
export const SELF_OFFICE = who('   401  403  403  403  403  ok   ok   403');
/** Customer B's user: B itself and an office admin. */
export const SELF_B = who('        401  403  ok   403  403  403  ok   403');
/** The accounts' TX PODs tab (behaviour.md "Roles and access / Access rules"): office admins and accounts users. */
export const ACCOUNTS = who('      401  403  403  403  403  403  ok   ok');
/** Customer A's record as the office reaches it; no one else learns that it exists. */
export const CUSTOMER_A = who('     401  ok   404  404  404  ok   ok   ok');

/** One entry: the policy and the request's parts (path params, query, body or GraphQL arguments). */
export interface Entry {
  who: Expect[];
  /**
   * The integrators' keys, where their scope does not say it: by default the read-only key reads as an
   * office user and writes nothing (403), and the customer key answers as customer A.
   */
  keys?: Partial<Record<'readOnlyKey' | 'customerKeyA', Expect>>;
  query?: string;
  body?: unknown;
  newSession?: boolean;
  [param: string]: unknown;
}

/** The date range of every search in the table. */
export const range = { from: '2026-01-01', to: '2026-12-31' };
