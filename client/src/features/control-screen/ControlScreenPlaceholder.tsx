import { Card, Empty, Tabs, Typography } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';

/**
 * Stands in for the Control Screen (spec part 1 §2) until its issue builds it, already with the
 * tabs each role will see: office users Manifests (default) and Consignments, others Consignments only.
 */
export function ControlScreenPlaceholder({ user }: { user: SessionUser }) {
  const consignments = {
    key: 'consignments',
    label: <span data-testid="tab-consignments">Consignments</span>,
    children: (
      <Empty
        description="Consignments with search filters, sortable columns, CSV export and copy will be listed here."
        data-testid="consignments-placeholder"
      />
    ),
  };
  const manifests = {
    key: 'manifests',
    label: <span data-testid="tab-manifests">Manifests</span>,
    children: (
      <Empty
        description="Manifests with search filters, supplier assignment, transport exchange options and sending will be listed here."
        data-testid="manifests-placeholder"
      />
    ),
  };
  const items = user.role === 'OFFICE' ? [manifests, consignments] : [consignments];
  return (
    <Card data-testid="control-screen">
      <Typography.Paragraph type="secondary">
        Welcome, {user.name}. The lists of this screen are being built.
      </Typography.Paragraph>
      <Tabs defaultActiveKey={items[0].key} items={items} />
    </Card>
  );
}
