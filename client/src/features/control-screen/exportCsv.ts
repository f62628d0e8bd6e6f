/**
 * CSV export of the consignment list (behaviour.md "Booking / Consignment search and export" GET /Consignments/{from}/{to}/Export): the same filters
 * as the search, the Token header, and the file named by the server's Content-Disposition.
 */
import { today } from '@domain/dates';
import type { ConsignmentSearchInput, ManifestSearchInput } from '../../gql/graphql';
import { downloadFile } from '../../lib/downloadFile';

/** behaviour.md "Booking / Consignment search and export": the name used when the server sends none. */
export function defaultExportName(now: Date): string {
  return `Consignments Export - ${today(now)}.csv`;
}

/** Downloads the export of a search; rejects when the server refuses. */
export async function downloadExport(search: ConsignmentSearchInput): Promise<void> {
  const { from, to, bookingContact: _ignored, ...filters } = search;
  void _ignored;
  await downloadFile(`/api/Consignments/${from}/${to}/Export?${queryOf(filters)}`, defaultExportName(new Date()));
}

/** behaviour.md "Booking / Consignment search and export" / behaviour.md "Control screen / Consignments tab": the manifest name used when the server sends none. */
export function defaultManifestExportName(now: Date): string {
  return `Manifests Export - ${today(now)}.csv`;
}

/** The server's manifest filter names (GET /Manifests/{from}/{to}/Export, behaviour.md "Manifests / Manifest search and export"). */
const MANIFEST_PARAMS: Record<string, string> = {
  nonSpec: 'nonspec',
  notAcknowledged: 'notacknowledged',
  isBackload: 'isbackload',
  excludeBackload: 'excludebackload',
  isDeleted: 'isdeleted',
};

/** Downloads the export of a manifest search; rejects when the server refuses. */
export async function downloadManifestExport(search: ManifestSearchInput): Promise<void> {
  const { from, to, ...filters } = search;
  const renamed = Object.fromEntries(Object.entries(filters).map(([k, v]) => [MANIFEST_PARAMS[k] ?? k, v]));
  await downloadFile(`/api/Manifests/${from}/${to}/Export?${queryOf(renamed)}`, defaultManifestExportName(new Date()));
}

function queryOf(filters: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  }
  return query;
}
