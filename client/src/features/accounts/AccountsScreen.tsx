import { Tabs, Typography } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';
import { ConsignmentsTab } from './components/ConsignmentsTab';
import { InvoicesTab } from './components/InvoicesTab';
import { ManifestsTab } from './components/ManifestsTab';
import { TxPodsTab } from './components/TxPodsTab';

/** behaviour.md "Roles and access / Access rules": the TX PODs tab is for admin or accounts users. */
export const maySeeTxPods = (user: Pick<SessionUser, 'isAdmin' | 'isAccounts'>): boolean => Boolean(user.isAdmin || user.isAccounts);

/**
 * The Accounts screen (behaviour.md "Customers / Customers screen"): Consignments, Manifests and, for admin or accounts users, TX PODs; plus the
 * customer invoices the job raised (PDF and Xero export, issue 5 item 3).
 */
export function AccountsScreen({ user }: { user: SessionUser }) {
  const items = [
    { key: 'consignments', label: <span data-testid="accounts-tab-consignments">Consignments</span>, children: <ConsignmentsTab /> },
    { key: 'manifests', label: <span data-testid="accounts-tab-manifests">Manifests</span>, children: <ManifestsTab /> },
    ...(maySeeTxPods(user) ? [{ key: 'tx-pods', label: <span data-testid="accounts-tab-tx-pods">TX PODs</span>, children: <TxPodsTab /> }] : []),
    { key: 'invoices', label: <span data-testid="accounts-tab-invoices">Invoices</span>, children: <InvoicesTab /> },
  ];
  return (
    <div data-testid="accounts-screen">
      <Typography.Title level={3}>Accounts</Typography.Title>
      <Tabs items={items} destroyOnHidden />
    </div>
  );
}
