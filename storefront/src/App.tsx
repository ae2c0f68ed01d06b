/** The storefront: the boot data, the shop's cart and the page for the current path (react-router renders the site's routes). */
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { BootContext, type Boot } from './lib/boot.js';
import { headFor } from './lib/head.js';
import { locateRoute, siteRoutes, type Located, type SiteRoute } from './lib/routes.js';
import { Layout } from './app/Layout.js';
import { PageFocus } from './app/PageFocus.js';
import { ScrollManager } from './app/ScrollManager.js';
import type { PageMap } from './app/pages.js';
import type { PageProps } from './lib/page-props.js';
import { cartStoreFor, followOtherTabs, type CartStore } from './stores/cart.js';
import { CartContext } from './stores/use-cart.js';
import './app/base.css';

/** Where a path goes on this page's site (null: the site index). */
export function locate(boot: Boot, pathname: string): Located | null {
  return boot.site ? locateRoute(boot.site, pathname) : null;
}

/** The site index's route (a host with no site). */
const INDEX_ROUTE: SiteRoute = { path: '/*', kind: 'not-found', shopId: '', basePath: '' };

/** One route's page, with the path's parameters as react-router matched them. */
function RoutePage({ Page, route }: { readonly Page: ComponentType<PageProps>; readonly route: SiteRoute }) {
  const params = useParams();
  return <Page route={route} params={route.kind === 'not-found' ? {} : params} />;
}

/** The routes react-router renders: the site's routes from the route table, each with its page. */
function routeObjects(boot: Boot, pages: PageMap): RouteObject[] {
  if (!boot.site) return [{ path: '/*', element: <RoutePage Page={pages['site-index']} route={INDEX_ROUTE} /> }];
  return siteRoutes(boot.site).map(({ path, caseSensitive, handle }) => ({ path, caseSensitive, element: <RoutePage Page={pages[handle.kind]} route={handle} /> }));
}

export function App({ boot, pages }: { readonly boot: Boot; readonly pages: PageMap }) {
  const { pathname } = useLocation();
  const located = locate(boot, pathname);
  const shopId = boot.shop?.shopId;
  const routes = useMemo(() => routeObjects(boot, pages), [boot, pages]);
  const routed = useRoutes(routes);
  const cart: CartStore | null = useMemo(() => (boot.shop ? cartStoreFor(boot.shop.shopId, boot.shop.settings) : null), [boot.shop]);

  useEffect(() => {
    if (!cart || !shopId) return undefined;
    void Promise.resolve(cart.persist.rehydrate()).then(() => {
      cart.getState().enforceRules();
      cart.getState().recordQuery(window.location.search, Date.now());
    });
    // A line added or an order placed in another tab shows here at once.
    return followOtherTabs(cart, shopId);
  }, [cart, shopId]);

  useEffect(() => {
    // Browser tests and scripts wait for this before interacting.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    document.title = headFor(boot, located).title;
  }, [boot, located]);

  // A path of another location needs that location's data: load it as a new page.
  const foreign = located && shopId && located.route.shopId !== shopId;
  useEffect(() => {
    if (foreign) window.location.reload();
  }, [foreign]);

  const page = (
    <Layout route={located?.route ?? null}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        {foreign ? null : routed}
      </Suspense>
    </Layout>
  );
  return (
    <BootContext.Provider value={boot}>
      {cart ? <CartContext.Provider value={cart}>{page}</CartContext.Provider> : page}
      <ScrollManager orderPaths={located?.route.kind === 'menu'} />
      <PageFocus kind={located?.route.kind} />
    </BootContext.Provider>
  );
}
