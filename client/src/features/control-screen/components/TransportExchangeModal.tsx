import { Alert, Button, Checkbox, Input, Modal, Space } from 'antd';
import { useTransportExchange } from '../hooks/useTransportExchange';
import { livePosting, type ManifestRow } from '../manifestRules';

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
  const x = useTransportExchange(m, onDone);
  const { options, setOptions } = x;
  const footer = (
    <Space>
      <Button onClick={onClose}>Cancel</Button>
      {live && (
        <Button danger loading={x.removing} disabled={x.busy} data-testid="exchange-remove" onClick={x.remove}>
          Remove
        </Button>
      )}
      {live ? (
        <Button type="primary" loading={x.rebooking} disabled={x.busy} data-testid="exchange-rebook" onClick={x.rebook}>
          Rebook
        </Button>
      ) : (
        <Button type="primary" loading={x.sending} disabled={x.busy} data-testid="exchange-send" onClick={x.send}>
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
        {x.problem && <Alert type="error" title={x.problem} style={{ marginTop: 8 }} data-testid="exchange-error" />}
      </div>
    </Modal>
  );
}
