import { Button, Space } from 'antd';
import { useState } from 'react';
import type { LoadedConsignment } from '../consignmentDraft';
import { useConsignmentActions } from '../hooks/useConsignmentActions';
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
  const actions = useConsignmentActions(c, { onLeave, onChanged });
  const [modal, setModal] = useState<'log' | 'report' | null>(null);

  return (
    <Space wrap>
      <Button onClick={() => setModal('log')} data-testid="action-change-log">
        Change log
      </Button>
      <Button onClick={() => setModal('report')} data-testid="action-report">
        Report
      </Button>
      <ProofOfDeliveryButton consignmentId={c.id} consignmentNumber={c.consignmentNumber} />
      <Button onClick={() => void actions.copy()} data-testid="action-copy">
        Copy
      </Button>
      {office && !readOnly && (
        <Button danger onClick={() => void actions.deleteConsignment()} data-testid="action-delete">
          Delete
        </Button>
      )}
      {!office && !c.cancellationRequested && !c.isDeleted && (
        <Button danger onClick={() => void actions.requestCancellation()} data-testid="action-request-cancellation">
          Request cancellation
        </Button>
      )}
      <ChangeLogModal id={c.id} open={modal === 'log'} onClose={() => setModal(null)} />
      <ReportModal id={c.id} reference={c.consignmentReference} office={office} open={modal === 'report'} onClose={() => setModal(null)} />
    </Space>
  );
}
