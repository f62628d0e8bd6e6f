import { Checkbox, Col, Input, InputNumber } from 'antd';

/** A text filter of the filters' grid; emptied, it filters on nothing (null). */
export function TextFilter({ label, value, testId, disabled, onChange }: {
  label: string;
  value: string | null | undefined;
  testId: string;
  disabled?: boolean;
  onChange: (next: string | null) => void;
}) {
  return (
    <Col xs={24} sm={12} md={6}>
      <Input
        placeholder={label}
        aria-label={label}
        disabled={disabled}
        value={value ?? ''}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value || null)}
      />
    </Col>
  );
}

/** A number filter of the filters' grid (a consignment or manifest number); emptied, it filters on nothing (null). */
export function NumberFilter({ placeholder, value, testId, onChange }: {
  placeholder: string;
  value: number | null | undefined;
  testId: string;
  onChange: (next: number | null) => void;
}) {
  return (
    <Col xs={24} sm={12} md={6}>
      <InputNumber
        placeholder={placeholder}
        style={{ width: '100%' }}
        data-testid={testId}
        value={value ?? null}
        onChange={(v) => onChange(v ?? null)}
      />
    </Col>
  );
}

/** A yes-or-nothing filter under the grid: ticked, the search keeps only what has the flag. */
export function FlagFilter({ label, checked, testId, onChange }: { label: string; checked: boolean; testId: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox checked={checked} data-testid={testId} onChange={(e) => onChange(e.target.checked)}>
      {label}
    </Checkbox>
  );
}
