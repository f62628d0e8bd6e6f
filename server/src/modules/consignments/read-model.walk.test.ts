import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Catalogue } from '../../graphql/projection.js';
import { createSchema } from '../../graphql/schema.js';
import { createMemoryPubSub } from '../../realtime/pubsub.js';
import { manifestCatalogue } from '../manifests/manifest.projection.js';
import { consignmentCatalogue } from './consignment.projection.js';

// Issue 21 item 1: consignments and manifests are read through one read model each, with no second path, so their
// catalogues must describe every field of every type a query can reach from them. This walk of the schema fails
// on a field a catalogue lacks (add it to the catalogue of its type: docs/ARCHITECTURE.md "How to add a readable
// field"), on one it reads as the wrong kind or type, and on one that takes arguments.

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createMemoryPubSub());
});

/** What the read model rooted at `root` cannot serve, and the types it reaches. */
function walk(catalogue: Catalogue, root: string): { gaps: string[]; reached: Set<string> } {
  const gaps: string[] = [];
  const reached = new Set<string>();
  const visit = (type: GraphQLObjectType) => {
    if (reached.has(type.name)) return;
    reached.add(type.name);
    const table = catalogue[type.name];
    if (!table) {
      gaps.push(`${type.name}: no entry in the catalogue`);
      return;
    }
    // (A catalogue may hold more than the schema: fields only REST reads, such as Manifest.vehicleTypeId.)
    for (const field of Object.values(type.getFields())) {
      const spec = table.fields[field.name];
      const named = getNamedType(field.type);
      if (!spec) gaps.push(`${type.name}.${field.name}: not in the catalogue`);
      else if (field.args.length) gaps.push(`${type.name}.${field.name}: takes arguments`);
      else if (!isObjectType(named)) {
        if (spec.kind !== 'scalar') gaps.push(`${type.name}.${field.name}: a ${named.name} read as a relation`);
      } else if (spec.kind === 'scalar') gaps.push(`${type.name}.${field.name}: a ${named.name} read as a scalar`);
      else if (spec.type !== named.name) gaps.push(`${type.name}.${field.name}: a ${named.name} read as a ${spec.type}`);
      else visit(named);
    }
  };
  visit(schema.getType(root) as GraphQLObjectType);
  return { gaps, reached };
}

describe('the read models describe every field a consignment or a manifest reaches (issue 21 item 1)', () => {
  it.each([
    ['Consignment', consignmentCatalogue, ['Customer', 'ColumnSetting', 'CustomerUser', 'User', 'Supplier', 'Vehicle', 'SupplierUser', 'Deduction']],
    ['Manifest', manifestCatalogue, ['ConsignmentAddress', 'Supplier', 'Vehicle', 'SupplierUser', 'Deduction', 'SupplierBillingType']],
  ])('%s: no field of any type it reaches is missing from its catalogue', (root, catalogue, types) => {
    const { gaps, reached } = walk(catalogue, root);
    expect(gaps).toEqual([]);
    for (const type of types) expect(reached).toContain(type);
  });
});
