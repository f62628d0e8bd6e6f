import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook as Verifier } from 'standardwebhooks';
import { gql } from '../../test/clients.js';
import { buildUser, sessionToken } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, bookingBody, type Booking } from '../consignments/consignment.fixtures.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { UserRole } from '../users/user.entity.js';
import { startWebhookJobs } from './webhook.job.js';

// Issue 24 item 5: signed webhook deliveries to a real HTTP receiver on 127.0.0.1, queued by pg-boss from the event table.

interface Hit { headers: IncomingHttpHeaders; body: string }
interface Receiver { url: string; hits: Hit[]; received(count: number): Promise<void>; close(): Promise<void> }

/** A real HTTP endpoint answering each request with `answer(n)` (n counts from 1). */
async function receiver(answer: (n: number) => number = () => 200): Promise<Receiver> {
  const hits: Hit[] = [];
  const waiting: { count: number; done: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.statusCode = answer(hits.length);
      res.end();
      for (const w of waiting.filter((x) => hits.length >= x.count)) w.done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    hits,
    received: (count) => (hits.length >= count ? Promise.resolve() : new Promise((done) => waiting.push({ count, done }))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let b: Booking;
let admin: string;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
let jobs: Awaited<ReturnType<typeof startWebhookJobs>> | undefined;
const start = async () => (jobs = await startWebhookJobs(t.orm, t.databaseUrl, t.config, t.pubsub, { warn: (o, m) => console.warn(m, o) }, clock));

beforeAll(async () => {
  t = await startTestApp({ webhooks: { timeoutMs: 10_000, retryBaseMs: 0, retryForMs: 24 * 60 * 60_000, allowedHosts: [] } });
  b = await arrangeBooking(t.orm);
  admin = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true }));
  await start();
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

const register = async (url: string, headers: Record<string, string> = { token: admin }, events: string[] = ['consignment.created']) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Webhooks', headers, payload: { Url: url, Events: events, Description: 'test endpoint' } });
  expect(res.statusCode).toBe(201);
  return res.json() as { Id: number; Secret: string };
};
const book = async (customerId = b.customer.id) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.office.token }, payload: bookingBody(b, { Customer: { Id: customerId } }) });
  expect(res.statusCode).toBe(201);
  return res.json().Id as number;
};
const deliveries = async (id: number, headers: Record<string, string> = { token: admin }) => (await t.app.inject({ method: 'GET', url: `/api/Webhooks/${id}/Deliveries`, headers })).json() as { Status: string; Attempts: number; MessageId: string }[];
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/Webhooks/${id}`, headers: { token: admin } });

describe('webhooks (issue 24 item 5)', () => {
  it('delivers a booked consignment as a Standard Webhooks message the standardwebhooks library verifies', async () => {
    const endpoint = await receiver();
    const { Id, Secret } = await register(endpoint.url);
    expect(Secret).toMatch(/^whsec_/);
    const id = await book();
    await endpoint.received(1);
    const message = new Verifier(Secret).verify(endpoint.hits[0].body, endpoint.hits[0].headers as Record<string, string>) as { type: string; data: { consignmentId: number } };
    expect(message.type).toBe('consignment.created');
    expect(message.data.consignmentId).toBe(id);
    expect(() => new Verifier(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(endpoint.hits[0].body, endpoint.hits[0].headers as Record<string, string>)).toThrow();
    expect((await until(() => deliveries(Id), (d) => d[0]?.Status === 'Delivered'))[0].Attempts).toBe(1);
    await remove(Id);
    await endpoint.close();
  }, 120_000);

  it('retries an endpoint that was down for three attempts, then delivers once more with the same webhook-id', async () => {
    const endpoint = await receiver((n) => (n <= 3 ? 503 : 200));
    const { Id } = await register(endpoint.url);
    await book();
    await endpoint.received(4);
    const [delivery] = await until(() => deliveries(Id), (d) => d[0]?.Status === 'Delivered');
    expect(delivery.Attempts).toBe(4);
    expect(endpoint.hits).toHaveLength(4);
    expect(new Set(endpoint.hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([delivery.MessageId]));
    await remove(Id);
    await endpoint.close();
  }, 120_000);

  it('delivers a change made while no server was running once one starts again (the event table is the queue\'s source)', async () => {
    await jobs!.stop();
    const endpoint = await receiver();
    const { Id } = await register(endpoint.url);
    const id = await book();
    expect(endpoint.hits).toHaveLength(0);
    await start();
    await endpoint.received(1);
    expect(JSON.parse(endpoint.hits[0].body).data.consignmentId).toBe(id);
    await remove(Id);
    await endpoint.close();
  }, 120_000);

  it("sends a customer key's endpoint only its own customer's events", async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin }, payload: { Name: 'Customer hooks', Scope: 'CUSTOMER', CustomerId: b.customer.id, Webhooks: true } });
    expect(issued.statusCode).toBe(201);
    const key = { 'x-api-key': issued.json().Key as string };
    const endpoint = await receiver();
    const { Id } = await register(endpoint.url, key, []);
    const theirs = await book(b.otherCustomer.id);
    const mine = await book(b.customer.id);
    await endpoint.received(1);
    expect(JSON.parse(endpoint.hits[0].body).data.consignmentId).toBe(mine);
    expect((await deliveries(Id, key)).map((d) => d.Status)).toHaveLength(1);
    expect(endpoint.hits.map((h) => JSON.parse(h.body).data.consignmentId)).not.toContain(theirs);
    expect((await t.app.inject({ method: 'GET', url: '/api/Webhooks', headers: key })).json().map((w: { Id: number }) => w.Id)).toEqual([Id]);
    await remove(Id);
    await endpoint.close();
  }, 120_000);

  it('disables an endpoint that failed for 24 hours and e-mails the admins', async () => {
    const endpoint = await receiver((n) => {
      if (n === 2) offset = 25 * 60 * 60_000; // the second attempt is answered a day after the first failed
      return 500;
    });
    const { Id } = await register(endpoint.url);
    await book();
    const webhook = await until(async () => (await t.app.inject({ method: 'GET', url: `/api/Webhooks/${Id}`, headers: { token: admin } })).json(), (w) => w.Enabled === false);
    offset = 0;
    expect(webhook.DisabledReason).toMatch(/24 hours/);
    expect((await deliveries(Id))[0].Status).toBe('Failed');
    const mail = await t.orm.em.fork().find(MailOutbox, { subject: `Webhook disabled: ${endpoint.url}` });
    expect(mail.length).toBeGreaterThan(0);
    await remove(Id);
    await endpoint.close();
  }, 120_000);

  it('refuses callers without the right, and bad endpoints, with a 400 naming the field', async () => {
    const post = (payload: object, headers: Record<string, string> = { token: admin }) => t.app.inject({ method: 'POST', url: '/api/Webhooks', headers, payload });
    expect((await post({ Url: 'https://example.com/h' }, { token: b.customer.token })).statusCode).toBe(403);
    expect((await post({ Url: 'https://example.com/h' }, { token: b.office.token })).statusCode).toBe(403);
    const plainKey = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin }, payload: { Name: 'No hooks', Scope: 'CUSTOMER', CustomerId: b.customer.id } });
    expect((await post({ Url: 'https://example.com/h' }, { 'x-api-key': plainKey.json().Key })).statusCode).toBe(403);
    const badUrl = await post({ Url: 'ftp://example.com/h' });
    expect([badUrl.statusCode, badUrl.json().Errors[0].Field]).toEqual([400, 'Url']);
    const badType = await post({ Url: 'https://example.com/h', Events: ['consignment.eaten'] });
    expect([badType.statusCode, badType.json().Errors[0].Field]).toEqual([400, 'Events']);
    expect((await post({ Url: 'https://example.com/h', Events: 'all' })).statusCode).toBe(400);
  }, 120_000);

  it('checks the body by its schema: a wrong list item and a wrong field are one 400, nothing changed; a camelCase body is read', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/Webhooks', headers: { token: admin }, payload: { url: 'https://example.com/camel', events: ['consignment.created'], description: 'camel' } });
    expect([made.statusCode, made.json().Url, made.json().Description]).toEqual([201, 'https://example.com/camel', 'camel']);
    const { Id } = made.json();
    const bad = await t.app.inject({ method: 'PUT', url: `/api/Webhooks/${Id}`, headers: { token: admin }, payload: { Url: 'https://example.com/changed', Events: ['consignment.created', 5], Enabled: 'yes' } });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [
      { Field: 'Events[1]', Message: 'Events must be a list of event types.' },
      { Field: 'Enabled', Message: 'Enabled must be true or false.' },
    ]]);
    expect((await t.app.inject({ method: 'GET', url: `/api/Webhooks/${Id}`, headers: { token: admin } })).json()).toMatchObject({ Url: 'https://example.com/camel', Enabled: true });
    await remove(Id);
  }, 120_000);

  it('offers the same over GraphQL: register (secret once), list, retry a delivery, delete', async () => {
    const made = await gql<{ createWebhook: { secret: string; webhook: { id: number; url: string } } }>(t.app,
      'mutation { createWebhook(input: { url: "https://example.com/graphql-hook", events: ["invoice.created"] }) { secret webhook { id url } } }', {}, admin);
    expect(made.data!.createWebhook.secret).toMatch(/^whsec_/);
    const id = made.data!.createWebhook.webhook.id;
    const listed = await gql<{ webhooks: { id: number; events: string[] }[] }>(t.app, '{ webhooks { id events } }', {}, admin);
    expect(listed.data!.webhooks).toContainEqual({ id, events: ['invoice.created'] });
    const missing = await gql(t.app, `mutation { retryWebhookDelivery(webhookId: ${id}, deliveryId: 999999) { id } }`, {}, admin);
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(t.app, `mutation { deleteWebhook(id: ${id}) { id } }`, {}, admin)).errors).toBeUndefined();
  }, 120_000);
});
