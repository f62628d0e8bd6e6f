import type { FastifyInstance } from 'fastify';

/** A GraphQL reply as a test sees it. */
export interface GqlReply<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

/** Posts a GraphQL operation through the real HTTP stack (Fastify inject). */
export async function gql<T = Record<string, unknown>>(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlReply<T>> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: { query, variables },
  });
  const body = res.json();
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
}

/** The Basic header of POST /Users/Authenticate: username:password:deviceUuid[:code] (behaviour.md "Sign-in and sessions / Changing a password"). */
export function basic(username: string, password: string, deviceUuid?: string, code?: string): string {
  const parts = [username, password, deviceUuid, code].filter((p) => p !== undefined);
  return `Basic ${Buffer.from(parts.join(':')).toString('base64')}`;
}

/** Signs in over REST and returns the raw reply. */
export function restSignIn(app: FastifyInstance, username: string, password: string, deviceUuid?: string, code?: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization: basic(username, password, deviceUuid, code) }, remoteAddress: ip });
}
