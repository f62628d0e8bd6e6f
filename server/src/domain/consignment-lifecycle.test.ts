import {
  InvoiceStatus,
  earliestFrequentStartDate,
  isConsignmentReadOnly,
  isManifestInvoiced,
  isOneToOneWithManifest,
  isQuoteConversion,
  manifestChangesRequired,
  newConsignmentDefaults,
  stateAfterSave,
} from './consignment-lifecycle.js';

describe('new consignment defaults (behaviour.md "Booking / Consignment lifecycle")', () => {
  it('starts as an uninvoiced quote with CalculateTimes and ApplyPostcodePricingRules on, not completed', () => {
    expect(newConsignmentDefaults()).toMatchObject({
      isQuote: true,
      invoiceStatus: InvoiceStatus.Uninvoiced,
      calculateTimes: true,
      applyPostcodePricingRules: true,
      isCompleted: false,
    });
  });

  it('uses the spec numbers for InvoiceStatus (behaviour.md "Booking / Consignment lifecycle": "sets InvoiceStatus to 1")', () => {
    expect([InvoiceStatus.Uninvoiced, InvoiceStatus.ReadyToInvoice, InvoiceStatus.Invoiced]).toEqual([1, 2, 3]);
  });
});

describe('saving and the quote-to-consignment step (behaviour.md "Booking / Consignment lifecycle")', () => {
  const quote = { isQuote: true, isFrequentConsignment: true, invoiceStatus: InvoiceStatus.Uninvoiced };

  it('keeps a quote a quote when it is saved as a quote', () => {
    expect(stateAfterSave(quote, false)).toEqual(quote);
    expect(isQuoteConversion(quote, false)).toBe(false);
  });

  it('converts a quote on save after the warning, clearing the quote and frequent flags and marking it ready to invoice', () => {
    expect(isQuoteConversion(quote, true)).toBe(true);
    expect(stateAfterSave(quote, true)).toEqual({ isQuote: false, isFrequentConsignment: false, invoiceStatus: InvoiceStatus.Uninvoiced });
  });

  it('sets InvoiceStatus to 1 (Uninvoiced) when a consignment is saved, so it stays editable (behaviour.md "Booking / Consignment lifecycle")', () => {
    const consignment = { isQuote: false, isFrequentConsignment: false, invoiceStatus: InvoiceStatus.Uninvoiced };
    expect(isQuoteConversion(consignment, true)).toBe(false);
    expect(stateAfterSave(consignment, true).invoiceStatus).toBe(InvoiceStatus.Uninvoiced);
    expect(stateAfterSave({ ...consignment, invoiceStatus: 0 as InvoiceStatus }, true).invoiceStatus).toBe(InvoiceStatus.Uninvoiced);
  });

  it('never moves an invoiced consignment back', () => {
    const invoiced = { isQuote: false, isFrequentConsignment: false, invoiceStatus: InvoiceStatus.Invoiced };
    expect(stateAfterSave(invoiced, true).invoiceStatus).toBe(InvoiceStatus.Invoiced);
  });
});

describe('read-only consignments (behaviour.md "Booking / Consignment lifecycle")', () => {
  const open = { invoiceStatus: InvoiceStatus.Uninvoiced, isDeleted: false, cancellationRequested: false };
  const office = { isCustomerUser: false };
  const customer = { isCustomerUser: true };

  it('is editable while uninvoiced, not deleted and not being cancelled', () => {
    expect(isConsignmentReadOnly(open, office)).toBe(false);
    expect(isConsignmentReadOnly(open, customer)).toBe(false);
  });

  it('is read-only for everyone once InvoiceStatus is not Uninvoiced', () => {
    expect(isConsignmentReadOnly({ ...open, invoiceStatus: InvoiceStatus.ReadyToInvoice }, office)).toBe(true);
    expect(isConsignmentReadOnly({ ...open, invoiceStatus: InvoiceStatus.Invoiced }, customer)).toBe(true);
  });

  it('is read-only for everyone once deleted', () => {
    expect(isConsignmentReadOnly({ ...open, isDeleted: true }, office)).toBe(true);
  });

  it('is read-only for the customer, not the office, after a cancellation request', () => {
    expect(isConsignmentReadOnly({ ...open, cancellationRequested: true }, customer)).toBe(true);
    expect(isConsignmentReadOnly({ ...open, cancellationRequested: true }, office)).toBe(false);
  });
});

