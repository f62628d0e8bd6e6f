/**
 * The one data set the authorisation matrix runs against (issue 10 item 4): customers A and B with a
 * booked consignment each, suppliers X and Y with a driver each and a sent manifest each (A's stops on
 * X's manifest, B's on Y's), office users (plain, admin, accounts) and one record of every settings list.
 */
import { arrangeImport } from '../modules/imports/import.fixtures.js';
import type { LightMyRequestResponse } from 'fastify';
import { sha256 } from '../auth/tokens.js';
import { PendingConfirmation } from '../modules/confirmations/pending-confirmation.entity.js';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller, type Booked } from '../modules/manifests/manifest.fixtures.js';
import type { Supplier } from '../modules/suppliers/supplier.entity.js';
import { User, UserRole } from '../modules/users/user.entity.js';
import { buildCustomer, buildSupplier, buildVehicle } from '../test/factories.js';
import type { TestApp } from '../test/harness.js';
import { sessionFor, signedIn, type SignedInUser } from '../test/sessions.js';

/** Every caller the matrix tries. */
export const ROLES = ['anonymous', 'customerA', 'customerB', 'driverX', 'driverY', 'office', 'officeAdmin', 'officeAccounts'] as const;
export type Role = (typeof ROLES)[number];
/** Integrators' keys (issue 10 item 6): an office read-only key, and a key acting as customer A. */
export const KEY_ROLES = ['readOnlyKey', 'customerKeyA'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];
/** Every caller the matrix tries: the eight session roles and the two keys. */
export type AnyRole = Role | KeyRole;

/** A caller: its user (none for anonymous) and a session token or an API key. */
export interface Caller {
  user?: User;
  token?: string;
  apiKey?: string;
}

/** Makes a new record for a request that consumes its target (a delete, a send); returns its id. */
export type Fresh = (w: World, role: AnyRole) => Promise<number | string>;

