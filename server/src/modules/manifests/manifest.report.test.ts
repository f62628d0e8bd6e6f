import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;
let m: { Id: number; ManifestNumber: number };
beforeAll(async () => {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
});

describe('manifest report and its e-mail (behaviour.md "Manifests / Manifest screen"; "Manifests / Completion e-mails")', () => {
  it('GET /Manifests/{id}/Report answers a PDF with a Content-Disposition naming the manifest', async () => {
    const res = await call('GET', `/Manifests/${m.Id}/Report`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Manifest ${m.ManifestNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is office only', async () => {
    expect((await call('GET', `/Manifests/${m.Id}/Report`, ctx.b.customer.token)).statusCode).toBe(403);
    expect((await call('POST', '/Emails/ManifestReport', ctx.b.driverToken, { To: 'x@y.test', ManifestId: m.Id })).statusCode).toBe(403);
  });

  it('POST /Emails/ManifestReport queues one e-mail per recipient with the PDF attached', async () => {
    const res = await call('POST', '/Emails/ManifestReport', ctx.b.office.token, { To: 'ops@haulier.test; night@haulier.test', Subject: 'Tonight', Body: 'Run sheet attached', Manifest: { Id: m.Id } });
    expect(res.statusCode).toBe(202);
    const rows = await sql<{ to_address: string; subject: string; attachments: { filename: string; contentType: string }[] }>(`select to_address, subject, attachments from mail_outbox where subject = 'Tonight' order by to_address`);
    expect(rows.map((r) => r.to_address)).toEqual(['night@haulier.test', 'ops@haulier.test']);
    expect(rows[0].attachments[0]).toMatchObject({ filename: `Manifest ${m.ManifestNumber}.pdf`, contentType: 'application/pdf' });
  });

  it("refuses a missing To with 'A 'To ' address must be entered' and bad addresses, writing nothing", async () => {
    const before = (await sql('select id from mail_outbox')).length;
    const none = await call('POST', '/Emails/ManifestReport', ctx.b.office.token, { To: '', ManifestId: m.Id });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe("A 'To ' address must be entered");
    expect((await call('POST', '/Emails/ManifestReport', ctx.b.office.token, { To: 'not-an-address', ManifestId: m.Id })).statusCode).toBe(400);
    expect((await call('POST', '/Emails/ManifestReport', ctx.b.office.token, { To: 'a@b.test' })).statusCode).toBe(400);
    expect((await sql('select id from mail_outbox')).length).toBe(before);
  });

  it('emailManifestReport over GraphQL queues the same e-mail', async () => {
    const res = await gql(ctx.t.app, 'mutation($id: Int!) { emailManifestReport(manifestId: $id, to: "gql@haulier.test", body: "Hi") }', { id: m.Id }, ctx.b.office.token);
    expect(res.data).toEqual({ emailManifestReport: true });
    expect(await sql(`select 1 from mail_outbox where to_address = 'gql@haulier.test'`)).toHaveLength(1);
  });
});
