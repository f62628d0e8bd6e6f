import { useMutation, useQuery } from '@apollo/client/react';
import type { ManifestIssue } from '@domain/accounts';
import { useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import type { ManifestIssueFilter } from '../../../gql/graphql';
import { AccountsManifestsQuery, HoldManifestInvoiceMutation, InvoiceManifestsMutation } from '../accounts.operations';
import { invoiceSummary, totalOf } from '../accountsRules';
import { initialFilters, type AccountsFilterState } from '../components/AccountsFilters';
import { useAccountsAction } from './useAccountsAction';

/**
 * The Manifests tab's state (behaviour.md "Suppliers / Suppliers screen"): the filters and the manifests they select,
 * the ticked ones, and the issues that blocked invoicing (a supplier whose deductions exceed its total).
 * Invoicing or holding the ticked ones clears the ticks and reloads the list when it worked.
 */
export function useManifestInvoicing() {
  const [filters, setFilters] = useState<AccountsFilterState<ManifestIssue>>(() => initialFilters<ManifestIssue>('READY_TO_INVOICE', new Date()));
  const [selected, setSelected] = useState<number[]>([]);
  const [issues, setIssues] = useState<string[]>([]);
  const variables = { from: filters.range.from, to: filters.range.to, issue: filters.issue as ManifestIssueFilter, supplier: filters.name || null };
  const list = useQuery(AccountsManifestsQuery, { variables, fetchPolicy: 'network-only' });
  const [invoice] = useMutation(InvoiceManifestsMutation);
  const [hold] = useMutation(HoldManifestInvoiceMutation);
  const act = useAccountsAction();
  const rows = list.data?.accountsManifests ?? [];

  const after = async (ok: boolean) => {
    if (!ok) return;
    setSelected([]);
    await list.refetch();
  };
  const invoiceSelected = async (invoiceDate: string) => {
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

  return {
    filters,
    /** New filters select new rows, so the ticks are cleared. */
    changeFilters: (next: AccountsFilterState<ManifestIssue>) => {
      setFilters(next);
      setSelected([]);
    },
    selected, setSelected,
    rows, loading: list.loading, failed: !!list.error,
    /** What invoicing the ticked manifests on a date comes to, for the date modal. */
    summary: (date: string) => invoiceSummary('manifest', selected.length, totalOf(rows, selected, (r) => r.cost), date),
    invoiceSelected,
    /** Holds the ticked manifests, or releases them when the list shows the held ones. */
    toggleHold: async () => after(await act(() => hold({ variables: { ids: selected, value: filters.issue !== 'HOLD_INVOICE' } }), 'Saved')),
    issues,
    clearIssues: () => setIssues([]),
  };
}
