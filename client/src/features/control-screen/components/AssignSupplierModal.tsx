import { useMutation, useQuery } from '@apollo/client/react';
import { MANIFEST_MESSAGES } from '@domain/manifest';
import { Alert, Modal, Select } from 'antd';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { AssignManifestSupplierMutation, ManifestSuppliersQuery } from '../manifests.operations';
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
  const suppliers = useQuery(ManifestSuppliersQuery, { variables: { id: manifest.id }, fetchPolicy: 'network-only' });
  const [assign, { loading }] = useMutation(AssignManifestSupplierMutation);
  const [supplierId, setSupplierId] = useState<number | null>(initialSupplierId ?? manifest.supplier?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = async (confirmed: boolean) => {
    if (supplierId == null) {
      setProblem(MANIFEST_MESSAGES.noSupplier);
      return;
    }
    setProblem(null);
    try {
      await assign({ variables: { id: manifest.id, supplierId, confirmed, version: manifest.version } });
      setConfirming(false);
      onAssigned();
    } catch (error) {
      const info = readErrorInfo(error);
      if (!confirmed && info.fields.some((f) => f.field === 'confirmed')) {
        setConfirming(true);
        return;
      }
      setConfirming(false);
      setProblem(info.message ?? 'An error has occurred.');
    }
  };

  return (
    <>
      <Modal
        open
        title={`Assign a supplier to manifest ${manifest.manifestNumber}`}
        onCancel={onClose}
        onOk={() => void submit(false)}
        okText="Assign"
        confirmLoading={loading}
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
          loading={suppliers.loading}
          data-testid="assign-supplier-select"
          value={supplierId ?? undefined}
          onChange={(v: number | undefined) => setSupplierId(v ?? null)}
          options={(suppliers.data?.manifestSuppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        {problem && <Alert type="error" title={problem} style={{ marginTop: 8 }} data-testid="assign-supplier-error" />}
        </div>
      </Modal>
      <Modal
        open={confirming}
        title="Default transport exchange supplier"
        onCancel={() => setConfirming(false)}
        onOk={() => void submit(true)}
        okText="Assign"
        okButtonProps={{ 'data-testid': 'confirm-exchange-supplier-ok' } as Record<string, string>}
        data-testid="confirm-exchange-supplier-modal"
      >
        <span data-testid="confirm-exchange-supplier">{MANIFEST_MESSAGES.confirmDefaultExchange}</span>
      </Modal>
    </>
  );
}
