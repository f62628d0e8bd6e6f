import { crc32, deflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import { useBookingApp } from '../../test/booking-app.js';
import { book } from '../manifests/manifest.fixtures.js';
import { StoredFile } from '../files/stored-file.entity.js';

const app = useBookingApp();

/** A real PNG of one colour: each proof image gets its own size, so the PDF's images can be told apart. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const line = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => line)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function storeImage(bytes: Buffer): Promise<string> {
  const em = app.t.orm.em.fork();
  const file = em.create(StoredFile, { contentType: 'image/png', sizeBytes: bytes.length, sha256: 'x'.repeat(64), content: bytes, createdAt: new Date() });
  await em.flush();
  return `/api/Photos/${file.id}`;
}

const pdfImages = async (pdf: Buffer) => {
  const result = await new PDFParse({ data: new Uint8Array(pdf) }).getImage({ imageThreshold: 0, imageDataUrl: false, imageBuffer: false });
  return result.pages.flatMap((p) => p.images.map((i) => `${i.width}x${i.height}`)).sort();
};

describe('proof of delivery PDF (issue 25 item 5)', () => {
  // Four PNGs are made and a PDF drawn twice: on a loaded two-core machine that outlasts the default 30 s.
  it('holds the signature image and every photo of the delivered stops, for the office and the own customer only', async () => {
    const { t, b, call, sql } = app;
    const c = await book(t, b, b.customer.token);
    const [signature, goods1, goods2, paperwork] = await Promise.all([png(40, 12), png(21, 21), png(22, 22), png(23, 23)].map(storeImage));
    await sql(
      `update consignment_address set is_completed = true, completion_time = now(), arrival_time = now(), signature_name = 'Sam Signer',
         signature_file_name = ?, goods_photos = ?::jsonb, paperwork_photos = ?::jsonb, notes_from_supplier = 'Left with reception' where id = ?`,
      [signature, JSON.stringify([goods1, goods2]), JSON.stringify([paperwork]), c.stopIds[1]],
    );

    const res = await call('GET', `/Consignments/${c.id}/ProofOfDelivery`, b.customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfImages(res.rawPayload)).toEqual(['21x21', '22x22', '23x23', '40x12']);
    const text = (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text;
    expect(text).toContain('Sam Signer');
    expect(text).toContain('Left with reception');
    expect(text).not.toMatch(/£/);

    expect((await call('GET', `/Consignments/${c.id}/ProofOfDelivery`, b.office.token)).statusCode).toBe(200);
    expect((await call('GET', `/Consignments/${c.id}/ProofOfDelivery`, b.otherCustomer.token)).statusCode).toBe(404);
    expect((await call('GET', `/Consignments/${c.id}/ProofOfDelivery`, b.driverToken)).statusCode).toBe(403);
  }, 120_000);
});
