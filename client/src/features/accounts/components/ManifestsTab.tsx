import { useMutation, useQuery } from '@apollo/client/react';
import { MANIFEST_ISSUES, type ManifestIssue } from '@domain/accounts';
import { Button, Space, Tag } from 'antd';
import { SelectableTable } from './SelectableTable';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import type { AccountsManifestsQuery as Result, ManifestIssueFilter } from '../../../gql/graphql';
import { AccountsManifestsQuery, HoldManifestInvoiceMutation, InvoiceManifestsMutation } from '../accounts.operations';
import { invoiceSummary, issueLabel, money, totalOf, ukDateOf } from '../accountsRules';
import { useAccountsAction } from '../hooks/useAccountsAction';
import { AccountsFilters, initialFilters, type AccountsFilterState } from './AccountsFilters';
import { InvoiceDateModal } from './InvoiceDateModal';
import { InvoicingStatus } from './InvoicingStatus';
import { InvoiceIssuesModal } from './InvoiceIssuesModal';

type Row = Result['accountsManifests'][number];

const columns: ColumnsType<Row> = [
  { key: 'number', title: 'Manifest', dataIndex: 'manifestNumber', width: 100 },
  { key: 'supplier', title: 'Supplier', dataIndex: 'supplierName', width: 200 },
  { key: 'selfBilling', title: 'Self billing', width: 100, render: (_, r) => (r.supplierIsSelfBilling ? 'Yes' : 'No') },
  { key: 'date', title: 'Date', width: 110, render: (_, r) => ukDateOf(r.startDateTime) },
  { key: 'cost', title: 'Cost', width: 100, align: 'right', render: (_, r) => money(r.cost) },
  { key: 'pod', title: 'POD date', width: 110, render: (_, r) => ukDateOf(r.podDateTime) },
  { key: 'reference', title: 'Invoice reference', dataIndex: 'invoiceReference', width: 150 },
  { key: 'issues', title: 'Issues', render: (_, r) => r.issues.map((i) => <Tag key={i}>{issueLabel(i as ManifestIssue)}</Tag>) },
];

/** The Manifests tab (behaviour.md "Suppliers / Suppliers screen"): supplier invoicing, blocked with the issues modal when deductions exceed a supplier's total. */
export function ManifestsTab() {
  const [filters, setFilters] = useState<AccountsFilterState<ManifestIssue>>(() => initialFilters<ManifestIssue>('READY_TO_INVOICE', new Date()));
  const [selected, setSelected] = useState<number[]>([]);
  const [choosingDate, setChoosingDate] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const variables = { from: filters.range.from, to: filters.range.to, issue: filters.issue as ManifestIssueFilter, supplier: filters.name || null };
  const list = useQuery(AccountsManifestsQuery, { variables, fetchPolicy: 'network-only' });
  const [invoice] = useMutation(InvoiceManifestsMutation);
  const [hold] = useMutation(HoldManifestInvoiceMutation);
  const act = useAccountsAction();

  const after = async (ok: boolean) => {
    if (!ok) return;
    setSelected([]);
    await list.refetch();
  };
  const runInvoice = async (invoiceDate: string) => {
    setChoosingDate(false);
    const ok = await act(async () => {
      try {
        await invoice({ variables: { ids: selected, invoiceDate } });
      } catch (e) {
        const blocked = readErrorInfo(e).fields.filter((f) => f.field.startsWith('Suppliers['));
        if (!blocked.length) throw e;
        setIssues(blocked.map((f) => f.message));
        throw e;
      }
    });
    await after(ok);
  };

  return (
    <div data-testid="accounts-manifests">
      <AccountsFilters value={filters} onChange={(next) => { setFilters(next); setSelected([]); }} issues={MANIFEST_ISSUES} nameLabel="Supplier" testIdPrefix="manifests-" />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!selected.length || filters.issue === 'HOLD_INVOICE'} onClick={() => setChoosingDate(true)} data-testid="invoice-manifests">
          Invoice selected ({selected.length})
        </Button>
        <Button disabled={!selected.length} onClick={async () => after(await act(() => hold({ variables: { ids: selected, value: filters.issue !== 'HOLD_INVOICE' } }), 'Saved'))} data-testid="hold-manifests">
          {filters.issue === 'HOLD_INVOICE' ? 'Release hold' : 'Hold invoice'}
        </Button>
        <InvoicingStatus type="MANIFEST" />
      </Space>
      <SelectableTable<Row>
        rows={list.data?.accountsManifests ?? []}
        columns={columns}
        loading={list.loading}
        failed={!!list.error}
        selected={selected}
        onSelect={setSelected}
        rowTestId={(r) => `accounts-manifest-${r.manifestNumber}`}
        testId="accounts-manifest-table"
      />
      <InvoiceDateModal
        open={choosingDate}
        title="Invoice manifests"
        summary={(date) => invoiceSummary('manifest', selected.length, totalOf(list.data?.accountsManifests ?? [], selected, (r) => r.cost), date)}
        onCancel={() => setChoosingDate(false)}
        onOk={(date) => void runInvoice(date)}
      />
      <InvoiceIssuesModal issues={issues} onClose={() => setIssues([])} />
    </div>
  );
}
