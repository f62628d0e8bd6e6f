/**
 * The manifest report (behaviour.md "Manifests / Completion e-mails" GET /Manifests/{id}/Report): a PDF made with pdfmake (the same setup
 * as the consignment report), and its e-mail through the outbox (POST /Emails/ManifestReport). Office only.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import { formatMoney } from '../../domain/money.js';
import { badInput, type FieldError } from '../../errors.js';
import { renderPdf } from '../consignments/consignment.report.js';
import { queueMail, takeMailBudget } from '../mail/mail.service.js';
import type { ManifestView } from './manifest.load.js';
import { getManifest } from './manifest.service.js';

const when = (d: Date | null | undefined) => (d ? formatDateTime(d) : '');

function stopContent(view: ManifestView): Content[] {
  return view.stops.flatMap((s): Content[] => [
    { text: `${s.manifestOrder}. ${s.consignmentAddressType.name}: ${s.address.shortAddress}`, style: 'stop' },
    { text: `Consignment ${s.consignment.consignmentNumber} (${s.consignment.customer.name}) - scheduled ${when(s.scheduledStartDateAndTime ?? s.estimatedStartDateAndTime)}${s.isCompleted ? ` - completed ${when(s.completionTime)}` : ''}` },
    ...s.loadDetails.getItems().map((d): Content => ({ text: `${d.quantity} x ${d.description ?? ''}`, margin: [10, 0, 0, 0] })),
    ...(s.consignment.notesForSupplier ? [{ text: `Notes: ${s.consignment.notesForSupplier}`, italics: true } as Content] : []),
  ]);
}

/** The report as a pdfmake document. */
export function manifestDocument(view: ManifestView, productName: string): TDocumentDefinitions {
  const m = view.manifest;
  const details: [string, string][] = [
    ['Supplier', m.supplier?.name ?? 'Unallocated'],
    ['Vehicle type', m.vehicleType.name],
    ['Stops', String(view.stops.length)],
    ['Miles', String(m.totalMiles)],
    ['Minutes', String(m.totalTimeInMinutes)],
    ['Cost', formatMoney(m.costPence)],
  ];
  return {
    info: { title: `Manifest ${m.manifestNumber}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] }, stop: { bold: true, margin: [0, 8, 0, 2] } },
    content: [
      { text: `${productName} - Manifest ${m.manifestNumber}`, style: 'title' },
      { table: { widths: [120, '*'], body: details.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders' },
      ...stopContent(view),
    ],
  };
}

/** GET /Manifests/{id}/Report. */
export async function manifestReport(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  const view = await getManifest(ctx, id);
  return { pdf: await renderPdf(manifestDocument(view, ctx.config.productShortName)), fileName: `Manifest ${view.manifest.manifestNumber}.pdf` };
}

/** What the e-mail form sends (behaviour.md "Manifests / Manifest screen": To, Subject, Body). */
export interface ManifestEmail {
  to: string | null;
  subject: string | null;
  body: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /Emails/ManifestReport: the report attached, one outbox row per recipient. */
export async function emailManifestReport(ctx: RequestContext, manifestId: number | null, email: ManifestEmail): Promise<void> {
  const user = requireOffice(ctx);
  const recipients = (email.to ?? '').split(/[;,]/).map((s) => s.trim()).filter(Boolean);
  const errors: FieldError[] = [];
  if (manifestId == null) errors.push({ field: 'manifest', message: 'A manifest must be given' });
  if (!recipients.length) errors.push({ field: 'to', message: "A 'To ' address must be entered" });
  else if (recipients.some((r) => !EMAIL.test(r) || r.length > 320) || recipients.length > 10) errors.push({ field: 'to', message: 'Please enter up to 10 valid e-mail addresses' });
  if ((email.subject ?? '').length > 300) errors.push({ field: 'subject', message: 'Subject must be at most 300 characters' });
  if ((email.body ?? '').length > 20_000) errors.push({ field: 'body', message: 'Body must be at most 20000 characters' });
  if (errors.length) throw badInput(errors);
  const report = await manifestReport(ctx, manifestId!);
  const subject = email.subject?.trim() || report.fileName.replace(/\.pdf$/, '');
  const attachments = [{ filename: report.fileName, contentType: 'application/pdf', contentBase64: report.pdf.toString('base64') }];
  await ctx.em.transactional(async (em) => {
    await takeMailBudget(em, ctx.config, user.id, recipients.length, ctx.now);
    for (const to of recipients) queueMail(em, { to, subject, text: email.body ?? '', attachments, requestedByUserId: user.id }, ctx.now);
  });
}
