/**
 * The proof of delivery (issue 25 item 5): one PDF per consignment with each stop's times, who signed,
 * the signature image, the photos and the supplier's notes. The office and the consignment's own
 * customer may download it; it never shows a price, a cost or the supplier.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { Consignment } from '../consignments/consignment.entity.js';
import { renderPdf } from '../consignments/consignment.report.js';
import { getConsignment } from '../consignments/consignment.service.js';
import { StoredFile } from '../files/stored-file.entity.js';

/** A stored photo's path as stops record it ('/api/Photos/{id}'), and its id. */
const PHOTO_PATH = /^\/api\/Photos\/(\d+)$/;

/** Images by their stop path, as data URLs pdfmake embeds; null for a file it cannot draw (WebP) or that is gone. */
type Images = Map<string, string | null>;

const when = (d: Date | null | undefined) => (d ? formatDateTime(d) : '-');

/** Every image the stops name, in one query; PDF embeds JPEG and PNG only. */
async function loadImages(em: EntityManager, stops: ConsignmentAddress[]): Promise<Images> {
  const paths = stops.flatMap((s) => [s.signatureFileName ?? '', ...s.goodsPhotos, ...s.paperworkPhotos]).filter((p) => PHOTO_PATH.test(p));
  const ids = [...new Set(paths.map((p) => Number(PHOTO_PATH.exec(p)![1])))];
  const files = ids.length ? await em.find(StoredFile, { id: { $in: ids } }, { populate: ['content'] }) : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return new Map(paths.map((p) => {
    const file = byId.get(Number(PHOTO_PATH.exec(p)![1]));
    const drawable = file && (file.contentType === 'image/jpeg' || file.contentType === 'image/png');
    return [p, drawable ? `data:${file.contentType};base64,${file.content.toString('base64')}` : null];
  }));
}

/** Photos three to a row; one that cannot be drawn is named instead. */
function photoGrid(title: string, paths: string[], images: Images): Content[] {
  if (!paths.length) return [];
  const cell = (p: string | undefined): Content => {
    if (p === undefined) return { text: '' };
    const image = images.get(p);
    return image ? { image, fit: [150, 150] } : { text: `(${p.split('/').pop()} cannot be shown)`, italics: true };
  };
  const rows: Content[][] = [];
  for (let i = 0; i < paths.length; i += 3) rows.push([cell(paths[i]), cell(paths[i + 1]), cell(paths[i + 2])]);
  return [{ text: title, bold: true, margin: [0, 6, 0, 2] }, { table: { widths: ['*', '*', '*'], body: rows }, layout: 'noBorders' }];
}

function stopContent(s: ConsignmentAddress, index: number, images: Images): Content[] {
  const signature = s.signatureFileName ? images.get(s.signatureFileName) : null;
  const rows: [string, string][] = [
    ['Scheduled', when(s.scheduledStartDateAndTime ?? s.estimatedStartDateAndTime)],
    ['Arrived', when(s.arrivalTime)],
    ['Completed', s.isCompleted ? when(s.completionTime) : 'Not yet'],
    ['Signed by', s.signatureName ?? '-'],
  ];
  return [
    { text: `${index + 1}. ${s.consignmentAddressType.name}: ${s.address.shortAddress}`, style: 'stop' },
    { table: { widths: [90, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders' },
    ...(signature ? [{ text: 'Signature', bold: true, margin: [0, 6, 0, 2] } as Content, { image: signature, fit: [220, 90] } as Content] : []),
    ...(s.notesFromSupplier ? [{ text: `Driver's notes: ${s.notesFromSupplier}`, italics: true, margin: [0, 6, 0, 0] } as Content] : []),
    ...photoGrid('Goods photos', s.goodsPhotos, images),
    ...photoGrid('Paperwork photos', s.paperworkPhotos, images),
  ];
}

/** The proof as a pdfmake document. */
export function proofDocument(c: Consignment, images: Images, productName: string): TDocumentDefinitions {
  const stops = c.consignmentAddresses.getItems();
  return {
    info: { title: `Proof of delivery - consignment ${c.consignmentNumber}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] }, stop: { bold: true, fontSize: 12, margin: [0, 12, 0, 4] } },
    content: [
      { text: `${productName} - Proof of delivery, consignment ${c.consignmentNumber}`, style: 'title' },
      { text: `${c.customer.name}${c.customerReference ? `, reference ${c.customerReference}` : ''}` },
      ...stops.flatMap((s, i) => stopContent(s, i, images)),
    ],
  };
}

/**
 * The proof of a consignment loaded with its customer and stops (their addresses and types), as the download
 * and the completion e-mail's attachment (issue 25 items 4 and 5) both make it.
 */
export async function proofOfDeliveryPdf(em: EntityManager, c: Consignment, productName: string): Promise<{ pdf: Buffer; fileName: string }> {
  const images = await loadImages(em, c.consignmentAddresses.getItems());
  return { pdf: await renderPdf(proofDocument(c, images, productName)), fileName: `Proof of delivery ${c.consignmentNumber}.pdf` };
}

/** GET /Consignments/{id}/ProofOfDelivery: the office, or the consignment's own customer. */
export async function proofOfDelivery(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  return proofOfDeliveryPdf(ctx.em, await getConsignment(ctx, id), ctx.config.productShortName);
}
