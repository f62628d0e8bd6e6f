import http from 'node:http';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { londonDateRange } from '../../domain/dates.js';
import { useBookingApp } from '../../test/booking-app.js';
import { buildConsignment, buildSupplier, buildVehicle } from '../../test/factories.js';
import { csvCells } from '../../test/csv.js';
import { signedIn } from '../../test/sessions.js';
import { until } from '../../test/until.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';
import { bookingBody } from './consignment.fixtures.js';
import { exportSql, STORED_STOPS } from './consignment.export.js';

const ctx = useBookingApp();
const { call, sql, day } = ctx;

// The stop columns as the export computed them before they were stored (commit 366e0fb): from each consignment's
// stops, the first Collection's and last Delivery's addresses and the stops' manifests.
const FROM_STOPS = `cross join lateral (select sa.stops, sa.all_completed, sa.started, sa.on_manifest, sa.manifests,
      concat_ws(', ', nullif(trim(ac.company_name), ''), nullif(trim(ac.address_line1), ''), nullif(trim(ac.town), ''), nullif(trim(ac.postcode), '')) as collection,
      concat_ws(', ', nullif(trim(ad.company_name), ''), nullif(trim(ad.address_line1), ''), nullif(trim(ad.town), ''), nullif(trim(ad.postcode), '')) as delivery
    from (select count(*)::int as stops, bool_and(ca.is_completed) as all_completed,
        bool_or(ca.is_on_route or ca.has_arrived or ca.is_completed) as started, bool_or(ca.manifest_id is not null) as on_manifest,
        (array_agg(ca.address_id order by ca.consignment_order) filter (where ca.consignment_address_type_id = (select id from consignment_address_type where name = 'Collection')))[1] as collection_id,
        (array_agg(ca.address_id order by ca.consignment_order desc) filter (where ca.consignment_address_type_id = (select id from consignment_address_type where name = 'Delivery')))[1] as delivery_id,
        string_agg(distinct m.manifest_number::text, ' ') as manifests
      from consignment_address ca left join manifest m on m.id = ca.manifest_id where ca.consignment_id = c.id) sa
    left join address ac on ac.id = sa.collection_id left join address ad on ad.id = sa.delivery_id) st`;

/** The export statement with the stop columns read from the stops instead of the stored summary. */
function exportSqlFromStops(rowsSql: string, showCost: boolean): string {
  const stored = exportSql(rowsSql, showCost);
  if (!stored.includes(STORED_STOPS)) throw new Error('The export no longer joins the stored summary as this test expects');
  return stored.replace(STORED_STOPS, FROM_STOPS);
}

/** Runs a COPY ... TO STDOUT on its own connection and returns the text. */
async function copyOut(statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: ctx.t.databaseUrl });
  await client.connect();
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(copyTo(statement))) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await client.end();
  }
}

/** Exports every consignment from the stored summary, checks it is what the stops say byte for byte, and returns the numbers. */
async function exportMatchingStops(): Promise<Set<number>> {
  const all = 'select * from consignment';
  const stored = await copyOut(exportSql(all, true));
  expect(stored).toBe(await copyOut(exportSqlFromStops(all, true)));
  const [header, ...lines] = stored.trimEnd().split('\n');
  expect(header.split(',').slice(8, 14)).toEqual(['Collection Address', 'Delivery Address', 'Stops', 'Manifest Number', 'Supplier', 'Status']);
  return new Set(lines.map((line) => Number(line.split(',')[0])));
}

/** Collection, Delivery, Stops, Manifest Number and Status of one consignment by number, read past quoted cells. */
async function stopColumns(consignmentNumber: number) {
  const csv = await copyOut(exportSql(`select * from consignment where consignment_number = ${consignmentNumber}`, true));
  const row = csv.trimEnd().split('\n')[1];
  const cells = csvCells(row);
  return { collection: cells[8], delivery: cells[9], stops: cells[10], manifests: cells[11], status: cells[13] };
}

const numberOf = async (id: number) => (await sql<{ n: number }>('select consignment_number as n from consignment where id = ?', [id]))[0].n;
const stop = (type: number, companyName: string, line1: string, hour: number) => ({
  ConsignmentAddressType: { Id: type },
  Address: { CompanyName: companyName, AddressLine1: line1, Town: 'London', Postcode: 'E1 6AN', CountryId: ctx.b.countryId, Latitude: 51.52, Longitude: -0.07 },
  ScheduledStartDateAndTime: `${day(1)} ${String(hour).padStart(2, '0')}:00:00`,
  LoadDetails: [{ Quantity: 1, Description: 'Box' }],
});

