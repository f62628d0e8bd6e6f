import { createContext, useContext } from 'react';
import type { AppConfigQuery, SessionUserFragment } from '../../gql/graphql';

export type AppConfig = AppConfigQuery['appConfig'];
export type SessionUser = SessionUserFragment;

export interface Session {
  /** 'loading' until the app config (and, with a stored token, the user) has been read. */
  status: 'loading' | 'anonymous' | 'signedIn' | 'unreachable';
  config: AppConfig | null;
  user: SessionUser | null;
  /** True while the signed-out modal is open (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"). */
  signedOut: boolean;
  /** Stores a fresh sign-in (token and user) so every screen sees it at once. */
  signIn(token: string, user: SessionUser): Promise<void>;
  /** Signs out best-effort on the server, forgets the token and returns to login. */
  logout(): void;
  /** Tries again after the server could not be reached. */
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the signed-in user; only inside <SessionProvider>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
