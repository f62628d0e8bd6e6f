import { arrangeBooking, bookingBody, type Booking } from '../consignments/consignment.fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);

/** POST /api/Photos as the office, by hand-built multipart; returns the stored id. */
async function upload(): Promise<number> {
  const boundary = '----dispatch-proof-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/Photos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: b.office.token } });
  expect(res.statusCode).toBe(201);
  return res.json().Id as number;
}
const get = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/api/Photos/${id}`, headers: { token } });
const sql = (query: string, params: unknown[]) => t.orm.em.getConnection().execute(query, params);

describe('GET /Photos/{id} for customers (behaviour.md "Booking / Consignment screen" signature, goods and paperwork photo modals)', () => {
  it("lets a customer see the proofs on its own consignments' stops, not another customer's nor unrelated photos", async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.office.token }, payload: bookingBody(b) });
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().ConsignmentAddresses as { Id: number }[];
    const goods = await upload();
    const paperwork = await upload();
    const signature = await upload();
    const unrelated = await upload();
    await sql('update consignment_address set goods_photos = ?::jsonb, signature_file_name = ? where id = ?', [JSON.stringify([`/api/Photos/${goods}`]), `/api/Photos/${signature}`, first.Id]);
    await sql('update consignment_address set paperwork_photos = ?::jsonb where id = ?', [JSON.stringify([`/api/Photos/${paperwork}`]), second.Id]);

    for (const id of [goods, paperwork, signature]) {
      const own = await get(id, b.customer.token);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(PNG)).toBe(true);
      expect((await get(id, b.otherCustomer.token)).statusCode).toBe(403);
    }
    expect((await get(unrelated, b.customer.token)).statusCode).toBe(403);
    expect((await get(unrelated, b.office.token)).statusCode).toBe(200);
  });
});