describe('CSV export: the stop columns are stored per consignment and stay what the stops say (behaviour.md "Booking / Consignment search and export" Export, issue 9)', () => {
  it('exports bookings, quotes, a consignment without stops and text that needs CSV quoting as read from the stops', async () => {
    const quoted = await book(ctx.t, ctx.b, ctx.b.office.token, {
      ConsignmentAddresses: [stop(ctx.b.collectionId, 'Smith, Jones & "Sons"', '  1 Quay  ', 8), stop(ctx.b.collectionId, 'Second Pickup', '2 Road', 9), stop(ctx.b.deliveryId, '', '3 Lane', 10), stop(ctx.b.deliveryId, 'Last Drop', '4 Street', 11)],
    });
    const quote = (await call('POST', '/Consignments', ctx.b.office.token, bookingBody(ctx.b))).json();
    const empty = await buildConsignment(ctx.t.orm, { customerId: ctx.b.customer.id, stops: [] });
    await exportMatchingStops();
    expect(await stopColumns(quoted.number)).toEqual({ collection: 'Smith, Jones & "Sons", 1 Quay, London, E1 6AN', delivery: 'Last Drop, 4 Street, London, E1 6AN', stops: '4', manifests: '', status: 'Booked' });
    expect(await stopColumns(quote.ConsignmentNumber)).toMatchObject({ stops: '2', status: 'Quote' });
    expect(await stopColumns(empty.consignmentNumber)).toEqual({ collection: '', delivery: '', stops: '0', manifests: '', status: 'Booked' });
  });

  it('takes an edited booking (address text, stop order, a stop removed and one added) in the same save', async () => {
    const c = (await call('POST', '/Consignments', ctx.b.office.token, bookingBody(ctx.b, { IsQuote: false }))).json();
    const [collection, delivery] = c.ConsignmentAddresses;
    const res = await call('PUT', `/Consignments/${c.Id}`, ctx.b.office.token, bookingBody(ctx.b, {
      Version: c.Version, IsQuote: false,
      ConsignmentAddresses: [{ ...stop(ctx.b.collectionId, 'Renamed Warehouse', '1 Shoreditch High St', 9), Id: collection.Id }, stop(ctx.b.deliveryId, 'New Drop', '9 Close', 12)],
    }));
    expect(res.statusCode).toBe(200);
    expect(res.json().ConsignmentAddresses.map((s: { Id: number }) => s.Id)).not.toContain(delivery.Id);
    await exportMatchingStops();
    expect(await stopColumns(c.ConsignmentNumber)).toMatchObject({ collection: 'Renamed Warehouse, 1 Shoreditch High St, London, E1 6AN', delivery: 'New Drop, 9 Close, London, E1 6AN', stops: '2' });
  });

  it('lists the manifests of a consignment\'s stops in text order, and forgets one when its stop leaves or it is deleted', async () => {
    await sql(`insert into number_sequence (name, value) values ('manifest', 8) on conflict (name) do update set value = 8`);
    const [c, x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
    const nine = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [c.stopIds[0], x.stopIds[0]]))).json();
    const ten = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [c.stopIds[1], x.stopIds[1]]))).json();
    expect([nine.ManifestNumber, ten.ManifestNumber]).toEqual([9, 10]);
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ manifests: '10 9', status: 'On manifest' });
    expect((await call('PUT', `/Manifests/${ten.Id}`, ctx.b.office.token, { ...manifestBody(ctx.b, [x.stopIds[1], y.stopIds[0]]).Manifest, Version: ten.Version })).statusCode).toBe(200);
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ manifests: '9' });
    expect((await call('DELETE', `/Manifests/${nine.Id}`, ctx.b.office.token)).statusCode).toBe(204);
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ manifests: '', status: 'Booked' });
  });

  it('follows driver and office progress to In progress and Completed', async () => {
    const supplier = await buildSupplier(ctx.t.orm);
    await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
    const driver = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const c = await book(ctx.t, ctx.b, ctx.b.customer.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const assigned = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id })).json();
    await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: assigned.Version });
    expect((await call('POST', `/Driver/ConsignmentAddresses/${c.stopIds[0]}/Progress`, driver.token, { Step: 'OnRoute' })).statusCode).toBe(200);
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ status: 'In progress' });
    const at = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call('PUT', `/ConsignmentAddresses/${c.stopIds[0]}/Progress`, ctx.b.office.token, { StartTime: at, ArrivalTime: at, CompletionTime: at, SameForAll: true })).statusCode).toBe(200);
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ status: 'Completed' });
    expect((await call('PUT', `/ConsignmentAddresses/${c.stopIds[1]}/Progress`, ctx.b.office.token, { CompletionTime: null })).statusCode).toBe(200);
    await exportMatchingStops();
  });

  it('keeps up with deletes, cancellation requests and copies, and with rows changed outside the app', async () => {
    const deleted = await book(ctx.t, ctx.b, ctx.b.office.token);
    expect((await call('DELETE', `/Consignments/${deleted.id}`, ctx.b.office.token)).statusCode).toBe(204);
    const cancelled = await book(ctx.t, ctx.b, ctx.b.customer.token);
    await call('POST', '/Consignments/CancellationRequest', ctx.b.customer.token, { Id: cancelled.id });
    const copy = (await call('POST', `/Consignments/${cancelled.id}/Copy`, ctx.b.office.token)).json();
    const gone = await book(ctx.t, ctx.b, ctx.b.office.token);
    await sql('delete from consignment where id = ?', [gone.id]);
    const edited = await book(ctx.t, ctx.b, ctx.b.office.token);
    await sql(`update address set company_name = 'Edited Directly' where id = (select address_id from consignment_address where id = ?)`, [edited.stopIds[0]]);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, edited.stopIds))).json();
    await sql('update manifest set manifest_number = 777 where id = ?', [m.Id]);
    const rows = await exportMatchingStops();
    expect(rows.has(gone.number)).toBe(false);
    expect(await stopColumns(deleted.number)).toMatchObject({ status: 'Deleted' });
    expect(await stopColumns(cancelled.number)).toMatchObject({ status: 'Cancellation requested' });
    expect(await stopColumns(await numberOf(copy.Id))).toMatchObject({ stops: '2' });
    expect(await stopColumns(edited.number)).toMatchObject({ collection: 'Edited Directly, 1 Shoreditch High St, London, E1 6AN', manifests: '777' });
  });

  it('of two transactions changing different stops of one consignment at once, the later commit reads both', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const elsewhere = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, elsewhere.stopIds))).json();
    const [first, second] = [new pg.Client({ connectionString: ctx.t.databaseUrl }), new pg.Client({ connectionString: ctx.t.databaseUrl })];
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await first.query('update consignment_address set is_on_route = true where id = $1', [c.stopIds[0]]);
      await first.query('set constraints all immediate'); // its summary is recomputed now, before the other commits
      await second.query('begin');
      await second.query('update consignment_address set manifest_id = $2 where id = $1', [c.stopIds[1], m.Id]);
      const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      const committing = second.query('commit');
      // pg_stat_activity is read outside both transactions (inside one it would be a frozen snapshot).
      await until(async () => (await sql<{ w: string | null }>('select wait_event_type as w from pg_stat_activity where pid = ?', [secondPid]))[0]?.w === 'Lock', 'the second commit to wait on the lock');
      await first.query('commit');
      await committing;
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    await exportMatchingStops();
    expect(await stopColumns(c.number)).toMatchObject({ manifests: String(m.ManifestNumber), status: 'In progress' });
  });

  it('rebuilds the same rows in one pass for bulk loads that bypass the triggers', async () => {
    const before = await sql('select * from consignment_stop_summary order by consignment_id');
    await sql('select consignment_stop_summary_rebuild()');
    const stored = await sql('select * from consignment_stop_summary order by consignment_id');
    // The triggers keep a row (of zeros) for a consignment whose stops were all removed; the rebuild has none, which reads the same.
    expect(stored).toEqual(before.filter((r) => r.stops !== 0));
    expect(stored.length).toBeGreaterThan(5);
  });

  it('gives its database connection back when a download is abandoned part way (more times than the pool has connections)', async () => {
    await book(ctx.t, ctx.b, ctx.b.office.token);
    const columns = (await sql<{ c: string }>(`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c
      from information_schema.columns where table_name = 'consignment' and column_name not in ('id', 'consignment_number')`))[0].c;
    await sql(`insert into consignment (consignment_number, ${columns}) select 9000000 + g, ${columns}
      from (select * from consignment where not is_deleted and start_date_time is not null limit 1) c cross join generate_series(1, 20000) g`);
    const address = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/Consignments/${day(-1)}/${day(2)}/Export`;
    for (let i = 0; i < 12; i++) {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(url, { headers: { token: ctx.b.office.token } }, (res) => res.once('data', () => { req.destroy(); resolve(); }));
        req.on('error', (err) => (req.destroyed ? resolve() : reject(err)));
      });
    }
    const whole = await fetch(url, { headers: { token: ctx.b.office.token } });
    expect((await whole.text()).split('\n').length).toBeGreaterThan(20000);
    await until(async () => (await sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'copy (select %' and state = 'active'`))[0].n === 0, 'every abandoned copy to end');
  });

  it('answers GET .../Export for a search with the same bytes as reading the stops', async () => {
    const res = await call('GET', `/Consignments/${day(0)}/${day(2)}/Export`, ctx.b.office.token);
    const { start, end } = londonDateRange(day(0), day(2));
    const rows = `select * from consignment where start_date_time >= '${start.toISOString()}' and start_date_time < '${end.toISOString()}' and not is_deleted`;
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n').length).toBeGreaterThan(5);
    expect(res.body).toBe(await copyOut(exportSqlFromStops(rows, true)));
  });
});
