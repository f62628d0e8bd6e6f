import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { modalInvoiceDate } from '../accountsRules';

/** The invoice-date modal (spec 2 §2): opens on today (spec 2 §5) and hands back the date chosen. */
export function InvoiceDateModal(props: { open: boolean; title: string; onOk(date: string): void; onCancel(): void }) {
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
      <Form layout="vertical">
        <Form.Item label="Invoice date" validateStatus={error ? 'error' : undefined} help={error}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="invoice-date-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
