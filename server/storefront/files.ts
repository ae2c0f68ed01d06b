/**
 * Files the storefront serves as they are: the built assets (`/assets/*`, hashed names, kept a
 * year), the favicon, and each site's images (`/shops/{site}/images/*`, the URLs the menu API
 * gives, kept a day with a week of stale-while-revalidate). A path is never allowed out of its folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopRegistry } from '../shops.js';
import { sendBody } from './compress.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.gif': 'image/gif', '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};
export const YEAR = 'public, max-age=31536000, immutable';
export const DAY = 'public, max-age=86400, stale-while-revalidate=604800';

/** A file under `root` named by an untrusted relative path, or undefined (missing, outside, not a file). */
export function fileUnder(root: string, rel: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, decoded.replace(/^\/+/, ''));
  if (!file.startsWith(base + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, cache: string): FastifyReply {
  reply.header('Cache-Control', cache);
  return sendBody(req, reply, TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', readFileSync(file), file);
}

/** Registers the image routes of every site and, for a built storefront, its assets and favicon. */
export function registerFileRoutes(app: FastifyInstance, opts: { readonly shops: ShopRegistry; readonly shopsDir: string; readonly assetsDir?: string | undefined }): void {
  const siteDirs = new Map<string, string>();
  for (const p of opts.shops.profiles) {
    if (p.source && p.source !== '<inline>') siteDirs.set(p.site?.id ?? p.shopId, dirname(p.source));
  }
  // Images named by the menu API: long cache lives, as their names change with their content in
  // practice (a new photo gets a new id).
  app.get('/shops/:site/images/*', async (req, reply) => {
    const { site } = req.params as { site: string };
    const dir = siteDirs.get(site) ?? join(opts.shopsDir, basename(site));
    const file = fileUnder(join(dir, 'images'), (req.params as { '*': string })['*']);
    if (!file) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'There is no such image.' } });
    return sendFile(req, reply, file, DAY);
  });

  if (opts.assetsDir) {
    const assets = opts.assetsDir;
    app.get('/assets/*', async (req, reply) => {
      const file = fileUnder(join(assets, 'assets'), (req.params as { '*': string })['*']);
      if (!file) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'There is no such file.' } });
      return sendFile(req, reply, file, YEAR);
    });
    for (const name of ['favicon.svg']) {
      const file = join(assets, name);
      if (existsSync(file)) app.get(`/${name}`, async (req, reply) => sendFile(req, reply, file, DAY));
    }
  }
}
