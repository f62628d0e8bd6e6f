import { PROGRESS_MESSAGES } from '@domain/manifest';
import { useState } from 'react';
import type { DriverAction, DriverStop } from '../driver.types';
import { addressLines, geoLink, mapsLink, time, timeWindow } from '../format';
import { AuthImage } from './AuthImage';
import { CompleteStopForm } from './CompleteStopForm';
import { Button, Card, Tag, type TagColour } from '../ui';

interface Props {
  stop: DriverStop;
  mustWait: boolean;
  pendingPhotos: { Goods: number; Paperwork: number; Signature: number } | undefined;
  act: (a: DriverAction) => Promise<void>;
}

function status(stop: DriverStop): { label: string; color: TagColour } {
  if (stop.IsCompleted) return { label: `Completed ${time(stop.CompletionTime)}`, color: 'green' };
  if (stop.HasArrived) return { label: `Arrived ${time(stop.ArrivalTime)}`, color: 'gold' };
  if (stop.IsOnRoute) return { label: `On route ${time(stop.StartTime)}`, color: 'blue' };
  return { label: 'Not started', color: 'default' };
}

/** What the driver captured at a completed stop: who signed, the signature and the photos. */
function StopCaptured({ stop }: { stop: DriverStop }) {
  return (
    <div data-testid="driver-stop-captured">
      {stop.SignatureName && <div>Signed by <strong data-testid="driver-stop-signed-by">{stop.SignatureName}</strong></div>}
      {stop.NoPaperworkProvided && <div>No paperwork provided</div>}
      {stop.NotesFromSupplier && <div>Notes: {stop.NotesFromSupplier}</div>}
      <div className="drv-row">
        {stop.Signature_FileName && <AuthImage url={stop.Signature_FileName} alt="Signature" testId="driver-stop-signature" />}
        {[...stop.GoodsPhotos, ...stop.PaperworkPhotos].map((url) => <AuthImage key={url} url={url} alt="Photo" testId="driver-stop-photo" />)}
      </div>
    </div>
  );
}

/** One stop: where, when, what, notes, a maps link, its progress buttons and what was captured. */
export function StopCard({ stop, mustWait, pendingPhotos, act }: Props) {
  const [completing, setCompleting] = useState(false);
  const s = status(stop);
  const geo = geoLink(stop.Address);
  const step = (name: 'OnRoute' | 'Arrived') => void act({ kind: 'progress', stopId: stop.Id, step: name, at: new Date().toISOString() });
  const waiting = pendingPhotos && pendingPhotos.Goods + pendingPhotos.Paperwork + pendingPhotos.Signature;

  return (
    <Card testId={`driver-stop-${stop.Id}`} title={`${stop.ConsignmentAddressType.Name} · ${timeWindow(stop)}`} extra={<Tag colour={s.color} testId="driver-stop-status">{s.label}</Tag>}>
      <div className="drv-stack" style={{ gap: 6 }}>
        <address style={{ fontStyle: 'normal' }}>{addressLines(stop.Address).map((line) => <div key={line}>{line}</div>)}</address>
        <div className="drv-row">
          <a href={mapsLink(stop.Address)} target="_blank" rel="noreferrer" data-testid="driver-stop-maps">Open in maps</a>
          {geo && <a href={geo} data-testid="driver-stop-geo">Maps app</a>}
        </div>
        <span className="drv-muted">
          Consignment {stop.Consignment.ConsignmentNumber} · {stop.Consignment.Customer.Name}
        </span>
        <div data-testid="driver-stop-load">
          {stop.LoadDetails.length ? stop.LoadDetails.map((d) => <div key={d.Id}>{d.Quantity} × {d.Description ?? 'item'}</div>) : <span className="drv-muted">No load details given</span>}
        </div>
        {stop.Consignment.NotesForSupplier && <p style={{ margin: 0 }} data-testid="driver-stop-notes"><strong>Notes:</strong> {stop.Consignment.NotesForSupplier}</p>}
        {stop.IsCompleted && <StopCaptured stop={stop} />}
        {!!waiting && <div><Tag colour="orange" testId="driver-stop-photos-waiting">{waiting} image{waiting === 1 ? '' : 's'} waiting to send</Tag></div>}
        {mustWait && !stop.IsCompleted && <span className="drv-warning-text" data-testid="driver-stop-wait">{PROGRESS_MESSAGES.collectionFirst}</span>}
        {!stop.IsCompleted && !completing && (
          <div className="drv-row">
            <Button disabled={mustWait || stop.IsOnRoute} onClick={() => step('OnRoute')} testId="driver-stop-onroute">On route</Button>
            <Button disabled={mustWait || stop.HasArrived} onClick={() => step('Arrived')} testId="driver-stop-arrived">Arrived</Button>
            <Button variant="primary" disabled={mustWait} onClick={() => setCompleting(true)} testId="driver-stop-complete">Complete…</Button>
          </div>
        )}
        {completing && <CompleteStopForm stop={stop} act={act} onDone={() => setCompleting(false)} />}
      </div>
    </Card>
  );
}
