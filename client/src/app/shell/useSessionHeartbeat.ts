import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { CurrentUserQuery } from '../session/session.operations';

/**
 * Asks the server who is signed in whenever the user moves to another screen, so a session that
 * ended on the server (expired, signed out elsewhere) shows the signed-out modal at once (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock")
 * instead of on the first save. Its reply also resets the inactivity clock, like any reply.
 */
export function useSessionHeartbeat(routeKey: string): void {
  const client = useApolloClient();
  useEffect(() => {
    client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client, routeKey]);
}