describe('consignment and manifest (behaviour.md "Booking / Consignment lifecycle")', () => {
  const manifests = [
    { id: 'm1', numberOfConsignmentAddresses: 2 },
    { id: 'm2', numberOfConsignmentAddresses: 5 },
  ];

  it('is one-to-one when all stops are on one manifest with the same number of stops', () => {
    expect(isOneToOneWithManifest([{ manifestId: 'm1' }, { manifestId: 'm1' }], manifests)).toBe(true);
  });

  it('is not one-to-one when the manifest carries other stops, stops are split or unplanned', () => {
    expect(isOneToOneWithManifest([{ manifestId: 'm2' }, { manifestId: 'm2' }], manifests)).toBe(false);
    expect(isOneToOneWithManifest([{ manifestId: 'm1' }, { manifestId: 'm2' }], manifests)).toBe(false);
    expect(isOneToOneWithManifest([{ manifestId: 'm1' }, { manifestId: null }], manifests)).toBe(false);
    expect(isOneToOneWithManifest([{ manifestId: null }, { manifestId: null }], manifests)).toBe(false);
    expect(isOneToOneWithManifest([], manifests)).toBe(false);
  });

  const shared = { vehicleTypeId: 1, stops: [{ id: 1, manifestId: 'm2' }, { id: 2, manifestId: 'm2' }] };

  it('flags manifest changes when the vehicle type changes on a shared manifest', () => {
    expect(manifestChangesRequired(shared, { vehicleTypeId: 2, stopIds: [1, 2] }, manifests)).toBe(true);
  });

  it('flags manifest changes when a stop is added or removed on a shared manifest', () => {
    expect(manifestChangesRequired(shared, { vehicleTypeId: 1, stopIds: [1, 2, null] }, manifests)).toBe(true);
    expect(manifestChangesRequired(shared, { vehicleTypeId: 1, stopIds: [1] }, manifests)).toBe(true);
    expect(manifestChangesRequired(shared, { vehicleTypeId: 1, stopIds: [1, 3] }, manifests)).toBe(true);
  });

  it('does not flag a save that changes neither vehicle type nor the stop list, or only reorders stops', () => {
    expect(manifestChangesRequired(shared, { vehicleTypeId: 1, stopIds: [1, 2] }, manifests)).toBe(false);
    expect(manifestChangesRequired(shared, { vehicleTypeId: 1, stopIds: [2, 1] }, manifests)).toBe(false);
  });

  it('does not flag changes when the consignment is one-to-one with its manifest', () => {
    const oneToOne = { vehicleTypeId: 1, stops: [{ id: 1, manifestId: 'm1' }, { id: 2, manifestId: 'm1' }] };
    expect(manifestChangesRequired(oneToOne, { vehicleTypeId: 2, stopIds: [1, 2, null] }, manifests)).toBe(false);
  });

  it('does not flag changes when no stop is on a manifest yet', () => {
    const unplanned = { vehicleTypeId: 1, stops: [{ id: 1, manifestId: null }, { id: 2, manifestId: null }] };
    expect(manifestChangesRequired(unplanned, { vehicleTypeId: 2, stopIds: [1] }, manifests)).toBe(false);
  });

  it('shows a manifest as invoiced once it is ReadyToInvoice or Invoiced', () => {
    expect(isManifestInvoiced(InvoiceStatus.Uninvoiced)).toBe(false);
    expect(isManifestInvoiced(InvoiceStatus.ReadyToInvoice)).toBe(true);
    expect(isManifestInvoiced(InvoiceStatus.Invoiced)).toBe(true);
  });
});

describe('earliest frequent consignment start date (behaviour.md "Booking / Frequent consignments")', () => {
  // The week of Monday 6 July 2026, noon in London.
  const on = (date: string): Date => new Date(`${date}T11:00:00Z`);

  it.each([
    ['Wednesday', '2026-07-08', '2026-07-13'],
    ['Thursday', '2026-07-09', '2026-07-13'],
    ['Friday', '2026-07-10', '2026-07-13'],
    ['Saturday', '2026-07-11', '2026-07-13'],
  ])('offers next Monday on a %s', (_day, today, expected) => {
    expect(earliestFrequentStartDate(on(today))).toBe(expected);
  });

  it.each([
    ['Sunday', '2026-07-12', '2026-07-20'],
    ['Monday', '2026-07-06', '2026-07-20'],
    ['Tuesday', '2026-07-07', '2026-07-20'],
  ])('skips a further week on a %s', (_day, today, expected) => {
    expect(earliestFrequentStartDate(on(today))).toBe(expected);
  });

  it('uses the London date: 00:30 on a Wednesday in summer is Wednesday, though UTC still says Tuesday', () => {
    expect(earliestFrequentStartDate(new Date('2026-07-07T23:30:00Z'))).toBe('2026-07-13');
  });

  it('crosses month and year ends', () => {
    expect(earliestFrequentStartDate(on('2026-12-30'))).toBe('2027-01-04');
  });
});
