import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
let office: SignedInUser;
let admin: SignedInUser;
let customer: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
  admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
  customer = await signedIn(t, { role: UserRole.CUSTOMER });
});
afterAll(() => t.close());

const tag = () => Math.random().toString(36).slice(2, 8);

describe('pricing settings over GraphQL (behaviour.md "Settings / Back-office users" Settings)', () => {
  it('saves global settings with the version; out of range is BAD_USER_INPUT, stale is CONFLICT, customers and office non-admins FORBIDDEN', async () => {
    const M = 'mutation($v: Int!, $b: Float) { updateGlobalSettings(id: 1, version: $v, backloadMultiplier: $b) { id backloadMultiplier version } }';
    const loaded = (await gql<{ globalSettings: { version: number } }>(t.app, '{ globalSettings { version } }', {}, admin.token)).data!.globalSettings;
    expect((await gql(t.app, M, { v: loaded.version, b: 75 }, admin.token)).data).toEqual({ updateGlobalSettings: { id: 1, backloadMultiplier: 75, version: loaded.version + 1 } });
    expect((await gql(t.app, M, { v: loaded.version + 1, b: 1001 }, admin.token)).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql(t.app, M, { v: loaded.version, b: 80 }, admin.token)).errors![0].extensions.code).toBe('CONFLICT');
    expect((await gql(t.app, M, { v: loaded.version + 1, b: 80 }, customer.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, M, { v: loaded.version + 1, b: 80 }, office.token)).errors![0].extensions.code).toBe('FORBIDDEN'); // issue 20 item 6
  });

  it('creates, lists and deactivates an additional charge', async () => {
    const name = `Gql charge ${tag()}`;
    const created = await gql<{ createAdditionalCharge: { id: number; version: number } }>(t.app, 'mutation($i: AdditionalChargeInput!) { createAdditionalCharge(input: $i) { id chargeFor price cost version } }', { i: { chargeFor: name, price: 9.99, cost: 4 } }, office.token);
    expect(created.data!.createAdditionalCharge).toMatchObject({ chargeFor: name, price: 9.99, cost: 4, version: 1 });
    const id = created.data!.createAdditionalCharge.id;
    const off = await gql(t.app, 'mutation($id: Int!, $i: AdditionalChargeInput!) { updateAdditionalCharge(id: $id, input: $i) { isDeactivated version } }', { id, i: { isDeactivated: true, version: 1 } }, office.token);
    expect(off.data).toEqual({ updateAdditionalCharge: { isDeactivated: true, version: 2 } });
    const listed = await gql<{ additionalChargeSettings: { id: number }[] }>(t.app, 'query($n: String) { additionalChargeSettings(name: $n, isDeactivated: true) { id } }', { n: name }, office.token);
    expect(listed.data!.additionalChargeSettings).toEqual([{ id }]);
    expect((await gql(t.app, '{ additionalChargeSettings { id } }', {}, customer.token)).errors![0].extensions.code).toBe('FORBIDDEN');
  });

  it('creates area rules, refuses a bad prefix, and moves one up', async () => {
    const C = 'mutation($i: AreaRuleInput!) { createAreaRule(input: $i) { id order version postcodes } }';
    const input = (n: string) => ({ name: n, postcodes: 'n1\nn7', pricePercentage: 5, costPercentage: 5 });
    const a = (await gql<{ createAreaRule: { id: number } }>(t.app, C, { i: input(`A ${tag()}`) }, office.token)).data!.createAreaRule;
    const b = (await gql<{ createAreaRule: { id: number; version: number; postcodes: string } }>(t.app, C, { i: input(`B ${tag()}`) }, office.token)).data!.createAreaRule;
    expect(b.postcodes).toBe('N1\nN7');
    const bad = await gql(t.app, C, { i: { ...input('Bad'), postcodes: '1N' } }, office.token);
    expect(JSON.stringify(bad.errors)).toContain("'1N' is not a UK postcode prefix");
    const moved = await gql<{ moveAreaRule: { id: number; order: number }[] }>(t.app, 'mutation($id: Int!, $v: Int!) { moveAreaRule(id: $id, direction: UP, version: $v) { id order } }', { id: b.id, v: b.version }, office.token);
    const ids = moved.data!.moveAreaRule.map((r) => r.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
    expect(moved.data!.moveAreaRule.map((r) => r.order)).toEqual(ids.map((_id, i) => (i + 1) * 10));
    const found = await gql<{ areaRuleSettings: { id: number }[] }>(t.app, '{ areaRuleSettings(postcode: "N7 6AA") { id } }', {}, office.token);
    expect(found.data!.areaRuleSettings.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('creates, updates and deletes a price matrix; overlapping bands are BAD_USER_INPUT', async () => {
    const C = 'mutation($i: PriceMatrixInput!) { createPriceMatrix(input: $i) { id name version minimumPrice rows { from to interval priceBreak } } }';
    const base = { name: 'Gql', vehicleTypeId: 2, matrixType: 'COSTING - SUPPLIER', priceIncrement: 'TIME', minimumPrice: 20, rows: [{ from: 0, to: 60, interval: 60, priceBreak: 30 }] };
    const m = (await gql<{ createPriceMatrix: { id: number; version: number } }>(t.app, C, { i: base }, office.token)).data!.createPriceMatrix;
    expect(m).toMatchObject({ name: 'Gql', version: 1, minimumPrice: 20, rows: [{ from: 0, to: 60, interval: 60, priceBreak: 30 }] });
    const bad = await gql(t.app, C, { i: { ...base, vehicleTypeId: 3, rows: [{ from: 0, to: 60, interval: 1, priceBreak: 1 }, { from: 30, to: 90, interval: 1, priceBreak: 1 }] } }, office.token);
    expect(bad.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    const U = 'mutation($id: Int!, $i: PriceMatrixInput!) { updatePriceMatrix(id: $id, input: $i) { version minimumPrice } }';
    expect((await gql(t.app, U, { id: m.id, i: { version: 1, minimumPrice: 25 } }, office.token)).data).toEqual({ updatePriceMatrix: { version: 2, minimumPrice: 25 } });
    expect((await gql(t.app, U, { id: m.id, i: { version: 1, minimumPrice: 26 } }, office.token)).errors![0].extensions.code).toBe('CONFLICT');
    expect((await gql(t.app, 'mutation($id: Int!) { deletePriceMatrix(id: $id) }', { id: m.id }, customer.token)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, 'mutation($id: Int!) { deletePriceMatrix(id: $id) }', { id: m.id }, office.token)).data).toEqual({ deletePriceMatrix: true });
  });
});
