import type { FastifyInstance } from 'fastify';
import { penceToPounds } from '../../domain/money.js';
import { pathId, showsCost } from '../consignments/consignment.rest.js';
import type { AdditionalCharge } from './additional-charge.entity.js';
import type { AreaAdditionalChargeRule } from './area-rule.entity.js';
import type { PriceMatrix } from './price-matrix.entity.js';
import type { GlobalSettings } from '../settings/global-settings.entity.js';
import { additionalCharges, areaRules, costingMatrices, customerMatrices, defaultMatrices, settings } from './pricing.lookups.js';

const pounds = (pence: number | null | undefined) => (pence == null ? null : penceToPounds(pence));

/** An additional charge (spec 1 §3: Id, ChargeFor, Cost, Price). */
export const toRestCharge = (c: AdditionalCharge, cost: boolean) => ({ Id: c.id, ChargeFor: c.chargeFor, Price: pounds(c.pricePence), ...(cost ? { Cost: pounds(c.costPence) } : {}) });

/** An additional charge as the settings screen edits it (office): with IsDeactivated and Version. */
export const toRestChargeSetting = (c: AdditionalCharge) => ({ ...toRestCharge(c, true), IsDeactivated: c.isDeactivated, Version: c.version });

/** An area rule (spec 1 §3). */
export const toRestAreaRule = (r: AreaAdditionalChargeRule, cost: boolean) => ({
  Id: r.id, Name: r.name, Order: r.order, Postcodes: r.postcodes, PostcodeExclusions: r.postcodeExclusions,
  VehicleTypes: r.vehicleTypes.getItems().map((v) => ({ Id: v.id, Name: v.name })),
  PricePercentage: r.pricePercentage, MaxPrice: pounds(r.maxPricePence),
  ...(cost ? { CostPercentage: r.costPercentage, MaxCost: pounds(r.maxCostPence), VehicleTypeIds: r.vehicleTypeIds, IsDeactivated: r.isDeactivated, Version: r.version } : {}),
});

/** A price matrix (spec 1 §3). */
export const toRestMatrix = (m: PriceMatrix) => ({
  Id: m.id, Name: m.name ?? null, CustomerId: m.customer?.id ?? null, VehicleTypeId: m.vehicleType.id, VehicleType: { Id: m.vehicleType.id, Name: m.vehicleType.name, Order: m.vehicleType.order },
  MatrixType: m.matrixType, MatrixPriceIncrement: m.priceIncrement, MinimumPrice: pounds(m.minimumPricePence),
  PriceMatrices: m.rows.getItems().map((r) => ({ Id: r.id, From: r.fromValue, To: r.toValue ?? null, Interval: r.interval, PriceBreak: pounds(r.priceBreakPence) })),
  IsDeactivated: m.isDeactivated, Version: m.version,
});

/** The global settings record (spec 2 §3: BackloadMultiplier, a percentage). */
export const toRestSettings = (g: GlobalSettings, office = true) => ({ BackloadMultiplier: g.backloadMultiplier, ...(office ? { Id: g.id, Version: g.version } : {}) });

/** Booking lookups of spec 1 §7. */
export async function pricingRoutes(app: FastifyInstance) {
  app.get('/AdditionalCharges', async (request) => (await additionalCharges(request.ctx)).map((c) => toRestCharge(c, showsCost(request.ctx))));
  app.get('/AreaAdditionalChargeRules', async (request) => (await areaRules(request.ctx)).map((r) => toRestAreaRule(r, showsCost(request.ctx))));
  app.get('/Settings', async (request) => toRestSettings(await settings(request.ctx), showsCost(request.ctx)));
  app.get('/Matrices', async (request) => (await defaultMatrices(request.ctx)).map(toRestMatrix));
  app.get('/Matrices/Costing', async (request) => (await costingMatrices(request.ctx)).map(toRestMatrix));
  app.get<{ Params: { id: string } }>('/Matrices/Customer/:id', async (request) => (await customerMatrices(request.ctx, pathId(request.params.id))).map(toRestMatrix));
}
