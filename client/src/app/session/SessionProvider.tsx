import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { redirect } from '../router/useHash';
import { AppConfigQuery, CurrentUserQuery, SignOutMutation } from './session.operations';
import { SessionContext, type Session, type SessionUser } from './SessionContext';
import { sessionStore } from './sessionStore';
import { readOfflineSession, writeOfflineSession } from './storage';

type Config = NonNullable<Session['config']>;

/** Owns who is signed in and the app config, and gives both to every screen through useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const token = useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken);
  const signedOut = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSignedOut);
  const configResult = useQuery(AppConfigQuery);
  const userResult = useQuery(CurrentUserQuery, { skip: !token });
  const user = token ? (userResult.data?.currentUser ?? null) : null;

  useEffect(() => {
    if (user) sessionStore.confirm();
  }, [user]);

  // Drivers (supplier users) may open the installed app offline: keep what the server last confirmed.
  const config = configResult.data?.appConfig ?? null;
  useEffect(() => {
    if (config && user) writeOfflineSession(user.role === 'SUPPLIER' ? { config, user } : null);
  }, [config, user]);

  /** Ends a server session best-effort: it may already be gone, and nothing waits for it. */
  const endServerSession = useCallback(
    (token: string | null) => {
      if (!token) return;
      client.mutate({ mutation: SignOutMutation, context: { headers: { Token: token } } }).catch(() => undefined);
    },
    [client],
  );

  const signIn = useCallback(
    async (token: string, signedInUser: SessionUser) => {
      // Signing in as someone else from the login screen replaces the previous session and its data.
      const previous = sessionStore.getToken();
      if (previous && previous !== token) {
        endServerSession(previous);
        await client.clearStore();
      }
      client.writeQuery({ query: CurrentUserQuery, data: { currentUser: signedInUser } });
      sessionStore.signedIn(token);
    },
    [client, endServerSession],
  );

  const logout = useCallback(() => {
    endServerSession(sessionStore.getToken());
    sessionStore.clear();
    void client.clearStore();
    redirect({ name: 'login' });
  }, [client, endServerSession]);

  const { refetch: refetchConfig } = configResult;
  const { refetch: refetchUser } = userResult;
  const retry = useCallback(() => {
    void refetchConfig().catch(() => undefined);
    if (sessionStore.getToken()) void refetchUser().catch(() => undefined);
  }, [refetchConfig, refetchUser]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  const status = ((): Session['status'] => {
    if (configResult.error && !configResult.data) return 'unreachable';
    if (!configResult.data) return 'loading';
    if (!token) return 'anonymous';
    if (user) return 'signedIn';
    if (userResult.error) return 'unreachable';
    return 'loading';
  })();

  // Unreachable with a token and a kept driver session: carry on offline with it (issue 8).
  const offline = useMemo(() => (status === 'unreachable' && token ? readOfflineSession<{ config: Config; user: SessionUser }>() : null), [status, token]);

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
