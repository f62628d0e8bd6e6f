import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { STALE_MESSAGE } from '../settings/writes.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
let office: SignedInUser;
let customer: SignedInUser;
let driver: SignedInUser;
beforeEach(async () => {
  t = await startTestApp();
  office = await signedIn(t.orm, { role: UserRole.OFFICE });
  customer = await signedIn(t.orm, { role: UserRole.CUSTOMER });
  driver = await signedIn(t.orm, { role: UserRole.SUPPLIER });
});
afterEach(() => t.close());

type Row = { Id: number; Name: string; Order: number; Version: number; IsDeactivated: boolean };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const all = async (): Promise<Row[]> => (await call('GET', '/VehicleTypes/All', office.token)).json();
const byName = async (name: string) => (await all()).find((v) => v.Name === name)!;
const order = async () => (await all()).map((v) => [v.Name, v.Order]);

describe('vehicle types: the lookup and the settings list (behaviour.md "Settings / Settings lists"; "Settings / Vehicle types and area rules order")', () => {
  it('serves GET /VehicleTypes to any signed-in user, smallest first, and /All to office users only', async () => {
    expect((await call('GET', '/VehicleTypes')).statusCode).toBe(401);
    for (const user of [customer, driver, office]) {
      const res = await call('GET', '/VehicleTypes', user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().slice(0, 2).map((v: Row) => v.Name)).toEqual(['Motorbike', 'Small Van']);
    }
    expect((await call('GET', '/VehicleTypes/All', customer.token)).statusCode).toBe(403);
    expect((await call('POST', '/VehicleTypes', driver.token, { Name: 'Tractor', IconCode: 'tractor' })).statusCode).toBe(403);
    expect((await call('PUT', '/VehicleTypes/1/MoveUp', customer.token, { Version: 1 })).statusCode).toBe(403);
  });

  it('adds a new type at the end with Order = last + 10', async () => {
    const res = await call('POST', '/VehicleTypes', office.token, { Name: 'Low Loader', IconCode: 'low-loader' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ Name: 'Low Loader', Order: 90, IconCode: 'low-loader', Version: 1 });
  });

  it('refuses a missing name or icon and a duplicate name, changing nothing', async () => {
    const before = await order();
    const missing = await call('POST', '/VehicleTypes', office.token, { Name: ' ' });
    expect(missing.json().Errors).toEqual([{ Field: 'Name', Message: 'Name is required.' }, { Field: 'IconCode', Message: 'IconCode is required.' }]);
    const dup = await call('POST', '/VehicleTypes', office.token, { Name: 'small van', IconCode: 'x' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Message).toBe('A vehicle type with this name already exists.');
    expect(await order()).toEqual(before);
  });

  it('checks the body by its declared schema: every wrongly typed field named in one 400, nothing written; camelCase accepted (issue 21 item 6)', async () => {
    const before = await order();
    const bad = await call('POST', '/VehicleTypes', office.token, { Name: 5, IconCode: 'x', Capacity: 'two', IsDeactivated: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'Name', Message: 'Name must be text.' },
      { Field: 'Capacity', Message: 'Capacity must be a number.' },
      { Field: 'IsDeactivated', Message: 'IsDeactivated must be true or false.' },
    ]);
    const van = await byName('Small Van');
    expect((await call('PUT', `/VehicleTypes/${van.Id}/MoveDown`, office.token, { Version: 1.5 })).json().Errors).toEqual([{ Field: 'Version', Message: 'Version must be a whole number.' }]);
    expect(await order()).toEqual(before);
    const camel = await call('POST', '/VehicleTypes', office.token, { name: 'Tipper', iconCode: 'tipper', capacity: 3 });
    expect(camel.statusCode).toBe(201);
    expect(camel.json()).toMatchObject({ Name: 'Tipper', IconCode: 'tipper', Capacity: 3 });
  });

  it('moves a type up: it swaps with its neighbour and Order is reassigned in steps of 10 (behaviour.md "Settings / Vehicle types and area rules order")', async () => {
    await t.orm.em.getConnection().execute(`update vehicle_type set "order" = "order" * 3 + 1`);
    const luton = await byName('Luton Van');
    const res = await call('PUT', `/VehicleTypes/${luton.Id}/MoveUp`, office.token, { Version: luton.Version });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((v: Row) => [v.Name, v.Order])).toEqual([
      ['Motorbike', 10], ['Small Van', 20], ['Short Wheelbase Van', 30], ['Luton Van', 40],
      ['Long Wheelbase Van', 50], ['7.5 Tonne', 60], ['18 Tonne', 70], ['Artic', 80],
    ]);
    expect(await order()).toEqual(res.json().map((v: Row) => [v.Name, v.Order]));
  });

  it('moves a type down, and leaves the first up or the last down where it is', async () => {
    const bike = await byName('Motorbike');
    await call('PUT', `/VehicleTypes/${bike.Id}/MoveDown`, office.token, { Version: bike.Version });
    expect((await order()).slice(0, 2)).toEqual([['Small Van', 10], ['Motorbike', 20]]);
    const before = await all();
    const first = before[0];
    const last = before[before.length - 1];
    expect((await call('PUT', `/VehicleTypes/${first.Id}/MoveUp`, office.token, { Version: first.Version })).statusCode).toBe(200);
    expect((await call('PUT', `/VehicleTypes/${last.Id}/MoveDown`, office.token, { Version: last.Version })).statusCode).toBe(200);
    expect(await all()).toEqual(before);
  });

  it('refuses a move or an edit from a stale version with 608, changing nothing', async () => {
    const van = await byName('Small Van');
    await call('PUT', `/VehicleTypes/${van.Id}`, office.token, { Name: 'Small Van (SWB)', Version: van.Version });
    const before = await order();
    const move = await call('PUT', `/VehicleTypes/${van.Id}/MoveUp`, office.token, { Version: van.Version });
    expect(move.statusCode).toBe(608);
    expect(move.json().Message).toBe(STALE_MESSAGE);
    const edit = await call('PUT', `/VehicleTypes/${van.Id}`, office.token, { Name: 'Lost', Version: van.Version });
    expect(edit.statusCode).toBe(608);
    expect(await order()).toEqual(before);
    expect((await call('PUT', `/VehicleTypes/${van.Id}/MoveUp`, office.token, {})).statusCode).toBe(400);
  });

  it('keeps two moves at once consistent: orders stay distinct steps of 10', async () => {
    const rows = await all();
    await Promise.all([
      call('PUT', `/VehicleTypes/${rows[3].Id}/MoveUp`, office.token, { Version: rows[3].Version }),
      call('PUT', `/VehicleTypes/${rows[6].Id}/MoveDown`, office.token, { Version: rows[6].Version }),
    ]);
    const after = await order();
    expect(after.map(([, o]) => o)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(after.map(([n]) => n)).toEqual(['Motorbike', 'Small Van', 'Long Wheelbase Van', 'Short Wheelbase Van', 'Luton Van', '7.5 Tonne', 'Artic', '18 Tonne']);
  });

  it('deactivates a type: it leaves the lookup but keeps its place in the order', async () => {
    const artic = await byName('Artic');
    const res = await call('PUT', `/VehicleTypes/${artic.Id}`, office.token, { IsDeactivated: true, Version: artic.Version });
    expect(res.json()).toMatchObject({ IsDeactivated: true, Order: 80 });
    expect((await call('GET', '/VehicleTypes', customer.token)).json().map((v: Row) => v.Name)).not.toContain('Artic');
    expect((await byName('Artic')).Order).toBe(80);
  });

  it('does the same over GraphQL: create, move (with the whole order back), stale CONFLICT, FORBIDDEN for others', async () => {
    const created = await gql<{ createVehicleType: { id: number; order: number; version: number } }>(t.app, `mutation { createVehicleType(input: { name: "Tipper", iconCode: "tipper" }) { id order version } }`, {}, office.token);
    expect(created.data!.createVehicleType.order).toBe(90);
    const { id, version } = created.data!.createVehicleType;
    const MOVE = `mutation($id: Int!, $v: Int!) { moveVehicleType(id: $id, direction: UP, version: $v) { name order } }`;
    const moved = await gql<{ moveVehicleType: { name: string; order: number }[] }>(t.app, MOVE, { id, v: version }, office.token);
    expect(moved.data!.moveVehicleType.slice(-2)).toEqual([{ name: 'Tipper', order: 80 }, { name: 'Artic', order: 90 }]);
    const stale = await gql(t.app, MOVE, { id, v: version }, office.token);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await gql(t.app, MOVE, { id, v: version + 1 }, customer.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const lookup = await gql<{ vehicleTypes: unknown[] }>(t.app, `query { vehicleTypes { name order } }`, {}, driver.token);
    expect(lookup.data!.vehicleTypes).toHaveLength(9);
    expect((await gql(t.app, `query { vehicleTypes(all: true) { name } }`, {}, driver.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
