import { expect, test } from '@playwright/test';
import { carrierQueryOf, withNewestPositions, pinsOfCarriers, loadingMessage, LOADING_MESSAGES, londonHourMinute, textColourOn, timeMarkerIndexes, lastUpdate } from './mapRules';

test('behaviour.md "Manifests / Manifest screen": the manifest link is white on the two dark status colours only', () => {
  expect(textColourOn('#2c6fba')).toBe('#ffffff');
  expect(textColourOn('#8B1A1A')).toBe('#ffffff');
  expect(textColourOn('#9de89d')).toBe('#000000');
  expect(textColourOn('#ffffff')).toBe('#000000');
});

test('behaviour.md "Map / Historical tracking": loading messages rotate every 30 seconds', () => {
  expect(loadingMessage(0)).toBe(LOADING_MESSAGES[0]);
  expect(loadingMessage(29_999)).toBe(LOADING_MESSAGES[0]);
  expect(loadingMessage(30_000)).toBe(LOADING_MESSAGES[1]);
  expect(loadingMessage(30_000 * LOADING_MESSAGES.length)).toBe(LOADING_MESSAGES[0]);
});

test('behaviour.md "Shared conventions / Formats, money and time": times show in London, summer and winter', () => {
  expect(londonHourMinute('2026-07-01T08:05:00Z')).toBe('09:05');
  expect(londonHourMinute('2026-01-15T08:05:00Z')).toBe('08:05');
  expect(lastUpdate('2026-07-01T23:30:00Z')).toBe('02/07/2026 00:30');
});

test('a long track gets evenly spaced time markers including both ends', () => {
  expect(timeMarkerIndexes(3)).toEqual([0, 1, 2]);
  const marks = timeMarkerIndexes(1000, 40);
  expect(marks).toHaveLength(40);
  expect(marks[0]).toBe(0);
  expect(marks.at(-1)).toBe(999);
});

test('behaviour.md "Control screen / Consignments tab" Map: the consignment / manifest filters make one carrier search; both empty clears it', () => {
  expect(carrierQueryOf('  ', '')).toBeNull();
  expect(carrierQueryOf(' PO-77 ', '')).toEqual({ text: 'PO-77', manifestNumber: null });
  expect(carrierQueryOf('', ' 12 ')).toEqual({ text: null, manifestNumber: 12 });
  expect(carrierQueryOf('', '12a')).toEqual({ error: 'The manifest number must be a whole number' });
});

test('behaviour.md "Map / Live vehicles" Map: only the carriers found keep their pins; a carrier with no live pin gets one from the search; none without a position', () => {
  const pins = [{ supplierId: 1, from: 'live' }, { supplierId: 2, from: 'live' }, { supplierId: 3, from: 'live' }];
  const fromCarrier = (c: { supplierId: number }) => ({ supplierId: c.supplierId, from: 'search' });
  const carriers = [
    { supplierId: 2, supplierName: 'B', manifestId: 20 },
    { supplierId: 2, supplierName: 'B', manifestId: 19 },
    { supplierId: 7, supplierName: 'G', manifestId: 21, latitude: 51.5, longitude: -0.1, recordedAt: '2026-07-08T10:00:00Z' },
    { supplierId: 9, supplierName: 'I', manifestId: 22, latitude: null, longitude: null, recordedAt: null },
  ];
  expect(pinsOfCarriers(pins, carriers, fromCarrier)).toEqual({
    pins: [{ supplierId: 2, from: 'live' }, { supplierId: 7, from: 'search' }],
    withoutPosition: 1,
  });
  expect(pinsOfCarriers(pins, [], fromCarrier)).toEqual({ pins: [], withoutPosition: 0 });
});

test('behaviour.md "Map / Live vehicles": a live batch moves each pin to its newest position, however the posts were ordered', () => {
  const at = (supplierId: number, recordedAt: string, latitude: number) => ({ supplierId, recordedAt, latitude });
  const pins = new Map([[1, at(1, '2026-11-29T09:00:00.000Z', 50)]]);
  const next = withNewestPositions(pins, [
    at(1, '2026-11-29T09:00:05.000Z', 51),
    at(2, '2026-11-29T09:00:03.000Z', 52),
    at(1, '2026-11-29T09:00:02.000Z', 49),
    at(2, '2026-11-29T09:00:04.000Z', 53),
  ]);
  expect([...next.values()].map((p) => [p.supplierId, p.latitude])).toEqual([[1, 51], [2, 53]]);
  expect(pins.get(1)!.latitude).toBe(50);
});
