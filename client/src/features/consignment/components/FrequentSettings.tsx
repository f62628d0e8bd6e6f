import { earliestFrequentStartDate } from '@domain/consignment-lifecycle';
import { Button, Checkbox, DatePicker, Form, Modal, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { FrequencyDraft } from '../consignmentDraft';
import { defaultFrequency, frequencyProblems, frequencySummary } from '../frequentSettings';

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
  const [editing, setEditing] = useState<FrequencyDraft | null>(null);
  const [tried, setTried] = useState(false);
  const open = (value: FrequencyDraft) => {
    setTried(false);
    setEditing(value);
  };
  const problems = editing ? frequencyProblems(editing, new Date(), isNew) : {};
  const ok = () => {
    setTried(true);
    if (!editing || Object.keys(problems).length) return;
    onChange({ isFrequent: true, frequency: editing });
    setEditing(null);
  };
  const earliest = earliestFrequentStartDate(new Date());

  return (
    <Space wrap style={{ marginTop: 8 }} data-testid="frequent">
      <Checkbox
        checked={isFrequent}
        disabled={readOnly}
        data-testid="field-isFrequent"
        onChange={(e) => (e.target.checked ? open(frequency ?? defaultFrequency(new Date())) : onChange({ isFrequent: false, frequency: null }))}
      >
        Frequent consignment
      </Checkbox>
      {isFrequent && frequency && (
        <>
          <Typography.Text type="secondary" data-testid="frequent-summary">{frequencySummary(frequency, weekDays)}</Typography.Text>
          {!readOnly && (
            <Button size="small" onClick={() => open(frequency)} data-testid="frequent-edit">
              Settings
            </Button>
          )}
        </>
      )}
      <Modal
        open={editing !== null}
        title="Frequent consignment settings"
        okText="OK"
        onOk={ok}
        onCancel={() => setEditing(null)}
        okButtonProps={{ 'data-testid': 'frequent-ok' } as Record<string, string>}
        destroyOnHidden
      >
        {editing && (
          <Form layout="vertical" data-testid="frequent-modal">
            <Form.Item label="Weekdays" validateStatus={tried && problems.weekDays ? 'error' : undefined} help={tried && problems.weekDays ? <span data-testid="frequent-error-weekDays">{problems.weekDays}</span> : undefined}>
              <Checkbox.Group
                value={editing.weekDayIds}
                onChange={(ids) => setEditing({ ...editing, weekDayIds: ids as number[] })}
                options={weekDays.map((d) => ({ value: d.id, label: d.name }))}
              />
            </Form.Item>
            <Form.Item label="Frequency" htmlFor="frequent-frequency">
              <Select
                id="frequent-frequency"
                allowClear
                placeholder="Every week"
                data-testid="frequent-frequency"
                value={editing.frequencyId ?? undefined}
                onChange={(id?: number) => setEditing({ ...editing, frequencyId: id ?? null })}
                options={frequencies.map((f) => ({ value: f.id, label: f.name }))}
              />
            </Form.Item>
            <Form.Item label="Start date" htmlFor="frequent-startDate" validateStatus={tried && problems.startDate ? 'error' : undefined} help={tried && problems.startDate ? <span data-testid="frequent-error-startDate">{problems.startDate}</span> : undefined}>
              <DatePicker
                id="frequent-startDate"
                format="DD/MM/YYYY"
                allowClear={false}
                data-testid="frequent-startDate"
                value={dayjs(editing.startDate)}
                disabledDate={(d) => isNew && d.format('YYYY-MM-DD') < earliest}
                onChange={(d) => d && setEditing({ ...editing, startDate: d.format('YYYY-MM-DD') })}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Space>
  );
}
