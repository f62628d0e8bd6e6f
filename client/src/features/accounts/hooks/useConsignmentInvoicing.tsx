import { useMutation, useQuery } from '@apollo/client/react';
import type { ConsignmentIssue } from '@domain/accounts';
import { App } from 'antd';
import { useState } from 'react';
import type { ConsignmentIssueFilter } from '../../../gql/graphql';
import {
  AccountsConsignmentsQuery, HoldConsignmentInvoiceMutation, IgnoreProfitMarginMutation, InvoiceConsignmentsMutation,
} from '../accounts.operations';
import { confirmationText, invoiceSummary, needsConfirmation, screenInvoiceDate, totalOf } from '../accountsRules';
import { initialFilters, type AccountsFilterState } from '../components/AccountsFilters';
import { useAccountsAction } from './useAccountsAction';

/**
 * The Consignments tab's state (behaviour.md "Accounts / Accounts screen"): the filters and the consignments they
 * select, the ticked ones and the invoice date; invoicing, ignoring the profit margin or holding the ticked ones
 * clears the ticks and reloads the list when it worked.
 */
export function useConsignmentInvoicing() {
  const [filters, setFilters] = useState<AccountsFilterState<ConsignmentIssue>>(() => initialFilters<ConsignmentIssue>('READY_TO_INVOICE', new Date()));
  const [selected, setSelected] = useState<number[]>([]);
  const [invoiceDate, setInvoiceDate] = useState(() => screenInvoiceDate(new Date()));
  const variables = { from: filters.range.from, to: filters.range.to, issue: filters.issue as ConsignmentIssueFilter, customer: filters.name || null };
  const list = useQuery(AccountsConsignmentsQuery, { variables, fetchPolicy: 'network-only' });
  const [invoice] = useMutation(InvoiceConsignmentsMutation);
  const [ignore] = useMutation(IgnoreProfitMarginMutation);
  const [hold] = useMutation(HoldConsignmentInvoiceMutation);
  const act = useAccountsAction();
  const { modal } = App.useApp();
  const rows = list.data?.accountsConsignments ?? [];

  const after = async (ok: boolean) => {
    if (!ok) return;
    setSelected([]);
    await list.refetch();
  };
  const runInvoice = async () => after(await act(() => invoice({ variables: { ids: selected, invoiceDate } })));
  // issue 19 item 9: invoicing is irreversible, so it always asks, with the count and total (and the issue when filtered on one).
  const startInvoice = () => {
    const summary = invoiceSummary('consignment', selected.length, totalOf(rows, selected, (r) => r.price), invoiceDate);
    const content = (
      <div data-testid="invoice-summary">
        {needsConfirmation(filters.issue) && <p>{confirmationText(filters.issue, selected.length)}</p>}
        <p>{summary}</p>
      </div>
    );
    modal.confirm({ title: 'Invoice consignments', content, okText: 'Invoice', onOk: runInvoice, okButtonProps: { 'data-testid': 'confirm-invoice' } as never });
  };

  return {
    filters,
    /** New filters select new rows, so the ticks are cleared. */
    changeFilters: (next: AccountsFilterState<ConsignmentIssue>) => {
      setFilters(next);
      setSelected([]);
    },
    selected, setSelected, invoiceDate, setInvoiceDate,
    rows, loading: list.loading, failed: !!list.error,
    startInvoice,
    ignoreProfitMargin: async () => after(await act(() => ignore({ variables: { ids: selected } }), 'Profit margin ignored')),
    /** Holds the ticked consignments, or releases them when the list shows the held ones. */
    toggleHold: async () => after(await act(() => hold({ variables: { ids: selected, value: filters.issue !== 'HOLD_INVOICE' } }), 'Saved')),
  };
}
