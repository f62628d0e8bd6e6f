import { useQuery } from '@apollo/client/react';
import { Alert, Drawer, Spin } from 'antd';
import { useMemo } from 'react';
import { SupplierQuery } from '../suppliers.operations';
import { emptySupplierValues, toFormValues } from '../supplierForm';
import type { Lookups } from './fields';
import { SupplierForm } from './SupplierForm';

interface SupplierDrawerProps {
  /** The supplier being edited, 'new' for a new one, null when closed. */
  editing: number | 'new' | null;
  lookups: Lookups | undefined;
  onClose: () => void;
}

/** The supplier detail view: loads the supplier fresh (with its version) each time it opens. */
export function SupplierDrawer({ editing, lookups, onClose }: SupplierDrawerProps) {
  const id = typeof editing === 'number' ? editing : null;
  const { data, loading, error } = useQuery(SupplierQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const supplier = id !== null ? data?.supplier : undefined;
  const initialValues = useMemo(() => (supplier ? toFormValues(supplier) : emptySupplierValues()), [supplier]);
  const ready = editing === 'new' || (supplier && supplier.id === id && !loading);

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      size={Math.min(1080, window.innerWidth)}
      title={editing === 'new' ? 'New supplier' : (supplier?.name ?? 'Supplier')}
      destroyOnHidden
      data-testid="supplier-drawer"
    >
      {error && <Alert type="error" showIcon title="An error has occurred." data-testid="supplier-load-error" />}
      {!error && !ready && <Spin style={{ display: 'block', margin: 48 }} />}
      {!error && ready && (
        <SupplierForm
          key={`${id ?? 'new'}-${supplier?.version ?? 0}`}
          id={id}
          version={supplier?.version ?? null}
          initialValues={initialValues}
          lookups={lookups}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
