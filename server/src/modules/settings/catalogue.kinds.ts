import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '../../errors.js';
import * as R from '../../rest/schemas.js';
import { optInt, optNumber, optText, type Json } from './rest-input.js';
import { BrandingTheme, LedgerNumber, LicenceCategory, SupplierBillingType, SupplierType, SupplierTypeValue, VatCode } from './setting.entity.js';
import { clean } from './writes.js';

/** What every editable settings list has (behaviour.md "Settings / Settings lists": deactivated instead of deleted). */
export interface CatalogueRecord {
  id: number;
  name: string;
  isDeactivated: boolean;
  version: number;
}

/** The fields every list shares; undefined means "leave as it is" on an update. */
export interface CatalogueInput {
  name?: string | null;
  isDeactivated?: boolean | null;
  version?: number | null;
}

/**
 * One editable settings list (behaviour.md "Settings / Settings lists" Settings: list, /All, search, POST, PUT). The generic service
 * handles name, deactivation, duplicates and versions; a kind adds its own fields and their rules.
 */
export interface CatalogueKind<E extends CatalogueRecord = CatalogueRecord, I extends CatalogueInput = CatalogueInput> {
  entity: EntityClass<E>;
  /** The REST path segment, e.g. 'VATCodes'. */
  path: string;
  /** How a person names one, e.g. 'VAT code'. */
  label: string;
  maxNameLength: number;
  populate?: string[];
  /** The kind's own body fields, declared for the route's schema (rest/body.ts checks them before readRest). */
  restBody: Record<string, R.TSchema>;
  /** The kind's own fields from a PascalCase body. */
  readRest(body: Json): I;
  /** Problems with the kind's own fields; `creating` says whether missing ones are required. */
  validate(input: I, creating: boolean): FieldError[];
  /** Copies the kind's own fields onto the record; may look up referenced records. */
  apply(em: EntityManager, record: E, input: I): Promise<FieldError[]>;
  /** The PascalCase REST shape. */
  toRest(record: E): Record<string, unknown>;
}

const base = (r: CatalogueRecord) => ({ Id: r.id, Name: r.name, IsDeactivated: r.isDeactivated, Version: r.version });

/** VAT code input: Rate is a percentage with up to 2 decimals. */
export interface VatCodeFields extends CatalogueInput {
  code?: string | null;
  rate?: number | null;
}

const vatCodes: CatalogueKind<VatCode, VatCodeFields> = {
  entity: VatCode,
  path: 'VATCodes',
  label: 'VAT code',
  maxNameLength: 100,
  restBody: { Code: R.Text(), Rate: R.Num('A percentage from 0 to 100 with at most 2 decimals.') },
  readRest: (b) => ({ code: optText(b, 'Code'), rate: optNumber(b, 'Rate') }),
  validate(input, creating) {
    const errors: FieldError[] = [];
    if ((creating || input.code !== undefined) && !clean(input.code)) errors.push({ field: 'Code', message: 'Code is required.' });
    else if (clean(input.code) && clean(input.code)!.length > 50) errors.push({ field: 'Code', message: 'Code must be 50 characters or fewer.' });
    const rate = input.rate;
    if ((creating || rate !== undefined) && (rate === undefined || rate === null)) errors.push({ field: 'Rate', message: 'Rate is required.' });
    else if (rate !== undefined && rate !== null && (rate < 0 || rate > 100 || Math.round(rate * 100) !== rate * 100)) {
      errors.push({ field: 'Rate', message: 'Rate must be a percentage from 0 to 100 with at most 2 decimals.' });
    }
    return errors;
  },
  async apply(_em, record, input) {
    if (input.code !== undefined) record.code = clean(input.code)!;
    if (input.rate !== undefined && input.rate !== null) record.rateBasisPoints = Math.round(input.rate * 100);
    return [];
  },
  toRest: (r) => ({ ...base(r), Code: r.code, Rate: r.rate }),
};

/** Supplier type input: which of the three values of behaviour.md "Settings / Settings screen" the type stands for. */
export interface SupplierTypeFields extends CatalogueInput {
  value?: string | null;
}

