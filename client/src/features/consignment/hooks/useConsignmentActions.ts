import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { hrefOf } from '../../../app/router/routes';
import { DeleteConsignmentMutation, RequestCancellationMutation } from '../consignment.operations';
import type { LoadedConsignment } from '../consignmentDraft';
import { GENERIC_ERROR } from '../saveErrors';
import { useConfirm } from './useConfirm';
import { useStartCopy } from './useStartCopy';

interface Options {
  /** Forgets unsaved changes before leaving on purpose (copy, delete). */
  onLeave: () => void;
  onChanged: () => void;
}

/**
 * What a saved consignment's action buttons do (behaviour.md "Control screen / Consignments tab"): copy it into a
 * new form, delete it (asked first, then back to the control screen) or request its cancellation (asked first).
 * A failure shows the generic message.
 */
export function useConsignmentActions(c: LoadedConsignment, { onLeave, onChanged }: Options) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const startCopy = useStartCopy();
  const [remove] = useMutation(DeleteConsignmentMutation);
  const [cancel] = useMutation(RequestCancellationMutation);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      void message.error(GENERIC_ERROR);
    }
  };
  const copy = () =>
    run(async () => {
      onLeave();
      await startCopy(c);
    });
  const deleteConsignment = async () => {
    if (!(await confirm('delete-confirmation', 'Delete consignment', 'Are you sure you want to delete this consignment?'))) return;
    await run(async () => {
      await remove({ variables: { id: c.id } });
      onLeave();
      window.location.hash = hrefOf({ name: 'control_screen' });
    });
  };
  const requestCancellation = async () => {
    const question = 'Are you sure you want to request the cancellation of this consignment?';
    if (!(await confirm('cancellation-confirmation', 'Request cancellation', question))) return;
    await run(async () => {
      await cancel({ variables: { id: c.id } });
      void message.success('Cancellation requested');
      onChanged();
    });
  };
  return { copy, deleteConsignment, requestCancellation };
}
