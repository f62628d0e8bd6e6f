/**
 * CSV export of a consignment search (spec 1 §7 GET /Consignments/{from}/{to}/Export), streamed with
 * csv-stringify; the name 'Consignments Export - {date}.csv' (spec 1 §9) comes in the Filename and
 * Content-Disposition headers. Cost is a column for office users only.
 */
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../context.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { formatDateTime, today } from '../../domain/dates.js';
import { UserRole } from '../users/user.entity.js';
import type { Consignment } from './consignment.entity.js';
import type { ConsignmentSearch } from './consignment.search.js';
import { searchConsignments } from './consignment.service.js';

/** What a person calls the consignment's state in a list. */
export function consignmentStatus(c: Consignment): string {
  if (c.isDeleted) return 'Deleted';
  if (c.cancellationRequested) return 'Cancellation requested';
  if (c.isQuote) return c.isFrequentConsignment ? 'Frequent template' : 'Quote';
  const stops = c.consignmentAddresses.getItems();
  if (c.isCompleted || (stops.length > 0 && stops.every((s) => s.isCompleted))) return 'Completed';
  if (stops.some((s) => s.isOnRoute || s.hasArrived || s.isCompleted)) return 'In progress';
  return stops.some((s) => s.manifestId != null) ? 'On manifest' : 'Booked';
}

const money = (pence: number): string => (pence / 100).toFixed(2);

/** The export file name for a London day (spec 1 §9 'Consignments Export - {date}.csv'). */
export const exportFileName = (now: Date): string => `Consignments Export - ${today(now)}.csv`;

function row(c: Consignment, showCost: boolean): Record<string, string | number> {
  const stops = c.consignmentAddresses.getItems();
  const first = (type: string) => stops.find((s) => s.consignmentAddressType.name === type)?.address.shortAddress ?? '';
  const lastDelivery = [...stops].reverse().find((s) => s.consignmentAddressType.name === 'Delivery')?.address.shortAddress ?? '';
  const manifests = [...new Set(stops.map((s) => s.manifestId).filter((m) => m != null))].join(' ');
  return {
    'Consignment Number': c.consignmentNumber,
    Customer: c.customer.name,
    'Customer Reference': c.customerReference ?? '',
    'PO Number': c.poNumber ?? '',
    'Booking Contact': c.bookingContact?.name ?? c.contactName,
    Type: c.consignmentType?.shortName ?? '',
    'Vehicle Type': c.vehicleType.name,
    'Start Date': c.startDateTime ? formatDateTime(c.startDateTime) : '',
    'Collection Address': first('Collection'),
    'Delivery Address': lastDelivery,
    Stops: stops.length,
    'Manifest Number': manifests,
    Supplier: c.supplier?.name ?? '',
    Status: consignmentStatus(c),
    Price: money(c.pricePence),
    ...(showCost ? { Cost: money(c.costPence) } : {}),
    'Invoice Status': InvoiceStatus[c.invoiceStatus] ?? String(c.invoiceStatus),
    'Date Created': formatDateTime(c.dateCreated),
    'Created By': c.createdBy?.name ?? '',
    Miles: c.totalMiles,
  };
}

/** Runs the search (same rules and authorisation) and streams it as CSV. */
export async function exportConsignments(ctx: RequestContext, search: ConsignmentSearch, reply: FastifyReply) {
  const list = await searchConsignments(ctx, search);
  const showCost = ctx.user?.role === UserRole.OFFICE;
  const name = exportFileName(ctx.now);
  const csv = stringify({ header: true, columns: Object.keys(row(list[0] ?? emptyShape(), showCost)) });
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Filename', name)
    .header('Content-Disposition', `attachment; filename="${name}"`);
  setImmediate(() => {
    for (const c of list) csv.write(row(c, showCost));
    csv.end();
  });
  return reply.send(csv);
}

/** A blank consignment, only to name the columns of an empty export. */
function emptyShape(): Consignment {
  const none = { getItems: () => [] };
  return { consignmentNumber: 0, customer: { name: '' }, vehicleType: { name: '' }, consignmentAddresses: none, pricePence: 0, costPence: 0, invoiceStatus: InvoiceStatus.Uninvoiced, dateCreated: new Date(0), totalMiles: 0, contactName: '' } as unknown as Consignment;
}
