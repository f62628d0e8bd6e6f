/**
 * Files the server sends over REST (CSV and xlsx exports, invoice PDFs): fetched with the session Token header,
 * since a plain link cannot carry it, and saved under the server's Content-Disposition name.
 */
import { readToken } from '../app/session/storage';

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

/** Fetches a file with the session Token header and saves it under the server's name (or the fallback); rejects when the server refuses. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: { Token: readToken() ?? '' } });
  if (!res.ok) throw new Error(`Download failed: ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
