import { expect, test } from '@playwright/test';
import { hasSignature, photoIdOf, photoRows } from './proofs';

test('behaviour.md "Booking / Consignment search and export": photos show 3 per row', () => {
  expect(photoRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  expect(photoRows([])).toEqual([]);
});

test('a photo path /api/Photos/{id} names the stored photo; anything else is not fetched', () => {
  expect(photoIdOf('/api/Photos/42')).toBe(42);
  expect(photoIdOf('signature.png')).toBeNull();
  expect(photoIdOf('/api/Photos/4x')).toBeNull();
  expect(photoIdOf(null)).toBeNull();
});

test('a stop has a signature to show when it has a name or an image', () => {
  const none = { signatureName: null, signatureFileName: null, goodsPhotos: [], paperworkPhotos: [], noPaperworkProvided: false };
  expect(hasSignature(none)).toBe(false);
  expect(hasSignature({ ...none, signatureName: 'J Smith' })).toBe(true);
});
