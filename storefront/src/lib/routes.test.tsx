import { existsSync, readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SiteSummary } from '../../../schemas/boot-types.js';
import { href, locateRoute, locationOf, PAGE_KINDS, pathTo, redirectFor, ROUTES, siteRoutes, type LinkKind } from './routes.js';

/** One location at the empty base path (the main one) and one at /la-cienega; pages at / and /menu. */
const mixed: SiteSummary = {
  id: 'mixed',
  name: 'Mixed',
  defaultShopId: 'main',
  domains: [],
  locations: [
    { shopId: 'main', label: 'Main', basePath: '', orderPaths: ['/order'] },
    { shopId: 'lac', label: 'La Cienega', basePath: '/la-cienega', orderPaths: ['/order', '/pickup'] },
  ],
  pages: [
    { path: '/', kind: 'landing' },
    { path: '/menu', kind: 'locations' },
    { path: '/order', kind: 'locations' },
    { path: '/old-menu', kind: 'redirect', redirectTo: '/menu' },
  ],
};

/** Two locations under base paths, the default second; no page at /. */
const twoBases: SiteSummary = {
  id: 'kaiju',
  name: 'Kaiju',
  defaultShopId: 'ktown',
  domains: [],
  locations: [
    { shopId: 'lac', label: 'La Cienega', basePath: '/la-cienega', orderPaths: ['/order'] },
    { shopId: 'ktown', label: 'K-Town', basePath: '/ktown', orderPaths: ['/order'] },
  ],
  pages: [],
};

/** One location whose order paths include / itself. */
const rootMenu: SiteSummary = {
  id: 'slice',
  name: 'Slice',
  defaultShopId: 'slice',
  domains: [],
  locations: [{ shopId: 'slice', label: 'Slice', basePath: '', orderPaths: ['/menu', '/order', '/'] }],
  pages: [],
};

const where = (site: SiteSummary, path: string) => {
  const { route, params } = locateRoute(site, path);
  return { kind: route.kind, shopId: route.shopId, basePath: route.basePath, params };
};

