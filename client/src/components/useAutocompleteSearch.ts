import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where the suggestions stand: nothing asked yet, waiting, failed, or what was found. */
export type AutocompleteResults<T> = { state: 'idle' | 'loading' | 'error' } | { state: 'done'; items: T[] };

/**
 * Searches for what was typed once typing pauses (behaviour.md "Shared conventions / Shared controls"), and
 * keeps which suggestion is active: the first one of each new answer. A search overtaken by more typing
 * is ignored.
 */
export function useAutocompleteSearch<T>(search: (text: string) => Promise<T[]>, text: string, typed: RefObject<boolean>, minChars: number, pauseMs: number) {
  const [results, setResults] = useState<AutocompleteResults<T>>({ state: 'idle' });
  const [active, setActive] = useState(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!typed.current || text.trim().length < minChars) return;
    let stale = false;
    const timer = setTimeout(() => {
      setResults({ state: 'loading' });
      searchRef.current(text.trim()).then(
        (items) => !stale && (setResults({ state: 'done', items }), setActive(0)),
        () => !stale && setResults({ state: 'error' }),
      );
    }, pauseMs);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, minChars, pauseMs, typed]);

  return { results, setResults, active, setActive };
}
