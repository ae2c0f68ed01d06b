/** Server rendering: the server calls `locate` to pick the location, then `render` for the page. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, locate as locateIn } from './App.js';
import type { Boot, SiteSummary } from './lib/boot.js';
import { headHtml } from './lib/seo.js';
import { locateRoute, redirectFor, ROUTES } from './lib/routes.js';
import { pagesWith } from './app/pages.js';
import { menuHasProduct } from './lib/menu.js';

/** The location (shop) a path belongs to, or a real HTTP redirect. */
export function locate(site: SiteSummary, pathname: string): { shopId: string; kind?: string; redirect?: string; status?: number } {
  const redirect = redirectFor(site, pathname);
  if (redirect && redirect !== pathname) return { shopId: site.defaultShopId, redirect, status: 302 };
  const { route } = locateRoute(site, pathname);
  return { shopId: route.shopId, kind: route.kind };
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
  // A product page of an id the menu does not have is the 'We couldn't find this item' page, a 404
  // (one hidden only at this instant stays a 200).
  const unknownProduct = kind === 'product' && !menuHasProduct(boot.shop, located?.params.productId, boot.at);
  const status = kind === 'not-found' || unknownProduct ? 404 : 200;
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
