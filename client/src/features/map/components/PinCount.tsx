import { Typography } from 'antd';

/** How many vehicles the map shows, as a status line screen readers announce when it changes. */
export function PinCount({ count }: { count: number }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0' }} role="status" data-testid="map-pin-count">
      {count} {count === 1 ? 'vehicle' : 'vehicles'} shown
    </Typography.Text>
  );
}
