/**
 * The customer storefront on every host: each GET that is not the API, the console, a built
 * asset or an image is a page, rendered on the server for the site the Host names, with the
 * location's public profile and its menu embedded, then hydrated in the browser.
 *
 * One job per module in server/storefront/: `source.ts` obtains the storefront's code (its build,
 * or Vite in development), `sites.ts` lists the sites and finds the one a Host names, `files.ts`
 * serves the assets and images, `compress.ts` compresses, `robots.ts` writes robots.txt and
 * sitemap.xml, `render.ts` renders a page, and `page-cache.ts` keeps rendered menu and site pages
 * until what they show changes. The public profile (`public-profile.ts`) and the resolved menus
 * (`menu-cache.ts`) are the same ones the API serves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nextMenuChange, resolveMenu, type Operations, type ResolvedMenu } from '../engine/index.js';
import type { BootData, SiteSummary } from '../schemas/boot-types.js';
import type { Queryable } from './db.js';
import type { MenuCache } from './menu-cache.js';
import { isOrderIdShape } from './orders/ids.js';
import { publicProfile } from './public-profile.js';
import type { ShopRegistry } from './shops.js';
import { compressible, encodingFor, sendBody } from './storefront/compress.js';
import { registerFileRoutes } from './storefront/files.js';
import { createPageCache, pageCacheBytesFromEnv, type CachedPage, type PageCache } from './storefront/page-cache.js';
import { policyWithScripts, previewBanner, providersFromEnv, renderPage, type RenderedPage } from './storefront/render.js';
import { registerRobotsAndSitemap } from './storefront/robots.js';
import { currentSites, siteForHost, siteHost } from './storefront/sites.js';
import type { StorefrontEntry, StorefrontSource } from './storefront/source.js';
import type { DraftPreview, DraftShop } from './versions/preview.js';

export type { StorefrontEntry, StorefrontSource } from './storefront/source.js';

export interface StorefrontOptions {
  readonly shops: ShopRegistry;
  readonly shopsDir: string;
  readonly source: StorefrontSource;
  readonly now: () => number;
  readonly env: NodeJS.ProcessEnv;
  /** Resolved menus, shared with the menu API. */
  readonly menus: MenuCache;
  /** `?preview={draftId}`: the draft to render instead of the live version, for signed-in staff of the shop. */
  readonly preview?: DraftPreview;
  /** The shop of a previewed draft (for staff who may read it), so a preview asked on another host renders the draft's site. */
  readonly previewShop?: DraftShop;
  /** A shop's live operations now (pause, busy minutes, out of stock): the menu is resolved with them and the page boots with them. */
  readonly operations?: (shopId: string) => Operations | undefined;
  /** Bytes of rendered pages kept (default PAGE_CACHE_MB, else 32 MB; 0 keeps none). */
  readonly pageCacheBytes?: number;
  /** Whether a shop has an order of this id: an order confirmation of an unknown order is answered with 404. */
  readonly orderExists?: (shopId: string, orderId: string) => Promise<boolean>;
}

/**
 * Whether a shop has an order of this id, for the order confirmation's HTTP status. A database
 * that does not answer counts as yes: the page, fetching the order, then says what happened.
 */
export function orderLookup(db: Queryable): (shopId: string, orderId: string) => Promise<boolean> {
  return async (shopId, orderId) => {
    if (!isOrderIdShape(orderId)) return false;
    try {
      return (await db.query('SELECT 1 FROM orders WHERE id = $1 AND shop_id = $2', [orderId, shopId])).rows.length > 0;
    } catch {
      return true;
    }
  };
}

/** The kinds of page kept once rendered: the menu and the site's own pages (everything on them follows the profile, the operations and the clock). */
const KEPT_KINDS: ReadonlySet<string> = new Set(['menu', 'page']);

const HTML = 'text/html; charset=utf-8';

