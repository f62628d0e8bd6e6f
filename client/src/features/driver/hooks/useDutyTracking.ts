import { useEffect, useRef, useState } from 'react';
import type { DriverAction } from '../driver.types';
import { POSITION_EVERY_MS, worthSending, type Fix } from '../geo';

/**
 * While on duty, watches the phone's position and queues one every 10 s or 50 m (the outbox sends
 * them, batched when they piled up offline); off duty the watch is cleared and nothing is sent.
 */
export function useDutyTracking(onDuty: boolean, act: (action: DriverAction) => Promise<void>): { error: string | null; lastSent: Fix | null } {
  const [error, setError] = useState<string | null>(null);
  const [lastSent, setLastSent] = useState<Fix | null>(null);
  const actRef = useRef(act);
  actRef.current = act;

  useEffect(() => {
    if (!onDuty) return;
    if (!('geolocation' in navigator)) { setError('This phone cannot share its position.'); return; }
    let last: Fix | null = null;
    let latest: Fix | null = null;
    const consider = (fix: Fix) => {
      if (!worthSending(last, fix)) return;
      last = fix;
      setLastSent(fix);
      void actRef.current({ kind: 'locations', positions: [{ Latitude: fix.latitude, Longitude: fix.longitude, DateCreated: new Date(fix.at).toISOString() }] });
    };
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        setError(null);
        latest = { latitude: p.coords.latitude, longitude: p.coords.longitude, at: Date.now() };
        consider(latest);
      },
      (e) => setError(e.code === e.PERMISSION_DENIED ? 'Allow location access to share your position while on duty.' : 'Your position is not available right now.'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    // A driver standing still gets no new fixes: the last one is repeated every 10 s.
    const tick = setInterval(() => latest && consider({ ...latest, at: Date.now() }), POSITION_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(tick);
    };
  }, [onDuty]);

  return { error, lastSent };
}
