import { Col, DatePicker, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { presetRange, type DatePreset } from '../consignmentRules';

/** The date part every control-screen list filters on. */
export interface DateRange {
  preset: DatePreset;
  from: string;
  to: string;
}

/** behaviour.md "Control screen / Consignments tab": Enter in any filter runs the search. */
export function enterRunsSearch(onSearch: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSearch();
    }
  };
}

/** Today (default), Tomorrow, Yesterday or a custom range (behaviour.md "Control screen / Consignments tab"), shared by both tabs. */
export function DateRangeFilter({ value, onChange, testIdPrefix }: { value: DateRange; onChange: (patch: Partial<DateRange>) => void; testIdPrefix: string }) {
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Radio.Group
        value={value.preset}
        data-testid={`${testIdPrefix}-date-preset`}
        onChange={(e) => {
          const preset = e.target.value as DatePreset;
          onChange(preset === 'custom' ? { preset } : { preset, ...presetRange(preset, new Date()) });
        }}
        options={[
          { value: 'today', label: 'Today' },
          { value: 'tomorrow', label: 'Tomorrow' },
          { value: 'yesterday', label: 'Yesterday' },
          { value: 'custom', label: 'Custom' },
        ]}
        optionType="button"
      />
      {value.preset === 'custom' && (
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          data-testid={`${testIdPrefix}-date-range`}
          value={[dayjs(value.from), dayjs(value.to)]}
          onChange={(range) => range?.[0] && range[1] && onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })}
        />
      )}
    </Space>
  );
}

/** The vehicle type filter, shared by both tabs. */
export function VehicleTypeFilter(props: {
  value: number | null | undefined;
  onChange: (vehicleType: number | null) => void;
  vehicleTypes: readonly { id: number; name: string }[];
  testIdPrefix: string;
}) {
  return (
    <Col xs={24} sm={12} md={6}>
      <Select
        allowClear
        aria-label="Vehicle type"
        placeholder="Vehicle type"
        style={{ width: '100%' }}
        data-testid={`${props.testIdPrefix}-vehicleType`}
        value={props.value ?? undefined}
        onChange={(v: number | undefined) => props.onChange(v ?? null)}
        options={props.vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
      />
    </Col>
  );
}
