import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { hrefOf } from '../../../app/router/routes';
import { CreateManifestMutation } from '../consignments.operations';
import type { ConsignmentRow } from '../consignmentRules';
import { dateTime } from '../consignmentRules';
import {
  candidateStops, createFailure, createRefusal, customerBooked, defaultCustomerMessage, defaultVehicleType, leftOut, ordersOf, shift, type CandidateStop,
} from '../createManifestRules';

interface Props {
  /** The consignments chosen on the list, in the order chosen. */
  rows: ConsignmentRow[];
  vehicleTypes: { id: number; name: string; order: number }[];
  onClose: () => void;
}

/**
 * The manifest confirmation (behaviour.md "Booking / Consignment lifecycle"; "Manifests / Saving a manifest"; "Settings / Vehicle types and area rules order"; "Manifests / Manifest screen"): the chosen consignments' free stops in a
 * first order (each collection above its delivery), which the office may change or trim, and the vehicle
 * type. A customer-booked consignment brings up the customer e-mail prompt before the manifest is
 * created (POST /Manifests {Manifest, CustomerMessage}); then the new manifest opens.
 */
export function CreateManifestModal({ rows, vehicleTypes, onClose }: Props) {
  const [stops, setStops] = useState<CandidateStop[]>(() => candidateStops(rows));
  const [vehicleTypeId, setVehicleTypeId] = useState<number | null>(() => defaultVehicleType(rows, vehicleTypes));
  const [step, setStep] = useState<'confirm' | 'email'>('confirm');
  const [failure, setFailure] = useState<string | null>(null);
  const customers = useMemo(() => customerBooked(rows, stops), [rows, stops]);
  const [message, setMessage] = useState(() => defaultCustomerMessage(customerBooked(rows, candidateStops(rows)).map((c) => c.consignmentNumber)));
  const [create, { loading }] = useMutation(CreateManifestMutation);
  const refusal = createRefusal(stops, vehicleTypeId);
  const skipped = leftOut(rows);
  const orders = ordersOf(stops);

  const submit = async (customerMessage: string | null) => {
    setFailure(null);
    try {
      const input = { vehicleTypeId: vehicleTypeId!, consignmentAddressIds: stops.map((s) => s.id) };
      const result = await create({ variables: { input, customerMessage } });
      if (result.data) window.location.hash = hrefOf({ name: 'manifest', id: String(result.data.createManifest.id) });
    } catch (e) {
      setStep('confirm');
      setFailure(createFailure(e));
    }
  };
  const confirm = () => (customers.length > 0 ? setStep('email') : void submit(null));

  if (step === 'email') {
    return (
      <Modal
        open
        title="E-mail the customer"
        onCancel={() => setStep('confirm')}
        footer={[
          <Button key="back" onClick={() => setStep('confirm')} data-testid="customer-email-back">Back</Button>,
          <Button key="skip" onClick={() => void submit(null)} loading={loading} data-testid="customer-email-skip">Create without e-mail</Button>,
          <Button key="send" type="primary" disabled={!message.trim()} onClick={() => void submit(message)} loading={loading} data-testid="customer-email-send">
            Send e-mail and create
          </Button>,
        ]}
        data-testid="customer-email-modal"
      >
        <Typography.Paragraph>
          {customers.length === 1 ? 'Consignment' : 'Consignments'} {customers.map((c) => c.consignmentNumber).join(', ')} {customers.length === 1 ? 'was' : 'were'} booked
          by the customer. Send them this message when the manifest is created?
        </Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label="Message to the customer" htmlFor="customer-message">
            <Input.TextArea id="customer-message" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} data-testid="customer-message" />
          </Form.Item>
        </Form>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Create manifest"
      width={720}
      onCancel={onClose}
      onOk={confirm}
      okText="Create manifest"
      confirmLoading={loading}
      okButtonProps={{ disabled: refusal !== null, ...({ 'data-testid': 'create-manifest-ok' } as Record<string, string>) }}
      data-testid="create-manifest-modal"
    >
      <Form layout="vertical">
        <Form.Item label="Vehicle type" htmlFor="create-manifest-vehicle-type">
          <Select
            id="create-manifest-vehicle-type"
            value={vehicleTypeId ?? undefined}
            onChange={setVehicleTypeId}
            options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
            data-testid="create-manifest-vehicle-type"
          />
        </Form.Item>
      </Form>
      <Typography.Text strong>Stops, in manifest order</Typography.Text>
      <ol style={{ listStyle: 'none', padding: 0, margin: '8px 0' }} data-testid="create-manifest-stops">
        {stops.map((s, i) => (
          <li key={s.id} data-testid={`create-stop-${i + 1}`} data-stop-id={s.id} style={{ borderBottom: '1px solid #eee', padding: '4px 0' }}>
            <Space wrap size={6}>
              <strong data-testid="create-stop-order">{orders.get(s.id)}</strong>
              <Tag>{s.type}</Tag>
              <span>{s.address}</span>
              <Typography.Text type="secondary">Consignment {s.consignmentNumber}</Typography.Text>
              <Typography.Text type="secondary">{dateTime(s.scheduled)}</Typography.Text>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Move stop ${i + 1} up`} disabled={i === 0} onClick={() => setStops(shift(stops, i, -1))} data-testid="create-stop-up" />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Move stop ${i + 1} down`} disabled={i === stops.length - 1} onClick={() => setStops(shift(stops, i, 1))} data-testid="create-stop-down" />
              <Button size="small" icon={<CloseOutlined />} aria-label={`Leave stop ${i + 1} off the manifest`} onClick={() => setStops(stops.filter((x) => x.id !== s.id))} data-testid="create-stop-remove" />
            </Space>
          </li>
        ))}
      </ol>
      {skipped.length > 0 && (
        <Alert type="info" title={`No free stops on consignment ${skipped.join(', ')} (a quote, completed, invoiced or already on a manifest).`} data-testid="create-manifest-skipped" style={{ marginBottom: 8 }} />
      )}
      {refusal && <Alert type="warning" title={<span data-testid="create-manifest-problem">{refusal}</span>} style={{ marginBottom: 8 }} />}
      {failure && <Alert type="error" title={<span data-testid="create-manifest-failure">{failure}</span>} />}
    </Modal>
  );
}
