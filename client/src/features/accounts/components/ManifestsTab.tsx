import { MANIFEST_ISSUES } from '@domain/accounts';
import { Button, Space } from 'antd';
import { SelectableTable } from './SelectableTable';
import { useState } from 'react';
import { useManifestInvoicing } from '../hooks/useManifestInvoicing';
import { manifestColumns, type AccountsManifestRow } from './accountsColumns';
import { AccountsFilters } from './AccountsFilters';
import { InvoiceDateModal } from './InvoiceDateModal';
import { InvoicingStatus } from './InvoicingStatus';
import { InvoiceIssuesModal } from './InvoiceIssuesModal';

/** The Manifests tab (behaviour.md "Suppliers / Suppliers screen"): supplier invoicing, blocked with the issues modal when deductions exceed a supplier's total. */
export function ManifestsTab() {
  const tab = useManifestInvoicing();
  const [choosingDate, setChoosingDate] = useState(false);
  const held = tab.filters.issue === 'HOLD_INVOICE';

  return (
    <div data-testid="accounts-manifests">
      <AccountsFilters value={tab.filters} onChange={tab.changeFilters} issues={MANIFEST_ISSUES} nameLabel="Supplier" testIdPrefix="manifests-" />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!tab.selected.length || held} onClick={() => setChoosingDate(true)} data-testid="invoice-manifests">
          Invoice selected ({tab.selected.length})
        </Button>
        <Button disabled={!tab.selected.length} onClick={tab.toggleHold} data-testid="hold-manifests">
          {held ? 'Release hold' : 'Hold invoice'}
        </Button>
        <InvoicingStatus type="MANIFEST" />
      </Space>
      <SelectableTable<AccountsManifestRow>
        rows={tab.rows}
        columns={manifestColumns}
        loading={tab.loading}
        failed={tab.failed}
        selected={tab.selected}
        onSelect={tab.setSelected}
        rowTestId={(r) => `accounts-manifest-${r.manifestNumber}`}
        testId="accounts-manifest-table"
      />
      <InvoiceDateModal
        open={choosingDate}
        title="Invoice manifests"
        summary={tab.summary}
        onCancel={() => setChoosingDate(false)}
        onOk={(date) => {
          setChoosingDate(false);
          void tab.invoiceSelected(date);
        }}
      />
      <InvoiceIssuesModal issues={tab.issues} onClose={tab.clearIssues} />
    </div>
  );
}
