import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from '../../../app/session/sessionStore';
import { readToken } from '../../../app/session/storage';
import type { DriverManifest } from '../driver.types';
import { cachedManifests, cacheManifests } from '../offline/outbox';

/** State of the manifest list: the last good copy, and whether it came from the phone's cache. */
export interface ManifestsState {
  manifests: DriverManifest[] | null;
  /** When the request that read `manifests` started (ms): actions sent after it are not in them yet. */
  readAt: number;
  fromCache: boolean;
  error: string | null;
  reload: () => void;
}

/** Today's and tomorrow's manifests (GET /api/Driver/Manifests); offline, the last copy kept on the phone. */
export function useDriverManifests(): ManifestsState {
  const [manifests, setManifests] = useState<DriverManifest[] | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [fromCache, setFromCache] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      const startedAt = Date.now();
      try {
        const res = await fetch('/api/Driver/Manifests', { headers: { Token: readToken() ?? '' } });
        sessionStore.serverReplied();
        if (res.status === 401) sessionStore.sessionEnded();
        if (!res.ok) throw new Error((await res.json().catch(() => ({})) as { Message?: string }).Message ?? `Server answered ${res.status}`);
        const list = (await res.json()) as DriverManifest[];
        if (!live) return;
        setManifests(list);
        setReadAt(startedAt);
        setFromCache(false);
        setError(null);
        await cacheManifests(list);
      } catch (e) {
        const cached = await cachedManifests<DriverManifest[]>().catch(() => undefined);
        if (!live) return;
        if (cached) { setManifests((current) => current ?? cached); setFromCache(true); }
        setError(e instanceof TypeError ? 'Offline: showing the manifests last loaded on this phone.' : String((e as Error).message));
      }
    })();
    return () => { live = false; };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { manifests, readAt, fromCache, error, reload };
}
