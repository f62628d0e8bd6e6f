import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { statementsOf } from '../../test/statements.js';
import { UserRole } from '../users/user.entity.js';
import { buildCustomerRefs, customerBody, type CustomerRefs } from './customer.fixtures.js';

let t: TestApp;
let office: SignedInUser;
let refs: CustomerRefs;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
  refs = await buildCustomerRefs(t.orm);
});
afterAll(() => t.close());

const create = async (name: string, n: number) => {
  const body = customerBody(refs, { Name: name, CustomerUsers: [{ Email: `list-${name.replace(/\W/g, '')}-${n}@customer.test`, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' }] });
  expect((await t.app.inject({ method: 'POST', url: '/api/Customers', headers: { token: office.token }, payload: body })).statusCode).toBe(201);
};

describe('customer lists load in a fixed number of statements (conventions: no N+1)', () => {
  it('GET /Customers, the credit report and the GraphQL customers query do not grow with the rows', async () => {
    const tag = `Count${Date.now()}`;
    const rest = () => t.app.inject({ method: 'GET', url: `/api/Customers?name=${tag}`, headers: { token: office.token } });
    const credit = () => t.app.inject({ method: 'GET', url: '/api/Customers/Report/Credit', headers: { token: office.token } });
    const graph = () => gql(t.app, `{ customers(name: "${tag}") { id addresses { id } contacts { id } customerUsers { id } consignmentControlScreenColumns { order } } }`, {}, office.token);
    await create(`${tag} 1`, 1);
    const few = [await statementsOf(t.orm, rest), await statementsOf(t.orm, credit), await statementsOf(t.orm, graph)];
    for (let i = 2; i <= 5; i += 1) await create(`${tag} ${i}`, i);
    const many = [await statementsOf(t.orm, rest), await statementsOf(t.orm, credit), await statementsOf(t.orm, graph)];
    expect(few.every((n) => n > 0)).toBe(true);
    expect((await graph()).data).toMatchObject({ customers: expect.arrayContaining([expect.objectContaining({ customerUsers: [expect.any(Object)] })]) });
    expect(many).toEqual(few);
  });
});

describe('customer users left out and added again (behaviour.md "Settings / Back-office users" CustomerUsers)', () => {
  it('brings back the deactivated user with the same e-mail, with the new password', async () => {
    const mail = `back-${Date.now()}@customer.test`;
    const user = { Email: mail, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' };
    const put = (id: number, body: unknown) => t.app.inject({ method: 'PUT', url: `/api/Customers/${id}`, headers: { token: office.token }, payload: body as object });
    const created = (await t.app.inject({ method: 'POST', url: '/api/Customers', headers: { token: office.token }, payload: customerBody(refs, { CustomerUsers: [user] }) })).json();
    const userId = created.CustomerUsers[0].Id;
    const removed = (await put(created.Id, { ...created, CustomerUsers: [] })).json();
    expect(removed.CustomerUsers).toEqual([]);
    const back = await put(created.Id, { ...removed, CustomerUsers: [{ ...user, Email: mail.toUpperCase() }] });
    expect(back.statusCode).toBe(200);
    expect(back.json().CustomerUsers).toEqual([{ Id: userId, Email: mail.toUpperCase() }]);
  });
});
