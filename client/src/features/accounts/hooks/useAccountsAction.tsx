import { App } from 'antd';
import { useCallback } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { INVOICES_SCHEDULED, NOTICE_SECONDS } from '../accountsRules';

/**
 * Runs an accounts action with the screen's notices: the spec's 'All invoices have been scheduled for
 * creation' (or another success text) for 2 s, the server's refusal or 'An error has occurred.'.
 */
export function useAccountsAction() {
  const { message } = App.useApp();
  return useCallback(
    async (run: () => Promise<unknown>, success: string = INVOICES_SCHEDULED): Promise<boolean> => {
      try {
        await run();
        void message.success({ content: <span data-testid="accounts-notice">{success}</span>, duration: NOTICE_SECONDS });
        return true;
      } catch (e) {
        void message.error({ content: <span data-testid="accounts-error">{readErrorInfo(e).message ?? 'An error has occurred.'}</span>, duration: NOTICE_SECONDS });
        return false;
      }
    },
    [message],
  );
}
