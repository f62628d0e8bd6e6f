import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { redirect } from '../router/useHash';
import { CurrentUserQuery, SignOutMutation } from './session.operations';
import type { Session, SessionUser } from './SessionContext';
import { sessionStore } from './sessionStore';

/** Signing in and out: both end the previous server session and drop the cached data of the user who leaves. */
export function useSessionActions(): Pick<Session, 'signIn' | 'logout'> {
  const client = useApolloClient();

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

  return { signIn, logout };
}
