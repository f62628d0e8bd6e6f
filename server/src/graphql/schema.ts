import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver.js';
import { TrackingLinkResolver } from '../modules/tracking-links/tracking-link.resolver.js';
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
import { ManifestResolver } from '../modules/manifests/manifest.resolver.js';
import { ManifestRouteResolver } from '../modules/manifests/manifest.route.resolver.js';
import { PlanningResolver } from '../modules/planning/planning.resolver.js';
import { DriverResolver } from '../modules/manifests/manifest.driver.resolver.js';
import { EarningsResolver } from '../modules/manifests/manifest.earnings.resolver.js';
import { ExchangeResolver } from '../modules/exchange/exchange.resolver.js';
import { ConfirmationResolver } from '../modules/confirmations/confirmation.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { BookingLookupResolver } from '../modules/pricing/pricing.resolver.js';
import { AuthResolver } from '../modules/users/auth.resolver.js';
import { ImportResolver } from '../modules/imports/import.resolver.js';
import { enforceFieldVisibility } from '../policy/field-visibility.js';
import { readGettersAsProperties, readRowsAsProperties } from './getter-fields.js';
import { manifestCatalogue } from '../modules/manifests/manifest.projection.js';
import { EventResolver } from '../modules/events/event.resolver.js';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver.js';
import type { PubSub } from '../realtime/pubsub.js';

/** Every resolver, listed once. */
export const resolvers = [
  AuthResolver,
  TrackingResolver,
  GeocodingResolver,
  ApiKeyResolver,
  TrackingLinkResolver,
  LookupResolver,
  VehicleTypeResolver,
  ...catalogueResolvers,
  AtlasUserResolver,
  WhitelistedIpResolver,
  UserIpLogResolver,
  ProfitabilityResolver,
  ConsignmentResolver,
  ManifestResolver,
  ManifestRouteResolver,
  PlanningResolver,
  DriverResolver,
  EarningsResolver,
  ExchangeResolver,
  ConfirmationResolver,
  NotificationResolver,
  BookingLookupResolver,
  SupplierResolver,
  CustomerResolver,
  PricingSettingsResolver,
  AccountsResolver,
  ImportResolver,
  EventResolver,
  WebhookResolver,
] as const;

/**
 * Builds the executable schema from the type-graphql resolvers: getter fields, and the field resolvers of the read
 * models' types, read read-model rows as they are (getter-fields.ts), and the field-visibility table is enforced over
 * every field.
 */
export async function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const schema = readGettersAsProperties(await buildSchema({ resolvers, pubSub, validate: false, emitSchemaFile: false }));
  // The consignment and manifest read models' rows (the manifest catalogue holds every type of both).
  return enforceFieldVisibility(readRowsAsProperties(schema, Object.keys(manifestCatalogue)));
}
