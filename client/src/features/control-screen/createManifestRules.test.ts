import { expect, test } from '@playwright/test';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MANIFEST_MESSAGES } from '@domain/manifest';
import type { ConsignmentRow } from './consignmentRules';
import { candidateStops, createFailure, createRefusal, customerBooked, defaultVehicleType, leftOut, ordersOf, shift } from './createManifestRules';

const stop = (id: number, type: string, manifestId: number | null = null, isCompleted = false) => ({
  id, manifestId, isOnRoute: false, hasArrived: false, isCompleted, eta: null, isLate: false, scheduledStartDateAndTime: null, consignmentAddressType: { id: type === 'Collection' ? 1 : 2, name: type },
  address: { id, companyName: null, shortAddress: `Address ${id}`, postcode: 'E1 1AA' },
});

function row(id: number, over: Partial<ConsignmentRow> = {}): ConsignmentRow {
  return {
    id, consignmentNumber: 1000 + id, isQuote: false, isDeleted: false, isCompleted: false, invoiceStatus: 1, vehicleType: { id: 1, name: 'Van' },
    createdBy: { id: 1, name: 'Office', role: 'OFFICE' }, consignmentAddresses: [stop(id * 10 + 1, 'Collection'), stop(id * 10 + 2, 'Delivery')], ...over,
  } as ConsignmentRow;
}

test('the stops offered are the free, unfinished stops of live consignments, collection above delivery', () => {
  const planned = row(2, { consignmentAddresses: [stop(21, 'Collection', 7), stop(22, 'Delivery')] });
  const stops = candidateStops([row(1), planned, row(3, { isQuote: true }), row(4, { invoiceStatus: 3 })]);
  expect(stops.map((s) => [s.id, s.type])).toEqual([[11, 'Collection'], [12, 'Delivery'], [22, 'Delivery']]);
  expect(leftOut([row(1), row(3, { isQuote: true })])).toEqual([1003]);
});

test('behaviour.md "Control screen / Consignments tab": stops are numbered 10, 20, 30 in the order shown; moving one swaps it with its neighbour', () => {
  const stops = candidateStops([row(1), row(2)]);
  expect([...ordersOf(stops).values()]).toEqual([10, 20, 30, 40]);
  expect(shift([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  expect(shift([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
});

test('a manifest needs two stops, a vehicle type, and no delivery above its own collection', () => {
  const [c1, d1, c2, d2] = candidateStops([row(1), row(2)]);
  expect(createRefusal([c1], 1)).toBe(MANIFEST_MESSAGES.atLeastTwoStops);
  expect(createRefusal([d1, c1], 1)).toBe(MANIFEST_MESSAGES.deliveryBeforeCollection);
  expect(createRefusal([c1, c2, d2, d1], null)).toBe('Vehicle type is required');
  expect(createRefusal([c2, c1, d1, d2], 1)).toBeNull();
});

test('the vehicle type offered is the biggest of the chosen consignments', () => {
  const types = [{ id: 1, order: 10 }, { id: 2, order: 20 }];
  expect(defaultVehicleType([row(1), row(2, { vehicleType: { id: 2, name: 'Luton' } })], types)).toBe(2);
  expect(defaultVehicleType([], types)).toBe(1);
});

test('behaviour.md "Manifests / Saving a manifest": only consignments a customer user booked, with a stop on the manifest, prompt the customer e-mail', () => {
  const mine = row(2, { createdBy: { id: 9, name: 'Customer', role: 'CUSTOMER' } });
  const rows = [row(1), mine];
  expect(customerBooked(rows, candidateStops(rows)).map((c) => c.id)).toEqual([2]);
  expect(customerBooked(rows, candidateStops([row(1)]))).toEqual([]);
});

test("behaviour.md 'Shared conventions / Errors and status codes': a 608 on create shows the server's message; a validation failure its own", () => {
  const taken = new CombinedGraphQLErrors({ errors: [{ message: MANIFEST_MESSAGES.stopTaken, extensions: { code: 'CONFLICT' } }] });
  expect(createFailure(taken)).toBe(MANIFEST_MESSAGES.stopTaken);
  const bad = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'consignmentAddresses', message: MANIFEST_MESSAGES.deliveryBeforeCollection }] } }] });
  expect(createFailure(bad)).toBe(MANIFEST_MESSAGES.deliveryBeforeCollection);
  expect(createFailure(new Error('boom'))).toBe('An error has occurred.');
});
