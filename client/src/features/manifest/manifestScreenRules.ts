/** Pure rules of the manifest screen (behaviour.md "Manifests / Manifest screen"; "Manifests / Stop progress"; "Shared conventions / Errors and status codes"): formats, stop order, progress input, error wording. */
import { fromLondonWallTime, londonWallTime } from '@domain/dates';
import { deliveryAboveCollection, MANIFEST_MESSAGES, PROGRESS_STEPS, progressRefusal, type ProgressStep } from '@domain/manifest';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import type { ManifestScreenFieldsFragment, ManifestStopFieldsFragment, StopTimesInput } from '../../gql/graphql';

export type ManifestScreenData = ManifestScreenFieldsFragment;
export type ManifestStop = ManifestStopFieldsFragment;

/** behaviour.md "Shared conventions / Stale writes": any failure other than a stale version or a validation message. */
export const GENERIC_ERROR = 'An error has occurred.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** behaviour.md "Manifests / Manifest screen": manifest tracking timestamps show as DD MMM YYYY HH:mm:ss, London time. */
export function trackingTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const w = londonWallTime(new Date(iso));
  return `${pad(w.day)} ${MONTHS[w.month - 1]} ${w.year} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The editor's text for an instant: DD/MM/YYYY HH:mm:ss in London (behaviour.md "Shared conventions / Formats, money and time" display, with seconds). */
export function toEditorText(iso: string | null | undefined): string {
  if (!iso) return '';
  const w = londonWallTime(new Date(iso));
  return `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

const EDITOR_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Reads DD/MM/YYYY HH:mm[:ss] as London time; '' is "cleared" (null); anything else is 'invalid'. */
export function parseEditorText(text: string): string | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  const m = EDITOR_TEXT.exec(t);
  if (!m) return 'invalid';
  const [day, month, year, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return 'invalid';
  const instant = fromLondonWallTime(year, month, day, hour, minute);
  if (londonWallTime(instant).day !== day) return 'invalid';
  return new Date(instant.getTime() + second * 1000).toISOString();
}

/** What the date-time editor holds for one stop. */
export interface ProgressForm {
  start: string;
  arrival: string;
  completion: string;
  /** behaviour.md "Manifests / Stop progress": one time for start, arrival and completion. */
  sameTime: boolean;
  /** The server's SameForAll: the times go on every stop of the manifest. */
  allStops: boolean;
}

/** The editor's form for a stop, from its stored times. */
export function progressFormOf(stop: Pick<ManifestStop, 'startTime' | 'arrivalTime' | 'completionTime'>): ProgressForm {
  return { start: toEditorText(stop.startTime), arrival: toEditorText(stop.arrivalTime), completion: toEditorText(stop.completionTime), sameTime: false, allStops: false };
}

/**
 * The editStopProgress input of a form (behaviour.md "Manifests / Stop progress"): each changed step is set, or cleared when emptied
 * (which resets it); "same for all" sets start, arrival and completion to the start field's time.
 * Steps left as loaded are not sent, so their stored times keep their precision; null = nothing to send.
 */
export function progressInputOf(form: ProgressForm, loaded?: ProgressForm): { input: StopTimesInput | null } | { error: string } {
  const start = parseEditorText(form.start);
  const arrival = form.sameTime ? start : parseEditorText(form.arrival);
  const completion = form.sameTime ? start : parseEditorText(form.completion);
  if ([start, arrival, completion].includes('invalid')) return { error: 'Enter times as DD/MM/YYYY HH:mm:ss' };
  const changed = (key: 'start' | 'arrival' | 'completion') => !loaded || form.sameTime || form.allStops || form[key].trim() !== loaded[key];
  const steps = (['OnRoute', 'Arrived', 'Completed'] as const).filter((_, i) => changed((['start', 'arrival', 'completion'] as const)[i]));
  if (steps.length === 0) return { input: null };
  return { input: { steps: [...steps], startTime: start as string | null, arrivalTime: arrival as string | null, completionTime: completion as string | null, sameForAll: form.allStops } };
}

type RuleStop = Pick<ManifestStop, 'id' | 'consignmentId' | 'isCompleted' | 'consignmentAddressType'>;