describe('the route table', () => {
  it.each([
    // base path ''
    ['/order', 'page', 'main', '', {}],
    ['/products/burger', 'product', 'main', '', { productId: 'burger' }],
    ['/cart/line-7', 'cart-item', 'main', '', { cartItemId: 'line-7' }],
    ['/success/added/burger', 'success', 'main', '', { type: 'added', productId: 'burger' }],
    ['/checkout', 'checkout', 'main', '', {}],
    ['/order-status/o-1', 'order-status', 'main', '', { orderId: 'o-1', shopId: undefined }],
    ['/order-status/o-1/lac', 'order-status', 'main', '', { orderId: 'o-1', shopId: 'lac' }],
    ['/c/2135550199', 'rewards', 'main', '', { phone: '2135550199' }],
    ['/app', 'app', 'main', '', {}],
    ['/', 'page', 'main', '', {}],
    ['/menu', 'page', 'main', '', {}],
    ['/nothing-here', 'not-found', 'main', '', {}],
    ['/products', 'not-found', 'main', '', {}],
    ['/products/burger/more', 'not-found', 'main', '', {}],
    // base path '/la-cienega'
    ['/la-cienega', 'menu', 'lac', '/la-cienega', {}],
    ['/la-cienega/order', 'menu', 'lac', '/la-cienega', {}],
    ['/la-cienega/pickup', 'menu', 'lac', '/la-cienega', {}],
    ['/la-cienega/products/burger', 'product', 'lac', '/la-cienega', { productId: 'burger' }],
    ['/la-cienega/cart/line-7', 'cart-item', 'lac', '/la-cienega', { cartItemId: 'line-7' }],
    ['/la-cienega/success/saved/burger', 'success', 'lac', '/la-cienega', { type: 'saved', productId: 'burger' }],
    ['/la-cienega/checkout', 'checkout', 'lac', '/la-cienega', {}],
    ['/la-cienega/order-status/o-1/lac', 'order-status', 'lac', '/la-cienega', { orderId: 'o-1', shopId: 'lac' }],
    ['/la-cienega/c/2135550199', 'rewards', 'lac', '/la-cienega', { phone: '2135550199' }],
    // the 404 page belongs to the location the path is under
    ['/la-cienega/nothing-here', 'not-found', 'lac', '/la-cienega', {}],
    ['/la-cienega/app', 'not-found', 'lac', '/la-cienega', {}],
  ] as const)('%s is %s of %s', (path, kind, shopId, basePath, params) => {
    expect(where(mixed, path)).toEqual({ kind, shopId, basePath, params });
  });

  it('ignores case and a trailing slash, as the server always did', () => {
    expect(where(mixed, '/LA-CIENEGA/Checkout/')).toMatchObject({ kind: 'checkout', shopId: 'lac' });
    expect(where(mixed, '/products/burger/')).toMatchObject({ kind: 'product', params: { productId: 'burger' } });
  });

  it('a page and an order path on the same path is the page; a location with / among its order paths has its menu at /', () => {
    expect(locateRoute(mixed, '/order').route).toMatchObject({ kind: 'page', pagePath: '/order', shopId: 'main' });
    expect(where(rootMenu, '/')).toMatchObject({ kind: 'menu', shopId: 'slice' });
    expect(where(rootMenu, '/menu')).toMatchObject({ kind: 'menu', shopId: 'slice' });
  });

  it('routes each location of a site with two base paths, and sends other paths to the default location', () => {
    expect(where(twoBases, '/ktown/order')).toMatchObject({ kind: 'menu', shopId: 'ktown', basePath: '/ktown' });
    expect(where(twoBases, '/la-cienega/checkout')).toMatchObject({ kind: 'checkout', shopId: 'lac', basePath: '/la-cienega' });
    expect(where(twoBases, '/checkout')).toMatchObject({ kind: 'not-found', shopId: 'ktown', basePath: '/ktown' });
    expect(where(twoBases, '/')).toMatchObject({ kind: 'not-found', shopId: 'ktown' });
  });

  it('decodes escaped parameters (an id with a space, a slash or a question mark)', () => {
    expect(where(mixed, '/products/fish%20%26%20chips').params).toEqual({ productId: 'fish & chips' });
    expect(where(mixed, '/la-cienega/cart/a%2Fb%3F').params).toEqual({ cartItemId: 'a/b?' });
  });

  it("every kind has its page's module in a feature folder, and its loader imports that module", () => {
    for (const kind of PAGE_KINDS) {
      const { module, load } = ROUTES[kind];
      expect(module, kind).toMatch(/^src\/features\/[a-z-]+\/[A-Za-z]+Page\.tsx$/);
      expect(existsSync(new URL(`../../${module}`, import.meta.url)), module).toBe(true);
      const file = module.replace(/^src\//, '').replace(/\.tsx$/, '');
      expect(load.toString(), kind).toMatch(new RegExp(`${file}\\.(js|tsx)\\b`));
    }
    // Product and cart-item are the same page (add and edit).
    expect(ROUTES['cart-item'].module).toBe(ROUTES.product.module);
  });

  it('react-router renders the route locateRoute names, for every path tried', () => {
    const Pick = ({ site }: { site: SiteSummary }) => useRoutes(siteRoutes(site).map((r) => ({ ...r, element: `${r.handle.kind}:${r.handle.shopId}` })));
    const paths = ['/', '/order', '/menu', '/app', '/checkout', '/c/1', '/products/x', '/x', '/la-cienega', '/la-cienega/order', '/la-cienega/pickup', '/la-cienega/x', '/ktown', '/ktown/checkout', '/ktown/order-status/o/s', '/la-cienega/cart/c', '/LA-CIENEGA/ORDER/'];
    for (const site of [mixed, twoBases, rootMenu]) {
      for (const path of paths) {
        const html = renderToString(<StaticRouter location={path}><Pick site={site} /></StaticRouter>);
        const { route } = locateRoute(site, path);
        expect(html, `${site.id} ${path}`).toBe(`${route.kind}:${route.shopId}`);
      }
    }
  });
});

describe('redirects', () => {
  it('follows profile redirect pages, /menu/Food, /hqusers/storeRedirect and /menu-check', () => {
    expect(redirectFor(mixed, '/old-menu')).toBe('/menu');
    expect(redirectFor(mixed, '/old-menu/anything')).toBe('/menu');
    expect(redirectFor(mixed, '/menu/Food')).toBe('/menu');
    expect(redirectFor(mixed, '/la-cienega/menu/food')).toBe('/la-cienega/menu');
    expect(redirectFor(mixed, '/nowhere/menu/food')).toBeUndefined();
    expect(redirectFor(mixed, '/hqusers/storeRedirect/42')).toBe('/');
    expect(redirectFor(mixed, '/menu-check')).toBe('/admin/menu-check?shop=main');
    expect(redirectFor(mixed, '/checkout')).toBeUndefined();
  });

  it('never answers /order, /order/, /menu or /menu/ with a 404: where they are not routes they lead to the menu', () => {
    // Routes already: no redirect.
    expect(redirectFor(mixed, '/menu')).toBeUndefined();
    expect(redirectFor(rootMenu, '/menu/')).toBeUndefined();
    expect(redirectFor(rootMenu, '/order')).toBeUndefined();
    // The location at /la-cienega orders at /order and /pickup: its /menu leads to /la-cienega/order.
    expect(redirectFor(mixed, '/la-cienega/menu')).toBe('/la-cienega/order');
    expect(redirectFor(mixed, '/la-cienega/menu/')).toBe('/la-cienega/order');
    // No location at the empty base: the default location's menu.
    for (const p of ['/order', '/order/', '/menu', '/menu/']) expect(redirectFor(twoBases, p)).toBe('/ktown/order');
    expect(redirectFor(twoBases, '/menu/Food')).toBe('/menu');
    const custom: SiteSummary = { ...rootMenu, locations: [{ shopId: 'slice', label: 'Slice', basePath: '', orderPaths: ['/eat'] }] };
    expect(redirectFor(custom, '/order/')).toBe('/eat');
    expect(redirectFor(custom, '/menu')).toBe('/eat');
    expect(redirectFor(custom, '/menu/Food')).toBe('/menu');
    expect(redirectFor(custom, '/nothing')).toBeUndefined();
  });

  it("sends / to the default location's first order path when nothing is at /", () => {
    expect(redirectFor(twoBases, '/')).toBe('/ktown/order');
    expect(redirectFor(mixed, '/')).toBeUndefined();
    expect(redirectFor(rootMenu, '/')).toBeUndefined();
  });
});

describe('href', () => {
  const main = { basePath: '' };
  const lac = { basePath: '/la-cienega' };

  it('builds the same URLs the storefront always used', () => {
    expect(href.product(main, 'burger')).toBe('/products/burger');
    expect(href.product(lac, 'fish & chips')).toBe('/la-cienega/products/fish%20%26%20chips');
    expect(href.cartItem(lac, 'line-7')).toBe('/la-cienega/cart/line-7');
    expect(href.success(main, 'added', 'burger')).toBe('/success/added/burger');
    expect(href.success(lac, 'saved', 'burger')).toBe('/la-cienega/success/saved/burger');
    expect(href.checkout(main)).toBe('/checkout');
    expect(href.checkout(lac)).toBe('/la-cienega/checkout');
    expect(href.orderStatus(lac, 'o-1', 'lac')).toBe('/la-cienega/order-status/o-1/lac');
    expect(href.orderStatus(main, 'o-1')).toBe('/order-status/o-1');
    expect(href.rewards(main, '2135550199')).toBe('/c/2135550199');
    expect(href.app()).toBe('/app');
    expect(href.base(main)).toBe('/');
    expect(href.base(lac)).toBe('/la-cienega');
  });

  it("links a location's menu: its first order path under its base path", () => {
    expect(href.menu(mixed.locations[0])).toBe('/order');
    expect(href.menu(mixed.locations[1])).toBe('/la-cienega/order');
    expect(href.menu(rootMenu.locations[0])).toBe('/menu');
    expect(href.menu({ basePath: '', orderPaths: ['/'] })).toBe('/');
    expect(href.menu({ basePath: '/glendale', orderPaths: ['/'] })).toBe('/glendale');
    expect(href.menu({ basePath: '/glendale', orderPaths: [] })).toBe('/glendale/order');
    expect(href.menu(undefined)).toBe('/order');
    expect(href.menu(locationOf(twoBases, 'lac'))).toBe('/la-cienega/order');
    expect(href.menu(locationOf(twoBases, 'nobody'))).toBe('/la-cienega/order');
  });

  const ids = ['burger', 'fish & chips', 'a/b', 'q?x#y', '100%', 'café'];
  const cases: [LinkKind, Record<string, string | null>, (at: { basePath: string }, id: string) => string][] = [
    ['product', { productId: 'ID' }, (at, id) => href.product(at, id)],
    ['cart-item', { cartItemId: 'ID' }, (at, id) => href.cartItem(at, id)],
    ['success', { type: 'added', productId: 'ID' }, (at, id) => href.success(at, 'added', id)],
    ['checkout', {}, (at) => href.checkout(at)],
    ['order-status', { orderId: 'ID', shopId: 'lac' }, (at, id) => href.orderStatus(at, id, 'lac')],
    ['rewards', { phone: 'ID' }, (at, id) => href.rewards(at, id)],
  ];
  it.each(cases)('%s: href then locate gives back the kind, the location and the parameters', (kind, params, make) => {
    for (const [at, shopId] of [[main, 'main'], [lac, 'lac']] as const) {
      for (const id of ids) {
        const path = make(at, id);
        const expected = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 'ID' ? id : v]));
        expect(where(mixed, path), path).toEqual({ kind, shopId, basePath: at.basePath, params: expected });
        // The named helper is the table's pattern filled in.
        expect(pathTo(kind, at, expected as never)).toBe(path);
      }
    }
  });

  it('an order confirmation without a shop id locates with none', () => {
    expect(where(mixed, href.orderStatus(lac, 'o-9'))).toEqual({ kind: 'order-status', shopId: 'lac', basePath: '/la-cienega', params: { orderId: 'o-9', shopId: undefined } });
  });

  it('no storefront source builds a page URL by hand', () => {
    // Every link to a page of the route table goes through href.
    const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const offenders = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx') && !file.endsWith('/lib/routes.ts'))
      .flatMap(([file, text]) => text.split('\n').map((line, i) => [file, i + 1, line] as const))
      .filter(([, , line]) => /`[^`]*\$\{[^}]*\}\/(products|cart|success|checkout|order-status|c)\//.test(line) || /`[^`]*\$\{[^}]*\}\/checkout`/.test(line) || /basePath\}\$\{/.test(line))
      .map(([file, n, line]) => `${file}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
    expect(readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')).toContain('export const href');
  });
});
