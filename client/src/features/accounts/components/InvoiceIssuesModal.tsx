import { List, Modal } from 'antd';

/** The manifest invoice issues modal (behaviour.md "Suppliers / Suppliers screen"; "Accounts / Invoicing"): why invoicing was blocked, one line per supplier. */
export function InvoiceIssuesModal(props: { issues: string[]; onClose(): void }) {
  return (
    <Modal open={props.issues.length > 0} title="Manifest invoice issues" onOk={props.onClose} onCancel={props.onClose} cancelButtonProps={{ style: { display: 'none' } }} data-testid="invoice-issues-modal">
      <p>Invoicing is blocked: a supplier's deductions exceed its invoice total.</p>
      <List size="small" bordered dataSource={props.issues} renderItem={(issue) => <List.Item data-testid="invoice-issue">{issue}</List.Item>} />
    </Modal>
  );
}
