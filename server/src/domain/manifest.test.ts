import { deliveryAboveCollection, exchangeRefusal, isManifestCompleted, isManifestInvoiced, MANIFEST_MESSAGES, manifestOrders, manifestStatusColour, manifestStatusLabel, PROGRESS_MESSAGES, progressRefusal } from './manifest.js';

const state = (over: Partial<Parameters<typeof manifestStatusColour>[0]> = {}) => ({ hasSupplier: false, isSent: false, isAcknowledged: false, stops: [{ isCompleted: false }, { isCompleted: false }], ...over });

describe('manifest status colour (behaviour.md "Manifests / Manifest lifecycle and status colour")', () => {
  it('a new manifest is Unallocated: White #ffffff', () => {
    expect(manifestStatusColour(state())).toEqual({ name: 'White', hexCode: '#ffffff' });
  });
  it('is Allocated with a supplier, Sent once sent, Acknowledged once the driver acknowledges', () => {
    expect(manifestStatusColour(state({ hasSupplier: true })).name).toBe('Allocated');
    expect(manifestStatusColour(state({ hasSupplier: true, isSent: true })).name).toBe('Sent');
    expect(manifestStatusColour(state({ hasSupplier: true, isSent: true, isAcknowledged: true })).name).toBe('Acknowledged');
  });
  it('first stop completed is #9de89d; every stop completed is #2c6fba', () => {
    expect(manifestStatusColour(state({ hasSupplier: true, stops: [{ isCompleted: true }, { isCompleted: false }] })).hexCode).toBe('#9de89d');
    expect(manifestStatusColour(state({ hasSupplier: true, stops: [{ isCompleted: true }, { isCompleted: true }] })).hexCode).toBe('#2c6fba');
  });
});

describe('manifest rules', () => {
  it('numbers stops 10, 20, 30 (behaviour.md "Manifests / Transport exchange")', () => expect(manifestOrders(3)).toEqual([10, 20, 30]));
  it('keeps completed and invoiced manifests off the transport exchange (issue 19 item 9)', () => {
    expect(exchangeRefusal({ invoiceStatus: 1, completed: false })).toBeNull();
    expect(exchangeRefusal({ invoiceStatus: 1, completed: true })).toBe(MANIFEST_MESSAGES.completedToExchange);
    expect(exchangeRefusal({ invoiceStatus: 3, completed: false })).toBe(MANIFEST_MESSAGES.invoicedToExchange);
  });
  it('counts ReadyToInvoice and Invoiced as invoiced (behaviour.md "Manifests / Saving a manifest")', () => {
    expect([1, 2, 3].map(isManifestInvoiced)).toEqual([false, true, true]);
  });
});

describe('a delivery never goes before its own collection', () => {
  const stop = (id: number, consignmentId: number, type: string) => ({ id, consignmentId, type });
  it('accepts collection then delivery, and stops of other consignments in between', () => {
    expect(deliveryAboveCollection([stop(1, 7, 'Collection'), stop(3, 8, 'Delivery'), stop(2, 7, 'Delivery')])).toBeNull();
  });
  it('finds the delivery placed above its collection', () => {
    expect(deliveryAboveCollection([stop(2, 7, 'Delivery'), stop(1, 7, 'Collection')])?.id).toBe(2);
  });
  it('finds a delivery above the second of two collections of its consignment', () => {
    expect(deliveryAboveCollection([stop(1, 7, 'Collection'), stop(3, 7, 'Delivery'), stop(2, 7, 'Collection')])?.id).toBe(3);
  });
  it("ignores another consignment's collection and a delivery whose collection is not on the manifest", () => {
    expect(deliveryAboveCollection([stop(2, 7, 'Delivery'), stop(1, 8, 'Collection')])).toBeNull();
  });
});

describe('stop progress: the delivery waits for its collection', () => {
  it('refuses any step set on a delivery while a collection of its consignment is not completed', () => {
    for (const step of ['OnRoute', 'Arrived', 'Completed'] as const) {
      expect(progressRefusal('Delivery', [step], [true, false])).toBe(PROGRESS_MESSAGES.collectionFirst);
    }
  });
  it('allows a delivery once every collection is completed, clearing a step, and any collection step', () => {
    expect(progressRefusal('Delivery', ['Completed'], [true, true])).toBeNull();
    expect(progressRefusal('Delivery', [], [false])).toBeNull();
    expect(progressRefusal('Collection', ['Completed'], [false])).toBeNull();
  });
});

describe('a manifest status as people read it (issue 19 item 10)', () => {
  it('reads Unallocated for the White colour of a new manifest, and the state name otherwise', () => {
    expect(manifestStatusLabel('White')).toBe('Unallocated');
    expect(['Allocated', 'Sent', 'Acknowledged', 'First Stop Completed', 'Completed'].map(manifestStatusLabel))
      .toEqual(['Allocated', 'Sent', 'Acknowledged', 'First Stop Completed', 'Completed']);
  });

  it('is completed only with stops, all of them completed', () => {
    expect(isManifestCompleted([])).toBe(false);
    expect(isManifestCompleted([{ isCompleted: true }, { isCompleted: false }])).toBe(false);
    expect(isManifestCompleted([{ isCompleted: true }, { isCompleted: true }])).toBe(true);
  });
});
