import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import type { RequestContext } from '../../context.js';
import type { MatrixRowDraft } from '../../domain/pricing-settings.js';
import { asObject, idParam, optBool, optInt, optNumber, optText, queryBool, queryText, type Json } from '../settings/rest-input.js';
import { createAreaRule, moveAreaRule, searchAreaRules, updateAreaRule, type AreaRuleInput, type RuleMove } from './area-rule.service.js';
import { createAdditionalCharge, searchAdditionalCharges, updateAdditionalCharge, updateGlobalSettings, type ChargeInput } from './charge-settings.service.js';
import { createMatrix, deleteMatrix, getMatrix, updateMatrix, type MatrixInput } from './matrix.service.js';
import { toRestAreaRule, toRestChargeSetting, toRestMatrix, toRestSettings } from './pricing.rest.js';

type Query = Record<string, unknown>;

function charge(raw: unknown): ChargeInput {
  const b = asObject(raw);
  return { chargeFor: optText(b, 'ChargeFor'), price: optNumber(b, 'Price'), cost: optNumber(b, 'Cost'), isDeactivated: optBool(b, 'IsDeactivated'), version: optInt(b, 'Version') };
}

/** The vehicle types, as ids or as {Id} objects (the schema checked both and gives ids). */
function ids(b: Json): number[] | undefined {
  return (b.VehicleTypeIds ?? b.VehicleTypes ?? undefined) as number[] | undefined;
}

function areaRule(raw: unknown): AreaRuleInput {
  const b = asObject(raw);
  return {
    name: optText(b, 'Name'), postcodes: optText(b, 'Postcodes'), postcodeExclusions: optText(b, 'PostcodeExclusions'), vehicleTypeIds: ids(b),
    pricePercentage: optNumber(b, 'PricePercentage'), maxPrice: optNumber(b, 'MaxPrice'), costPercentage: optNumber(b, 'CostPercentage'), maxCost: optNumber(b, 'MaxCost'),
    isDeactivated: optBool(b, 'IsDeactivated'), version: optInt(b, 'Version'),
  };
}

/** The matrix rows (the schema checked each is an object of numbers). */
function rows(b: Json): MatrixRowDraft[] | undefined {
  const raw = b.PriceMatrices as Json[] | null | undefined;
  return raw?.map((r) => ({ from: optNumber(r, 'From'), to: optNumber(r, 'To'), interval: optNumber(r, 'Interval'), priceBreak: optNumber(r, 'PriceBreak') }));
}

/** A lookup value as the schema took it: its name ('PRICING'), its id (1) or an object {Id} / {Name}. */
function lookup(b: Json, field: string): string | null | undefined {
  const v = b[field] ?? b[`${field}Id`];
  if (v === undefined || v === null) return v as null | undefined;
  return typeof v === 'object' ? String((v as Json).Name ?? (v as Json).Id ?? '') : String(v);
}

function matrix(raw: unknown): MatrixInput {
  const b = asObject(raw);
  return {
    name: optText(b, 'Name'), customerId: optInt(b, 'CustomerId'), vehicleTypeId: optInt(b, 'VehicleTypeId') ?? (typeof b.VehicleType === 'object' && b.VehicleType ? optInt(b.VehicleType as Json, 'Id') : undefined),
    matrixType: lookup(b, 'MatrixType'), priceIncrement: lookup(b, 'MatrixPriceIncrement'), minimumPrice: optNumber(b, 'MinimumPrice'),
    rows: rows(b), isDeactivated: optBool(b, 'IsDeactivated'), version: optInt(b, 'Version'),
  };
}

