import { Input, Select, Space, Button } from 'antd';
import { useState } from 'react';

/** behaviour.md "Suppliers / Saving a supplier": the last option of the supplier e-mail picker switches to a typed address. */
export const OTHER_EMAIL = '-- Other Email Address --';
const OTHER_VALUE = '__other__';

interface EmailPickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The addresses offered (the supplier's and its app users'). */
  choices: string[];
  testId: string;
  /** From the Form.Item around it: the control's id, which its label points at. */
  id?: string;
}

/**
 * An e-mail picker: the known addresses, then '-- Other Email Address --', which turns the picker
 * into a text box for an address not in the list (and back with "Choose from list").
 */
export function EmailPicker({ value, onChange, choices, testId, id }: EmailPickerProps) {
  const [typing, setTyping] = useState(() => !choices.length || (!!value && !choices.includes(value)));
  if (typing) {
    return (
      <Space.Compact style={{ width: '100%' }} data-testid={testId}>
        <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder="name@example.com" data-testid={`${testId}-input`} />
        {choices.length > 0 && <Button onClick={() => setTyping(false)}>Choose from list</Button>}
      </Space.Compact>
    );
  }
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        allowClear
        value={value || undefined}
        placeholder="Choose an e-mail address"
        onChange={(chosen?: string) => {
          if (chosen === OTHER_VALUE) {
            setTyping(true);
            onChange?.(null);
          } else onChange?.(chosen ?? null);
        }}
        options={[...choices.map((e) => ({ value: e, label: e })), { value: OTHER_VALUE, label: OTHER_EMAIL }]}
      />
    </div>
  );
}
