import { Button, Form, Input, Modal, Typography } from 'antd';

interface Props {
  /** The customer-booked consignments on the new manifest. */
  customers: readonly { consignmentNumber: number }[];
  message: string;
  onMessage: (message: string) => void;
  loading: boolean;
  onBack: () => void;
  /** Creates the manifest with the message, or with none (null). */
  onCreate: (customerMessage: string | null) => void;
}

/** The customer e-mail prompt shown before a manifest with customer-booked consignments is created (behaviour.md "Manifests / Saving a manifest"). */
export function CustomerEmailModal({ customers, message, onMessage, loading, onBack, onCreate }: Props) {
  const one = customers.length === 1;
  return (
    <Modal
      open
      title="E-mail the customer"
      onCancel={onBack}
      footer={[
        <Button key="back" onClick={onBack} data-testid="customer-email-back">Back</Button>,
        <Button key="skip" onClick={() => onCreate(null)} loading={loading} data-testid="customer-email-skip">Create without e-mail</Button>,
        <Button key="send" type="primary" disabled={!message.trim()} onClick={() => onCreate(message)} loading={loading} data-testid="customer-email-send">
          Send e-mail and create
        </Button>,
      ]}
      data-testid="customer-email-modal"
    >
      <Typography.Paragraph>
        {one ? 'Consignment' : 'Consignments'} {customers.map((c) => c.consignmentNumber).join(', ')} {one ? 'was' : 'were'} booked
        by the customer. Send them this message when the manifest is created?
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Message to the customer" htmlFor="customer-message">
          <Input.TextArea id="customer-message" rows={4} value={message} onChange={(e) => onMessage(e.target.value)} maxLength={2000} data-testid="customer-message" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
