import { PDFParse } from 'pdf-parse';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { book, restCaller } from '../modules/manifests/manifest.fixtures.js';
import { startTestApp, type TestApp } from '../test/harness.js';

// Issue 10 item 3: HTML typed into names and notes is text everywhere it comes out again. PDFs print it
// as text; e-mails are plain text only (no HTML part to inject into); JSON answers are never sniffed as
// HTML. (The UI renders through React, which escapes; its one raw-HTML spot is the fixed icon table.)

const HOSTILE = '<script>alert("x")</script> & <b>Co</b>';
const IMAGE = '<img src=x onerror=alert(1)>';

let t: TestApp;
let b: Booking;
let consignmentId: number;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  consignmentId = (await book(t, b, b.customer.token, { ContactName: HOSTILE, PONumber: IMAGE, NotesForSupplier: HOSTILE })).id;
});
afterAll(() => t.close());

const call = () => restCaller(t);

describe('HTML in names and notes (issue 10 item 3)', () => {
  it('prints it as literal text in the consignment PDF', async () => {
    const res = await call()('GET', `/Consignments/${consignmentId}/Report`, b.office.token);
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(HOSTILE);
    expect(flat).toContain(IMAGE);
  });

  it('sends it in plain-text e-mails with no HTML part', async () => {
    const res = await call()('POST', `/Emails/ConsignmentReport?consignmentId=${consignmentId}`, b.office.token, { To: 'ops@example.test', Subject: HOSTILE, Body: `Hello ${IMAGE}` });
    expect(res.statusCode).toBe(202);
    const rows = await t.orm.em.getConnection().execute<{ subject: string; text_body: string; html_body: string | null }[]>(`select subject, text_body, html_body from mail_outbox`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.html_body === null)).toBe(true);
    expect(rows.find((r) => r.subject === HOSTILE)?.text_body).toBe(`Hello ${IMAGE}`);
  });

  it('returns it as JSON data that a browser will not sniff as HTML', async () => {
    const res = await call()('GET', `/Consignments/${consignmentId}`, b.customer.token);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json().ContactName).toBe(HOSTILE);
  });
});
