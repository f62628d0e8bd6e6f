import { expect, test } from '@playwright/test';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MANIFEST_MESSAGES, PROGRESS_MESSAGES } from '@domain/manifest';
import {
  deleteFailure, editorRefusal, inOrder, orderRefusal, manifestFailure, moveStop, parseEditorText, photoIdOf, progressInputOf, rowsOf, textColourOn, toEditorText, trackingTime,
} from './manifestScreenRules';

const gqlError = (code: string, message: string, fields?: { field: string; message: string }[]) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, fields } }] });

test('behaviour.md "Manifests / Manifest screen": tracking timestamps show as DD MMM YYYY HH:mm:ss in London time', () => {
  expect(trackingTime('2026-07-01T08:05:09Z')).toBe('01 Jul 2026 09:05:09');
  expect(trackingTime('2026-01-15T23:59:59Z')).toBe('15 Jan 2026 23:59:59');
  expect(trackingTime(null)).toBe('');
});

test('behaviour.md "Manifests / Stop progress": the date-time editor reads London DD/MM/YYYY HH:mm[:ss]; empty clears; rubbish is refused', () => {
  expect(parseEditorText('01/07/2026 09:05:09')).toBe('2026-07-01T08:05:09.000Z');
  expect(parseEditorText('15/01/2026 10:00')).toBe('2026-01-15T10:00:00.000Z');
  expect(parseEditorText('  ')).toBeNull();
  expect(parseEditorText('31/02/2026 10:00')).toBe('invalid');
  expect(parseEditorText('yesterday')).toBe('invalid');
  expect(toEditorText('2026-07-01T08:05:09Z')).toBe('01/07/2026 09:05:09');
});

test('behaviour.md "Manifests / Stop progress": every step is sent; a cleared one as null; "same for all" copies the start time', () => {
  const base = { start: '01/07/2026 09:00', arrival: '', completion: '01/07/2026 10:00', sameTime: false, allStops: false };
  expect(progressInputOf(base)).toEqual({
    input: { steps: ['OnRoute', 'Arrived', 'Completed'], startTime: '2026-07-01T08:00:00.000Z', arrivalTime: null, completionTime: '2026-07-01T09:00:00.000Z', sameForAll: false },
  });
  const same = progressInputOf({ ...base, sameTime: true, allStops: true });
  expect(same).toMatchObject({ input: { startTime: '2026-07-01T08:00:00.000Z', arrivalTime: '2026-07-01T08:00:00.000Z', completionTime: '2026-07-01T08:00:00.000Z', sameForAll: true } });
  expect(progressInputOf({ ...base, arrival: 'soon' })).toEqual({ error: 'Enter times as DD/MM/YYYY HH:mm:ss' });
  // Only the steps changed since loading are sent; nothing changed sends nothing.
  const loaded = { ...base, arrival: '01/07/2026 09:30' };
  expect(progressInputOf(base, loaded)).toMatchObject({ input: { steps: ['Arrived'], arrivalTime: null } });
  expect(progressInputOf(loaded, loaded)).toEqual({ input: null });
});

test('drag and drop moves one stop to the target position; the rest keep their order', () => {
  expect(moveStop([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
  expect(moveStop([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
  expect(moveStop([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  expect(inOrder([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1])).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
});

test('behaviour.md "Shared conventions / Stale writes": a stale save reads as the manifest message; validation messages as given; others generic', () => {
  expect(manifestFailure(gqlError('CONFLICT', 'stale'))).toBe(
    'The manifest has been modified by another user after you loaded it. Please reload to get the latest version',
  );
  expect(manifestFailure(gqlError('BAD_USER_INPUT', 'Invalid', [{ field: 'ConsignmentAddresses', message: 'There must be at least 2 consignment addresses on a manifest.' }]))).toBe(
    'There must be at least 2 consignment addresses on a manifest.',
  );
  expect(manifestFailure(gqlError('INTERNAL_SERVER_ERROR', 'boom'))).toBe('An error has occurred.');
  expect(deleteFailure(gqlError('CONFLICT', 'The server says no'))).toBe('The server says no');
  expect(deleteFailure(new Error('network'))).toBe('An error has occurred.');
});

test('behaviour.md "Manifests / Manifest screen"; "Settings / Vehicle types and area rules order": white text on dark status colours; photos from their paths; 3 per row', () => {
  expect(textColourOn('#2c6fba')).toBe('#fff');
  expect(textColourOn('#ffffff')).toBe('#000');
  expect(textColourOn('#9de89d')).toBe('#000');
  expect(photoIdOf('/api/Photos/42')).toBe(42);
  expect(photoIdOf('17')).toBe(17);
  expect(photoIdOf('signature.png')).toBeNull();
  expect(rowsOf([1, 2, 3, 4, 5, 6, 7]).map((r) => r.length)).toEqual([3, 3, 1]);
});

const ruleStop = (id: number, consignmentId: number, name: string, isCompleted = false) => ({ id, consignmentId, isCompleted, consignmentAddressType: { id: name === 'Collection' ? 1 : 2, name } });

test('a dragged order that puts a delivery above its own collection is refused; other orders are taken', () => {
  const stops = [ruleStop(1, 7, 'Collection'), ruleStop(2, 7, 'Delivery'), ruleStop(3, 8, 'Collection'), ruleStop(4, 8, 'Delivery')];
  expect(orderRefusal(stops, [2, 1, 3, 4])).toBe(MANIFEST_MESSAGES.deliveryBeforeCollection);
  expect(orderRefusal(stops, [1, 3, 4, 2])).toBeNull();
});

test('the editor refuses progress on a delivery whose collection is not completed, "same for all" included', () => {
  const stops = [ruleStop(1, 7, 'Collection'), ruleStop(2, 7, 'Delivery')];
  const at = '2026-01-05T10:00:00Z';
  expect(editorRefusal(stops[1], stops, { steps: ['Completed'], completionTime: at })).toBe(PROGRESS_MESSAGES.collectionFirst);
  expect(editorRefusal(stops[1], stops, { steps: ['OnRoute'], startTime: at, sameForAll: true })).toBe(PROGRESS_MESSAGES.collectionFirst);
  expect(editorRefusal(stops[0], stops, { steps: ['OnRoute', 'Arrived', 'Completed'], startTime: at, arrivalTime: at, completionTime: at, sameForAll: true })).toBeNull();
  expect(editorRefusal(stops[1], stops, { steps: ['Completed'], completionTime: null })).toBeNull();
  expect(editorRefusal(stops[1], [ruleStop(1, 7, 'Collection', true), stops[1]], { steps: ['Completed'], completionTime: at })).toBeNull();
});
