/**
 * The consignment report (behaviour.md "Booking / Consignment report and e-mail" GET /Consignments/{id}/Report): a PDF made with pdfmake, with
 * the show-price, show-photos and show-supplier-notes options, and its e-mail through the outbox
 * (POST /Emails/ConsignmentReport). Customers see only their own and never a cost.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import { formatMoney } from '../../domain/money.js';
import { badInput, type FieldError } from '../../errors.js';
import { queueMail, takeMailBudget } from '../mail/mail.service.js';
import type { Consignment } from './consignment.entity.js';
import { isCustomerUser, requireBookingUser } from './consignment.access.js';
import { getConsignment } from './consignment.service.js';

/** What the report shows besides the booking itself. */
export interface ReportOptions {
  showPrice: boolean;
  showPhotos: boolean;
  showSupplierNotes: boolean;
}

// The PDF standard fonts need no font files; nothing else local or remote is ever read.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };

/**
 * pdfmake, loaded on the first PDF: it adds ~30 MB to a server's resident memory, and most processes
 * (API replicas streaming lists and exports) never make a PDF.
 */
let pdfmakeLoaded: Promise<typeof import('pdfmake')> | undefined;
function loadPdfmake() {
  pdfmakeLoaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Helvetica: HELVETICA });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => Object.values(HELVETICA).includes(file));
    return pdfmake;
  });
  return pdfmakeLoaded;
}

const when = (d: Date | null | undefined) => (d ? formatDateTime(d) : '');

function stopContent(c: Consignment, options: ReportOptions): Content[] {
  return c.consignmentAddresses.getItems().flatMap((s, i): Content[] => [
    { text: `${i + 1}. ${s.consignmentAddressType.name}: ${s.address.shortAddress}`, style: 'stop' },
    { text: `Scheduled ${when(s.scheduledStartDateAndTime ?? s.estimatedStartDateAndTime)}${s.isCompleted ? ` - completed ${when(s.completionTime)}` : ''}` },
    ...s.loadDetails.getItems().map((d): Content => ({ text: `${d.quantity} x ${d.description ?? ''}`, margin: [10, 0, 0, 0] })),
    ...(options.showSupplierNotes && s.notesFromSupplier ? [{ text: `Supplier notes: ${s.notesFromSupplier}`, italics: true } as Content] : []),
    ...(options.showPhotos ? photoList(s.goodsPhotos, 'Goods photos').concat(photoList(s.paperworkPhotos, 'Paperwork photos')) : []),
    ...(s.signatureName ? [{ text: `Signed by ${s.signatureName}` } as Content] : []),
  ]);
}

/** Photos are listed by file name (3 per row, behaviour.md "Booking / Consignment search and export") until the documents store serves the images. */
function photoList(names: string[], title: string): Content[] {
  if (!names.length) return [];
  const rows: string[][] = [];
  for (let i = 0; i < names.length; i += 3) rows.push([0, 1, 2].map((j) => names[i + j] ?? ''));
  return [{ text: title, bold: true }, { table: { widths: ['*', '*', '*'], body: rows } }];
}

/** The report as a pdfmake document. */
export function reportDocument(c: Consignment, options: ReportOptions, productName: string): TDocumentDefinitions {
  const details: [string, string][] = [
    ['Customer', c.customer.name],
    ['Contact', c.contactName],
    ['Vehicle type', c.vehicleType.name],
    ['PO number', c.poNumber ?? ''],
    ['Customer reference', c.customerReference ?? ''],
    ['Miles', String(c.totalMiles)],
    ...(options.showPrice ? [['Price', formatMoney(c.pricePence)] as [string, string]] : []),
  ];
  return {
    info: { title: `Consignment ${c.consignmentNumber}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] }, stop: { bold: true, margin: [0, 8, 0, 2] } },
    content: [
      { text: `${productName} - Consignment ${c.consignmentNumber}${c.isQuote ? ' (quote)' : ''}`, style: 'title' },
      { table: { widths: [120, '*'], body: details.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders' },
      ...stopContent(c, options),
      ...(c.notesForSupplier ? [{ text: `Notes: ${c.notesForSupplier}`, margin: [0, 8, 0, 0] } as Content] : []),
    ],
  };
}

/** Renders a document to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return (await loadPdfmake()).createPdf(doc).getBuffer();
}

/** GET /Consignments/{id}/Report. */
export async function consignmentReport(ctx: RequestContext, id: number, options: ReportOptions): Promise<{ pdf: Buffer; fileName: string }> {
  const c = await getConsignment(ctx, id);
  return { pdf: await renderPdf(reportDocument(c, options, ctx.config.productShortName)), fileName: `Consignment ${c.consignmentNumber}.pdf` };
}

/** An e-mail the user wrote (behaviour.md "Booking / Consignment report and e-mail": To, Subject, Body). */
export interface ReportEmail {
  to: string | null;
  subject: string | null;
  body: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /Emails/ConsignmentReport: stored in the outbox, with the report attached when a consignment is named. */
export async function emailConsignmentReport(ctx: RequestContext, consignmentId: number | null, options: ReportOptions, email: ReportEmail): Promise<void> {
  const user = requireBookingUser(ctx);
  const recipients = (email.to ?? '').split(/[;,]/).map((s) => s.trim()).filter(Boolean);
  const errors: FieldError[] = [];
  // A customer's e-mail is about one of its consignments, never free text to anyone (issue 20 item 7).
  if (consignmentId === null && isCustomerUser(user)) errors.push({ field: 'consignment', message: 'A consignment must be given' });
  if (!recipients.length || recipients.some((r) => !EMAIL.test(r) || r.length > 320) || recipients.length > 10) errors.push({ field: 'to', message: 'Please enter up to 10 valid e-mail addresses' });
  if (!email.subject?.trim() || email.subject.length > 300) errors.push({ field: 'subject', message: 'Subject is required (at most 300 characters)' });
  if ((email.body ?? '').length > 20_000) errors.push({ field: 'body', message: 'Body must be at most 20000 characters' });
  if (errors.length) throw badInput(errors);
  const report = consignmentId === null ? null : await consignmentReport(ctx, consignmentId, options);
  const attachments = report ? [{ filename: report.fileName, contentType: 'application/pdf', contentBase64: report.pdf.toString('base64') }] : undefined;
  await ctx.em.transactional(async (em) => {
    await takeMailBudget(em, ctx.config, user.id, recipients.length, ctx.now);
    for (const to of recipients) queueMail(em, { to, subject: email.subject!.trim(), text: email.body ?? '', attachments, requestedByUserId: user.id }, ctx.now);
  });
}
