import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

const GEOCODE = `query Geocode($q: String!) { geocode(query: $q) { name latitude longitude } }`;
const rest = (t: TestApp, q: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/Geocode?q=${encodeURIComponent(q)}`, headers: token ? { token } : {} });

describe('place search, offline gazetteer (behaviour.md "Map / Live vehicles": zoom to a place, the search appends UK)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds a UK town by the start of its name, any case, ignoring the appended ", UK"', async () => {
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const res = await rest(t, 'manch, UK', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ Name: 'Manchester', Latitude: expect.closeTo(53.48, 1), Longitude: expect.closeTo(-2.24, 1) }]);
    const reply = await gql<{ geocode: { name: string }[] }>(t.app, GEOCODE, { q: 'CROYDON, UK' }, token);
    expect(reply.data?.geocode.map((p) => p.name)).toEqual(['Croydon']);
  });

  it('puts an exact name before longer names that share its start', async () => {
    const { token } = await signedIn(t, { role: UserRole.CUSTOMER });
    const names = (await rest(t, 'bath, UK', token)).json().map((p: { Name: string }) => p.Name);
    expect(names[0]).toBe('Bath');
    const newcastle = (await rest(t, 'newcastle', token)).json().map((p: { Name: string }) => p.Name);
    expect(newcastle).toEqual(['Newcastle upon Tyne']);
  });

  it('answers an empty list for a place it does not know', async () => {
    const { token } = await signedIn(t, { role: UserRole.SUPPLIER });
    expect((await rest(t, 'Atlantis, UK', token)).json()).toEqual([]);
  });

  it('is for signed-in users only, and refuses an empty or overlong query with a 400', async () => {
    expect((await rest(t, 'London')).statusCode).toBe(401);
    expect((await gql(t.app, GEOCODE, { q: 'London' })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const empty = await rest(t, '  ', token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('Please type a place to search for.');
    expect((await rest(t, 'x'.repeat(201), token)).statusCode).toBe(400);
  });
});

describe('place search through a Nominatim-compatible service (GEOCODER_URL)', () => {
  let t: TestApp;
  let service: Server;
  let answer: (url: URL) => { status: number; body: string };
  const asked: URL[] = [];

  beforeAll(async () => {
    service = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      asked.push(url);
      const { status, body } = answer(url);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    t = await startTestApp({ geocoderUrl: `http://127.0.0.1:${port}/nominatim` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('asks the service for the query as typed and maps display_name, lat and lon', async () => {
    answer = () => ({ status: 200, body: JSON.stringify([{ display_name: 'Leeds, West Yorkshire, England', lat: '53.7974', lon: '-1.5438' }, { display_name: 'broken' }]) });
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const reply = await gql<{ geocode: unknown[] }>(t.app, GEOCODE, { q: 'Leeds, UK' }, token);
    expect(reply.data?.geocode).toEqual([{ name: 'Leeds, West Yorkshire, England', latitude: 53.7974, longitude: -1.5438 }]);
    const last = asked.at(-1);
    expect(last?.pathname).toBe('/nominatim/search');
    expect(last?.searchParams.get('q')).toBe('Leeds, UK');
    expect(last?.searchParams.get('format')).toBe('jsonv2');
  });

  it('says plainly that the search is unavailable when the service fails, never a 500', async () => {
    answer = () => ({ status: 502, body: 'bad gateway' });
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const res = await rest(t, 'Leeds, UK', token);
    expect(res.statusCode).toBe(503);
    expect(res.json().Message).toBe('The place search is not available at the moment. Please try again later.');
    answer = () => ({ status: 200, body: '{"not":"a list"}' });
    const reply = await gql(t.app, GEOCODE, { q: 'Leeds' }, token);
    expect(reply.errors?.[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });
});
