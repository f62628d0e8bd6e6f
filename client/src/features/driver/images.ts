/** Photos are made smaller on the phone before they are queued: at most 1600 px, JPEG (issue 8). */
export const MAX_PHOTO_SIDE = 1600;

/** The size that fits within `max` on its longer side, keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be encoded'))), type, quality));
}

/** Decodes a chosen photo and re-encodes it as a JPEG of at most 1600 px. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize photos');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvasBlob(canvas, 'image/jpeg', 0.82);
}

/** A drawn signature as PNG. */
export function signaturePng(canvas: HTMLCanvasElement): Promise<Blob> {
  return canvasBlob(canvas, 'image/png');
}
