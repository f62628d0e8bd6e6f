import { Input, Select, Space, Typography } from 'antd';
import { PRESETS, issueLabel, presetRange, ukDate, type DateRange, type Preset } from '../accountsRules';

/** What drives an accounts list: a date-range preset, the issue filter and a name/id filter. */
export interface AccountsFilterState<I extends string> {
  preset: Preset;
  range: DateRange;
  issue: I;
  name: string;
}

/** The filters a tab opens with: yesterday's work, ready to invoice (behaviour.md "Accounts / Issue filters" default). */
export function initialFilters<I extends string>(issue: I, now: Date): AccountsFilterState<I> {
  return { preset: 'Yesterday', range: presetRange('Yesterday', now), issue, name: '' };
}

/** The date-range picker (behaviour.md "Accounts / Issue filters" Accounts presets) and issue filter of one tab. */
export function AccountsFilters<I extends string>(props: {
  value: AccountsFilterState<I>;
  onChange(next: AccountsFilterState<I>): void;
  issues: readonly I[];
  nameLabel: string;
  testIdPrefix: string;
}) {
  const { value, onChange, issues, nameLabel, testIdPrefix } = props;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select<Preset>
        value={value.preset}
        style={{ width: 140 }}
        options={PRESETS.map((p) => ({ value: p, label: p }))}
        onChange={(preset) => onChange({ ...value, preset, range: presetRange(preset, new Date()) })}
        data-testid={`${testIdPrefix}date-preset`}
        aria-label="Date range"
      />
      <Typography.Text data-testid={`${testIdPrefix}date-range`}>
        {ukDate(value.range.from)} - {ukDate(value.range.to)}
      </Typography.Text>
      <Select<I>
        value={value.issue}
        style={{ width: 220 }}
        options={issues.map((i) => ({ value: i, label: issueLabel(i as never) }))}
        onChange={(issue) => onChange({ ...value, issue })}
        data-testid={`${testIdPrefix}issue-filter`}
        aria-label="Issue filter"
      />
      <Input.Search
        allowClear
        placeholder={nameLabel}
        style={{ width: 220 }}
        defaultValue={value.name}
        onSearch={(name) => onChange({ ...value, name })}
        data-testid={`${testIdPrefix}name-filter`}
      />
    </Space>
  );
}
