import { App } from 'antd';
import { useStartCopy } from '../../consignment/hooks/useStartCopy';

/** Copy on a list row: opens the new-consignment screen with the copy, or says 'An error has occurred.' when it cannot be read. */
export function useCopyRow() {
  const { message } = App.useApp();
  const startCopy = useStartCopy();
  return async (id: number) => {
    try {
      await startCopy(id);
    } catch {
      void message.error('An error has occurred.');
    }
  };
}
