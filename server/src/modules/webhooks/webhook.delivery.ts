import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Webhook as Signer } from 'standardwebhooks';
import type { Config } from '../../config.js';
import { encodeCursor, parseCursor } from '../../domain/events.js';
import { endpointGivenUp, retriesOver, retryDelayMs, wantsEvent, webhookBody } from '../../domain/webhooks.js';
import { eventViewerOf } from '../../policy/events.js';
import { readEvents } from '../events/event.read.js';
import { queueMail } from '../mail/mail.service.js';
import { User, UserRole } from '../users/user.entity.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { endpointRefusal, rulesOf } from './webhook.service.js';

/** What the delivery work needs: the database, the config, a clock (injected by tests) and how to queue an attempt. */
export interface DeliveryDeps {
  orm: MikroORM;
  config: Config;
  clock: () => Date;
  schedule(deliveryId: number, attempt: number, at: Date): Promise<void>;
}

const PAGE = 200;

/**
 * Hands each enabled endpoint the events after its cursor that its registrant may see (the same rule as the
 * events query), as Pending deliveries, and moves the cursor on, in one transaction per endpoint. An endpoint
 * locked by another instance is skipped: that instance is doing it.
 */
export async function dispatchEvents(orm: MikroORM, now: Date): Promise<void> {
  const ids = await orm.em.fork().getConnection().execute<{ id: number }[]>('select id from webhook where enabled order by id');
  for (const { id } of ids) {
    await orm.em.fork().transactional(async (em) => {
      const [locked] = await em.getConnection().execute<{ id: number }[]>('select id from webhook where id = ? and enabled for update skip locked', [id], 'all', em.getTransactionContext());
      if (!locked) return;
      const hook = await em.findOneOrFail(Webhook, id, { populate: ['owner', 'apiKey'] });
      if (hook.apiKey?.revokedAt || hook.owner.isDeactivated) return;
      const page = await readEvents(em, eventViewerOf(hook.owner), parseCursor(hook.cursor)!, PAGE);
      for (const e of page.events.filter((event) => wantsEvent(hook.events, event.type))) {
        em.create(WebhookDelivery, { webhook: hook, eventId: e.id, messageId: `msg_${hook.id}_${e.id}`, eventType: e.type, payload: webhookBody(e), status: 'Pending', nextAttemptAt: now, createdAt: now });
      }
      hook.cursor = encodeCursor(page.endCursor);
    });
  }
}

/** Pending deliveries due by now, with the attempt each is at. */
export function dueDeliveries(orm: MikroORM, now: Date): Promise<{ id: number; attempts: number }[]> {
  return orm.em.fork().getConnection().execute(`select id, attempts from webhook_delivery where status = 'Pending' and next_attempt_at <= ? order by id limit 500`, [now]);
}

interface Outcome { ok: boolean; status: number | null; error: string | null }

/** One signed POST (Standard Webhooks headers), refused before sending when the endpoint's address is not allowed. */
async function post(config: Config, hook: Webhook, d: WebhookDelivery): Promise<Outcome> {
  const refusal = await endpointRefusal(hook.url, rulesOf(config));
  if (refusal) return { ok: false, status: null, error: refusal };
  const sentAt = new Date();
  const headers = {
    'content-type': 'application/json', 'user-agent': 'Dispatch-Webhooks/1',
    'webhook-id': d.messageId, 'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)), 'webhook-signature': new Signer(hook.secret).sign(d.messageId, sentAt, d.payload),
  };
  try {
    const res = await fetch(hook.url, { method: 'POST', headers, body: d.payload, redirect: 'manual', signal: AbortSignal.timeout(config.webhooks.timeoutMs) });
    await res.body?.cancel();
    return { ok: res.status >= 200 && res.status < 300, status: res.status, error: res.status >= 200 && res.status < 300 ? null : `The endpoint answered ${res.status}.` };
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    return { ok: false, status: null, error: timedOut ? `No answer within ${config.webhooks.timeoutMs / 1000} s.` : `Could not reach the endpoint: ${(err as Error).message}`.slice(0, 500) };
  }
}

/**
 * Attempt `attempt + 1` of a delivery (a pg-boss job). Claimed first (attempts bumped where it still stands
 * at `attempt`), so a duplicate job does nothing; the POST runs outside any transaction.
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: number, attempt: number): Promise<void> {
  const now = deps.clock();
  const em = deps.orm.em.fork();
  const claimed = await em.getConnection().execute<{ id: number }[]>(
    `update webhook_delivery d set attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, ?), next_attempt_at = ?
      where id = ? and status = 'Pending' and attempts = ? and next_attempt_at <= ? and exists (select 1 from webhook w where w.id = d.webhook_id and w.enabled)
      returning id`,
    [now, new Date(now.getTime() + deps.config.webhooks.timeoutMs + 60_000), deliveryId, attempt, now],
  );
  if (!claimed.length) return;
  const d = await em.findOneOrFail(WebhookDelivery, deliveryId, { populate: ['webhook'] });
  const outcome = await post(deps.config, d.webhook, d);
  const next = await record(deps, em, d, outcome);
  if (next) await deps.schedule(d.id, d.attempts, next);
}

/** Writes an attempt's outcome; answers when to try again, if at all. Disables an endpoint failing for 24 h and tells the admins. */
async function record(deps: DeliveryDeps, em: EntityManager, d: WebhookDelivery, outcome: Outcome): Promise<Date | null> {
  const now = deps.clock();
  const hook = d.webhook;
  const { retryForMs, retryBaseMs } = deps.config.webhooks;
  Object.assign(d, { lastStatusCode: outcome.status, lastError: outcome.error });
  let next: Date | null = null;
  if (outcome.ok) {
    Object.assign(d, { status: 'Delivered', deliveredAt: now, nextAttemptAt: null });
    hook.failingSince = null;
  } else {
    hook.failingSince ??= now;
    if (endpointGivenUp(hook.failingSince, now, retryForMs)) {
      Object.assign(hook, { enabled: false, disabledReason: 'Every delivery failed for 24 hours.' });
      await tellAdmins(em, hook, now);
    }
    if (!hook.enabled || retriesOver(d.firstAttemptAt ?? now, now, retryForMs)) Object.assign(d, { status: 'Failed', nextAttemptAt: null });
    else next = d.nextAttemptAt = new Date(now.getTime() + retryDelayMs(d.attempts, retryBaseMs));
  }
  await em.flush();
  return next;
}

async function tellAdmins(em: EntityManager, hook: Webhook, now: Date): Promise<void> {
  const admins = await em.find(User, { role: UserRole.OFFICE, isAdmin: true, isDeactivated: false });
  for (const admin of admins) {
    queueMail(em, {
      to: admin.email,
      subject: `Webhook disabled: ${hook.url}`,
      text: `Every delivery to the webhook ${hook.id} (${hook.url}${hook.description ? `, ${hook.description}` : ''}) has failed since ${hook.failingSince?.toISOString()}, so it has been disabled.\nEnable it again (PUT /api/Webhooks/${hook.id} with Enabled: true) once the endpoint answers; deliveries can be retried from its delivery list.`,
    }, now);
  }
}
