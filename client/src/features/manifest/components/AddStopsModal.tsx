import { useQuery } from '@apollo/client/react';
import { Alert, Checkbox, Empty, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { StopsWithoutManifestQuery } from '../manifest.operations';
import { GENERIC_ERROR, trackingTime, type ManifestStop } from '../manifestScreenRules';

interface Props {
  /** Stops already on the manifest on screen (saved or not), which are not offered again. */
  onManifest: readonly number[];
  onAdd: (stops: ManifestStop[]) => void;
  onClose: () => void;
}

/**
 * Adds stops to the manifest (behaviour.md "Roles and access / Roles"; "Manifests / Saving a manifest"): the stops on no manifest yet (GET /ConsignmentAddresses/NoManifest),
 * soonest first; the chosen ones go to the end of the list in that order and are saved with the manifest.
 */
export function AddStopsModal({ onManifest, onAdd, onClose }: Props) {
  const query = useQuery(StopsWithoutManifestQuery, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<number[]>([]);
  const free = (query.data?.consignmentAddressesWithoutManifest ?? []).filter((s) => !onManifest.includes(s.id));
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const add = () => onAdd(chosen.map((id) => free.find((s) => s.id === id)).filter((s): s is (typeof free)[number] => s !== undefined));

  return (
    <Modal
      open
      title="Add stops"
      width={720}
      onCancel={onClose}
      onOk={add}
      okText={chosen.length === 0 ? 'Add stops' : `Add ${chosen.length} ${chosen.length === 1 ? 'stop' : 'stops'}`}
      okButtonProps={{ disabled: chosen.length === 0, ...({ 'data-testid': 'add-stops-ok' } as Record<string, string>) }}
      data-testid="add-stops-modal"
    >
      {query.loading && <Spin />}
      {query.error && <Alert type="error" title={GENERIC_ERROR} />}
      {!query.loading && free.length === 0 && <Empty description="Every stop is on a manifest." />}
      <ul style={{ listStyle: 'none', padding: 0, maxHeight: 420, overflowY: 'auto' }}>
        {free.map((s) => (
          <li key={s.id} style={{ padding: '4px 0', borderBottom: '1px solid #eee' }} data-testid={`add-stop-${s.id}`}>
            <Checkbox checked={chosen.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)}>
              <Space wrap size={6}>
                <Tag>{s.consignmentAddressType.name}</Tag>
                <span>{s.address.shortAddress}</span>
                <Typography.Text type="secondary">Consignment {s.consignmentNumber ?? s.consignmentId}</Typography.Text>
                <Typography.Text type="secondary">{trackingTime(s.scheduledStartDateAndTime)}</Typography.Text>
              </Space>
            </Checkbox>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
