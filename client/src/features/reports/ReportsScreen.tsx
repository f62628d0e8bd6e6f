import { Card, Result, Tabs } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';
import { CreditTab } from './components/CreditTab';
import { EarningsTab } from './components/EarningsTab';
import { SalesSummaryTab } from './components/SalesSummaryTab';
import { SalesTab } from './components/SalesTab';
import { UserIpLogsTab } from './components/UserIpLogsTab';

/**
 * The Reports screen (behaviour.md "Reports / Reports screen"): Sales Summary, Sales, Earnings, Credit, and User Ip Logs for admins
 * only (behaviour.md "Roles and access / Access rules"). The reports are office data, so other roles see why there is nothing here.
 */
export function ReportsScreen({ user }: { user: SessionUser }) {
  if (user.role !== 'OFFICE') {
    return <Result status="403" title="Reports" subTitle="Reports are for office users." data-testid="reports-screen" />;
  }
  const tabs = [
    { key: 'sales-summary', label: 'Sales Summary', children: <SalesSummaryTab /> },
    { key: 'sales', label: 'Sales', children: <SalesTab /> },
    { key: 'earnings', label: 'Earnings', children: <EarningsTab /> },
    { key: 'credit', label: 'Credit', children: <CreditTab /> },
    ...(user.isAdmin ? [{ key: 'user-ip-logs', label: 'User Ip Logs', children: <UserIpLogsTab /> }] : []),
  ];
  return (
    <Card title="Reports" data-testid="reports-screen">
      <Tabs
        destroyOnHidden
        items={tabs.map((t) => ({ ...t, label: <span data-testid={`reports-tab-${t.key}`}>{t.label}</span> }))}
      />
    </Card>
  );
}
