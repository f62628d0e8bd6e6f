import { gql } from '../../test/clients.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { sessionFor, signedIn, type SignedInUser } from '../../test/sessions.js';
import { CURRENT_PASSWORD_MESSAGES } from '../users/session.service.js';
import { UserRole } from '../users/user.entity.js';
import { STALE_MESSAGE } from './writes.js';

let t: TestApp;
let admin: SignedInUser;
let office: SignedInUser;
let customer: SignedInUser;
let driver: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.orm, { role: UserRole.OFFICE, isAdmin: true });
  office = await signedIn(t.orm, { role: UserRole.OFFICE, isManager: true });
  customer = await signedIn(t.orm, { role: UserRole.CUSTOMER });
  driver = await signedIn(t.orm, { role: UserRole.SUPPLIER });
});
afterAll(() => t.close());

let n = 0;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const newUser = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { Username: `dispatcher${n}`, Email: `dispatcher${n}@dispatch.test`, Name: `Dispatcher ${n}`, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1', ...extra };
};
const count = async () => (await sql<{ n: number }>(`select count(*)::int n from app_user`))[0].n;

describe('back-office users: who may do what (behaviour.md "Roles and access / Access rules"; "Settings / Back-office users" AtlasUsers)', () => {
  it('lists for office users only: 401 signed out, 403 for customer and driver users', async () => {
    expect((await call('GET', '/AtlasUsers')).statusCode).toBe(401);
    for (const user of [customer, driver]) expect((await call('GET', '/AtlasUsers', user.token)).statusCode).toBe(403);
    const list = (await call('GET', '/AtlasUsers', office.token)).json();
    expect(list.map((u: { Role: string }) => u.Role)).toEqual(list.map(() => 'OFFICE'));
    expect(list.map((u: { Id: number }) => u.Id)).not.toContain(customer.user.id);
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it('lets only admins create users: 403 for a non-admin office user, nothing stored', async () => {
    const before = await count();
    expect((await call('POST', '/AtlasUsers', office.token, newUser())).statusCode).toBe(403);
    expect((await call('POST', '/AtlasUsers', customer.token, newUser())).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a customer or driver user id: they are not back-office users', async () => {
    expect((await call('GET', `/AtlasUsers/${customer.user.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('creating a back-office user (behaviour.md "Settings / Back-office users")', () => {
  it('creates an office user with flags from AtlasUserRoleIds, who can then sign in', async () => {
    const res = await call('POST', '/AtlasUsers', admin.token, newUser({ AtlasUserRoleIds: [2, 3] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ Role: 'OFFICE', IsAdmin: false, IsAccounts: true, IsManager: true, AtlasUserRoleIds: [2, 3], IsDeactivated: false, Version: 1 });
    const [row] = await sql<{ password_hash: string }>(`select password_hash from app_user where id = ?`, [res.json().Id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses passwords that do not match with 'Passwords do not match!' and stores nothing", async () => {
    const before = await count();
    const res = await call('POST', '/AtlasUsers', admin.token, newUser({ ConfirmPassword: 'Something-else-1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'ConfirmPassword', Message: 'Passwords do not match!' }]);
    const missing = await call('POST', '/AtlasUsers', admin.token, newUser({ ConfirmPassword: undefined }));
    expect(missing.json().Message).toBe('Passwords do not match!');
    expect(await count()).toBe(before);
  });

  it('asks for a username, a valid e-mail and a long enough password', async () => {
    const res = await call('POST', '/AtlasUsers', admin.token, { Username: ' ', Email: 'not-an-email', Password: 'short', ConfirmPassword: 'short' });
    expect(res.json().Errors).toEqual([
      { Field: 'Username', Message: 'Username is required.' },
      { Field: 'Email', Message: 'Email must be a valid e-mail address.' },
      { Field: 'Password', Message: `The password must be at least ${t.config.auth.minPasswordLength} characters.` },
    ]);
    expect((await call('POST', '/AtlasUsers', admin.token, newUser({ IsAdmin: 'yes' }))).json().Message).toBe('IsAdmin must be true or false.');
    expect((await call('POST', '/AtlasUsers', admin.token, newUser({ AtlasUserRoleIds: [9] }))).statusCode).toBe(400);
    const wrongItem = await call('POST', '/AtlasUsers', admin.token, newUser({ AtlasUserRoleIds: [1, 'x'], IsManager: 'no' }));
    expect(wrongItem.json().Errors).toEqual([
      { Field: 'IsManager', Message: 'IsManager must be true or false.' },
      { Field: 'AtlasUserRoleIds', Message: 'AtlasUserRoleIds must be a list of role ids.' },
    ]);
  });

  it('refuses a username or e-mail already used by anyone, ignoring case', async () => {
    const res = await call('POST', '/AtlasUsers', admin.token, newUser({ Username: customer.user.username.toUpperCase(), Email: office.user.email.toUpperCase() }));
    expect(res.json().Errors).toEqual([
      { Field: 'Username', Message: 'A user with this username already exists.' },
      { Field: 'Email', Message: 'A user with this e-mail address already exists.' },
    ]);
  });
});

describe('searching back-office users (behaviour.md "Settings / Back-office users": username, email, isDeactivated)', () => {
  it('filters by username, e-mail and deactivated', async () => {
    const made = (await call('POST', '/AtlasUsers', admin.token, newUser({ Username: 'searchable.sam', Email: 'sam@search.test' }))).json();
    await call('PUT', `/AtlasUsers/${made.Id}`, admin.token, { IsDeactivated: true, Version: made.Version });
    const names = async (q: string) => (await call('GET', `/AtlasUsers${q}`, office.token)).json().map((u: { Username: string }) => u.Username);
    expect(await names('?username=SEARCHABLE')).toEqual([]);
    expect(await names('?username=SEARCHABLE&isDeactivated=true')).toEqual(['searchable.sam']);
    expect(await names('/All?email=search.test')).toEqual(['searchable.sam']);
  });
});

describe('updating back-office users', () => {
  it('lets an admin change the flags, with a stale Version refused by 608 and nothing applied', async () => {
    const made = (await call('POST', '/AtlasUsers', admin.token, newUser())).json();
    const res = await call('PUT', `/AtlasUsers/${made.Id}`, admin.token, { IsAccounts: true, Name: 'Renamed', Version: made.Version });
    expect(res.json()).toMatchObject({ IsAccounts: true, Name: 'Renamed', Version: 2 });
    const stale = await call('PUT', `/AtlasUsers/${made.Id}`, admin.token, { IsAdmin: true, Version: made.Version });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(STALE_MESSAGE);
    expect(await sql(`select is_admin, is_accounts from app_user where id = ?`, [made.Id])).toEqual([{ is_admin: false, is_accounts: true }]);
  });

  it('lets a non-admin change their own name but not their flags, deactivation or anyone else', async () => {
    const me = await signedIn(t.orm, { role: UserRole.OFFICE });
    const own = await call('PUT', `/AtlasUsers/${me.user.id}`, me.token, { Name: 'My New Name', IsAdmin: false, Version: 1 });
    expect(own.statusCode).toBe(200);
    const flags = await call('PUT', `/AtlasUsers/${me.user.id}`, me.token, { IsAdmin: true, Version: 2 });
    expect(flags.statusCode).toBe(403);
    expect(flags.json().Message).toBe('Only an admin can change the admin, accounts and manager flags or deactivate a user.');
    expect((await call('PUT', `/AtlasUsers/${admin.user.id}`, me.token, { Name: 'x', Version: 1 })).statusCode).toBe(403);
    expect(await sql(`select name, is_admin from app_user where id = ?`, [me.user.id])).toEqual([{ name: 'My New Name', is_admin: false }]);
  });

  it("deactivates instead of deleting, and the user's sessions end at once", async () => {
    const victim = await signedIn(t.orm, { role: UserRole.OFFICE });
    expect((await call('GET', '/AtlasUsers', victim.token)).statusCode).toBe(200);
    const res = await call('PUT', `/AtlasUsers/${victim.user.id}`, admin.token, { IsDeactivated: true, Version: 1 });
    expect(res.json().IsDeactivated).toBe(true);
    expect((await call('GET', '/AtlasUsers', victim.token)).statusCode).toBe(401);
    expect(await sql(`select count(*)::int n from session where user_id = ? and ended_at is null`, [victim.user.id])).toEqual([{ n: 0 }]);
    expect(await sql(`select count(*)::int n from app_user where id = ?`, [victim.user.id])).toEqual([{ n: 1 }]);
  });

  it('keeps at least one active admin', async () => {
    const t2 = await startTestApp();
    try {
      const only = await signedIn(t2.orm, { role: UserRole.OFFICE, isAdmin: true });
      const res = await t2.app.inject({ method: 'PUT', url: `/api/AtlasUsers/${only.user.id}`, headers: { token: only.token }, payload: { IsAdmin: false, Version: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('There must be at least one active admin.');
    } finally {
      await t2.close();
    }
  });
});

describe('PUT /AtlasUsers/ChangePassword/{id}', () => {
  it('lets an admin change another user\'s password, ending that user\'s sessions; the new password signs in', async () => {
    const user = await signedIn(t.orm, { role: UserRole.OFFICE });
    const mismatch = await call('PUT', `/AtlasUsers/ChangePassword/${user.user.id}`, admin.token, { NewPassword: 'Brand-new-pass-1', ConfirmPassword: 'other' });
    expect(mismatch.json().Message).toBe('Passwords do not match!');
    const res = await call('PUT', `/AtlasUsers/ChangePassword/${user.user.id}`, admin.token, { NewPassword: 'Brand-new-pass-1', ConfirmPassword: 'Brand-new-pass-1' });
    expect(res.statusCode).toBe(204);
    expect((await call('GET', '/AtlasUsers', user.token)).statusCode).toBe(401);
    const [row] = await sql<{ password_hash: string }>(`select password_hash from app_user where id = ?`, [user.user.id]);
    const argon2 = (await import('argon2')).default;
    expect(await argon2.verify(row.password_hash, 'Brand-new-pass-1')).toBe(true);
  });

  it('refuses a non-admin changing someone else\'s password, and a customer user id', async () => {
    expect((await call('PUT', `/AtlasUsers/ChangePassword/${admin.user.id}`, office.token, { NewPassword: 'Brand-new-pass-1' })).statusCode).toBe(403);
    expect((await call('PUT', `/AtlasUsers/ChangePassword/${customer.user.id}`, admin.token, { NewPassword: 'Brand-new-pass-1' })).statusCode).toBe(404);
    expect((await call('PUT', `/AtlasUsers/ChangePassword/${office.user.id}`, customer.token, { NewPassword: 'Brand-new-pass-1' })).statusCode).toBe(403);
  });
});

describe('back-office users over GraphQL', () => {
  const CREATE = `mutation($input: AtlasUserInput!) { createAtlasUser(input: $input) { id username role isAdmin isAccounts isManager atlasUserRoleIds version } }`;

  it('creates, searches and updates with the same rules', async () => {
    const input = { username: 'gql.user', email: 'gql.user@dispatch.test', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, isAdmin: true };
    expect((await gql(t.app, CREATE, { input }, office.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const mismatch = await gql(t.app, CREATE, { input: { ...input, confirmPassword: 'nope' } }, admin.token);
    expect(mismatch.errors?.[0]).toMatchObject({ message: 'Passwords do not match!', extensions: { code: 'BAD_USER_INPUT' } });
    const made = await gql<{ createAtlasUser: { id: number; version: number } }>(t.app, CREATE, { input }, admin.token);
    expect(made.data!.createAtlasUser).toMatchObject({ username: 'gql.user', role: 'OFFICE', isAdmin: true, atlasUserRoleIds: [1], version: 1 });
    const found = await gql(t.app, `query { atlasUsers(email: "GQL.USER@") { username } }`, {}, office.token);
    expect(found.data).toEqual({ atlasUsers: [{ username: 'gql.user' }] });
    const { id } = made.data!.createAtlasUser;
    const UPDATE = `mutation($id: Int!, $input: AtlasUserInput!) { updateAtlasUser(id: $id, input: $input) { isDeactivated version } }`;
    expect((await gql(t.app, UPDATE, { id, input: { isDeactivated: true, version: 1 } }, admin.token)).data).toEqual({ updateAtlasUser: { isDeactivated: true, version: 2 } });
    expect((await gql(t.app, UPDATE, { id, input: { isDeactivated: false, version: 1 } }, admin.token)).errors?.[0].extensions.code).toBe('CONFLICT');
    expect((await gql(t.app, `query { atlasUsers { id } }`, {}, driver.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('changes its own password over GraphQL with the current password', async () => {
    const user = await signedIn(t.orm, { role: UserRole.OFFICE });
    const other = await sessionFor(t.orm, user.user);
    const res = await gql(t.app, `mutation($id: Int!) { changeAtlasUserPassword(id: $id, input: { newPassword: "Another-pass-22", confirmPassword: "Another-pass-22", currentPassword: "${TEST_PASSWORD}" }) }`, { id: user.user.id }, user.token);
    expect(res.data).toEqual({ changeAtlasUserPassword: true });
    expect((await call('GET', '/AtlasUsers', other)).statusCode).toBe(401);
    expect((await call('GET', '/AtlasUsers', user.token)).statusCode).toBe(200);
  });
});

describe('account safety of back-office users (issue 20 item 6)', () => {
  it("lets a non-admin change their own e-mail only with their current password, over REST and GraphQL", async () => {
    const me = await signedIn(t.orm, { role: UserRole.OFFICE });
    const version = async () => (await sql<{ version: number }>(`select version from app_user where id = ?`, [me.user.id]))[0].version;
    const put = async (extra: Record<string, unknown>) => call('PUT', `/AtlasUsers/${me.user.id}`, me.token, { Email: 'taken-over@dispatch.test', Version: await version(), ...extra });
    const missing = await put({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual([{ Field: 'CurrentPassword', Message: CURRENT_PASSWORD_MESSAGES.missing }]);
    expect((await put({ CurrentPassword: 'not-it-123' })).json().Errors).toEqual([{ Field: 'CurrentPassword', Message: CURRENT_PASSWORD_MESSAGES.wrong }]);
    const M = 'mutation($id: Int!, $input: AtlasUserInput!) { updateAtlasUser(id: $id, input: $input) { email } }';
    const refused = await gql(t.app, M, { id: me.user.id, input: { email: 'taken-over@dispatch.test', version: await version() } }, me.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'CurrentPassword' }] });
    expect((await sql(`select email from app_user where id = ?`, [me.user.id]))[0]).toEqual({ email: me.user.email });
    const ok = await gql(t.app, M, { id: me.user.id, input: { email: 'mine-now@dispatch.test', version: await version(), currentPassword: TEST_PASSWORD } }, me.token);
    expect(ok.data).toEqual({ updateAtlasUser: { email: 'mine-now@dispatch.test' } });
    expect((await put({ Email: undefined, Name: 'Renamed without a password' })).statusCode).toBe(200);
  });

  it("lets an admin change another office user's e-mail without re-authenticating", async () => {
    const other = await signedIn(t.orm, { role: UserRole.OFFICE });
    const [{ version }] = await sql<{ version: number }>(`select version from app_user where id = ?`, [other.user.id]);
    const res = await call('PUT', `/AtlasUsers/${other.user.id}`, admin.token, { Email: `moved-${other.user.id}@dispatch.test`, Version: version });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a username equal to another user's e-mail, and an e-mail equal to another's username, whatever the case", async () => {
    const before = await count();
    const clash = await call('POST', '/AtlasUsers', admin.token, newUser({ Username: customer.user.email.toUpperCase() }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().Errors).toEqual([{ Field: 'Username', Message: 'A user with this username already exists.' }]);
    expect((await call('POST', '/AtlasUsers', admin.token, newUser({ Username: 'ops.lead@dispatch.test' }))).statusCode).toBe(201);
    const reverse = await call('POST', '/AtlasUsers', admin.token, newUser({ Email: 'OPS.LEAD@dispatch.test' }));
    expect(reverse.json().Errors).toEqual([{ Field: 'Email', Message: 'A user with this e-mail address already exists.' }]);
    expect(await count()).toBe(before + 1);
  });
});
