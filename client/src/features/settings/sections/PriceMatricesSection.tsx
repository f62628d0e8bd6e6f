import type { SettingsPriceMatrixFragment } from '../../../gql/graphql';
import { EditModal } from '../components/EditModal';
import { SettingsTable } from '../components/SettingsTable';
import { usePriceMatrices } from '../hooks/usePriceMatrices';
import { usePriceMatrixEditor, type MatrixValues } from '../hooks/usePriceMatrixEditor';
import { priceMatrixColumns } from './priceMatrixColumns';
import { PriceMatrixFields } from './PriceMatrixFields';
import { PriceMatrixFilters } from './PriceMatrixFilters';

/**
 * Price matrices (behaviour.md "Suppliers / Suppliers screen"; "Settings / Additional charges, area rules and price matrices"): the default PRICING matrices or the COSTING - SUPPLIER ones, or a
 * customer's; create and edit with their bands, delete after confirmation.
 */
export function PriceMatricesSection() {
  const { type, setType, customerId, setCustomerId, rows, loading, customerName, typeOptions, customerOptions } = usePriceMatrices();
  const { editing, setEditing, row, saving, save, destroy, initialValues } = usePriceMatrixEditor(type, customerId);

  return (
    <>
      <SettingsTable<SettingsPriceMatrixFragment>
        testId="price-matrices"
        title="Price matrices"
        rows={rows}
        loading={loading}
        searchText={(r) => `${r.name ?? ''} ${r.vehicleType.name}`}
        onAdd={() => setEditing('new')}
        extra={<PriceMatrixFilters type={type} onTypeChange={setType} customerId={customerId} onCustomerChange={setCustomerId} customerOptions={customerOptions} />}
        columns={priceMatrixColumns({ customerName, onEdit: setEditing, onDelete: destroy })}
      />
      <EditModal<MatrixValues>
        testId="price-matrices"
        title={row ? 'Edit price matrix' : 'New price matrix'}
        open={editing !== null}
        initialValues={initialValues}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
        <PriceMatrixFields typeOptions={typeOptions} customerOptions={customerOptions} />
      </EditModal>
    </>
  );
}
