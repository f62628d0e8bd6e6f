import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from './SessionContext';
import { sessionStore } from './sessionStore';

/** behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": the text is fixed, whatever the configured warning period. */
export const SESSION_WARNING_TEXT = 'You will be logged out in 2 minutes';
/** behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": the warning closes itself after 4 seconds. */
export const WARNING_SECONDS = 4;

/**
 * The inactivity clock of behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": calls `warn` at (timeout - warning) after the last reply from our server and
 * ends the session at the timeout. How the warning looks is the caller's: the office shows antd's notification,
 * the driver app a plain banner.
 */
export function useInactivityClock(warn: () => void): void {
  const { status, signedOut, config } = useSession();
  const lastReplyAt = useSyncExternalStore(sessionStore.subscribe, sessionStore.getLastReplyAt);
  const running = status === 'signedIn' && !signedOut;
  const timeoutMs = config?.sessionTimeoutMs ?? 0;
  const warningMs = config?.sessionWarningMs ?? 0;
  // The reply whose silence was warned of: a re-run of the effect past the warning moment (a new `warn`, a config
  // change) warns at once if that silence was not warned of yet, and never twice.
  const warnedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!running || timeoutMs <= 0) return;
    const elapsed = Date.now() - lastReplyAt;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const warnIn = timeoutMs - warningMs - elapsed;
    const warnOnce = () => {
      warnedFor.current = lastReplyAt;
      warn();
    };
    if (warningMs > 0 && elapsed < timeoutMs && warnedFor.current !== lastReplyAt) timers.push(setTimeout(warnOnce, Math.max(0, warnIn)));
    timers.push(setTimeout(() => sessionStore.sessionEnded(), Math.max(0, timeoutMs - elapsed)));
    return () => timers.forEach(clearTimeout);
  }, [running, lastReplyAt, timeoutMs, warningMs, warn]);
}
