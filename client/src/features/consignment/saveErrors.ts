/** How a failed save reads to the user (spec 1 §5 messages, §8 failures). */
import { isUnauthenticated, readErrorInfo, type FieldError } from '../../app/apollo/errorInfo';

/** spec 1 §8: a stale version (608). */
export const MODIFIED_BY_ANOTHER_USER =
  'The consignment has been modified by another user after you loaded it. Please reload to get the latest version';
/** spec 1 §8: any other failure. */
export const GENERIC_ERROR = 'An error has occurred.';

export type SaveFailure =
  | { kind: 'confirm'; questions: { code: string; message: string }[] }
  | { kind: 'fields'; fields: FieldError[] }
  | { kind: 'message'; message: string }
  /** A 401: the signed-out modal is the whole answer (spec 1 §4), no message on the screen. */
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

/** Field errors grouped for where they show: the form's fields, the address list, and each stop. */
export function groupFieldErrors(fields: readonly FieldError[]) {
  const details: Record<string, string> = {};
  const list: string[] = [];
  const stops = new Map<number, string[]>();
  for (const f of fields) {
    const stop = /^consignmentAddresses\[(\d+)\]/.exec(f.field);
    if (stop) stops.set(Number(stop[1]), [...(stops.get(Number(stop[1])) ?? []), f.message]);
    else if (f.field === 'consignmentAddresses') list.push(f.message);
    else details[f.field] = f.message;
  }
  return { details, list, stops };
}

/** The backdated question's code (spec 1 §5: a first collection in the past on a new consignment). */
export const BACKDATED_CODE = 'BACKDATED';

/**
 * spec 1 §2 lists two modals for the server's questions: the missing-fields confirmation (PO number,
 * cost code: the user may save anyway) and the backdated warning. Asked in that order.
 */
export function splitQuestions(questions: readonly { code: string; message: string }[]) {
  return {
    missingFields: questions.filter((q) => q.code !== BACKDATED_CODE),
    backdated: questions.filter((q) => q.code === BACKDATED_CODE),
  };
}
