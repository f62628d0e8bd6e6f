import { Alert, Descriptions, Modal, Table, Tag } from 'antd';
import { ProofOfDeliveryButton } from '../../documents/ProofOfDeliveryButton';
import {
  dateTime,
  invoiceStatusName,
  money,
  statusOf,
  type ConsignmentRow,
} from '../consignmentRules';
import { TrackingLinkButton } from './TrackingLinkButton';

interface Props {
  consignment: ConsignmentRow | null;
  office: boolean;
  onClose: () => void;
}

/** A consignment's summary and stops, opened from the list (behaviour.md "Control screen / Consignments tab" Control screen). */
export function ConsignmentDetailModal({ consignment: c, office, onClose }: Props) {
  return (
    <Modal
      open={c !== null}
      onCancel={onClose}
      footer={c ? <ProofOfDeliveryButton consignmentId={c.id} consignmentNumber={c.consignmentNumber} /> : null}
      width={820}
      title={c ? `Consignment ${c.consignmentReference}` : ''}
      data-testid="consignment-detail-modal"
    >
      {c && (
        <div data-testid="consignment-detail">
          {office && c.customer.isDeactivated && <Alert type="warning" showIcon title="This customer is inactive" style={{ marginBottom: 8 }} />}
          {office && c.customer.isOverCreditLimit && <Alert type="warning" showIcon title="This customer is over its credit limit" style={{ marginBottom: 8 }} />}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Customer">{c.customer.name}</Descriptions.Item>
            <Descriptions.Item label="Status">{statusOf(c)}</Descriptions.Item>
            <Descriptions.Item label="Booking contact">{c.contactName}</Descriptions.Item>
            <Descriptions.Item label="Vehicle type">{c.vehicleType.name}</Descriptions.Item>
            <Descriptions.Item label="PO number">{c.poNumber}</Descriptions.Item>
            <Descriptions.Item label="Customer reference">{c.customerReference}</Descriptions.Item>
            <Descriptions.Item label="Price">{money(c.price)}</Descriptions.Item>
            {office && <Descriptions.Item label="Cost">{money(c.cost)}</Descriptions.Item>}
            <Descriptions.Item label="Supplier">{c.supplier?.name}</Descriptions.Item>
            <Descriptions.Item label="Invoice status">{invoiceStatusName(c.invoiceStatus)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            style={{ marginTop: 12 }}
            rowKey="id"
            pagination={false}
            dataSource={c.consignmentAddresses}
            columns={[
              { title: 'Type', render: (_, s) => s.consignmentAddressType.name },
              { title: 'Company', render: (_, s) => s.address.companyName },
              { title: 'Address', render: (_, s) => s.address.shortAddress },
              { title: 'Scheduled', render: (_, s) => dateTime(s.scheduledStartDateAndTime) },
              {
                title: 'ETA',
                render: (_, s) => (
                  <span data-testid="detail-stop-eta">
                    {dateTime(s.eta)}
                    {s.isLate && <Tag color="red" style={{ marginLeft: 4 }}>Late</Tag>}
                  </span>
                ),
              },
              { title: 'Manifest', render: (_, s) => (s.manifestId ? <a href={`#!/manifest/${s.manifestId}`}>{s.manifestId}</a> : '') },
            ]}
          />
          <TrackingLinkButton consignmentId={c.id} />
        </div>
      )}
    </Modal>
  );
}
