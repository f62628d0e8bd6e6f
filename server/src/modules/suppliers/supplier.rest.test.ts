import { randomUUID } from 'node:crypto';
import { restSignIn } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { statementsOf } from '../../test/statements.js';
import { UserRole } from '../users/user.entity.js';
import { buildSupplierRefs, supplierBody, vehicleBody, type SupplierRefs } from './supplier.fixtures.js';

let t: TestApp;
let office: SignedInUser;
let customer: SignedInUser;
let refs: SupplierRefs;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
  customer = await signedIn(t, { role: UserRole.CUSTOMER });
  refs = await buildSupplierRefs(t.orm);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const counts = async () => (await sql<Record<string, number>>(`select (select count(*)::int from supplier) s, (select count(*)::int from vehicle) v, (select count(*)::int from supplier_licence) l,
  (select count(*)::int from supplier_deduction) d, (select count(*)::int from supplier_photo) p, (select count(*)::int from app_user) u`))[0];
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, extra));
  expect(res.statusCode).toBe(201);
  return res.json();
};
const messages = (res: { json(): { Errors: { Message: string }[] } }) => res.json().Errors.map((e) => e.Message);

describe('who may use the suppliers calls (behaviour.md "Roles and access / Access rules": suppliers are office only)', () => {
  it('answers 401 signed out and 403 for customer users on every call, writing nothing', async () => {
    const before = await counts();
    for (const [method, url] of [['GET', '/Suppliers'], ['GET', '/Suppliers/1'], ['GET', '/Suppliers/Search?supplierName=a'], ['POST', '/Suppliers'], ['PUT', '/Suppliers/1'], ['POST', '/SupplierPhotos'], ['DELETE', '/SupplierPhotos/1']] as [Method, string][]) {
      expect((await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
      expect((await call(method, url, customer.token, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a driver read its own supplier but not another, not the list, and change nothing', async () => {
    const own = await create();
    const other = await create();
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: own.Id });
    expect((await call('GET', `/Suppliers/${own.Id}`, driver.token)).json()).toMatchObject({ Id: own.Id, Name: own.Name });
    expect((await call('GET', `/Suppliers/${other.Id}`, driver.token)).statusCode).toBe(403);
    expect((await call('GET', '/Suppliers', driver.token)).statusCode).toBe(403);
    expect((await call('PUT', `/Suppliers/${own.Id}`, driver.token, { ...own, Name: 'Mine now' })).statusCode).toBe(403);
    expect((await call('GET', `/Suppliers/${own.Id}`, office.token)).json().Name).toBe(own.Name);
  });
});

describe('creating a supplier (behaviour.md "Suppliers / Saving a supplier" Supplier save)', () => {
  it('stores the supplier with its licence, vehicle, deduction and type; the first vehicle becomes the default', async () => {
    const created = await create({ SupplierTypeId: 1, SplitXeroInvoices: true, Postcode: 'M1 1AA' });
    expect(created).toMatchObject({ IsSelfBilling: true, IsEmployed: false, SplitXeroInvoices: true, Postcode: 'M1 1AA', Version: 1 });
    expect(created.Vehicles).toEqual([expect.objectContaining({ IsDefaultVehicle: true, Registration: 'AB12 CDE', VehicleTypeId: 3 })]);
    expect(created.SupplierLicences).toEqual([expect.objectContaining({ LicenceCategoryId: refs.licenceCategoryId, ValidFrom: '2024-01-01', ValidTo: '2030-01-01' })]);
    expect(created.Deductions).toEqual([expect.objectContaining({ Name: 'Van hire', Value: 45.5 })]);
    const [row] = await sql<{ value_pence: number }>('select value_pence from supplier_deduction where supplier_id = ?', [created.Id]);
    expect(row.value_pence).toBe(4550);
    expect(created.SmallestVehicle).toMatchObject({ Id: 3, Order: 30 });
  });

  it.each([
    ['no licence', { SupplierLicences: [] }, 'Must add at least one licence'],
    ['no vehicle', { Vehicles: [] }, 'Must add at least one vehicle'],
    ['two default vehicles', { Vehicles: [vehicleBody(2, { IsDefaultVehicle: true }), vehicleBody(4, { IsDefaultVehicle: true })] }, 'You can only have one vehicle as the default vehicle'],
    ['app passwords that differ', { SupplierUsers: [{ Email: 'driver-x@haulier.test', NewPassword: 'Long-enough-1', ConfirmPassword: 'Long-enough-2' }] }, 'Supplier app passwords must match'],
    ['a username and passwords that differ', { SupplierUsers: [{ Email: 'driver-y@haulier.test', Username: 'driver-y', NewPassword: 'Long-enough-1', ConfirmPassword: '' }] }, 'Supplier app passwords must match'],
    ['a licence without type and dates', { SupplierLicences: [{}] }, 'Licence type is required'],
    ['a vehicle without make', { Vehicles: [vehicleBody(2, { Make: ' ' })] }, 'Make is required'],
    ['a vehicle without insurance expiry', { Vehicles: [vehicleBody(2, { InsuranceExpiry: null })] }, 'Insurance expiry is required'],
    ['a deduction without VAT code', { Deductions: [{ Name: 'Fuel', Value: 10, AccountCodeId: 1 }] }, 'VAT code is required'],
    ['a photo without description', { SupplierPhotos: [{ PhotoId: 1 }] }, 'Photo description is required'],
    ['no name', { Name: '' }, 'Name is required'],
  ])('refuses a supplier with %s: 400 with the message, nothing stored', async (_case, extra, message) => {
    const before = await counts();
    const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, extra));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('names every missing vehicle field (behaviour.md "Suppliers / Saving a supplier": type, make, model, registration, length, width, height, insurance expiry)', async () => {
    const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, { Vehicles: [{}] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(expect.arrayContaining(['Vehicle type is required', 'Make is required', 'Model is required', 'Registration is required', 'Length is required', 'Width is required', 'Height is required', 'Insurance expiry is required']));
  });

  it('names every missing licence and deduction field', async () => {
    const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, { SupplierLicences: [{}], Deductions: [{}] }));
    expect(messages(res)).toEqual(expect.arrayContaining(['Licence type is required', 'Valid from is required', 'Valid to is required', 'Deduction name is required', 'Deduction value is required', 'Account code is required', 'VAT code is required']));
  });

  it('refuses unknown settings ids and malformed values with a 400, never a 500', async () => {
    const before = await counts();
    for (const extra of [{ SupplierTypeId: 9999 }, { Vehicles: [vehicleBody(999)] }, { Vehicles: [vehicleBody(2, { Length: 'long' })] }, { Vehicles: 'many' }, { Email: 'not-an-email' }, { Deductions: [{ Name: 'x', Value: 1.234, AccountCodeId: refs.accountCodeId, VatCodeId: refs.vatCodeId }] }]) {
      const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, extra));
      expect(res.statusCode).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('creates supplier app users who can sign in; a blank app user row is ignored', async () => {
    const created = await create({ SupplierUsers: [{ Email: 'van.driver@haulier.test', Username: 'vandriver', NewPassword: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' }, { Email: '', Username: '' }] });
    expect(created.SupplierUsers).toEqual([{ Id: expect.any(Number), Email: 'van.driver@haulier.test', Username: 'vandriver' }]);
    const [user] = await sql<{ role: string; supplier_id: number }>('select role, supplier_id from app_user where username = ?', ['vandriver']);
    expect(user).toEqual({ role: 'SUPPLIER', supplier_id: created.Id });
    const signIn = await restSignIn(t.app, 'vandriver', 'Long-enough-1', randomUUID());
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an app user whose e-mail is taken, writing nothing', async () => {
    const before = await counts();
    const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, { SupplierUsers: [{ Email: office.user.email, NewPassword: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' }] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('A user with this e-mail address already exists');
    expect(await counts()).toEqual(before);
  });
});

describe('updating a supplier (behaviour.md "Suppliers / Saving a supplier"; "Manifests / Supplier assignment")', () => {
  it('adds, updates and removes licences, vehicles and deductions by id in one save', async () => {
    const s = await create();
    const res = await call('PUT', `/Suppliers/${s.Id}`, office.token, {
      ...s,
      Name: 'Renamed Haulage',
      Vehicles: [{ ...s.Vehicles[0], IsDefaultVehicle: false }, vehicleBody(6, { IsDefaultVehicle: true })],
      SupplierLicences: [{ ...s.SupplierLicences[0], ValidTo: '2031-12-31' }],
      Deductions: [],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ Name: 'Renamed Haulage', Version: 2, Deductions: [] });
    expect(saved.Vehicles.map((v: { Id: number; IsDefaultVehicle: boolean }) => [v.Id === s.Vehicles[0].Id, v.IsDefaultVehicle])).toEqual([[true, false], [false, true]]);
    expect(saved.SupplierLicences).toEqual([expect.objectContaining({ Id: s.SupplierLicences[0].Id, ValidTo: '2031-12-31' })]);
    expect(saved.SmallestVehicle).toMatchObject({ Order: 30 });
  });

  it("refuses 'You must select at least one vehicle as the default vehicle' when no vehicle stays default", async () => {
    const s = await create();
    const res = await call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, Name: 'Changed', Vehicles: [{ ...s.Vehicles[0], IsDefaultVehicle: false }] });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(['You must select at least one vehicle as the default vehicle']);
    expect((await call('GET', `/Suppliers/${s.Id}`, office.token)).json()).toMatchObject({ Name: s.Name, Version: 1 });
  });

  it('refuses a child id of another supplier and a missing version', async () => {
    const a = await create();
    const b = await create();
    const stolen = await call('PUT', `/Suppliers/${a.Id}`, office.token, { ...a, Vehicles: [b.Vehicles[0]] });
    expect(stolen.statusCode).toBe(400);
    expect((await call('PUT', `/Suppliers/${a.Id}`, office.token, { ...a, Version: undefined })).statusCode).toBe(400);
    expect((await call('GET', `/Suppliers/${b.Id}`, office.token)).json().Vehicles).toHaveLength(1);
  });

  it('answers 608 with the spec message for a stale version, applying nothing', async () => {
    const s = await create();
    expect((await call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, Notes: 'first' })).statusCode).toBe(200);
    const stale = await call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, Notes: 'second', Deductions: [] });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe('The supplier has been modified by another user after you loaded it. Please reload to get the latest version');
    expect((await call('GET', `/Suppliers/${s.Id}`, office.token)).json()).toMatchObject({ Notes: 'first', Deductions: [expect.anything()] });
  });

  it('of two concurrent saves from one version, applies one and answers 608 to the other', async () => {
    const s = await create();
    const [x, y] = await Promise.all([
      call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, Notes: 'x', Deductions: [] }),
      call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, Notes: 'y', Vehicles: [...s.Vehicles, vehicleBody(5)] }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 608]);
    const stored = (await call('GET', `/Suppliers/${s.Id}`, office.token)).json();
    if (x.statusCode === 200) expect(stored).toMatchObject({ Notes: 'x', Deductions: [], Vehicles: [expect.anything()] });
    else expect(stored).toMatchObject({ Notes: 'y', Deductions: [expect.anything()], Vehicles: [expect.anything(), expect.anything()] });
    expect(stored.Version).toBe(2);
  });

  it('updates app users, sets a new password, deactivates a left-out user and ends its sessions', async () => {
    const s = await create({ SupplierUsers: [
      { Email: 'a.keep@haulier.test', NewPassword: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' },
      { Email: 'a.drop@haulier.test', NewPassword: 'Long-enough-1', ConfirmPassword: 'Long-enough-1' },
    ] });
    const [keep, drop] = s.SupplierUsers;
    const dropToken = (await restSignIn(t.app, 'a.drop@haulier.test', 'Long-enough-1', randomUUID())).headers.token as string;
    const res = await call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, SupplierUsers: [{ ...keep, Username: 'keeper', NewPassword: 'Other-password-2', ConfirmPassword: 'Other-password-2' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().SupplierUsers).toEqual([{ Id: keep.Id, Email: 'a.keep@haulier.test', Username: 'keeper' }]);
    expect((await call('GET', `/Suppliers/${s.Id}`, dropToken)).statusCode).toBe(401);
    expect((await restSignIn(t.app, 'keeper', 'Other-password-2', randomUUID())).statusCode).toBe(200);
    const [row] = await sql<{ is_deactivated: boolean }>('select is_deactivated from app_user where id = ?', [drop.Id]);
    expect(row.is_deactivated).toBe(true);
  });

  it('ends the app users\' sessions when the supplier is deactivated (behaviour.md "Manifests / Manifest lifecycle and status colour")', async () => {
    const s = await create();
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: s.Id });
    expect((await call('GET', `/Suppliers/${s.Id}`, driver.token)).statusCode).toBe(200);
    expect((await call('PUT', `/Suppliers/${s.Id}`, office.token, { ...s, IsDeactivated: true })).statusCode).toBe(200);
    expect((await call('GET', `/Suppliers/${s.Id}`, driver.token)).statusCode).toBe(401);
    const [row] = await sql<{ n: number }>('select count(*)::int n from session where user_id = ? and ended_at is null', [driver.user.id]);
    expect(row.n).toBe(0);
  });
});

describe('searching suppliers (behaviour.md "Suppliers / Suppliers screen")', () => {
  it('filters by name, tracking disabled and deactivated', async () => {
    const tag = `Filt${Date.now()}`;
    const plain = await create({ Name: `${tag} Plain` });
    const untracked = await create({ Name: `${tag} Untracked`, IsTrackingDisabled: true });
    const gone = await create({ Name: `${tag} Gone`, IsDeactivated: true });
    const names = async (query: string) => (await call('GET', `/Suppliers?name=${tag}${query}`, office.token)).json().map((s: { Id: number }) => s.Id);
    expect(await names('')).toEqual([gone.Id, plain.Id, untracked.Id]);
    expect(await names('&is-tracking-disabled=true')).toEqual([untracked.Id]);
    expect(await names('&isDeactivated=true')).toEqual([gone.Id]);
    expect(await names('&isDeactivated=false&isTrackingDisabled=false')).toEqual([plain.Id]);
    expect((await call('GET', '/Suppliers?isDeactivated=maybe', office.token)).statusCode).toBe(400);
  });

  it('autocompletes active suppliers by name with their smallest vehicle (lowest vehicle-type Order)', async () => {
    const tag = `Auto${Date.now()}`;
    const s = await create({ Name: `${tag} Mixed`, Vehicles: [vehicleBody(7, { IsDefaultVehicle: true }), vehicleBody(4), vehicleBody(6)] });
    await create({ Name: `${tag} Inactive`, IsDeactivated: true });
    const res = await call('GET', `/Suppliers/Search?supplierName=${tag.toLowerCase()}`, office.token);
    expect(res.json()).toEqual([{ Id: s.Id, Name: `${tag} Mixed`, SmallestVehicle: { Id: 4, Name: 'Long Wheelbase Van', Order: 40 } }]);
  });

  it('loads the list in a fixed number of statements, however many suppliers there are (joined loading)', async () => {
    const tag = `Count${Date.now()}`;
    const measure = () =>
      statementsOf(t.orm, async () => {
        expect((await call('GET', `/Suppliers?name=${tag}`, office.token)).statusCode).toBe(200);
      });
    await create({ Name: `${tag} 1` });
    const few = await measure();
    for (let i = 2; i <= 5; i += 1) await create({ Name: `${tag} ${i}`, Vehicles: [vehicleBody(2), vehicleBody(5, { IsDefaultVehicle: true })] });
    const many = await measure();
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});

describe('a supplier body checked by its declared schema (issue 21 item 6)', () => {
  it('refuses wrongly typed fields in list items with one 400 naming each, writing nothing', async () => {
    const before = await counts();
    const res = await call('POST', '/Suppliers', office.token, supplierBody(refs, {
      SplitXeroInvoices: 'yes', SupplierLicences: [{ LicenceCategoryId: 'x', ValidFrom: '2024-01-01', ValidTo: '2030-01-01' }], Vehicles: [vehicleBody(2, { Length: 'long' })], SupplierUsers: ['driver'],
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      { Field: 'SplitXeroInvoices', Message: 'SplitXeroInvoices must be true or false.' },
      { Field: 'SupplierLicences[0].LicenceCategoryId', Message: 'LicenceCategoryId must be a number.' },
      { Field: 'Vehicles[0].Length', Message: 'Length must be a number.' },
      { Field: 'SupplierUsers', Message: 'SupplierUsers must be a list of objects.' },
    ]);
    const photo = await call('POST', '/SupplierPhotos', office.token, { SupplierId: 'x', Description: 5, PhotoId: 1 });
    expect([photo.statusCode, messages(photo)]).toEqual([400, ['SupplierId must be a number.', 'Description must be text.']]);
    expect(await counts()).toEqual(before);
  });

  it('accepts a camelCase body, list items included, with a deduction value given as text', async () => {
    const res = await call('POST', '/Suppliers', office.token, {
      name: `Camel Haulage ${Date.now()}`, email: 'camel@haulier.test', supplierTypeId: 1, isTrackingDisabled: true,
      supplierLicences: [{ licenceCategoryId: refs.licenceCategoryId, validFrom: '2024-01-01', validTo: '2030-01-01' }],
      vehicles: [{ vehicleTypeId: 3, make: 'Ford', model: 'Transit', registration: 'ca12 mel', length: 2.5, width: 1.7, height: 1.4, insuranceExpiry: '2027-03-31' }],
      deductions: [{ name: 'Fuel', value: '12.50', accountCodeId: refs.accountCodeId, vatCodeId: refs.vatCodeId }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Email: 'camel@haulier.test', IsTrackingDisabled: true, SupplierLicences: [expect.objectContaining({ LicenceCategoryId: refs.licenceCategoryId })],
      Vehicles: [expect.objectContaining({ Registration: 'CA12 MEL', IsDefaultVehicle: true })], Deductions: [expect.objectContaining({ Name: 'Fuel', Value: 12.5 })],
    });
  });
});
