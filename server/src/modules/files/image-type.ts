/** The image types POST /Photos accepts, recognised by their first bytes (behaviour.md "Suppliers / Supplier photos" photos). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type of some bytes, from their magic numbers, or null. The client's Content-Type is not
 * trusted: a renamed script or HTML page must never be stored and served back as an image.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
