import { Button, Checkbox, Modal, Space, Typography } from 'antd';
import type { FrequencyDraft } from '../consignmentDraft';
import { defaultFrequency, frequencySummary } from '../frequentSettings';
import { useFrequencyEditor } from '../hooks/useFrequencyEditor';
import { FrequencyForm } from './FrequencyForm';

type Named = { id: number; name: string };

interface Props {
  isFrequent: boolean;
  frequency: FrequencyDraft | null;
  /** A saved template keeps a start date that is now in the past. */
  isNew: boolean;
  readOnly: boolean;
  weekDays: readonly Named[];
  frequencies: readonly Named[];
  onChange: (patch: { isFrequent: boolean; frequency: FrequencyDraft | null }) => void;
}

/**
 * The frequent consignment switch and its settings modal (behaviour.md "Booking / Frequent consignments" "frequent consignment settings",
 * behaviour.md "Booking / Frequent consignments"): weekdays, an optional frequency and a start date no earlier than the one offered.
 */
export function FrequentSettings({ isFrequent, frequency, isNew, readOnly, weekDays, frequencies, onChange }: Props) {
  const editor = useFrequencyEditor(isNew, onChange);
  return (
    <Space wrap style={{ marginTop: 8 }} data-testid="frequent">
      <Checkbox
        checked={isFrequent}
        disabled={readOnly}
        data-testid="field-isFrequent"
        onChange={(e) => (e.target.checked ? editor.open(frequency ?? defaultFrequency(new Date())) : onChange({ isFrequent: false, frequency: null }))}
      >
        Frequent consignment
      </Checkbox>
      {isFrequent && frequency && (
        <>
          <Typography.Text type="secondary" data-testid="frequent-summary">{frequencySummary(frequency, weekDays)}</Typography.Text>
          {!readOnly && (
            <Button size="small" onClick={() => editor.open(frequency)} data-testid="frequent-edit">
              Settings
            </Button>
          )}
        </>
      )}
      <Modal
        open={editor.editing !== null}
        title="Frequent consignment settings"
        okText="OK"
        onOk={editor.ok}
        onCancel={editor.close}
        okButtonProps={{ 'data-testid': 'frequent-ok' } as Record<string, string>}
        destroyOnHidden
      >
        {editor.editing && (
          <FrequencyForm
            value={editor.editing}
            onChange={editor.setEditing}
            problems={editor.problems}
            tried={editor.tried}
            isNew={isNew}
            weekDays={weekDays}
            frequencies={frequencies}
          />
        )}
      </Modal>
    </Space>
  );
}
