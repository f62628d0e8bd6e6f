import { MANIFEST_MESSAGES } from '@domain/manifest';
import { Alert, Modal, Select } from 'antd';
import { useAssignSupplier } from '../hooks/useAssignSupplier';
import type { ManifestRow } from '../manifestRules';

interface Props {
  manifest: Pick<ManifestRow, 'id' | 'manifestNumber' | 'version' | 'supplier'>;
  /** The supplier picked before the modal opened (the manifest screen's supplier list); else the current one. */
  initialSupplierId?: number | null;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * The assign-supplier modal (behaviour.md "Control screen / Manifests tab"): lists the suppliers the manifest may go to; OK with none chosen
 * says 'No supplier selected'; the default transport exchange supplier asks for a confirmation first.
 */
export function AssignSupplierModal({ manifest, initialSupplierId, onClose, onAssigned }: Props) {
  const a = useAssignSupplier(manifest, initialSupplierId, onAssigned);

  return (
    <>
      <Modal
        open
        title={`Assign a supplier to manifest ${manifest.manifestNumber}`}
        onCancel={onClose}
        onOk={() => void a.submit(false)}
        okText="Assign"
        confirmLoading={a.assigning}
        okButtonProps={{ 'data-testid': 'assign-supplier-ok' } as Record<string, string>}
        data-testid="assign-supplier-modal"
      >
        <div data-testid="assign-supplier-form">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Supplier"
            aria-label="Supplier"
            style={{ width: '100%' }}
            loading={a.suppliersLoading}
            data-testid="assign-supplier-select"
            value={a.supplierId ?? undefined}
            onChange={(v: number | undefined) => a.setSupplierId(v ?? null)}
            options={a.suppliers.map((s) => ({ value: s.id, label: s.name }))}
          />
          {a.problem && <Alert type="error" title={a.problem} style={{ marginTop: 8 }} data-testid="assign-supplier-error" />}
        </div>
      </Modal>
      <Modal
        open={a.confirming}
        title="Default transport exchange supplier"
        onCancel={a.cancelConfirm}
        onOk={() => void a.submit(true)}
        okText="Assign"
        okButtonProps={{ 'data-testid': 'confirm-exchange-supplier-ok' } as Record<string, string>}
        data-testid="confirm-exchange-supplier-modal"
      >
        <span data-testid="confirm-exchange-supplier">{MANIFEST_MESSAGES.confirmDefaultExchange}</span>
      </Modal>
    </>
  );
}
