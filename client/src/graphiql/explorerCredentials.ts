/**
 * The explorer's credentials: what its headers editor starts with, and how those headers reach a
 * graphql-ws socket. Pure, so the rules are tested without a browser.
 */

/** What our socket reads from graphql-ws connectionParams in onConnect (server/src/graphql/server.ts). */
export interface SocketCredentials {
  token?: string;
  apiKey?: string;
}

/** An integrator's key starts with this (server/src/modules/api-keys/api-key.service.ts). */
const API_KEY_PREFIX = 'dsp_';

/**
 * The headers editor's first text (JSON with comments). A signed-in browser's session token is filled
 * in, so an office user can explore at once; otherwise a comment says which header carries which credential.
 */
export function initialHeaders(sessionToken: string | null): string {
  if (sessionToken) return JSON.stringify({ Token: sessionToken }, null, 2);
  return [
    '{',
    '  // An integrator\'s API key: "X-Api-Key": "dsp_..." (or "Authorization": "Bearer dsp_...")',
    '  // A signed-in session\'s token: "Token": "..."',
    '}',
  ].join('\n');
}

function headerValue(headers: Record<string, unknown>, name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return typeof entry?.[1] === 'string' && entry[1].trim() ? entry[1].trim() : undefined;
}

/**
 * HTTP headers as a socket's connectionParams. A WebSocket carries no custom headers, so the `Token`,
 * `X-Api-Key` and `Authorization: Bearer dsp_...` headers that HTTP requests send (server/src/rest/context.ts)
 * become `token` and `apiKey`. Header names are case-insensitive, as in HTTP.
 */
export function socketCredentials(headers: Record<string, unknown> | undefined): SocketCredentials {
  const h = headers ?? {};
  const bearer = /^Bearer\s+(\S+)$/i.exec(headerValue(h, 'authorization') ?? '')?.[1];
  const apiKey = headerValue(h, 'x-api-key') ?? (bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined);
  const token = headerValue(h, 'token');
  return { ...(token ? { token } : {}), ...(apiKey ? { apiKey } : {}) };
}
