import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeReportWorld, type ReportWorld } from './report.fixtures.js';

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await arrangeReportWorld(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { token } : {} });
const RANGE = '2026-10-24/2026-10-26';

describe('GET /Consignments/{from}/{to}/SimpleProfitability (behaviour.md "Manifests / Manifest screen" Sales Summary, behaviour.md "Manifests / Manifest lifecycle and status colour", behaviour.md "Reports / Report ranges")', () => {
  it('gives every London day of the range, across the end of BST, with its sales, manifests, profit and margin', async () => {
    const res = await get(`/Consignments/${RANGE}/SimpleProfitability`, w.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Lines: [
        { Date: '2026-10-24', Day: 'Saturday', TotalNumberConsignments: 1, TotalNumberManifests: 1, Price: 100, Cost: 60, Profit: 40, Margin: 40 },
        // 25 Oct is 25 hours long: 00:30 BST and 23:30 GMT both belong to it; the quote and the deleted booking do not count.
        { Date: '2026-10-25', Day: 'Sunday', TotalNumberConsignments: 2, TotalNumberManifests: 2, Price: 250, Cost: 200, Profit: 50, Margin: 20 },
        { Date: '2026-10-26', Day: 'Monday', TotalNumberConsignments: 1, TotalNumberManifests: 0, Price: 80, Cost: 100, Profit: -20, Margin: -25 },
      ],
      Totals: { TotalNumberConsignments: 4, TotalNumberManifests: 3, Price: 430, Cost: 360, Profit: 70, Margin: 16.28 },
    });
  });

  it('shows days without sales as zero lines with no margin', async () => {
    const res = await get('/Consignments/2026-10-20/2026-10-21/SimpleProfitability', w.b.office.token);
    expect(res.json().Lines).toEqual([
      { Date: '2026-10-20', Day: 'Tuesday', TotalNumberConsignments: 0, TotalNumberManifests: 0, Price: 0, Cost: 0, Profit: 0, Margin: null },
      { Date: '2026-10-21', Day: 'Wednesday', TotalNumberConsignments: 0, TotalNumberManifests: 0, Price: 0, Cost: 0, Profit: 0, Margin: null },
    ]);
  });

  it('filters by part of the customer name, any case; manifests count when they carry that customer', async () => {
    const res = await get(`/Consignments/${RANGE}/SimpleProfitability?customerName=acme%20rep`, w.b.office.token);
    expect(res.json().Lines.map((l: Record<string, number>) => [l.TotalNumberConsignments, l.TotalNumberManifests, l.Price, l.Margin])).toEqual([[1, 1, 100, 40], [1, 1, 200, 25], [1, 0, 80, -25]]);
    const brick = await get(`/Consignments/${RANGE}/SimpleProfitability?customerName=${encodeURIComponent('& co')}`, w.b.office.token);
    expect(brick.json().Totals).toEqual({ TotalNumberConsignments: 1, TotalNumberManifests: 1, Price: 50, Cost: 50, Profit: 0, Margin: 0 });
    const none = await get(`/Consignments/${RANGE}/SimpleProfitability?customerName=%25`, w.b.office.token);
    expect(none.json().Totals.TotalNumberConsignments).toBe(0);
  });
});

