import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { arrangeBooking, bookingBody, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';
import { operationValues } from './answer-size.js';
import { createSchema } from './schema.js';

// Issue 20 "Shown by": a fixed memory ceiling for the largest answer a request may build, measured by the
// answer's size rather than by time. With the search cut at ROWS rows and the answer limit set to exactly three
// searches' counted values, three aliased searches over a full table answer, and what they answer is no larger
// than the count that let them in; a fourth alias is refused before anything is read.

const ROWS = 4;
const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
// The longest range a search may cover (366 days), around tomorrow's bookings.
const SEARCH = `search: { from: "${day(-183)}", to: "${day(183)}" }`;
const BIG = `consignments(${SEARCH}) { id consignmentNumber price customer { id name } consignmentAddresses { id address { postcode town addressLine1 } loadDetails { quantity description } } }`;
const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `s${i}: ${BIG}`).join(' ')} }`;

/** Values an answer holds: every scalar and null leaf, as the count before running counts them. */
function leaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leaves(item), 0);
  if (value !== null && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0);
  return 1;
}

let t: TestApp;
let b: Booking;
let ceiling: number;
beforeAll(async () => {
  const base = testConfig();
  const limits = { ...base.limits, searchRows: ROWS };
  const document = parse(`{ ${BIG} }`);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  ceiling = 3 * operationValues(await createSchema(createMemoryPubSub()), document, operation, { ...base, limits });
  t = await startTestApp({ limits: { ...limits, graphqlAnswerValues: ceiling } });
  b = await arrangeBooking(t.orm);
  for (let i = 0; i < ROWS; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.customer.token }, payload: bookingBody(b, { PONumber: `PO-CEILING-${i}` }) });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', token: b.customer.token }, payload: { query } });

describe('the largest answer a request may build has a fixed ceiling (issue 20 item 4)', () => {
  it('answers the largest allowed request over a full table with no more values than the count that admitted it', async () => {
    const res = await post(aliased(3));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Record<string, unknown[]>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(Object.values(body.data).map((rows) => rows.length)).toEqual([ROWS, ROWS, ROWS]);
    const answered = leaves(body.data);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(ceiling);
  });

  it('refuses one alias more with 400 before reading anything', async () => {
    const res = await post(aliased(4));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(new RegExp(`more than the ${ceiling} allowed`));
  });
});