type Located = ReturnType<StorefrontEntry['locate']>;
/** Paths located per site object (a new site list is new objects); a site's map is emptied when it grows past this. */
const LOCATED_PER_SITE = 2000;

/** Registers the storefront routes: assets, shop images, robots.txt, sitemap.xml, and every other GET as a rendered page. */
export function registerStorefront(app: FastifyInstance, opts: StorefrontOptions): PageCache {
  const sites = currentSites(opts.shops);
  const providers = providersFromEnv(opts.env);
  registerFileRoutes(app, { shops: opts.shops, shopsDir: opts.shopsDir, assetsDir: opts.source.assetsDir });
  registerRobotsAndSitemap(app, { sites, env: opts.env });
  // Development renders every page afresh: its code changes under it.
  const pages = createPageCache(opts.source.handle ? 0 : opts.pageCacheBytes ?? pageCacheBytesFromEnv(opts.env));
  // Which location and kind of page a path is: the storefront's route table answers, once per path.
  const locatedBySite = new WeakMap<SiteSummary, Map<string, Located>>();
  const locate = (entry: StorefrontEntry, site: SiteSummary, pathname: string): Located => {
    if (opts.source.handle) return entry.locate(site, pathname, sites());
    let paths = locatedBySite.get(site);
    if (!paths) locatedBySite.set(site, (paths = new Map()));
    let located = paths.get(pathname);
    if (!located) {
      if (paths.size >= LOCATED_PER_SITE) paths.clear();
      // The site objects are new whenever the list is, so another site's order found here stays right.
      paths.set(pathname, (located = entry.locate(site, pathname, sites())));
    }
    return located;
  };

  // The server's policy with the page's inline scripts allowed by hash (development: Vite's
  // hot-reload preamble is an inline script of its own, so no policy there).
  const policy = (reply: FastifyReply, scriptHashes: readonly string[]): void => {
    if (opts.source.handle) {
      reply.removeHeader('content-security-policy');
      return;
    }
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', policyWithScripts(csp, scriptHashes));
  };
  const sendRendered = (req: FastifyRequest, reply: FastifyReply, page: RenderedPage, cache: 'no-cache' | 'no-store'): FastifyReply => {
    if (page.redirect) return reply.redirect(page.redirect, page.status);
    policy(reply, page.scriptHashes);
    reply.status(page.status).header('Cache-Control', cache);
    return sendBody(req, reply, HTML, Buffer.from(page.html));
  };
  const sendKept = async (req: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> => {
    const encoding = compressible(HTML, page.body.length) ? encodingFor(req) : undefined;
    const etag = page.etag(encoding);
    policy(reply, page.scriptHashes);
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
    const bytes = await page.bytes(encoding);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(page.status).type(HTML).send(bytes);
  };

  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    if (opts.source.handle && (await opts.source.handle(req, reply))) return reply.hijack();
    const entry = await opts.source.entry();
    const url = req.url;
    const pathname = url.split('?')[0] ?? '/';
    let site = siteForHost(sites(), req.headers.host, opts.env.DEFAULT_SITE);
    if (opts.previewShop && /[?&]preview=/.test(url)) {
      // A preview asked where the console is signed in (the bare address, or another site's host):
      // the draft's own site is rendered here, since the session cookie belongs to this host.
      const draftId = new URLSearchParams(url.slice(pathname.length + 1)).get('preview');
      const shopId = draftId ? await opts.previewShop(req, draftId) : undefined;
      if (shopId && !site?.locations.some((l) => l.shopId === shopId)) site = sites().find((s) => s.locations.some((l) => l.shopId === shopId)) ?? site;
    }
    const host = req.headers.host ?? '';
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    if (!site) {
      const boot: BootData<ResolvedMenu> = { host, origin, at: opts.now(), site: null, sites: sites(), providers };
      return sendRendered(req, reply, await renderPage(opts.source, entry, url, boot), 'no-cache');
    }
    const located = locate(entry, site, pathname);
    if (located.redirect) {
      // A draft preview of the site's front door follows it to the menu, still a preview.
      const keep = /[?&]preview=/.test(url) && !located.redirect.includes('?') ? url.slice(pathname.length) : '';
      return reply.redirect(located.redirect + keep, located.status ?? 302);
    }
    // An order confirmation of another site's shop is never shown in this site's frame: it is sent
    // to that site's own address when there is one for this request, else it is the 404 page.
    if (located.elsewhere) {
      const { siteId, path } = located.elsewhere;
      const there = sites().find((s) => s.id === siteId);
      const thereHost = there ? siteHost(there, req.headers.host) : undefined;
      if (thereHost) return reply.redirect(`${req.protocol}://${thereHost}${path}${url.slice(pathname.length)}`, 302);
    }
    const profile = opts.shops.get(located.shopId) ?? opts.shops.get(site.defaultShopId)!;
    // The resolved menu travels with the pages that list it; others resolve what they need.
    const listsMenu = located.kind === undefined || located.kind === 'menu' || located.kind === 'page';

    const query = new URLSearchParams(url.slice(pathname.length + 1));
    const draftId = query.get('preview');
    const draft = draftId && opts.preview ? await opts.preview(req, profile.shopId, draftId) : undefined;
    if (draft) {
      // A draft preview: that draft, at the asked instant, never kept nor stored by the browser;
      // without a staff session of this shop the parameter is ignored above and the live page is served.
      const asked = Date.parse(query.get('at') ?? '');
      const at = Number.isFinite(asked) ? asked : opts.now();
      const operations = opts.operations?.(draft.shopId);
      const boot: BootData<ResolvedMenu> = {
        host, origin, at, ...(Number.isFinite(asked) ? { clockFixed: true as const } : {}), site, shop: publicProfile(draft), ...(operations ? { operations } : {}), ...(listsMenu ? { menu: resolveMenu(draft, at, operations) } : {}), providers,
      };
      const page = await renderPage(opts.source, entry, url, boot, previewBanner(at, draft.identity.timeZone));
      reply.header('X-Robots-Tag', 'noindex');
      return sendRendered(req, reply, page, 'no-store');
    }

    const operations = opts.operations?.(profile.shopId);
    const liveBoot = (at: number, validUntil?: number): BootData<ResolvedMenu> => ({
      host, origin, at, site, shop: publicProfile(profile), ...(operations ? { operations } : {}),
      ...(listsMenu ? { menu: opts.menus.at(profile, at, operations).menu } : {}), ...(validUntil !== undefined ? { validUntil } : {}), providers,
    });
    if (!KEPT_KINDS.has(located.kind ?? '')) {
      const page = await renderPage(opts.source, entry, url, liveBoot(opts.now()));
      // An order this shop does not have: the page says so once it has asked for the order
      // ('There is no order with this id at this shop.'), and the answer is a 404 as for an unknown product.
      const order = located.order;
      const unknownOrder = order !== undefined && page.status === 200 && opts.orderExists !== undefined && !(await opts.orderExists(order.shopId, order.orderId));
      return sendRendered(req, reply, unknownOrder ? { ...page, status: 404 } : page, 'no-cache');
    }
    // A menu or site page: rendered once from this version and these operations, for its path
    // (the query changes nothing on it), and served until the next change of what it shows.
    const now = opts.now();
    const kept = await pages.get(`${req.protocol}://${host}${pathname}`, { generation: opts.shops.generation, profile, operations }, now, async () => {
      const until = nextMenuChange(profile, now, operations);
      return { page: await renderPage(opts.source, entry, pathname, liveBoot(now, until)), from: now, until };
    });
    return 'body' in kept ? sendKept(req, reply, kept) : sendRendered(req, reply, kept, 'no-cache');
  });
  return pages;
}

/** If-None-Match names this ETag (compared weakly, as the header asks), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
