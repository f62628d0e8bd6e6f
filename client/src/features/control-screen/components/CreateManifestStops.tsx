import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { dateTime } from '../consignmentRules';
import { shift, type CandidateStop } from '../createManifestRules';

interface Props {
  stops: CandidateStop[];
  /** Each stop's order on the manifest, by stop id. */
  orders: ReadonlyMap<number, number>;
  onChange: (stops: CandidateStop[]) => void;
}

/** The new manifest's stops in order, each moved up or down or left off by its buttons. */
export function CreateManifestStops({ stops, orders, onChange }: Props) {
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: '8px 0' }} data-testid="create-manifest-stops">
      {stops.map((s, i) => (
        <li key={s.id} data-testid={`create-stop-${i + 1}`} data-stop-id={s.id} style={{ borderBottom: '1px solid #eee', padding: '4px 0' }}>
          <Space wrap size={6}>
            <strong data-testid="create-stop-order">{orders.get(s.id)}</strong>
            <Tag>{s.type}</Tag>
            <span>{s.address}</span>
            <Typography.Text type="secondary">Consignment {s.consignmentNumber}</Typography.Text>
            <Typography.Text type="secondary">{dateTime(s.scheduled)}</Typography.Text>
            <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Move stop ${i + 1} up`} disabled={i === 0} onClick={() => onChange(shift(stops, i, -1))} data-testid="create-stop-up" />
            <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Move stop ${i + 1} down`} disabled={i === stops.length - 1} onClick={() => onChange(shift(stops, i, 1))} data-testid="create-stop-down" />
            <Button size="small" icon={<CloseOutlined />} aria-label={`Leave stop ${i + 1} off the manifest`} onClick={() => onChange(stops.filter((x) => x.id !== s.id))} data-testid="create-stop-remove" />
          </Space>
        </li>
      ))}
    </ol>
  );
}
