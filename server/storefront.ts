/**
 * Serves the customer storefront: picks the site from the request's Host, renders the page on
 * the server with the public profile and the menu resolved at the request's instant embedded,
 * and serves the built assets and the shops' images with long cache lives.
 *
 * The storefront's code is loaded at run time from its build (`storefront/dist`), or through
 * Vite in development (`shopctl serve --dev`); the server never imports storefront sources.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { resolveMenu, type Operations } from '../engine/index.js';
import type { BootData, ClientProfile, ClientProviders, SiteSummary } from '../schemas/boot-types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { DraftPreview } from './versions/preview.js';
import type { ShopRegistry } from './shops.js';

export type { BootData, ClientProfile, ClientProviders, SiteSummary } from '../schemas/boot-types.js';

/** The storefront's server entry (storefront/src/entry-server.tsx). */
export interface StorefrontEntry {
  /** Which location a path belongs to, and what kind of page it is. */
  locate(site: SiteSummary, pathname: string): { shopId: string; kind?: string; redirect?: string; status?: number };
  /** `modules`: the page's source modules, whose built chunks and CSS the page should preload. */
  render(url: string, boot: BootData<ReturnType<typeof resolveMenu>>, options?: { nonce?: string }): Promise<{ html: string; head: string; status: number; redirect?: string; modules?: string[] }>;
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

export interface StorefrontOptions {
  readonly shops: ShopRegistry;
  readonly shopsDir: string;
  readonly source: StorefrontSource;
  readonly now: () => number;
  readonly env: NodeJS.ProcessEnv;
  /** `?preview={draftId}`: the draft to render instead of the live version, for signed-in staff of the shop. */
  readonly preview?: DraftPreview;
  /** A shop's live operations now (pause, busy minutes, out of stock): the menu is resolved with them and the page boots with them. */
  readonly operations?: (shopId: string) => Operations | undefined;
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

/** Lists the sites of the loaded profiles (a profile without `site` is a site of its own). */
export function listSites(shops: ShopRegistry): SiteSummary[] {
  const bySite = new Map<string, LoadedProfile[]>();
  for (const p of shops.profiles) {
    const id = p.site?.id ?? p.shopId;
    bySite.set(id, [...(bySite.get(id) ?? []), p]);
  }
  return [...bySite.entries()].map(([id, profiles]) => {
    const first = profiles[0]!;
    const defaultShopId = profiles.find((p) => p.shopId === first.site?.defaultShopId)?.shopId ?? first.shopId;
    const domains = [...new Set(profiles.flatMap((p) => (p.site as { domains?: string[] } | undefined)?.domains ?? []))].map((d) => d.toLowerCase());
    return {
      id,
      name: first.site?.name ?? first.identity.name,
      defaultShopId,
      domains,
      pages: (profiles.find((p) => p.shopId === defaultShopId) ?? first).presentation.pages?.map((pg) => ({ path: pg.path, kind: pg.kind, redirectTo: pg.redirectTo })) ?? [],
      locations: profiles.map((p) => ({
        shopId: p.shopId,
        label: (p.identity.locations ?? []).find((l) => l.shopId === p.shopId)?.label ?? p.identity.name,
        basePath: normaliseBase(p.identity.basePath ?? ''),
        orderPaths: p.presentation.orderPaths?.length ? p.presentation.orderPaths : ['/order'],
      })),
    };
  });
}

function normaliseBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The site a Host header names: a listed domain, `{site.id}.localhost`, else DEFAULT_SITE; null = the site index. */
export function siteForHost(sites: readonly SiteSummary[], hostHeader: string | undefined, defaultSite: string | undefined): SiteSummary | null {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const byDomain = sites.find((s) => s.domains.includes(host));
  if (byDomain) return byDomain;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host)?.[1];
  const byLocal = local ? sites.find((s) => s.id === local) : undefined;
  if (byLocal) return byLocal;
  return defaultSite ? sites.find((s) => s.id === defaultSite) ?? null : null;
}

/** The public profile the browser gets: promotions (secret codes) and legacy ids stay on the server. */
export function clientProfile(p: LoadedProfile): ClientProfile {
  const { legacy: _legacy, source: _source, ...rest } = p;
  return { ...rest, rules: p.rules.filter((r) => r.kind !== 'promotion') };
}

export function providersFromEnv(env: NodeJS.ProcessEnv): ClientProviders {
  return {
    payments: env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_SECRET_KEY ? { kind: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY } : { kind: 'offline' },
    maps: env.GOOGLE_MAPS_BROWSER_KEY ? { kind: 'google', apiKey: env.GOOGLE_MAPS_BROWSER_KEY } : { kind: 'demo' },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.gif': 'image/gif', '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};
const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400, stale-while-revalidate=604800';

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

/** The encoding to answer with: brotli, else gzip, else none (from Accept-Encoding). */
function encodingFor(req: FastifyRequest): 'br' | 'gzip' | undefined {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/;

/** Sends a body compressed when the client accepts it; `cached` keeps compressed files (immutable per build). */
export function sendBody(req: FastifyRequest, reply: FastifyReply, type: string, body: Buffer, cacheKey?: string): FastifyReply {
  reply.type(type).header('Vary', 'Accept-Encoding');
  const encoding = body.length > 1024 && COMPRESSIBLE.test(type) ? encodingFor(req) : undefined;
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

export function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, cache: string): FastifyReply {
  reply.header('Cache-Control', cache);
  return sendBody(req, reply, TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', readFileSync(file), file);
}

/** Escapes JSON for a <script> element (no `</script>`, no HTML comment or line-separator tricks). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the page template's placeholders in one pass. A function replacement, because a
 * replacement string would expand `$'`, `$&`, `$1` (or a dollar and a backtick) found in a menu
 * or a path; one pass, so text already put in (a product named `<!--app-html-->`) is never
 * filled again.
 */
export function fillTemplate(template: string, parts: Readonly<Record<string, string>>): string {
  return template.replace(/<!--app-[a-z]+-->/g, (placeholder) => parts[placeholder] ?? placeholder);
}

/** The public paths of a site: its pages (not redirects), each location's menu paths, /app. */
export function sitePaths(site: SiteSummary): string[] {
  const paths = new Set<string>();
  for (const page of site.pages) if (page.kind !== 'redirect') paths.add(page.path);
  for (const loc of site.locations) {
    if (loc.basePath) paths.add(loc.basePath);
    for (const orderPath of loc.orderPaths) paths.add(orderPath === '/' ? loc.basePath || '/' : `${loc.basePath}${orderPath}`);
  }
  paths.add('/app');
  return [...paths];
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(site: SiteSummary, origin: string): string {
  const urls = sitePaths(site).map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: a customer's checkout, cart, confirmation and rewards pages and the menu check stay out of search. */
export function robotsTxt(site: SiteSummary | null, origin: string): string {
  const lines = ['User-agent: *'];
  if (!site) return `${lines.join('\n')}\nDisallow:\n`;
  const bases = [...new Set(site.locations.map((l) => l.basePath))];
  for (const b of bases) for (const p of ['/checkout', '/cart/', '/success/', '/order-status/', '/c/']) lines.push(`Disallow: ${b}${p}`);
  lines.push('Disallow: /menu-check', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** The banner on a draft preview: 'Draft preview at Tue, Jun 17, 2025, 12:00 PM PDT' on the shop's clock. */
export function previewBanner(at: number, timeZone: string | undefined): string {
  const when = new Date(at).toLocaleString('en-US', { timeZone: timeZone ?? 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `<div role="status" class="draft-preview-banner" style="position:sticky;top:0;z-index:1000;background:#17202b;color:#fff;padding:10px 16px;font:600 15px/1.3 system-ui,sans-serif;text-align:center">Draft preview at ${xmlEscape(when)} <span style="font-weight:400;opacity:.85">· customers do not see this draft until it is published</span></div>`;
}

/** Registers the storefront routes: assets, shop images, and every other GET as a rendered page. */
export function registerStorefront(app: FastifyInstance, opts: StorefrontOptions): void {
  // The site list follows the published versions (a shop created in the studio appears).
  let sitesOf = { generation: opts.shops.generation, sites: listSites(opts.shops) };
  const currentSites = (): SiteSummary[] => {
    if (sitesOf.generation !== opts.shops.generation) sitesOf = { generation: opts.shops.generation, sites: listSites(opts.shops) };
    return sitesOf.sites;
  };
  const providers = providersFromEnv(opts.env);
  const siteDirs = new Map<string, string>();
  for (const p of opts.shops.profiles) {
    if (p.source && p.source !== '<inline>') siteDirs.set(p.site?.id ?? p.shopId, dirname(p.source));
  }

  // Images named by the menu API (`/shops/{site}/images/{file}`): long cache lives, as their
  // names change with their content in practice (a new photo gets a new id).
  app.get('/shops/:site/images/*', async (req, reply) => {
    const { site } = req.params as { site: string };
    const dir = siteDirs.get(site) ?? join(opts.shopsDir, basename(site));
    const file = fileUnder(join(dir, 'images'), (req.params as { '*': string })['*']);
    if (!file) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'There is no such image.' } });
    return sendFile(req, reply, file, DAY);
  });

  if (opts.source.assetsDir) {
    const assets = opts.source.assetsDir;
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

  // Per site: robots.txt (private pages kept out of search) and sitemap.xml (the site's pages and
  // each location's menu), with absolute URLs on the site's first domain, else the asked host.
  const originFor = (req: FastifyRequest, site: SiteSummary | null): string =>
    site?.domains[0] ? `https://${site.domains[0]}` : `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  app.get('/robots.txt', async (req, reply) => {
    const site = siteForHost(currentSites(), req.headers.host, opts.env.DEFAULT_SITE);
    reply.header('Cache-Control', DAY).type('text/plain; charset=utf-8');
    return robotsTxt(site, originFor(req, site));
  });
  app.get('/sitemap.xml', async (req, reply) => {
    const site = siteForHost(currentSites(), req.headers.host, opts.env.DEFAULT_SITE);
    if (!site) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'This host serves no site, so it has no sitemap. Ask for it on a site\'s host.' } });
    reply.header('Cache-Control', DAY);
    return sendBody(req, reply, 'application/xml; charset=utf-8', Buffer.from(sitemapXml(site, originFor(req, site))));
  });

  const menuCache = new Map<string, ReturnType<typeof resolveMenu>>();
  const menuAt = (p: LoadedProfile, at: number, operations: Operations | undefined) => {
    // Schedules are minute-grained, so one resolution per shop version, minute and operations is exact.
    const key = `${p.shopId}#${opts.shops.versionOf(p)}@${Math.floor(at / 60_000)}${operations ? `#${JSON.stringify(operations)}` : ''}`;
    let menu = menuCache.get(key);
    if (!menu) {
      menu = resolveMenu(p, at, operations);
      if (menuCache.size > 500) menuCache.clear();
      menuCache.set(key, menu);
    }
    return menu;
  };
  // Per compiled profile: a new version is a new object, so its client profile is made afresh.
  const clients = new WeakMap<LoadedProfile, ClientProfile>();

  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    if (opts.source.handle && (await opts.source.handle(req, reply))) return reply.hijack();
    const entry = await opts.source.entry();
    const site = siteForHost(currentSites(), req.headers.host, opts.env.DEFAULT_SITE);
    const url = req.url;
    const pathname = url.split('?')[0] ?? '/';
    let at = opts.now();
    let preview: { at: number } | undefined;
    let boot: BootData<ReturnType<typeof resolveMenu>>;
    if (!site) {
      boot = { host: req.headers.host ?? '', origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`, at, site: null, sites: currentSites(), providers };
    } else {
      const located = entry.locate(site, pathname);
      if (located.redirect) {
        // A draft preview of the site's front door follows it to the menu, still a preview.
        const keep = /[?&]preview=/.test(url) && !located.redirect.includes('?') ? url.slice(pathname.length) : '';
        return reply.redirect(located.redirect + keep, located.status ?? 302);
      }
      let profile = opts.shops.get(located.shopId) ?? opts.shops.get(site.defaultShopId)!;
      const query = new URLSearchParams(url.slice(pathname.length + 1));
      const draftId = query.get('preview');
      const draft = draftId && opts.preview ? await opts.preview(req, profile.shopId, draftId) : undefined;
      if (draft) {
        // A draft preview: that draft, at the asked instant, never cached; without a staff session
        // of this shop the parameter is ignored above and the live page is served.
        const asked = Date.parse(query.get('at') ?? '');
        if (Number.isFinite(asked)) at = asked;
        profile = draft;
        preview = { at };
      }
      let client = clients.get(profile);
      if (!client) clients.set(profile, (client = clientProfile(profile)));
      // The resolved menu travels with the pages that list it; others resolve what they need.
      const listsMenu = located.kind === undefined || located.kind === 'menu' || located.kind === 'page';
      const operations = opts.operations?.(profile.shopId);
      const menu = listsMenu ? (preview ? resolveMenu(profile, at, operations) : menuAt(profile, at, operations)) : undefined;
      boot = { host: req.headers.host ?? '', origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`, at, site, shop: client, ...(operations ? { operations } : {}), ...(menu ? { menu } : {}), providers };
    }
    // React's few inline scripts carry a per-response nonce that the page's policy allows.
    const nonce = randomBytes(16).toString('base64');
    const page = await entry.render(url, boot, { nonce });
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    const template = await opts.source.template(url);
    let html = fillTemplate(template, {
      '<!--app-head-->': page.head + (opts.source.preloadLinks?.(page.modules ?? []) ?? ''),
      '<!--app-html-->': page.html,
      '<!--app-boot-->': `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>`,
    });
    // Development: Vite's hot-reload preamble is an inline script, which the API's policy refuses.
    if (opts.source.handle) reply.removeHeader('content-security-policy');
    else {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
    }
    if (preview) {
      html = html.replace(/<body[^>]*>/, (body) => `${body}${previewBanner(preview.at, boot.shop?.identity.timeZone)}`);
      reply.status(page.status).header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    } else reply.status(page.status).header('Cache-Control', 'no-cache');
    return sendBody(req, reply, 'text/html; charset=utf-8', Buffer.from(html));
  });
}
