import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeReportWorld, type ReportWorld } from './report.fixtures.js';
import { XLSX_FORMATS } from './report.xlsx.js';

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await arrangeReportWorld(t);
  const sql = (query: string, params: unknown[] = []) => t.orm.em.getConnection().execute(query, params);
  await sql('update customer set credit_limit_pence = 10000, outstanding_balance_pence = 15000 where id = ?', [w.b.customer.id]);
  await sql('update customer set credit_limit_pence = 50000, outstanding_balance_pence = 2000, is_on_stop = true where id = ?', [w.b.otherCustomer.id]);
  await sql(`insert into user_ip_log (username, ip_address, succeeded, outcome, created_at) values
    ('early@example.test', '10.0.0.1', true, 'ok', '2026-10-24T23:30:00Z'), ('late@example.test', '10.0.0.2', false, 'bad-password', '2026-10-25T23:30:00Z')`);
});
afterAll(() => t.close());

/** Downloads a report and opens it the way Excel would. */
async function download(url: string, token = w.b.office.token) {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { token } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows = sheet.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
  return { res, sheet, rows };
}

const utc = (iso: string) => new Date(iso);

describe('xlsx downloads (behaviour.md "Reports / Report contents" "Spreadsheet (xlsx) exports")', () => {
  it('Simple Profitability: a bold header, a row per London day with a real date, money, margin % and a bold totals row', async () => {
    const { res, sheet, rows } = await download('/Consignments/2026-10-24/2026-10-26/SimpleProfitability/Xlsx');
    expect(res.headers['content-disposition']).toContain('filename="Simple Profitability 2026-10-24 to 2026-10-26.xlsx"');
    expect(rows[0]).toEqual(['Date', 'Day', 'Consignments', 'Manifests', 'Price', 'Cost', 'Profit', 'Margin']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rows.slice(1)).toEqual([
      [utc('2026-10-24T00:00:00Z'), 'Saturday', 1, 1, 100, 60, 40, 0.4],
      [utc('2026-10-25T00:00:00Z'), 'Sunday', 2, 2, 250, 200, 50, 0.2],
      [utc('2026-10-26T00:00:00Z'), 'Monday', 1, 0, 80, 100, -20, -0.25],
      ['Total', undefined, 4, 3, 430, 360, 70, 0.1628],
    ]);
    expect(sheet.getRow(5).font?.bold).toBe(true);
    expect(sheet.getCell('A2').numFmt).toBe(XLSX_FORMATS.date);
    expect(sheet.getCell('C2').numFmt).toBe(XLSX_FORMATS.integer);
    expect(sheet.getCell('E2').numFmt).toBe('£#,##0.00;-£#,##0.00');
    expect(sheet.getCell('H2').numFmt).toBe('0.00%');
    expect(sheet.getCell('G5').numFmt).toBe(XLSX_FORMATS.money);
  });

  it('Simple Profitability keeps the customerName filter', async () => {
    const { rows } = await download('/Consignments/2026-10-24/2026-10-26/SimpleProfitability/Xlsx?customerName=brick');
    expect(rows.at(-1)).toEqual(['Total', undefined, 1, 1, 50, 50, 0, 0]);
  });

  it('Profitability: a row per consignment, dated in London wall-clock time, with totals', async () => {
    const { sheet, rows } = await download('/Consignments/2026-10-24/2026-10-26/Profitability/Xlsx');
    expect(rows[0]).toEqual(['Date', 'Consignment', 'Customer', 'Vehicle Type', 'PO Number', 'Customer Reference', 'Manifests', 'Price', 'Cost', 'Profit', 'Margin']);
    expect(rows).toHaveLength(6);
    // 2026-10-24T23:30Z is 00:30 BST on the 25th; 2026-10-25T23:30Z is 23:30 GMT on the 25th.
    expect(rows[2]).toEqual([utc('2026-10-25T00:30:00Z'), w.sold[1].number, w.acme, 'Small Van', 'PO-1001', 'REF-1', String(w.manifestNumbers[0]), 200, 150, 50, 0.25]);
    expect(rows[3][0]).toEqual(utc('2026-10-25T23:30:00Z'));
    expect(rows[5]).toEqual(['Total', 4, undefined, undefined, undefined, undefined, undefined, 430, 360, 70, 0.1628]);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('H3').numFmt).toBe(XLSX_FORMATS.money);
  });

  it('Earnings: a row per supplier with manifests, cost, deductions and net, and totals', async () => {
    const { sheet, rows } = await download('/Suppliers/2026-10-24/2026-10-26/Earnings/Xlsx');
    expect(rows).toEqual([
      ['Supplier', 'Manifests', 'Cost Total', 'Deductions', 'Net'],
      ['Reports Haulage', 3, 220, 0, 220],
      ['Total', 3, 220, 0, 220],
    ]);
    expect(sheet.getCell('B2').numFmt).toBe(XLSX_FORMATS.integer);
    expect(sheet.getCell('C2').numFmt).toBe(XLSX_FORMATS.money);
    expect(sheet.getRow(3).font?.bold).toBe(true);
  });

  it('Credit: over-limit = outstanding - limit per customer; the total counts only customers over their limit', async () => {
    const { sheet, rows } = await download('/Customers/Report/Credit/Xlsx');
    expect(rows).toEqual([
      ['Customer', 'Account Type', 'On Stop', 'Credit Limit', 'Outstanding Balance', 'Over Limit'],
      [w.acme, 'Account', 'No', 100, 150, 50],
      [w.brick, 'On Stop', 'Yes', 500, 20, -480],
      ['Total', undefined, undefined, undefined, 170, 50],
    ]);
    expect(sheet.getCell('F3').numFmt).toBe(XLSX_FORMATS.money);
  });

  it('User Ip Logs (admin): a row per attempt, newest first, in London time, with counts', async () => {
    const { rows } = await download('/UserIpLogs/2026-10-25/2026-10-25/Xlsx', w.admin.token);
    expect(rows).toEqual([
      ['Date', 'Username', 'IP Address', 'Device', 'Succeeded', 'Outcome'],
      [utc('2026-10-25T23:30:00Z'), 'late@example.test', '10.0.0.2', undefined, 'No', 'bad-password'],
      [utc('2026-10-25T00:30:00Z'), 'early@example.test', '10.0.0.1', undefined, 'Yes', 'ok'],
      ['Total', '2 attempts', undefined, undefined, '1 failed', undefined],
    ]);
  });

  it('the JSON credit report marks only a positive over-limit as over, with the account type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Customers/Report/Credit', headers: { token: w.b.office.token } });
    expect(res.json()).toEqual([
      expect.objectContaining({ Name: w.acme, OverLimit: 50, IsOverLimit: true, AccountType: expect.objectContaining({ Name: 'Account' }) }),
      expect.objectContaining({ Name: w.brick, OverLimit: -480, IsOverLimit: false, IsOnStop: true, AccountType: expect.objectContaining({ Name: 'On Stop' }) }),
    ]);
  });
});
