/**
 * What the driver sees while actions wait in the outbox: the server's manifests with every queued
 * action applied on top (pure, so it is unit-tested), so the screen answers at once even offline.
 */
import { deliveryMustWait } from '@domain/manifest';
import type { DriverManifest, DriverStop, QueuedAction } from './driver.types';

/** Pending photo counts of a stop, by kind; a pending signature counts as 'Signature'. */
export type PendingPhotos = Record<number, { Goods: number; Paperwork: number; Signature: number }>;

function applyToStop(stop: DriverStop, item: QueuedAction): DriverStop {
  const a = item.action;
  if (a.kind !== 'progress' || a.stopId !== stop.Id) return stop;
  if (a.step === 'OnRoute') return { ...stop, IsOnRoute: true, StartTime: a.at };
  if (a.step === 'Arrived') return { ...stop, HasArrived: true, ArrivalTime: a.at };
  return {
    ...stop,
    IsCompleted: true,
    CompletionTime: a.at,
    SignatureName: a.signatureName?.trim() || stop.SignatureName,
    NotesFromSupplier: a.notes?.trim() || stop.NotesFromSupplier,
    NoPaperworkProvided: a.noPaperworkProvided ?? stop.NoPaperworkProvided,
  };
}

/** The manifests as they will be once the queue is sent. */
export function withPending(manifests: DriverManifest[], items: QueuedAction[]): DriverManifest[] {
  return manifests.map((m) => {
    let next = m;
    for (const item of items) {
      const a = item.action;
      if (a.kind === 'acknowledge' && a.manifestId === m.Id) next = { ...next, IsAcknowledged: true, AcknowledgedTime: next.AcknowledgedTime ?? a.at };
      if (a.kind === 'progress') next = { ...next, ConsignmentAddresses: next.ConsignmentAddresses.map((s) => applyToStop(s, item)) };
    }
    return next;
  });
}

/** How many photos and signatures of each stop are still waiting to be sent. */
export function pendingPhotos(items: QueuedAction[]): PendingPhotos {
  const out: PendingPhotos = {};
  for (const { action: a } of items) {
    if (a.kind !== 'photo') continue;
    out[a.stopId] ??= { Goods: 0, Paperwork: 0, Signature: 0 };
    out[a.stopId][a.photoKind] += 1;
  }
  return out;
}

/** A delivery waits for its consignment's collection(s) on this manifest (the server's rule, shared). */
export function waitsForCollection(stop: DriverStop, stops: DriverStop[]): boolean {
  const collections = stops.filter((s) => s.Consignment.Id === stop.Consignment.Id && s.ConsignmentAddressType.Name === 'Collection');
  return deliveryMustWait(stop.ConsignmentAddressType.Name, collections.map((s) => s.IsCompleted));
}
