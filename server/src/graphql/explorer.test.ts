import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/harness.js';
import { signedIn } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';
import { EXPLORER_PAGE, prefersHtml } from './explorer.js';

// Production mode logs every request; these tests read the answers, not the log.
process.env.LOG_LEVEL ??= 'silent';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const PAGE = '<!doctype html><title>Dispatch GraphQL explorer</title><div id="root"></div><script type="module" src="/assets/graphiql-x.js"></script>';
const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('the GraphQL explorer at GET /graphql (issue 24 item 1)', () => {
  let t: TestApp;
  let adminToken: string;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dispatch-explorer-'));
  writeFileSync(path.join(dist, EXPLORER_PAGE), PAGE);
  beforeAll(async () => {
    // Production: introspection is then open to signed-in callers only.
    t = await startTestApp({ env: 'production', clientDistDir: dist });
    adminToken = (await signedIn(t, { role: UserRole.OFFICE, isAdmin: true })).token;
  });
  afterAll(() => t.close());

  const post = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query } });

  it('answers a browser with the built explorer page under our own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(PAGE);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "worker-src 'self' blob:", "connect-src 'self' ws: wss:"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-|https:|cdn)/);
  });

  it('leaves every other request to /graphql to Apollo, with CSRF prevention still on', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const json = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(json.json()).toEqual({ data: { __typename: 'Query' } });
    const anything = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'apollo-require-preflight': 'true' } });
    expect(anything.json()).toEqual({ data: { __typename: 'Query' } });
    const simpleGet = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(simpleGet.statusCode).toBe(400);
    expect(simpleGet.body).toContain('CSRF');
    expect((await post('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('opens introspection to a signed-in session and to an API key, and to no one else', async () => {
    const anonymous = await post(INTROSPECTION);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().data).toBeUndefined();
    expect(anonymous.json().errors).toEqual([expect.objectContaining({ message: 'Introspection is open to signed-in users only.', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    expect((await post('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    expect((await post(INTROSPECTION, { token: adminToken })).json().data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const issued = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: adminToken }, payload: { Name: 'Explorer test', Scope: 'OFFICE_READ_ONLY' } });
    const key = issued.json().Key as string;
    expect((await post(INTROSPECTION, { 'x-api-key': key })).json().data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('says the explorer is not built, and never shows Apollo\'s CDN landing page, when the client is missing', async () => {
    const bare = await startTestApp({ clientDistDir: mkdtempSync(path.join(os.tmpdir(), 'dispatch-no-ui-')) });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/graphql', headers: { accept: BROWSER_ACCEPT } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('The GraphQL explorer has not been built: run npm run build.');
    } finally {
      await bare.close();
    }
  });
});

describe('prefersHtml', () => {
  it('is true for a browser navigation and false for GraphQL clients and wildcards', () => {
    expect(prefersHtml(BROWSER_ACCEPT)).toBe(true);
    expect(prefersHtml('text/html')).toBe(true);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/graphql-response+json, application/json;q=0.9')).toBe(false);
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
    expect(prefersHtml('text/html;q=0, application/xhtml+xml')).toBe(false);
  });
});
