import type { Viewer } from '../../domain/field-visibility.js';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../../context.js';
import { gql } from '../../test/clients.js';
import { projectionRowsSql } from '../../graphql/projection.js';
import { buildConsignment, buildSupplier } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, tomorrowAt, type Booking } from './consignment.fixtures.js';
import { toRestConsignment } from './consignment.mapper.js';
import { CONSIGNMENTS, restConsignmentPicks } from './consignment.projection.js';
import { consignmentLookahead, getConsignmentJson } from './consignment.read.js';

const consignmentPicks = (info: Parameters<typeof consignmentLookahead.picks>[0]) => consignmentLookahead.picks(info);
import { loadConsignment } from './consignment.populate.js';
import { User } from '../users/user.entity.js';

// Issue 9 item 3: the consignment search and GET by id are written by PostgreSQL from a projection
// (consignment.projection.ts). Whatever the consignment holds, they must answer exactly what the
// entity mapper of behaviour.md "Booking / Consignment lifecycle" answers, for office users (costs) and customer users (none).

let t: TestApp;
let b: Booking;
let full: number;
let bare: number;
const day = () => tomorrowAt(9).slice(0, 10);
const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
/** pg's $1, $2... as MikroORM's ? placeholders. */
const numberedSql = (text: string) => text.replace(/\$\d+/g, '?');
const call = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { token } });
/** The mapper's answer, through JSON as a client receives it. */
/** The viewer of an office user (office) or of the booking customer's user. */
const viewer = (office: boolean): Viewer => (office ? { role: 'OFFICE', userId: b.office.id } : { role: 'CUSTOMER', userId: b.customer.userId });
const mapped = async (id: number, office: boolean) => JSON.parse(JSON.stringify(toRestConsignment(await loadConsignment(t.orm.em.fork(), id), viewer(office))));

beforeAll(async () => {
  // Every field of a day's search is asked at once, to compare the paths: more than the answer-size limit allows a caller.
  t = await startTestApp({ limits: { ...testConfig().limits, graphqlAnswerValues: 1_000_000_000, graphqlCostPerMinute: Number.MAX_SAFE_INTEGER } });
  b = await arrangeBooking(t.orm);
  const supplier = await buildSupplier(t.orm, { name: 'Projection Haulage' });
  const post = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.office.token }, payload: body });
  const weekDays = await sql<{ id: number }>(`select id from week_day where iso_day in (1, 3) order by id`);
  const created = await post(bookingBody(b, {
    IsQuote: false, Price: 123.45, PriceManuallySet: true, Supplier: { Id: supplier.id }, NotesForOffice: 'Office only', NotesForSupplier: 'Ring "twice"',
    AdditionalCharges: [{ AdditionalCharge: { Id: b.chargeId } }],
  }));
  expect(created.statusCode).toBe(201);
  full = created.json().Id;
  // What a booking form does not set: a booking contact, a type, frequency settings, a stop charge,
  // a driver's progress and proofs, an invoice, an address without company, and a Unicode note.
  const [contact] = await sql<{ id: number }>(`insert into contact (customer_id, name, phone, email) values (?, 'Sam Contact', '0161 000', 'sam@example.test') returning id`, [b.customer.id]);
  const [type] = await sql<{ id: number }>(`select id from consignment_type order by id limit 1`);
  const [frequency] = await sql<{ id: number }>(`select id from consignment_frequency order by id limit 1`);
  const [settings] = await sql<{ id: number }>(`insert into consignment_frequency_settings (start_date, consignment_frequency_id) values ('2026-12-01', ?) returning id`, [frequency?.id ?? null]);
  for (const w of weekDays) await sql(`insert into consignment_frequency_settings_week_day values (?, ?)`, [settings.id, w.id]);
  await sql(`update consignment set booking_contact_id = ?, consignment_type_id = ?, consignment_frequency_settings_id = ?, invoice_date = '2026-11-30T10:11:12.345Z',
    invoice_number = '77', customer_invoice_id = null, mileage = 12, notes_for_invoice = 'Zoë’s café – 10% off' where id = ?`,
  [contact.id, type?.id ?? null, settings.id, full]);
  const stops = await sql<{ id: number; address_id: number }>(`select id, address_id from consignment_address where consignment_id = ? order by consignment_order`, [full]);
  await sql(`insert into consignment_address_charge (consignment_address_id, additional_charge_id, charge_for, price_pence, cost_pence) values (?, ?, 'Waiting time', 1250, 999)`, [stops[0].id, b.chargeId]);
  await sql(`update consignment_address set is_on_route = true, start_time = '2026-11-22T08:00:00Z', has_arrived = true, arrival_time = '2026-11-22T08:30:00.5Z',
    is_completed = true, completion_time = now(), signature_name = 'R. Signer', signature_file_name = 'sig.png', goods_photos = '["g1.jpg","g2.jpg"]',
    notes_from_supplier = 'Left at gate', manifest_order = 10 where id = ?`, [stops[0].id]);
  await sql(`update address set company_name = '  ', county = 'Greater London', country_id = null, latitude = null where id = ?`, [stops[1].address_id]);
  bare = (await post(bookingBody(b, { ConsignmentAddresses: (bookingBody(b).ConsignmentAddresses as object[]).map((s) => ({ ...s, LoadDetails: [] })), NoLoadDetailsGiven: true }))).json().Id;
});
afterAll(() => t.close());

