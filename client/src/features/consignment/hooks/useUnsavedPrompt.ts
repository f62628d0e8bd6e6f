import { useEffect, useRef } from 'react';

/** spec 1 §2: asked before leaving a consignment with unsaved changes. */
export const UNSAVED_CHANGES = 'You have unsaved changes. Are you sure you want to leave this page?';

/**
 * Asks before the page is left with unsaved changes: on reload or close (beforeunload) and on an
 * in-app route change (hashchange, caught in the capture phase so the router does not see a refused one).
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
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      e.returnValue = UNSAVED_CHANGES;
    };
    const hashChange = (e: HashChangeEvent) => {
      if (!dirtyRef.current || window.confirm(UNSAVED_CHANGES)) return;
      e.stopImmediatePropagation();
      history.replaceState(history.state, '', e.oldURL);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('hashchange', hashChange, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('hashchange', hashChange, true);
    };
  }, []);
  /** Lets the page go without asking, e.g. after a save or a delete. */
  return () => {
    releasedRef.current = true;
    dirtyRef.current = false;
  };
}
