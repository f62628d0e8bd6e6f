/**
 * Pricing settings kept by the office (behaviour.md "Settings / Settings screen" Settings screen, behaviour.md "Settings / Settings lists" Settings): the global settings
 * record and the additional charges catalogue (list, /All, search, POST, PUT; deactivate, no delete).
 */
import { requireAdmin, requireOffice, type RequestContext } from '../../context.js';
import { amountErrors, percentageErrors } from '../../domain/pricing-settings.js';
import { poundsToPence } from '../../domain/money.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { GLOBAL_SETTINGS_ID, GlobalSettings } from '../settings/global-settings.entity.js';
import { checkVersion, clean, likeText, writeInTransaction } from '../settings/writes.js';
import { AdditionalCharge } from './additional-charge.entity.js';
import { globalSettings } from './pricing.service.js';
import { exactly } from '../../db/like.js';

/** PUT /Settings/{id}: the fields of the one global settings record. */
export interface GlobalSettingsInput { backloadMultiplier?: number | null; version?: number | null }

/**
 * PUT /Settings/{id} (behaviour.md "Pricing / Price calculation": BackloadMultiplier is a percentage, here 0-1000). Admins only (it
 * changes every backload price; issue 20 item 6); the record is id 1; a stale Version is a 608.
 */
export async function updateGlobalSettings(ctx: RequestContext, id: number, input: GlobalSettingsInput): Promise<GlobalSettings> {
  requireAdmin(ctx);
  if (id !== GLOBAL_SETTINGS_ID) throw notFound('The settings record');
  const errors = percentageErrors(input.backloadMultiplier, 'BackloadMultiplier', false);
  if (errors.length) throw badInput(errors);
  await writeInTransaction(ctx.em, async (em) => {
    await globalSettings(em);
    const row = await em.findOneOrFail(GlobalSettings, { id });
    checkVersion(row, input.version);
    if (typeof input.backloadMultiplier === 'number') row.backloadMultiplier = input.backloadMultiplier;
    await em.flush();
  });
  ctx.em.clear();
  return globalSettings(ctx.em);
}

/** An additional charge as typed (behaviour.md "Settings / Additional charges, area rules and price matrices": ChargeFor, Cost, Price; pounds). */
export interface ChargeInput { chargeFor?: string | null; price?: number | null; cost?: number | null; isDeactivated?: boolean | null; version?: number | null }

/** A search of the catalogue: by ChargeFor text and deactivated (undefined: active unless `all`). */
export interface ChargeFilter { name?: string | null; isDeactivated?: boolean | null; all?: boolean }

/** GET /AdditionalCharges/All and /Search (office): with deactivated ones on request. */
export function searchAdditionalCharges(ctx: RequestContext, filter: ChargeFilter): Promise<AdditionalCharge[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = {};
  if (clean(filter.name)) where.chargeFor = { $ilike: likeText(clean(filter.name)!) };
  if (typeof filter.isDeactivated === 'boolean') where.isDeactivated = filter.isDeactivated;
  else if (!filter.all) where.isDeactivated = false;
  return ctx.em.find(AdditionalCharge, where, { orderBy: { chargeFor: 'asc', id: 'asc' } });
}

function chargeErrors(input: ChargeInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const name = clean(input.chargeFor);
  if (!name && (creating || input.chargeFor !== undefined)) errors.push({ field: 'ChargeFor', message: 'ChargeFor is required' });
  else if (name && name.length > 200) errors.push({ field: 'ChargeFor', message: 'ChargeFor must be 200 characters or fewer' });
  errors.push(...amountErrors(input.price, 'Price', creating), ...amountErrors(input.cost, 'Cost', creating));
  return errors;
}

const DUPLICATE = { field: 'ChargeFor', message: 'An additional charge with this name already exists' };

async function refuseDuplicate(ctx: RequestContext, name: string | null, exceptId?: number): Promise<void> {
  if (!name) return;
  const others = await ctx.em.find(AdditionalCharge, { chargeFor: { $ilike: exactly(name) }, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (others.length) throw badInput([DUPLICATE]);
}

function applyCharge(charge: AdditionalCharge, input: ChargeInput): void {
  if (clean(input.chargeFor)) charge.chargeFor = clean(input.chargeFor)!;
  if (typeof input.price === 'number') charge.pricePence = poundsToPence(input.price)!;
  if (typeof input.cost === 'number') charge.costPence = poundsToPence(input.cost)!;
  if (typeof input.isDeactivated === 'boolean') charge.isDeactivated = input.isDeactivated;
}

/** POST /AdditionalCharges: names unique, trimmed and case-insensitive. */
export async function createAdditionalCharge(ctx: RequestContext, input: ChargeInput): Promise<AdditionalCharge> {
  requireOffice(ctx);
  const errors = chargeErrors(input, true);
  if (errors.length) throw badInput(errors);
  await refuseDuplicate(ctx, clean(input.chargeFor));
  const id = await writeInTransaction(ctx.em, async (em) => {
    const charge = em.create(AdditionalCharge, { chargeFor: clean(input.chargeFor)!, pricePence: 0, costPence: 0 });
    applyCharge(charge, input);
    await em.flush();
    return charge.id;
  });
  ctx.em.clear();
  return ctx.em.findOneOrFail(AdditionalCharge, { id });
}

/** PUT /AdditionalCharges/{id}, deactivation included (IsDeactivated); a stale Version is a 608. */
export async function updateAdditionalCharge(ctx: RequestContext, id: number, input: ChargeInput): Promise<AdditionalCharge> {
  requireOffice(ctx);
  const errors = chargeErrors(input, false);
  if (errors.length) throw badInput(errors);
  await refuseDuplicate(ctx, clean(input.chargeFor), id);
  await writeInTransaction(ctx.em, async (em) => {
    const charge = await em.findOne(AdditionalCharge, { id });
    if (!charge) throw notFound('The additional charge');
    checkVersion(charge, input.version);
    applyCharge(charge, input);
    await em.flush();
  });
  ctx.em.clear();
  return ctx.em.findOneOrFail(AdditionalCharge, { id });
}