/** The arranged data set. */
export interface World {
  t: TestApp;
  callers: Record<AnyRole, Caller>;
  /** Named record ids the route templates refer to, e.g. consignmentA, manifestX. */
  ids: Record<string, number | string>;
  /** Makers of fresh records, by name, e.g. freshConsignmentA. */
  fresh: Record<string, Fresh>;
  /** A new session for a role (for calls that end the caller's session); a key has none. */
  newSession(role: AnyRole): Promise<string | undefined>;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function created(res: LightMyRequestResponse, what: string): Record<string, unknown> {
  if (res.statusCode >= 300) throw new Error(`arranging ${what} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

/** Uploads a tiny PNG as the given user; returns the stored file id. */
async function uploadPhoto(t: TestApp, token: string): Promise<number> {
  const boundary = 'matrixboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG, Buffer.alloc(64), Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/Photos', payload, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return created(res, 'a photo').Id as number;
}

/** Issues an integrator's key as the admin; the caller acts as the key's service user. */
async function issueKey(t: TestApp, adminToken: string, body: object): Promise<Caller> {
  const issued = created(await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: adminToken }, payload: body }), 'an API key');
  const [row] = await t.orm.em.getConnection().execute<{ id: number }[]>('select service_user_id as id from api_key where id = ?', [issued.Id]);
  return { user: await t.orm.em.fork().findOneOrFail(User, { id: row.id }), apiKey: issued.Key as string };
}

/** What the arranging steps share: the app, the booking fixture, its REST caller, the signed-in office admin and accounts user. */
interface Setup {
  t: TestApp;
  b: Booking;
  call: ReturnType<typeof restCaller>;
  admin: SignedInUser;
  accounts: SignedInUser;
  /** POSTs as the admin; returns the new record's id. */
  office(url: string, body: object): Promise<number>;
  /** Puts stops on a new manifest, assigns it to the supplier and sends it; returns the manifest id. */
  sendTo(stopIds: number[], supplierId: number): Promise<number>;
}

/** A supplier with a vehicle and a signed-in driver. */
interface SupplierWithDriver {
  supplier: Supplier;
  driver: SignedInUser;
}

/** The records the roles own: A's and B's consignments on X's and Y's sent manifests, the drivers' photos. */
interface Records {
  x: SupplierWithDriver;
  y: SupplierWithDriver;
  consignmentA: Booked;
  consignmentB: Booked;
  manifestX: number;
  manifestY: number;
  photoX: number;
  photoY: number;
  supplierPhotoX: number;
}

/** Arranges the whole data set through the app's own REST calls where it can. */
export async function arrangeWorld(t: TestApp): Promise<World> {
  const s = await arrangeSetup(t);
  const r = await arrangeRecords(s);
  const ids = await arrangeIds(s, r);
  const callers = await arrangeCallers(s, r);
  const fresh = freshMakers(s, r);
  // A delivery of the matrix's endpoint, to be retried (issue 24 item 5).
  ids.webhookDelivery = (await sql<{ id: number }>(t, `insert into webhook_delivery (webhook_id, event_id, message_id, event_type, payload, status, created_at)
    values (${ids.webhook}, 1, 'msg_matrix', 'consignment.created', '{}', 'FAILED', now()) returning id`))[0].id;
  fresh.webhook = async () => s.office('/Webhooks', { Url: 'http://127.0.0.1:9/doomed', Events: ['consignment.created'] });
  return {
    t, callers, ids, fresh,
    async newSession(role) {
      const { user, apiKey } = callers[role];
      return user && !apiKey ? sessionFor(t.orm, user) : undefined;
    },
  };
}

/** Rows of a plain SQL query on the test database. */
function sql<T>(t: TestApp, query: string): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(query);
}

/** The booking fixture (customers A and B, an office user), the admin and the accounts user. */
async function arrangeSetup(t: TestApp): Promise<Setup> {
  const b = await arrangeBooking(t.orm);
  const call = restCaller(t);
  const admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
  const accounts = await signedIn(t, { role: UserRole.OFFICE, isAccounts: true });
  const sendTo = async (stopIds: number[], supplierId: number) => {
    const m = created(await call('POST', '/Manifests', b.office.token, manifestBody(b, stopIds)), 'a manifest');
    const assigned = created(await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplierId }), 'an assignment');
    created(await call('PUT', `/Manifests/${m.Id}/Send`, b.office.token, { Version: assigned.Version }), 'a send');
    return m.Id as number;
  };
  const office = (url: string, body: object) => call('POST', url, admin.token, body).then((res) => created(res, url).Id as number);
  return { t, b, call, admin, accounts, office, sendTo };
}

/** Suppliers X and Y with a driver each; A's consignment sent to X, B's to Y; a photo per driver and a supplier photo of X. */
async function arrangeRecords({ t, b, call, sendTo }: Setup): Promise<Records> {
  const [x, y] = await Promise.all(['X', 'Y'].map(async () => {
    const supplier = await buildSupplier(t.orm);
    await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
    return { supplier, driver: await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id }) };
  }));
  const consignmentA = await book(t, b, b.customer.token);
  const consignmentB = await book(t, b, b.otherCustomer.token, { Customer: { Id: b.otherCustomer.id } });
  const manifestX = await sendTo(consignmentA.stopIds, x.supplier.id);
  const manifestY = await sendTo(consignmentB.stopIds, y.supplier.id);
  const photoX = await uploadPhoto(t, x.driver.token);
  const photoY = await uploadPhoto(t, y.driver.token);
  const supplierPhotoX = created(await call('POST', '/SupplierPhotos', b.office.token, { SupplierId: x.supplier.id, PhotoId: photoX, Description: 'Van' }), 'a supplier photo').Id as number;
  return { x, y, consignmentA, consignmentB, manifestX, manifestY, photoX, photoY, supplierPhotoX };
}

/** The named ids the route templates refer to; one record of every settings list made by the admin. */
async function arrangeIds({ t, b, admin, office }: Setup, r: Records): Promise<World['ids']> {
  return {
    customerA: b.customer.id, customerB: b.otherCustomer.id, customerUserA: b.customer.userId, customerUserB: b.otherCustomer.userId,
    consignmentA: r.consignmentA.id, consignmentB: r.consignmentB.id, consignmentNumberA: String(r.consignmentA.number),
    stopA: r.consignmentA.stopIds[0], stopB: r.consignmentB.stopIds[0],
    manifestX: r.manifestX, manifestY: r.manifestY, supplierX: r.x.supplier.id, supplierY: r.y.supplier.id, driverUserX: r.x.driver.user.id,
    photoX: r.photoX, photoY: r.photoY, supplierPhotoX: r.supplierPhotoX,
    officeUser: b.office.id, adminUser: admin.user.id,
    vehicleType: b.vehicleTypeId, charge: b.chargeId,
    vatCode: await office('/VATCodes', { Name: 'Matrix 20%', Code: 'OUTPUT2', Rate: 20 }),
    supplierBillingType: await office('/SupplierBillingTypes', { Name: 'Matrix billing' }),
    licenceCategory: await office('/LicenceCategories', { Name: 'C1' }),
    ledgerNumber: await office('/LedgerNumbers', { Name: 'SL100' }),
    whitelistedIp: await office('/WhitelistedIpAddresses', { Value: '127.0.0.1' }),
    supplierType: (await sql<{ id: number }>(t, 'select min(id) as id from supplier_type'))[0].id,
    priceMatrix: (await sql<{ id: number }>(t, 'select min(id) as id from price_matrix'))[0].id,
    areaRule: await office('/AreaAdditionalChargeRules', { Name: 'Matrix area', Postcodes: 'E1', PricePercentage: 5, CostPercentage: 3 }),
    apiKey: await office('/ApiKeys', { Name: 'matrix', Scope: 'OFFICE_READ_ONLY' }),
    webhook: await office('/Webhooks', { Url: 'http://127.0.0.1:9/matrix', Events: ['consignment.created'] }),
    importA: await arrangeImport(t, b.customer.token, new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000))),
    webhookDelivery: -1,
    sessionCustomerA: (await t.orm.em.getConnection().execute<{ id: number }[]>('select id from session where token_hash = ?', [sha256(b.customer.token)]))[0].id,
  };
}

/** Every role's user and credential: sessions for the eight roles (none for anonymous), keys for the two key roles. */
async function arrangeCallers({ t, b, admin, accounts }: Setup, { x, y }: Records): Promise<World['callers']> {
  const em = t.orm.em.fork();
  const userOf = (id: number) => em.findOneOrFail(User, { id });
  return {
    anonymous: {},
    customerA: { user: await userOf(b.customer.userId), token: b.customer.token },
    customerB: { user: await userOf(b.otherCustomer.userId), token: b.otherCustomer.token },
    driverX: x.driver,
    driverY: y.driver,
    office: { user: await userOf(b.office.id), token: b.office.token },
    officeAdmin: admin,
    officeAccounts: accounts,
    readOnlyKey: await issueKey(t, admin.token, { Name: 'matrix reader', Scope: 'OFFICE_READ_ONLY' }),
    customerKeyA: await issueKey(t, admin.token, { Name: 'matrix customer A', Scope: 'CUSTOMER', CustomerId: b.customer.id }),
  };
}

/** Makers of records that a request consumes (a delete, a send, a retry), by the name the table gives after '@fresh:'. */
function freshMakers({ t, b, call, office, sendTo }: Setup, { x, consignmentA, photoX }: Records): World['fresh'] {
  return {
    consignmentA: async () => (await book(t, b, b.office.token)).id,
    manifestX: async () => sendTo((await book(t, b, b.office.token)).stopIds, x.supplier.id),
    unsentManifest: async () => created(await call('POST', '/Manifests', b.office.token, manifestBody(b, (await book(t, b, b.office.token)).stopIds)), 'a manifest').Id as number,
    exchangeReference: async () => {
      const id = await sendTo((await book(t, b, b.office.token)).stopIds, x.supplier.id);
      const posted = created(await call('PUT', `/Manifests/${id}/SendToTransportExchange`, b.office.token, {}), 'an exchange posting');
      return (await t.orm.em.getConnection().execute<{ ref: string }[]>(`select external_reference as ref from transport_exchange_manifest where manifest_id = ?`, [posted.Id]))[0].ref;
    },
    /** A stop of a new consignment with a pending completion e-mail; returns the stop id. */
    pendingConfirmation: async () => {
      const c = await book(t, b, b.office.token);
      const fork = t.orm.em.fork();
      fork.create(PendingConfirmation, { consignmentAddressId: c.stopIds[0], consignmentId: c.id, stopType: 'Collection', to: 'matrix@example.test', subject: 'Collected', body: 'Collected', createdAt: new Date() });
      await fork.flush();
      return c.stopIds[0];
    },
    whitelistedIp: async () => office('/WhitelistedIpAddresses', { Value: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }),
    /** A tracking link of customer A's consignment (issue 25 item 3). */
    trackingLinkA: async () => office(`/Consignments/${consignmentA.id}/TrackingLinks`, {}),
    apiKey: async () => office('/ApiKeys', { Name: `matrix ${Math.random()}`, Scope: 'OFFICE_READ_ONLY' }),
    priceMatrix: async () => office('/Matrices', { Name: 'Doomed', CustomerId: (await buildCustomer(t.orm)).id, VehicleTypeId: 4, MatrixType: 'PRICING', MatrixPriceIncrement: 'DISTANCE', MinimumPrice: 45, PriceMatrices: [{ From: 0, To: null, Interval: 1, PriceBreak: 2 }] }),
    supplierPhotoX: async () => created(await call('POST', '/SupplierPhotos', b.office.token, { SupplierId: x.supplier.id, PhotoId: photoX, Description: 'Van' }), 'a supplier photo').Id as number,
  };
}
