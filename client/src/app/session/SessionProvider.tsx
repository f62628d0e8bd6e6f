import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AppConfigQuery, CurrentUserQuery } from './session.operations';
import { SessionContext, type Session, type SessionUser } from './SessionContext';
import { sessionStore } from './sessionStore';
import { useOfflineSession } from './useOfflineSession';
import { useRetryWhenOnline } from './useRetryWhenOnline';
import { useSessionActions } from './useSessionActions';

/** What a query has answered so far, as far as the session status cares. */
interface Answer {
  data?: unknown;
  error?: unknown;
}

/** Where the session stands, from the app config and current-user answers so far. */
function statusOf(configResult: Answer, token: string | null, user: SessionUser | null, userResult: Answer): Session['status'] {
  if (configResult.error && !configResult.data) return 'unreachable';
  if (!configResult.data) return 'loading';
  if (!token) return 'anonymous';
  if (user) return 'signedIn';
  if (userResult.error) return 'unreachable';
  return 'loading';
}

/** Owns who is signed in and the app config, and gives both to every screen through useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken);
  const signedOut = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSignedOut);
  const configResult = useQuery(AppConfigQuery);
  const userResult = useQuery(CurrentUserQuery, { skip: !token });
  const user = token ? (userResult.data?.currentUser ?? null) : null;
  const config = configResult.data?.appConfig ?? null;

  useEffect(() => {
    if (user) sessionStore.confirm();
  }, [user]);

  const { signIn, logout } = useSessionActions();
  const retry = useRetryWhenOnline(configResult.refetch, userResult.refetch);
  const status = statusOf(configResult, token, user, userResult);
  // Unreachable with a token and a kept driver session: carry on offline with it (issue 8).
  const offline = useOfflineSession(config, user, status === 'unreachable', token);

  const session = useMemo<Session>(
    () => ({
      status: offline ? 'signedIn' : status,
      config: offline?.config ?? config,
      user: offline?.user ?? user,
      signedOut,
      signIn,
      logout,
      retry,
    }),
    [status, config, user, signedOut, signIn, logout, retry, offline],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
