import { useCallback, useEffect } from 'react';
import { sessionStore } from './sessionStore';

/**
 * Asks again for the app config (and the user, with a token) when called, and by itself when the
 * browser comes back online, so a screen left unreachable recovers without a reload.
 */
export function useRetryWhenOnline(refetchConfig: () => Promise<unknown>, refetchUser: () => Promise<unknown>): () => void {
  const retry = useCallback(() => {
    void refetchConfig().catch(() => undefined);
    if (sessionStore.getToken()) void refetchUser().catch(() => undefined);
  }, [refetchConfig, refetchUser]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  return retry;
}
