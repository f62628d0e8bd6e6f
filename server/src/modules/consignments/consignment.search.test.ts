import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../db/orm.config.js';
import { createMemoryPubSub } from '../../realtime/pubsub.js';
import { buildConsignment, buildCustomer, buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { User } from '../users/user.entity.js';
import { arrangeBooking, bookingBody, type Booking } from './consignment.fixtures.js';
import { searchConsignments } from './consignment.service.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const ids = (res: { json(): unknown }) => (res.json() as { Id: number }[]).map((c) => c.Id);
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));
const at = (offset: number, hour: number) => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00Z`);

describe('GET /api/Consignments/{from}/{to}/Search (behaviour.md "Booking / Saving a consignment"; "Booking / Consignment search and export")', () => {
  let target: number;
  let quote: number;
  let carried: number;
  beforeAll(async () => {
    const res = await call('POST', '/Consignments', b.office.token, bookingBody(b, { IsQuote: false, PONumber: 'PO-FIND-ME', ContactName: 'Morgan Finder' }));
    target = res.json().Id;
    quote = (await call('POST', '/Consignments', b.office.token, bookingBody(b))).json().Id;
    // The supplier is the carrying manifest's: a consignment on a manifest allocated to Rapid Haulage.
    const supplier = await buildSupplier(t.orm, { name: 'Rapid Haulage Ltd' });
    await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
    const c = await book(t, b, b.office.token, { PONumber: 'PO-CARRIED' });
    const m = (await restCaller(t)('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
    await restCaller(t)('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplier.id, Version: m.Version });
    carried = c.id;
  });

  it('filters by each text and id filter', async () => {
    const d = day(1);
    const search = (q: string) => call('GET', `/Consignments/${d}/${d}/Search?${q}`, b.office.token);
    const number = (await call('GET', `/Consignments/${target}`, b.office.token)).json().ConsignmentNumber;
    for (const q of ['poNumber=find-me', 'bookingContact=morgan', `consignmentNumber=${number}`]) {
      expect(ids(await search(q))).toEqual([target]);
    }
    expect(ids(await search('supplierName=rapid'))).toEqual([carried]);
    for (const q of ['collectionAddress=shoreditch', 'deliveryAddress=SW19', `vehicleType=${b.vehicleTypeId}`]) {
      expect(ids(await search(q))).toEqual(expect.arrayContaining([target, quote]));
    }
    const [{ name }] = await t.orm.em.getConnection().execute<{ name: string }[]>(`select name from customer where id = ?`, [b.customer.id]);
    expect(ids(await search(`customerName=${encodeURIComponent(name.toLowerCase())}`))).toEqual(expect.arrayContaining([target, quote]));
    expect(ids(await search('collectionAddress=SW19'))).toEqual([]);
    expect(ids(await search(`vehicleType=${b.unpricedVehicleTypeId}`))).toEqual([]);
  });

  it('finds a consignment by its number whatever the date range, but only the caller\'s own for a customer (issue 19 item 10)', async () => {
    const number = (await call('GET', `/Consignments/${target}`, b.office.token)).json().ConsignmentNumber;
    const lastMonth = `${day(-40)}/${day(-30)}`;
    expect(ids(await call('GET', `/Consignments/${lastMonth}/Search?consignmentNumber=${number}`, b.office.token))).toEqual([target]);
    expect(ids(await call('GET', `/Consignments/${lastMonth}/Search?consignmentNumber=${number}`, b.customer.token))).toEqual([target]);
    expect(ids(await call('GET', `/Consignments/${lastMonth}/Search?consignmentNumber=${number}`, b.otherCustomer.token))).toEqual([]);
    expect(ids(await call('GET', `/Consignments/${lastMonth}/Search?poNumber=find-me`, b.office.token))).toEqual([]);
  });

  it('filters quotes, frequent and no-manifest consignments', async () => {
    const d = day(1);
    const q = ids(await call('GET', `/Consignments/${d}/${d}/Search?isQuote=true`, b.office.token));
    expect(q).toContain(quote);
    expect(q).not.toContain(target);
    const noManifest = ids(await call('GET', `/Consignments/${d}/${d}/Search?haveNoManifest=true`, b.office.token));
    expect(noManifest).toContain(target);
    expect(noManifest).not.toContain(quote);
  });

  it('refuses filters that exclude each other with a clear 400 (behaviour.md "Booking / Consignment search and export")', async () => {
    const d = day(1);
    const res = await call('GET', `/Consignments/${d}/${d}/Search?isQuote=true&isFrequent=true`, b.office.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Only one of the frequent, no manifest and quote filters can be used at a time');
  });

  it('refuses bad dates and flags', async () => {
    expect((await call('GET', '/Consignments/2026-02-30/2026-03-01/Search', b.office.token)).json().Errors).toEqual([{ Field: 'from', Message: 'The from date must be a date in the form YYYY-MM-DD' }]);
    expect((await call('GET', '/Consignments/2026-03-02/2026-03-01/Search', b.office.token)).statusCode).toBe(400);
    expect((await call('GET', `/Consignments/${day(0)}/${day(0)}/Search?isQuote=maybe`, b.office.token)).statusCode).toBe(400);
  });

  it('exports the same search as CSV named "Consignments Export - {date}.csv", without costs for customers', async () => {
    const d = day(1);
    const office = await call('GET', `/Consignments/${d}/${d}/Export?poNumber=FIND-ME`, b.office.token);
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-type']).toContain('text/csv');
    expect(office.headers.filename).toBe(`Consignments Export - ${day(0)}.csv`);
    expect(office.headers['content-disposition']).toBe(`attachment; filename="Consignments Export - ${day(0)}.csv"`);
    const [header, row, ...rest] = office.body.trim().split('\n');
    expect(rest).toEqual([]);
    expect(header).toContain('Consignment Number,Customer');
    expect(header).toContain(',Cost,');
    expect(row).toContain('PO-FIND-ME');
    const customer = await call('GET', `/Consignments/${d}/${d}/Export`, b.customer.token);
    expect(customer.body.split('\n')[0]).not.toContain(',Cost,');
  });

  it('exports one row per consignment with the list columns: London dates, money, addresses, status (behaviour.md "Booking / Consignment search and export")', async () => {
    const d = day(1);
    const office = await call('GET', `/Consignments/${d}/${d}/Export?poNumber=FIND-ME`, b.office.token);
    const [header, row] = office.body.trim().split('\n');
    const values = [...`${row},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
    const cells = Object.fromEntries(header.split(',').map((name, i) => [name, values[i]]));
    const json = (await call('GET', `/Consignments/${target}`, b.office.token)).json();
    expect(cells['Consignment Number']).toBe(String(json.ConsignmentNumber));
    expect(cells['PO Number']).toBe('PO-FIND-ME');
    expect(cells['Booking Contact']).toBe('Morgan Finder');
    expect(cells.Supplier).toBe('');
    const carriedRow = (await call('GET', `/Consignments/${d}/${d}/Export?supplierName=rapid`, b.office.token)).body.trim().split('\n');
    expect(carriedRow).toHaveLength(2);
    expect(carriedRow[1]).toContain('Rapid Haulage Ltd');
    expect(cells.Status).toBe('Booked');
    expect(cells.Price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(cells.Price)).toBeCloseTo(json.Price, 2);
    expect(cells['Start Date']).toMatch(new RegExp(`^${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} \\d{2}:\\d{2}$`));
    expect(cells.Stops).toBe(String(json.ConsignmentAddresses.length));
    expect(cells['Invoice Status']).toBe('Uninvoiced');
  });

  it('treats hostile filter text as text in the export (no SQL injection), and exports nothing for it', async () => {
    const d = day(1);
    for (const hostile of ["x') or 1=1 --", "'; drop table consignment; --", '\\\' or true --', '%']) {
      const res = await call('GET', `/Consignments/${d}/${d}/Export?poNumber=${encodeURIComponent(hostile)}`, b.office.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.trim().split('\n').slice(1)).toEqual([]);
    }
    expect((await call('GET', `/Consignments/${target}`, b.office.token)).statusCode).toBe(200);
  });

  it('makes the report PDF with the chosen options, and e-mails it through the outbox', async () => {
    const res = await call('GET', `/Consignments/${target}/Report?showPrice=true&showPhotos=true&showSupplierNotes=true`, b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await call('POST', `/Emails/ConsignmentReport?consignmentId=${target}&showPrice=false`, b.office.token, { To: 'ops@example.test', Subject: 'Your booking', Body: 'Please find it attached.' });
    expect(mail.statusCode).toBe(202);
    const [row] = await t.orm.em.getConnection().execute<{ subject: string; attachments: { filename: string; contentType: string }[] }[]>(`select subject, attachments from mail_outbox where to_address = 'ops@example.test'`);
    expect(row.subject).toBe('Your booking');
    expect(row.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const bad = await call('POST', '/Emails/ConsignmentReport', b.office.token, { To: 'not-an-address', Subject: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists stops without a manifest for the office (GET /ConsignmentAddresses/NoManifest)', async () => {
    const res = await call('GET', '/ConsignmentAddresses/NoManifest', b.office.token);
    expect(res.statusCode).toBe(200);
    const stops = res.json() as { ConsignmentId: number }[];
    expect(stops.filter((s) => s.ConsignmentId === target)).toHaveLength(2);
    expect(stops.some((s) => s.ConsignmentId === quote)).toBe(false);
    expect((await call('GET', '/ConsignmentAddresses/NoManifest', b.customer.token)).statusCode).toBe(403);
  });
});

describe('search cost (issue 3 item 8)', () => {
  it('uses the same number of SQL statements for 10 consignments as for 500', async () => {
    const customer = await buildCustomer(t.orm);
    const make = (n: number, offset: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => buildConsignment(t.orm, { customerId: customer.id, stops: [{ type: 'Collection', at: at(offset, 8), postcode: `E${i % 20} 1AA` }, { type: 'Delivery', at: at(offset, 9) }] })));
    for (let i = 0; i < 10; i++) await make(50, 30);
    await make(10, 31);
    let statements = 0;
    const orm = await MikroORM.init(ormConfig(t.databaseUrl, { debug: ['query'], logger: () => statements++ }));
    const office = await orm.em.fork().findOneOrFail(User, { id: b.office.id }, { populate: ['customer', 'supplier'] });
    const count = async (date: string) => {
      statements = 0;
      const list = await searchConsignments({ em: orm.em.fork(), config: t.config, pubsub: createMemoryPubSub(), now: new Date(), ip: '127.0.0.1', user: office }, { from: date, to: date, customerName: '' });
      return { rows: list.filter((c) => c.customer.id === customer.id).length, statements };
    };
    const small = await count(day(31));
    const large = await count(day(30));
    await orm.close(true);
    expect(small.rows).toBe(10);
    expect(large.rows).toBe(500);
    expect(small.statements).toBeGreaterThan(0);
    expect(large.statements).toBe(small.statements);
  }, 120_000);
});
