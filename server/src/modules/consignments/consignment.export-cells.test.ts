import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { neutraliseFormula } from '../../domain/spreadsheet-cell.js';
import { useBookingApp } from '../../test/booking-app.js';
import { basic } from '../../test/clients.js';
import { buildCustomer, buildUser, sessionToken } from '../../test/factories.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';
import { NEUTRALISED } from './consignment.export.js';

const ctx = useBookingApp();
const { call, day } = ctx;

const lines = (csv: string) => csv.trim().split('\n');

describe('exports neutralise formula-leading text (issue 20 item 7)', () => {
  it('neutralises in SQL exactly as the domain rule does', async () => {
    const pool = await (ctx.t.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const alphabet = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '1', '.', 'a', ' ', "'", '\\', 'é');
    await fc.assert(fc.asyncProperty(fc.array(fc.string({ unit: alphabet, maxLength: 6 }), { minLength: 1, maxLength: 50 }), async (texts) => {
      // On the driver's pool, as the export's COPY runs: the SQL's own `?` is a regex quantifier, not a placeholder.
      const { rows } = await pool.query<{ out: string }>(`select ${NEUTRALISED('t.v')} as out from unnest($1::text[]) with ordinality as t(v, i) order by t.i`, [texts]);
      expect(rows.map((r) => r.out)).toEqual(texts.map(neutraliseFormula));
    }), { numRuns: 40 });
  });

  it('prefixes a hostile customer reference and contact in the consignments CSV, keeping plain numbers', async () => {
    await book(ctx.t, ctx.b, ctx.b.office.token, { CustomerReference: '=HYPERLINK("http://evil.example","Click")', PONumber: '-42', ContactName: '@SUM(1+1)' });
    const res = await call('GET', `/Consignments/${day(0)}/${day(2)}/Export`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    const row = lines(res.body).find((l) => l.includes('HYPERLINK'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(",'@SUM(1+1),");
    expect(row).toContain(',-42,');
  });

  it('prefixes a hostile customer name in the manifests CSV', async () => {
    const evil = await buildCustomer(ctx.t.orm, { name: '+cmd|calc' });
    const c = await book(ctx.t, ctx.b, ctx.b.office.token, { Customer: { Id: evil.id } });
    expect((await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).statusCode).toBe(201);
    const res = await call('GET', `/Manifests/${day(0)}/${day(2)}/Export`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(lines(res.body).some((l) => l.includes(",'+cmd|calc,"))).toBe(true);
    expect(res.body).not.toMatch(/,\+cmd/);
  });

  it('prefixes a hostile sign-in name in the User Ip Logs spreadsheet', async () => {
    await ctx.t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization: basic('=cmd|\' /C calc\'!A0', 'wrong-password', crypto.randomUUID()) } });
    const admin = await sessionToken(ctx.t.orm, await buildUser(ctx.t.orm, { role: UserRole.OFFICE, isAdmin: true }));
    const res = await call('GET', `/UserIpLogs/${day(0)}/${day(0)}/Xlsx`, admin);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const texts = workbook.worksheets[0].getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])).filter((v): v is string => typeof v === 'string');
    expect(texts).toContain("'=cmd|' /C calc'!A0");
    expect(texts.some((v) => v.startsWith('='))).toBe(false);
  });
});
