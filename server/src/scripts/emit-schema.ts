import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaFile } from '../graphql/print.js';

// `npm run codegen` step 1: writes schema/schema.graphql from the resolvers.
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql');
await writeFile(target, await printSchemaFile());
console.warn(`wrote ${target}`);
