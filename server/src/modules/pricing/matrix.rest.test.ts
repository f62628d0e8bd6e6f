import { buildCustomer } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
let office: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const messages = (res: { json(): { Errors: { Message: string }[] } }) => res.json().Errors.map((e) => e.Message);
const snapshot = async () => JSON.stringify(await sql('select (select json_agg(x order by id) from price_matrix x) m, (select json_agg(x order by id) from price_matrix_row x) r'));
const bands = [{ From: 0, To: 10, Interval: 10, PriceBreak: 40 }, { From: 10, To: null, Interval: 1, PriceBreak: 1.5 }];
const matrix = (vehicleTypeId: number, extra: Record<string, unknown> = {}) => ({ Name: 'Van', VehicleTypeId: vehicleTypeId, MatrixType: 'PRICING', MatrixPriceIncrement: 'DISTANCE', MinimumPrice: 45, PriceMatrices: bands, ...extra });

describe('price matrices (behaviour.md "Settings / Additional charges, area rules and price matrices" Price matrix, behaviour.md "Settings / Back-office users" Matrices)', () => {
  it('creates a default pricing matrix with its bands (pounds shown, pence stored), updates and deletes it', async () => {
    const created = await call('POST', '/Matrices', office.token, matrix(4));
    expect(created.statusCode).toBe(201);
    const m = created.json();
    expect(m).toMatchObject({ Name: 'Van', CustomerId: null, VehicleTypeId: 4, MatrixType: 'PRICING', MatrixPriceIncrement: 'DISTANCE', MinimumPrice: 45, Version: 1 });
    expect(m.PriceMatrices).toEqual([expect.objectContaining({ From: 0, To: 10, Interval: 10, PriceBreak: 40 }), expect.objectContaining({ From: 10, To: null, PriceBreak: 1.5 })]);
    expect((await sql('select price_break_pence from price_matrix_row where matrix_id = ? order by from_value', [m.Id])).map((r) => r.price_break_pence)).toEqual([4000, 150]);
    expect((await call('GET', '/Matrices', office.token)).json().map((x: { Id: number }) => x.Id)).toContain(m.Id);
    const updated = await call('PUT', `/Matrices/${m.Id}`, office.token, { ...m, MinimumPrice: 50, PriceMatrices: [{ From: 0, To: null, Interval: 5, PriceBreak: 10 }] });
    expect(updated.json()).toMatchObject({ MinimumPrice: 50, Version: 2, PriceMatrices: [expect.objectContaining({ From: 0, To: null, Interval: 5, PriceBreak: 10 })] });
    expect((await call('PUT', `/Matrices/${m.Id}`, office.token, { ...m, Name: 'Stale' })).statusCode).toBe(608);
    expect((await call('DELETE', `/Matrices/${m.Id}`, office.token)).statusCode).toBe(204);
    expect(await sql('select id from price_matrix_row where matrix_id = ?', [m.Id])).toEqual([]);
    expect((await call('GET', `/Matrices/${m.Id}`, office.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/Matrices/${m.Id}`, office.token)).statusCode).toBe(404);
  });

  it('checks the body by its schema: wrong rows and fields are one 400 naming each, nothing stored; a camelCase body is read', async () => {
    const before = await snapshot();
    const bad = await call('POST', '/Matrices', office.token, matrix(4, { PriceMatrices: [{ From: 'zero', To: 10, Interval: 1, PriceBreak: 1 }, 5], VehicleType: 'van' }));
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [
      { Field: 'VehicleType', Message: 'VehicleType must be an object with an Id.' },
      { Field: 'PriceMatrices[0].From', Message: 'From must be a number.' },
      { Field: 'PriceMatrices', Message: 'PriceMatrices must be a list of objects.' },
    ]]);
    expect(await snapshot()).toBe(before);
    const customer = await buildCustomer(t.orm);
    const camel = await call('POST', '/Matrices', office.token, { name: 'Camel van', customerId: customer.id, vehicleType: { id: 3 }, matrixType: 'PRICING', matrixPriceIncrement: 'DISTANCE', minimumPrice: 45, priceMatrices: [{ from: 0, to: null, interval: 1, priceBreak: 2 }] });
    expect(camel.statusCode).toBe(201);
    expect(camel.json()).toMatchObject({ Name: 'Camel van', CustomerId: customer.id, VehicleTypeId: 3, MinimumPrice: 45, PriceMatrices: [expect.objectContaining({ From: 0, Interval: 1, PriceBreak: 2 })] });
  });

  it('keeps one pricing matrix per (customer or default, vehicle type) and one costing matrix per vehicle type', async () => {
    const customer = await buildCustomer(t.orm);
    const own = await call('POST', '/Matrices', office.token, matrix(5, { CustomerId: customer.id }));
    expect(own.json()).toMatchObject({ CustomerId: customer.id });
    expect((await call('GET', `/Matrices/Customer/${customer.id}`, office.token)).json().map((x: { Id: number }) => x.Id)).toEqual([own.json().Id]);
    expect((await call('POST', '/Matrices', office.token, matrix(5))).statusCode).toBe(201);
    const before = await snapshot();
    expect(messages(await call('POST', '/Matrices', office.token, matrix(5, { CustomerId: customer.id })))).toEqual(['This customer already has a pricing matrix for this vehicle type']);
    expect(messages(await call('POST', '/Matrices', office.token, matrix(5)))).toEqual(['There is already a default pricing matrix for this vehicle type']);
    expect(await snapshot()).toBe(before);
    const costing = await call('POST', '/Matrices', office.token, matrix(5, { MatrixType: 'COSTING - SUPPLIER' }));
    expect(costing.statusCode).toBe(201);
    expect((await call('GET', '/Matrices/Costing', office.token)).json().map((x: { Id: number }) => x.Id)).toContain(costing.json().Id);
    expect(messages(await call('POST', '/Matrices', office.token, matrix(5, { MatrixTypeId: 2, MatrixType: undefined })))).toEqual(['There is already a costing matrix for this vehicle type']);
    expect(messages(await call('POST', '/Matrices', office.token, matrix(6, { MatrixType: 'COSTING - SUPPLIER', CustomerId: customer.id })))).toEqual(['A costing matrix cannot belong to a customer']);
  });

  it('takes the matrix type as its name, its id or {Id}/{Name}, and refuses any other shape before writing', async () => {
    const before = await snapshot();
    expect(messages(await call('POST', '/Matrices', office.token, matrix(7, { MatrixType: true, MatrixPriceIncrement: [] })))).toEqual(['MatrixType is not valid.', 'MatrixPriceIncrement is not valid.']);
    expect(await snapshot()).toBe(before);
    const byObject = await call('POST', '/Matrices', office.token, matrix(7, { MatrixType: { Name: 'PRICING' }, MatrixPriceIncrement: { Id: 1 } }));
    expect([byObject.statusCode, byObject.json().MatrixType]).toEqual([201, 'PRICING']);
  });

  it.each([
    ['From not below To', [{ From: 10, To: 10, Interval: 1, PriceBreak: 1 }], 'From must be less than To'],
    ['an Interval of 0', [{ From: 0, To: 10, Interval: 0, PriceBreak: 1 }], 'Interval must be greater than 0'],
    ['overlapping bands', [{ From: 0, To: 10, Interval: 1, PriceBreak: 1 }, { From: 5, To: 20, Interval: 1, PriceBreak: 1 }], 'Matrix bands must not overlap'],
    ['a band after an open-ended one', [{ From: 0, To: null, Interval: 1, PriceBreak: 1 }, { From: 50, To: 60, Interval: 1, PriceBreak: 1 }], 'Matrix bands must not overlap'],
    ['a negative PriceBreak', [{ From: 0, To: 10, Interval: 1, PriceBreak: -1 }], 'PriceMatrices[0].PriceBreak must be an amount in pounds, not negative, with at most 2 decimals'],
  ])('refuses a matrix with %s: 400, nothing stored', async (_case, rows, message) => {
    const before = await snapshot();
    const res = await call('POST', '/Matrices', office.token, matrix(7, { PriceMatrices: rows }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a matrix without vehicle type, with an unknown type or customer', async () => {
    const before = await snapshot();
    expect(messages(await call('POST', '/Matrices', office.token, matrix(7, { VehicleTypeId: undefined })))).toContain('VehicleType is required');
    expect(messages(await call('POST', '/Matrices', office.token, matrix(7, { MatrixType: 'SOMETHING' })))).toContain("MatrixType must be PRICING or 'COSTING - SUPPLIER'");
    expect(messages(await call('POST', '/Matrices', office.token, matrix(7, { CustomerId: 999999 })))).toContain('CustomerId 999999 does not exist');
    expect(messages(await call('POST', '/Matrices', office.token, matrix(99999)))).toContain('VehicleTypeId 99999 does not exist');
    expect(await snapshot()).toBe(before);
  });

  it('lets one of two concurrent saves of the same version win; the other gets 608', async () => {
    const m = (await call('POST', '/Matrices', office.token, matrix(8))).json();
    const results = await Promise.all([60, 70].map((p) => call('PUT', `/Matrices/${m.Id}`, office.token, { ...m, MinimumPrice: p, PriceMatrices: [{ From: 0, To: null, Interval: 1, PriceBreak: p }] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 608]);
    const now = (await call('GET', `/Matrices/${m.Id}`, office.token)).json();
    expect(now.PriceMatrices).toHaveLength(1);
    expect(now.PriceMatrices[0].PriceBreak).toBe(now.MinimumPrice);
  });
});
