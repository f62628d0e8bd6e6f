// Who may call the customers routes, and what the lists, the credit report and the control-screen columns answer.
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { useCustomersApi, type Method } from './customer.rest.fixtures.js';

const api = useCustomersApi();
const { call, create, counts, newUser, email } = api;

describe('who may use the customers calls (behaviour.md "Roles and access / Access rules", brief: office only for writes and lists)', () => {
  it('answers 401 signed out and 403 for customer and supplier users on lists and writes, writing nothing', async () => {
    const own = await create();
    const customerUser = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: own.Id });
    const driver = await signedIn(api.t, { role: UserRole.SUPPLIER });
    const before = await counts();
    for (const [method, url] of [['GET', '/Customers'], ['GET', '/Customers/Report/Credit'], ['POST', '/Customers'], ['PUT', `/Customers/${own.Id}`], ['PUT', `/Customers/Users/ChangePassword/${customerUser.user.id}`]] as [Method, string][]) {
      const body = method === 'GET' ? undefined : { ...own, NewPassword: 'Long-enough-9', ConfirmPassword: 'Long-enough-9' };
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, customerUser.token, body)).statusCode).toBe(403);
      expect((await call(method, url, driver.token, body)).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a customer user read only its own customer, without credit, notes, account info or users', async () => {
    const own = await create({ Notes: 'Pays late', CreditLimit: 500, LedgerNumberId: api.refs.ledgerNumberId, CustomerUsers: [newUser(email())] });
    const other = await create();
    const customerUser = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: own.Id });
    const seen = await call('GET', `/Customers/${own.Id}`, customerUser.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ Id: own.Id, Name: own.Name, Contacts: [expect.objectContaining({ Name: 'Ann Smith' })] });
    for (const hidden of ['Notes', 'CreditLimit', 'OutstandingBalance', 'LedgerNumber', 'VatCode', 'XeroOrganisation', 'CustomerUsers', 'Version']) expect(seen.json()).not.toHaveProperty(hidden);
    expect((await call('GET', `/Customers/${other.Id}`, customerUser.token)).statusCode).toBe(404);
    expect((await call('GET', `/Customers/${own.Id}`, api.office.token)).json()).toMatchObject({ Notes: 'Pays late', CreditLimit: 500 });
  });
});

describe('listing customers (behaviour.md "Customers / Customers screen"; "Accounts / Issue filters" GET /Customers)', () => {
  it('filters by name, account type and deactivated', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const account = await create({ Name: `List ${tag} account` });
    const onStop = await create({ Name: `List ${tag} stop`, CustomerAccountTypeId: 3 });
    const proForma = await create({ Name: `List ${tag} proforma`, CustomerAccountTypeId: 2 });
    const gone = await create({ Name: `List ${tag} gone`, IsDeactivated: true });
    const ids = async (query: string) => (await call('GET', `/Customers?name=${tag}${query}`, api.office.token)).json().map((c: { Id: number }) => c.Id);
    expect(await ids('')).toEqual([account.Id, gone.Id, proForma.Id, onStop.Id]);
    expect(await ids('&customerAccountType=3')).toEqual([onStop.Id]);
    expect(await ids('&customerAccountType=2')).toEqual([proForma.Id]);
    expect(await ids('&customerAccountType=1&isDeactivated=false')).toEqual([account.Id]);
    expect(await ids('&isDeactivated=true')).toEqual([gone.Id]);
    expect((await call('GET', '/Customers?customerAccountType=x', api.office.token)).statusCode).toBe(400);
    expect((await call('GET', '/Customers?isDeactivated=maybe', api.office.token)).statusCode).toBe(400);
  });
});

describe('credit report (behaviour.md "Customers / Credit report" GET /Customers/Report/Credit)', () => {
  it('lists customers with an outstanding balance and over-limit = outstanding - limit', async () => {
    const over = await create({ CreditLimit: 100, OutstandingBalance: 150.5 });
    const under = await create({ CreditLimit: 500, OutstandingBalance: 20 });
    const none = await create({ OutstandingBalance: 0 });
    const lines = (await call('GET', '/Customers/Report/Credit', api.office.token)).json();
    expect(lines.find((l: { Id: number }) => l.Id === over.Id)).toMatchObject({ CreditLimit: 100, OutstandingBalance: 150.5, OverLimit: 50.5 });
    expect(lines.find((l: { Id: number }) => l.Id === under.Id)).toMatchObject({ OverLimit: -480 });
    expect(lines.find((l: { Id: number }) => l.Id === none.Id)).toBeUndefined();
  });
});

describe('control-screen columns (behaviour.md "Control screen / Consignments tab"; "Customers / Customers screen")', () => {
  const columnIds = async (customerId: number, token = api.office.token) => (await call('GET', `/Customers/${customerId}/ConsignmentControlScreenColumns`, token)).json().map((c: { ColumnId: number }) => c.ColumnId);

  it("gives the customer's visible columns in Order, else the parent's, else the default list", async () => {
    const parent = await create({ ConsignmentControlScreenColumns: [{ ColumnId: api.refs.columnIds[5], Order: 20 }, { ColumnId: api.refs.columnIds[4], Order: 10 }] });
    const own = await create({ ParentId: parent.Id, ConsignmentControlScreenColumns: [{ ColumnId: api.refs.columnIds[1], Order: 30 }, { ColumnId: api.refs.columnIds[2], Order: 10 }, { ColumnId: api.refs.columnIds[0], Order: 20, IsVisible: false }] });
    const child = await create({ ParentId: parent.Id });
    const orphan = await create();
    expect(await columnIds(own.Id)).toEqual([api.refs.columnIds[2], api.refs.columnIds[1]]);
    expect(await columnIds(child.Id)).toEqual([api.refs.columnIds[4], api.refs.columnIds[5]]);
    expect(await columnIds(orphan.Id)).toEqual(api.refs.defaultColumnIds);
    const customerUser = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: child.Id });
    expect(await columnIds(child.Id, customerUser.token)).toEqual([api.refs.columnIds[4], api.refs.columnIds[5]]);
    expect((await call('GET', `/Customers/${own.Id}/ConsignmentControlScreenColumns`, customerUser.token)).statusCode).toBe(404);
  });
});
