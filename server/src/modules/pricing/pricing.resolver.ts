import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Address } from '../addresses/address.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { getCustomer, searchCustomerAddresses, searchCustomers } from '../customers/customer.service.js';
import { GlobalSettings } from '../settings/global-settings.entity.js';
import { AdditionalCharge } from './additional-charge.entity.js';
import { AreaAdditionalChargeRule } from './area-rule.entity.js';
import { PriceMatrix } from './price-matrix.entity.js';
import { additionalCharges, areaRules, costingMatrices, customerMatrices, defaultMatrices, settings } from './pricing.lookups.js';

/** Booking lookups and customer reads over GraphQL (behaviour.md "Booking / Consignment search and export"); the same calls as REST. */
@Resolver()
export class BookingLookupResolver {
  @Query(() => [AdditionalCharge]) additionalCharges(@Ctx() ctx: RequestContext) { return additionalCharges(ctx); }
  @Query(() => [AreaAdditionalChargeRule]) areaAdditionalChargeRules(@Ctx() ctx: RequestContext) { return areaRules(ctx); }
  @Query(() => GlobalSettings) globalSettings(@Ctx() ctx: RequestContext) { return settings(ctx); }
  @Query(() => [PriceMatrix], { description: 'The default PRICING matrices' }) priceMatrices(@Ctx() ctx: RequestContext) { return defaultMatrices(ctx); }
  @Query(() => [PriceMatrix], { description: 'COSTING - SUPPLIER matrices (office)' }) costingMatrices(@Ctx() ctx: RequestContext) { return costingMatrices(ctx); }
  @Query(() => [PriceMatrix]) customerMatrices(@Arg('customerId', () => Int) customerId: number, @Ctx() ctx: RequestContext) { return customerMatrices(ctx, customerId); }
  @Query(() => [Customer]) searchCustomers(@Arg('customerName', () => String) customerName: string, @Ctx() ctx: RequestContext) { return searchCustomers(ctx, customerName); }
  @Query(() => Customer) customer(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) { return getCustomer(ctx, id); }
  @Query(() => [Address]) searchCustomerAddresses(@Arg('customerId', () => Int) customerId: number, @Arg('text', () => String) text: string, @Ctx() ctx: RequestContext) { return searchCustomerAddresses(ctx, customerId, text); }
}
