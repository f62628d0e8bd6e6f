import { lexicographicSortSchema, printSchema } from 'graphql';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { createSchema } from './schema.js';

/** The committed schema file's text: sorted, so it changes only when the API does. */
export async function printSchemaFile(): Promise<string> {
  const schema = await createSchema(createMemoryPubSub());
  return `# Generated from the type-graphql resolvers by \`npm run codegen\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
