import { Alert, Button, Checkbox, Input, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { DriverAction, DriverStop } from '../driver.types';
import { signaturePng } from '../images';
import { PhotoPicker } from './PhotoPicker';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

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
    <Space direction="vertical" style={{ width: '100%' }} data-testid="driver-complete-form">
      <Typography.Text strong>Signed for by</Typography.Text>
      <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} placeholder="Name" data-testid="driver-signature-name" />
      <SignaturePad ref={pad} />
      <PhotoPicker label="Goods photos" testId="driver-goods-photos" photos={goods} onChange={setGoods} />
      <PhotoPicker label="Paperwork photos" testId="driver-paperwork-photos" photos={paperwork} onChange={setPaperwork} />
      <Checkbox checked={noPaperwork} onChange={(e) => setNoPaperwork(e.target.checked)} data-testid="driver-no-paperwork">No paperwork provided</Checkbox>
      <Input.TextArea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} rows={3} placeholder="Notes for the office" data-testid="driver-notes" />
      {error && <Alert type="error" message={error} showIcon />}
      <Space>
        <Button type="primary" onClick={() => void submit()} loading={saving} data-testid="driver-complete-submit">Complete stop</Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Space>
  );
}
