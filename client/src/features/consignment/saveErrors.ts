/** How a failed save reads to the user (behaviour.md "Booking / Consignment details" messages, behaviour.md "Shared conventions / Errors and status codes" failures). */
import { isUnauthenticated, readErrorInfo, type FieldError } from '../../app/apollo/errorInfo';
import type { ConsignmentDraft } from './consignmentDraft';

/** behaviour.md "Shared conventions / Stale writes": a stale version (608). */
export const MODIFIED_BY_ANOTHER_USER =
  'The consignment has been modified by another user after you loaded it. Please reload to get the latest version';
/** behaviour.md "Shared conventions / Stale writes": any other failure. */
export const GENERIC_ERROR = 'An error has occurred.';

export type SaveFailure =
  | { kind: 'confirm'; questions: { code: string; message: string }[] }
  | { kind: 'fields'; fields: FieldError[] }
  | { kind: 'message'; message: string }
  /** A 401: the signed-out modal is the whole answer (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"), no message on the screen. */
  | { kind: 'signedOut' };

/** Sorts a save error into questions to ask, field messages to show, or one message. */
export function readSaveFailure(error: unknown): SaveFailure {
  if (isUnauthenticated(error)) return { kind: 'signedOut' };
  const info = readErrorInfo(error);
  if (info.code === 'CONFLICT' || info.status === 608) return { kind: 'message', message: MODIFIED_BY_ANOTHER_USER };
  if (info.code === 'BAD_USER_INPUT' && info.fields.length) {
    const questions = info.fields
      .filter((f) => f.field.startsWith('confirmation.'))
      .map((f) => ({ code: f.field.slice('confirmation.'.length), message: f.message }));
    if (questions.length === info.fields.length) return { kind: 'confirm', questions };
    return { kind: 'fields', fields: info.fields.filter((f) => !f.field.startsWith('confirmation.')) };
  }
  if (info.status === 403 && info.message) return { kind: 'message', message: info.message };
  return { kind: 'message', message: GENERIC_ERROR };
}

/** The address-stage text fields a stop's message can sit next to (behaviour.md "Booking / Addresses and load details" Address). */
export const STOP_TEXT_FIELDS = ['companyName', 'addressLine1', 'addressLine2', 'addressLine3', 'town', 'county', 'postcode'] as const;
export type StopTextField = (typeof STOP_TEXT_FIELDS)[number];
/** Where a stop's message shows: next to an address field, the date and time, the load details, or above the stop. */
export type StopErrorPlace = StopTextField | 'schedule' | 'loadDetails' | 'general';
/** One stop's messages by where they show. */
export type StopErrors = Partial<Record<StopErrorPlace, string[]>>;

const STOP_PATH = /^consignmentAddresses\[(\d+)\](?:\.(.+))?$/;

/** Which place of the address stage a stop's field path (after `consignmentAddresses[i].`) belongs to. */
export function stopErrorPlace(rest: string | undefined): StopErrorPlace {
  const address = rest && /^address\.(\w+)$/.exec(rest);
  if (address && (STOP_TEXT_FIELDS as readonly string[]).includes(address[1])) return address[1] as StopTextField;
  if (rest?.startsWith('scheduledStart')) return 'schedule';
  if (rest?.startsWith('loadDetails') || rest === 'noLoadDetailsGiven') return 'loadDetails';
  return 'general';
}

/**
 * Field errors grouped for where they show (issue 19 item 5): each details field's messages, the address
 * list's, and each stop's by place. Several messages for one field stay separate.
 */
export function groupFieldErrors(fields: readonly FieldError[]) {
  const details: Record<string, string[]> = {};
  const list: string[] = [];
  const stops = new Map<number, StopErrors>();
  for (const f of fields) {
    const stop = STOP_PATH.exec(f.field);
    if (stop) {
      const errors = stops.get(Number(stop[1])) ?? {};
      const place = stopErrorPlace(stop[2]);
      errors[place] = [...(errors[place] ?? []), f.message];
      stops.set(Number(stop[1]), errors);
    } else if (f.field === 'consignmentAddresses') list.push(f.message);
    else details[f.field] = [...(details[f.field] ?? []), f.message];
  }
  return { details, list, stops };
}

export type GroupedErrors = ReturnType<typeof groupFieldErrors>;

/** Every message of one stop, in place order. */
export const stopMessages = (errors: StopErrors | undefined): string[] => Object.values(errors ?? {}).flat();

/** Every message, each on its own line and saying where it is ('Address 2: Town is required'). */
export function errorLines(grouped: GroupedErrors): string[] {
  return [
    ...Object.values(grouped.details).flat(),
    ...grouped.list,
    ...[...grouped.stops].sort(([a], [b]) => a - b).flatMap(([i, e]) => stopMessages(e).map((m) => `Address ${i + 1}: ${m}`)),
  ];
}

/** The part of the form a field path reads, so that its message goes once the user changes it. */
function valueAt(d: ConsignmentDraft, field: string): unknown {
  const stop = STOP_PATH.exec(field);
  if (stop) {
    const s = d.stops[Number(stop[1])];
    const place = stopErrorPlace(stop[2]);
    // A stop's time is judged against its neighbours (behaviour.md "Booking / Addresses and load details" order), so any stop's time counts.
    if (place === 'schedule') return d.stops.map((x) => [x.date, x.time, x.asap, x.locked]);
    if (place === 'loadDetails') return s && [s.loadDetails, s.noLoadDetailsGiven, s.typeId];
    return place === 'general' ? s : s?.[place];
  }
  if (field === 'consignmentAddresses') return [d.calculateTimes, d.stops.map((x) => [x.typeId, x.date, x.time, x.asap])];
  if (field === 'customer') return d.customer?.id;
  if (field === 'vehicleType') return d.vehicleTypeId;
  if (field.startsWith('consignmentFrequencySettings')) return [d.isFrequent, d.frequency];
  return field in d ? d[field as keyof ConsignmentDraft] : d;
}

/** The messages of a failed save that still apply: those whose part of the form is as it was when saved. */
export function standingErrors(errors: readonly FieldError[], attempted: ConsignmentDraft, draft: ConsignmentDraft): FieldError[] {
  return errors.filter((e) => JSON.stringify(valueAt(attempted, e.field)) === JSON.stringify(valueAt(draft, e.field)));
}

/** The backdated question's code (behaviour.md "Booking / Consignment search and export": a first collection in the past on a new consignment). */
export const BACKDATED_CODE = 'BACKDATED';

/**
 * behaviour.md "Booking / Confirmations and warnings" lists two modals for the server's questions: the missing-fields confirmation (PO number,
 * cost code: the user may save anyway) and the backdated warning. Asked in that order.
 */
export function splitQuestions(questions: readonly { code: string; message: string }[]) {
  return {
    missingFields: questions.filter((q) => q.code !== BACKDATED_CODE),
    backdated: questions.filter((q) => q.code === BACKDATED_CODE),
  };
}
