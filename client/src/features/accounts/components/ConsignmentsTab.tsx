import { useMutation, useQuery } from '@apollo/client/react';
import { CONSIGNMENT_ISSUES, type ConsignmentIssue } from '@domain/accounts';
import { App, Button, Space, Tag, Typography } from 'antd';
import { SelectableTable } from './SelectableTable';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { AccountsConsignmentsQuery as Result, ConsignmentIssueFilter } from '../../../gql/graphql';
import {
  AccountsConsignmentsQuery, HoldConsignmentInvoiceMutation, IgnoreProfitMarginMutation, InvoiceConsignmentsMutation,
} from '../accounts.operations';
import { confirmationText, invoiceSummary, issueLabel, money, needsConfirmation, screenInvoiceDate, totalOf, ukDate, ukDateOf } from '../accountsRules';
import { useAccountsAction } from '../hooks/useAccountsAction';
import { AccountsFilters, initialFilters, type AccountsFilterState } from './AccountsFilters';
import { InvoiceDateModal } from './InvoiceDateModal';
import { InvoicingStatus } from './InvoicingStatus';

type Row = Result['accountsConsignments'][number];

const columns: ColumnsType<Row> = [
  { key: 'number', title: 'Consignment', dataIndex: 'consignmentNumber', width: 110 },
  { key: 'customer', title: 'Customer', dataIndex: 'customerName', width: 200 },
  { key: 'po', title: 'PO Number', dataIndex: 'poNumber', width: 120 },
  { key: 'date', title: 'Date', width: 110, render: (_, r) => ukDateOf(r.startDateTime) },
  { key: 'price', title: 'Price', width: 100, align: 'right', render: (_, r) => money(r.price) },
  { key: 'cost', title: 'Cost', width: 100, align: 'right', render: (_, r) => money(r.cost) },
  { key: 'profit', title: 'Profit', width: 100, align: 'right', render: (_, r) => money(r.profit) },
  { key: 'pod', title: 'POD date', width: 110, render: (_, r) => ukDateOf(r.podDateTime) },
  { key: 'issues', title: 'Issues', render: (_, r) => r.issues.map((i) => <Tag key={i}>{issueLabel(i as ConsignmentIssue)}</Tag>) },
];

/** The Consignments tab (behaviour.md "Accounts / Accounts screen"): consignments to invoice in a range under an issue filter, with selection and invoicing. */
export function ConsignmentsTab() {
  const [filters, setFilters] = useState<AccountsFilterState<ConsignmentIssue>>(() => initialFilters<ConsignmentIssue>('READY_TO_INVOICE', new Date()));
  const [selected, setSelected] = useState<number[]>([]);
  const [invoiceDate, setInvoiceDate] = useState(() => screenInvoiceDate(new Date()));
  const [choosingDate, setChoosingDate] = useState(false);
  const variables = { from: filters.range.from, to: filters.range.to, issue: filters.issue as ConsignmentIssueFilter, customer: filters.name || null };
  const list = useQuery(AccountsConsignmentsQuery, { variables, fetchPolicy: 'network-only' });
  const [invoice] = useMutation(InvoiceConsignmentsMutation);
  const [ignore] = useMutation(IgnoreProfitMarginMutation);
  const [hold] = useMutation(HoldConsignmentInvoiceMutation);
  const act = useAccountsAction();
  const { modal } = App.useApp();

  const after = async (ok: boolean) => {
    if (!ok) return;
    setSelected([]);
    await list.refetch();
  };
  const runInvoice = async () => after(await act(() => invoice({ variables: { ids: selected, invoiceDate } })));
  // issue 19 item 9: invoicing is irreversible, so it always asks, with the count and total (and the issue when filtered on one).
  const startInvoice = () => {
    const summary = invoiceSummary('consignment', selected.length, totalOf(list.data?.accountsConsignments ?? [], selected, (r) => r.price), invoiceDate);
    const content = (
      <div data-testid="invoice-summary">
        {needsConfirmation(filters.issue) && <p>{confirmationText(filters.issue, selected.length)}</p>}
        <p>{summary}</p>
      </div>
    );
    modal.confirm({ title: 'Invoice consignments', content, okText: 'Invoice', onOk: runInvoice, okButtonProps: { 'data-testid': 'confirm-invoice' } as never });
  };

  return (
    <div data-testid="accounts-consignments">
      <AccountsFilters
        value={filters}
        onChange={(next) => { setFilters(next); setSelected([]); }}
        issues={CONSIGNMENT_ISSUES}
        nameLabel="Customer"
        testIdPrefix="consignments-"
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>
          Invoice date: <strong data-testid="consignments-invoice-date">{ukDate(invoiceDate)}</strong>
        </Typography.Text>
        <Button onClick={() => setChoosingDate(true)} data-testid="change-invoice-date">Change</Button>
        <Button type="primary" disabled={!selected.length || filters.issue === 'HOLD_INVOICE'} onClick={startInvoice} data-testid="invoice-consignments">
          Invoice selected ({selected.length})
        </Button>
        <Button disabled={!selected.length} onClick={async () => after(await act(() => ignore({ variables: { ids: selected } }), 'Profit margin ignored'))} data-testid="ignore-profit-margin">
          Ignore profit margin
        </Button>
        <Button disabled={!selected.length} onClick={async () => after(await act(() => hold({ variables: { ids: selected, value: filters.issue !== 'HOLD_INVOICE' } }), 'Saved'))} data-testid="hold-consignments">
          {filters.issue === 'HOLD_INVOICE' ? 'Release hold' : 'Hold invoice'}
        </Button>
        <InvoicingStatus type="CONSIGNMENT" />
      </Space>
      <SelectableTable<Row>
        rows={list.data?.accountsConsignments ?? []}
        columns={columns}
        loading={list.loading}
        failed={!!list.error}
        selected={selected}
        onSelect={setSelected}
        rowTestId={(r) => `accounts-consignment-${r.consignmentNumber}`}
        testId="accounts-consignment-table"
      />
      <InvoiceDateModal
        open={choosingDate}
        title="Invoice date"
        onCancel={() => setChoosingDate(false)}
        onOk={(date) => { setInvoiceDate(date); setChoosingDate(false); }}
      />
    </div>
  );
}
