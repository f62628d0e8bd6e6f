import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaFile } from './print.js';

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/schema.graphql');

describe('schema/schema.graphql (DESIGN: Shape)', () => {
  it('matches the schema the resolvers emit; run `npm run codegen` when this fails', async () => {
    expect(await readFile(committed, 'utf8')).toBe(await printSchemaFile());
  });
});
