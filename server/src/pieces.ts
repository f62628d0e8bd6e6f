import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Text made in pieces (PostgreSQL's JSON of a long track or list, as strings or as UTF-8 bytes) as one Buffer:
 * encoded once, into memory outside V8's heap, so that no one string holds all of it (V8 keeps strings over
 * ~128 kB in its large-object space, which only full GCs free) and the socket gets one write.
 */
export function joinedBuffer(pieces: readonly (string | Buffer)[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += typeof piece === 'string' ? out.write(piece, at) : piece.copy(out, at);
  return out;
}

/** The pieces' text as one string (for code that parses it). */
export const joinedText = (pieces: readonly (string | Buffer)[]): string => joinedBuffer(pieces).toString('utf8');

/**
 * UTF-8 pieces as a reply's body, written one after another and never joined (a long list is megabytes: a
 * copy of it outside V8's heap brings the next full GC nearer), with the Content-Length of their sizes.
 * Also what an onSend hook returns in place of its payload.
 */
export function piecesBody(reply: FastifyReply, pieces: readonly Buffer[]): Readable {
  reply.header('content-length', pieces.reduce((n, piece) => n + piece.length, 0));
  return Readable.from(pieces);
}

/** Sends UTF-8 pieces as the reply's JSON body (piecesBody). */
export function sendJsonPieces(reply: FastifyReply, pieces: readonly Buffer[]): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(piecesBody(reply, pieces));
}
