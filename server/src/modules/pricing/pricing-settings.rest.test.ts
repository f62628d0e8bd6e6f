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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const messages = (res: { json(): { Errors: { Message: string }[] } }) => res.json().Errors.map((e) => e.Message);
const snapshot = async () => JSON.stringify(await sql(`select (select json_agg(x order by id) from additional_charge x) c, (select json_agg(x order by id) from area_additional_charge_rule x) r,
  (select json_agg(x order by id) from price_matrix x) m, (select json_agg(x order by id) from price_matrix_row x) mr, (select json_agg(x) from global_settings x) g`));
const tag = () => Math.random().toString(36).slice(2, 8);

describe('who may change pricing settings (behaviour.md "Roles and access / Access rules": Settings is office only)', () => {
  it('answers 401 signed out and 403 for customer users on every write and office list, changing nothing', async () => {
    const before = await snapshot();
    for (const [method, url] of [['PUT', '/Settings/1'], ['GET', '/AdditionalCharges/All'], ['GET', '/AdditionalCharges/Search'], ['POST', '/AdditionalCharges'], ['PUT', '/AdditionalCharges/1'],
      ['GET', '/AreaAdditionalChargeRules/All'], ['GET', '/AreaAdditionalChargeRules/Search'], ['POST', '/AreaAdditionalChargeRules'], ['PUT', '/AreaAdditionalChargeRules/1'], ['PUT', '/AreaAdditionalChargeRules/1/MoveUp'],
      ['GET', '/Matrices/1'], ['POST', '/Matrices'], ['PUT', '/Matrices/1'], ['DELETE', '/Matrices/1']] as [Method, string][]) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, customer.token, body)).statusCode).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('global settings (behaviour.md "Settings / Back-office users": BackloadMultiplier, a percentage)', () => {
  it('reads and saves BackloadMultiplier 0-1000 with the version; out of range is a 400, stale a 608', async () => {
    const loaded = (await call('GET', '/Settings', office.token)).json();
    expect(loaded).toMatchObject({ Id: 1, BackloadMultiplier: expect.any(Number) });
    const saved = await call('PUT', '/Settings/1', admin.token, { ...loaded, BackloadMultiplier: 65 });
    const savedBody = saved.json() as Record<string, unknown>;
    expect(saved.json()).toMatchObject({ Id: 1, BackloadMultiplier: 65, Version: loaded.Version + 1 });
    const before = await snapshot();
    for (const bad of [-1, 1000.5, 'x']) expect((await call('PUT', '/Settings/1', admin.token, { ...savedBody, BackloadMultiplier: bad })).statusCode).toBe(400);
    expect(messages(await call('PUT', '/Settings/1', admin.token, { ...savedBody, BackloadMultiplier: 2000 }))).toEqual(['BackloadMultiplier must be between 0 and 1000']);
    const stale = await call('PUT', '/Settings/1', admin.token, { ...loaded, BackloadMultiplier: 10 });
    expect(stale.statusCode).toBe(608);
    expect((await call('PUT', '/Settings/1', office.token, savedBody)).statusCode).toBe(403); // admins only (issue 20 item 6)
    expect((await call('PUT', '/Settings/2', admin.token, savedBody)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await call('GET', '/Settings', customer.token)).json()).toEqual({ BackloadMultiplier: 65 });
  });
});

describe('additional charges (behaviour.md "Settings / Additional charges, area rules and price matrices": ChargeFor, Cost, Price)', () => {
  it('creates, searches, updates and deactivates a charge; pounds shown, pence stored', async () => {
    const name = `Tail lift ${tag()}`;
    const created = await call('POST', '/AdditionalCharges', office.token, { ChargeFor: name, Price: 25.5, Cost: 12 });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ ChargeFor: name, Price: 25.5, Cost: 12, IsDeactivated: false, Version: 1 });
    expect((await sql('select price_pence, cost_pence from additional_charge where id = ?', [c.Id]))[0]).toEqual({ price_pence: 2550, cost_pence: 1200 });
    expect((await call('GET', `/AdditionalCharges/Search?name=${encodeURIComponent(name)}`, office.token)).json().map((x: { Id: number }) => x.Id)).toEqual([c.Id]);
    const off = await call('PUT', `/AdditionalCharges/${c.Id}`, office.token, { ...c, IsDeactivated: true });
    expect(off.json()).toMatchObject({ IsDeactivated: true, Version: 2 });
    expect((await call('GET', `/AdditionalCharges/Search?name=${encodeURIComponent(name)}`, office.token)).json()).toEqual([]);
    expect((await call('GET', `/AdditionalCharges/Search?name=${encodeURIComponent(name)}&isDeactivated=true`, office.token)).json().map((x: { Id: number }) => x.Id)).toEqual([c.Id]);
    expect((await call('GET', '/AdditionalCharges/All', office.token)).json().some((x: { Id: number }) => x.Id === c.Id)).toBe(true);
    expect((await call('GET', '/AdditionalCharges', customer.token)).json().some((x: { Id: number }) => x.Id === c.Id)).toBe(false);
    expect((await call('PUT', `/AdditionalCharges/${c.Id}`, office.token, { ...c, Price: 30 })).statusCode).toBe(608);
  });

  it.each([
    ['no ChargeFor', { Price: 1, Cost: 1 }, 'ChargeFor is required'],
    ['no Price', { ChargeFor: 'X', Cost: 1 }, 'Price is required'],
    ['a negative Cost', { ChargeFor: 'X', Price: 1, Cost: -1 }, 'Cost must be an amount in pounds, not negative, with at most 2 decimals'],
  ])('refuses a charge with %s: 400, nothing stored', async (_case, body, message) => {
    const before = await snapshot();
    const res = await call('POST', '/AdditionalCharges', office.token, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a second charge with the same name, trimmed and case-insensitive', async () => {
    const name = `Waiting ${tag()}`;
    await call('POST', '/AdditionalCharges', office.token, { ChargeFor: name, Price: 1, Cost: 1 });
    const res = await call('POST', '/AdditionalCharges', office.token, { ChargeFor: `  ${name.toUpperCase()} `, Price: 1, Cost: 1 });
    expect(messages(res)).toEqual(['An additional charge with this name already exists']);
  });
});

