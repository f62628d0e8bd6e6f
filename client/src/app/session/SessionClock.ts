import { App } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from './SessionContext';
import { sessionStore } from './sessionStore';

/** spec 1 §4, §8: the text is fixed, whatever the configured warning period. */
const SESSION_WARNING_TEXT = 'You will be logged out in 2 minutes';
/** spec 1 §9: the warning closes itself after 4 seconds. */
const WARNING_SECONDS = 4;

/**
 * The inactivity clock of spec 1 §4: warns at (timeout - warning) after the last reply from our
 * server and opens the signed-out modal at the timeout. A component of its own, so the re-render
 * that every reply causes stays here instead of reaching the screens.
 */
export function SessionClock(): null {
  const { status, signedOut, config } = useSession();
  const { notification } = App.useApp();
  const lastReplyAt = useSyncExternalStore(sessionStore.subscribe, sessionStore.getLastReplyAt);
  const running = status === 'signedIn' && !signedOut;
  const timeoutMs = config?.sessionTimeoutMs ?? 0;
  const warningMs = config?.sessionWarningMs ?? 0;

  useEffect(() => {
    if (!running || timeoutMs <= 0) return;
    const elapsed = Date.now() - lastReplyAt;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const warnIn = timeoutMs - warningMs - elapsed;
    if (warningMs > 0 && warnIn >= 0) {
      timers.push(
        setTimeout(() => {
          notification.warning({
            key: 'session-warning',
            title: SESSION_WARNING_TEXT,
            duration: WARNING_SECONDS,
            props: { 'data-testid': 'session-warning' },
          });
        }, warnIn),
      );
    }
    timers.push(setTimeout(() => sessionStore.sessionEnded(), Math.max(0, timeoutMs - elapsed)));
    return () => timers.forEach(clearTimeout);
  }, [running, lastReplyAt, timeoutMs, warningMs, notification]);

  return null;
}
