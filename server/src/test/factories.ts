import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../auth/passwords.js';
import { newToken, sha256 } from '../auth/tokens.js';
import { newConsignmentDefaults } from '../domain/consignment-lifecycle.js';
import { Address } from '../modules/addresses/address.entity.js';
import { ConsignmentAddress, LoadDetail } from '../modules/consignments/consignment-address.entity.js';
import { Consignment } from '../modules/consignments/consignment.entity.js';
import { allocateConsignmentNumber } from '../modules/consignments/consignment.numbers.js';
import { ConsignmentAddressType } from '../modules/lookups/lookup.entity.js';
import { VehicleType } from '../modules/lookups/vehicle-type.entity.js';
import { Session } from '../modules/users/session.entity.js';
import { Customer } from '../modules/customers/customer.entity.js';
import { Supplier } from '../modules/suppliers/supplier.entity.js';
import { Vehicle } from '../modules/suppliers/vehicle.entity.js';
import { UserDevice } from '../modules/users/user-device.entity.js';
import { User, UserRole } from '../modules/users/user.entity.js';

export const TEST_PASSWORD = 'Correct-Horse-9';
let hashed: Promise<string> | undefined;

/** A customer, with a unique name unless given one. */
export async function buildCustomer(orm: MikroORM, overrides: Partial<Customer> = {}): Promise<Customer> {
  const em = orm.em.fork();
  const customer = em.create(Customer, { name: `Customer ${randomUUID().slice(0, 6)}`, ...overrides });
  await em.flush();
  return customer;
}

/** A supplier, with a unique name unless given one. */
export async function buildSupplier(orm: MikroORM, overrides: Partial<Supplier> = {}): Promise<Supplier> {
  const em = orm.em.fork();
  const supplier = em.create(Supplier, { name: `Supplier ${randomUUID().slice(0, 6)}`, ...overrides });
  await em.flush();
  return supplier;
}

/** Options for a test user; missing parents (customer, supplier) are created. */
export interface UserOptions {
  role?: UserRole;
  password?: string;
  isAdmin?: boolean;
  isAccounts?: boolean;
  isManager?: boolean;
  isDeactivated?: boolean;
  customerId?: number;
  supplierId?: number;
  /** Office users only: a device already verified, so sign-in skips the e-mailed code. */
  verifiedDevice?: string;
}

/** A user who can sign in with TEST_PASSWORD (or the given one). */
export async function buildUser(orm: MikroORM, options: UserOptions = {}): Promise<User> {
  const role = options.role ?? UserRole.OFFICE;
  const em = orm.em.fork();
  const passwordHash = options.password ? await hashPassword(options.password) : await (hashed ??= hashPassword(TEST_PASSWORD));
  const tag = randomUUID().slice(0, 8);
  let customer = options.customerId ? em.getReference(Customer, options.customerId) : null;
  let supplier = options.supplierId ? em.getReference(Supplier, options.supplierId) : null;
  if (role === UserRole.CUSTOMER && !customer) customer = em.create(Customer, { name: `Customer ${tag}` });
  if (role === UserRole.SUPPLIER && !supplier) supplier = em.create(Supplier, { name: `Supplier ${tag}` });
  const user = em.create(User, {
    username: `user-${tag}`,
    email: `user-${tag}@example.test`,
    name: `Test User ${tag}`,
    role,
    isAdmin: options.isAdmin ?? false,
    isAccounts: options.isAccounts ?? false,
    isManager: options.isManager ?? false,
    isDeactivated: options.isDeactivated ?? false,
    customer,
    supplier,
    passwordHash,
  });
  if (options.verifiedDevice) em.create(UserDevice, { user, deviceUuid: options.verifiedDevice, verifiedAt: new Date() });
  await em.flush();
  return user;
}

/** A vehicle for a supplier, of the given vehicle type id (the seeded types have ids 1..8 in Order). */
export async function buildVehicle(orm: MikroORM, supplierId: number, vehicleTypeId: number, overrides: Partial<Vehicle> = {}): Promise<Vehicle> {
  const em = orm.em.fork();
  const vehicle = em.create(Vehicle, {
    supplier: em.getReference(Supplier, supplierId),
    vehicleType: em.getReference(VehicleType, vehicleTypeId),
    make: 'Ford',
    model: 'Transit',
    registration: `AB${Math.floor(Math.random() * 90 + 10)} CDE`,
    length: 3.2,
    width: 1.7,
    height: 1.9,
    insuranceExpiry: '2030-01-31',
    ...overrides,
  });
  await em.flush();
  return vehicle;
}

/** A live session for a user, so a test can call with a Token header without signing in. */
export async function sessionToken(orm: MikroORM, user: User): Promise<string> {
  const em = orm.em.fork();
  const token = newToken();
  const now = new Date();
  em.create(Session, { tokenHash: sha256(token), user: em.getReference(User, user.id), ipAddress: '127.0.0.1', createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  await em.flush();
  return token;
}

/** A stop of a consignment built straight into the database. */
export interface StopSpec {
  type: 'Collection' | 'Delivery';
  postcode?: string;
  town?: string;
  at?: Date | null;
  manifestId?: number | null;
}

/**
 * A saved consignment written directly (no pricing, no rules), for tests that need many rows fast.
 * Numbers come from the same gapless counter as the app's.
 */
export async function buildConsignment(
  orm: MikroORM,
  options: { customerId: number; vehicleTypeId?: number; stops?: StopSpec[]; overrides?: Partial<Consignment> },
): Promise<Consignment> {
  const em = orm.em.fork();
  const types = new Map((await em.find(ConsignmentAddressType, {})).map((t) => [t.name, t]));
  const at = new Date();
  const stops = options.stops ?? [{ type: 'Collection', at }, { type: 'Delivery', at: new Date(at.getTime() + 3_600_000) }];
  return em.transactional(async (tem) => {
    const c = tem.create(Consignment, {
      ...newConsignmentDefaults(),
      isQuote: false,
      consignmentNumber: await allocateConsignmentNumber(tem),
      customer: tem.getReference(Customer, options.customerId),
      vehicleType: tem.getReference(VehicleType, options.vehicleTypeId ?? 1),
      contactName: 'Test Contact',
      dateCreated: at,
      dateModified: at,
      startDateTime: stops[0]?.at ?? null,
      ...options.overrides,
    });
    stops.forEach((s, i) => {
      const address = tem.create(Address, { addressLine1: `${i + 1} Test Street`, town: s.town ?? 'London', postcode: s.postcode ?? 'E1 6AN' });
      const stop = tem.create(ConsignmentAddress, { consignment: c, consignmentAddressType: types.get(s.type)!, address, consignmentOrder: (i + 1) * 10, scheduledStartDateAndTime: s.at ?? null, manifestId: s.manifestId ?? null });
      tem.create(LoadDetail, { consignmentAddress: stop, quantity: 1, description: 'Pallet' });
    });
    return c;
  });
}
