import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver.js';
import { LookupResolver, VehicleTypeResolver } from '../modules/lookups/lookup.resolver.js';
import { UserIpLogResolver } from '../modules/reports/user-ip-log.resolver.js';
import { ProfitabilityResolver } from '../modules/reports/profitability.resolver.js';
import { catalogueResolvers } from '../modules/settings/catalogue.resolver.js';
import { AtlasUserResolver, WhitelistedIpResolver } from '../modules/settings/settings.resolver.js';
import { SupplierResolver } from '../modules/suppliers/supplier.resolver.js';
import { CustomerResolver } from '../modules/customers/customer.resolver.js';
import { PricingSettingsResolver } from '../modules/pricing/pricing-settings.resolver.js';
import { GeocodingResolver } from '../modules/geocoding/geocoding.resolver.js';
import { TrackingResolver } from '../modules/tracking/tracking.resolver.js';
import { ConsignmentResolver } from '../modules/consignments/consignment.resolver.js';
import { ManifestFieldResolver, ManifestResolver } from '../modules/manifests/manifest.resolver.js';
import { ManifestRouteResolver } from '../modules/manifests/manifest.route.resolver.js';
import { DriverResolver } from '../modules/manifests/manifest.driver.resolver.js';
import { EarningsResolver } from '../modules/manifests/manifest.earnings.resolver.js';
import { ExchangeResolver } from '../modules/exchange/exchange.resolver.js';
import { ConfirmationResolver } from '../modules/confirmations/confirmation.resolver.js';
import { BookingLookupResolver } from '../modules/pricing/pricing.resolver.js';
import { AuthResolver } from '../modules/users/auth.resolver.js';
import type { PubSub } from '../realtime/pubsub.js';

/** Every resolver, listed once. */
export const resolvers = [
  AuthResolver,
  TrackingResolver,
  GeocodingResolver,
  ApiKeyResolver,
  LookupResolver,
  VehicleTypeResolver,
  ...catalogueResolvers,
  AtlasUserResolver,
  WhitelistedIpResolver,
  UserIpLogResolver,
  ProfitabilityResolver,
  ConsignmentResolver,
  ManifestResolver,
  ManifestFieldResolver,
  ManifestRouteResolver,
  DriverResolver,
  EarningsResolver,
  ExchangeResolver,
  ConfirmationResolver,
  BookingLookupResolver,
  SupplierResolver,
  CustomerResolver,
  PricingSettingsResolver,
  AccountsResolver,
] as const;

/** Builds the executable schema from the type-graphql resolvers. */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, pubSub, validate: false, emitSchemaFile: false });
}
