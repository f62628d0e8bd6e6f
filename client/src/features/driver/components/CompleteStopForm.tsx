import { useRef, useState } from 'react';
import type { DriverAction, DriverStop } from '../driver.types';
import { signaturePng } from '../images';
import { PhotoPicker } from './PhotoPicker';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { Alert, Button } from '../ui';

/**
 * Completing a stop: the signer's name, a drawn signature, goods and paperwork photos, notes and the
 * no-paperwork flag. Everything is queued (photos first, then the completion) so it survives offline.
 */
export function CompleteStopForm({ stop, act, onDone }: { stop: DriverStop; act: (a: DriverAction) => Promise<void>; onDone: () => void }) {
  const [name, setName] = useState(stop.SignatureName ?? '');
  const [notes, setNotes] = useState(stop.NotesFromSupplier ?? '');
  const [noPaperwork, setNoPaperwork] = useState(stop.NoPaperworkProvided);
  const [goods, setGoods] = useState<Blob[]>([]);
  const [paperwork, setPaperwork] = useState<Blob[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);

  const submit = async () => {
    const drawn = pad.current?.drawn();
    if (drawn && !name.trim()) { setError('Enter the name of the person who signed.'); return; }
    setSaving(true);
    try {
      if (drawn) await act({ kind: 'photo', stopId: stop.Id, photoKind: 'Signature', blob: await signaturePng(drawn) });
      for (const blob of goods) await act({ kind: 'photo', stopId: stop.Id, photoKind: 'Goods', blob });
      for (const blob of paperwork) await act({ kind: 'photo', stopId: stop.Id, photoKind: 'Paperwork', blob });
      await act({ kind: 'progress', stopId: stop.Id, step: 'Completed', at: new Date().toISOString(), signatureName: name.trim() || undefined, notes: notes.trim() || undefined, noPaperworkProvided: noPaperwork });
      onDone();
    } catch (e) {
      setError(`This phone could not keep the completion: ${(e as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="drv-stack" data-testid="driver-complete-form">
      <label className="drv-stack" style={{ gap: 4 }}>
        <strong>Signed for by</strong>
        <input className="drv-input" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} placeholder="Name" data-testid="driver-signature-name" />
      </label>
      <SignaturePad ref={pad} />
      <PhotoPicker label="Goods photos" testId="driver-goods-photos" photos={goods} onChange={setGoods} />
      <PhotoPicker label="Paperwork photos" testId="driver-paperwork-photos" photos={paperwork} onChange={setPaperwork} />
      <label className="drv-row">
        <input type="checkbox" checked={noPaperwork} onChange={(e) => setNoPaperwork(e.target.checked)} data-testid="driver-no-paperwork" />
        No paperwork provided
      </label>
      <label className="drv-stack" style={{ gap: 4 }}>
        <span>Notes for the office</span>
        <textarea className="drv-input" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} rows={3} placeholder="Notes for the office" data-testid="driver-notes" />
      </label>
      {error && <Alert kind="error">{error}</Alert>}
      <div className="drv-row">
        <Button variant="primary" onClick={() => void submit()} busy={saving} testId="driver-complete-submit">Complete stop</Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </div>
  );
}
