import { useSyncExternalStore } from 'react';
import { hrefOf, type Route } from './routes';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function currentHash(): string {
  return window.location.hash;
}

/** The raw `window.location.hash` (parse it with parseHash); re-renders on every change, including back and forward. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, currentHash);
}

/** Moves to a `#!` link without a history entry, so Back does not return to a page that redirected. */
export function replaceHref(href: string): void {
  window.location.replace(href);
}

/** Moves to a route without a history entry. */
export function redirect(route: Route): void {
  replaceHref(hrefOf(route));
}
