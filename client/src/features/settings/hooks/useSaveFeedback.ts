import { App } from 'antd';
import { useMemo } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';

/** behaviour.md "Settings / Settings screen": settings save and delete notifications close after 2000 ms. */
export const NOTICE_SECONDS = 2;
export const GENERIC_FAILURE = 'An error has occurred.';

/**
 * The message a failed settings save shows (behaviour.md "Shared conventions / Stale writes"): a stale write (608) or a validation
 * message from behaviour.md "Settings / Back-office users" as the server words it, anything else 'An error has occurred.'.
 */
export function failureMessage(error: unknown): string {
  const info = readErrorInfo(error);
  if (info.status === 608 || info.code === 'CONFLICT') return info.message ?? GENERIC_FAILURE;
  if (info.code === 'BAD_USER_INPUT') return info.fields[0]?.message ?? info.message ?? GENERIC_FAILURE;
  return GENERIC_FAILURE;
}

/** Success and failure notices for the settings screens, closing after 2 s. */
export function useSaveFeedback() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      saved: (text = 'Saved') => void message.success({ content: text, duration: NOTICE_SECONDS }),
      failed: (error: unknown) => void message.error({ content: failureMessage(error), duration: NOTICE_SECONDS }),
    }),
    [message],
  );
}
