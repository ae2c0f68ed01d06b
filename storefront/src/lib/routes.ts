/**
 * The routes of a site, computed from its locations and pages, shared by the server (which
 * picks the location, the status and real redirects) and the browser (which renders them).
 *
 * Per location with base path B: B + each order path, B/products/{id}, B/cart/{cartItemId},
 * B/success/{type}/{productId}, B/checkout, B/order-status/{orderId}/{shopId?}, B/c/{phone};
 * per site: its pages and /app; anything else is the 404 page. /menu-check, the staff menu checker,
 * moved to the staff console: it redirects to /admin/menu-check.
 */
import { matchPath } from 'react-router-dom';
import type { PageRef, SiteSummary } from '../../../schemas/boot-types.js';

export type RouteKind =
  | 'menu' | 'product' | 'cart-item' | 'success' | 'checkout' | 'order-status' | 'rewards'
  | 'page' | 'app' | 'not-found';

export interface SiteRoute {
  readonly path: string;
  readonly kind: RouteKind;
  /** The location (shop) the route belongs to. */
  readonly shopId: string;
  readonly basePath: string;
  /** kind=page: the profile page's path (its key in presentation.pages). */
  readonly pagePath?: string;
}


const LOCATION_ROUTES: readonly (readonly [string, RouteKind])[] = [
  ['/products/:productId', 'product'],
  ['/cart/:cartItemId', 'cart-item'],
  ['/success/:type/:productId', 'success'],
  ['/checkout', 'checkout'],
  ['/order-status/:orderId/:shopId?', 'order-status'],
  ['/c/:phone', 'rewards'],
];

function join(base: string, path: string): string {
  if (path === '/' || path === '') return base === '' ? '/' : base;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Every route of a site, most specific first; pages come before order paths on the same path. */
export function siteRoutes(site: SiteSummary, pages: readonly PageRef[] = site.pages): SiteRoute[] {
  const routes: SiteRoute[] = [];
  const def = site.locations.find((l) => l.shopId === site.defaultShopId) ?? site.locations[0];
  const defaultShopId = def?.shopId ?? site.defaultShopId;
  for (const page of pages) {
    if (page.kind === 'redirect') continue;
    routes.push({ path: page.path, kind: 'page', shopId: defaultShopId, basePath: def?.basePath ?? '', pagePath: page.path });
  }
  // Longer base paths first, so /la-cienega/checkout never falls to a location at ''.
  const locations = [...site.locations].sort((a, b) => b.basePath.length - a.basePath.length);
  for (const loc of locations) {
    for (const [path, kind] of LOCATION_ROUTES) routes.push({ path: join(loc.basePath, path), kind, shopId: loc.shopId, basePath: loc.basePath });
    for (const orderPath of loc.orderPaths) routes.push({ path: join(loc.basePath, orderPath), kind: 'menu', shopId: loc.shopId, basePath: loc.basePath });
    // A location's bare base path shows its menu too (the legacy 'Glendale Menu' link).
    if (loc.basePath !== '') routes.push({ path: loc.basePath, kind: 'menu', shopId: loc.shopId, basePath: loc.basePath });
  }
  routes.push({ path: '/app', kind: 'app', shopId: defaultShopId, basePath: def?.basePath ?? '' });
  return routes;
}

export interface Located {
  readonly route: SiteRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The route a path belongs to; the 404 route (default location) when none matches. */
export function locateRoute(site: SiteSummary, pathname: string, pages: readonly PageRef[] = site.pages): Located {
  const routes = siteRoutes(site, pages);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Exact pages and order paths first (a page at /order beats nothing but itself), then patterns.
  for (const route of routes) {
    const m = matchPath({ path: route.path, caseSensitive: false, end: true }, path);
    if (m) return { route, params: m.params };
  }
  const loc = site.locations.find((l) => l.basePath !== '' && (path === l.basePath || path.startsWith(`${l.basePath}/`)));
  const def = loc ?? site.locations.find((l) => l.shopId === site.defaultShopId) ?? site.locations[0];
  return { route: { path: '*', kind: 'not-found', shopId: def?.shopId ?? site.defaultShopId, basePath: def?.basePath ?? '' }, params: {} };
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
    if (locateRoute(site, target, pages).route.kind !== 'not-found') return target;
  }
  // A site without a page or menu at / sends / to its default location's first order path.
  if (pathname === '/' && locateRoute(site, '/', pages).route.kind === 'not-found') {
    const def = site.locations.find((l) => l.shopId === site.defaultShopId) ?? site.locations[0];
    if (def) return join(def.basePath, def.orderPaths[0] ?? '/order');
  }
  return undefined;
}

/** A location's first order page (its menu). */
export function orderHref(site: SiteSummary, shopId: string): string {
  const loc = site.locations.find((l) => l.shopId === shopId) ?? site.locations[0];
  return loc ? join(loc.basePath, loc.orderPaths[0] ?? '/order') : '/order';
}
