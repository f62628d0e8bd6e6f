import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@domain/dates';
import { Tag, Typography } from 'antd';
import { InvoicingEventsQuery } from '../accounts.operations';

const COLOURS: Record<string, string> = { Scheduled: 'blue', Started: 'orange', Finished: 'green' };

/**
 * The newest invoicing run of a type (behaviour.md "Manifests / Manifest lifecycle and status colour": scheduled while DateStarted is empty, then started,
 * then finished), polled while the tab is open so the office sees the job complete.
 */
export function InvoicingStatus({ type }: { type: 'CONSIGNMENT' | 'MANIFEST' }) {
  const { data } = useQuery(InvoicingEventsQuery, { pollInterval: 5000, fetchPolicy: 'network-only' });
  const event = data?.invoicingEvents.find((e) => e.type === type);
  if (!event) return null;
  return (
    <Typography.Text type="secondary" data-testid={`invoicing-status-${type.toLowerCase()}`}>
      Last invoicing run: <Tag color={COLOURS[event.status]}>{event.status}</Tag>
      {event.numberOfRecords} selected{event.status === 'Finished' ? `, ${event.invoiceCount} invoice(s)` : ''} - scheduled {formatDateTime(new Date(event.dateCreated))}
      {event.userName ? ` by ${event.userName}` : ''}
    </Typography.Text>
  );
}
