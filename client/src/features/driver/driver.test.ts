import { expect, test } from '@playwright/test';
import type { DriverManifest, DriverStop, QueuedAction } from './driver.types';
import { worthSending } from './geo';
import { fitWithin } from './images';
import { pendingPhotos, waitsForCollection, withPending } from './pending';

const stop = (id: number, type: 'Collection' | 'Delivery', consignmentId = 1): DriverStop => ({
  Id: id, ConsignmentAddressType: { Id: 1, Name: type }, Address: { CompanyName: null, AddressLine1: 'x', AddressLine2: null, Town: null, Postcode: null, Latitude: null, Longitude: null },
  ManifestOrder: id * 10, ScheduledStartDateAndTime: null, ScheduledStartToDateAndTime: null, Timed: false, LoadDetails: [], NoLoadDetailsGiven: true,
  IsOnRoute: false, StartTime: null, HasArrived: false, ArrivalTime: null, IsCompleted: false, CompletionTime: null, NotesFromSupplier: null,
  SignatureName: null, Signature_FileName: null, GoodsPhotos: [], PaperworkPhotos: [], NoPaperworkProvided: false,
  Consignment: { Id: consignmentId, ConsignmentNumber: 1, NotesForSupplier: null, Customer: { Name: 'C' } },
});
const manifest: DriverManifest = {
  Id: 7, ManifestNumber: 70, Version: 1, VehicleType: { Name: 'Van' }, IsAcknowledged: false, AcknowledgedTime: null, StartDeliveryDate: null,
  StatusColour: { Name: 'Sent', HexCode: '#fff' }, ConsignmentAddresses: [stop(1, 'Collection'), stop(2, 'Delivery')],
};
const queued = (id: number, action: QueuedAction['action']): QueuedAction => ({ id, key: `k${id}`, createdAt: '', action, attempts: 0 });

test.describe('driver app: queued actions shown before they are sent (issue 8)', () => {
  test('acknowledge and a completion with signature name are applied on top of the server copy', () => {
    const [m] = withPending([manifest], [
      queued(1, { kind: 'acknowledge', manifestId: 7, at: '2026-01-01T10:00:00Z' }),
      queued(2, { kind: 'progress', stopId: 1, step: 'Completed', at: '2026-01-01T10:05:00Z', signatureName: ' J Smith ', noPaperworkProvided: true }),
    ]);
    expect(m.IsAcknowledged).toBe(true);
    expect(m.ConsignmentAddresses[0]).toMatchObject({ IsCompleted: true, CompletionTime: '2026-01-01T10:05:00Z', SignatureName: 'J Smith', NoPaperworkProvided: true });
    expect(m.ConsignmentAddresses[1].IsCompleted).toBe(false);
    expect(manifest.IsAcknowledged).toBe(false);
  });

  test('the delivery waits until the collection of its consignment is completed', () => {
    expect(waitsForCollection(manifest.ConsignmentAddresses[1], manifest.ConsignmentAddresses)).toBe(true);
    const [m] = withPending([manifest], [queued(1, { kind: 'progress', stopId: 1, step: 'Completed', at: 'x' })]);
    expect(waitsForCollection(m.ConsignmentAddresses[1], m.ConsignmentAddresses)).toBe(false);
    expect(waitsForCollection(manifest.ConsignmentAddresses[0], manifest.ConsignmentAddresses)).toBe(false);
  });

  test('pending photos are counted per stop and kind', () => {
    const blob = new Blob(['x']);
    expect(pendingPhotos([queued(1, { kind: 'photo', stopId: 1, photoKind: 'Goods', blob }), queued(2, { kind: 'photo', stopId: 1, photoKind: 'Signature', blob })]))
      .toEqual({ 1: { Goods: 1, Paperwork: 0, Signature: 1 } });
  });

  test('positions: every 10 s or 50 m; photos: at most 1600 px, never enlarged', () => {
    const a = { latitude: 51.5, longitude: -0.1, at: 0 };
    expect(worthSending(null, a)).toBe(true);
    expect(worthSending(a, { ...a, at: 9_000 })).toBe(false);
    expect(worthSending(a, { ...a, at: 10_000 })).toBe(true);
    expect(worthSending(a, { ...a, latitude: 51.5005, at: 1_000 })).toBe(true);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
