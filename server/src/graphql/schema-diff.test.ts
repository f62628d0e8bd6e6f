import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCEPTED_HEADING, acceptedPaths, breakingChanges, unrecorded } from '../test/schema-diff.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');

describe('schema diff against the released schema (issue 24 item 3)', () => {
  it('finds no breaking change from schema/baseline.graphql that docs/api-changes.md does not record', async () => {
    const changes = await breakingChanges(await read('schema/baseline.graphql'), await read('schema/schema.graphql'));
    // When this fails: keep the field (deprecate it), or add each line below to docs/api-changes.md with a reason.
    expect(unrecorded(changes, acceptedPaths(await read('docs/api-changes.md')))).toEqual([]);
  });

  it('documents the heading it reads', async () => {
    expect(await read('docs/api-changes.md')).toContain(`\n${ACCEPTED_HEADING}\n`);
  });
});

describe('breakingChanges', () => {
  const before = `
    type Query { consignments(from: String): [Consignment!]! consignment(id: Int!): Consignment }
    type Consignment { id: Int! status: Status! notes: String }
    enum Status { BOOKED DELIVERED }`;

  it('reports removed fields and enum values, a required argument and a field made nullable', async () => {
    const after = `
      type Query { consignments(from: String!): [Consignment!] consignment(id: Int!): Consignment }
      type Consignment { id: Int! status: Status! }
      enum Status { BOOKED }`;
    const paths = (await breakingChanges(before, after)).map((c) => c.path).sort();
    expect(paths).toEqual(['Consignment.notes', 'Query.consignments', 'Query.consignments.from', 'Status.DELIVERED']);
  });

  it('reports nothing for additions: a new field, argument, type or enum value', async () => {
    const after = `
      type Query { consignments(from: String, first: Int): [Consignment!]! consignment(id: Int!): Consignment manifests: [Manifest!]! }
      type Consignment { id: Int! status: Status! notes: String reference: String }
      type Manifest { id: Int! }
      enum Status { BOOKED DELIVERED CANCELLED }`;
    expect(await breakingChanges(before, after)).toEqual([]);
  });
});

describe('acceptedPaths and unrecorded', () => {
  const markdown = [
    '# API changes',
    '- `Query.example` FIELD_REMOVED: an example in the introduction, not a record',
    ACCEPTED_HEADING,
    '',
    '- `Consignment.notes` FIELD_REMOVED: use comments instead (issue 99), 2026-12-01',
    '* `Status.DELIVERED` ENUM_VALUE_REMOVED: now COMPLETED',
    'Some prose mentioning `Query.consignments`.',
    '## Released',
    '- `Query.old` FIELD_REMOVED: released long ago',
  ].join('\n');

  it('reads only the list items under the accepted heading', () => {
    expect([...acceptedPaths(markdown)].sort()).toEqual(['Consignment.notes', 'Status.DELIVERED']);
  });

  it('lists each breaking change not accepted as the line that would record it', () => {
    const changes = [
      { path: 'Consignment.notes', type: 'FIELD_REMOVED', message: "Field 'notes' was removed from object type 'Consignment'" },
      { path: 'Query.old', type: 'FIELD_REMOVED', message: "Field 'old' was removed from object type 'Query'" },
    ];
    expect(unrecorded(changes, acceptedPaths(markdown))).toEqual(["- `Query.old` FIELD_REMOVED: Field 'old' was removed from object type 'Query'"]);
  });
});
