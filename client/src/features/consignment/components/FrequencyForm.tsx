import { earliestFrequentStartDate } from '@domain/consignment-lifecycle';
import { Checkbox, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import type { FrequencyDraft } from '../consignmentDraft';

type Named = { id: number; name: string };

interface Props {
  value: FrequencyDraft;
  onChange: (value: FrequencyDraft) => void;
  problems: { weekDays?: string; startDate?: string };
  /** OK was pressed once: the problems show. */
  tried: boolean;
  /** A saved template keeps a start date that is now in the past. */
  isNew: boolean;
  weekDays: readonly Named[];
  frequencies: readonly Named[];
}

/** The frequent consignment settings form (behaviour.md "Booking / Frequent consignments"): weekdays, an optional frequency and the start date. */
export function FrequencyForm({ value, onChange, problems, tried, isNew, weekDays, frequencies }: Props) {
  const earliest = earliestFrequentStartDate(new Date());
  return (
    <Form layout="vertical" data-testid="frequent-modal">
      <Form.Item label="Weekdays" validateStatus={tried && problems.weekDays ? 'error' : undefined} help={tried && problems.weekDays ? <span data-testid="frequent-error-weekDays">{problems.weekDays}</span> : undefined}>
        <Checkbox.Group
          value={value.weekDayIds}
          onChange={(ids) => onChange({ ...value, weekDayIds: ids as number[] })}
          options={weekDays.map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item label="Frequency" htmlFor="frequent-frequency">
        <Select
          id="frequent-frequency"
          allowClear
          placeholder="Every week"
          data-testid="frequent-frequency"
          value={value.frequencyId ?? undefined}
          onChange={(id?: number) => onChange({ ...value, frequencyId: id ?? null })}
          options={frequencies.map((f) => ({ value: f.id, label: f.name }))}
        />
      </Form.Item>
      <Form.Item label="Start date" htmlFor="frequent-startDate" validateStatus={tried && problems.startDate ? 'error' : undefined} help={tried && problems.startDate ? <span data-testid="frequent-error-startDate">{problems.startDate}</span> : undefined}>
        <DatePicker
          id="frequent-startDate"
          format="DD/MM/YYYY"
          allowClear={false}
          data-testid="frequent-startDate"
          value={dayjs(value.startDate)}
          disabledDate={(d) => isNew && d.format('YYYY-MM-DD') < earliest}
          onChange={(d) => d && onChange({ ...value, startDate: d.format('YYYY-MM-DD') })}
        />
      </Form.Item>
    </Form>
  );
}
