/**
 * CSV export of a manifest search (behaviour.md "Manifests / Manifest search and export" GET /Manifests/{from}/{to}/Export), streamed with
 * csv-stringify, named 'Manifests Export - {date}.csv' (behaviour.md "Booking / Consignment search and export") in Filename and Content-Disposition.
 */
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../context.js';
import { formatDateTime, today } from '../../domain/dates.js';
import { manifestStatusLabel } from '../../domain/manifest.js';
import { neutraliseFormula } from '../../domain/spreadsheet-cell.js';
import type { ManifestView } from './manifest.load.js';
import { manifestSummary } from './manifest.mapper.js';
import { searchManifests, type ManifestSearch } from './manifest.search.js';

/** The export file name for a London day (behaviour.md "Booking / Consignment search and export"). */
export const manifestExportFileName = (now: Date): string => `Manifests Export - ${today(now)}.csv`;

const COLUMNS = [
  'Manifest Number', 'Start Date', 'Vehicle Type', 'Supplier', 'Stops', 'Customers', 'Consignment Numbers', 'Last Delivery Address',
  'Miles', 'Minutes', 'Calculated Cost', 'Cost', 'Sent', 'Acknowledged', 'Status', 'Invoice Status',
];

function row(view: ManifestView): (string | number)[] {
  const { manifest: m, stops } = view;
  const s = manifestSummary(view);
  const unique = (values: (string | number)[]) => [...new Set(values)].join(' ');
  return [
    m.manifestNumber, s.startDeliveryDate ? formatDateTime(s.startDeliveryDate) : '', m.vehicleType.name, m.supplier?.name ?? '',
    s.numberOfConsignmentAddresses, unique(stops.map((x) => x.consignment.customer.name)), unique(stops.map((x) => x.consignment.consignmentNumber)),
    s.formattedLastDeliveryAddress, m.totalMiles, m.totalTimeInMinutes, (m.calculatedCostPence / 100).toFixed(2), (m.costPence / 100).toFixed(2),
    m.isSent ? 'Yes' : 'No', m.isAcknowledged ? 'Yes' : 'No', manifestStatusLabel(s.statusColour.name), m.invoiceStatus,
  ];
}

/** Runs the search (same rules, office only) and streams it as CSV. */
export async function exportManifests(ctx: RequestContext, search: ManifestSearch, reply: FastifyReply) {
  const list = await searchManifests(ctx, search);
  const name = manifestExportFileName(ctx.now);
  const csv = stringify({ header: true, columns: COLUMNS, cast: { string: neutraliseFormula } });
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Filename', name).header('Content-Disposition', `attachment; filename="${name}"`);
  setImmediate(() => {
    for (const view of list) csv.write(row(view));
    csv.end();
  });
  return reply.send(csv);
}
