import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../../context.js';
import { manifestStatusColour } from '../../domain/manifest.js';
import { readById } from '../../graphql/projection.by-id.js';
import { gql } from '../../test/clients.js';
import { buildSupplier } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { UserRole, type User } from '../users/user.entity.js';
import { book, restCaller } from './manifest.fixtures.js';
import { toRestManifest } from './manifest.mapper.js';
import { hexCodeSql, MANIFESTS, statusNameSql } from './manifest.projection.js';
import { manifestLookahead } from './manifest.read.js';
import { searchManifests, type ManifestSearch } from './manifest.search.js';

// Issue 9 item 3: GraphQL manifests (behaviour.md "Control screen / Manifests tab" Manifests tab, behaviour.md "Manifests / Saving a manifest" search; behaviour.md "Manifests / Manifest lifecycle and status colour") are written by
// PostgreSQL from a projection (manifest.projection.ts). Whatever the manifests hold, the derived fields must be
// what the mapper derives (derivedManifestFields), and only the office may read them (behaviour.md "Roles and access / Access rules").

let t: TestApp;
let b: Booking;
const ids: Record<'mixed' | 'completed' | 'acknowledged' | 'collections', number> = { mixed: 0, completed: 0, acknowledged: 0, collections: 0 };
const day = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

