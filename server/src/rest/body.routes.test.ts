import { startTestApp, type TestApp } from '../test/harness.js';
import { buildCustomer, buildSupplier } from '../test/factories.js';
import { signedIn } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';
import { BODY_DIALECT, FREE, KIND } from './body.js';

// issue 21 item 6, issue 24 item 2: every JSON body a REST route reads is checked by the schema that documents it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; type?: unknown };
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);
const restRoutes = () => t.routes.filter((r) => TAKES_BODY.has(r.method) && r.url.startsWith('/api/'));
const isUpload = (schema: Record<string, unknown>) => Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');

/** The paths inside a body schema where an object's fields are not declared (so the check could not reach them). */
function undeclaredObjects(schema: Schema, at: string): string[] {
  if (schema[KIND] || schema[FREE]) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((s) => undeclaredObjects(s, at));
  if (schema.type === 'array') return undeclaredObjects(schema.items ?? {}, `${at}[]`);
  if (schema.type !== 'object') return [];
  const fields = Object.entries(schema.properties ?? {});
  if (!fields.length) return [at];
  return fields.flatMap(([name, field]) => undeclaredObjects(field, `${at}.${name}`));
}

describe('request bodies checked by their declared schemas', () => {
  it('has every route that reads a JSON body check it by its schema, or declare that it reads none', () => {
    const unchecked = restRoutes().filter((r) => {
      const schema = (r.schema ?? {}) as Record<string, unknown>;
      const body = schema.body as Schema | undefined;
      if (schema['x-no-body'] === true || isUpload(schema)) return false;
      return !body?.[BODY_DIALECT];
    });
    expect(restRoutes().length).toBeGreaterThan(70);
    expect(unchecked.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declares every object inside a body field by field (free-form maps say so)', () => {
    const loose = restRoutes().flatMap((r) => {
      const body = (r.schema as Record<string, unknown> | undefined)?.body as Schema | undefined;
      return body?.[BODY_DIALECT] ? undeclaredObjects(body, `${r.method} ${r.url}`) : [];
    });
    expect(loose).toEqual([]);
  });
});

describe('who may call, settled before the body is checked', () => {
  it('answers a caller of the wrong role 403, not a 400 about the body it sent', async () => {
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: (await buildSupplier(t.orm)).id });
    const customer = await signedIn(t, { role: UserRole.CUSTOMER, customerId: (await buildCustomer(t.orm)).id });
    const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.app.inject({ method, url, headers: { Token: token }, payload });
    const answers = [
      await send('POST', '/api/Consignments', driver.token, { ContactName: 42 }),
      await send('PUT', '/api/Consignments/1', driver.token, { IsQuote: 'yes' }),
      await send('POST', '/api/Imports/1/Book', driver.token, { RowNumbers: 'all' }),
      await send('PUT', '/api/Manifests/1/UpdateCosts', customer.token, { Cost: [] }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('still answers the right caller\'s wrong body with the schema\'s 400', async () => {
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const res = await t.app.inject({ method: 'PUT', url: '/api/Manifests/1/UpdateCosts', headers: { Token: office.token }, payload: { Cost: [] } });
    expect([res.statusCode, res.json().Errors]).toEqual([400, [{ Field: 'cost', Message: 'Cost must be an amount in pounds with at most 2 decimals' }]]);
  });
});
