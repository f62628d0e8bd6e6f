import type { FilterQuery } from '@mikro-orm/core';
import { requireOffice, type RequestContext } from '../../context.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import type { CatalogueInput, CatalogueKind, CatalogueRecord } from './catalogue.kinds.js';
import { checkVersion, clean, likeText, writeInTransaction } from './writes.js';
import { exactly } from '../../db/like.js';

/** A settings list search (behaviour.md "Settings / Settings lists": search by name and deactivated). */
export interface CatalogueFilter {
  name?: string | null;
  /** true: only deactivated; false: only active; undefined: active unless `all`. */
  isDeactivated?: boolean | null;
  /** GET /X/All: active and deactivated together. */
  all?: boolean;
}

/** Lists one settings list for office users, ordered by name (behaviour.md "Roles and access / Access rules": Settings is office only). */
export async function searchCatalogue<E extends CatalogueRecord>(ctx: RequestContext, kind: CatalogueKind<E>, filter: CatalogueFilter = {}): Promise<E[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = {};
  const name = clean(filter.name);
  if (name) where.name = { $ilike: likeText(name) };
  if (filter.isDeactivated !== undefined && filter.isDeactivated !== null) where.isDeactivated = filter.isDeactivated;
  else if (!filter.all) where.isDeactivated = false;
  return ctx.em.find(kind.entity, where as FilterQuery<E>, { orderBy: { name: 'asc', id: 'asc' } as never, populate: (kind.populate ?? []) as never[] });
}

/** One record of a settings list, or a 404. */
export async function getCatalogueItem<E extends CatalogueRecord>(ctx: RequestContext, kind: CatalogueKind<E>, id: number): Promise<E> {
  requireOffice(ctx);
  return load(ctx, kind, id);
}

/** Adds a record (behaviour.md "Settings / Back-office users": POST); names are unique, compared trimmed and case-insensitively. */
export async function createCatalogueItem<E extends CatalogueRecord, I extends CatalogueInput>(ctx: RequestContext, kind: CatalogueKind<E, I>, input: I): Promise<E> {
  requireOffice(ctx);
  const errors = [...nameErrors(kind, input, true), ...kind.validate(input, true)];
  if (errors.length) throw badInput(errors);
  const id = await writeInTransaction(ctx.em, async (em) => {
    await refuseDuplicate(em, kind, clean(input.name)!);
    const record = em.create(kind.entity, { name: clean(input.name)!, isDeactivated: input.isDeactivated ?? false } as never);
    const refErrors = await kind.apply(em, record, input);
    if (refErrors.length) throw badInput(refErrors);
    await em.flush();
    return record.id;
  }, duplicateError(kind));
  return reload(ctx, kind, id);
}

/**
 * Changes a record (behaviour.md "Settings / Settings lists": PUT), deactivation included (behaviour.md "Settings / Settings lists"). The caller sends the Version
 * it loaded; an older one is a 608 and nothing is applied.
 */
export async function updateCatalogueItem<E extends CatalogueRecord, I extends CatalogueInput>(ctx: RequestContext, kind: CatalogueKind<E, I>, id: number, input: I): Promise<E> {
  requireOffice(ctx);
  const errors = [...nameErrors(kind, input, false), ...kind.validate(input, false)];
  if (errors.length) throw badInput(errors);
  await writeInTransaction(ctx.em, async (em) => {
    const record = await em.findOne(kind.entity, { id } as FilterQuery<E>, { populate: (kind.populate ?? []) as never[] });
    if (!record) throw notFound(capitalised(kind.label));
    checkVersion(record, input.version);
    const name = clean(input.name);
    if (name && name.toLowerCase() !== record.name.toLowerCase()) await refuseDuplicate(em, kind, name, id);
    if (name) record.name = name;
    if (input.isDeactivated !== undefined && input.isDeactivated !== null) record.isDeactivated = input.isDeactivated;
    const refErrors = await kind.apply(em, record, input);
    if (refErrors.length) throw badInput(refErrors);
    await em.flush();
  }, duplicateError(kind));
  return reload(ctx, kind, id);
}

function nameErrors(kind: CatalogueKind, input: CatalogueInput, creating: boolean): FieldError[] {
  const name = clean(input.name);
  if (!name && (creating || input.name !== undefined)) return [{ field: 'Name', message: 'Name is required.' }];
  if (name && name.length > kind.maxNameLength) return [{ field: 'Name', message: `Name must be ${kind.maxNameLength} characters or fewer.` }];
  return [];
}

const capitalised = (label: string) => `The ${label}`;

const duplicateError = (kind: CatalogueKind): FieldError => ({ field: 'Name', message: `A ${kind.label} with this name already exists.` });

async function refuseDuplicate(em: RequestContext['em'], kind: CatalogueKind, name: string, exceptId?: number): Promise<void> {
  const where: Record<string, unknown> = { name: { $ilike: exactly(name) } };
  if (exceptId) where.id = { $ne: exceptId };
  if (await em.count(kind.entity, where as never)) throw badInput([duplicateError(kind)]);
}

async function load<E extends CatalogueRecord>(ctx: RequestContext, kind: CatalogueKind<E>, id: number): Promise<E> {
  const record = await ctx.em.findOne(kind.entity, { id } as FilterQuery<E>, { populate: (kind.populate ?? []) as never[] });
  if (!record) throw notFound(capitalised(kind.label));
  return record;
}

/** Reads the stored row after the commit, so the reply carries the new Version. */
async function reload<E extends CatalogueRecord>(ctx: RequestContext, kind: CatalogueKind<E>, id: number): Promise<E> {
  ctx.em.clear();
  return load(ctx, kind, id);
}
