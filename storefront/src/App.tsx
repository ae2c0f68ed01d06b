/** The storefront: the boot data, the shop's cart and the page for the current path. */
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { BootContext, type Boot } from './lib/boot.js';
import { headFor } from './lib/head.js';
import { locateRoute, type Located } from './lib/routes.js';
import { Layout } from './components/layout/Layout.js';
import { ScrollManager } from './components/ScrollManager.js';
import type { PageMap } from './pages/index.js';
import { cartStoreFor, followOtherTabs, type CartStore } from './stores/cart.js';
import { CartContext } from './stores/use-cart.js';
import './styles/base.css';

/** Where a path goes on this page's site (null: the site index). */
export function locate(boot: Boot, pathname: string): Located | null {
  return boot.site ? locateRoute(boot.site, pathname) : null;
}

export function App({ boot, pages }: { readonly boot: Boot; readonly pages: PageMap }) {
  const { pathname } = useLocation();
  const located = locate(boot, pathname);
  const shopId = boot.shop?.shopId;
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

  const kind = located ? located.route.kind : 'site-index';
  const Page = pages[kind];
  const page = (
    <Layout route={located?.route ?? null}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        {foreign ? null : <Page route={located?.route ?? { path: '/', kind: 'not-found', shopId: '', basePath: '' }} params={located?.params ?? {}} />}
      </Suspense>
    </Layout>
  );
  return (
    <BootContext.Provider value={boot}>
      {cart ? <CartContext.Provider value={cart}>{page}</CartContext.Provider> : page}
      <ScrollManager orderPaths={located?.route.kind === 'menu'} />
    </BootContext.Provider>
  );
}
