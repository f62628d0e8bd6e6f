import { useEffect, useMemo } from 'react';
import type { AppConfig, SessionUser } from './SessionContext';
import { readOfflineSession, writeOfflineSession } from './storage';

interface OfflineSession {
  config: AppConfig;
  user: SessionUser;
}

/**
 * Drivers (supplier users) may open the installed app offline (issue 8): keeps what the server last
 * confirmed for them, and gives it back while the server is unreachable and the token is still held.
 */
export function useOfflineSession(config: AppConfig | null, user: SessionUser | null, unreachable: boolean, token: string | null): OfflineSession | null {
  useEffect(() => {
    if (config && user) writeOfflineSession(user.role === 'SUPPLIER' ? { config, user } : null);
  }, [config, user]);

  return useMemo(() => (unreachable && token ? readOfflineSession<OfflineSession>() : null), [unreachable, token]);
}
