import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { buildCustomerRefs, customerBody, type CustomerRefs } from './customer.fixtures.js';

/** A REST method the customers calls answer. */
export type Method = 'GET' | 'POST' | 'PUT';

let mail = 0;

/**
 * The setup of a customers REST test file: registers beforeAll (a test app, an office user signed in, the lookups a
 * customer points at) and afterAll (closes the app). `t`, `office` and `refs` are getters, readable from the beforeAll
 * on; the rest are plain functions, safe to destructure at the top of a file.
 */
export function useCustomersApi() {
  let t: TestApp;
  let office: SignedInUser;
  let refs: CustomerRefs;
  beforeAll(async () => {
    t = await startTestApp();
    office = await signedIn(t, { role: UserRole.OFFICE });
    refs = await buildCustomerRefs(t.orm);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
  return {
    get t() { return t; },
    get office() { return office; },
    get refs() { return refs; },
    /** A REST call under /api, as the given token. */
    call,
    /** Runs SQL on the test database. */
    sql,
    /** Row counts of every table a customer save writes, and the sum of versions: equal before and after = nothing written. */
    counts: async () => (await sql<Record<string, number>>(`select (select count(*)::int from customer) c, (select count(*)::int from address) a, (select count(*)::int from contact) p,
  (select count(*)::int from app_user) u, (select count(*)::int from customer_control_screen_column) k, (select coalesce(sum(version), 0)::int from customer) v`))[0],
    /** Creates a customer as the office user (a valid body plus `extra`) and returns what the API answered. */
    create: async (extra: Record<string, unknown> = {}) => {
      const res = await call('POST', '/Customers', office.token, customerBody(refs, extra));
      expect(res.statusCode).toBe(201);
      return res.json();
    },
    /** The messages of a 400 answer's Errors. */
    messages: (res: { json(): { Errors: { Message: string }[] } }) => res.json().Errors.map((e) => e.Message),
    /** A new customer user in a save body, with a valid password and its confirmation. */
    newUser: (email: string, extra: Record<string, unknown> = {}) => ({ Email: email, Password: 'Long-enough-1', ConfirmPassword: 'Long-enough-1', ...extra }),
    /** An e-mail address no other test user has. */
    email: () => `user${++mail}-${Math.random().toString(36).slice(2, 6)}@customer.test`,
  };
}