describe('GET /Consignments/{from}/{to}/Profitability (behaviour.md "Customers / Customers screen" Sales, behaviour.md "Customers / Credit report")', () => {
  it('lists each sold consignment with its customer, price, cost, profit, margin and manifests, with totals', async () => {
    const res = await get(`/Consignments/${RANGE}/Profitability`, w.b.office.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Lines.map((l: { ConsignmentId: number }) => l.ConsignmentId)).toEqual(w.sold.map((c) => c.id));
    expect(body.Lines[1]).toEqual({
      ConsignmentId: w.sold[1].id, ConsignmentNumber: w.sold[1].number, StartDateTime: '2026-10-24T23:30:00.000Z',
      Customer: { Id: w.b.customer.id, Name: w.acme }, VehicleType: 'Small Van', PONumber: 'PO-1001', CustomerReference: 'REF-1',
      ManifestNumbers: [w.manifestNumbers[0]], Price: 200, Cost: 150, Profit: 50, Margin: 25,
    });
    expect(body.Lines[3]).toMatchObject({ ManifestNumbers: [], Profit: -20, Margin: -25 });
    expect(body.Totals).toEqual({ NumberOfConsignments: 4, Price: 430, Cost: 360, Profit: 70, Margin: 16.28 });
    const brick = await get(`/Consignments/${RANGE}/Profitability?CustomerName=BRICK`, w.b.office.token);
    expect(brick.json().Lines.map((l: { ConsignmentId: number }) => l.ConsignmentId)).toEqual([w.sold[2].id]);
  });

  it('serves both sales reports over GraphQL with the same figures', async () => {
    const query = `query($from: String!, $to: String!, $name: String) {
      simpleProfitability(from: $from, to: $to, customerName: $name) { lines { date day totalNumberManifests price margin } totals { price profit margin } }
      profitability(from: $from, to: $to, customerName: $name) { lines { consignmentNumber customerName manifestNumbers profit } totals { numberOfConsignments cost } } }`;
    const res = await gql<{ simpleProfitability: { lines: unknown[]; totals: unknown }; profitability: { lines: unknown[]; totals: unknown } }>(t.app, query, { from: '2026-10-25', to: '2026-10-25', name: null }, w.b.office.token);
    expect(res.data!.simpleProfitability).toEqual({ lines: [{ date: '2026-10-25', day: 'Sunday', totalNumberManifests: 2, price: 250, margin: 20 }], totals: { price: 250, profit: 50, margin: 20 } });
    expect(res.data!.profitability).toEqual({
      lines: [
        { consignmentNumber: w.sold[1].number, customerName: w.acme, manifestNumbers: [w.manifestNumbers[0]], profit: 50 },
        { consignmentNumber: w.sold[2].number, customerName: w.brick, manifestNumbers: [w.manifestNumbers[1]], profit: 0 },
      ],
      totals: { numberOfConsignments: 2, cost: 200 },
    });
    for (const token of [w.b.customer.token, w.driver.token]) expect((await gql(t.app, query, { from: '2026-10-25', to: '2026-10-25' }, token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, query, { from: '2026-10-25', to: '2026-10-24' }, w.b.office.token)).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('who may run the reports (behaviour.md "Roles and access / Access rules": office; User Ip Logs admin only)', () => {
  const OFFICE_REPORTS = [
    `/Consignments/${RANGE}/SimpleProfitability`, `/Consignments/${RANGE}/Profitability`, `/Suppliers/${RANGE}/Earnings`, '/Customers/Report/Credit',
    `/Consignments/${RANGE}/SimpleProfitability/Xlsx`, `/Consignments/${RANGE}/Profitability/Xlsx`, `/Suppliers/${RANGE}/Earnings/Xlsx`, '/Customers/Report/Credit/Xlsx',
  ];

  it.each(OFFICE_REPORTS)('%s: 401 signed out, 403 for customers and drivers, 200 for any office user', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, w.b.customer.token)).statusCode).toBe(403);
    expect((await get(url, w.driver.token)).statusCode).toBe(403);
    expect((await get(url, w.b.office.token)).statusCode).toBe(200);
  });

  it('/UserIpLogs/{from}/{to}/Xlsx is for admins only', async () => {
    const url = `/UserIpLogs/${RANGE}/Xlsx`;
    expect((await get(url)).statusCode).toBe(401);
    for (const token of [w.b.customer.token, w.driver.token, w.b.office.token]) expect((await get(url, token)).statusCode).toBe(403);
    expect((await get(url, w.admin.token)).statusCode).toBe(200);
  });
});

describe('bad date ranges are 400 with the same messages on every report (behaviour.md "Reports / Report ranges" "Dates in paths are YYYY-MM-DD")', () => {
  const REPORTS = ['/Consignments/{r}/SimpleProfitability', '/Consignments/{r}/Profitability', '/Suppliers/{r}/Earnings', '/Consignments/{r}/Profitability/Xlsx', '/Suppliers/{r}/Earnings/Xlsx'];
  const RANGES = [
    ['2026-10-1/2026-10-26', 'From must be a date in the form YYYY-MM-DD.'],
    ['2026-10-24/2026-02-30', 'To must be a date in the form YYYY-MM-DD.'],
    ['2026-10-26/2026-10-24', 'To must be on or after From.'],
    ['2025-10-24/2026-10-26', 'The date range cannot be longer than 366 days.'],
    ['9999-12-31/9999-12-31', 'To must be a date in the form YYYY-MM-DD.'],
  ];
  it.each(REPORTS.flatMap((r) => RANGES.map(([range, message]) => [r.replace('{r}', range), message])))('%s: %s', async (url, message) => {
    const res = await get(url, w.admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('refuses a customer name longer than 200 characters', async () => {
    const res = await get(`/Consignments/${RANGE}/SimpleProfitability?customerName=${'x'.repeat(201)}`, w.b.office.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('customerName must be at most 200 characters.');
  });
});

describe('each report is one set-based SQL statement (conventions: aggregate in PostgreSQL)', () => {
  /** The statements a call runs that read sales, earnings or credit (authentication aside). */
  async function reportStatements(url: string): Promise<string[]> {
    const connection = t.orm.em.getConnection();
    const original = connection.execute.bind(connection);
    const seen: string[] = [];
    connection.execute = ((...args: Parameters<typeof original>) => {
      if (/consignment|manifest|customer/.test(String(args[0])) && !/"session"|app_user/.test(String(args[0]))) seen.push(String(args[0]));
      return original(...args);
    }) as typeof original;
    try {
      expect((await get(url, w.b.office.token)).statusCode).toBe(200);
    } finally {
      connection.execute = original;
    }
    return seen;
  }

  it.each(['SimpleProfitability', 'Profitability', 'SimpleProfitability/Xlsx', 'Profitability/Xlsx'])('%s runs one statement for one day or four', async (report) => {
    expect(await reportStatements(`/Consignments/2026-10-26/2026-10-26/${report}`)).toHaveLength(1);
    expect(await reportStatements(`/Consignments/${RANGE}/${report}`)).toHaveLength(1);
  });

  it('earnings and credit too', async () => {
    expect(await reportStatements(`/Suppliers/${RANGE}/Earnings/Xlsx`)).toHaveLength(1);
    expect(await reportStatements('/Customers/Report/Credit/Xlsx')).toHaveLength(1);
  });
});
