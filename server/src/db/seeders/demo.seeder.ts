import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../../auth/passwords.js';
import { Customer } from '../../modules/customers/customer.entity.js';
import { seedBooking } from './booking.seeder.js';
import { Supplier } from '../../modules/suppliers/supplier.entity.js';
import { User, UserRole } from '../../modules/users/user.entity.js';
import { seedDemoSettings } from './demo-settings.js';
import { seedDemoSuppliers } from './demo-suppliers.js';

/** The demo logins printed at start (README). */
export const demoLogins = [
  { role: 'Office admin (admin, accounts, manager)', email: 'admin@dispatch.local', password: 'Admin123!' },
  { role: 'Office dispatcher', email: 'dispatcher@dispatch.local', password: 'Dispatch123!' },
  { role: 'Customer (Acme Retail Ltd)', email: 'customer@acme.example', password: 'Customer123!' },
  { role: 'Driver (Swift Vans Ltd)', email: 'driver@swiftvans.example', password: 'Driver123!' },
];

/** Demo data for a first start: settings lists, an office admin, a dispatcher, a customer user, a driver and booking data. */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    await seedDemoSettings(em);
    if (!(await em.count(User, {}))) await seedDemoUsers(em);
    await seedDemoSuppliers(em);
  }
}

/** The demo logins' users, with their customer and supplier. */
async function seedDemoUsers(em: EntityManager): Promise<void> {
  const acme = em.create(Customer, { name: 'Acme Retail Ltd' });
  const swift = em.create(Supplier, { name: 'Swift Vans Ltd' });
  const [admin, dispatcher, customer, driver] = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  em.create(User, { username: 'admin', email: 'admin@dispatch.local', name: 'Alex Admin', role: UserRole.OFFICE, isAdmin: true, isAccounts: true, isManager: true, passwordHash: admin });
  em.create(User, { username: 'dispatcher', email: 'dispatcher@dispatch.local', name: 'Dee Dispatcher', role: UserRole.OFFICE, passwordHash: dispatcher });
  const acmeUser = em.create(User, { username: 'acme', email: 'customer@acme.example', name: 'Casey Customer', role: UserRole.CUSTOMER, customer: acme, passwordHash: customer });
  em.create(User, { username: 'swiftdriver', email: 'driver@swiftvans.example', name: 'Dan Driver', role: UserRole.SUPPLIER, supplier: swift, passwordHash: driver });
  await em.flush();
  await seedBooking(em, acme, acmeUser, new Date());
}
