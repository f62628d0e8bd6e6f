/**
 * Area additional charge rules kept by the office (behaviour.md "Settings / Additional charges, area rules and price matrices"; "Settings / Vehicle types and area rules order"; "Settings / Back-office users"): search by name, postcode and
 * deactivated; create at the end of the order; update (deactivation included); move up or down.
 */
import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireOffice, type RequestContext } from '../../context.js';
import { normalisePostcode, postcodePrefixes } from '../../domain/area-rules.js';
import { poundsToPence } from '../../domain/money.js';
import { amountErrors, normalisedPostcodeList, percentageErrors, postcodeListErrors } from '../../domain/pricing-settings.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { VehicleType } from '../lookups/vehicle-type.entity.js';
import { checkVersion, clean, likeText, writeInTransaction } from '../settings/writes.js';
import { AreaAdditionalChargeRule } from './area-rule.entity.js';

/** behaviour.md "Settings / Vehicle types and area rules order": Order goes in steps of 10. */
export const ORDER_STEP = 10;

/** An area rule as typed; percentages 0-1000, maxima in pounds (null: no cap). */
export interface AreaRuleInput {
  name?: string | null;
  postcodes?: string | null;
  postcodeExclusions?: string | null;
  vehicleTypeIds?: number[] | null;
  pricePercentage?: number | null;
  maxPrice?: number | null;
  costPercentage?: number | null;
  maxCost?: number | null;
  isDeactivated?: boolean | null;
  version?: number | null;
}

/** Search filters (behaviour.md "Accounts / Issue filters": name, postcode, deactivated); undefined deactivated shows active unless `all`. */
export interface AreaRuleFilter { name?: string | null; postcode?: string | null; isDeactivated?: boolean | null; all?: boolean }

const LOAD = { populate: ['vehicleTypes'] as never[], orderBy: { order: 'asc' as const, id: 'asc' as const } };

/**
 * Office search, in Order. A postcode finds the rules with a prefix it starts with (the rules that
 * would apply to it) or a prefix that starts with it (typing 'SW' finds 'SW1A').
 */
export async function searchAreaRules(ctx: RequestContext, filter: AreaRuleFilter): Promise<AreaAdditionalChargeRule[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = {};
  if (clean(filter.name)) where.name = { $ilike: likeText(clean(filter.name)!) };
  if (typeof filter.isDeactivated === 'boolean') where.isDeactivated = filter.isDeactivated;
  else if (!filter.all) where.isDeactivated = false;
  const rules = await ctx.em.find(AreaAdditionalChargeRule, where, LOAD);
  const postcode = clean(filter.postcode) ? normalisePostcode(filter.postcode!) : null;
  if (!postcode) return rules;
  return rules.filter((r) => postcodePrefixes(r.postcodes).some((p) => postcode.startsWith(p) || p.startsWith(postcode)));
}

function ruleErrors(input: AreaRuleInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const name = clean(input.name);
  if (!name && (creating || input.name !== undefined)) errors.push({ field: 'Name', message: 'Name is required' });
  else if (name && name.length > 200) errors.push({ field: 'Name', message: 'Name must be 200 characters or fewer' });
  if (creating || input.postcodes !== undefined) errors.push(...postcodeListErrors(input.postcodes, 'Postcodes', true));
  errors.push(...postcodeListErrors(input.postcodeExclusions, 'PostcodeExclusions', false));
  errors.push(...percentageErrors(input.pricePercentage, 'PricePercentage', creating), ...percentageErrors(input.costPercentage, 'CostPercentage', creating));
  errors.push(...amountErrors(input.maxPrice, 'MaxPrice', false), ...amountErrors(input.maxCost, 'MaxCost', false));
  if (input.vehicleTypeIds?.some((id) => !Number.isInteger(id) || id <= 0)) errors.push({ field: 'VehicleTypeIds', message: 'VehicleTypeIds must be vehicle type ids' });
  errors.push(...collectionErrors('area charge rule', [['VehicleTypeIds', 'vehicle types', input.vehicleTypeIds, COLLECTION_LIMITS.vehicleTypesPerRule]]));
  return errors;
}

