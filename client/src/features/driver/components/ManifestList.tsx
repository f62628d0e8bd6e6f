import type { DriverAction, DriverManifest } from '../driver.types';
import { dayLabel, time } from '../format';
import { Button, Card, Tag } from '../ui';

/** Today's and tomorrow's manifests, each with its acknowledgement and a way in to its stops. */
export function ManifestList({ manifests, act, open }: { manifests: DriverManifest[]; act: (a: DriverAction) => Promise<void>; open: (id: number) => void }) {
  if (!manifests.length) return <p className="drv-muted" data-testid="driver-no-manifests">No manifests for today or tomorrow</p>;
  const days = [...new Set(manifests.map((m) => dayLabel(m.StartDeliveryDate)))];
  return (
    <div className="drv-stack" data-testid="driver-manifests">
      {days.map((day) => (
        <div key={day} className="drv-stack">
          <h2>{day}</h2>
          {manifests.filter((m) => dayLabel(m.StartDeliveryDate) === day).map((m) => {
            const done = m.ConsignmentAddresses.filter((s) => s.IsCompleted).length;
            return (
              <Card
                key={m.Id}
                testId={`driver-manifest-${m.ManifestNumber}`}
                title={`Manifest ${m.ManifestNumber}`}
                extra={<Tag colour={m.IsAcknowledged ? 'green' : 'orange'} testId="driver-manifest-ack-state">{m.IsAcknowledged ? 'Acknowledged' : 'Not acknowledged'}</Tag>}
              >
                <div>Starts {time(m.StartDeliveryDate)} · {m.VehicleType.Name}</div>
                <div>{m.ConsignmentAddresses.length} stops, {done} completed</div>
                <div className="drv-row" style={{ marginTop: 8 }}>
                  {!m.IsAcknowledged && <Button onClick={() => void act({ kind: 'acknowledge', manifestId: m.Id, at: new Date().toISOString(), version: m.Version })} testId="driver-manifest-acknowledge">Acknowledge</Button>}
                  <Button variant="primary" onClick={() => open(m.Id)} testId="driver-manifest-open">Stops</Button>
                </div>
              </Card>
            );
          })}
        </div>
      ))}
    </div>
  );
}
