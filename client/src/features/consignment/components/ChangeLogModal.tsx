import { useQuery } from '@apollo/client/react';
import { Modal, Table } from 'antd';
import { dateTime } from '../../control-screen/consignmentRules';
import { ConsignmentChangeLogsQuery } from '../consignment.operations';

/** The change log of a consignment (spec 1 §2): who changed what, newest as the server lists them. */
export function ChangeLogModal({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { data, loading } = useQuery(ConsignmentChangeLogsQuery, { variables: { id }, skip: !open, fetchPolicy: 'network-only' });
  return (
    <Modal title="Change log" open={open} onCancel={onClose} footer={null} width={860}>
      <Table
        data-testid="change-log"
        size="small"
        rowKey="id"
        loading={loading}
        pagination={false}
        dataSource={data?.consignmentChangeLogs ?? []}
        columns={[
          { title: 'When', render: (_, l) => dateTime(l.createdAt), width: 140 },
          { title: 'Who', dataIndex: 'userName', width: 140 },
          { title: 'Action', dataIndex: 'action', width: 110 },
          {
            title: 'Changes',
            render: (_, l) =>
              l.changes.map((c) => (
                <div key={c.field}>
                  {c.field}: {c.from ?? ''} → {c.to ?? ''}
                </div>
              )),
          },
        ]}
      />
    </Modal>
  );
}
