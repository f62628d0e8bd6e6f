import { useMutation, useQuery } from '@apollo/client/react';
import { MANIFEST_MESSAGES } from '@domain/manifest';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import { AssignManifestSupplierMutation, ManifestSuppliersQuery } from '../manifests.operations';
import type { ManifestRow } from '../manifestRules';

/**
 * The assign-supplier modal's state: the suppliers the manifest may go to, the one chosen, and the problem to show.
 * Assigning with none chosen says 'No supplier selected'; when the server asks for a confirmation (the default
 * transport exchange supplier), `confirming` opens it, and `submit(true)` assigns again confirmed.
 */
export function useAssignSupplier(
  manifest: Pick<ManifestRow, 'id' | 'version' | 'supplier'>,
  initialSupplierId: number | null | undefined,
  onAssigned: () => void,
) {
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

  return {
    suppliers: suppliers.data?.manifestSuppliers ?? [],
    suppliersLoading: suppliers.loading,
    supplierId,
    setSupplierId,
    problem,
    assigning: loading,
    confirming,
    cancelConfirm: () => setConfirming(false),
    submit,
  };
}