const rule = (extra: Record<string, unknown> = {}) => ({ Name: `Congestion ${tag()}`, Postcodes: 'ec1\nwc2a 1\n', PostcodeExclusions: 'EC1Y', PricePercentage: 10, MaxPrice: 50, CostPercentage: 5, MaxCost: null, VehicleTypeIds: [1, 2], ...extra });

describe('area additional charge rules (behaviour.md "Settings / Additional charges, area rules and price matrices"; "Settings / Vehicle types and area rules order")', () => {
  it('creates a rule at the end of the order with normalised prefixes, and finds it by name and postcode', async () => {
    const created = await call('POST', '/AreaAdditionalChargeRules', office.token, rule());
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ Postcodes: 'EC1\nWC2A1', PostcodeExclusions: 'EC1Y', PricePercentage: 10, MaxPrice: 50, CostPercentage: 5, MaxCost: null, VehicleTypeIds: [1, 2], Version: 1 });
    expect(r.Order % 10).toBe(0);
    const byPostcode = (await call('GET', '/AreaAdditionalChargeRules/Search?postcode=wc2a%201aa', office.token)).json().map((x: { Id: number }) => x.Id);
    expect(byPostcode).toContain(r.Id);
    expect((await call('GET', '/AreaAdditionalChargeRules/Search?postcode=M1', office.token)).json().map((x: { Id: number }) => x.Id)).not.toContain(r.Id);
    expect((await call('GET', `/AreaAdditionalChargeRules/Search?name=${encodeURIComponent(r.Name)}`, office.token)).json().map((x: { Id: number }) => x.Id)).toEqual([r.Id]);
    const off = await call('PUT', `/AreaAdditionalChargeRules/${r.Id}`, office.token, { ...r, IsDeactivated: true, VehicleTypeIds: [3] });
    expect(off.json()).toMatchObject({ IsDeactivated: true, VehicleTypeIds: [3], Version: 2 });
    expect((await call('GET', `/AreaAdditionalChargeRules/Search?name=${encodeURIComponent(r.Name)}&isDeactivated=true`, office.token)).json()).toHaveLength(1);
    expect((await call('PUT', `/AreaAdditionalChargeRules/${r.Id}`, office.token, { ...r, Name: 'Stale' })).statusCode).toBe(608);
  });

  it.each([
    ['a postcode that is not a UK prefix', { Postcodes: 'EC1\n12AB' }, "'12AB' is not a UK postcode prefix"],
    ['no postcodes', { Postcodes: '\n ' }, 'Postcodes needs at least one postcode prefix'],
    ['an exclusion that is not a UK prefix', { PostcodeExclusions: 'E!' }, "'E!' is not a UK postcode prefix"],
    ['a percentage over 1000', { PricePercentage: 1001 }, 'PricePercentage must be between 0 and 1000'],
    ['no cost percentage', { CostPercentage: null }, 'CostPercentage is required'],
    ['a negative max price', { MaxPrice: -5 }, 'MaxPrice must be an amount in pounds, not negative, with at most 2 decimals'],
    ['an unknown vehicle type', { VehicleTypeIds: [99999] }, 'VehicleTypeId 99999 does not exist'],
    ['no name', { Name: ' ' }, 'Name is required'],
  ])('refuses a rule with %s: 400, nothing stored', async (_case, extra, message) => {
    const before = await snapshot();
    const res = await call('POST', '/AreaAdditionalChargeRules', office.token, rule(extra));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
    expect(await snapshot()).toBe(before);
  });

  it('checks the body by its schema: a wrong vehicle type item and a wrong field are one 400, nothing stored; a camelCase body is read', async () => {
    const before = await snapshot();
    const bad = await call('POST', '/AreaAdditionalChargeRules', office.token, rule({ VehicleTypeIds: undefined, VehicleTypes: [{ Id: 1 }, { Id: 'two' }], MaxPrice: '50' }));
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [
      { Field: 'VehicleTypes', Message: 'VehicleTypes must be a list of ids.' },
      { Field: 'MaxPrice', Message: 'MaxPrice must be a number.' },
    ]]);
    expect(await snapshot()).toBe(before);
    const camel = await call('POST', '/AreaAdditionalChargeRules', office.token, { name: `Camel ${tag()}`, postcodes: 'EC1', pricePercentage: 10, costPercentage: 5, vehicleTypes: [{ id: 2 }] });
    expect(camel.statusCode).toBe(201);
    expect(camel.json()).toMatchObject({ Postcodes: 'EC1', PricePercentage: 10, CostPercentage: 5, VehicleTypeIds: [2] });
  });

  it('moves a rule up: it swaps with its neighbour and Order is reassigned in steps of 10 (behaviour.md "Settings / Vehicle types and area rules order")', async () => {
    const a = (await call('POST', '/AreaAdditionalChargeRules', office.token, rule())).json();
    const b = (await call('POST', '/AreaAdditionalChargeRules', office.token, rule())).json();
    const moved = await call('PUT', `/AreaAdditionalChargeRules/${b.Id}/MoveUp`, office.token, { Version: b.Version });
    expect(moved.statusCode).toBe(200);
    const order = moved.json() as { Id: number; Order: number }[];
    expect(order.map((r) => r.Order)).toEqual(order.map((_r, i) => (i + 1) * 10));
    const ids = order.map((r) => r.Id);
    expect(ids.indexOf(b.Id)).toBe(ids.indexOf(a.Id) - 1);
    const down = (await call('PUT', `/AreaAdditionalChargeRules/${b.Id}/MoveDown`, office.token, { Version: order.find((r) => r.Id === b.Id) ? (await call('GET', '/AreaAdditionalChargeRules/All', office.token)).json().find((r: { Id: number }) => r.Id === b.Id).Version : 0 })).json() as { Id: number }[];
    expect(down.map((r) => r.Id).indexOf(b.Id)).toBe(down.map((r) => r.Id).indexOf(a.Id) + 1);
    expect((await call('PUT', `/AreaAdditionalChargeRules/${b.Id}/MoveUp`, office.token, { Version: 1 })).statusCode).toBe(608);
    expect((await call('PUT', '/AreaAdditionalChargeRules/999999/MoveUp', office.token, { Version: 1 })).statusCode).toBe(404);
  });
});
