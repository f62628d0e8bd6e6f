import { copyConsignment, type CopyableConsignment } from './consignment-copy.js';
import { InvoiceStatus } from './consignment-lifecycle.js';

function buildDeliveredConsignment(): CopyableConsignment {
  return {
    id: 42,
    consignmentNumber: 'C000042',
    version: 7,
    customerId: 3,
    vehicleTypeId: 2,
    contactName: 'Ann Smith',
    poNumber: 'PO-9',
    notesForSupplier: 'Ring ahead',
    price: 5000,
    recommendedPrice: 5000,
    isQuote: false,
    supplierId: 11,
    supplier: { id: 11, name: 'Fast Vans' },
    invoiceStatus: InvoiceStatus.Invoiced,
    invoiceDate: '2026-06-30',
    invoiceNumber: 'INV-1',
    customerInvoiceId: 5,
    paid: true,
    isManuallyMarkedInvoiceable: true,
    isCompleted: true,
    isDeleted: false,
    cancellationRequested: true,
    dateCreated: '2026-06-01T09:00:00Z',
    consignmentChangeLogs: [{ id: 1, text: 'Created' }],
    additionalCharges: [{ id: 8, description: 'Tail lift', price: 2000, cost: 1500 }],
    consignmentAddresses: [
      {
        id: 100,
        consignmentOrder: 10,
        consignmentAddressType: 'Collection',
        scheduledStartDateAndTime: '2026-06-02T08:00:00Z',
        address: { id: 500, addressLine1: '1 Market Street', town: 'Manchester', postcode: 'M1 1AA', countryId: 1 },
        loadDetails: [{ id: 900, quantity: 2, description: 'Pallets', barcodeFileName: 'b.png' }],
        additionalCharges: [{ id: 70, additionalCharge: { id: 4, chargeFor: 'Waiting' }, price: 1000, cost: 800 }],
        manifestId: 'm1',
        manifestOrder: 20,
        isOnRoute: true,
        startTime: '2026-06-02T07:30:00Z',
        hasArrived: true,
        arrivalTime: '2026-06-02T08:05:00Z',
        isCompleted: true,
        completionTime: '2026-06-02T08:20:00Z',
        signatureName: 'J Bloggs',
        goodsPhotos: ['g1.jpg'],
        paperworkPhotos: ['p1.jpg'],
        notesFromSupplier: 'Left at door',
      },
    ],
  };
}

describe('copyConsignment (behaviour.md "Booking / Copy, cancel and delete")', () => {
  const copy = copyConsignment(buildDeliveredConsignment());
  const stop = (copy.consignmentAddresses as Record<string, unknown>[])[0];

  it('keeps what was booked: customer, vehicle type, contact, references, notes and price', () => {
    expect(copy).toMatchObject({ customerId: 3, vehicleTypeId: 2, contactName: 'Ann Smith', poNumber: 'PO-9', notesForSupplier: 'Ring ahead', price: 5000, isQuote: false });
  });

  it("removes the copied records' identifiers and version", () => {
    for (const field of ['id', 'consignmentNumber', 'version', 'dateCreated']) expect(copy).not.toHaveProperty(field);
    expect(stop).not.toHaveProperty('id');
    expect(stop.address).toEqual({ addressLine1: '1 Market Street', town: 'Manchester', postcode: 'M1 1AA', countryId: 1 });
    expect(stop.loadDetails).toEqual([{ quantity: 2, description: 'Pallets' }]);
    expect(copy.additionalCharges).toEqual([{ description: 'Tail lift', price: 2000, cost: 1500 }]);
  });

  it('keeps references to other records, such as the additional charge type', () => {
    expect(stop.additionalCharges).toEqual([{ additionalCharge: { id: 4, chargeFor: 'Waiting' }, price: 1000, cost: 800 }]);
  });

  it('removes the supplier, the manifest, invoice data and change logs', () => {
    for (const field of ['supplier', 'supplierId', 'invoiceDate', 'invoiceNumber', 'customerInvoiceId', 'consignmentChangeLogs']) {
      expect(copy).not.toHaveProperty(field);
    }
    expect(stop).not.toHaveProperty('manifestId');
    expect(stop).not.toHaveProperty('manifestOrder');
  });

  it('resets InvoiceStatus to Uninvoiced and Paid to false', () => {
    expect(copy).toMatchObject({ invoiceStatus: InvoiceStatus.Uninvoiced, paid: false, isManuallyMarkedInvoiceable: false });
  });

  it("clears the original's progress and state: completion, cancellation request", () => {
    expect(copy).toMatchObject({ isCompleted: false, isDeleted: false, cancellationRequested: false });
    expect(stop).toMatchObject({
      isOnRoute: false,
      startTime: null,
      hasArrived: false,
      arrivalTime: null,
      isCompleted: false,
      completionTime: null,
      signatureName: null,
      goodsPhotos: [],
      paperworkPhotos: [],
      notesFromSupplier: null,
    });
  });

  it('keeps the stop order, type and scheduled time for the user to adjust', () => {
    expect(stop).toMatchObject({ consignmentOrder: 10, consignmentAddressType: 'Collection', scheduledStartDateAndTime: '2026-06-02T08:00:00Z' });
  });

  it('leaves the original untouched', () => {
    const original = buildDeliveredConsignment();
    copyConsignment(original);
    expect(original).toEqual(buildDeliveredConsignment());
  });

  it('copies a consignment with no stops or charges', () => {
    expect(copyConsignment({ id: 1, customerId: 2 })).toEqual({
      customerId: 2,
      invoiceStatus: InvoiceStatus.Uninvoiced,
      paid: false,
      isManuallyMarkedInvoiceable: false,
      isCompleted: false,
      isDeleted: false,
      cancellationRequested: false,
    });
  });
});
