import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { RebookWithExchangeMutation, SendToExchangeMutation } from '../manifest.operations';
import { livePosting, manifestFailure, type ManifestScreenData } from '../manifestScreenRules';

interface Props {
  manifest: ManifestScreenData;
  mode: 'send' | 'rebook';
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * The transport exchange send options (behaviour.md "Manifests / Manifest screen"): tail lift, timed and notes, false / false / empty
 * by default (behaviour.md "Manifests / Transport exchange"); rebooking starts from the live posting's options. A refusal (e.g. 'Consignment
 * address scheduled date / time is in the past') shows in the modal.
 */
export function ExchangeOptionsModal({ manifest, mode, onClose, onDone }: Props) {
  const current = mode === 'rebook' ? livePosting(manifest) : null;
  const [tailLift, setTailLift] = useState(current?.tailLift ?? false);
  const [timed, setTimed] = useState(current?.timed ?? false);
  const [notes, setNotes] = useState(current?.notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutation(SendToExchangeMutation);
  const [rebook, rebooking] = useMutation(RebookWithExchangeMutation);

  const submit = async () => {
    const variables = { id: manifest.id, tailLift, timed, notes, version: manifest.version };
    try {
      if (mode === 'send') await send({ variables });
      else await rebook({ variables });
      onDone(mode === 'send' ? 'Sent to the transport exchange' : 'Rebooked with the transport exchange');
    } catch (e) {
      setProblem(manifestFailure(e));
    }
  };
  return (
    <Modal
      open
      title={mode === 'send' ? 'Send to the transport exchange' : 'Rebook with the transport exchange'}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={mode === 'send' ? 'Send' : 'Rebook'}
      confirmLoading={sending.loading || rebooking.loading}
      okButtonProps={{ 'data-testid': 'exchange-options-ok' } as Record<string, string>}
      data-testid="exchange-options-modal"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Checkbox checked={tailLift} onChange={(e) => setTailLift(e.target.checked)} data-testid="exchange-tail-lift">
          Tail lift
        </Checkbox>
        <Checkbox checked={timed} onChange={(e) => setTimed(e.target.checked)} data-testid="exchange-timed">
          Timed
        </Checkbox>
        <Input.TextArea rows={3} maxLength={2000} placeholder="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="exchange-notes" />
        {problem && <Alert type="error" title={<span data-testid="exchange-error">{problem}</span>} />}
      </Space>
    </Modal>
  );
}