async function apply(em: EntityManager, rule: AreaAdditionalChargeRule, input: AreaRuleInput): Promise<void> {
  if (clean(input.name)) rule.name = clean(input.name)!;
  if (input.postcodes !== undefined) rule.postcodes = normalisedPostcodeList(input.postcodes);
  if (input.postcodeExclusions !== undefined) rule.postcodeExclusions = normalisedPostcodeList(input.postcodeExclusions);
  if (typeof input.pricePercentage === 'number') rule.pricePercentage = input.pricePercentage;
  if (typeof input.costPercentage === 'number') rule.costPercentage = input.costPercentage;
  if (input.maxPrice !== undefined) rule.maxPricePence = input.maxPrice === null ? null : poundsToPence(input.maxPrice);
  if (input.maxCost !== undefined) rule.maxCostPence = input.maxCost === null ? null : poundsToPence(input.maxCost);
  if (typeof input.isDeactivated === 'boolean') rule.isDeactivated = input.isDeactivated;
  if (input.vehicleTypeIds) {
    const ids = [...new Set(input.vehicleTypeIds)];
    const types = ids.length ? await em.find(VehicleType, { id: { $in: ids } }) : [];
    const missing = ids.filter((id) => !types.some((t) => t.id === id));
    if (missing.length) throw badInput(missing.map((id) => ({ field: 'VehicleTypeIds', message: `VehicleTypeId ${id} does not exist` })));
    rule.vehicleTypes.set(types);
  }
}

async function lockOrder(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('area_rule_order'))`, [], 'all', em.getTransactionContext());
}

async function reload(ctx: RequestContext, id: number): Promise<AreaAdditionalChargeRule> {
  ctx.em.clear();
  return ctx.em.findOneOrFail(AreaAdditionalChargeRule, { id }, { populate: ['vehicleTypes'] });
}

/** POST /AreaAdditionalChargeRules: added at the end of the order (last + 10). */
export async function createAreaRule(ctx: RequestContext, input: AreaRuleInput): Promise<AreaAdditionalChargeRule> {
  requireOffice(ctx);
  const errors = ruleErrors(input, true);
  if (errors.length) throw badInput(errors);
  const id = await writeInTransaction(ctx.em, async (em) => {
    await lockOrder(em);
    const [last] = await em.find(AreaAdditionalChargeRule, {}, { orderBy: { order: 'desc' }, limit: 1 });
    const rule = em.create(AreaAdditionalChargeRule, { name: clean(input.name)!, order: (last?.order ?? 0) + ORDER_STEP, postcodes: '', pricePercentage: 0, costPercentage: 0 });
    await apply(em, rule, input);
    await em.flush();
    return rule.id;
  });
  return reload(ctx, id);
}

/** PUT /AreaAdditionalChargeRules/{id}, deactivation included; a stale Version is a 608. */
export async function updateAreaRule(ctx: RequestContext, id: number, input: AreaRuleInput): Promise<AreaAdditionalChargeRule> {
  requireOffice(ctx);
  const errors = ruleErrors(input, false);
  if (errors.length) throw badInput(errors);
  await writeInTransaction(ctx.em, async (em) => {
    // The row is locked first, so two saves of one version cannot both pass the check.
    await em.execute('select id from area_additional_charge_rule where id = ? for update', [id]);
    const rule = await em.findOne(AreaAdditionalChargeRule, { id }, { populate: ['vehicleTypes'] });
    if (!rule) throw notFound('The area additional charge rule');
    checkVersion(rule, input.version);
    await apply(em, rule, input);
    await em.flush();
    // A change of vehicle types alone moves the version too.
    await em.getConnection().execute('update area_additional_charge_rule set version = ? where id = ?', [input.version! + 1, id], 'run', em.getTransactionContext());
  });
  return reload(ctx, id);
}

/** Which neighbour a move swaps with. */
export type RuleMove = 'UP' | 'DOWN';

/**
 * Moves a rule up or down (behaviour.md "Settings / Vehicle types and area rules order"): it swaps with its neighbour and every rule's Order is
 * reassigned 10, 20, 30... in one transaction, serialised so two moves cannot interleave. Returns the
 * whole order (deactivated rules keep their place).
 */
export async function moveAreaRule(ctx: RequestContext, id: number, direction: RuleMove, version: number | null | undefined): Promise<AreaAdditionalChargeRule[]> {
  requireOffice(ctx);
  await writeInTransaction(ctx.em, async (em) => {
    await lockOrder(em);
    const rules = await em.find(AreaAdditionalChargeRule, {}, { orderBy: { order: 'asc', id: 'asc' } });
    const index = rules.findIndex((r) => r.id === id);
    if (index < 0) throw notFound('The area additional charge rule');
    checkVersion(rules[index], version);
    const other = direction === 'UP' ? index - 1 : index + 1;
    if (other < 0 || other >= rules.length) return;
    [rules[index], rules[other]] = [rules[other], rules[index]];
    rules.forEach((r, i) => {
      if (r.order !== (i + 1) * ORDER_STEP) r.order = (i + 1) * ORDER_STEP;
    });
    await em.flush();
  });
  ctx.em.clear();
  return ctx.em.find(AreaAdditionalChargeRule, {}, LOAD);
}
