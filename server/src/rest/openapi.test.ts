import { startTestApp, type TestApp } from '../test/harness.js';
import { signedIn } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';
import { DOCS_PATH, isDocumented, OPENAPI_PATH } from './openapi.js';

// issue 24 item 2: GET /api/openapi.json is generated from the routes' declared schemas, and every route is in it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Doc = { openapi: string; paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: Record<string, unknown> }>> };
const documentOf = async (): Promise<Doc> => (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
const documented = () => t.routes.filter((r) => r.method !== 'HEAD' && isDocumented(r.url));
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('the OpenAPI document (issue 24 item 2)', () => {
  it('is an OpenAPI 3.1 document, served to anyone as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Dispatch REST API' } });
  });

  it('describes every registered REST route with its method', async () => {
    const doc = await documentOf();
    const missing = documented().filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(documented().length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('has every route declare its path params, its body where it takes one, and its answers', () => {
    const undeclared = documented().flatMap((r) => {
      const problems: string[] = [];
      const declared = Object.keys(r.schema?.params?.properties ?? {});
      for (const name of pathParams(r.url)) if (!declared.includes(name)) problems.push(`param ${name}`);
      if (TAKES_BODY.has(r.method) && !r.schema?.body && r.schema?.['x-no-body'] !== true) problems.push('body');
      if (!r.schema?.response) problems.push('responses');
      return problems.map((p) => `${r.method} ${r.url}: ${p}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('puts each declared part in the document: path parameters, request bodies and the error answers', async () => {
    const doc = await documentOf();
    const update = doc.paths['/api/Consignments/{id}'].put;
    expect(update.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    expect(update.requestBody).toBeDefined();
    expect(Object.keys(update.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    const search = doc.paths['/api/Consignments/{from}/{to}/Search'].get;
    expect(search.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'vehicleType' })]));
  });

  it('is shown at /api/docs by the Swagger UI we serve ourselves, under our content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const bundle = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
    const init = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(init.body).toContain('"validatorUrl":null');
  });
});

describe('route input is checked by the declared schemas, with the same answers (issue 21 item 6)', () => {
  it('refuses a path id that is not a positive whole number with the reader\'s 400', async () => {
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Consignments/${id}`, headers: { Token: token } });
      expect([id, res.statusCode, res.json()]).toEqual([id, 400, { Message: 'The id must be a positive whole number.', Errors: [{ Field: 'id', Message: 'The id must be a positive whole number.' }] }]);
    }
  });

  it('refuses a query flag or number in the reader\'s words', async () => {
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const flag = await t.app.inject({ method: 'GET', url: '/api/Consignments/2026-01-01/2026-01-02/Search?isQuote=maybe', headers: { Token: token } });
    expect([flag.statusCode, flag.json().Errors]).toEqual([400, [{ Field: 'isQuote', Message: 'isQuote must be true or false' }]]);
    const whole = await t.app.inject({ method: 'GET', url: '/api/Consignments/2026-01-01/2026-01-02/Search?vehicleType=x', headers: { Token: token } });
    expect([whole.statusCode, whole.json().Errors]).toEqual([400, [{ Field: 'vehicleType', Message: 'vehicleType must be a whole number' }]]);
  });
});
