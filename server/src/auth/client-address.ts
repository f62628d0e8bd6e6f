/**
 * Which address a request comes from (issue 20 item 5). Only the configured proxy hops are trusted
 * (TRUST_PROXY: a hop count or the proxies' addresses), so a client cannot pick its own address
 * with X-Forwarded-For: the IP allow-list, the sign-in brake and the IP log see the real one. HTTP
 * (Fastify) and the graphql-ws upgrade use this one rule.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { normaliseIp } from './ip.js';

/** Nothing trusted, the number of proxy hops in front of the app, or the proxies' addresses / CIDRs. */
export type TrustProxy = false | number | string[];

/** proxy-addr's question, asked of each hop from the socket outwards: may this one speak for the client? */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const compiled = proxyAddr.compile(trust);
  return (address, hop) => compiled(address, hop);
}

/** The client's address of a raw request (the graphql-ws upgrade), by the same rule as Fastify's `request.ip`. */
export function clientAddress(request: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  return normaliseIp(proxyAddr(request, trust));
}