async function manifestOf(stopIds: number[]): Promise<number> {
  const res = await gql<{ createManifest: { id: number } }>(t.app, 'mutation($input: ManifestInput!) { createManifest(input: $input) { id } }',
    { input: { vehicleTypeId: b.vehicleTypeId, consignmentAddressIds: stopIds } }, b.office.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createManifest.id;
}

beforeAll(async () => {
  // Every field of a day's search is asked at once, to compare the paths: more than the answer-size limit allows a caller.
  t = await startTestApp({ limits: { ...testConfig().limits, graphqlAnswerValues: 1_000_000_000, graphqlCostPerMinute: Number.MAX_SAFE_INTEGER } });
  b = await arrangeBooking(t.orm);
  const [a, c, d, e, f, g] = [
    await book(t, b, b.customer.token, { CustomerBranch: 'North', NotesForSupplier: 'Ring "twice"' }), await book(t, b, b.office.token, { IsBackload: true }),
    await book(t, b, b.office.token), await book(t, b, b.customer.token), await book(t, b, b.office.token), await book(t, b, b.office.token),
  ];
  const supplier = await buildSupplier(t.orm, { name: 'Projection Haulage' });
  // Two consignments interleaved, the second one's stops first: consignments come once each, by first stop.
  ids.mixed = await manifestOf([c.stopIds[0], a.stopIds[0], c.stopIds[1], a.stopIds[1]]);
  ids.completed = await manifestOf(d.stopIds);
  ids.acknowledged = await manifestOf(e.stopIds);
  ids.collections = await manifestOf([f.stopIds[0], g.stopIds[0]]);
  await sql(`update manifest set supplier_id = ?, is_sent = true where id = ?`, [supplier.id, ids.mixed]);
  await sql(`update manifest set supplier_id = ?, is_sent = true, is_acknowledged = true, acknowledged_time = '2026-11-22T07:08:09.010Z', hold_invoice = true,
    invoice_reference = 'INV-9', cost_pence = 12345, calculated_cost_pence = 10001, cost_manually_set = true where id = ?`, [supplier.id, ids.acknowledged]);
  await sql(`update consignment_address set is_completed = true, completion_time = now(), goods_photos = '["g1.jpg","g2.jpg"]', signature_name = 'R. Signer',
    signature_file_name = 'sig.png' where id = ?`, [c.stopIds[0]]);
  await sql(`insert into consignment_address_charge (consignment_address_id, additional_charge_id, charge_for, price_pence, cost_pence) values (?, ?, 'Waiting time', 1250, 999)`,
    [a.stopIds[0], b.chargeId]);
  await sql(`update consignment_address set is_completed = true where id in (?, ?)`, d.stopIds);
  // No first-stop time: StartDeliveryDate falls back to the manifest's start; a blank company is left out of the address.
  await sql(`update consignment_address set scheduled_start_date_and_time = null where id = ?`, [d.stopIds[0]]);
  await sql(`update address set company_name = '  ', town = ' ' where id = (select address_id from consignment_address where id = ?)`, [a.stopIds[1]]);
  const [posting] = await sql<{ id: number }>(`insert into transport_exchange_manifest (manifest_id, tail_lift, notes, external_reference, date_created)
    values (?, true, 'Side door', 'TX-1', '2026-11-21T10:00:00Z') returning id`, [ids.mixed]);
  await sql(`insert into transport_exchange_manifest (manifest_id, is_removed, date_created) values (?, true, '2026-11-21T09:00:00Z')`, [ids.mixed]);
  await sql(`insert into transport_exchange_manifest_log (transport_exchange_manifest_id, created_at, action, message)
    values (?, '2026-11-21T10:00:01Z', 'Sent', null), (?, '2026-11-21T10:05:00Z', 'Rebooked', 'Zoë’s café')`, [posting.id, posting.id]);
});
afterAll(() => t.close());

/** The control screen's Manifests-tab row (client ManifestRowFields), as the client sends it. */
const TAB = `fragment ManifestRowFields on Manifest { id manifestNumber version isSent isAcknowledged isDeleted cost calculatedCost totalMiles totalTimeInMinutes
  invoiceStatus numberOfConsignmentAddresses formattedLastDeliveryAddress startDeliveryDate dateCreated statusColour { name hexCode } vehicleType { id name }
  supplier { id name } consignments { id consignmentNumber customerName isBackload } transportExchangeManifests { id isRemoved tailLift timed notes externalReference }
  consignmentAddresses { id scheduledStartDateAndTime isCompleted consignmentAddressType { id name } address { id companyName shortAddress } } }`;
/** Every field the manifest projection knows, through an inline fragment and aliases. */
const ALL = `fragment ManifestRowFields on Manifest { id manifestNumber costManuallySet calculateTimes isSent isAcknowledged acknowledgedTime totalMiles totalTimeInMinutes
  currency invoiceStatus holdInvoice invoiceReference supplierInvoiceId isDeleted startDateTime dateCreated dateModified version cost calculatedCost supplierId
  numberOfConsignmentAddresses formattedLastDeliveryAddress startDeliveryDate statusColour { __typename name hexCode } vehicleType { id name order iconCode }
  supplier { id name } transportExchangeManifests { id tailLift timed notes externalReference isRemoved dateCreated logs { id createdAt action message } }
  consignments { id consignmentNumber customerId customerName customerBranch contactEmailAddress notesForSupplier price isBackload }
  ... on Manifest { stops: consignmentAddresses { __typename id consignmentId manifestId manifestOrder consignmentOrder isCompleted completionTime rowVersion
    address { shortAddress postcode country { name } } loadDetails { quantity } additionalCharges { price cost } } } }`;

/** One query three ways: answered from PostgreSQL's JSON as it is, resolved from that JSON, and with a directive decided by the read model. */
const ways = (query: string) => ({
  answered: query,
  // a second root field: the resolvers run, over the projection's rows
  resolved: query.replace(/\{ (manifests?)\(/, '{ __typename $1('),
  // a directive: left by the answer plugin to graphql-js, decided by the read model from the variables
  decided: query.replace('...ManifestRowFields', 'id @include(if: true) ...ManifestRowFields'),
});
const SEARCH = (fragment: string) => ways(`query($s: ManifestSearchInput!) { manifests(search: $s) { ...ManifestRowFields } } ${fragment}`);
const ONE = (fragment: string) => ways(`query($id: Int!) { manifest(id: $id) { ...ManifestRowFields } } ${fragment}`);
const withoutRootTypename = (data: Record<string, unknown> | null | undefined) => (data ? { ...data, __typename: undefined } : data);

describe('GraphQL manifests from the projection, answered, resolved and with directives alike (behaviour.md "Control screen / Manifests tab"; "Manifests / Manifest search and export"; issue 9 item 3)', () => {
  it.each([['the Manifests tab', TAB], ['every projected field', ALL]])('answers the day search with %s the same three ways', async (_, fragment) => {
    const q = SEARCH(fragment);
    const run = (query: string) => gql<{ manifests: Record<string, unknown>[] }>(t.app, query, { s: { from: day(), to: day() } }, b.office.token);
    const [answered, resolved, decided] = [await run(q.answered), await run(q.resolved), await run(q.decided)];
    for (const r of [answered, resolved, decided]) expect(r.errors).toBeUndefined();
    expect(decided.data!.manifests.map((m) => m.id)).toEqual([ids.mixed, ids.completed, ids.acknowledged, ids.collections]);
    expect(answered.data).toEqual(decided.data);
    expect(withoutRootTypename(resolved.data)).toEqual({ ...decided.data, __typename: undefined });
    // field by field in the query's order, as execution writes it
    expect(JSON.stringify(answered.data)).toBe(JSON.stringify(decided.data));
  });

  it('derives the control-screen fields from the stops as behaviour.md "Control screen / Manifests tab" says', async () => {
    const res = await gql<{ manifests: Record<string, unknown>[] }>(t.app, SEARCH(ALL).answered, { s: { from: day(), to: day() } }, b.office.token);
    const byId = new Map(res.data!.manifests.map((m) => [m.id, m]));
    const mixed = byId.get(ids.mixed)!;
    expect(mixed).toMatchObject({ numberOfConsignmentAddresses: 4, statusColour: { __typename: 'ManifestStatusColour', name: 'First Stop Completed', hexCode: '#9de89d' } });
    expect((mixed.consignments as { isBackload: boolean; price: number }[]).map((c) => c.isBackload)).toEqual([true, false]);
    expect(mixed.formattedLastDeliveryAddress).not.toMatch(/^,|, ,/);
    expect((mixed.transportExchangeManifests as { logs: unknown[] }[]).map((p) => p.logs.length)).toEqual([2, 0]);
    expect(byId.get(ids.completed)).toMatchObject({ statusColour: { name: 'Completed' }, startDeliveryDate: byId.get(ids.completed)!.startDateTime });
    expect(byId.get(ids.acknowledged)).toMatchObject({ statusColour: { name: 'Acknowledged' }, cost: 123.45, calculatedCost: 100.01, acknowledgedTime: '2026-11-22T07:08:09.010Z' });
    expect(byId.get(ids.collections)).toMatchObject({ statusColour: { name: 'White' }, formattedLastDeliveryAddress: '', supplierId: null });
  });

  it('answers one manifest the same three ways, and a missing one NOT_FOUND', async () => {
    for (const fragment of [TAB, ALL]) {
      const q = ONE(fragment);
      const run = (query: string) => gql<{ manifest: Record<string, unknown> }>(t.app, query, { id: ids.mixed }, b.office.token);
      const [answered, resolved, decided] = [await run(q.answered), await run(q.resolved), await run(q.decided)];
      expect(decided.errors).toBeUndefined();
      expect(JSON.stringify(answered.data)).toBe(JSON.stringify(decided.data));
      expect(withoutRootTypename(resolved.data)).toEqual({ ...decided.data, __typename: undefined });
    }
    for (const query of Object.values(ONE(TAB))) {
      expect((await gql(t.app, query, { id: 999_999 }, b.office.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('REST manifest search from the projection = toRestManifest (behaviour.md "Settings / Back-office users"; "Manifests / Manifest search and export"; issue 9 item 3)', () => {
  const office = () => ({ em: t.orm.em.fork(), config: testConfig(), user: { role: UserRole.OFFICE } as User }) as RequestContext;
  const search = (query: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/Manifests/${day()}/${day()}/Search${query}`, headers: token ? { token } : {} });
  /**
   * The body re-serialised: PostgreSQL lays arrays out its own way (json_agg's ", newline, space", jsonb's
   * ", "); keys, their order and every value are compared as sent.
   */
  const compact = (body: string) => JSON.stringify(JSON.parse(body));
  /** What the entity search and the REST mapper answer, as the JSON a client receives. */
  const mapped = async (filters: Partial<ManifestSearch> = {}) => JSON.stringify((await searchManifests(office(), { from: day(), to: day(), ...filters })).map((m) => toRestManifest(m, { role: 'OFFICE' })));

  it('answers the day search as the mapper does, key for key in its order and value for value, stops and postings included', async () => {
    const res = await search('', b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().map((m: { Id: number }) => m.Id)).toEqual([ids.mixed, ids.completed, ids.acknowledged, ids.collections]);
    const body = compact(res.body);
    expect(body).toBe(await mapped());
    // what the fixture must reach: the customer's price, a stop charge's cost, photos and postings with logs
    for (const part of ['"Price":30', '"Cost":9.99', '"GoodsPhotos":["g1.jpg","g2.jpg"]', '"Message":"Zoë’s café"']) expect(body).toContain(part);
  });

  it('answers the filtered searches of behaviour.md "Manifests / Manifest search and export" as the mapper does, an empty one as []', async () => {
    const cases: [string, Partial<ManifestSearch>][] = [
      ['?nonspec=true', { nonSpec: true }],
      ['?supplierName=projection', { supplierName: 'projection' }],
      ['?notacknowledged=1&isbackload=true', { notAcknowledged: true, isBackload: true }],
      ['?excludeBackload=true&customerName=%20', { excludeBackload: true, customerName: ' ' }],
      ['?isdeleted=true', { isDeleted: true }],
    ];
    for (const [query, filters] of cases) {
      const res = await search(query, b.office.token);
      expect({ query, body: compact(res.body) }).toEqual({ query, body: await mapped(filters) });
    }
    expect((await search('?isdeleted=true', b.office.token)).body).toBe('[]');
  });

  it('still refuses customers, drivers and the signed-out, and bad ranges, before reading anything (behaviour.md "Roles and access / Access rules"; "Manifests / Manifest search and export")', async () => {
    for (const [token, status] of [[b.customer.token, 403], [b.otherCustomer.token, 403], [b.driverToken, 403], [undefined, 401]] as const) {
      const res = await search('', token);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toMatch(/ManifestNumber|ConsignmentAddresses/);
    }
    const reversed = await restCaller(t)('GET', `/Manifests/${day()}/2020-01-01/Search`, b.office.token);
    expect(reversed.statusCode).toBe(400);
  });
});

describe('who reads manifests from the projection (behaviour.md "Roles and access / Access rules")', () => {
  it('refuses customers, even with their own consignments on the manifests, drivers and the signed-out, every way the query can run', async () => {
    const queries = [...Object.values(SEARCH(TAB)), ...Object.values(ONE(TAB)), `query($s: ManifestSearchInput!) { mine: manifests(search: $s) { __typename id } }`];
    for (const [token, code] of [[b.customer.token, 'FORBIDDEN'], [b.otherCustomer.token, 'FORBIDDEN'], [b.driverToken, 'FORBIDDEN'], [undefined, 'UNAUTHENTICATED']] as const) {
      for (const query of queries) {
        const res = await gql<Record<string, unknown>>(t.app, query, { s: { from: day(), to: day() }, id: ids.mixed }, token);
        expect(res.errors?.[0].extensions?.code).toBe(code);
        expect(JSON.stringify(res.data ?? null)).not.toMatch(/"manifestNumber"|"consignments"|"id"/);
      }
    }
  });

  it("writes the customer's price only for office users, in the SQL itself", async () => {
    const query = parse(`{ manifest(id: 1) { id consignments { id price } cost } }`).definitions[0] as OperationDefinitionNode;
    const picks = manifestLookahead.answerPicks({}, (query.selectionSet.selections[0] as FieldNode).selectionSet!)!;
    const as = async (role: UserRole) => {
      const ctx = { em: t.orm.em.fork(), user: { role } as User } as RequestContext;
      return JSON.parse((await readById(ctx, MANIFESTS, ids.mixed, picks))!.json) as { consignments: { price: number | null }[] };
    };
    expect((await as(UserRole.OFFICE)).consignments.map((c) => c.price)).toEqual([expect.any(Number), expect.any(Number)]);
    for (const role of [UserRole.SUPPLIER, UserRole.CUSTOMER]) expect((await as(role)).consignments.map((c) => c.price)).toEqual([null, null]);
  });
});

describe('the status colour in SQL = domain/manifest.ts (behaviour.md "Manifests / Manifest lifecycle and status colour")', () => {
  it('gives every state of supplier, sent, acknowledged and stops the same colour', async () => {
    const stopSets = [[], [false], [true], [false, false], [true, false], [false, true], [true, true], [true, true, false]];
    const name = statusNameSql({ stops: 'ss.n', allCompleted: 'ss.all_completed', firstCompleted: 'ss.first_completed', hasSupplier: '$2::boolean', isAcknowledged: '$3::boolean', isSent: '$4::boolean' });
    const text = `select x.name, ${hexCodeSql('x.name')} as hex from (select ${name} as name from (select count(*) as n, bool_and(c) as all_completed,
      (array_agg(c order by o))[1] as first_completed from unnest($1::boolean[]) with ordinality v(c, o)) ss) x`;
    const pool = await (t.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    for (const stops of stopSets) {
      for (const hasSupplier of [false, true]) {
        for (const isSent of [false, true]) {
          for (const isAcknowledged of [false, true]) {
            const { rows } = await pool.query<{ name: string; hex: string }>(text, [stops, hasSupplier, isAcknowledged, isSent]);
            const expected = manifestStatusColour({ hasSupplier, isSent, isAcknowledged, stops: stops.map((isCompleted) => ({ isCompleted })) });
            expect({ stops, hasSupplier, isSent, isAcknowledged, ...rows[0] }).toEqual({ stops, hasSupplier, isSent, isAcknowledged, name: expected.name, hex: expected.hexCode });
          }
        }
      }
    }
  });
});
