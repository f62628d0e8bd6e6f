import { DatePicker, Form, type FormItemProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { SupplierLookupsQuery } from '../../../gql/graphql';

/** The choices of the detail view's selects. */
export type Lookups = SupplierLookupsQuery;

/** behaviour.md "Settings / Settings screen": dates display as DD/MM/YYYY; the form keeps them as YYYY-MM-DD. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A form field inside an element carrying the data-testid E2E finds it by (antd selects and pickers drop it). */
export function Field({ testId, children, ...item }: FormItemProps & { testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <Form.Item {...item}>{children}</Form.Item>
    </div>
  );
}

/** A date field holding YYYY-MM-DD, shown and typed as DD/MM/YYYY. */
export function DateField({ testId, ...item }: FormItemProps & { testId: string }) {
  return (
    <Field
      testId={testId}
      {...item}
      getValueProps={(value?: string | null) => ({ value: value ? dayjs(value) : null })}
      normalize={(value?: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
    >
      <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
    </Field>
  );
}

/** "X is required", worded like the server's messages (domain/supplier.ts). */
export const required = (label: string) => [{ required: true, message: `${label} is required` }];

/** Options for a select from a lookup list. */
export const optionsOf = (rows: { id: number; name: string; code?: string }[]) =>
  rows.map((r) => ({ value: r.id, label: r.code ? `${r.code} - ${r.name}` : r.name }));
