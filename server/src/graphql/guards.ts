import type { MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { UserRole } from '../modules/users/user.entity.js';

/**
 * Field middleware for what only office staff may read (spec 1 §1, issue 3 item 7: customers never
 * see cost fields). Anyone else reads null, so one query works for every role.
 */
export const OfficeOnly: MiddlewareFn<RequestContext> = async ({ context }, next) =>
  context.user?.role === UserRole.OFFICE ? next() : null;