const ID = R.IdRecordParams();
/** rest-input's words (settings dialect): PascalCase fields, sentences; a missing body reads as {}. */
const CHECKED = { checked: true, dialect: 'settings' } as const;
const CHARGE = R.Body({ ChargeFor: R.Text(), Price: R.Num('Pounds.'), Cost: R.Num('Pounds.'), IsDeactivated: R.Flag(), Version: R.Whole('The version loaded; required on update.') }, 'An additional charge.', CHECKED);
const RULE = R.Body({
  Name: R.Text(), Postcodes: R.Text('Postcode prefixes.'), PostcodeExclusions: R.Text(), VehicleTypeIds: R.Ids('Vehicle type ids.', '{Key} must be a list of ids.'),
  VehicleTypes: R.Ids('The vehicle types as {Id} objects, when VehicleTypeIds is not given.', '{Key} must be a list of ids.'), PricePercentage: R.Num(), MaxPrice: R.Num(),
  CostPercentage: R.Num(), MaxCost: R.Num(), IsDeactivated: R.Flag(), Version: R.Whole('The version loaded; required on update.'),
}, 'An area additional charge rule.', CHECKED);
const LOOKUP = (name: string) => R.Type.Union([R.Type.String(), R.Type.Number(), R.Body({ Id: R.Whole(), Name: R.Text() })], { description: `The ${name} as its name, its id or {Id}/{Name}.`, 'x-message': '{Key} is not valid.' });
const MATRIX = R.Body({
  Name: R.Text(), CustomerId: R.Whole(), ...R.Refs('VehicleType'), MatrixType: LOOKUP('matrix type'), MatrixTypeId: LOOKUP('matrix type'),
  MatrixPriceIncrement: LOOKUP('price increment'), MatrixPriceIncrementId: LOOKUP('price increment'), MinimumPrice: R.Num(),
  PriceMatrices: R.List(R.Body({ From: R.Num(), To: R.Num(), Interval: R.Num(), PriceBreak: R.Num() }, 'A row.'), 'The rows.'), IsDeactivated: R.Flag(), Version: R.Whole('The version loaded; required on update.'),
}, 'A price matrix.', CHECKED);
const MOVE = { summary: 'Moves an area rule one place in the order; answers the list.', params: ID, body: R.Body({ Version: R.Whole('The version loaded.') }, 'The rule\'s version.', CHECKED), response: R.Answers({ 200: R.List(R.Json()) }), ...R.STALE };
const search = (summary: string, keys: Record<string, R.TSchema>) => ({ summary, querystring: R.Query({ name: R.QueryText('Part of the name.'), isDeactivated: R.QueryText('true or false.'), ...keys }), response: R.Answers({ 200: R.List(R.Json()) }) });

