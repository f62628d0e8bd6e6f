import { App } from 'antd';
import { useCallback } from 'react';
import { SESSION_WARNING_TEXT, useInactivityClock, WARNING_SECONDS } from './useInactivityClock';

/**
 * The office's inactivity clock (useInactivityClock) with antd's notification as the warning. A component of its
 * own, so the re-render that every reply causes stays here instead of reaching the screens.
 */
export function SessionClock(): null {
  const { notification } = App.useApp();
  const warn = useCallback(
    () => notification.warning({ key: 'session-warning', title: SESSION_WARNING_TEXT, duration: WARNING_SECONDS, props: { 'data-testid': 'session-warning' } }),
    [notification],
  );
  useInactivityClock(warn);
  return null;
}
