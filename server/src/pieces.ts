/**
 * Text made in pieces (PostgreSQL's JSON of a long track, an hour a piece) as one Buffer: encoded once,
 * into memory outside V8's heap, so that no one string holds all of it (V8 keeps strings over ~128 kB in
 * its large-object space, which only full GCs free) and the socket gets one write.
 */
export function joinedBuffer(pieces: readonly string[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += out.write(piece, at);
  return out;
}
