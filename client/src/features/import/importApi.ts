/** The REST calls of the import screen (/api/Imports): the upload needs multipart, so the whole screen uses REST. */
import { sessionStore } from '../../app/session/sessionStore';
import type { ImportSummary, ImportView } from './importRules';

const IMPORTS = '/api/Imports';

function tokenHeader(): Record<string, string> {
  const token = sessionStore.getToken();
  return token ? { Token: token } : {};
}

/** The server's answer, or a rejection carrying its message (400s name the problem). */
async function answer<T>(response: Response, fallback: string): Promise<T> {
  const reply = (await response.json().catch(() => null)) as (T & { Message?: string; Errors?: { Message?: string }[] }) | null;
  if (!response.ok || !reply) throw new Error(reply?.Errors?.[0]?.Message ?? reply?.Message ?? fallback);
  return reply;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { ...tokenHeader(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Uploads a sheet; office users name the customer. */
export async function uploadSheet(file: File, customerId: number | null): Promise<ImportView> {
  const body = new FormData();
  body.append('file', file, file.name);
  const query = customerId ? `?customerId=${customerId}` : '';
  return answer(await fetch(`${IMPORTS}${query}`, { method: 'POST', headers: tokenHeader(), body }), 'The file could not be uploaded.');
}

export async function loadImport(id: number): Promise<ImportView> {
  return answer(await fetch(`${IMPORTS}/${id}`, { headers: tokenHeader() }), 'The import could not be loaded.');
}

export async function loadProgress(id: number): Promise<ImportSummary> {
  return answer(await fetch(`${IMPORTS}/${id}/Progress`, { headers: tokenHeader() }), 'The progress could not be loaded.');
}

export async function saveMapping(id: number, mapping: Record<string, string>): Promise<ImportView> {
  return answer(await fetch(`${IMPORTS}/${id}/Mapping`, json('PUT', { Mapping: mapping })), 'The columns could not be saved.');
}

export async function startBooking(id: number, rowNumbers: number[], asQuotes: boolean): Promise<ImportSummary> {
  return answer(await fetch(`${IMPORTS}/${id}/Book`, json('POST', { RowNumbers: rowNumbers, AsQuotes: asQuotes })), 'The booking could not be started.');
}

export const templateUrl = (format: 'csv' | 'xlsx') => `${IMPORTS}/Template?format=${format}`;
export const resultUrl = (id: number) => `${IMPORTS}/${id}/Result`;
