import type { ClassType } from 'type-graphql';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { catalogue, type CatalogueInput, type CatalogueKind, type CatalogueRecord } from './catalogue.kinds.js';
import { createCatalogueItem, getCatalogueItem, searchCatalogue, updateCatalogueItem } from './catalogue.service.js';
import { AccountCode, Currency } from './reference.entity.js';
import { listCurrencies, searchAccountCodes, searchBrandingThemes } from './reference.service.js';
import { DescribedSettingInput, SupplierBillingTypeInput, SupplierTypeInput, VatCodeInput } from './settings.inputs.js';
import { BrandingTheme, LedgerNumber, LicenceCategory, SupplierBillingType, SupplierType, VatCode } from './setting.entity.js';

/** Names of one list's operations, e.g. vatCodes / vatCode / createVatCode / updateVatCode. */
interface Names {
  many: string;
  one: string;
  type: string;
}

/**
 * The GraphQL side of one settings list (behaviour.md "Settings / Settings lists"): the same service calls as its REST routes.
 * A factory, because the five lists differ only in type and input.
 */
function catalogueResolver<E extends CatalogueRecord, I extends CatalogueInput>(kind: CatalogueKind<E, I>, entity: ClassType<E>, input: ClassType<I>, names: Names) {
  @Resolver()
  class CatalogueResolver {
    @Query(() => [entity], { name: names.many, description: `Office only. Active unless isDeactivated is given; all=true lists both.` })
    list(
      @Ctx() ctx: RequestContext,
      @Arg('name', () => String, { nullable: true }) name?: string,
      @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean,
      @Arg('all', () => Boolean, { nullable: true }) all?: boolean,
    ): Promise<E[]> {
      return searchCatalogue(ctx, kind, { name, isDeactivated, all: all ?? false });
    }

    @Query(() => entity, { name: names.one })
    one(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<E> {
      return getCatalogueItem(ctx, kind, id);
    }

    @Mutation(() => entity, { name: `create${names.type}` })
    create(@Arg('input', () => input) value: I, @Ctx() ctx: RequestContext): Promise<E> {
      return createCatalogueItem(ctx, kind, { ...value });
    }

    @Mutation(() => entity, { name: `update${names.type}`, description: 'A stale version is refused with CONFLICT' })
    update(@Arg('id', () => Int) id: number, @Arg('input', () => input) value: I, @Ctx() ctx: RequestContext): Promise<E> {
      return updateCatalogueItem(ctx, kind, id, { ...value });
    }
  }
  Object.defineProperty(CatalogueResolver, 'name', { value: `${names.type}Resolver` });
  return CatalogueResolver;
}

/** Read-only reference lists (behaviour.md "Settings / Settings lists": GET /AccountCodes?name, /BrandingThemes?name, /Currencies). */
@Resolver()
export class ReferenceResolver {
  @Query(() => [AccountCode])
  accountCodes(@Ctx() ctx: RequestContext, @Arg('name', () => String, { nullable: true }) name?: string): Promise<AccountCode[]> {
    return searchAccountCodes(ctx, name);
  }

  @Query(() => [BrandingTheme])
  brandingThemes(@Ctx() ctx: RequestContext, @Arg('name', () => String, { nullable: true }) name?: string): Promise<BrandingTheme[]> {
    return searchBrandingThemes(ctx, name);
  }

  @Query(() => [Currency], { description: 'Read only: currencies cannot be saved' })
  currencies(@Ctx() ctx: RequestContext): Promise<Currency[]> {
    return listCurrencies(ctx);
  }
}

/** Every settings-list resolver. */
export const catalogueResolvers = [
  catalogueResolver(catalogue.vatCodes, VatCode, VatCodeInput, { many: 'vatCodes', one: 'vatCode', type: 'VatCode' }),
  catalogueResolver(catalogue.supplierTypes, SupplierType, SupplierTypeInput, { many: 'supplierTypes', one: 'supplierType', type: 'SupplierType' }),
  catalogueResolver(catalogue.supplierBillingTypes, SupplierBillingType, SupplierBillingTypeInput, { many: 'supplierBillingTypes', one: 'supplierBillingType', type: 'SupplierBillingType' }),
  catalogueResolver(catalogue.licenceCategories, LicenceCategory, DescribedSettingInput, { many: 'licenceCategories', one: 'licenceCategory', type: 'LicenceCategory' }),
  catalogueResolver(catalogue.ledgerNumbers, LedgerNumber, DescribedSettingInput, { many: 'ledgerNumbers', one: 'ledgerNumber', type: 'LedgerNumber' }),
  ReferenceResolver,
] as const;
