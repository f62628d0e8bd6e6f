import { expect, test } from '@playwright/test';
import type { LoadedConsignment } from './consignmentDraft';
import { copyDraft } from './pendingCopy';

const stop = (id: number, type: string, order: number, manifestId: number | null) => ({
  id, consignmentOrder: order, manifestId, isOnRoute: true, hasArrived: true, isCompleted: true, isScheduledStartDateAndTimeLocked: false,
  scheduledStartDateAndTime: '2027-03-02T09:15:00.000Z', noLoadDetailsGiven: false, signatureName: 'Sam', signatureFileName: 's.png',
  goodsPhotos: ['g.jpg'], paperworkPhotos: [], noPaperworkProvided: false,
  consignmentAddressType: { id: type === 'Collection' ? 1 : 2, name: type },
  address: { id: id * 10, companyName: 'Acme', addressLine1: `${id} Quay`, addressLine2: null, addressLine3: null, town: 'London', county: null, postcode: 'E1 6AN', latitude: 51.5, longitude: -0.07 },
  loadDetails: [{ id: id * 100, quantity: 3, description: 'Boxes' }],
  additionalCharges: [{ id: id * 1000, price: 5, cost: 2, additionalCharge: { id: 9, chargeFor: 'Tail lift' } }],
});

const original = {
  id: 41, version: 3, consignmentNumber: 1041, consignmentReference: '1041', isQuote: false, isDeleted: false, isCompleted: true,
  isFrequentConsignment: true, consignmentFrequencySettings: { id: 5, startDate: '2027-03-01', consignmentFrequency: null, weekDays: [{ id: 1, name: 'Monday' }] },
  cancellationRequested: false, invoiceStatus: 3, customerId: 7, customer: { id: 7, name: 'Acme', showCostCode: false, isDeactivated: false, isOverCreditLimit: false },
  contactName: 'Olive', contactPhoneNumber: null, contactEmailAddress: null, vehicleType: { id: 2, name: 'Small Van' }, poNumber: 'PO-1', costCode: null,
  customerReference: 'REF', customerReferenceNumber: null, notesForSupplier: 'Ring', notesForOffice: 'Office', notesForInvoice: null,
  isBackload: true, applyPostcodePricingRules: false, calculateTimes: true, price: 50, recommendedPrice: 50, cost: 20, recommendedCost: 20,
  mileage: 10, totalMiles: 10, totalTimeInMinutes: 30, routeIsEstimate: false,
  consignmentAddresses: [stop(2, 'Delivery', 20, 8), stop(1, 'Collection', 10, 8)],
} as unknown as LoadedConsignment;

test('a copy keeps the booking (customer, contact, vehicle, references, stops in order, loads, charges, times) as a new draft', () => {
  const copy = copyDraft(original);
  expect(copy).toMatchObject({ customer: { id: 7 }, contactName: 'Olive', vehicleTypeId: 2, poNumber: 'PO-1', customerReference: 'REF', isBackload: true, applyPostcodePricingRules: false });
  expect(copy.stops.map((s) => [s.typeId, s.addressLine1, s.date, s.time])).toEqual([[1, '1 Quay', '02/03/2027', '09:15'], [2, '2 Quay', '02/03/2027', '09:15']]);
  expect(copy.stops[0].loadDetails).toEqual([{ quantity: 3, description: 'Boxes' }]);
  expect(copy.stops[0].charges).toEqual([{ additionalChargeId: 9, price: 5 }]);
});

test('behaviour.md "Manifests / Stop progress": a copy has no stop ids and is on no manifest, and (like a server copy) is not a frequent template', () => {
  const copy = copyDraft(original);
  expect(copy.stops.map((s) => [s.id, s.manifestId])).toEqual([[undefined, null], [undefined, null]]);
  expect([copy.isFrequent, copy.frequency]).toEqual([false, null]);
});
