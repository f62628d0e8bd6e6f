import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ConsignmentResolver } from '../modules/consignments/consignment.resolver.js';
import { BookingLookupResolver } from '../modules/pricing/pricing.resolver.js';
import { AuthResolver } from '../modules/users/auth.resolver.js';
import type { PubSub } from '../realtime/pubsub.js';

/** Every resolver, listed once. */
export const resolvers = [AuthResolver, ConsignmentResolver, BookingLookupResolver] as const;

/** Builds the executable schema from the type-graphql resolvers. */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, pubSub, validate: false, emitSchemaFile: false });
}
