import { CUSTOMER_MESSAGES } from '@domain/customer';
import { readErrorInfo } from '../../app/apollo/errorInfo';

/** behaviour.md "Customers / Credit report": the customer save notifications close after 2000 ms. */
export const NOTICE_SECONDS = 2;
export const CUSTOMER_SAVED = CUSTOMER_MESSAGES.saved;
export const GENERIC_FAILURE = 'An error has occurred.';

/** How a refused save is shown: a notice, plus the server's validation messages next to the form. */
export interface SaveFailure {
  notice: string;
  messages: string[];
}

/**
 * behaviour.md "Shared conventions / Stale writes": a stale version (608 / CONFLICT) says the customer was modified by another user; a
 * validation refusal (400) shows the server's own messages; anything else 'An error has occurred.'.
 */
export function customerSaveFailure(error: unknown): SaveFailure {
  const info = readErrorInfo(error);
  if (info.status === 608 || info.code === 'CONFLICT') return { notice: CUSTOMER_MESSAGES.stale, messages: [] };
  if (info.code === 'BAD_USER_INPUT') {
    const messages = [...new Set(info.fields.map((f) => f.message))];
    if (!messages.length && info.message) messages.push(info.message);
    return { notice: messages[0] ?? GENERIC_FAILURE, messages };
  }
  return { notice: GENERIC_FAILURE, messages: [] };
}
