/**
 * The storefront's route table: every kind of page with its path (relative to a location's base
 * path, or to the site), the page's loader and its source module. Everything about routes is
 * derived from it:
 * - `siteRoutes(site)`: react-router route objects for one site (App renders them with `useRoutes`);
 * - `locateRoute(site, path)`: the same objects matched by react-router's `matchRoutes`, which the
 *   server calls (through entry-server's `locate`) to pick the location, the status and the page's
 *   chunk to preload, so the server and the browser can never disagree on a path;
 * - `href`: typed links (`href.product(route, id)`, `href.checkout(route)`, ...), the only way
 *   the storefront builds its own URLs.
 *
 * Per location with base path B: B + each order path and B itself (the menu), B/products/{id},
 * B/cart/{cartItemId}, B/success/{type}/{productId}, B/checkout, B/order-status/{orderId}/{shopId?},
 * B/c/{phone}; per site: its pages and /app; anything else is the 404 page (of the location whose
 * base path it is under, else of the default location). /menu-check, the staff menu checker,
 * moved to the staff console: it redirects to /admin/menu-check.
 */
import { generatePath, matchPath, matchRoutes, type PathParam } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { LocationSummary, PageRef, SiteSummary } from '../../../schemas/boot-types.js';
import type { PageProps } from './page-props.js';

export interface RouteDef {
  /** 'location': under each location's base path; 'site': at the site's root; 'index': the site index (a host with no site). */
  readonly scope: 'location' | 'site' | 'index';
  /** The path pattern (react-router syntax); null when the profile gives the paths (a location's order paths, the site's pages). */
  readonly path: string | null;
  /** The page component's chunk. */
  readonly load: () => Promise<{ readonly default: ComponentType<PageProps> }>;
  /** The page's source module, whose built chunk and CSS the server preloads. */
  readonly module: string;
}

/** THE route table: one row per kind of page. More specific paths win whatever the order (react-router ranks them). */
export const ROUTES = {
  menu: { scope: 'location', path: null, load: () => import('../features/menu/MenuPage.js'), module: 'src/features/menu/MenuPage.tsx' },
  product: { scope: 'location', path: '/products/:productId', load: () => import('../features/product/ProductPage.js'), module: 'src/features/product/ProductPage.tsx' },
  'cart-item': { scope: 'location', path: '/cart/:cartItemId', load: () => import('../features/product/ProductPage.js'), module: 'src/features/product/ProductPage.tsx' },
  success: { scope: 'location', path: '/success/:type/:productId', load: () => import('../features/product/SuccessPage.js'), module: 'src/features/product/SuccessPage.tsx' },
  checkout: { scope: 'location', path: '/checkout', load: () => import('../features/checkout/CheckoutPage.js'), module: 'src/features/checkout/CheckoutPage.tsx' },
  'order-status': { scope: 'location', path: '/order-status/:orderId/:shopId?', load: () => import('../features/order/OrderStatusPage.js'), module: 'src/features/order/OrderStatusPage.tsx' },
  rewards: { scope: 'location', path: '/c/:phone', load: () => import('../features/order/RewardsPage.js'), module: 'src/features/order/RewardsPage.tsx' },
  page: { scope: 'site', path: null, load: () => import('../features/site/SitePage.js'), module: 'src/features/site/SitePage.tsx' },
  app: { scope: 'site', path: '/app', load: () => import('../features/site/AppHelpPage.js'), module: 'src/features/site/AppHelpPage.tsx' },
  'not-found': { scope: 'location', path: '/*', load: () => import('../features/site/NotFoundPage.js'), module: 'src/features/site/NotFoundPage.tsx' },
  'site-index': { scope: 'index', path: '/*', load: () => import('../features/site/SiteIndexPage.js'), module: 'src/features/site/SiteIndexPage.tsx' },
} as const satisfies Record<string, RouteDef>;

/** The kinds of post-add screen (`B/success/{type}/{productId}`): after adding a line, after saving an edited one. */
export const SUCCESS_TYPES = ['added', 'saved'] as const;
export type SuccessType = (typeof SUCCESS_TYPES)[number];

/** Whether a path's `type` is one of the post-add screens (any other is the 404 page). */
export function isSuccessType(type: string | undefined): type is SuccessType {
  return (SUCCESS_TYPES as readonly string[]).includes(type ?? '');
}

