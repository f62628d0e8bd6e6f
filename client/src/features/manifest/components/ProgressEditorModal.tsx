import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { EditStopProgressMutation, SetAcknowledgementMutation } from '../manifestProgress.operations';
import { editorRefusal, manifestFailure, parseEditorText, progressFormOf, progressInputOf, toEditorText, type ManifestScreenData, type ManifestStop, type ProgressForm } from '../manifestScreenRules';

interface Props {
  manifest: Pick<ManifestScreenData, 'id' | 'version' | 'acknowledgedTime' | 'supplier' | 'consignmentAddresses'>;
  stop: ManifestStop;
  onClose: () => void;
  onSaved: () => void;
}

type TimeField = 'start' | 'arrival' | 'completion';
const FIELDS: { key: TimeField; label: string }[] = [
  { key: 'start', label: 'Start (on route)' },
  { key: 'arrival', label: 'Arrival' },
  { key: 'completion', label: 'Completion' },
];

/**
 * The date-time editor for stop progress (behaviour.md "Manifests / Manifest screen"; "Manifests / Stop progress"): the manifest's Acknowledged step, then the
 * stop's start, arrival and completion in London time; clearing a time resets that step; "same for all"
 * sets the three to one time; the times can also be put on every stop of the manifest.
 */
export function ProgressEditorModal({ manifest, stop, onClose, onSaved }: Props) {
  const [loadedForm] = useState<ProgressForm>(() => progressFormOf(stop));
  const [form, setForm] = useState<ProgressForm>(loadedForm);
  const loadedAck = toEditorText(manifest.acknowledgedTime);
  const [ack, setAck] = useState(loadedAck);
  const [problem, setProblem] = useState<string | null>(null);
  const [edit, { loading }] = useMutation(EditStopProgressMutation);
  const [acknowledge, acknowledging] = useMutation(SetAcknowledgementMutation);
  const set = (patch: Partial<ProgressForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    const parsed = progressInputOf(form, loadedForm);
    const ackTime = parseEditorText(ack);
    if ('error' in parsed) return setProblem(parsed.error);
    if (ackTime === 'invalid') return setProblem('Enter times as DD/MM/YYYY HH:mm:ss');
    const refusal = parsed.input && editorRefusal(stop, manifest.consignmentAddresses, parsed.input);
    if (refusal) return setProblem(refusal);
    try {
      if (ack.trim() !== loadedAck) await acknowledge({ variables: { id: manifest.id, acknowledgedTime: ackTime, version: manifest.version } });
      if (parsed.input) await edit({ variables: { consignmentAddressId: stop.id, input: parsed.input } });
      onSaved();
    } catch (e) {
      setProblem(manifestFailure(e));
    }
  };
  const shown = form.sameTime ? FIELDS.slice(0, 1) : FIELDS;
  return (
    <Modal
      title={`Progress: ${stop.address.shortAddress}`}
      open
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={loading || acknowledging.loading}
      okButtonProps={{ 'data-testid': 'progress-save' } as Record<string, string>}
      data-testid="progress-editor"
    >
      <Typography.Paragraph type="secondary">DD/MM/YYYY HH:mm:ss, London time. Clear a time to reset that step.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Acknowledged (the whole manifest)">
          <TimeInput value={ack} onChange={setAck} testId="progress-acknowledged" disabled={!manifest.supplier} />
        </Form.Item>
        {shown.map(({ key, label }) => (
          <Form.Item key={key} label={form.sameTime ? 'Start, arrival and completion' : label}>
            <TimeInput value={form[key]} onChange={(v) => set({ [key]: v })} testId={`progress-${key}`} />
          </Form.Item>
        ))}
        <Checkbox checked={form.sameTime} onChange={(e) => set({ sameTime: e.target.checked })} data-testid="progress-same-for-all">
          Same for all (one time for start, arrival and completion)
        </Checkbox>
        <br />
        <Checkbox checked={form.allStops} onChange={(e) => set({ allStops: e.target.checked })} data-testid="progress-all-stops">
          Apply to every stop of this manifest
        </Checkbox>
      </Form>
      {problem && <Alert type="error" title={<span data-testid="progress-error">{problem}</span>} style={{ marginTop: 8 }} />}
    </Modal>
  );
}

/** A London date-time typed as DD/MM/YYYY HH:mm:ss, with Now and Clear (clearing resets the step). */
function TimeInput({ value, onChange, testId, disabled }: { value: string; onChange: (v: string) => void; testId: string; disabled?: boolean }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} placeholder="DD/MM/YYYY HH:mm:ss" data-testid={testId} />
      <Button disabled={disabled} onClick={() => onChange(toEditorText(new Date().toISOString()))} data-testid={`${testId}-now`}>
        Now
      </Button>
      <Button disabled={disabled} onClick={() => onChange('')} data-testid={`${testId}-clear`}>
        Clear
      </Button>
    </Space.Compact>
  );
}
