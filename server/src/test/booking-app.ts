import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { restCaller } from '../modules/manifests/manifest.fixtures.js';
import type { Config } from '../config.js';
import { startTestApp, type TestApp } from './harness.js';

type RestCall = ReturnType<typeof restCaller>;

/** A London calendar date (yyyy-MM-dd) `offset` days from today. */
const londonDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));

/**
 * The usual setup of a booking test file: registers beforeAll (a test app, then arrangeBooking on it) and afterAll
 * (closes the app). `t` and `b` are getters, readable from the beforeAll on; `call`, `sql` and `day` are plain
 * functions, safe to destructure at the top of a file. More arrangement goes in the file's own beforeAll after this call.
 * `overrides` change the app's config (as startTestApp's).
 */
export function useBookingApp(overrides: Partial<Config> = {}) {
  let t: TestApp;
  let b: Booking;
  let caller: RestCall;
  beforeAll(async () => {
    t = await startTestApp(overrides);
    b = await arrangeBooking(t.orm);
    caller = restCaller(t);
  });
  afterAll(() => t.close());
  return {
    get t() { return t; },
    get b() { return b; },
    /** A REST call (see restCaller) as the given token. */
    call: (...args: Parameters<RestCall>) => caller(...args),
    /** Runs SQL on the test database. */
    sql: <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params),
    day: londonDay,
  };
}
