/**
 * Compression of what the server sends: brotli when the client accepts it, else gzip, else none.
 * Files that never change while the server runs (built assets, images, the console's shell) are
 * compressed once at the highest levels and kept; other bodies are compressed per response at
 * quick levels. Rendered pages are compressed once per cached page (page-cache.ts) with
 * `compress`, off the request thread.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, else none (from Accept-Encoding). */
export function encodingFor(req: FastifyRequest): Encoding | undefined {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/;

/** Worth compressing: a text type over 1 KB. */
export function compressible(type: string, bytes: number): boolean {
  return bytes > 1024 && COMPRESSIBLE.test(type);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality and gzip level of pages compressed once and kept (high, as each is made once per page and window). */
export const KEPT_BROTLI_QUALITY = 9;
export const KEPT_GZIP_LEVEL = 9;

/** Compresses in the thread pool, so the event loop keeps answering meanwhile. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: KEPT_GZIP_LEVEL });
}

/** Sends a body compressed when the client accepts it; `cacheKey` keeps the compressed bytes (files: immutable per build). */
export function sendBody(req: FastifyRequest, reply: FastifyReply, type: string, body: Buffer, cacheKey?: string): FastifyReply {
  reply.type(type).header('Vary', 'Accept-Encoding');
  const encoding = compressible(type, body.length) ? encodingFor(req) : undefined;
  if (!encoding) return reply.send(body);
  const key = cacheKey ? `${encoding}:${cacheKey}` : undefined;
  let packed = key ? compressedFiles.get(key) : undefined;
  if (!packed) {
    packed = encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: cacheKey ? 11 : 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: cacheKey ? 9 : 6 });
    if (key) compressedFiles.set(key, packed);
  }
  return reply.header('Content-Encoding', encoding).send(packed);
}
const compressedFiles = new Map<string, Buffer>();
