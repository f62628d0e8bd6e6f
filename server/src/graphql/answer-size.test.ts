import { readFile } from 'node:fs/promises';
import { Kind, parse, validate, visit, type DocumentNode, type FieldNode, type GraphQLSchema } from 'graphql';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import type { AddressInfo } from 'node:net';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { openSocket } from '../test/sockets.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';
import { answerSizeRule } from './answer-size.js';
import { MAX_PAGE } from './connection.js';
import { createSchema } from './schema.js';

// Issue 20 item 4: no single GraphQL request, aliases included, can build more than a bounded answer. Each
// list counts at its limit (its first/limit argument, a search's row limit, the list limit, the nested list
// size), and an operation that could answer more values than GRAPHQL_MAX_ANSWER_VALUES is refused with 400.

let t: TestApp;
let b: Booking;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  schema = await createSchema(createMemoryPubSub());
});
afterAll(() => t.close());

const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', token: b.customer.token }, payload: { query } });

/** Every operation the client sends, as codegen wrote them (client/src/gql/graphql.ts). */
async function clientOperations(): Promise<DocumentNode[]> {
  const source = await readFile(new URL('../../../client/src/gql/graphql.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/^export const \w+Document = (\{.*\}) as unknown as DocumentNode/gm)].map((m) => withTypenames(JSON.parse(m[1]) as DocumentNode));
}

/** The document as Apollo Client sends it: `__typename` asked in every selection set below the root. */
function withTypenames(doc: DocumentNode): DocumentNode {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return visit(doc, {
    SelectionSet(set, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...set, selections: [...set.selections, typename] };
    },
  });
}

const SEARCH = `search: { from: "2026-01-01", to: "2026-12-31" }`;
const BIG = `consignments(${SEARCH}) { id consignmentNumber price customer { id name } consignmentAddresses { id address { postcode town addressLine1 } } }`;

describe('the answer a GraphQL request may build is bounded (issue 20 item 4)', () => {
  it('refuses with 400 an aliased query asking for many year-long searches, naming the limit', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `s${i}: ${BIG}`).join(' ');
    const res = await post(`{ ${aliases} }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/could answer \d+ values, more than the 20000000 allowed/);
  });

  it('refuses the same aliased query over the WebSocket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = openSocket((t.app.server.address() as AddressInfo).port, { token: b.customer.token });
    try {
      await socket.connected;
      const reply = await socket.run(`{ ${Array.from({ length: 12 }, (_, i) => `s${i}: ${BIG}`).join(' ')} }`);
      expect(reply.errors?.[0].message).toMatch(/could answer \d+ values, more than the 20000000 allowed/);
      expect(reply.data ?? null).toBeNull();
    } finally {
      await socket.client.dispose();
    }
  });

  it('answers the same search asked once', async () => {
    const res = await post(`{ ${BIG} }`);
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toBeUndefined();
  });

  it('counts a list at the size its limit argument asks for', async () => {
    const res = await post('{ bookingImportRows(id: 1, limit: 100000000) { rowNumber } }');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/could answer 100000000 values/);
  });

  it('lets every operation the client sends through', async () => {
    const rule = answerSizeRule(testConfig());
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(50);
    const refused = operations.flatMap((doc) => {
      const name = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;
      return validate(schema, doc, [rule]).map((e) => `${name}: ${e.message}`);
    });
    expect(refused).toEqual([]);
  });

  it("counts a connection's edges and nodes at its first, or at the largest page when first is a variable (issue 24 item 3)", () => {
    const refusals = (query: string) => {
      const config = testConfig();
      const rule = answerSizeRule({ ...config, limits: { ...config.limits, graphqlAnswerValues: 1 } });
      return validate(schema, parse(query), [rule]).map((e) => e.message);
    };
    const page = `nodes { id } edges { cursor node { id } } pageInfo { hasNextPage }`;
    // 3 nodes + 3 edges of 2 values + 1 = 10.
    expect(refusals(`{ consignmentsConnection(${SEARCH}, first: 3) { ${page} } }`)).toEqual([expect.stringMatching(/could answer 10 values/)]);
    expect(refusals(`query($n: Int!) { consignmentsConnection(${SEARCH}, first: $n) { ${page} } }`)).toEqual([expect.stringMatching(new RegExp(`could answer ${MAX_PAGE * 3 + 1} values`))]);
  });
});
