import { manifestStatusLabel } from '@domain/manifest';
import { Descriptions, Modal, Table } from 'antd';
import { dateTime, invoiceStatusName, money } from '../consignmentRules';
import { consignmentNumbersOf, customersOf, livePosting, yesNo, type ManifestRow } from '../manifestRules';

interface Props {
  manifest: ManifestRow | null;
  onClose: () => void;
}

/** A manifest's summary, its transport exchange posting (behaviour.md "Control screen / Manifests tab") and stops, opened from the list (behaviour.md "Control screen / Manifests tab" Manifests tab). */
export function ManifestDetailModal({ manifest: m, onClose }: Props) {
  const posting = m ? livePosting(m) : null;
  return (
    <Modal
      open={m !== null}
      onCancel={onClose}
      footer={null}
      width={820}
      title={m ? `Manifest ${m.manifestNumber}` : ''}
      data-testid="manifest-detail-modal"
    >
      {m && (
        <div data-testid="manifest-detail">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Status">{manifestStatusLabel(m.statusColour.name)}</Descriptions.Item>
            <Descriptions.Item label="Vehicle type">{m.vehicleType.name}</Descriptions.Item>
            <Descriptions.Item label="Supplier">{m.supplier?.name}</Descriptions.Item>
            <Descriptions.Item label="Start delivery date">{dateTime(m.startDeliveryDate)}</Descriptions.Item>
            <Descriptions.Item label="Customers">{customersOf(m)}</Descriptions.Item>
            <Descriptions.Item label="Consignments">{consignmentNumbersOf(m)}</Descriptions.Item>
            <Descriptions.Item label="Miles">{m.totalMiles}</Descriptions.Item>
            <Descriptions.Item label="Minutes">{m.totalTimeInMinutes}</Descriptions.Item>
            <Descriptions.Item label="Calculated cost">{money(m.calculatedCost)}</Descriptions.Item>
            <Descriptions.Item label="Cost">{money(m.cost)}</Descriptions.Item>
            <Descriptions.Item label="Sent">{yesNo(m.isSent)}</Descriptions.Item>
            <Descriptions.Item label="Acknowledged">{yesNo(m.isAcknowledged)}</Descriptions.Item>
            <Descriptions.Item label="Invoice status">{invoiceStatusName(m.invoiceStatus)}</Descriptions.Item>
            <Descriptions.Item label="Transport exchange">
              <span data-testid="manifest-detail-exchange">
                {posting
                  ? `${posting.externalReference ?? 'Posted'}: tail lift ${yesNo(posting.tailLift)}, timed ${yesNo(posting.timed)}${posting.notes ? `, ${posting.notes}` : ''}`
                  : 'Not on the exchange'}
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            style={{ marginTop: 12 }}
            rowKey="id"
            pagination={false}
            dataSource={m.consignmentAddresses}
            columns={[
              { title: 'Type', render: (_, s) => s.consignmentAddressType.name },
              { title: 'Company', render: (_, s) => s.address.companyName },
              { title: 'Address', render: (_, s) => s.address.shortAddress },
              { title: 'Scheduled', render: (_, s) => dateTime(s.scheduledStartDateAndTime) },
              { title: 'Completed', render: (_, s) => yesNo(s.isCompleted) },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
