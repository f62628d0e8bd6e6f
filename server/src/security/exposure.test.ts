import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gql } from '../test/clients.js';
import { buildUser, sessionToken } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { INTROSPECTION_REFUSED } from '../graphql/introspection.js';
import { UserRole } from '../modules/users/user.entity.js';

let t: TestApp;
let clientDir: string;
let token: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'dispatch-client-'));
  writeFileSync(path.join(clientDir, 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
  writeFileSync(path.join(clientDir, 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await startTestApp({ env: 'production', clientDistDir: clientDir });
  token = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.CUSTOMER }));
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('anonymous introspection is refused in production whatever the query looks like (issue 20 item 7)', () => {
  const SHAPES = {
    schema: '{ __schema { queryType { name } } }',
    type: '{ __type(name: "Query") { name } }',
    aliased: '{ q: __type(name: "Consignment") { fields { name } } }',
    fragment: 'query { ...F } fragment F on Query { __schema { types { name } } }',
    nested: '{ appConfig { productShortName } s: __schema { types { name } } }',
  };

  it.each(Object.entries(SHAPES))('refuses the %s shape with 403 FORBIDDEN', async (_name, query) => {
    const res = await gql(t.app, query);
    expect(res.status).toBe(403);
    expect(res.errors?.[0]).toMatchObject({ message: INTROSPECTION_REFUSED, extensions: { code: 'FORBIDDEN' } });
    expect(res.data).toBeNull();
  });

  it('refuses it over GET as well', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(SHAPES.type)}`, headers: { 'apollo-require-preflight': 'true' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers a signed-in user, and __typename to anyone', async () => {
    expect((await gql(t.app, SHAPES.type, {}, token)).data).toEqual({ __type: { name: 'Query' } });
    expect((await gql(t.app, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('what REST and the client files give away (issue 20 item 7)', () => {
  it('marks REST JSON answers, errors included, Cache-Control: no-store', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/VehicleTypes', headers: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/VehicleTypes' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('serves the client bundle but not its source map in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});
