import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { exchangeOptionsOf, livePosting, type ExchangeOptions, type ManifestRow } from '../manifestRules';
import {
  RebookWithTransportExchangeMutation,
  RemoveFromTransportExchangeMutation,
  SendToTransportExchangeMutation,
} from '../manifests.operations';

interface Props {
  manifest: ManifestRow;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The transport exchange options of the Manifests tab (behaviour.md "Control screen / Manifests tab"): tail lift, timed and notes, sent with
 * the manifest (defaults false / false / empty). A manifest already on the exchange is rebooked with
 * changed options or removed instead. The server's refusal shows in the modal.
 */
export function TransportExchangeModal({ manifest: m, onClose, onDone }: Props) {
  const live = livePosting(m);
  const [options, setOptions] = useState<ExchangeOptions>(() => exchangeOptionsOf(m));
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutation(SendToTransportExchangeMutation);
  const [rebook, rebooking] = useMutation(RebookWithTransportExchangeMutation);
  const [remove, removing] = useMutation(RemoveFromTransportExchangeMutation);
  const busy = sending.loading || rebooking.loading || removing.loading;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      onDone(done);
    } catch (error) {
      setProblem(readErrorInfo(error).message ?? 'An error has occurred.');
    }
  };
  const vars = { id: m.id, version: m.version, ...options };
  const footer = (
    <Space>
      <Button onClick={onClose}>Cancel</Button>
      {live && (
        <Button danger loading={removing.loading} disabled={busy} data-testid="exchange-remove"
          onClick={() => void run(() => remove({ variables: { id: m.id, version: m.version } }), `Manifest ${m.manifestNumber} removed from the transport exchange`)}>
          Remove
        </Button>
      )}
      {live ? (
        <Button type="primary" loading={rebooking.loading} disabled={busy} data-testid="exchange-rebook"
          onClick={() => void run(() => rebook({ variables: vars }), `Manifest ${m.manifestNumber} rebooked with the transport exchange`)}>
          Rebook
        </Button>
      ) : (
        <Button type="primary" loading={sending.loading} disabled={busy} data-testid="exchange-send"
          onClick={() => void run(() => send({ variables: vars }), `Manifest ${m.manifestNumber} sent to the transport exchange`)}>
          Send to exchange
        </Button>
      )}
    </Space>
  );

  return (
    <Modal open title={`Transport exchange: manifest ${m.manifestNumber}`} onCancel={onClose} footer={footer}>
      <div data-testid="exchange-modal">
        {live && <p data-testid="exchange-reference">On the exchange as {live.externalReference ?? '(no reference)'}</p>}
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Checkbox checked={options.tailLift} data-testid="exchange-tailLift" onChange={(e) => setOptions({ ...options, tailLift: e.target.checked })}>
            Tail lift
          </Checkbox>
          <Checkbox checked={options.timed} data-testid="exchange-timed" onChange={(e) => setOptions({ ...options, timed: e.target.checked })}>
            Timed
          </Checkbox>
          <Input.TextArea
            rows={3}
            maxLength={2000}
            placeholder="Notes"
            value={options.notes}
            data-testid="exchange-notes"
            onChange={(e) => setOptions({ ...options, notes: e.target.value })}
          />
        </Space>
        {problem && <Alert type="error" title={problem} style={{ marginTop: 8 }} data-testid="exchange-error" />}
      </div>
    </Modal>
  );
}
