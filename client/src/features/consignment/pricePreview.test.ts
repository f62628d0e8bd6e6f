import { expect, test } from '@playwright/test';
import { emptyDraft, emptyStop } from './consignmentDraft';
import { previewPrice } from './pricePreview';

const matrix = {
  id: 1,
  customerId: null,
  vehicleTypeId: 7,
  matrixType: 'PRICING' as const,
  priceIncrement: 'DISTANCE' as const,
  minimumPrice: 10,
  rows: [{ from: 0, to: null, interval: 1, priceBreak: 1.5 }],
};
const lookups = { priceMatrices: [matrix], areaAdditionalChargeRules: [], globalSettings: { backloadMultiplier: 70 } };

test('the preview prices the draft with the shared rules and the miles of the last save', () => {
  const draft = { ...emptyDraft(null), vehicleTypeId: 7, stops: [emptyStop(1), emptyStop(2)] };
  const inputs = { lookups, customerMatrices: [], costingMatrices: [], chargeCosts: new Map(), route: { miles: 20, minutes: 40 } };
  expect(previewPrice(draft, inputs)?.price).toBe(3000);
  expect(previewPrice(draft, { ...inputs, route: { miles: 2, minutes: 5 } })?.price).toBe(1000);
});

test("a new booking has no route yet, so there is no preview ('estimated on save')", () => {
  const draft = { ...emptyDraft(null), vehicleTypeId: 7 };
  expect(previewPrice(draft, { lookups, customerMatrices: [], costingMatrices: [], chargeCosts: new Map(), route: null })).toBeNull();
});
