import { Checkbox, Form } from 'antd';

/** The supplier's three flags side by side, under a blank label so they line up with the fields beside them. */
export function SupplierFlagFields() {
  return (
    <Form.Item label=" " style={{ marginBottom: 0 }}>
      <Form.Item name="splitXeroInvoices" valuePropName="checked" noStyle>
        <Checkbox data-testid="supplier-split-xero">Split Xero invoices</Checkbox>
      </Form.Item>
      <Form.Item name="isTrackingDisabled" valuePropName="checked" noStyle>
        <Checkbox data-testid="supplier-tracking-disabled">Tracking disabled</Checkbox>
      </Form.Item>
      <Form.Item name="isDeactivated" valuePropName="checked" noStyle>
        <Checkbox data-testid="supplier-deactivated">Deactivated</Checkbox>
      </Form.Item>
    </Form.Item>
  );
}
