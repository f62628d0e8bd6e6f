import { Arg, Ctx, Int, Float, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { MoveDirectionValue } from '../lookups/lookup.resolver.js';
import { GlobalSettings } from '../settings/global-settings.entity.js';
import { AdditionalCharge } from './additional-charge.entity.js';
import { AreaAdditionalChargeRule } from './area-rule.entity.js';
import { createAreaRule, moveAreaRule, searchAreaRules, updateAreaRule } from './area-rule.service.js';
import { createAdditionalCharge, searchAdditionalCharges, updateAdditionalCharge, updateGlobalSettings } from './charge-settings.service.js';
import { createMatrix, deleteMatrix, getMatrix, updateMatrix } from './matrix.service.js';
import { PriceMatrix } from './price-matrix.entity.js';
import { AdditionalChargeInput, AreaRuleInput, PriceMatrixInput } from './pricing-settings.inputs.js';

/** The pricing settings over GraphQL (behaviour.md "Settings / Back-office users" Settings); office only, the same services as REST. */
@Resolver()
export class PricingSettingsResolver {
  @Mutation(() => GlobalSettings, { description: 'BackloadMultiplier 0-1000 (%); a stale version is CONFLICT' })
  updateGlobalSettings(@Arg('id', () => Int) id: number, @Arg('version', () => Int) version: number, @Arg('backloadMultiplier', () => Float, { nullable: true }) backloadMultiplier: number | null, @Ctx() ctx: RequestContext) {
    return updateGlobalSettings(ctx, id, { backloadMultiplier, version });
  }

  @Query(() => [AdditionalCharge], { description: 'Office: by ChargeFor and deactivated; all=true includes deactivated' })
  additionalChargeSettings(@Ctx() ctx: RequestContext, @Arg('name', () => String, { nullable: true }) name?: string, @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean, @Arg('all', () => Boolean, { nullable: true }) all?: boolean) {
    return searchAdditionalCharges(ctx, { name, isDeactivated, all: all ?? false });
  }

  @Mutation(() => AdditionalCharge)
  createAdditionalCharge(@Arg('input', () => AdditionalChargeInput) input: AdditionalChargeInput, @Ctx() ctx: RequestContext) {
    return createAdditionalCharge(ctx, { ...input });
  }

  @Mutation(() => AdditionalCharge, { description: 'Deactivate with isDeactivated: true' })
  updateAdditionalCharge(@Arg('id', () => Int) id: number, @Arg('input', () => AdditionalChargeInput) input: AdditionalChargeInput, @Ctx() ctx: RequestContext) {
    return updateAdditionalCharge(ctx, id, { ...input });
  }

  @Query(() => [AreaAdditionalChargeRule], { description: 'Office: by name, postcode and deactivated, in Order' })
  areaRuleSettings(@Ctx() ctx: RequestContext, @Arg('name', () => String, { nullable: true }) name?: string, @Arg('postcode', () => String, { nullable: true }) postcode?: string, @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean, @Arg('all', () => Boolean, { nullable: true }) all?: boolean) {
    return searchAreaRules(ctx, { name, postcode, isDeactivated, all: all ?? false });
  }

  @Mutation(() => AreaAdditionalChargeRule)
  createAreaRule(@Arg('input', () => AreaRuleInput) input: AreaRuleInput, @Ctx() ctx: RequestContext) {
    return createAreaRule(ctx, { ...input });
  }

  @Mutation(() => AreaAdditionalChargeRule)
  updateAreaRule(@Arg('id', () => Int) id: number, @Arg('input', () => AreaRuleInput) input: AreaRuleInput, @Ctx() ctx: RequestContext) {
    return updateAreaRule(ctx, id, { ...input });
  }

  @Mutation(() => [AreaAdditionalChargeRule], { description: 'Swaps with the neighbour and reassigns Order in steps of 10; returns the whole order' })
  moveAreaRule(@Arg('id', () => Int) id: number, @Arg('direction', () => MoveDirectionValue) direction: MoveDirectionValue, @Arg('version', () => Int) version: number, @Ctx() ctx: RequestContext) {
    return moveAreaRule(ctx, id, direction, version);
  }

  @Query(() => PriceMatrix, { description: 'Office: one matrix with its bands' })
  priceMatrix(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return getMatrix(ctx, id);
  }

  @Mutation(() => PriceMatrix)
  createPriceMatrix(@Arg('input', () => PriceMatrixInput) input: PriceMatrixInput, @Ctx() ctx: RequestContext) {
    return createMatrix(ctx, { ...input });
  }

  @Mutation(() => PriceMatrix, { description: 'Rows given replace the stored bands; a stale version is CONFLICT' })
  updatePriceMatrix(@Arg('id', () => Int) id: number, @Arg('input', () => PriceMatrixInput) input: PriceMatrixInput, @Ctx() ctx: RequestContext) {
    return updateMatrix(ctx, id, { ...input });
  }

  @Mutation(() => Boolean)
  async deletePriceMatrix(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await deleteMatrix(ctx, id);
    return true;
  }
}
