import { gql } from '../../test/clients.js';
import { buildUser, sessionToken } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { book } from '../manifests/manifest.fixtures.js';
import { TOO_MANY_EMAILS } from '../mail/mail.service.js';
import { UserRole } from '../users/user.entity.js';
import { arrangeBooking, type Booking } from './consignment.fixtures.js';

const BUDGET = 4;
let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, emailsPerUserPerHour: BUDGET } });
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const queuedFor = async (userId: number) => (await t.orm.em.getConnection().execute(`select count(*)::int as n from mail_outbox where requested_by_user_id = ?`, [userId]))[0].n;
const email = (token: string, consignmentId: number | null, to: string) =>
  t.app.inject({ method: 'POST', url: `/api/Emails/ConsignmentReport${consignmentId ? `?consignmentId=${consignmentId}` : ''}`, headers: { token }, payload: { To: to, Subject: 'Your booking', Body: 'Attached.' } });
const MUTATION = 'mutation ($id: Int, $to: String!) { emailConsignmentReport(consignmentId: $id, to: $to, subject: "Your booking", body: "Attached.") }';

describe('report e-mails are bounded and about what the caller may see (issue 20 item 7)', () => {
  it('sends a customer\'s e-mail only with one of its own consignments attached', async () => {
    const own = await book(t, b, b.customer.token);
    const theirs = await book(t, b, b.otherCustomer.token, { Customer: { Id: b.otherCustomer.id } });
    const free = await email(b.customer.token, null, 'anyone@example.test');
    expect(free.statusCode).toBe(400);
    expect(free.json().Errors).toEqual([{ Field: 'consignment', Message: 'A consignment must be given' }]);
    expect((await email(b.customer.token, theirs.id, 'anyone@example.test')).statusCode).toBe(404);
    expect((await gql(t.app, MUTATION, { id: theirs.id, to: 'anyone@example.test' }, b.customer.token)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await queuedFor(b.customer.userId)).toBe(0);
    expect((await email(b.customer.token, own.id, 'me@example.test')).statusCode).toBe(202);
    expect(await queuedFor(b.customer.userId)).toBe(1);
  });

  it('refuses more than ten recipients in one e-mail', async () => {
    const own = await book(t, b, b.customer.token);
    const to = Array.from({ length: 11 }, (_, i) => `r${i}@example.test`).join(';');
    expect((await email(b.office.token, own.id, to)).statusCode).toBe(400);
  });

  it('stops a user at the hourly budget of recipients over REST and GraphQL, leaving other users theirs', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const token = await sessionToken(t.orm, user);
    const c = await book(t, b, b.office.token);
    expect((await email(token, c.id, 'a@example.test;b@example.test;c@example.test')).statusCode).toBe(202);
    const over = await email(token, c.id, 'd@example.test;e@example.test');
    expect(over.statusCode).toBe(429);
    expect(over.json().Message).toBe(TOO_MANY_EMAILS);
    expect((await gql(t.app, MUTATION, { id: c.id, to: 'd@example.test;e@example.test' }, token)).errors?.[0]).toMatchObject({ message: TOO_MANY_EMAILS, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await gql(t.app, MUTATION, { id: c.id, to: 'd@example.test' }, token)).data).toEqual({ emailConsignmentReport: true });
    expect(await queuedFor(user.id)).toBe(BUDGET);
    expect((await email(b.office.token, c.id, 'x@example.test')).statusCode).toBe(202);
  });

  it('counts concurrent requests of one user against one budget', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const token = await sessionToken(t.orm, user);
    const c = await book(t, b, b.office.token);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => email(token, c.id, `p${i}@example.test`)));
    expect(replies.filter((r) => r.statusCode === 202)).toHaveLength(BUDGET);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(6 - BUDGET);
    expect(await queuedFor(user.id)).toBe(BUDGET);
  });
});