/** Office routes of the pricing settings (behaviour.md "Settings / Settings lists" Settings: Settings, AdditionalCharges, AreaAdditionalChargeRules, Matrices). */
export async function pricingSettingsRoutes(app: FastifyInstance) {
  app.put<{ Params: { id: string } }>('/Settings/:id', { schema: { summary: 'Saves the global settings.', params: ID, body: R.Body({ BackloadMultiplier: R.Num('A percentage.'), Version: R.Whole() }, 'The global settings.', { checked: true, dialect: 'settings' }), response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => toRestSettings(await updateGlobalSettings(request.ctx, idParam(request.params.id), {
    backloadMultiplier: optNumber(asObject(request.body), 'BackloadMultiplier'), version: optInt(asObject(request.body), 'Version'),
  }), viewerOf(request.ctx.user)));

  const charges = async (ctx: RequestContext, q: Query, all: boolean) =>
    (await searchAdditionalCharges(ctx, { name: queryText(q.name ?? q.chargeFor ?? q.ChargeFor), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all })).map((c) => toRestChargeSetting(c, viewerOf(ctx.user)));
  app.get('/AdditionalCharges/All', { schema: search('Every additional charge, deactivated too.', { chargeFor: R.QueryText('Part of the name.') }) }, async (request) => charges(request.ctx, request.query as Query, true));
  app.get('/AdditionalCharges/Search', { schema: search('Additional charges, filtered.', { chargeFor: R.QueryText('Part of the name.') }) }, async (request) => charges(request.ctx, request.query as Query, false));
  app.post('/AdditionalCharges', { schema: { summary: 'Adds an additional charge.', body: CHARGE, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => reply.status(201).send(toRestChargeSetting(await createAdditionalCharge(request.ctx, charge(request.body)), viewerOf(request.ctx.user))));
  app.put<{ Params: { id: string } }>('/AdditionalCharges/:id', { schema: { summary: 'Saves an additional charge.', params: ID, body: CHARGE, response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestChargeSetting(await updateAdditionalCharge(request.ctx, id, charge(request.body)), viewerOf(request.ctx.user));
  });

  const rules = async (ctx: RequestContext, q: Query, all: boolean) =>
    (await searchAreaRules(ctx, { name: queryText(q.name ?? q.Name), postcode: queryText(q.postcode ?? q.Postcode), isDeactivated: queryBool(q.isDeactivated ?? q.IsDeactivated, 'isDeactivated'), all })).map((r) => toRestAreaRule(r, viewerOf(ctx.user)));
  app.get('/AreaAdditionalChargeRules/All', { schema: search('Every area rule, deactivated too.', { postcode: R.QueryText('A postcode the rule covers.') }) }, async (request) => rules(request.ctx, request.query as Query, true));
  app.get('/AreaAdditionalChargeRules/Search', { schema: search('Area rules, filtered.', { postcode: R.QueryText('A postcode the rule covers.') }) }, async (request) => rules(request.ctx, request.query as Query, false));
  app.post('/AreaAdditionalChargeRules', { schema: { summary: 'Adds an area rule.', body: RULE, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => reply.status(201).send(toRestAreaRule(await createAreaRule(request.ctx, areaRule(request.body)), viewerOf(request.ctx.user))));
  app.put<{ Params: { id: string } }>('/AreaAdditionalChargeRules/:id', { schema: { summary: 'Saves an area rule.', params: ID, body: RULE, response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestAreaRule(await updateAreaRule(request.ctx, id, areaRule(request.body)), viewerOf(request.ctx.user));
  });
  const move = (direction: RuleMove) => async (request: { ctx: RequestContext; params: { id: string }; body: unknown }) => {
    const id = idParam(request.params.id);
    return (await moveAreaRule(request.ctx, id, direction, optInt(asObject(request.body), 'Version'))).map((r) => toRestAreaRule(r, viewerOf(request.ctx.user)));
  };
  app.put<{ Params: { id: string } }>('/AreaAdditionalChargeRules/:id/MoveUp', { schema: MOVE }, move('UP'));
  app.put<{ Params: { id: string } }>('/AreaAdditionalChargeRules/:id/MoveDown', { schema: MOVE }, move('DOWN'));

  app.get<{ Params: { id: string } }>('/Matrices/:id', { schema: { summary: 'One price matrix.', params: ID, response: R.Answers({ 200: R.Json() }) } }, async (request) => toRestMatrix(await getMatrix(request.ctx, idParam(request.params.id)), viewerOf(request.ctx.user)));
  app.post('/Matrices', { schema: { summary: 'Adds a price matrix.', body: MATRIX, response: R.Answers({ 201: R.Json() }) } }, async (request, reply) => reply.status(201).send(toRestMatrix(await createMatrix(request.ctx, matrix(request.body)), viewerOf(request.ctx.user))));
  app.put<{ Params: { id: string } }>('/Matrices/:id', { schema: { summary: 'Saves a price matrix.', params: ID, body: MATRIX, response: R.Answers({ 200: R.Json() }), ...R.STALE } }, async (request) => {
    const id = idParam(request.params.id);
    return toRestMatrix(await updateMatrix(request.ctx, id, matrix(request.body)), viewerOf(request.ctx.user));
  });
  app.delete<{ Params: { id: string } }>('/Matrices/:id', { schema: { summary: 'Deletes a price matrix.', params: ID, response: R.Answers({ 204: R.NoContent }) } }, async (request, reply) => {
    await deleteMatrix(request.ctx, idParam(request.params.id));
    return reply.status(204).send();
  });
}
