import type { IncomingHttpHeaders } from 'node:http';

/** How a caller identifies itself: a session token, or an integrator's API key (never both at once). */
export interface Credentials {
  token?: string;
  apiKey?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The credentials an HTTP request carries, REST and GraphQL alike: the session token in a header named
 * Token (behaviour.md "Sign-in and sessions / Signing in"), an API key as `X-Api-Key: dsp_...` or `Authorization: Bearer dsp_...` (issue 10
 * item 6). Session tokens and keys never mix: a key is recognised by its prefix.
 */
export function credentialsOf(headers: IncomingHttpHeaders): Credentials {
  const bearer = /^Bearer\s+(dsp_\S+)$/i.exec(headers.authorization ?? '');
  return { token: first(headers.token), apiKey: first(headers['x-api-key']) ?? bearer?.[1] };
}

/** The credentials a graphql-ws socket sent in its `connection_init` payload. */
export function credentialsOfConnection(params: Readonly<Record<string, unknown>> | undefined): Credentials {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { token: text(params?.token), apiKey: text(params?.apiKey) };
}
