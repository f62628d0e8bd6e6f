/**
 * THE authorisation table (issue 10 item 4): who may call every REST route and every GraphQL operation.
 * authorization-matrix.test.ts fails when a route or operation has no entry, so adding one is part of
 * adding a route. One line per entry:
 *
 *   'METHOD /api/Path/:id[ #variant]': { who: POLICY, id: '@namedRecord', query: 'a=b', body: {...} }
 *   graphqlField[ #variant]: { who: POLICY, argName: value, ... }
 *
 * `who` lists the expected answer per role in ROLES order (anonymous, customerA, customerB, driverX,
 * driverY, office, officeAdmin, officeAccounts): ok = allowed (any answer but 401/403/404/5xx; a 400 means
 * the gate let it through to validation), or the refusal 401/403/404 (404: another's record, not revealed).
 * Values '@name' are record ids of the arranged world (authorization.arrange.ts), '@self' the caller's
 * user id, '@fresh:name' a new record made for that one call (for calls that consume their target).
 * `newSession: true` gives each call its own session (for sign-out). `keys` overrides what the two
 * integrators' keys get (see authorization.calls.ts `expectations`). GraphQL arguments not given get the
 * smallest well-typed value, so a call reaches the resolver; REST bodies default to {}.
 */

export * from './authorization.roles.js';
export { REST } from './authorization.rest.js';
export { GRAPHQL, SUBSCRIPTIONS, type SubscriptionEntry } from './authorization.graphql.js';
