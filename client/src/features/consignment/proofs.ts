/** Proof of collection / delivery on a stop (behaviour.md "Booking / Consignment screen" signature, goods and paperwork photo modals). */

/** behaviour.md "Booking / Consignment search and export": the photo grid shows 3 per row. */
export const PHOTOS_PER_ROW = 3;

/** Splits the photos into rows of `perRow`. */
export function photoRows<T>(photos: readonly T[], perRow = PHOTOS_PER_ROW): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < photos.length; i += perRow) rows.push(photos.slice(i, i + perRow));
  return rows;
}

/** The stored photo a path points at ('/api/Photos/{id}', as the driver app records it), else null. */
export function photoIdOf(path: string | null | undefined): number | null {
  const m = /^\/api\/Photos\/(\d+)$/.exec(path?.trim() ?? '');
  return m ? Number(m[1]) : null;
}

/** What a stop has to show, for its buttons on the address list. */
export interface StopProofs {
  signatureName: string | null;
  signatureFileName: string | null;
  goodsPhotos: string[];
  paperworkPhotos: string[];
  noPaperworkProvided: boolean;
}

/** Whether the signature modal has anything to show. */
export const hasSignature = (p: StopProofs): boolean => !!(p.signatureName || p.signatureFileName);
