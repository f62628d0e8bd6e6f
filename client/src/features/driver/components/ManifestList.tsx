import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import type { DriverAction, DriverManifest } from '../driver.types';
import { dayLabel, time } from '../format';

/** Today's and tomorrow's manifests, each with its acknowledgement and a way in to its stops. */
export function ManifestList({ manifests, act, open }: { manifests: DriverManifest[]; act: (a: DriverAction) => Promise<void>; open: (id: number) => void }) {
  if (!manifests.length) return <Empty description="No manifests for today or tomorrow" data-testid="driver-no-manifests" />;
  const days = [...new Set(manifests.map((m) => dayLabel(m.StartDeliveryDate)))];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="driver-manifests">
      {days.map((day) => (
        <div key={day}>
          <Typography.Title level={5}>{day}</Typography.Title>
          <Space direction="vertical" style={{ width: '100%' }}>
            {manifests.filter((m) => dayLabel(m.StartDeliveryDate) === day).map((m) => {
              const done = m.ConsignmentAddresses.filter((s) => s.IsCompleted).length;
              return (
                <Card key={m.Id} size="small" data-testid={`driver-manifest-${m.ManifestNumber}`} title={`Manifest ${m.ManifestNumber}`} extra={<Tag color={m.IsAcknowledged ? 'green' : 'orange'} data-testid="driver-manifest-ack-state">{m.IsAcknowledged ? 'Acknowledged' : 'Not acknowledged'}</Tag>}>
                  <div>Starts {time(m.StartDeliveryDate)} · {m.VehicleType.Name}</div>
                  <div>{m.ConsignmentAddresses.length} stops, {done} completed</div>
                  <Space style={{ marginTop: 8 }}>
                    {!m.IsAcknowledged && <Button onClick={() => void act({ kind: 'acknowledge', manifestId: m.Id, at: new Date().toISOString() })} data-testid="driver-manifest-acknowledge">Acknowledge</Button>}
                    <Button type="primary" onClick={() => open(m.Id)} data-testid="driver-manifest-open">Stops</Button>
                  </Space>
                </Card>
              );
            })}
          </Space>
        </div>
      ))}
    </Space>
  );
}
