/**
 * The transport exchange interface (issue 4 item 4; DESIGN: Interfaces): posting a manifest's load,
 * removing it and rebooking it. An HTTP adapter talks to TRANSPORT_EXCHANGE_URL; without it the
 * sandbox exchange hosted by the app records postings in its own table.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { SandboxExchangePosting } from './sandbox-posting.entity.js';

/** What is posted: the manifest's load and the send options (behaviour.md "Manifests / Transport exchange" defaults false/false/''). */
export interface ExchangePosting {
  manifestId: number;
  manifestNumber: number;
  vehicleType: string;
  tailLift: boolean;
  timed: boolean;
  notes: string;
  stops: { type: string; address: string; postcode: string | null; scheduled: string | null }[];
}

/** The exchange's answer: its reference for the posting and the posting's status there. */
export interface ExchangeReply {
  reference: string;
  status: string;
}

/** A transport exchange: post a load, remove it, rebook it (a fresh posting replacing the old). */
export interface TransportExchange {
  post(posting: ExchangePosting): Promise<ExchangeReply>;
  remove(reference: string): Promise<ExchangeReply>;
  rebook(reference: string, posting: ExchangePosting): Promise<ExchangeReply>;
}

/** Thrown when the exchange cannot be reached or refuses: the use case answers 400 with its message. */
export class ExchangeError extends Error {}

async function call(url: string, method: string, body: unknown, timeoutMs: number): Promise<ExchangeReply> {
  let res: Response;
  try {
    res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new ExchangeError(`The transport exchange could not be reached (${(e as Error).message}).`);
  }
  const text = await res.text();
  if (!res.ok) throw new ExchangeError(`The transport exchange refused the request (${res.status}${text ? `: ${text.slice(0, 200)}` : ''}).`);
  const json = JSON.parse(text || '{}') as { reference?: unknown; status?: unknown };
  if (typeof json.reference !== 'string' || !json.reference) throw new ExchangeError('The transport exchange answered without a reference.');
  return { reference: json.reference, status: typeof json.status === 'string' ? json.status : 'Unknown' };
}

/** The HTTP adapter: POST {base}/postings, DELETE {base}/postings/{ref}, POST {base}/postings/{ref}/rebook. */
export function httpExchange(baseUrl: string, timeoutMs = 5000): TransportExchange {
  const base = baseUrl.replace(/\/+$/, '');
  const at = (ref: string) => `${base}/postings/${encodeURIComponent(ref)}`;
  return {
    post: (posting) => call(`${base}/postings`, 'POST', posting, timeoutMs),
    remove: (ref) => call(at(ref), 'DELETE', undefined, timeoutMs),
    rebook: (ref, posting) => call(`${at(ref)}/rebook`, 'POST', posting, timeoutMs),
  };
}

/** The sandbox exchange hosted by the app: postings are rows written in the caller's transaction. */
export function sandboxExchange(em: EntityManager, now: Date): TransportExchange {
  const find = async (reference: string) => {
    const row = await em.findOne(SandboxExchangePosting, { reference });
    if (!row) throw new ExchangeError(`The transport exchange has no posting ${reference}.`);
    return row;
  };
  const add = (posting: ExchangePosting, status: string): ExchangeReply => {
    const reference = `SBX-${randomUUID().slice(0, 8).toUpperCase()}`;
    em.persist(em.create(SandboxExchangePosting, { reference, manifestId: posting.manifestId, status, payload: { ...posting }, createdAt: now, updatedAt: now }));
    return { reference, status };
  };
  return {
    post: async (posting) => add(posting, 'Posted'),
    remove: async (reference) => {
      const row = await find(reference);
      row.status = 'Removed';
      row.updatedAt = now;
      return { reference, status: row.status };
    },
    rebook: async (reference, posting) => {
      const row = await find(reference);
      row.status = 'Rebooked';
      row.updatedAt = now;
      return add(posting, 'Posted');
    },
  };
}

/** The exchange this app uses: the HTTP adapter when TRANSPORT_EXCHANGE_URL is set, else the sandbox. */
export function exchangeFor(config: Pick<Config, 'transportExchangeUrl'>, em: EntityManager, now: Date): TransportExchange {
  return config.transportExchangeUrl ? httpExchange(config.transportExchangeUrl) : sandboxExchange(em, now);
}
