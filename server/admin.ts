/**
 * Serves the staff console at `/admin` and `/admin/*` on every host: its built page and assets
 * (admin/dist, or ADMIN_DIST), or its sources through Vite in development. The console is a
 * client-rendered single-page app: its pages are private (no search engine, no first paint for
 * strangers to optimise), every page needs the signed-in person's data first, and one static
 * shell keeps it cacheable and apart from the storefront's server rendering. Its assets live
 * under /admin/assets, so no customer page ever references them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { sendBody } from './storefront/compress.js';
import { fileUnder, sendFile } from './storefront/files.js';

/** How the console's page is obtained: built, or through Vite in development. */
export interface AdminSource {
  /** The page shell (index.html) for a console URL. */
  page(url: string): Promise<string>;
  /** Built assets folder (production): served under /admin/assets. */
  readonly assetsDir?: string;
  /** Development: lets Vite answer its own requests (modules); resolves true when it did. */
  handle?(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  close?(): Promise<void>;
}

/** The console built by `npm run build` (admin/dist), or undefined when it is not built. */
export function builtAdmin(distDir: string): AdminSource | undefined {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  return { assetsDir: join(distDir, 'assets'), page: async () => html };
}

/** The console's sources through Vite (no hot reload: the storefront's Vite owns that socket; reload the page). */
export function devAdmin(root: string, _httpServer: () => HttpServer): AdminSource {
  let started: Promise<ViteDevServer> | undefined;
  const vite = (): Promise<ViteDevServer> =>
    (started ??= import('vite').then((v) => v.createServer({ root, configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' })));
  return {
    page: async (url) => (await vite()).transformIndexHtml(url, readFileSync(join(root, 'index.html'), 'utf8')),
    handle: async (req, reply) => {
      const server = await vite();
      return new Promise<boolean>((done) => {
        server.middlewares(req.raw, reply.raw, () => done(false));
        reply.raw.once('finish', () => done(true));
      });
    },
    close: async () => {
      if (started) await (await started).close();
    },
  };
}

const YEAR = 'public, max-age=31536000, immutable';

/** Registers `/admin`, `/admin/*` (the console's page) and `/admin/assets/*`. */
export function registerAdmin(app: FastifyInstance, source: AdminSource): void {
  if (source.assetsDir) {
    const assets = source.assetsDir;
    app.get('/admin/assets/*', async (req, reply) => {
      const file = fileUnder(assets, (req.params as { '*': string })['*']);
      if (!file) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'There is no such file.' } });
      return sendFile(req, reply, file, YEAR);
    });
  }
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (source.handle && (await source.handle(req, reply))) return reply.hijack();
    const html = await source.page(req.url);
    // Development: Vite's React preamble is an inline script, which the policy refuses.
    if (source.handle) reply.removeHeader('content-security-policy');
    reply.header('Cache-Control', 'no-cache').header('X-Robots-Tag', 'noindex, nofollow');
    return sendBody(req, reply, 'text/html; charset=utf-8', Buffer.from(html));
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
}
