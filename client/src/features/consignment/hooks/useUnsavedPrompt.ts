import { useEffect, useRef } from 'react';
import { sessionStore } from '../../../app/session/sessionStore';

/** behaviour.md "Control screen / Consignments tab": asked before leaving a consignment with unsaved changes. */
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave this page?';

/** The part of the Navigation API used here (Chromium); other browsers fall back to hashchange. */
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (e: Event) => void): void;
  removeEventListener(type: 'navigate', listener: (e: Event) => void): void;
}

/**
 * Asks before the page is left with unsaved changes: on reload or close (beforeunload) and on an
 * in-app route change (the Navigation API's cancelable navigate event; else hashchange, undone).
 * Never once the session has ended: the signed-out modal's OK must reach login (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock").
 */
export function useUnsavedPrompt(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  // Set by release(): a render before the route change lands must not bring the prompt back.
  const releasedRef = useRef(false);
  dirtyRef.current = dirty && !releasedRef.current;
  useEffect(() => {
    if (!dirty) releasedRef.current = false;
  }, [dirty]);

  useEffect(() => {
    // A session that ended (signed-out modal, or its OK already forgot the token) cannot save: leaving never asks.
    const mustAsk = () => dirtyRef.current && sessionStore.getToken() !== null && !sessionStore.getSignedOut();
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!mustAsk()) return;
      e.preventDefault();
      e.returnValue = UNSAVED_CHANGES;
    };
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const navigate = (e: Event) => {
      if (e.cancelable && mustAsk() && !window.confirm(UNSAVED_CHANGES)) e.preventDefault();
    };
    const hashChange = (e: HashChangeEvent) => {
      if (!mustAsk() || window.confirm(UNSAVED_CHANGES)) return;
      e.stopImmediatePropagation();
      history.replaceState(history.state, '', e.oldURL);
    };
    window.addEventListener('beforeunload', beforeUnload);
    if (navigation) navigation.addEventListener('navigate', navigate);
    else window.addEventListener('hashchange', hashChange, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      if (navigation) navigation.removeEventListener('navigate', navigate);
      else window.removeEventListener('hashchange', hashChange, true);
    };
  }, []);
  /** Lets the page go without asking, e.g. after a save or a delete. */
  return () => {
    releasedRef.current = true;
    dirtyRef.current = false;
  };
}
