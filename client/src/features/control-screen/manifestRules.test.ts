import { expect, test } from '@playwright/test';
import { defaultManifestExportName } from './exportCsv';
import { MANIFEST_COLUMNS, exchangeOptionsOf, livePosting, setManifestFlag } from './manifestRules';

test('behaviour.md "Control screen / Consignments tab": the manifest list offers 17 columns and the ETA, each once', () => {
  expect(MANIFEST_COLUMNS).toHaveLength(18);
  expect(new Set(MANIFEST_COLUMNS.map((c) => c.key)).size).toBe(18);
});

test('behaviour.md "Manifests / Supplier assignment": backload and exclude backload exclude each other; non-spec clears the supplier name', () => {
  expect(setManifestFlag('isBackload', true)).toEqual({ isBackload: true, excludeBackload: null });
  expect(setManifestFlag('excludeBackload', true)).toEqual({ excludeBackload: true, isBackload: null });
  expect(setManifestFlag('nonSpec', true)).toEqual({ nonSpec: true, supplierName: null });
  expect(setManifestFlag('isBackload', false)).toEqual({ isBackload: null });
});

test("behaviour.md 'Control screen / Consignments tab': the manifest export's default name", () => {
  expect(defaultManifestExportName(new Date('2026-03-04T10:00:00Z'))).toBe('Manifests Export - 2026-03-04.csv');
});

test('behaviour.md "Manifests / Transport exchange": transport exchange options default to no tail lift, not timed, no notes; a live posting offers its own', () => {
  expect(exchangeOptionsOf({ transportExchangeManifests: [] })).toEqual({ tailLift: false, timed: false, notes: '' });
  const removed = { isRemoved: true, tailLift: true, timed: true, notes: 'old', externalReference: 'SBX-1' };
  expect(exchangeOptionsOf({ transportExchangeManifests: [removed] })).toEqual({ tailLift: false, timed: false, notes: '' });
  const live = { isRemoved: false, tailLift: true, timed: false, notes: null, externalReference: 'SBX-2' };
  expect(livePosting({ transportExchangeManifests: [removed, live] })).toBe(live);
  expect(exchangeOptionsOf({ transportExchangeManifests: [removed, live] })).toEqual({ tailLift: true, timed: false, notes: '' });
});
