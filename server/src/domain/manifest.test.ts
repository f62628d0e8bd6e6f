import { isManifestInvoiced, manifestOrders, manifestStatusColour } from './manifest.js';

const state = (over: Partial<Parameters<typeof manifestStatusColour>[0]> = {}) => ({ hasSupplier: false, isSent: false, isAcknowledged: false, stops: [{ isCompleted: false }, { isCompleted: false }], ...over });

describe('manifest status colour (spec 2 §4, spec 1 §9)', () => {
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
  it('numbers stops 10, 20, 30 (spec 1 §9)', () => expect(manifestOrders(3)).toEqual([10, 20, 30]));
  it('counts ReadyToInvoice and Invoiced as invoiced (spec 1 §4)', () => {
    expect([1, 2, 3].map(isManifestInvoiced)).toEqual([false, true, true]);
  });
});
