import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { modalInvoiceDate } from '../accountsRules';

interface Props {
  open: boolean;
  title: string;
  /** What invoicing will do on the date chosen (issue 19 item 9: count and total), shown above the date. */
  summary?: (date: string) => string;
  onOk(date: string): void;
  onCancel(): void;
}

/** The invoice-date modal (behaviour.md "Accounts / Accounts screen"): opens on today (behaviour.md "Accounts / Invoicing") and hands back the date chosen. */
export function InvoiceDateModal(props: Props) {
  const [date, setDate] = useState(() => modalInvoiceDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const ok = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Enter the invoice date');
    if (date > modalInvoiceDate(new Date())) return setError('The invoice date cannot be in the future');
    setError(null);
    props.onOk(date);
  };
  return (
    <Modal open={props.open} title={props.title} onOk={ok} onCancel={props.onCancel} okText="OK" destroyOnHidden okButtonProps={{ 'data-testid': 'invoice-date-ok' } as never}>
      {props.summary && /^\d{4}-\d{2}-\d{2}$/.test(date) && <p data-testid="invoice-summary">{props.summary(date)}</p>}
      <Form layout="vertical">
        <Form.Item label="Invoice date" validateStatus={error ? 'error' : undefined} help={error}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="invoice-date-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