describe('consignment projection = entity mapper (behaviour.md "Booking / Consignment lifecycle", issue 9 item 3)', () => {
  it('GET /Consignments/{id} answers what the mapper answers, for office users with costs', async () => {
    for (const id of [full, bare]) {
      const res = await call(`/Consignments/${id}`, b.office.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(await mapped(id, true));
    }
    expect(res0Keys(await mapped(full, true))).toEqual(expect.arrayContaining(['Cost', 'NotesForOffice', 'RecommendedCost', 'CostManuallySet']));
  });

  it('answers the customer the same without any cost or office field', async () => {
    const res = await call(`/Consignments/${full}`, b.customer.token);
    expect(res.json()).toEqual(await mapped(full, false));
    expect(res.body).not.toMatch(/"Cost"|NotesForOffice|RecommendedCost|Office only/);
  });

  it('the day search answers every consignment as the mapper does, in start order', async () => {
    const office = await call(`/Consignments/${day()}/${day()}/Search`, b.office.token);
    expect(office.json()).toEqual([await mapped(full, true), await mapped(bare, true)].sort((x, y) => x.StartDateTime.localeCompare(y.StartDateTime) || x.Id - y.Id));
    const customer = await call(`/Consignments/${day()}/${day()}/Search`, b.customer.token);
    expect(customer.json()).toHaveLength(2);
    expect(customer.json().find((c: { Id: number }) => c.Id === full)).toEqual(await mapped(full, false));
  });

  it("keeps another customer's consignment from a customer user, and from drivers", async () => {
    expect((await call(`/Consignments/${full}`, b.otherCustomer.token)).statusCode).toBe(404);
    expect((await call(`/Consignments/${day()}/${day()}/Search`, b.otherCustomer.token)).json()).toEqual([]);
    expect((await call(`/Consignments/${full}`, b.driverToken)).statusCode).toBe(403);
    expect((await call(`/Consignments/999999`, b.office.token)).statusCode).toBe(404);
  });
});

describe('GETs by id that arrive together (issue 9 item 3: one statement for many reads by id)', () => {
  it('answer each request with its own answer, its own fields and its own checks', async () => {
    const [office, again, customer, other, missing, officeBare] = await Promise.all([
      call(`/Consignments/${full}`, b.office.token),
      call(`/Consignments/${full}`, b.office.token),
      call(`/Consignments/${full}`, b.customer.token),
      call(`/Consignments/${full}`, b.otherCustomer.token),
      call('/Consignments/999999', b.office.token),
      call(`/Consignments/${bare}`, b.office.token),
    ]);
    expect(office.json()).toEqual(await mapped(full, true));
    expect(again.body).toBe(office.body);
    expect(officeBare.json()).toEqual(await mapped(bare, true));
    // The customer's own, without costs or office fields; another customer's is not found, nor is a missing id.
    expect(customer.json()).toEqual(await mapped(full, false));
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
  });

  it('are read by one statement per selection when they arrive in the same turn of the event loop', async () => {
    const pool = await t.orm.em.getConnection().getNativeClient();
    const original = pool.query.bind(pool);
    const statements: string[] = [];
    pool.query = ((...args: unknown[]) => {
      const config = args[0] as string | { text: string };
      statements.push(typeof config === 'string' ? config : config.text);
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    const em = t.orm.em.fork();
    const as = async (id: number) => ({ em: t.orm.em.fork(), user: await em.findOneOrFail(User, { id }, { populate: ['customer', 'supplier'] }) }) as RequestContext;
    const [officeCtx, customerCtx, otherCtx] = [await as(b.office.id), await as(b.customer.userId), await as(b.otherCustomer.userId)];
    const office = restConsignmentPicks(true);
    const customer = restConsignmentPicks(false);
    try {
      const reads = await Promise.allSettled([
        getConsignmentJson(officeCtx, full, office),
        getConsignmentJson(officeCtx, full, office),
        getConsignmentJson(officeCtx, bare, office),
        getConsignmentJson(officeCtx, 999_999, office),
        getConsignmentJson(customerCtx, full, customer),
        getConsignmentJson(otherCtx, full, customer),
      ]);
      expect(reads.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
      const value = (i: number) => JSON.parse((reads[i] as PromiseFulfilledResult<string>).value);
      expect([value(0), value(1), value(2), value(4)]).toEqual([await mapped(full, true), await mapped(full, true), await mapped(bare, true), await mapped(full, false)]);
      // Office users' reads share one statement, customer users' (other fields) another.
      expect(statements.filter((text) => text.includes('= any($1::int[])'))).toHaveLength(2);
    } finally {
      pool.query = original;
    }
  });

  it('send reads that arrive while two statements are in the database together in the next one', async () => {
    const pool = await t.orm.em.getConnection().getNativeClient();
    const original = pool.query.bind(pool);
    const sent: number[][] = [];
    const held: (() => void)[] = [];
    pool.query = ((...args: unknown[]) => {
      const config = args[0] as { text?: string; values?: unknown[] };
      if (typeof config === 'object' && config.text?.includes('= any($1::int[])')) {
        sent.push([...(config.values![0] as number[])]);
        // The first two statements wait in "the database" until released.
        if (sent.length <= 2) return new Promise((resolve) => held.push(() => resolve((original as (...a: unknown[]) => unknown)(...args))));
      }
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    const officeCtx = { em: t.orm.em.fork(), user: await t.orm.em.fork().findOneOrFail(User, { id: b.office.id }, { populate: ['customer', 'supplier'] }) } as RequestContext;
    const picks = restConsignmentPicks(true);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    try {
      const reads: Promise<string>[] = [];
      // Each read in a turn of its own: the first two go at once, the next three wait for a statement to finish.
      for (const id of [full, bare, full, bare, 999_999]) {
        reads.push(getConsignmentJson(officeCtx, id, picks));
        await nextTurn();
        await nextTurn();
      }
      expect(sent).toEqual([[full], [bare]]);
      for (const release of held) release();
      const settled = await Promise.allSettled(reads);
      expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect(sent).toEqual([[full], [bare], [full, bare, 999_999]]);
      const value = (i: number) => JSON.parse((settled[i] as PromiseFulfilledResult<string>).value);
      expect([value(2), value(3)]).toEqual([await mapped(full, true), await mapped(bare, true)]);
    } finally {
      pool.query = original;
    }
  });
});

const res0Keys = (o: object) => Object.keys(o);

// Every field the projection knows, through a fragment, an inline fragment and aliases (which share a field).
const ALL = `fragment Stop on ConsignmentAddress { id consignmentId consignmentOrder manifestOrder manifestId scheduledStartDateAndTime scheduledStartToDateAndTime
    isScheduledStartDateAndTimeLocked timed estimatedStartDateAndTime noLoadDetailsGiven isOnRoute startTime hasArrived arrivalTime isCompleted completionTime
    notesFromSupplier signatureName signatureFileName goodsPhotos paperworkPhotos noPaperworkProvided rowVersion
    consignmentAddressType { id name } loadDetails { id quantity description barcodeFileName }
    additionalCharges { id chargeFor price cost additionalCharge { id chargeFor } }
    address { id companyName addressLine1 addressLine2 addressLine3 town county postcode countryId latitude longitude shortAddress country { id name code } } }
  fragment Row on Consignment { id consignmentNumber consignmentReference customerId customerBranch contactName contactPhoneNumber contactEmailAddress poNumber costCode
    customerReference customerReferenceNumber notesForSupplier notesForOffice notesForInvoice price recommendedPrice cost recommendedCost priceManuallySet costManuallySet
    mileage totalMiles totalLoadedMiles totalTimeInMinutes routeIsEstimate calculateTimes optimiseStops applyPostcodePricingRules isBackload isQuote isFrequentConsignment
    frequentConsignmentTemplateId frequentDate isDeleted cancellationRequested isWebBooking isCompleted isManuallyMarkedInvoiceable manifestChangesRequired invoiceStatus
    invoiceDate invoiceNumber customerInvoiceId paid holdInvoice ignoreProfitMargin dateCreated dateModified startDateTime version
    customer { id name isDeactivated isOnStop parentId outstandingBalance creditLimit isOverCreditLimit } bookingContact { id name phone email }
    consignmentType { id name shortName } vehicleType { id name order iconCode isDeactivated version } createdBy { id name role } supplier { id name }
    consignmentFrequencySettings { id startDate consignmentFrequency { id name } weekDays { id name isoDay } }
    additionalCharges { id description price cost additionalCharge { id chargeFor } }
    consignmentAddresses { ...Stop } first: consignmentAddresses { ... on ConsignmentAddress { __typename id } } }`;
/** The same query with a directive, which the answer plugin leaves to graphql-js: executed over the read model's rows. */
const viaExecution = (query: string) => query.replace('customer { id name', 'customer { id @include(if: true) name');

describe('a long day search (issue 9 item 3)', () => {
  it('is written in two halves at once and answers the rows of one statement, in start order, ties by id', async () => {
    const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 40 * 86_400_000));
    const [{ start }] = await sql<{ start: Date }>(`select (?::date + time '06:00') at time zone 'Europe/London' as start`, [londonDay]);
    // 241 consignments (two halves of 120 and 121), every fifth starting at the same minute as the one before.
    const starts = Array.from({ length: 241 }, (_, i) => new Date(new Date(start).getTime() + (i - Math.floor(i / 5)) * 60_000));
    for (let i = 0; i < starts.length; i += 40) {
      await Promise.all(starts.slice(i, i + 40).map((at) => buildConsignment(t.orm, { customerId: b.customer.id, stops: [{ type: 'Collection', at }, { type: 'Delivery', at: new Date(at.getTime() + 3_600_000) }] })));
    }
    const res = await call(`/Consignments/${londonDay}/${londonDay}/Search`, b.office.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { Id: number; StartDateTime: string }[];
    expect(rows).toHaveLength(241);
    const ordered = [...rows].sort((x, y) => x.StartDateTime.localeCompare(y.StartDateTime) || x.Id - y.Id);
    expect(rows.map((r) => r.Id)).toEqual(ordered.map((r) => r.Id));
    // One statement over the same ids, as the search would answer unsplit: the same rows, byte for byte, a comma between two.
    const ids = rows.map((r) => r.Id);
    const one = await sql<{ json: string }>(numberedSql(projectionRowsSql(CONSIGNMENTS, restConsignmentPicks(true), { role: 'OFFICE' })), [`{${ids.join(',')}}`]);
    expect(res.body).toBe(`[${one.map((r) => r.json).join(',')}]`);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });
});

describe('GraphQL consignments from the projection (issue 9 item 3)', () => {
  const SEARCH = `query($search: ConsignmentSearchInput!) { consignments(search: $search) { ...Row } } ${ALL}`;
  const ONE = `query($id: Int!) { consignment(id: $id) { ...Row } } ${ALL}`;

  it('answers a day search as PostgreSQL writes it exactly as graphql-js executes it, for office and customer users', async () => {
    for (const token of [b.office.token, b.customer.token]) {
      const fast = await gql(t.app, SEARCH, { search: { from: day(), to: day() } }, token);
      const slow = await gql(t.app, viaExecution(SEARCH), { search: { from: day(), to: day() } }, token);
      expect(fast.errors).toBeUndefined();
      expect(slow.errors).toBeUndefined();
      expect(fast.data!.consignments).toHaveLength(2);
      expect(fast.data!.consignments).toEqual(slow.data!.consignments);
      // in the query's order, as execution writes it (the answer may come straight from PostgreSQL's JSON)
      const keys = (rows: unknown) => Object.keys((rows as Record<string, unknown>[])[0]);
      expect(keys(fast.data!.consignments)).toEqual(keys(slow.data!.consignments));
    }
  });

  it('answers one consignment as graphql-js executes it, with costs for the office only', async () => {
    const office = await gql(t.app, ONE, { id: full }, b.office.token);
    expect(office.data!.consignment).toEqual((await gql(t.app, viaExecution(ONE), { id: full }, b.office.token)).data!.consignment);
    expect(office.data!.consignment).toMatchObject({ cost: expect.any(Number), notesForOffice: 'Office only', consignmentFrequencySettings: { weekDays: [expect.anything(), expect.anything()] } });
    const customer = await gql<{ consignment: { consignmentAddresses: { additionalCharges: { cost: number | null }[] }[] } }>(t.app, ONE, { id: full }, b.customer.token);
    expect(customer.data!.consignment).toMatchObject({ cost: null, recommendedCost: null, notesForOffice: null, costManuallySet: null, customer: { isOverCreditLimit: null, outstandingBalance: null } });
    expect(customer.data!.consignment.consignmentAddresses[0].additionalCharges[0].cost).toBeNull();
    expect((await gql(t.app, ONE, { id: full }, b.otherCustomer.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

/** What the resolver sees of a query's first field: its nodes, the document's fragments and the variables. */
function infoOf(query: string, variableValues: Record<string, unknown> = {}): GraphQLResolveInfo {
  const doc = parse(query);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments, variableValues } as unknown as GraphQLResolveInfo;
}

describe('which GraphQL selections the projection serves (issue 9 item 3)', () => {
  it('serves every field of the control screen and the queries above, merging aliases of one field', () => {
    const picks = consignmentPicks(infoOf(`query { consignments(search: $s) { ...Row } } ${ALL}`))!;
    expect(picks.map((p) => p.key)).toContain('consignmentAddresses');
    expect(picks.filter((p) => p.key === 'consignmentAddresses')).toHaveLength(1);
    expect(picks.find((p) => p.key === 'consignmentAddresses')!.pick!.map((p) => p.key)).toEqual(expect.arrayContaining(['address', 'loadDetails', 'id']));
  });

  it('decides @include and @skip from the variables, and refuses as a server error only what no Consignment field is', () => {
    const keys = (picks: { key: string }[]) => picks.map((p) => p.key);
    expect(keys(consignmentPicks(infoOf('query { consignments(search: $s) { id price @include(if: $x) } }', { x: false })))).toEqual(['id']);
    expect(keys(consignmentPicks(infoOf('query { consignments(search: $s) { id price @skip(if: $x) } }', { x: false })))).toEqual(['id', 'price']);
    expect(consignmentPicks(infoOf('query { consignments(search: $s) { id supplier { smallestVehicle { id } } } }'))[1].pick![0].pick).toEqual([{ key: 'id', field: 'id' }]);
    expect(() => consignmentPicks(infoOf('query { consignments(search: $s) { id consignmentChangeLogs { id } } }'))).toThrow(/cannot serve/);
  });
});
