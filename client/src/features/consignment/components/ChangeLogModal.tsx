import { useQuery } from '@apollo/client/react';
import { Modal } from 'antd';
import { ChangeLogTable } from '../../../components/ChangeLogTable';
import { dateTime } from '../../control-screen/consignmentRules';
import { ConsignmentChangeLogsQuery } from '../consignment.operations';

/** The change log of a consignment (behaviour.md "Control screen / Consignments tab"): who changed what, newest as the server lists them. */
export function ChangeLogModal({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { data, loading } = useQuery(ConsignmentChangeLogsQuery, { variables: { id }, skip: !open, fetchPolicy: 'network-only' });
  return (
    <Modal title="Change log" open={open} onCancel={onClose} footer={null} width={860}>
      <ChangeLogTable rows={data?.consignmentChangeLogs ?? []} loading={loading} when={dateTime} />
    </Modal>
  );
}
