import { PDFParse } from 'pdf-parse';
import { buildCustomer } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { restCaller } from '../manifests/manifest.fixtures.js';
import { accountsConsignment, day } from './accounts.fixtures.js';
import { XERO_COLUMNS } from './invoice.documents.js';
import { runInvoicingEvent } from './invoicing.run.js';

let t: TestApp;
let call: ReturnType<typeof restCaller>;
let office: string;
let invoice: { Id: number; InvoiceNumber: number };
beforeAll(async () => {
  t = await startTestApp();
  call = restCaller(t);
  office = (await signedIn(t)).token;
  // A name that a spreadsheet would run as a formula, and a PO number with a comma and quotes.
  const customer = await buildCustomer(t.orm, { name: '=HYPERLINK("http://x")', nameShownOnInvoice: '=Evil & <b>Co</b>', bookingEmailAddress: 'ap@evil.test' });
  const c = await accountsConsignment(t.orm, { customerId: customer.id, pricePence: 12345, poNumber: 'PO "7", rush' });
  const res = await call('POST', '/Consignments/Invoice', office, { Ids: [c.id] });
  await runInvoicingEvent(t.orm.em, res.json().InvoicingEvent.Id);
  [invoice] = (await call('GET', `/Invoices/${day(-1)}/${day(-1)}`, office)).json();
});
afterAll(() => t.close());

describe('customer invoice documents (issue 5 item 3: Xero CSV and PDF)', () => {
  it('lists invoices by invoice date with their totals', async () => {
    const res = await call('GET', `/Invoices/${day(-1)}/${day(-1)}`, office);
    expect(res.json()[0]).toMatchObject({ InvoiceNumber: invoice.InvoiceNumber, InvoiceDate: day(-1), Net: 123.45, Vat: 24.69, Gross: 148.14, TaxType: 'OUTPUT2' });
  });

  it("exports Xero's sales-invoice import layout, with formula-looking text made inert and CSV quoting", async () => {
    const res = await call('GET', `/Invoices/Export?ids=${invoice.Id}`, office);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Xero Sales Invoices ${invoice.InvoiceNumber}-${invoice.InvoiceNumber}.csv"`);
    const [header, row] = res.body.trim().split('\n');
    expect(header).toBe(XERO_COLUMNS.join(','));
    expect(header.startsWith('*ContactName,EmailAddress,')).toBe(true);
    const [d, m, y] = day(-1).split('-').reverse();
    expect(row).toContain(`'=Evil & <b>Co</b>,ap@evil.test,`);
    expect(row).toContain(`,${invoice.InvoiceNumber},"PO ""7"", rush",${d}/${m}/${y},`);
    expect(row).toContain(',1,123.45,,200,OUTPUT2,,,,,GBP,');
  });

  it('serves the invoice PDF with the invoice number in it', async () => {
    const res = await call('GET', `/Invoices/${invoice.Id}/Report`, office);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Invoice ${invoice.InvoiceNumber}.pdf"`);
    const text = (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text;
    expect(text).toContain(`Invoice ${invoice.InvoiceNumber}`);
    expect(text).toContain('=Evil & <b>Co</b>');
    expect(text).toContain('£148.14');
  });

  it('answers 400 for bad or unknown ids, 404 for an unknown invoice, 403 to customers and 401 without a session', async () => {
    expect((await call('GET', '/Invoices/Export?ids=abc', office)).statusCode).toBe(400);
    expect((await call('GET', '/Invoices/Export?ids=99999999', office)).json().Message).toBe('Invoice 99999999 was not found');
    expect((await call('GET', '/Invoices/99999999/Report', office)).statusCode).toBe(404);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER, customerId: (await buildCustomer(t.orm)).id });
    expect((await call('GET', `/Invoices/${invoice.Id}/Report`, customer.token)).statusCode).toBe(403);
    expect((await call('GET', `/Invoices/Export?ids=${invoice.Id}`, '')).statusCode).toBe(401);
  });
});
