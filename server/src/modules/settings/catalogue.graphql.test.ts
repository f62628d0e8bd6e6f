import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
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
const CREATE_VAT = `mutation C($input: VatCodeInput!) { createVatCode(input: $input) { id name code rate isDeactivated version } }`;
const UPDATE_VAT = `mutation U($id: Int!, $input: VatCodeInput!) { updateVatCode(id: $id, input: $input) { id name code rate isDeactivated version } }`;
type Vat = { id: number; name: string; code: string; rate: number; isDeactivated: boolean; version: number };

describe('settings lists over GraphQL: who may call them (behaviour.md "Roles and access / Access rules")', () => {
  const queries = ['vatCodes { id }', 'supplierTypes { id }', 'supplierBillingTypes { id }', 'licenceCategories { id }', 'ledgerNumbers { id }', 'accountCodes { id }', 'brandingThemes { id }', 'currencies { id }'];

  it.each(queries)('answers { %s } with UNAUTHENTICATED (401) signed out, FORBIDDEN for customer and driver users, data for office users', async (selection) => {
    const query = `query { ${selection} }`;
    const anonymous = await gql(t.app, query);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const other of [customer, driver]) expect((await gql(t.app, query, {}, other.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const ok = await gql(t.app, query, {}, office.token);
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a customer user creating a VAT code and stores nothing', async () => {
    const res = await gql(t.app, CREATE_VAT, { input: { name: 'Sneaky', code: 'X', rate: 1 } }, customer.token);
    expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await sql(`select count(*)::int n from vat_code where name = 'Sneaky'`)).toEqual([{ n: 0 }]);
  });
});

describe('VAT codes over GraphQL (behaviour.md "Settings / Back-office users")', () => {
  it('creates and updates through the same rules as REST; a stale version is a CONFLICT and nothing is applied', async () => {
    const created = await gql<{ createVatCode: Vat }>(t.app, CREATE_VAT, { input: { name: '20% (VAT on Income)', code: 'OUTPUT2', rate: 20 } }, office.token);
    expect(created.data!.createVatCode).toMatchObject({ name: '20% (VAT on Income)', rate: 20, version: 1 });
    const id = created.data!.createVatCode.id;
    const updated = await gql<{ updateVatCode: Vat }>(t.app, UPDATE_VAT, { id, input: { rate: 17.5, version: 1 } }, office.token);
    expect(updated.data!.updateVatCode).toMatchObject({ rate: 17.5, version: 2 });
    const stale = await gql(t.app, UPDATE_VAT, { id, input: { name: 'Lost edit', version: 1 } }, office.token);
    expect(stale.errors?.[0]).toMatchObject({ message: STALE_MESSAGE, extensions: { code: 'CONFLICT', status: 608 } });
    expect(await sql(`select name, rate_basis_points from vat_code where id = ?`, [id])).toEqual([{ name: '20% (VAT on Income)', rate_basis_points: 1750 }]);
  });

  it('reports bad input as BAD_USER_INPUT with each field', async () => {
    const res = await gql(t.app, CREATE_VAT, { input: { name: '', code: '', rate: 101 } }, office.token);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'Name', message: 'Name is required.' },
        { field: 'Code', message: 'Code is required.' },
        { field: 'Rate', message: 'Rate must be a percentage from 0 to 100 with at most 2 decimals.' },
      ],
    });
  });

  it('refuses a duplicate name and deactivates instead of deleting', async () => {
    const first = await gql<{ createVatCode: Vat }>(t.app, CREATE_VAT, { input: { name: 'Zero Rated', code: 'ZERO', rate: 0 } }, office.token);
    const dup = await gql(t.app, CREATE_VAT, { input: { name: 'ZERO RATED ', code: 'Z', rate: 0 } }, office.token);
    expect(dup.errors?.[0].message).toBe('A VAT code with this name already exists.');
    const { id, version } = first.data!.createVatCode;
    await gql(t.app, UPDATE_VAT, { id, input: { isDeactivated: true, version } }, office.token);
    const active = await gql<{ vatCodes: { name: string }[] }>(t.app, `query { vatCodes { name } }`, {}, office.token);
    expect(active.data!.vatCodes.map((v) => v.name)).not.toContain('Zero Rated');
    const all = await gql<{ vatCodes: { name: string }[] }>(t.app, `query { vatCodes(all: true, name: "zero") { name isDeactivated } }`, {}, office.token);
    expect(all.data!.vatCodes).toEqual([{ name: 'Zero Rated', isDeactivated: true }]);
  });
});

describe('the other settings lists over GraphQL', () => {
  it('creates a supplier type with an enum value and shows IsSelfBilling / IsEmployed', async () => {
    const res = await gql<{ createSupplierType: Record<string, unknown> }>(t.app, `mutation { createSupplierType(input: { name: "Owner driver", value: IS_SELF_BILLING }) { name value isSelfBilling isEmployed version } }`, {}, office.token);
    expect(res.data!.createSupplierType).toEqual({ name: 'Owner driver', value: 'IS_SELF_BILLING', isSelfBilling: true, isEmployed: false, version: 1 });
  });

  it('links and clears a supplier billing type\'s branding theme', async () => {
    const [theme] = await sql<{ id: number }>(`insert into branding_theme (name) values ('Self Billing') returning id`);
    const created = await gql<{ createSupplierBillingType: { id: number; version: number; brandingTheme: { name: string } } }>(t.app, `mutation($t: Int) { createSupplierBillingType(input: { name: "Self Bill", brandingThemeId: $t }) { id version brandingTheme { name } } }`, { t: theme.id }, office.token);
    expect(created.data!.createSupplierBillingType.brandingTheme).toEqual({ name: 'Self Billing' });
    const { id, version } = created.data!.createSupplierBillingType;
    const cleared = await gql<{ updateSupplierBillingType: { brandingThemeId: number | null } }>(t.app, `mutation($id: Int!, $v: Int) { updateSupplierBillingType(id: $id, input: { brandingThemeId: null, version: $v }) { brandingThemeId } }`, { id, v: version }, office.token);
    expect(cleared.data!.updateSupplierBillingType).toEqual({ brandingThemeId: null });
  });

  it('creates licence categories and ledger numbers and finds them by name', async () => {
    await gql(t.app, `mutation { createLicenceCategory(input: { name: "C+E", description: "Artic" }) { id } }`, {}, office.token);
    await gql(t.app, `mutation { createLedgerNumber(input: { name: "SL200" }) { id } }`, {}, office.token);
    const res = await gql(t.app, `query { licenceCategories(name: "c+") { name description } ledgerNumbers(name: "sl2") { name } }`, {}, office.token);
    expect(res.data).toEqual({ licenceCategories: [{ name: 'C+E', description: 'Artic' }], ledgerNumbers: [{ name: 'SL200' }] });
  });

  it('answers NOT_FOUND for an unknown record', async () => {
    const res = await gql(t.app, `query { ledgerNumber(id: 999999) { id } }`, {}, office.token);
    expect(res.errors?.[0]).toMatchObject({ message: 'The ledger number was not found.', extensions: { code: 'NOT_FOUND' } });
  });
});
