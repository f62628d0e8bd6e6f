import pg from 'pg';
import type { Catalogue } from '../../graphql/projection.js';
import { createTestDatabase } from '../../test/database.js';
import { manifestCatalogue } from '../manifests/manifest.projection.js';
import { consignmentCatalogue } from './consignment.projection.js';

// Decision 0186: a list's projection is planned with sequential scans off, because the read model reads every
// relation by its key (graphql/projection.ts JsonBuilder). That holds only while every such key has an index: without
// one the planner walks some other index in full for each row. This reads each relation's key from its own SQL and
// looks for an index that starts with it in the migrated schema.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

/** Each relation of the catalogue as the table and column its rows are found by (derived `source` rows excepted). */
function relationKeys(catalogue: Catalogue): { relation: string; table: string; column: string }[] {
  return Object.entries(catalogue).flatMap(([type, { fields }]) =>
    Object.entries(fields).flatMap(([name, field]) => {
      if (field.kind === 'scalar' || field.source) return [];
      const on = field.on('parent', 'child');
      const key = /\bchild(_l)?\.(\w+) = (parent\.\w+|\()/.exec(on);
      if (!key) throw new Error(`${type}.${name}: no key in "${on}"`);
      const link = key[1] ? /join (\w+) child_l\b/.exec(field.through?.('child') ?? '') : null;
      if (key[1] && !link) throw new Error(`${type}.${name}: no link table in its through`);
      return [{ relation: `${type}.${name}`, table: link ? link[1] : catalogue[field.type].table, column: key[2] }];
    }),
  );
}

it('reads every relation of the consignment and manifest read models (and the parties they spread) through an index on its key', async () => {
  const { rows } = await client.query<{ table: string; column: string }>(
    `select t.relname as table, a.attname as column from pg_index i join pg_class t on t.oid = i.indrelid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0] join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public'`,
  );
  const indexed = new Set(rows.map((r) => `${r.table}.${r.column}`));
  const keys = [consignmentCatalogue, manifestCatalogue].flatMap(relationKeys);
  expect(keys.length).toBeGreaterThan(30);
  const unindexed = keys.filter((k) => !indexed.has(`${k.table}.${k.column}`)).map((k) => `${k.relation}: ${k.table}.${k.column}`);
  // (the manifest catalogue spreads the consignment one: each gap once)
  expect([...new Set(unindexed)]).toEqual([]);
});
