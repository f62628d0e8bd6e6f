import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver.js';
import { TrackingResolver } from '../modules/tracking/tracking.resolver.js';
import { AuthResolver } from '../modules/users/auth.resolver.js';
import type { PubSub } from '../realtime/pubsub.js';

/** Every resolver, listed once. */
export const resolvers = [AuthResolver, TrackingResolver, ApiKeyResolver] as const;

/** Builds the executable schema from the type-graphql resolvers. */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, pubSub, validate: false, emitSchemaFile: false });
}