const supplierTypes: CatalogueKind<SupplierType, SupplierTypeFields> = {
  entity: SupplierType,
  path: 'SupplierTypes',
  label: 'supplier type',
  maxNameLength: 100,
  restBody: { Value: R.Text('IS_SELF_BILLING, IS_EMPLOYED or SUBCONTRACTOR.') },
  readRest: (b) => ({ value: optText(b, 'Value') }),
  validate(input, creating) {
    if (!creating && input.value === undefined) return [];
    if (!Object.values<string>(SupplierTypeValue).includes(input.value ?? '')) {
      return [{ field: 'Value', message: 'Value must be one of IS_SELF_BILLING, IS_EMPLOYED or SUBCONTRACTOR.' }];
    }
    return [];
  },
  async apply(_em, record, input) {
    if (input.value) record.value = input.value as SupplierTypeValue;
    return [];
  },
  toRest: (r) => ({ ...base(r), Value: r.value, IsSelfBilling: r.isSelfBilling, IsEmployed: r.isEmployed }),
};

/** Supplier billing type input: the branding theme (behaviour.md "Settings / Vehicle types and area rules order"), or null for none. */
export interface SupplierBillingTypeFields extends CatalogueInput {
  brandingThemeId?: number | null;
}

const supplierBillingTypes: CatalogueKind<SupplierBillingType, SupplierBillingTypeFields> = {
  entity: SupplierBillingType,
  path: 'SupplierBillingTypes',
  label: 'supplier billing type',
  maxNameLength: 100,
  populate: ['brandingTheme'],
  restBody: R.Refs('BrandingTheme', 'The branding theme, as BrandingThemeId or BrandingTheme {Id}; null for none.'),
  readRest: (b) => ({ brandingThemeId: optInt(b, 'BrandingThemeId') ?? (b.BrandingTheme as { Id?: number } | null | undefined)?.Id }),
  validate: () => [],
  async apply(em, record, input) {
    if (input.brandingThemeId === undefined) return [];
    if (input.brandingThemeId === null) {
      record.brandingTheme = null;
      return [];
    }
    const theme = await em.findOne(BrandingTheme, { id: input.brandingThemeId });
    if (!theme) return [{ field: 'BrandingThemeId', message: 'The branding theme was not found.' }];
    record.brandingTheme = theme;
    return [];
  },
  toRest: (r) => ({
    ...base(r),
    BrandingThemeId: r.brandingThemeId,
    BrandingTheme: r.brandingTheme ? { Id: r.brandingTheme.id, Name: r.brandingTheme.name } : null,
  }),
};

/** Licence category and ledger number input: an optional description. */
export interface DescribedFields extends CatalogueInput {
  description?: string | null;
}

const describedRules = {
  restBody: { Description: R.Text() },
  readRest: (b: Json): DescribedFields => ({ description: optText(b, 'Description') }),
  validate: (input: DescribedFields): FieldError[] =>
    (clean(input.description)?.length ?? 0) > 300 ? [{ field: 'Description', message: 'Description must be 300 characters or fewer.' }] : [],
  async apply(_em: EntityManager, record: { description?: string | null }, input: DescribedFields): Promise<FieldError[]> {
    if (input.description !== undefined) record.description = clean(input.description);
    return [];
  },
  toRest: (r: CatalogueRecord & { description?: string | null }) => ({ ...base(r), Description: r.description ?? null }),
};

const licenceCategories: CatalogueKind<LicenceCategory, DescribedFields> = {
  entity: LicenceCategory,
  path: 'LicenceCategories',
  label: 'licence category',
  maxNameLength: 100,
  ...describedRules,
};

const ledgerNumbers: CatalogueKind<LedgerNumber, DescribedFields> = {
  entity: LedgerNumber,
  path: 'LedgerNumbers',
  label: 'ledger number',
  maxNameLength: 50,
  ...describedRules,
};

/** Every editable settings list, by the name the resolvers and routes use. */
export const catalogue = { vatCodes, supplierTypes, supplierBillingTypes, licenceCategories, ledgerNumbers };

/** The same lists for the REST routes, which treat them alike. */
export const catalogueKinds = Object.values(catalogue) as unknown as CatalogueKind[];
