import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../db/orm.config.js';
import { createMemoryPubSub } from '../../realtime/pubsub.js';
import { csvRecords } from '../../test/csv.js';
import { useBookingApp } from '../../test/booking-app.js';
import { buildConsignment, buildCustomer, buildSupplier } from '../../test/factories.js';
import { User } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';
import { loadManifest } from './manifest.load.js';
import { toRestManifest } from './manifest.mapper.js';
import { searchManifests } from './manifest.search.js';

const ctx = useBookingApp();
const { call, sql, day } = ctx;

const at = (offset: number, hour: number) => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00Z`);
const tomorrow = day(1);
const search = (query: string, token = ctx.b.office.token) => call('GET', `/Manifests/${tomorrow}/${tomorrow}/Search${query}`, token);
const numbers = (res: { json(): unknown }) => (res.json() as { ManifestNumber: number }[]).map((m) => m.ManifestNumber);

describe('GET /api/Manifests/{from}/{to}/Search and Export (behaviour.md "Booking / Consignment lifecycle"; "Booking / Consignment search and export")', () => {
  let target: { Id: number; ManifestNumber: number };
  let other: { Id: number; ManifestNumber: number };
  let consignmentNumber: number;
  beforeAll(async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.customer.token, { PONumber: 'PO-FIND-MANIFEST' });
    consignmentNumber = c.number;
    target = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const backload = await book(ctx.t, ctx.b, ctx.b.office.token, { IsBackload: true, Customer: { Id: ctx.b.otherCustomer.id } });
    other = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, backload.stopIds))).json();
    const supplier = await buildSupplier(ctx.t.orm, { name: 'Manifest Movers Ltd' });
    await sql(`update manifest set supplier_id = ?, is_acknowledged = true where id = ?`, [supplier.id, other.Id]);
  });

  it('lists the day\'s manifests with the control-screen fields', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    expect(numbers(res)).toEqual(expect.arrayContaining([target.ManifestNumber, other.ManifestNumber]));
    const row = (res.json() as Record<string, unknown>[]).find((m) => m.Id === target.Id)!;
    expect(row).toMatchObject({ NumberOfConsignmentAddresses: 2, StatusColour: { HexCode: '#ffffff' }, TransportExchangeManifests: [] });
    expect(row.FormattedLastDeliveryAddress).toContain('Wimbledon');
    const allocated = (res.json() as Record<string, unknown>[]).find((m) => m.Id === other.Id)!;
    expect(allocated).toMatchObject({ Supplier: { Name: 'Manifest Movers Ltd' }, StatusColour: { Name: 'Acknowledged' } });
  });

  it('answers each manifest exactly as the entity mapper does, stops and consignments included (issue 9 item 3)', async () => {
    const [stop] = await sql<{ id: number }>(`select id from consignment_address where manifest_id = ? order by manifest_order limit 1`, [target.Id]);
    await sql(`update consignment_address set is_completed = true, completion_time = now(), goods_photos = '["a.jpg"]' where id = ?`, [stop.id]);
    const rows = (await search('')).json() as { Id: number }[];
    for (const id of [target.Id, other.Id]) {
      const expected = JSON.parse(JSON.stringify(toRestManifest(await loadManifest(ctx.t.orm.em.fork(), id), { role: 'OFFICE' })));
      expect(rows.find((m) => m.Id === id)).toEqual(expected);
    }
    expect(rows.find((m) => m.Id === target.Id)).toMatchObject({ StatusColour: { Name: 'First Stop Completed' } });
  });

  it.each([
    ['customerName', () => `?customerName=${encodeURIComponent('zzz-none')}`, () => []],
    ['poNumber', () => '?poNumber=find-manifest', () => [target.ManifestNumber]],
    ['consignmentNumber', () => `?consignmentNumber=${consignmentNumber}`, () => [target.ManifestNumber]],
    ['manifestNumber', () => `?manifestNumber=${other.ManifestNumber}`, () => [other.ManifestNumber]],
    ['supplierName', () => '?supplierName=movers', () => [other.ManifestNumber]],
    ['nonspec (no supplier; clears the supplier name)', () => '?nonspec=true&supplierName=movers&poNumber=find-manifest', () => [target.ManifestNumber]],
    ['notacknowledged', () => '?notacknowledged=true&poNumber=find-manifest', () => [target.ManifestNumber]],
    ['isbackload', () => '?isbackload=true', () => [other.ManifestNumber]],
    ['excludebackload', () => `?excludebackload=true&consignmentNumber=${consignmentNumber}`, () => [target.ManifestNumber]],
    ['collectionAddress', () => '?collectionAddress=acme&poNumber=find-manifest', () => [target.ManifestNumber]],
    ['deliveryAddress', () => '?deliveryAddress=acme', () => []],
    ['vehicleType', () => `?vehicleType=${ctx.b.unpricedVehicleTypeId}`, () => []],
  ])('filters by %s (behaviour.md "Manifests / Manifest search and export")', async (_name, query, expected) => {
    const res = await search(query());
    expect(res.statusCode).toBe(200);
    const found = numbers(res).filter((n) => [target.ManifestNumber, other.ManifestNumber].includes(n));
    expect(found).toEqual(expected());
  });

  it('finds a deleted manifest only with isdeleted', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token, { PONumber: 'PO-DELETED-ONE' });
    const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    await call('DELETE', `/Manifests/${m.Id}`, ctx.b.office.token);
    expect(numbers(await search('')).includes(m.ManifestNumber)).toBe(false);
    expect(numbers(await search('?isdeleted=true'))).toContain(m.ManifestNumber);
  });

  it('refuses backload with exclude backload, bad dates and bad flags with a 400 (behaviour.md "Manifests / Manifest search and export")', async () => {
    const both = await search('?isbackload=true&excludebackload=true');
    expect(both.statusCode).toBe(400);
    expect(both.json().Message).toBe('The backload and exclude backload filters cannot be used together');
    expect((await call('GET', '/Manifests/2026-13-01/2026-13-02/Search', ctx.b.office.token)).statusCode).toBe(400);
    expect((await search('?nonspec=maybe')).statusCode).toBe(400);
    expect((await search('?manifestNumber=abc')).statusCode).toBe(400);
  });

  it('is office only: customers and drivers get 403 (behaviour.md "Roles and access / Access rules")', async () => {
    expect((await search('', ctx.b.customer.token)).statusCode).toBe(403);
    expect((await search('', ctx.b.driverToken)).statusCode).toBe(403);
    expect((await call('GET', `/Manifests/${tomorrow}/${tomorrow}/Export`, ctx.b.customer.token)).statusCode).toBe(403);
  });

  it("exports the same search as CSV named 'Manifests Export - {date}.csv' (behaviour.md 'Manifests / Manifest lifecycle and status colour')", async () => {
    const res = await call('GET', `/Manifests/${tomorrow}/${tomorrow}/Export?poNumber=find-manifest`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Manifests Export - \d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Manifest Number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(target.ManifestNumber));
  });

  it('exports a new manifest\'s status as its state, Unallocated, not the colour White (issue 19 item 10)', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token, { PONumber: 'PO-FRESH-EXPORT' });
    const fresh = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
    const res = await call('GET', `/Manifests/${tomorrow}/${tomorrow}/Export?poNumber=fresh-export`, ctx.b.office.token);
    expect(csvRecords(res.body).map((r) => [r['Manifest Number'], r.Status])).toEqual([[String(fresh.ManifestNumber), 'Unallocated']]);
  });

  it('the consignment search manifestNumber filter matches the real ManifestNumber (behaviour.md "Booking / Consignment search and export")', async () => {
    const res = await call('GET', `/Consignments/${tomorrow}/${tomorrow}/Search?manifestNumber=${target.ManifestNumber}`, ctx.b.office.token);
    expect((res.json() as { ConsignmentNumber: number }[]).map((c) => c.ConsignmentNumber)).toEqual([consignmentNumber]);
    const byId = await call('GET', `/Consignments/${tomorrow}/${tomorrow}/Search?manifestNumber=${99_999_999}`, ctx.b.office.token);
    expect(byId.json()).toEqual([]);
  });
});

describe('search cost (issue 4 item 2)', () => {
  it('uses the same number of SQL statements for 10 manifests as for 200', async () => {
    const customer = await buildCustomer(ctx.t.orm);
    const make = async (n: number, offset: number) => {
      const list = await Promise.all(Array.from({ length: n }, () => buildConsignment(ctx.t.orm, { customerId: customer.id, vehicleTypeId: ctx.b.vehicleTypeId, stops: [{ type: 'Collection', at: at(offset, 8) }, { type: 'Delivery', at: at(offset, 9) }] })));
      for (const c of list) {
        const [m] = await sql<{ id: number }>(`insert into manifest (manifest_number, vehicle_type_id, start_date_time, date_created, date_modified)
          values ((select coalesce(max(manifest_number), 0) + 1000000 from manifest), ?, ?, now(), now()) returning id`, [ctx.b.vehicleTypeId, at(offset, 8)]);
        await sql(`update consignment_address set manifest_id = ?, manifest_order = consignment_order where consignment_id = ?`, [m.id, c.id]);
      }
    };
    await make(200, 40);
    await make(10, 41);
    let statements = 0;
    const orm = await MikroORM.init(ormConfig(ctx.t.databaseUrl, { debug: ['query'], logger: () => statements++ }));
    const office = await orm.em.fork().findOneOrFail(User, { id: ctx.b.office.id }, { populate: ['customer', 'supplier'] });
    const count = async (date: string) => {
      statements = 0;
      const list = await searchManifests({ em: orm.em.fork(), config: ctx.t.config, pubsub: createMemoryPubSub(), now: new Date(), ip: '127.0.0.1', user: office }, { from: date, to: date });
      return { rows: list.length, stops: list.reduce((n, v) => n + v.stops.length, 0), statements };
    };
    const small = await count(day(41));
    const large = await count(day(40));
    await orm.close(true);
    expect(small).toMatchObject({ rows: 10, stops: 20 });
    expect(large).toMatchObject({ rows: 200, stops: 400 });
    expect(small.statements).toBeGreaterThan(0);
    expect(large.statements).toBe(small.statements);
  }, 120_000);
});
