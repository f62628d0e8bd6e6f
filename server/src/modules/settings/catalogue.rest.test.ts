import { UserRole } from '../users/user.entity.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { STALE_MESSAGE } from './writes.js';

let t: TestApp;
let office: SignedInUser;
let customer: SignedInUser;
let driver: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t.orm, { role: UserRole.OFFICE });
  customer = await signedIn(t.orm, { role: UserRole.CUSTOMER });
  driver = await signedIn(t.orm, { role: UserRole.SUPPLIER });
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('settings lists over REST: who may call them (behaviour.md "Roles and access / Access rules": Settings is back-office only)', () => {
  const lists = ['VATCodes', 'SupplierTypes', 'SupplierBillingTypes', 'LicenceCategories', 'LedgerNumbers'];

  it.each(lists)('answers %s with 401 without a session, 403 for customer and driver users and 200 for office users', async (path) => {
    expect((await call('GET', `/${path}`)).statusCode).toBe(401);
    expect((await call('GET', `/${path}`, customer.token)).statusCode).toBe(403);
    expect((await call('GET', `/${path}`, driver.token)).statusCode).toBe(403);
    expect((await call('GET', `/${path}/All`, office.token)).statusCode).toBe(200);
    expect((await call('POST', `/${path}`, customer.token, { Name: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/${path}/1`, driver.token, { Name: 'x', Version: 1 })).statusCode).toBe(403);
  });

  it('offers no DELETE on lists the spec does not give one (behaviour.md "Settings / Settings lists": deactivate instead)', async () => {
    expect((await call('DELETE', '/VATCodes/1', office.token)).statusCode).toBe(404);
  });
});

describe('VAT codes (behaviour.md "Settings / Settings screen" Settings, behaviour.md "Settings / Back-office users")', () => {
  it('creates a VAT code, shows the rate as a percentage and stores it in basis points', async () => {
    const res = await call('POST', '/VATCodes', office.token, { Name: ' 20% (VAT on Income) ', Code: 'OUTPUT2', Rate: 20 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ Id: expect.any(Number), Name: '20% (VAT on Income)', Code: 'OUTPUT2', Rate: 20, IsDeactivated: false, Version: 1 });
    const [row] = await sql(`select rate_basis_points from vat_code where id = ?`, [res.json().Id]);
    expect(row).toEqual({ rate_basis_points: 2000 });
  });

  it('refuses a missing name, code and rate with each field\'s message, and stores nothing', async () => {
    const before = await sql(`select count(*)::int n from vat_code`);
    const res = await call('POST', '/VATCodes', office.token, { Name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'Name', Message: 'Name is required.' },
      { Field: 'Code', Message: 'Code is required.' },
      { Field: 'Rate', Message: 'Rate is required.' },
    ]);
    expect(await sql(`select count(*)::int n from vat_code`)).toEqual(before);
  });

  it('refuses a rate outside 0-100 or with more than 2 decimals, and a rate that is not a number', async () => {
    for (const Rate of [-1, 100.01, 12.345]) {
      const res = await call('POST', '/VATCodes', office.token, { Name: `Odd ${Rate}`, Code: 'X', Rate });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Rate must be a percentage from 0 to 100 with at most 2 decimals.');
    }
    const text = await call('POST', '/VATCodes', office.token, { Name: 'Text rate', Code: 'X', Rate: 'twenty' });
    expect(text.statusCode).toBe(400);
    expect(text.json().Message).toBe('Rate must be a number.');
  });

  it('refuses a duplicate name, compared trimmed and case-insensitively', async () => {
    await call('POST', '/VATCodes', office.token, { Name: 'Zero Rated Income', Code: 'ZERORATEDOUTPUT', Rate: 0 });
    const res = await call('POST', '/VATCodes', office.token, { Name: ' zero rated INCOME ', Code: 'Z', Rate: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Name', Message: 'A VAT code with this name already exists.' }]);
  });

  it('updates with the loaded Version, refuses a stale one with 608 and applies nothing of it', async () => {
    const created = (await call('POST', '/VATCodes', office.token, { Name: 'Exempt Income', Code: 'EXEMPTOUTPUT', Rate: 0 })).json();
    const first = await call('PUT', `/VATCodes/${created.Id}`, office.token, { ...created, Code: 'EXEMPT' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Code: 'EXEMPT', Version: 2 });
    const stale = await call('PUT', `/VATCodes/${created.Id}`, office.token, { ...created, Name: 'Renamed', Version: 1 });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(STALE_MESSAGE);
    expect(await sql(`select name, code, version from vat_code where id = ?`, [created.Id])).toEqual([{ name: 'Exempt Income', code: 'EXEMPT', version: 2 }]);
  });

  it('asks for the Version on an update', async () => {
    const created = (await call('POST', '/VATCodes', office.token, { Name: 'Reduced 5%', Code: 'RR', Rate: 5 })).json();
    const res = await call('PUT', `/VATCodes/${created.Id}`, office.token, { Name: 'Reduced rate' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Version', Message: 'Version is required.' }]);
  });

  it('deactivates instead of deleting: the list hides it, /All and isDeactivated=true show it (behaviour.md "Settings / Settings lists")', async () => {
    const created = (await call('POST', '/VATCodes', office.token, { Name: 'Old 17.5%', Code: 'OLD', Rate: 17.5 })).json();
    const res = await call('PUT', `/VATCodes/${created.Id}`, office.token, { IsDeactivated: true, Version: created.Version });
    expect(res.json()).toMatchObject({ IsDeactivated: true, Rate: 17.5, Name: 'Old 17.5%' });
    const names = async (url: string) => (await call('GET', url, office.token)).json().map((v: { Name: string }) => v.Name);
    expect(await names('/VATCodes')).not.toContain('Old 17.5%');
    expect(await names('/VATCodes/All')).toContain('Old 17.5%');
    expect(await names('/VATCodes?isDeactivated=true')).toEqual(['Old 17.5%']);
  });

  it('searches by part of the name, case-insensitively, treating % as text', async () => {
    await call('POST', '/VATCodes', office.token, { Name: 'Searchable 50% code', Code: 'S', Rate: 0 });
    const hits = (await call('GET', '/VATCodes/Search?name=SEARCHABLE 50%25', office.token)).json();
    expect(hits.map((v: { Name: string }) => v.Name)).toEqual(['Searchable 50% code']);
    expect((await call('GET', '/VATCodes?name=50_', office.token)).json()).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect((await call('GET', '/VATCodes/999999', office.token)).json().Message).toBe('The VAT code was not found.');
    expect((await call('GET', '/VATCodes/abc', office.token)).statusCode).toBe(400);
    expect((await call('PUT', '/VATCodes/1.5', office.token, { Version: 1 })).statusCode).toBe(400);
    expect((await call('GET', '/VATCodes?isDeactivated=maybe', office.token)).statusCode).toBe(400);
  });
});

describe('supplier types (behaviour.md "Settings / Back-office users"; "Settings / Settings screen": IS_SELF_BILLING, IS_EMPLOYED, SUBCONTRACTOR)', () => {
  it('lists the three seeded types with IsSelfBilling and IsEmployed', async () => {
    const res = await call('GET', '/SupplierTypes', office.token);
    expect(res.json().map((s: Record<string, unknown>) => [s.Value, s.IsSelfBilling, s.IsEmployed])).toEqual(
      expect.arrayContaining([['IS_SELF_BILLING', true, false], ['IS_EMPLOYED', false, true], ['SUBCONTRACTOR', false, false]]),
    );
  });

  it('creates a type with one of the three values and refuses any other value', async () => {
    expect((await call('POST', '/SupplierTypes', office.token, { Name: 'Agency driver', Value: 'SUBCONTRACTOR' })).statusCode).toBe(201);
    const bad = await call('POST', '/SupplierTypes', office.token, { Name: 'Freelancer', Value: 'FREELANCE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Value must be one of IS_SELF_BILLING, IS_EMPLOYED or SUBCONTRACTOR.');
  });
});

describe('supplier billing types with branding themes (behaviour.md "Settings / Back-office users")', () => {
  it('links a branding theme found through GET /BrandingThemes?name and refuses an unknown one', async () => {
    await sql(`insert into branding_theme (name) values ('Self Billing Theme'), ('Standard Theme')`);
    const themes = (await call('GET', '/BrandingThemes?name=self', office.token)).json();
    expect(themes).toEqual([{ Id: expect.any(Number), Name: 'Self Billing Theme', ExternalId: null }]);
    const res = await call('POST', '/SupplierBillingTypes', office.token, { Name: 'Self Bill', BrandingThemeId: themes[0].Id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ BrandingThemeId: themes[0].Id, BrandingTheme: { Id: themes[0].Id, Name: 'Self Billing Theme' } });
    const bad = await call('POST', '/SupplierBillingTypes', office.token, { Name: 'Broken', BrandingThemeId: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('The branding theme was not found.');
    expect(await sql(`select count(*)::int n from supplier_billing_type where name = 'Broken'`)).toEqual([{ n: 0 }]);
  });
});

describe('settings list bodies checked by their declared schemas (issue 21 item 6)', () => {
  it('refuses a wrongly typed field in a nested BrandingTheme and every other wrong field in one 400, storing nothing', async () => {
    const res = await call('POST', '/SupplierBillingTypes', office.token, { Name: 'Nested', BrandingTheme: { Id: 'one' }, IsDeactivated: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'IsDeactivated', Message: 'IsDeactivated must be true or false.' },
      { Field: 'BrandingTheme.Id', Message: 'Id must be a number.' },
    ]);
    expect(await sql(`select count(*)::int n from supplier_billing_type where name = 'Nested'`)).toEqual([{ n: 0 }]);
  });

  it('accepts camelCase fields, the kind\'s own included, and a BrandingTheme given as {Id}', async () => {
    const vat = await call('POST', '/VATCodes', office.token, { name: 'Camel 7%', code: 'CAMEL', rate: 7 });
    expect(vat.statusCode).toBe(201);
    expect(vat.json()).toMatchObject({ Name: 'Camel 7%', Code: 'CAMEL', Rate: 7 });
    const [theme] = await sql<{ id: number }>(`insert into branding_theme (name) values ('Camel Theme') returning id`);
    const billing = await call('POST', '/SupplierBillingTypes', office.token, { name: 'Camel billing', brandingTheme: { id: theme.id } });
    expect(billing.json()).toMatchObject({ Name: 'Camel billing', BrandingThemeId: theme.id });
  });
});

describe('licence categories and ledger numbers (behaviour.md "Settings / Settings screen" Settings)', () => {
  it('creates, renames and describes a licence category; a rename onto another name is a duplicate', async () => {
    const c1 = (await call('POST', '/LicenceCategories', office.token, { Name: 'C1', Description: '3.5 to 7.5 tonnes' })).json();
    await call('POST', '/LicenceCategories', office.token, { Name: 'C' });
    const dup = await call('PUT', `/LicenceCategories/${c1.Id}`, office.token, { Name: 'c', Version: c1.Version });
    expect(dup.json().Errors).toEqual([{ Field: 'Name', Message: 'A licence category with this name already exists.' }]);
    const renamed = await call('PUT', `/LicenceCategories/${c1.Id}`, office.token, { Name: 'C1 ', Description: null, Version: c1.Version });
    expect(renamed.json()).toMatchObject({ Name: 'C1', Description: null, Version: 2 });
  });

  it('keeps ledger numbers unique and searchable', async () => {
    expect((await call('POST', '/LedgerNumbers', office.token, { Name: 'SL100', Description: 'Account customers' })).statusCode).toBe(201);
    expect((await call('POST', '/LedgerNumbers', office.token, { Name: 'sl100' })).json().Message).toBe('A ledger number with this name already exists.');
    expect((await call('GET', '/LedgerNumbers?name=SL1', office.token)).json()).toEqual([{ Id: expect.any(Number), Name: 'SL100', Description: 'Account customers', IsDeactivated: false, Version: 1 }]);
  });
});

describe('read-only reference lists (behaviour.md "Settings / Settings screen"; "Settings / Settings lists")', () => {
  it('serves currencies read only: GET works, there is no POST or PUT (saving is not implemented)', async () => {
    const res = await call('GET', '/Currencies', office.token);
    expect(res.json().map((c: { Code: string }) => c.Code)).toEqual(['EUR', 'GBP', 'USD']);
    expect((await call('POST', '/Currencies', office.token, { Code: 'JPY' })).statusCode).toBe(404);
    expect((await call('GET', '/Currencies', customer.token)).statusCode).toBe(403);
  });

  it('searches account codes by name or code (GET /AccountCodes?name)', async () => {
    await sql(`insert into account_code (code, name) values ('200', 'Sales'), ('449', 'Motor Vehicle Expenses'), ('451', 'Fuel')`);
    const byName = (await call('GET', '/AccountCodes?name=motor', office.token)).json();
    expect(byName).toEqual([{ Id: expect.any(Number), Code: '449', Name: 'Motor Vehicle Expenses' }]);
    expect((await call('GET', '/AccountCodes?name=45', office.token)).json().map((a: { Code: string }) => a.Code)).toEqual(['451']);
    expect((await call('GET', '/AccountCodes', office.token)).json()).toHaveLength(3);
    expect((await call('GET', '/AccountCodes', driver.token)).statusCode).toBe(403);
  });
});
