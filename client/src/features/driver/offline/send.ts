/** Sends one queued action to the REST API with the session token and the action's Idempotency-Key. */
import { sessionStore } from '../../../app/session/sessionStore';
import { readToken } from '../../../app/session/storage';
import type { QueuedAction } from '../driver.types';

/** How an attempt ended: done, try again later, the session is gone, or refused for good. */
export type SendOutcome = { status: 'sent' } | { status: 'retry'; error: string } | { status: 'signedOut' } | { status: 'refused'; error: string };

function request(item: QueuedAction): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Token: readToken() ?? '', 'Idempotency-Key': item.key };
  const json = (method: string, url: string, body?: unknown) => ({
    url, init: { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) },
  });
  const a = item.action;
  switch (a.kind) {
    case 'acknowledge':
      // With the version loaded, a stale acknowledgement is refused (608); one queued before versions were sent has none.
      if (a.version === undefined) return { url: `/api/Driver/Manifests/${a.manifestId}/Acknowledge`, init: { method: 'PUT', headers } };
      return json('PUT', `/api/Driver/Manifests/${a.manifestId}/Acknowledge`, { Version: a.version });
    case 'progress':
      return json('POST', `/api/Driver/ConsignmentAddresses/${a.stopId}/Progress`, {
        Step: a.step, Time: a.at, SignatureName: a.signatureName, Notes: a.notes, NoPaperworkProvided: a.noPaperworkProvided,
      });
    case 'photo': {
      const form = new FormData();
      form.append('file', a.blob, a.photoKind === 'Signature' ? 'signature.png' : 'photo.jpg');
      return { url: `/api/Driver/ConsignmentAddresses/${a.stopId}/Photos?Kind=${a.photoKind}`, init: { method: 'POST', headers, body: form } };
    }
    case 'locations':
      return json('POST', '/api/SupplierLocations', a.positions);
  }
}

/** One attempt; network failures, 5xx, 408 and 429 are retried, other 4xx and a 608 (stale version) are refused for good. */
export async function send(item: QueuedAction): Promise<SendOutcome> {
  const { url, init } = request(item);
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return { status: 'retry', error: 'No connection' };
  }
  // Like every reply from our server, it resets the inactivity clock (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"); a 401 ends the session.
  sessionStore.serverReplied();
  if (res.ok) return { status: 'sent' };
  if (res.status === 401) { sessionStore.sessionEnded(); return { status: 'signedOut' }; }
  const message = await res.json().then((b: { Message?: string }) => b.Message ?? '', () => '');
  // 608 is the spec's stale-version answer: the driver must reload, so retrying cannot help.
  if (res.status !== 608 && (res.status >= 500 || res.status === 408 || res.status === 429)) return { status: 'retry', error: message || `Server answered ${res.status}` };
  return { status: 'refused', error: message || `Refused (${res.status})` };
}
