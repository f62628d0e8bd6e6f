import { gql } from '../../test/clients.js';
import { statementsOf } from '../../test/statements.js';
import { useCustomersApi } from './customer.rest.fixtures.js';
import { customerBody } from './customer.fixtures.js';

const api = useCustomersApi();

const create = async (name: string, n: number) => {
  const body = customerBody(api.refs, { Name: name, CustomerUsers: [{ Email: `list-${name.replace(/\W/g, '')}-${n}@customer.test`, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' }] });
  expect((await api.t.app.inject({ method: 'POST', url: '/api/Customers', headers: { token: api.office.token }, payload: body })).statusCode).toBe(201);
};

describe('customer lists load in a fixed number of statements (conventions: no N+1)', () => {
  it('GET /Customers, the credit report and the GraphQL customers query do not grow with the rows', async () => {
    const tag = `Count${Date.now()}`;
    const rest = () => api.t.app.inject({ method: 'GET', url: `/api/Customers?name=${tag}`, headers: { token: api.office.token } });
    const credit = () => api.t.app.inject({ method: 'GET', url: '/api/Customers/Report/Credit', headers: { token: api.office.token } });
    const graph = () => gql(api.t.app, `{ customers(name: "${tag}") { id addresses { id } contacts { id } customerUsers { id } consignmentControlScreenColumns { order } } }`, {}, api.office.token);
    await create(`${tag} 1`, 1);
    const few = [await statementsOf(api.t.orm, rest), await statementsOf(api.t.orm, credit), await statementsOf(api.t.orm, graph)];
    for (let i = 2; i <= 5; i += 1) await create(`${tag} ${i}`, i);
    const many = [await statementsOf(api.t.orm, rest), await statementsOf(api.t.orm, credit), await statementsOf(api.t.orm, graph)];
    expect(few.every((n) => n > 0)).toBe(true);
    expect((await graph()).data).toMatchObject({ customers: expect.arrayContaining([expect.objectContaining({ customerUsers: [expect.any(Object)] })]) });
    expect(many).toEqual(few);
  });
});

describe('customer users left out and added again (behaviour.md "Settings / Back-office users" CustomerUsers)', () => {
  it('brings back the deactivated user with the same e-mail, with the new password', async () => {
    const mail = `back-${Date.now()}@customer.test`;
    const user = { Email: mail, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' };
    const put = (id: number, body: unknown) => api.t.app.inject({ method: 'PUT', url: `/api/Customers/${id}`, headers: { token: api.office.token }, payload: body as object });
    const created = (await api.t.app.inject({ method: 'POST', url: '/api/Customers', headers: { token: api.office.token }, payload: customerBody(api.refs, { CustomerUsers: [user] }) })).json();
    const userId = created.CustomerUsers[0].Id;
    const removed = (await put(created.Id, { ...created, CustomerUsers: [] })).json();
    expect(removed.CustomerUsers).toEqual([]);
    const back = await put(created.Id, { ...removed, CustomerUsers: [{ ...user, Email: mail.toUpperCase() }] });
    expect(back.statusCode).toBe(200);
    expect(back.json().CustomerUsers).toEqual([{ Id: userId, Email: mail.toUpperCase() }]);
  });
});
