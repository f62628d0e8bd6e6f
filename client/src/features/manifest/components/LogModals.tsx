import { useQuery } from '@apollo/client/react';
import { Empty, Modal, Table } from 'antd';
import { ChangeLogTable } from '../../../components/ChangeLogTable';
import { ManifestChangeLogsQuery } from '../manifest.operations';
import { trackingTime, type ManifestScreenData } from '../manifestScreenRules';

/** The manifest change log (behaviour.md "Manifests / Manifest screen"), with tracking timestamps. */
export function ManifestChangeLogModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, loading } = useQuery(ManifestChangeLogsQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <Modal title="Manifest change log" open onCancel={onClose} footer={null} width={900} data-testid="manifest-change-log-modal">
      <ChangeLogTable rows={data?.manifestChangeLogs ?? []} loading={loading} when={trackingTime} />
    </Modal>
  );
}

/** The transport exchange manifest log (behaviour.md "Manifests / Manifest screen"): every posting with its options and its log rows. */
export function ExchangeLogModal({ manifest, onClose }: { manifest: ManifestScreenData; onClose: () => void }) {
  const rows = manifest.transportExchangeManifests.flatMap((t) =>
    t.logs.map((l) => ({ ...l, reference: t.externalReference ?? '', options: optionsText(t) })),
  );
  return (
    <Modal title="Transport exchange log" open onCancel={onClose} footer={null} width={860} data-testid="exchange-log-modal">
      {rows.length === 0 ? (
        <Empty description="This manifest has not been sent to the transport exchange." />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          data-testid="exchange-log"
          columns={[
            { title: 'When', render: (_, l) => trackingTime(l.createdAt), width: 180 },
            { title: 'Action', dataIndex: 'action', width: 120 },
            { title: 'Reference', dataIndex: 'reference', width: 140 },
            { title: 'Options', dataIndex: 'options', width: 160 },
            { title: 'Message', dataIndex: 'message' },
          ]}
        />
      )}
    </Modal>
  );
}

function optionsText(t: { tailLift: boolean; timed: boolean; notes?: string | null }): string {
  return [t.tailLift && 'Tail lift', t.timed && 'Timed', t.notes && `Notes: ${t.notes}`].filter(Boolean).join(', ');
}
