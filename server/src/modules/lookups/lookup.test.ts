import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

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

const get = (path: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/${path}`, headers: token ? { token } : {} });

describe('GET lookups of behaviour.md "Sign-in and sessions / Signing in": any signed-in user', () => {
  const lists: [path: string, query: string][] = [
    ['ConsignmentTypes', 'consignmentTypes { id name shortName }'],
    ['ConsignmentAddressTypes', 'consignmentAddressTypes { id name }'],
    ['ConsignmentFrequencies', 'consignmentFrequencies { id name }'],
    ['WeekDays', 'weekDays { id name isoDay }'],
    ['Countries', 'countries { id name code }'],
    ['ConsignmentControlScreenColumns', 'consignmentControlScreenColumns { id key name order isDefault }'],
  ];

  it.each(lists)('serves %s to office, customer and driver users over REST and GraphQL, and 401 signed out', async (path, query) => {
    expect((await get(path)).statusCode).toBe(401);
    expect((await gql(t.app, `query { ${query} }`)).status).toBe(401);
    for (const user of [office, customer, driver]) {
      const rest = await get(path, user.token);
      expect(rest.statusCode).toBe(200);
      expect(rest.json().length).toBeGreaterThan(0);
      const graph = await gql<Record<string, unknown[]>>(t.app, `query { ${query} }`, {}, user.token);
      expect(graph.errors).toBeUndefined();
      expect(Object.values(graph.data!)[0]).toHaveLength(rest.json().length);
    }
  });

  it('answers in PascalCase and in a useful order: week days Monday first, columns by Order', async () => {
    expect((await get('WeekDays', customer.token)).json()[0]).toEqual({ Id: expect.any(Number), Name: 'Monday', IsoDay: 1 });
    expect((await get('ConsignmentAddressTypes', driver.token)).json().map((r: { Name: string }) => r.Name)).toEqual(['Collection', 'Delivery']);
    const columns = (await get('ConsignmentControlScreenColumns', customer.token)).json();
    expect(columns).toHaveLength(21); // behaviour.md "Control screen / Consignments tab"'s 20 and the live ETA (issue 25 item 1)
    expect(columns[0]).toEqual({ Id: expect.any(Number), Key: 'consignmentNumber', Name: 'Consignment Number', Order: 10, IsDefault: true });
    expect((await get('Countries', office.token)).json()).toContainEqual({ Id: expect.any(Number), Name: 'United Kingdom', Code: 'GB' });
  });
});

describe('GET lookups of behaviour.md "Customers / Customers screen": back-office screens only', () => {
  const lists: [path: string, query: string][] = [
    ['CustomerAccountTypes', 'customerAccountTypes { id key name isOnStop isProForma }'],
    ['MatrixTypes', 'matrixTypes { id key name }'],
    ['MatrixPriceIncrements', 'matrixPriceIncrements { id key name }'],
    ['AtlasUserRoles', 'atlasUserRoles { id key name }'],
    ['InvoiceSetupOptions', 'invoiceSetupOptions { id key name }'],
    ['InvoiceDeliveries', 'invoiceDeliveries { id key name }'],
    ['InvoiceDeliveryOptions', 'invoiceDeliveryOptions { id key name }'],
    ['PaymentTermStartOptions', 'paymentTermStartOptions { id key name }'],
    ['XeroOrganisations', 'xeroOrganisations { id name isDefault }'],
  ];

  it.each(lists)('serves %s to office users; 403 / FORBIDDEN for customer and driver users; 401 signed out', async (path, query) => {
    expect((await get(path)).statusCode).toBe(401);
    expect((await get(path, office.token)).statusCode).toBe(200);
    expect((await gql(t.app, `query { ${query} }`, {}, office.token)).errors).toBeUndefined();
    for (const user of [customer, driver]) {
      expect((await get(path, user.token)).statusCode).toBe(403);
      expect((await gql(t.app, `query { ${query} }`, {}, user.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it('holds the fixed values of the spec: On Stop and Pro Forma account types, PRICING / COSTING - SUPPLIER, DISTANCE / TIME', async () => {
    expect((await get('CustomerAccountTypes', office.token)).json()).toEqual([
      { Id: 1, Key: 'ACCOUNT', Name: 'Account', IsOnStop: false, IsProForma: false },
      { Id: 2, Key: 'PRO_FORMA_ACCOUNT_CUSTOMER', Name: 'Pro Forma Account Customer', IsOnStop: false, IsProForma: true },
      { Id: 3, Key: 'ON_STOP', Name: 'On Stop', IsOnStop: true, IsProForma: false },
    ]);
    expect((await get('MatrixTypes', office.token)).json().map((m: { Name: string }) => m.Name)).toEqual(['PRICING', 'COSTING - SUPPLIER']);
    expect((await get('MatrixPriceIncrements', office.token)).json().map((m: { Key: string }) => m.Key)).toEqual(['DISTANCE', 'TIME']);
  });

  it('gives admin, accounts and manager fixed identifiers 1, 2 and 3 (behaviour.md "Settings / Back-office users")', async () => {
    expect((await get('AtlasUserRoles', office.token)).json()).toEqual([
      { Id: 1, Key: 'ADMIN', Name: 'Admin' },
      { Id: 2, Key: 'ACCOUNTS', Name: 'Accounts' },
      { Id: 3, Key: 'MANAGER', Name: 'Manager' },
    ]);
  });

  it('lists Xero organisations with the default flagged, and allows only one default', async () => {
    const sql = (q: string) => t.orm.em.getConnection().execute(q);
    await sql(`insert into xero_organisation (name, is_default) values ('Dispatch Ltd', true), ('Dispatch Ireland', false)`);
    expect((await get('XeroOrganisations', office.token)).json()).toEqual([
      { Id: expect.any(Number), Name: 'Dispatch Ireland', TenantId: null, IsDefault: false },
      { Id: expect.any(Number), Name: 'Dispatch Ltd', TenantId: null, IsDefault: true },
    ]);
    await expect(sql(`insert into xero_organisation (name, is_default) values ('Second default', true)`)).rejects.toThrow(/xero_organisation_one_default/);
  });
});