/** Every kind of page, the site index included. */
export type PageKind = keyof typeof ROUTES;
/** The kinds of page of a site. */
export type RouteKind = Exclude<PageKind, 'site-index'>;
export const PAGE_KINDS = Object.keys(ROUTES) as PageKind[];

export interface SiteRoute {
  readonly path: string;
  readonly kind: RouteKind;
  /** The location (shop) the route belongs to. */
  readonly shopId: string;
  readonly basePath: string;
  /** kind=page: the profile page's path (its key in presentation.pages). */
  readonly pagePath?: string;
}

/** A react-router route object of a site; `handle` is the route. */
export interface SiteRouteObject {
  readonly path: string;
  readonly caseSensitive: false;
  readonly handle: SiteRoute;
}

/** `base` + `path`, where `/` or '' is the base itself ('/' for the empty base). */
function join(base: string, path: string): string {
  if (path === '/' || path === '') return base === '' ? '/' : base;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The site's default location (the first when the default names none). */
export function defaultLocation(site: SiteSummary): LocationSummary | undefined {
  return site.locations.find((l) => l.shopId === site.defaultShopId) ?? site.locations[0];
}

/** A location of the site by shop id (the first location when none has it). */
export function locationOf(site: SiteSummary, shopId: string): LocationSummary | undefined {
  return site.locations.find((l) => l.shopId === shopId) ?? site.locations[0];
}

/** Whether a shop is one of the site's locations. */
export function siteHasShop(site: SiteSummary, shopId: string): boolean {
  return site.locations.some((l) => l.shopId === shopId);
}

const LOCATION_KINDS = (Object.keys(ROUTES) as PageKind[]).filter(
  (k): k is RouteKind => ROUTES[k].scope === 'location' && ROUTES[k].path !== null && k !== 'not-found',
);

function buildRoutes(site: SiteSummary, pages: readonly PageRef[]): SiteRouteObject[] {
  const routes: SiteRoute[] = [];
  const def = defaultLocation(site);
  const at = { shopId: def?.shopId ?? site.defaultShopId, basePath: def?.basePath ?? '' };
  // Pages first: a page and an order path on the same path is the page.
  for (const page of pages) {
    if (page.kind === 'redirect') continue;
    routes.push({ path: page.path, kind: 'page', ...at, pagePath: page.path });
  }
  // Longer base paths first (only equal paths depend on the order).
  const locations = [...site.locations].sort((a, b) => b.basePath.length - a.basePath.length);
  for (const loc of locations) {
    const own = { shopId: loc.shopId, basePath: loc.basePath };
    for (const kind of LOCATION_KINDS) routes.push({ path: join(loc.basePath, ROUTES[kind].path!), kind, ...own });
    for (const orderPath of loc.orderPaths) routes.push({ path: join(loc.basePath, orderPath), kind: 'menu', ...own });
    // A location's bare base path shows its menu too (the legacy 'Glendale Menu' link).
    if (loc.basePath !== '') routes.push({ path: loc.basePath, kind: 'menu', ...own });
  }
  routes.push({ path: ROUTES.app.path, kind: 'app', ...at });
  // Anything else: the 404 page of the location it is under, else of the default location.
  for (const loc of locations) if (loc.basePath !== '') routes.push({ path: join(loc.basePath, ROUTES['not-found'].path), kind: 'not-found', shopId: loc.shopId, basePath: loc.basePath });
  routes.push({ path: ROUTES['not-found'].path, kind: 'not-found', ...at });
  return routes.map((route) => ({ path: route.path, caseSensitive: false, handle: route }));
}

const built = new WeakMap<SiteSummary, SiteRouteObject[]>();

/** The react-router routes of a site (kept per site object). */
export function siteRoutes(site: SiteSummary, pages: readonly PageRef[] = site.pages): SiteRouteObject[] {
  if (pages !== site.pages) return buildRoutes(site, pages);
  let routes = built.get(site);
  if (!routes) built.set(site, (routes = buildRoutes(site, pages)));
  return routes;
}

export interface Located {
  readonly route: SiteRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The route a path belongs to, matched the way react-router matches it (a 404 route always matches). */
export function locateRoute(site: SiteSummary, pathname: string, pages: readonly PageRef[] = site.pages): Located {
  const match = matchRoutes(siteRoutes(site, pages), pathname)?.at(-1);
  if (!match || match.route.handle.kind === 'not-found') {
    const route = match?.route.handle ?? { path: '/*', kind: 'not-found', shopId: site.defaultShopId, basePath: '' };
    return { route, params: {} };
  }
  return { route: match.route.handle, params: match.params };
}

/** The console page that replaced a site's /menu-check (staff sign in there), for the site's default shop. */
export function menuCheckHref(site: SiteSummary): string {
  return `/admin/menu-check?shop=${encodeURIComponent(site.defaultShopId)}`;
}

/**
 * The spec's real redirects: /menu/Food to /menu, /hqusers/storeRedirect/* to /, profile
 * redirect pages, and /menu-check to the staff console's menu checker.
 */
export function redirectFor(site: SiteSummary, pathname: string, pages: readonly PageRef[] = site.pages): string | undefined {
  for (const page of pages) {
    if (page.kind !== 'redirect' || !page.redirectTo) continue;
    const pattern = page.path.endsWith('/*') || page.path.includes(':') ? page.path : `${page.path}/*`;
    if (matchPath({ path: page.path, caseSensitive: false, end: true }, pathname) || matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)) {
      return page.redirectTo;
    }
  }
  if (/^\/hqusers\/storeRedirect(\/|$)/i.test(pathname)) return '/';
  if (/^\/menu-check\/?$/i.test(pathname)) return menuCheckHref(site);
  const menuFood = /^(.*)\/menu\/food\/?$/i.exec(pathname);
  if (menuFood) {
    const target = `${menuFood[1] ?? ''}/menu`;
    if (locateRoute(site, target, pages).route.kind !== 'not-found' || orderAliasTarget(site, target) !== undefined) return target;
  }
  // /order and /menu (with or without a trailing slash) are never a 404: where neither is one of a
  // location's order paths nor a page, they lead to that location's menu.
  if (locateRoute(site, pathname, pages).route.kind === 'not-found') {
    const alias = orderAliasTarget(site, pathname);
    if (alias !== undefined) return alias;
  }
  // A site without a page or menu at / sends / to its default location's first order path.
  if (pathname === '/' && locateRoute(site, '/', pages).route.kind === 'not-found') {
    const def = defaultLocation(site);
    if (def) return href.menu(def);
  }
  return undefined;
}

/**
 * Where `{base}/order` or `{base}/menu` leads when it is not a route: the menu of the location at
 * that base path (the site's default location for the empty base when none is there).
 */
function orderAliasTarget(site: SiteSummary, pathname: string): string | undefined {
  const m = /^(.*)\/(?:order|menu)\/?$/i.exec(pathname);
  if (!m) return undefined;
  const base = (m[1] ?? '').toLowerCase();
  const loc = site.locations.find((l) => l.basePath.toLowerCase() === base) ?? (base === '' ? defaultLocation(site) : undefined);
  return loc ? href.menu(loc) : undefined;
}

/** A location, or a route of one: what links are built under. */
export interface At {
  readonly basePath: string;
}

/** The kinds of page with a fixed path under a location. */
export type LinkKind = 'product' | 'cart-item' | 'success' | 'checkout' | 'order-status' | 'rewards';
export type LinkParams<K extends LinkKind> = { readonly [P in PathParam<(typeof ROUTES)[K]['path']>]: string | null };

/** The path of a page under a location: its pattern filled with these parameters (each one escaped). */
export function pathTo<K extends LinkKind>(kind: K, at: At, params: LinkParams<K>): string {
  return join(at.basePath, generatePath(ROUTES[kind].path, params as never));
}

/** Typed links, from the route table. */
export const href = {
  /** A location's first order page (its menu); `/order` when there is no location. */
  menu: (loc: Pick<LocationSummary, 'basePath' | 'orderPaths'> | undefined): string => (loc ? join(loc.basePath, loc.orderPaths[0] ?? '/order') : '/order'),
  /** A location's base path ('/' for the empty base): its menu, or the site's home page on a single-location site. */
  base: (at: At): string => at.basePath || '/',
  product: (at: At, productId: string): string => pathTo('product', at, { productId }),
  cartItem: (at: At, cartItemId: string): string => pathTo('cart-item', at, { cartItemId }),
  success: (at: At, type: SuccessType, productId: string): string => pathTo('success', at, { type, productId }),
  checkout: (at: At): string => pathTo('checkout', at, {}),
  /** The order confirmation; `shopId` names the location that took the order. */
  orderStatus: (at: At, orderId: string, shopId?: string): string => pathTo('order-status', at, { orderId, shopId: shopId ?? null }),
  rewards: (at: At, phone: string): string => pathTo('rewards', at, { phone }),
  app: (): string => ROUTES.app.path,
} as const;
