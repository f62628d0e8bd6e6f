import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { expect, test } from '@playwright/test';
import { emptyDraft, emptyStop } from './consignmentDraft';
import { errorLines, groupFieldErrors, readSaveFailure, splitQuestions, standingErrors } from './saveErrors';
import { quoteSavedMessage } from './quoteMessages';

test('behaviour.md "Booking / Confirmations and warnings": PO number / cost code questions go to the missing-fields confirmation, BACKDATED to its own warning', () => {
  const po = { code: 'PO_NUMBER_MISSING', message: 'po' };
  const cost = { code: 'COST_CODE_MISSING', message: 'cost' };
  const back = { code: 'BACKDATED', message: 'back' };
  expect(splitQuestions([po, back, cost])).toEqual({ missingFields: [po, cost], backdated: [back] });
  expect(splitQuestions([back])).toEqual({ missingFields: [], backdated: [back] });
  expect(splitQuestions([])).toEqual({ missingFields: [], backdated: [] });
});

test('behaviour.md "Booking / Consignment screen"; "Booking / Consignment search and export": the quote confirmation names the quote and its price in pounds to 2 decimals', () => {
  expect(quoteSavedMessage('Q-1001', 123.5)).toBe('Quote Q-1001 has been saved. Quoted price: £123.50.');
  expect(quoteSavedMessage('Q-1002', null)).toBe('Quote Q-1002 has been saved.');
});

test('behaviour.md "Booking / Consignment lifecycle"; "Shared conventions / Errors and status codes": a 401 on saving is left to the signed-out modal, not shown as a save failure', () => {
  const unauthenticated = new CombinedGraphQLErrors({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] });
  expect(readSaveFailure(unauthenticated)).toEqual({ kind: 'signedOut' });
  const forbidden = new CombinedGraphQLErrors({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });
  expect(readSaveFailure(forbidden)).toEqual({ kind: 'message', message: 'No' });
});

const saveErrors = [
  { field: 'contactName', message: 'Contact name is required' },
  { field: 'poNumber', message: 'This customer does not allow consignments without a PO number' },
  { field: 'poNumber', message: 'PO numbers are at most 100 characters' },
  { field: 'consignmentAddresses', message: 'Please add at least one collection and one delivery address' },
  { field: 'consignmentAddresses[1].address.town', message: 'Town is required' },
  { field: 'consignmentAddresses[1].address.postcode', message: 'Postcode is required' },
  { field: 'consignmentAddresses[1].scheduledStartDateAndTime', message: 'Please enter a valid date and time' },
  { field: 'consignmentAddresses[0].loadDetails[0].quantity', message: 'Quantity is required' },
  { field: 'consignmentAddresses[0].address.latitude', message: 'Latitude must be within ±90' },
];

test('issue 19 item 5: each save message is placed at its field, on its stage and stop, several kept apart', () => {
  const grouped = groupFieldErrors(saveErrors);
  expect(grouped.details).toEqual({
    contactName: ['Contact name is required'],
    poNumber: ['This customer does not allow consignments without a PO number', 'PO numbers are at most 100 characters'],
  });
  expect(grouped.list).toEqual(['Please add at least one collection and one delivery address']);
  expect(grouped.stops.get(1)).toEqual({ town: ['Town is required'], postcode: ['Postcode is required'], schedule: ['Please enter a valid date and time'] });
  expect(grouped.stops.get(0)).toEqual({ loadDetails: ['Quantity is required'], general: ['Latitude must be within ±90'] });
  expect(errorLines(grouped)).toEqual([
    'Contact name is required',
    'This customer does not allow consignments without a PO number',
    'PO numbers are at most 100 characters',
    'Please add at least one collection and one delivery address',
    'Address 1: Quantity is required',
    'Address 1: Latitude must be within ±90',
    'Address 2: Town is required',
    'Address 2: Postcode is required',
    'Address 2: Please enter a valid date and time',
  ]);
});

test('issue 19 item 5: a message goes once its field is changed, the others stay', () => {
  const attempted = { ...emptyDraft(null), stops: [emptyStop(1), { ...emptyStop(2), date: '31/02/2030', time: '10:00' }] };
  expect(standingErrors(saveErrors, attempted, attempted)).toEqual(saveErrors);
  const fixed = {
    ...attempted,
    contactName: 'Ann',
    stops: [{ ...attempted.stops[0], loadDetails: [{ quantity: 2, description: 'Box' }] }, { ...attempted.stops[1], town: 'Leeds' }],
  };
  // Address 1's other message (its coordinates) goes with any change to that stop: it is no longer the stop that failed.
  expect(standingErrors(saveErrors, attempted, fixed).map((e) => e.field)).toEqual([
    'poNumber', 'poNumber', 'consignmentAddresses', 'consignmentAddresses[1].address.postcode', 'consignmentAddresses[1].scheduledStartDateAndTime',
  ]);
  const retimed = { ...fixed, stops: [fixed.stops[0], { ...fixed.stops[1], date: '28/02/2030' }] };
  expect(standingErrors(saveErrors, attempted, retimed).map((e) => e.field)).toEqual(['poNumber', 'poNumber', 'consignmentAddresses[1].address.postcode']);
});
