import { Card, Tabs } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';
import { ConsignmentsTab } from './components/ConsignmentsTab';
import { ManifestsTab } from './components/ManifestsTab';

/**
 * The Control Screen (spec part 1 behaviour.md "Control screen / Consignments tab"): office users see Manifests (default) and Consignments, customers
 * Consignments only.
 */
export function ControlScreen({ user }: { user: SessionUser }) {
  const consignments = {
    key: 'consignments',
    label: <span data-testid="tab-consignments">Consignments</span>,
    children: <ConsignmentsTab user={user} />,
  };
  const manifests = {
    key: 'manifests',
    label: <span data-testid="tab-manifests">Manifests</span>,
    children: <ManifestsTab />,
  };
  const items = user.role === 'OFFICE' ? [manifests, consignments] : [consignments];
  return (
    <Card data-testid="control-screen">
      <Tabs defaultActiveKey={items[0].key} items={items} destroyOnHidden={false} />
    </Card>
  );
}
