import { useSubscription } from '@apollo/client/react';
import { SessionEndedSubscription } from './session.operations';
import { sessionStore } from './sessionStore';

/**
 * Listens for the server ending this session elsewhere (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"), so the signed-out modal opens
 * without waiting for the next request to fail. A lost socket is harmless: the next request's 401
 * opens the modal anyway.
 */
export function useSessionEndedSubscription(active: boolean): void {
  useSubscription(SessionEndedSubscription, {
    skip: !active,
    onData: () => sessionStore.sessionEnded(),
    onError: () => undefined,
  });
}
