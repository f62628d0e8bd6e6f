import { expect, test } from '@playwright/test';
import { emptyDraft, emptyStop, invalidStopTimes, isoFromTyped, toInput, withAsap } from './consignmentDraft';
import { groupFieldErrors, readSaveFailure, MODIFIED_BY_ANOTHER_USER } from './saveErrors';
import { maskDate, maskTime } from './typedInputs';

test('behaviour.md "Booking / Consignment screen": typed dates and times complete at the format length', () => {
  expect(maskDate('24122026')).toBe('24/12/2026');
  expect(maskDate('2412')).toBe('24/12');
  expect(maskTime('0930')).toBe('09:30');
  expect(maskTime('09')).toBe('09');
  expect(isoFromTyped('24/12/2026')).toBe('2026-12-24');
  expect(isoFromTyped('24/12')).toBeNull();
});

test("behaviour.md 'Booking / Saving a consignment': a date that is not a real one reads 'Please enter a valid date and time'", () => {
  const stops = [{ ...emptyStop(1), date: '31/02/2030', time: '10:00' }, { ...emptyStop(2), date: '', time: '' }];
  expect([...invalidStopTimes(stops, new Date())]).toEqual([[0, 'Please enter a valid date and time']]);
});

test('behaviour.md "Shared conventions / Formats, money and time": ASAP is now + 30 minutes in London, locked', () => {
  const stop = withAsap(emptyStop(1), new Date('2026-07-01T09:10:30Z'));
  expect(stop).toMatchObject({ date: '01/07/2026', time: '10:40', locked: true, asap: true });
});

test('the save input sends typed dates as YYYY-MM-DD and upper-cases the postcode', () => {
  const draft = { ...emptyDraft(null), stops: [{ ...emptyStop(1), postcode: 'sw1a 1aa', date: '02/03/2027', time: '08:15' }] };
  const input = toInput(draft, { isQuote: true, office: true, accepted: [] });
  expect(input.consignmentAddresses[0]).toMatchObject({ scheduledDate: '2027-03-02', scheduledTime: '08:15', address: { postcode: 'SW1A 1AA' } });
});

test('behaviour.md "Shared conventions / Stale writes": a stale version reads as the 608 message; field errors go where they belong', () => {
  expect(readSaveFailure(new Error('x'))).toEqual({ kind: 'message', message: 'An error has occurred.' });
  expect(MODIFIED_BY_ANOTHER_USER).toMatch(/^The consignment has been modified by another user/);
  const grouped = groupFieldErrors([
    { field: 'contactName', message: 'Contact name is required' },
    { field: 'consignmentAddresses', message: 'list' },
    { field: 'consignmentAddresses[1].address.town', message: 'Town is required' },
  ]);
  expect(grouped.details).toEqual({ contactName: ['Contact name is required'] });
  expect(grouped.list).toEqual(['list']);
  expect(grouped.stops.get(1)).toEqual({ town: ['Town is required'] });
});
