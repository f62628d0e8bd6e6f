/**
 * CSV export of the consignment list (spec 1 §7 GET /Consignments/{from}/{to}/Export): the same filters
 * as the search, the Token header, and the file named by the server's Content-Disposition.
 */
import { today } from '@domain/dates';
import type { ConsignmentSearchInput, ManifestSearchInput } from '../../gql/graphql';
import { readToken } from '../../app/session/storage';

/** spec 1 §7: the name used when the server sends none. */
export function defaultExportName(now: Date): string {
  return `Consignments Export - ${today(now)}.csv`;
}

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

/** Downloads the export of a search; rejects when the server refuses. */
export async function downloadExport(search: ConsignmentSearchInput): Promise<void> {
  const { from, to, bookingContact: _ignored, ...filters } = search;
  void _ignored;
  await download(`/api/Consignments/${from}/${to}/Export?${queryOf(filters)}`, defaultExportName(new Date()));
}

/** spec 1 §7 / §9: the manifest name used when the server sends none. */
export function defaultManifestExportName(now: Date): string {
  return `Manifests Export - ${today(now)}.csv`;
}

/** The server's manifest filter names (GET /Manifests/{from}/{to}/Export, spec 1 §7). */
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
  await download(`/api/Manifests/${from}/${to}/Export?${queryOf(renamed)}`, defaultManifestExportName(new Date()));
}

function queryOf(filters: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  }
  return query;
}

/** Fetches a file with the session Token header and saves it under the server's name (or the fallback). */
export async function download(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: { Token: readToken() ?? '' } });
  if (!res.ok) throw new Error(`Export failed: ${res.status}`);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
