import { gql } from '../../test/clients.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { useCustomersApi } from './customer.rest.fixtures.js';

const api = useCustomersApi();

const FIELDS = `id name version customerAccountTypeId isOnStop notes creditLimit outstandingBalance parentId
  ledgerNumber { id } addresses { id addressLine1 postcode shortAddress } contacts { id name } customerUsers { id email }
  consignmentControlScreenColumns { column { id } order isVisible }`;
const CREATE = `mutation($input: CustomerInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const count = async () => (await api.t.orm.em.getConnection().execute<{ n: number }[]>('select (select count(*) from customer) + (select count(*) from contact) + (select count(*) from app_user) n'))[0].n;
type Saved = { id: number; contacts: { id: number; name: string }[]; addresses: Record<string, unknown>[]; customerUsers: unknown[] } & Record<string, unknown>;
let n = 0;
const input = (extra: Record<string, unknown> = {}) => ({
  name: `Gql customer ${++n} ${Math.random().toString(36).slice(2, 6)}`,
  addresses: [{ addressLine1: '1 Quay', postcode: 'L1 1AA', countryId: api.refs.countryId }],
  contacts: [{ name: 'Dee' }],
  ...extra,
});

describe('customers over GraphQL (behaviour.md "Settings / Back-office users"; "Customers / Credit report")', () => {
  it('creates and updates a customer with its lists; a stale version is CONFLICT with the spec message', async () => {
    const created = await gql<{ createCustomer: Saved }>(api.t.app, CREATE, { input: input({ customerAccountTypeId: 3, creditLimit: 250, ledgerNumberId: api.refs.ledgerNumberId, customerUsers: [{ email: `gql${n}@customer.test`, password: 'Long-enough-1', confirmPassword: 'Long-enough-1' }] }) }, api.office.token);
    expect(created.errors).toBeUndefined();
    const c = created.data!.createCustomer;
    expect(c).toMatchObject({ customerAccountTypeId: 3, isOnStop: true, creditLimit: 250, version: 1, ledgerNumber: { id: api.refs.ledgerNumberId } });
    expect(c.addresses[0]).toMatchObject({ addressLine1: '1 Quay', shortAddress: '1 Quay, L1 1AA' });
    expect(c.customerUsers).toHaveLength(1);
    const updated = await gql<{ updateCustomer: Saved }>(api.t.app, UPDATE, { id: c.id, input: { version: 1, contacts: [{ id: c.contacts[0].id, name: 'Dee Dee' }, { name: 'Eve' }] } }, api.office.token);
    expect(updated.data!.updateCustomer.contacts.map((x: { name: string }) => x.name).sort()).toEqual(['Dee Dee', 'Eve']);
    const stale = await gql(api.t.app, UPDATE, { id: c.id, input: { version: 1, name: 'Late' } }, api.office.token);
    expect(stale.errors![0]).toMatchObject({ message: 'The customer has been modified by another user after you loaded it. Please reload to get the latest version', extensions: { code: 'CONFLICT' } });
  });

  it('refuses the behaviour.md "Customers / Saving a customer" rules with BAD_USER_INPUT and stores nothing', async () => {
    const before = await count();
    for (const [extra, message] of [
      [{ contacts: [{ name: 'Ann' }, { name: ' ANN ' }] }, 'A contact with this name already exists'],
      [{ customerUsers: [{ email: 'x@customer.test', password: 'Long-enough-1', confirmPassword: 'Long-enough-2' }] }, 'Passwords do not match!'],
      [{ addresses: [{ addressLine1: '1 Quay' }] }, 'Postcode is required'],
    ] as const) {
      const res = await gql(api.t.app, CREATE, { input: input(extra) }, api.office.token);
      expect(res.errors![0].extensions.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors![0])).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps lists and writes office only; a customer user reads its own customer without internal fields and its columns', async () => {
    const created = (await gql<{ createCustomer: { id: number } }>(api.t.app, CREATE, { input: input({ notes: 'internal', creditLimit: 9, ledgerNumberId: api.refs.ledgerNumberId }) }, api.office.token)).data!.createCustomer;
    const me = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: created.id });
    expect((await gql(api.t.app, '{ customers { id } }', {}, me.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(api.t.app, '{ customerCreditReport { id } }', {}, me.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(api.t.app, CREATE, { input: input() }, me.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    const own = await gql<{ customer: Record<string, unknown> }>(api.t.app, `query($id: Int!) { customer(id: $id) { ${FIELDS} } }`, { id: created.id }, me.token);
    expect(own.errors).toBeUndefined();
    expect(own.data!.customer).toMatchObject({ id: created.id, notes: null, creditLimit: null, ledgerNumber: null, customerUsers: null });
    const columns = await gql<{ myConsignmentColumns: { column: { id: number } }[] }>(api.t.app, '{ myConsignmentColumns { column { id } order isVisible } }', {}, me.token);
    expect(columns.data!.myConsignmentColumns.map((c) => c.column.id)).toEqual(api.refs.defaultColumnIds);
    expect((await gql(api.t.app, '{ myConsignmentColumns { order } }', {}, api.office.token)).errors![0].extensions.code).toBe('FORBIDDEN');
  });

  it('lists by account type and reports credit', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const created = (await gql<{ createCustomer: { id: number } }>(api.t.app, CREATE, { input: input({ name: `Credit ${tag}`, creditLimit: 10, outstandingBalance: 25 }) }, api.office.token)).data!.createCustomer;
    const list = await gql<{ customers: { id: number }[] }>(api.t.app, 'query($n: String) { customers(name: $n, customerAccountTypeId: 1, isDeactivated: false) { id } }', { n: tag }, api.office.token);
    expect(list.data!.customers).toEqual([{ id: created.id }]);
    const report = await gql<{ customerCreditReport: { id: number; overLimit: number }[] }>(api.t.app, '{ customerCreditReport { id overLimit outstandingBalance creditLimit } }', {}, api.office.token);
    expect(report.data!.customerCreditReport.find((l) => l.id === created.id)).toMatchObject({ overLimit: 15 });
  });

  it("changes a customer user's password (office only)", async () => {
    const created = (await gql<{ createCustomer: { id: number } }>(api.t.app, CREATE, { input: input() }, api.office.token)).data!.createCustomer;
    const me = await signedIn(api.t, { role: UserRole.CUSTOMER, customerId: created.id });
    const M = 'mutation($u: Int!, $p: String!, $c: String!) { changeCustomerUserPassword(userId: $u, newPassword: $p, confirmPassword: $c) }';
    expect(JSON.stringify((await gql(api.t.app, M, { u: me.user.id, p: 'Long-enough-3', c: 'x' }, api.office.token)).errors)).toContain('Passwords do not match!');
    expect((await gql(api.t.app, M, { u: me.user.id, p: 'Long-enough-3', c: 'Long-enough-3' }, me.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(api.t.app, M, { u: me.user.id, p: 'Long-enough-3', c: 'Long-enough-3' }, api.office.token)).data).toEqual({ changeCustomerUserPassword: true });
  });
});
