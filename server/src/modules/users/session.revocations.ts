type Listener = (sessionIds: number[]) => void;
const listeners = new Set<Listener>();

/** Hears of sessions ended in this process (sign-out), so nothing that remembers them answers for them. */
export function onSessionsEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners that these sessions ended. */
export function sessionsEnded(sessionIds: number[]): void {
  for (const listener of listeners) listener(sessionIds);
}
