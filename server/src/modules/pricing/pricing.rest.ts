import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import type { Viewer } from '../../domain/field-visibility.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import { viewerOf } from '../../policy/field-visibility.js';
import type { AdditionalCharge } from './additional-charge.entity.js';
import type { AreaAdditionalChargeRule } from './area-rule.entity.js';
import type { PriceMatrix } from './price-matrix.entity.js';
import type { GlobalSettings } from '../settings/global-settings.entity.js';
import { additionalCharges, areaRules, costingMatrices, customerMatrices, defaultMatrices, settings } from './pricing.lookups.js';

const pounds = (pence: number | null | undefined) => (pence == null ? null : penceToPounds(pence));

// Each shape as the viewer may read it (the field-visibility table): costs for the office only, prices not
// for drivers.

/** An additional charge (behaviour.md "Settings / Additional charges, area rules and price matrices": Id, ChargeFor, Cost, Price). */
export const toRestCharge = (c: AdditionalCharge, viewer: Viewer | undefined) =>
  visibleRest('AdditionalCharge', { Id: c.id, ChargeFor: c.chargeFor, Price: pounds(c.pricePence), Cost: pounds(c.costPence) }, viewer);

/** An additional charge as the settings screen edits it (office): with IsDeactivated and Version. */
export const toRestChargeSetting = (c: AdditionalCharge, viewer: Viewer | undefined) =>
  visibleRest('AdditionalCharge', { ...toRestCharge(c, viewer), IsDeactivated: c.isDeactivated, Version: c.version }, viewer);

/** An area rule (behaviour.md "Settings / Additional charges, area rules and price matrices"). */
export const toRestAreaRule = (r: AreaAdditionalChargeRule, viewer: Viewer | undefined) => visibleRest('AreaAdditionalChargeRule', {
  Id: r.id, Name: r.name, Order: r.order, Postcodes: r.postcodes, PostcodeExclusions: r.postcodeExclusions,
  VehicleTypes: r.vehicleTypes.getItems().map((v) => ({ Id: v.id, Name: v.name })),
  PricePercentage: r.pricePercentage, MaxPrice: pounds(r.maxPricePence),
  CostPercentage: r.costPercentage, MaxCost: pounds(r.maxCostPence), VehicleTypeIds: r.vehicleTypeIds, IsDeactivated: r.isDeactivated, Version: r.version,
}, viewer);

/** A price matrix (behaviour.md "Pricing / Price calculation"). */
export const toRestMatrix = (m: PriceMatrix, viewer: Viewer | undefined) => visibleRest('PriceMatrix', {
  Id: m.id, Name: m.name ?? null, CustomerId: m.customer?.id ?? null, VehicleTypeId: m.vehicleType.id, VehicleType: { Id: m.vehicleType.id, Name: m.vehicleType.name, Order: m.vehicleType.order },
  MatrixType: m.matrixType, MatrixPriceIncrement: m.priceIncrement, MinimumPrice: pounds(m.minimumPricePence),
  PriceMatrices: m.rows.getItems().map((r) => visibleRest('PriceMatrixRow', { Id: r.id, From: r.fromValue, To: r.toValue ?? null, Interval: r.interval, PriceBreak: pounds(r.priceBreakPence) }, viewer)),
  IsDeactivated: m.isDeactivated, Version: m.version,
}, viewer);

/** The global settings record (behaviour.md "Settings / Additional charges, area rules and price matrices": BackloadMultiplier, a percentage). */
export const toRestSettings = (g: GlobalSettings, viewer: Viewer | undefined) =>
  visibleRest('GlobalSettings', { BackloadMultiplier: g.backloadMultiplier, Id: g.id, Version: g.version }, viewer);

const list = (summary: string) => ({ summary, response: R.Answers({ 200: R.List(R.Json()) }) });

/** Booking lookups of behaviour.md "Booking / Consignment search and export". */
export async function pricingRoutes(app: FastifyInstance) {
  app.get('/AdditionalCharges', { schema: list('Additional charges.') }, async (request) => (await additionalCharges(request.ctx)).map((c) => toRestCharge(c, viewerOf(request.ctx.user))));
  app.get('/AreaAdditionalChargeRules', { schema: list('Area (postcode) pricing rules.') }, async (request) => (await areaRules(request.ctx)).map((r) => toRestAreaRule(r, viewerOf(request.ctx.user))));
  app.get('/Settings', { schema: { summary: 'The global settings (BackloadMultiplier).', response: R.Answers({ 200: R.Json() }) } }, async (request) => toRestSettings(await settings(request.ctx), viewerOf(request.ctx.user)));
  app.get('/Matrices', { schema: list('The default price matrices.') }, async (request) => (await defaultMatrices(request.ctx)).map((m) => toRestMatrix(m, viewerOf(request.ctx.user))));
  app.get('/Matrices/Costing', { schema: list('The costing matrices.') }, async (request) => (await costingMatrices(request.ctx)).map((m) => toRestMatrix(m, viewerOf(request.ctx.user))));
  app.get<{ Params: { id: string } }>('/Matrices/Customer/:id', { schema: { ...list('A customer\'s price matrices.'), params: R.IdParams() } }, async (request) => (await customerMatrices(request.ctx, Number(request.params.id))).map((m) => toRestMatrix(m, viewerOf(request.ctx.user))));
}
