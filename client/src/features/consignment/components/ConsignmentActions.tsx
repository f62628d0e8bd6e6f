import { useMutation } from '@apollo/client/react';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { hrefOf } from '../../../app/router/routes';
import { DeleteConsignmentMutation, RequestCancellationMutation } from '../consignment.operations';
import type { LoadedConsignment } from '../consignmentDraft';
import { useConfirm } from '../hooks/useConfirm';
import { useStartCopy } from '../hooks/useStartCopy';
import { GENERIC_ERROR } from '../saveErrors';
import { ProofOfDeliveryButton } from '../../documents/ProofOfDeliveryButton';
import { ChangeLogModal } from './ChangeLogModal';
import { ReportModal } from './ReportModal';

interface Props {
  consignment: LoadedConsignment;
  office: boolean;
  readOnly: boolean;
  /** Forgets unsaved changes before leaving on purpose (copy, delete). */
  onLeave: () => void;
  onChanged: () => void;
}

/** A saved consignment's actions (behaviour.md "Control screen / Consignments tab"): change log, report, copy, delete (office), cancellation (customer). */
export function ConsignmentActions({ consignment: c, office, readOnly, onLeave, onChanged }: Props) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const startCopy = useStartCopy();
  const [remove] = useMutation(DeleteConsignmentMutation);
  const [cancel] = useMutation(RequestCancellationMutation);
  const [modal, setModal] = useState<'log' | 'report' | null>(null);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch {
      void message.error(GENERIC_ERROR);
    }
  };
  const doCopy = () =>
    run(async () => {
      onLeave();
      await startCopy(c);
    });
  const doDelete = async () => {
    if (!(await confirm('delete-confirmation', 'Delete consignment', 'Are you sure you want to delete this consignment?'))) return;
    await run(async () => {
      await remove({ variables: { id: c.id } });
      onLeave();
      window.location.hash = hrefOf({ name: 'control_screen' });
    });
  };
  const doCancel = async () => {
    const question = 'Are you sure you want to request the cancellation of this consignment?';
    if (!(await confirm('cancellation-confirmation', 'Request cancellation', question))) return;
    await run(async () => {
      await cancel({ variables: { id: c.id } });
      void message.success('Cancellation requested');
      onChanged();
    });
  };

  return (
    <Space wrap>
      <Button onClick={() => setModal('log')} data-testid="action-change-log">
        Change log
      </Button>
      <Button onClick={() => setModal('report')} data-testid="action-report">
        Report
      </Button>
      <ProofOfDeliveryButton consignmentId={c.id} consignmentNumber={c.consignmentNumber} />
      <Button onClick={() => void doCopy()} data-testid="action-copy">
        Copy
      </Button>
      {office && !readOnly && (
        <Button danger onClick={() => void doDelete()} data-testid="action-delete">
          Delete
        </Button>
      )}
      {!office && !c.cancellationRequested && !c.isDeleted && (
        <Button danger onClick={() => void doCancel()} data-testid="action-request-cancellation">
          Request cancellation
        </Button>
      )}
      <ChangeLogModal id={c.id} open={modal === 'log'} onClose={() => setModal(null)} />
      <ReportModal id={c.id} reference={c.consignmentReference} office={office} open={modal === 'report'} onClose={() => setModal(null)} />
    </Space>
  );
}
