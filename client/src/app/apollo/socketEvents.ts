/**
 * Tells screens when the subscription socket has come back after a drop. Events are notices and
 * may be lost while it is down (DESIGN "Subscriptions"), so a screen refetches what it shows.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every reconnection (not the first connection); returns the unsubscribe. */
export function onSocketReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the Apollo transport when graphql-ws connects; only a retry is a reconnection. */
export function socketConnected(wasRetry: boolean): void {
  if (wasRetry) listeners.forEach((l) => l());
}
