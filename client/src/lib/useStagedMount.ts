import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a heavy screen's parts to show yet: the first at once, then one more per task, each
 * rendered as a transition (in slices React can interrupt). A screen that mounts everything in one
 * commit blocks the page for as long as all of it takes to render and commit; in parts, the longest
 * task is the largest part (issue 9 item 4: the map's filters, history form and Leaflet map mounted
 * together made one task of ~200 ms).
 */
export function useStagedMount(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    // A timer, not a microtask or the effect itself: the browser gets to paint and handle input
    // between two parts.
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(n + 1, parts))));
    return () => clearTimeout(timer);
  }, [shown, parts]);
  return shown;
}
