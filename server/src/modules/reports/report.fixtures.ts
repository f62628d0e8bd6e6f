/**
 * A seeded week of sales across the end of British Summer Time (Sunday 2026-10-25, 02:00 BST -> 01:00
 * GMT): real consignments and manifests made through the API (consignment and manifest fixtures), then
 * dated and priced exactly, so report rows and totals can be asserted to the penny.
 */
import { buildSupplier } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller, type Booked } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';

/** The seeded sales and the users who ask for the reports. */
export interface ReportWorld {
  b: Booking;
  admin: SignedInUser;
  driver: SignedInUser;
  acme: string;
  brick: string;
  supplierId: number;
  /** Acme 24 Oct 23:30 BST, Acme 25 Oct 00:30 BST, Brick 25 Oct 23:30 GMT, Acme 26 Oct 00:10 GMT. */
  sold: Booked[];
  /** Manifests of sold[1] (25 Oct), sold[2] (25 Oct) and sold[0] (24 Oct). */
  manifestNumbers: number[];
}

export const ACME = 'Acme Reports Ltd';
export const BRICK = 'Brick & Co';

/** Books the week and returns who and what the report tests need. */
export async function arrangeReportWorld(t: TestApp): Promise<ReportWorld> {
  const b = await arrangeBooking(t.orm);
  const call = restCaller(t);
  const sql = (query: string, params: unknown[] = []) => t.orm.em.getConnection().execute(query, params);
  await sql('update customer set name = ? where id = ?', [ACME, b.customer.id]);
  await sql('update customer set name = ? where id = ?', [BRICK, b.otherCustomer.id]);
  const admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
  const driver = await signedIn(t, { role: UserRole.SUPPLIER });
  const supplier = await buildSupplier(t.orm, { name: 'Reports Haulage' });

  const sales: [number, string, number, number][] = [
    [b.customer.id, '2026-10-24T22:30:00Z', 10_000, 6_000],
    [b.customer.id, '2026-10-24T23:30:00Z', 20_000, 15_000],
    [b.otherCustomer.id, '2026-10-25T23:30:00Z', 5_000, 5_000],
    [b.customer.id, '2026-10-26T00:10:00Z', 8_000, 10_000],
  ];
  const sold: Booked[] = [];
  for (const [customerId, at, price, cost] of sales) {
    const c = await book(t, b, b.office.token, { Customer: { Id: customerId } });
    await sql('update consignment set start_date_time = ?, price_pence = ?, cost_pence = ? where id = ?', [at, price, cost, c.id]);
    sold.push(c);
  }
  // Never sold: a quote and a deleted booking on the same Sunday.
  const quote = await book(t, b, b.office.token, { IsQuote: true });
  const deleted = await book(t, b, b.office.token);
  await sql('update consignment set start_date_time = ?, price_pence = 99900 where id in (?, ?)', ['2026-10-25T12:00:00Z', quote.id, deleted.id]);
  await sql('update consignment set is_deleted = true where id = ?', [deleted.id]);

  const manifestNumbers: number[] = [];
  for (const [c, at, cost] of [[sold[1], '2026-10-24T23:30:00Z', 12_000], [sold[2], '2026-10-25T23:30:00Z', 4_500], [sold[0], '2026-10-24T22:30:00Z', 5_500]] as const) {
    const res = await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds));
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`manifest failed: ${res.statusCode} ${res.body}`);
    await sql('update manifest set start_date_time = ?, cost_pence = ?, supplier_id = ? where id = ?', [at, cost, supplier.id, res.json().Id]);
    manifestNumbers.push(res.json().ManifestNumber);
  }
  return { b, admin, driver, acme: ACME, brick: BRICK, supplierId: supplier.id, sold, manifestNumbers };
}
