/**
 * CSV export of the consignment list (spec 1 §7 GET /Consignments/{from}/{to}/Export): the same filters
 * as the search, the Token header, and the file named by the server's Content-Disposition.
 */
import { today } from '@domain/dates';
import type { ConsignmentSearchInput } from '../../gql/graphql';
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
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  }
  const res = await fetch(`/api/Consignments/${from}/${to}/Export?${query}`, { headers: { Token: readToken() ?? '' } });
  if (!res.ok) throw new Error(`Export failed: ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('Content-Disposition')) ?? defaultExportName(new Date());
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
