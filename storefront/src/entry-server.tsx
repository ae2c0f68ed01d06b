/** Server rendering: the server calls `locate` to pick the location, then `render` for the page. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, locate as locateIn } from './App.js';
import type { Boot, SiteSummary } from './lib/boot.js';
import { headHtml } from './lib/seo.js';
import { href, isSuccessType, locateRoute, locationOf, redirectFor, ROUTES, siteHasShop, type Located } from './lib/routes.js';
import { pagesWith } from './app/pages.js';
import { menuHasProduct } from './lib/menu.js';

/** Where a path goes: its location (shop) and kind of page, or a real HTTP redirect. */
export interface LocatedPath {
  readonly shopId: string;
  readonly kind?: string;
  readonly redirect?: string;
  readonly status?: number;
  /** An order confirmation: the order and the shop that took it (the path's `shopId`, else the location's). */
  readonly order?: { readonly orderId: string; readonly shopId: string };
  /** An order confirmation of a shop of another site: that site, and the order's path there. */
  readonly elsewhere?: { readonly siteId: string; readonly path: string };
}

/** The location (shop) a path belongs to, or a real HTTP redirect; `sites` (all of them) finds the site of another site's order. */
export function locate(site: SiteSummary, pathname: string, sites: readonly SiteSummary[] = []): LocatedPath {
  const redirect = redirectFor(site, pathname);
  if (redirect && redirect !== pathname) return { shopId: site.defaultShopId, redirect, status: 302 };
  const { route, params } = locateRoute(site, pathname);
  if (route.kind !== 'order-status') return { shopId: route.shopId, kind: route.kind };
  const order = { orderId: params.orderId ?? '', shopId: params.shopId || route.shopId };
  if (siteHasShop(site, order.shopId)) return { shopId: route.shopId, kind: route.kind, order };
  const other = sites.find((s) => s !== site && siteHasShop(s, order.shopId));
  const there = other ? locationOf(other, order.shopId) : undefined;
  return { shopId: route.shopId, kind: route.kind, order, ...(other && there ? { elsewhere: { siteId: other.id, path: href.orderStatus(there, order.orderId, order.shopId) } } : {}) };
}

/**
 * Pages of a kind that exists but not for this path, so the 404 status: a product (or post-add
 * screen) of an id the menu does not have at all (one hidden only at this instant stays a 200), a
 * post-add screen of a type other than `added` and `saved`, and an order confirmation of a shop of
 * another site (which the server sends to that site when it can).
 */
function missing(boot: Boot, located: Located | null): boolean {
  if (!located) return false;
  const { route, params } = located;
  switch (route.kind) {
    case 'not-found':
      return true;
    case 'product':
      return !menuHasProduct(boot.shop, params.productId, boot.at);
    case 'success':
      return !isSuccessType(params.type) || !menuHasProduct(boot.shop, params.productId, boot.at);
    case 'order-status':
      return !!boot.site && !siteHasShop(boot.site, params.shopId || route.shopId);
    default:
      return false;
  }
}

/**
 * Renders a page to HTML. The page's module is loaded first (the route table's `load`, as the
 * browser does before hydrating), so nothing suspends and the whole page is in the HTML;
 * `renderToString` keeps it inline (the streaming renderer moves large Suspense content to the
 * end of the document, behind a script).
 */
export async function render(url: string, boot: Boot): Promise<{ html: string; head: string; status: number; modules: string[] }> {
  const pathname = url.split('?')[0] ?? '/';
  const located = locateIn(boot, pathname);
  const kind = located ? located.route.kind : 'site-index';
  // A product page of an id the menu does not have is the 'We couldn't find this item' page, a 404.
  const status = missing(boot, located) ? 404 : 200;
  const page = await ROUTES[kind].load();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App boot={boot} pages={pagesWith({ [kind]: page.default })} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: headHtml(boot, located, pathname), status, modules: [ROUTES[kind].module] };
}
