/** Pure helpers for the control screen's live lists (behaviour.md "Control screen / Consignments tab", issue 6): debounced refetches. */

/** How long a burst of change events is gathered into one refetch. */
export const LIVE_REFRESH_DEBOUNCE_MS = 600;

export interface Debounced {
  /** Schedules the call; calls made within the wait restart it, so a burst runs it once. */
  trigger: () => void;
  /** Forgets a scheduled call (unmount). */
  cancel: () => void;
}

/**
 * Gathers bursts into one call after `waitMs` of quiet: a manifest send publishes one event per
 * consignment it carries, and each would otherwise refetch the whole list.
 */
export function debounce(fn: () => void, waitMs: number, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): Debounced {
  let handle: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger: () => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        fn();
      }, waitMs);
    },
    cancel: () => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

/** The row still selected after a refresh: the same id in the new rows (fresh data), or none if it left. */
export function reselect<T extends { id: number }>(rows: readonly T[], selectedId: number | null): T | null {
  if (selectedId === null) return null;
  return rows.find((r) => r.id === selectedId) ?? null;
}