/** A new stop order the screen may take: null, or the reason it is refused (the server refuses it too). */
export function orderRefusal(stops: readonly RuleStop[], order: readonly number[]): string | null {
  const byId = new Map(stops.map((s) => [s.id, s]));
  const ordered = order.map((id) => byId.get(id)).filter((s): s is RuleStop => s !== undefined);
  const early = deliveryAboveCollection(ordered.map((s) => ({ id: s.id, consignmentId: s.consignmentId, type: s.consignmentAddressType.name })));
  return early ? MANIFEST_MESSAGES.deliveryBeforeCollection : null;
}

const TIME_OF: Record<ProgressStep, 'startTime' | 'arrivalTime' | 'completionTime'> = { OnRoute: 'startTime', Arrived: 'arrivalTime', Completed: 'completionTime' };

/**
 * The date-time editor's early message, from the same domain rule the server applies to every caller:
 * a delivery on this manifest cannot take a step while a collection of its consignment here is not
 * completed after the change. Collections on other manifests are left to the server.
 */
export function editorRefusal(stop: RuleStop, stops: readonly RuleStop[], input: StopTimesInput): string | null {
  const touched = input.sameForAll ? stops : [stop];
  const stepsSet = PROGRESS_STEPS.filter((step) => input.steps.includes(step) && input[TIME_OF[step]] != null);
  const completes = input.steps.includes('Completed');
  for (const s of touched) {
    const collections = stops.filter((c) => c.consignmentId === s.consignmentId && c.consignmentAddressType.name === 'Collection');
    const done = collections.map((c) => (completes && touched.some((t) => t.id === c.id) ? input.completionTime != null : c.isCompleted));
    const refusal = progressRefusal(s.consignmentAddressType.name, stepsSet, done);
    if (refusal) return refusal;
  }
  return null;
}

/** Moves the stop `movedId` to where `targetId` is (drag and drop); other stops keep their order. */
export function moveStop(order: readonly number[], movedId: number, targetId: number): number[] {
  const from = order.indexOf(movedId);
  const to = order.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = order.filter((id) => id !== movedId);
  next.splice(to, 0, movedId);
  return next;
}

/** Stops in a chosen order; stops the order does not know (added elsewhere since) go last. */
export function inOrder<T extends { id: number }>(stops: readonly T[], order: readonly number[] | null): T[] {
  if (!order) return [...stops];
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...stops].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** behaviour.md "Shared conventions / Errors and status codes": how a failed save, assignment or exchange action reads. */
export function manifestFailure(error: unknown): string {
  const info = readErrorInfo(error);
  if (info.code === 'CONFLICT' || info.status === 608) return MANIFEST_MESSAGES.stale;
  if (info.code === 'BAD_USER_INPUT' || info.code === 'FORBIDDEN') return info.fields[0]?.message ?? info.message ?? GENERIC_ERROR;
  return GENERIC_ERROR;
}

/** behaviour.md "Shared conventions / Errors and status codes": a delete refused with 608 shows the server's message; anything else the generic one. */
export function deleteFailure(error: unknown): string {
  const info = readErrorInfo(error);
  if (info.code === 'CONFLICT' || info.status === 608 || info.code === 'FORBIDDEN') return info.message ?? GENERIC_ERROR;
  return GENERIC_ERROR;
}

/** behaviour.md "Manifests / Manifest screen": white text on the dark status colours (which ones is not shown: any with low luminance). */
export function textColourOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#000';
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5 ? '#fff' : '#000';
}

/** A stop's progress in words. */
export function stopState(stop: Pick<ManifestStop, 'isOnRoute' | 'hasArrived' | 'isCompleted'>): string {
  if (stop.isCompleted) return 'Completed';
  if (stop.hasArrived) return 'Arrived';
  return stop.isOnRoute ? 'On route' : 'Not started';
}

/** The photo id in a stored photo's path (`/api/Photos/{id}`), or a bare id; null for anything else. */
export function photoIdOf(path: string | null | undefined): number | null {
  const m = /(?:^|\/)(\d+)$/.exec(path?.trim() ?? '');
  return m ? Number(m[1]) : null;
}

/** The live transport exchange posting, if the manifest is on the exchange. */
export function livePosting(m: Pick<ManifestScreenData, 'transportExchangeManifests'>) {
  return m.transportExchangeManifests.find((t) => !t.isRemoved) ?? null;
}

/** Splits a list into rows of `size` (behaviour.md "Manifests / Transport exchange": photo grids 3 per row). */
export function rowsOf<T>(items: readonly T[], size = 3): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
