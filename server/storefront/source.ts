/**
 * How the server obtains the storefront's code: from its build (`storefront/dist`: the page
 * template with its stylesheets inlined, the server-rendering entry and the manifest of chunks),
 * or through Vite in development (`shopctl serve --dev`). The server never imports storefront
 * sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server as HttpServer } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { ResolvedMenu } from '../../engine/index.js';
import type { BootData, SiteSummary } from '../../schemas/boot-types.js';
import { fileUnder } from './files.js';

/** The storefront's server entry (storefront/src/entry-server.tsx). */
export interface StorefrontEntry {
  /**
   * Which location a path belongs to, and what kind of page it is; for an order confirmation, the
   * order and its shop, and where a shop of another site (of `sites`) has that order's page.
   */
  locate(site: SiteSummary, pathname: string, sites?: readonly SiteSummary[]): {
    shopId: string; kind?: string; redirect?: string; status?: number;
    order?: { orderId: string; shopId: string };
    elsewhere?: { siteId: string; path: string };
  };
  /** `modules`: the page's source modules, whose built chunks and CSS the page should preload. */
  render(url: string, boot: BootData<ResolvedMenu>): Promise<{ html: string; head: string; status: number; redirect?: string; modules?: string[] }>;
}

/** How the storefront's code is obtained: from the build, or through Vite in development. */
export interface StorefrontSource {
  template(url: string): Promise<string>;
  entry(): Promise<StorefrontEntry>;
  /** Development: lets Vite answer its own requests (modules, HMR); resolves true when it did. */
  handle?(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Development: stops Vite's watcher and hot-reload socket. */
  close?(): Promise<void>;
  /** Built client assets folder (production). */
  readonly assetsDir?: string;
  /** `<link>`s that preload the built chunks and CSS of these source modules (production). */
  preloadLinks?(modules: readonly string[]): string;
}

/** The storefront built by `npm run build` (storefront/dist/client and storefront/dist/server). */
export function builtStorefront(distDir: string): StorefrontSource | undefined {
  const templateFile = join(distDir, 'client', 'index.html');
  const entryFile = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) return undefined;
  const client = join(distDir, 'client');
  // Stylesheets are small (a few KB): inlined, they cost no render-blocking round trip.
  const inlineCss = (href: string): string | undefined => {
    const file = fileUnder(client, href);
    return file && file.endsWith('.css') ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : undefined;
  };
  const template = readFileSync(templateFile, 'utf8').replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (tag, href: string) => {
    const css = inlineCss(href);
    return css === undefined ? tag : `<style>${css}</style>`;
  });
  let entry: Promise<StorefrontEntry> | undefined;
  const manifestFile = join(distDir, 'client', '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  return {
    assetsDir: join(distDir, 'client'),
    preloadLinks: (modules) => preloadLinks(manifest, modules, inlineCss),
    template: async () => template,
    entry: () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<StorefrontEntry>),
  };
}

export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The built files (and their stylesheets) that source modules need, their imports included. */
export function manifestClosure(manifest: Manifest, keys: readonly string[]): { files: Set<string>; css: Set<string> } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return { files, css };
}

/**
 * The chunks and stylesheets a page needs, as <link>s: its route chunk is preloaded while the
 * entry loads (no waterfall), and its CSS is linked so the server-rendered page is styled at once.
 */
export function preloadLinks(manifest: Manifest, modules: readonly string[], inline?: (href: string) => string | undefined): string {
  // The template already loads the entry and its imports.
  const entry = manifestClosure(manifest, Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const page = manifestClosure(manifest, modules);
  const scripts = [...page.files].filter((f) => !entry.files.has(f));
  const styles = [...page.css].filter((f) => !entry.css.has(f));
  return [
    ...styles.map((f) => {
      const css = inline?.(f);
      return css === undefined ? `<link rel="stylesheet" crossorigin href="/${f}">` : `<style>${css}</style>`;
    }),
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/**
 * Vite in middleware mode: modules compiled on request, hot reload in the browser. The hot-reload
 * socket shares the server's own port (`httpServer()`, asked for on the first request), so two
 * development servers never fight over Vite's default socket port.
 */
export function devStorefront(root: string, httpServer: () => HttpServer): StorefrontSource {
  let started: Promise<ViteDevServer> | undefined;
  const vite = (): Promise<ViteDevServer> =>
    (started ??= import('vite').then((v) =>
      v.createServer({ root, configFile: join(root, 'vite.config.ts'), server: { middlewareMode: true, hmr: { server: httpServer() } }, appType: 'custom' }),
    ));
  const templateFile = join(root, 'index.html');
  return {
    template: async (url) => (await vite()).transformIndexHtml(url, readFileSync(templateFile, 'utf8')),
    entry: async () => (await vite()).ssrLoadModule('/src/entry-server.tsx') as Promise<StorefrontEntry>,
    close: async () => {
      if (started) await (await started).close();
    },
    handle: async (req, reply) => {
      const server = await vite();
      return new Promise<boolean>((done) => {
        server.middlewares(req.raw, reply.raw, () => done(false));
        reply.raw.once('finish', () => done(true));
      });
    },
  };
}
