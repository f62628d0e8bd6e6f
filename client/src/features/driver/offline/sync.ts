/**
 * Replays the outbox in order whenever the app is online: on start, on each new action, on the
 * browser's 'online' event and on a back-off timer after a failed attempt (1 s doubling to 30 s).
 */
import type { QueuedAction } from '../driver.types';
import { dequeue, markAttempt, queued, sealLocationBatch } from './outbox';
import { send } from './send';

/** A refused action, shown to the driver; the queue moves on so one bad action never blocks the rest. */
export interface SyncProblem {
  key: string;
  what: string;
  error: string;
}

/** An action the server has taken, with when: shown on top of manifests loaded before it was sent. */
export interface SentAction {
  item: QueuedAction;
  sentAt: number;
}

export interface SyncState {
  items: QueuedAction[];
  sent: SentAction[];
  problems: SyncProblem[];
  online: boolean;
  syncing: boolean;
  signedOut: boolean;
}

const MAX_BATCH = 500;
const MAX_BACKOFF_MS = 30_000;

/** What an action is, in words, for the waiting list. */
export function describe(item: QueuedAction): string {
  const a = item.action;
  if (a.kind === 'acknowledge') return 'Acknowledge manifest';
  if (a.kind === 'progress') return `Stop ${a.step === 'OnRoute' ? 'on route' : a.step === 'Arrived' ? 'arrived' : 'completed'}`;
  if (a.kind === 'photo') return a.photoKind === 'Signature' ? 'Signature' : `${a.photoKind} photo`;
  return `${a.positions.length} position${a.positions.length === 1 ? '' : 's'}`;
}

/** The outbox's replayer; one per page. */
export class DriverSync {
  private state: SyncState = { items: [], sent: [], problems: [], online: navigator.onLine, syncing: false, signedOut: false };
  private listeners = new Set<(s: SyncState) => void>();
  private running = false;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sentSinceIdle = false;
  private readonly onOnline = () => { this.update({ online: true }); this.failures = 0; void this.drain(); };
  private readonly onOffline = () => this.update({ online: false });

  constructor(private readonly onSynced: () => void) {}

  start(): () => void {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    void this.refresh().then(() => this.drain());
    return () => {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
      clearTimeout(this.timer);
    };
  }

  subscribe(listener: (s: SyncState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  /** Call after adding to the outbox. */
  async kick(): Promise<void> {
    await this.refresh();
    void this.drain();
  }

  private update(patch: Partial<SyncState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  private async refresh(): Promise<void> {
    this.update({ items: await queued() });
  }

  /** Sends the queue head to tail; stops at the first action that must wait. */
  async drain(): Promise<void> {
    if (this.state.signedOut) return;
    if (this.running) { this.again = true; return; }
    this.running = true;
    this.update({ syncing: true });
    try {
      while (navigator.onLine) {
        const items = await queued();
        this.update({ items });
        if (!items.length) break;
        const head = items[0].action.kind === 'locations' ? await sealLocationBatch(items, MAX_BATCH) : items[0];
        const outcome = await send(head);
        if (outcome.status === 'signedOut') { this.update({ signedOut: true }); break; }
        if (outcome.status === 'retry') { await markAttempt(head, outcome.error); this.retryLater(); break; }
        if (outcome.status === 'refused') this.update({ problems: [...this.state.problems, { key: head.key, what: describe(head), error: outcome.error }] });
        await dequeue(head.id);
        if (outcome.status === 'sent' && head.action.kind !== 'locations') this.update({ sent: [...this.state.sent.slice(-99), { item: head, sentAt: Date.now() }] });
        this.failures = 0;
        this.sentSinceIdle = true;
      }
    } finally {
      this.running = false;
      await this.refresh();
      this.update({ syncing: false, online: navigator.onLine });
    }
    if (this.again) { this.again = false; void this.drain(); return; }
    if (!this.state.items.length && this.sentSinceIdle) {
      this.sentSinceIdle = false;
      this.onSynced();
    }
  }

  private retryLater(): void {
    clearTimeout(this.timer);
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.failures);
    this.failures += 1;
    this.timer = setTimeout(() => void this.drain(), delay);
  }
}
