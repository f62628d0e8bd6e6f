import { Alert, Form, Modal, Select, Typography } from 'antd';
import type { ConsignmentRow } from '../consignmentRules';
import { useCreateManifest } from '../hooks/useCreateManifest';
import { CreateManifestStops } from './CreateManifestStops';
import { CustomerEmailModal } from './CustomerEmailModal';

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
  const c = useCreateManifest(rows, vehicleTypes);

  if (c.step === 'email') {
    return (
      <CustomerEmailModal
        customers={c.customers}
        message={c.message}
        onMessage={c.setMessage}
        loading={c.loading}
        onBack={c.back}
        onCreate={(customerMessage) => void c.submit(customerMessage)}
      />
    );
  }

  return (
    <Modal
      open
      title="Create manifest"
      width={720}
      onCancel={onClose}
      onOk={c.confirm}
      okText="Create manifest"
      confirmLoading={c.loading}
      okButtonProps={{ disabled: c.refusal !== null, ...({ 'data-testid': 'create-manifest-ok' } as Record<string, string>) }}
      data-testid="create-manifest-modal"
    >
      <Form layout="vertical">
        <Form.Item label="Vehicle type" htmlFor="create-manifest-vehicle-type">
          <Select
            id="create-manifest-vehicle-type"
            value={c.vehicleTypeId ?? undefined}
            onChange={c.setVehicleTypeId}
            options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
            data-testid="create-manifest-vehicle-type"
          />
        </Form.Item>
      </Form>
      <Typography.Text strong>Stops, in manifest order</Typography.Text>
      <CreateManifestStops stops={c.stops} orders={c.orders} onChange={c.setStops} />
      {c.skipped.length > 0 && (
        <Alert type="info" title={`No free stops on consignment ${c.skipped.join(', ')} (a quote, completed, invoiced or already on a manifest).`} data-testid="create-manifest-skipped" style={{ marginBottom: 8 }} />
      )}
      {c.refusal && <Alert type="warning" title={<span data-testid="create-manifest-problem">{c.refusal}</span>} style={{ marginBottom: 8 }} />}
      {c.failure && <Alert type="error" title={<span data-testid="create-manifest-failure">{c.failure}</span>} />}
    </Modal>
  );
}
