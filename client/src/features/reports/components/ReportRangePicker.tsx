import { presetsFor, REPORT_PRESET_LABELS, reportPresetRange, type ReportPreset } from '@domain/reports';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReportRangeValue } from '../hooks/useReportRange';

/**
 * The date range of a report (behaviour.md "Reports / Reports screen"): today, yesterday, this week (Monday to Sunday), last week,
 * this month, last month, tomorrow on the profitability reports only, or a custom range.
 */
export function ReportRangePicker(props: { value: ReportRangeValue; onChange: (value: ReportRangeValue) => void; profitability?: boolean; testId: string }) {
  const { value, onChange } = props;
  const presets = presetsFor(props.profitability ? 'profitability' : 'other');
  return (
    <Space wrap>
      <Select
        aria-label="Date range"
        style={{ width: 140 }}
        value={value.preset}
        data-testid={`${props.testId}-preset`}
        onChange={(preset: ReportPreset | 'custom') => onChange(preset === 'custom' ? { ...value, preset } : { preset, ...reportPresetRange(preset, new Date()) })}
        options={[...presets.map((p) => ({ value: p, label: REPORT_PRESET_LABELS[p] })), { value: 'custom', label: 'Custom' }]}
      />
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        allowClear={false}
        data-testid={`${props.testId}-dates`}
        value={[dayjs(value.from), dayjs(value.to)]}
        onChange={(range) => range?.[0] && range[1] && onChange({ preset: 'custom', from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })}
      />
    </Space>
  );
}
