import { Empty, List, Tag, Typography } from 'antd';
import type { PlanningStopsQuery } from '../../../gql/graphql';

type Stop = PlanningStopsQuery['planningStops'][number];

/** A stop's scheduled time, in the office's clock (London). */
const stopTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }) : '');

/** The day's stops without a manifest, which a plan may put on runs: how many, then each with its type, time and place. */
export function FreeStops({ stops, loading }: { stops: Stop[]; loading: boolean }) {
  return (
    <>
      <Typography.Text data-testid="planning-stop-count">{loading ? 'Loading stops…' : `${stops.length} stops without a manifest`}</Typography.Text>
      <List
        size="small"
        bordered
        style={{ maxHeight: 320, overflow: 'auto' }}
        dataSource={stops}
        locale={{ emptyText: <Empty description="No stops without a manifest on this day" /> }}
        renderItem={(s) => (
          <List.Item data-testid={`planning-stop-${s.id}`}>
            <Tag color={s.consignmentAddressType.name === 'Collection' ? 'blue' : 'green'}>{s.consignmentAddressType.name}</Tag>
            {stopTime(s.scheduledStartDateAndTime)} {s.address.shortAddress}
          </List.Item>
        )}
      />
    </>
  );
}
