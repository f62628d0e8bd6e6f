/**
 * Webhook rules (issue 24 item 5): which endpoints may be called, how long to wait between attempts, when
 * to give up, and the Standard Webhooks payload.
 */
import { BlockList, isIP } from 'node:net';
import { EVENT_TYPES, type EventData } from './events.js';

const MAX_DELAY_MS = 60 * 60_000;

/** The wait before attempt `attempt + 1`, after `attempt` failed ones: base, 2x base, 4x base, ... at most an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

/** A delivery first tried at `firstAttemptAt` is given up once `retryForMs` has passed. */
export const retriesOver = (firstAttemptAt: Date, now: Date, retryForMs: number): boolean => now.getTime() - firstAttemptAt.getTime() >= retryForMs;

/** An endpoint failing since `failingSince` is disabled once `retryForMs` has passed. */
export const endpointGivenUp = (failingSince: Date | null | undefined, now: Date, retryForMs: number): boolean => !!failingSince && retriesOver(failingSince, now, retryForMs);

// Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local ranges: not the public internet.
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an address is loopback, private or link-local (IPv4-mapped IPv6 counts as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  return family === 4 ? PRIVATE.check(address, 'ipv4') : family === 6 ? PRIVATE.check(address, 'ipv6') : true;
}

/** Where endpoints are judged: production or not, and the on-premise hosts let through. */
export interface EndpointRules {
  production: boolean;
  allowedHosts: readonly string[];
}

/** Why a URL cannot be an endpoint, before its host is resolved; null when it may be. */
export function endpointUrlRefusal(text: string, rules: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Url must be an absolute http or https URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Url must be an absolute http or https URL.';
  if (url.username || url.password) return 'Url must not carry a user name or password.';
  if (!rules.production || rules.allowedHosts.includes(url.hostname.toLowerCase())) return null;
  if (url.protocol !== 'https:') return 'Url must use https.';
  return null;
}

/** Why resolved addresses cannot be called; null when they may (outside production, or an allowed host). */
export function endpointAddressRefusal(host: string, addresses: readonly string[], rules: EndpointRules): string | null {
  if (!rules.production || rules.allowedHosts.includes(host.toLowerCase())) return null;
  if (!addresses.length) return 'The Url\'s host could not be resolved.';
  if (addresses.some(isPrivateAddress)) return 'Url must not point at a private, loopback or link-local address.';
  return null;
}

/** The event types named by a webhook, or the ones that are not event types. */
export function unknownEventTypes(types: readonly string[]): string[] {
  return types.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
}

/** Whether an endpoint subscribed to this type (an empty list: all). */
export const wantsEvent = (subscribed: readonly string[], type: string): boolean => !subscribed.length || subscribed.includes(type);

/** The Standard Webhooks body: type, timestamp, data. */
export function webhookBody(event: { type: string; occurredAt: Date; cursor: string; data: EventData }): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: { ...event.data, cursor: event.cursor } });
}
