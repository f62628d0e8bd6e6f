import type { RequestContext } from '../context.js';
import { forbidden } from '../errors.js';

/** What an operation does: reads (GET/HEAD, GraphQL queries and subscriptions) or writes (anything else). */
export type Access = 'read' | 'write';

/** A REST method's access. */
export const accessOfMethod = (method: string): Access => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/** A GraphQL operation's access. */
export const accessOfOperation = (operation: 'query' | 'mutation' | 'subscription'): Access => (operation === 'mutation' ? 'write' : 'read');

/**
 * The check every door makes before an operation runs, whatever the transport: a read-only API key
 * may read and subscribe but never write (issue 10 item 6, issue 20 item 1). Role and record checks
 * follow in the service (policy/roles.ts), which every door shares.
 */
export function authorizeOperation(ctx: RequestContext, access: Access): void {
  if (ctx.readOnly && access === 'write') throw forbidden('This API key is read-only.');
}
