/**
 * Copy (behaviour.md "Booking / Consignment screen" "a copy when a copy is pending", behaviour.md "Booking / Consignment lifecycle"): the copy is a new, unsaved booking prefilled by
 * the domain's copy rules. It waits in the browser tab until the new-consignment screen takes it; nothing
 * is stored on the server until the user saves (issue 19 item 3).
 */
import { copyConsignment } from '@domain/consignment-copy';
import { draftFromConsignment, type ConsignmentDraft, type LoadedConsignment } from './consignmentDraft';

const KEY = 'dispatch.pendingCopy';

/**
 * The form state of a copy of `c`: the domain drops its identifiers, stop ids, manifests and progress; like a
 * copy made on the server, it starts as a plain quote (not a frequent template) with the original's stops and times.
 */
export function copyDraft(c: LoadedConsignment): ConsignmentDraft {
  const copied = copyConsignment(c) as unknown as LoadedConsignment;
  return { ...draftFromConsignment(copied), isFrequent: false, frequency: null };
}

/** Keeps the copy for the new-consignment screen (the tab's session storage: a reload there keeps it). */
export function setPendingCopy(draft: ConsignmentDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

/** The pending copy, if any, left in place (a render React throws away, e.g. one that suspended, may read it again). */
export function peekPendingCopy(): ConsignmentDraft | null {
  const text = sessionStorage.getItem(KEY);
  return text ? (JSON.parse(text) as ConsignmentDraft) : null;
}

/** Forgets the pending copy once a screen has shown it: a later new consignment starts empty. */
export function clearPendingCopy(): void {
  sessionStorage.removeItem(KEY);
}

/** The pending copy, if any, taken once. */
export function takePendingCopy(): ConsignmentDraft | null {
  const draft = peekPendingCopy();
  clearPendingCopy();
  return draft;
}
