import { useCallback, useEffect, useRef, useState } from 'react';
import type { DriverAction } from '../driver.types';
import { enqueue } from '../offline/outbox';
import { DriverSync, type SyncState } from '../offline/sync';

/** The outbox and its replayer for the driver screen: `act` queues an action and tries to send it. */
export function useDriverSync(onSynced: () => void): { state: SyncState; act: (action: DriverAction) => Promise<void> } {
  const synced = useRef(onSynced);
  synced.current = onSynced;
  const [sync] = useState(() => new DriverSync(() => synced.current()));
  const [state, setState] = useState<SyncState>({ items: [], sent: [], problems: [], online: navigator.onLine, syncing: false, signedOut: false });

  useEffect(() => {
    const stop = sync.start();
    const unsubscribe = sync.subscribe(setState);
    return () => { unsubscribe(); stop(); };
  }, [sync]);

  const act = useCallback(async (action: DriverAction) => {
    await enqueue(action);
    await sync.kick();
  }, [sync]);
  return { state, act };
}
