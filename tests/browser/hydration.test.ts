/**
 * Every storefront route of three sites (one location; a location under /glendale with site
 * pages; two locations with form pages), loaded fresh at 390 and 1280 px with a saved cart in the
 * browser: the server's HTML and the browser's first render agree, so React reports no hydration
 * error (#418, #423, #425, 'Hydration', 'did not match') on any of them. Checkout, which shows the
 * saved bag only after hydration, also renders a useful frame without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hydrated, openPage, storefrontSuite, type Storefront } from './harness.js';

const suite = storefrontSuite();

/** What React says when the server's HTML and the browser's first render differ. */
const HYDRATION_ERROR = /#418|#423|#425|hydrat|did not match/i;

interface MenuProduct { id: string; name: string; orderable: boolean; marketPrice: boolean; modgroups: { required: boolean; minCount?: number }[] }

/** A product of the shop's menu that needs no choices (from the menu API). */
async function simpleProduct(sf: Storefront, shopId: string): Promise<MenuProduct> {
  const res = await fetch(`http://127.0.0.1:${sf.port}/api/shops/${shopId}/menu`);
  const menu = (await res.json()) as { categories: { products: MenuProduct[] }[] };
  const p = menu.categories.flatMap((c) => c.products).find((x) => x.orderable && !x.marketPrice && x.modgroups.every((g) => !g.required && !(g.minCount ?? 0)));
  if (!p) throw new Error(`${shopId} has no product without required choices`);
  return p;
}

/** A card order placed through the API, as a browser would: its id and tip token. */
async function placeCardOrder(sf: Storefront, shopId: string, productId: string): Promise<{ orderId: string; tipToken: string }> {
  const api = `http://127.0.0.1:${sf.port}/api/shops/${shopId}`;
  const cart = { products: [{ id: 'line1', productId, quantity: 2, customerPicks: {} }], cartType: 'PICKUP', paymentType: 'CARD', pickupTime: 'ASAP', name: 'Ana Diaz', phone: '(213) 555-0199', tip: null, paymentMethod: '4242424242424242' };
  const quote = (await (await fetch(`${api}/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cart) })).json()) as { totals: { invoiceCents: number } };
  const res = await fetch(`${api}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `hydration-${shopId}-${Math.random()}` },
    body: JSON.stringify({ ...cart, expectedInvoiceCents: quote.totals.invoiceCents }),
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { orderId: string; tipToken: string };
}

interface Visit {
  readonly site: string;
  readonly path: string;
  /** What the customer waits for on the page once it is live. */
  readonly ready: (page: Page) => Locator;
}

interface Location {
  readonly site: string;
  readonly shopId: string;
  readonly base: string;
}

/** The routes of one location: menu, product, the cart line, added, checkout, order status, rewards. */
async function locationVisits(sf: Storefront, loc: Location): Promise<{ visits: Visit[]; cart: unknown; tipToken: [string, string] }> {
  const product = await simpleProduct(sf, loc.shopId);
  const order = await placeCardOrder(sf, loc.shopId, product.id);
  const { site, base } = loc;
  const visits: Visit[] = [
    { site, path: `${base}/order`, ready: (p) => p.getByRole('link', { name: 'cart (2)' }) },
    { site, path: `${base}/products/${product.id}`, ready: (p) => p.getByRole('heading', { name: `Customize your ${product.name}` }) },
    { site, path: `${base}/cart/line1`, ready: (p) => p.getByRole('button', { name: /^Save/ }) },
    { site, path: `${base}/success/added/${product.id}`, ready: (p) => p.getByRole('heading', { name: 'Item successfully added to cart.' }) },
    { site, path: `${base}/checkout`, ready: (p) => p.getByRole('heading', { name: 'Shopping Bag' }) },
    { site, path: `${base}/order-status/${order.orderId}/${loc.shopId}`, ready: (p) => p.getByRole('heading', { name: 'Tip (100% to Staff/Driver)' }) },
    { site, path: `${base}/c/2135550199`, ready: (p) => p.getByRole('heading', { name: "Here's $10" }) },
  ];
  const cart = { state: { products: [{ id: 'line1', productId: product.id, quantity: 2, note: '', customerPicks: {} }], cartType: 'PICKUP', paymentType: 'CASH' }, version: 1 };
  return { visits, cart, tipToken: [`tip-token:${loc.shopId}:${order.orderId}`, order.tipToken] };
}

/** Waits until React has taken over the page's own content (hydrated it, or rendered it anew). */
async function contentLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('#main')?.firstElementChild;
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
}

describe('hydration on every route', () => {
  const LOCATIONS: Location[] = [
    { site: 'test', shopId: 'test', base: '' },
    { site: 'juicestop', shopId: 'juicestop', base: '/glendale' },
    { site: 'kaiju', shopId: 'kaiju-ktown', base: '/ktown' },
    { site: 'kaiju', shopId: 'kaiju-lacienega', base: '/la-cienega' },
  ];
  const heading = (p: Page) => p.locator('#main h1').first();
  const SITE_VISITS: Visit[] = [
    { site: 'test', path: '/app', ready: (p) => p.getByRole('heading', { name: /^Install / }) },
    { site: 'test', path: '/no-such-page', ready: (p) => p.getByRole('heading', { name: '404, Sorry!' }) },
    ...['/', '/catering', '/taco-night', '/locations', '/online-ordering'].map((path) => ({ site: 'juicestop', path, ready: heading })),
    { site: 'juicestop', path: '/app', ready: (p) => p.getByRole('heading', { name: /^Install / }) },
    { site: 'juicestop', path: '/glendale/no-such-page', ready: (p) => p.getByRole('heading', { name: '404, Sorry!' }) },
    ...['/contact', '/catering', '/order'].map((path) => ({ site: 'kaiju', path, ready: heading })),
    { site: 'kaiju', path: '/nope', ready: (p) => p.getByRole('heading', { name: '404, Sorry!' }) },
    // A shop without cashback: its rewards page has no sign-up.
    { site: 'hinode', path: '/c/2135550199', ready: (p) => p.getByRole('heading', { name: 'Cashback rewards' }) },
  ];

  for (const width of [390, 1280]) {
    it(`no hydration error on any route at ${width} px, with a saved cart`, async () => {
      const { sf, browser } = suite;
      const carts: Record<string, unknown> = {};
      const tokens: Record<string, string> = {};
      const visits: Visit[] = [];
      for (const loc of LOCATIONS) {
        const l = await locationVisits(sf, loc);
        carts[`cart-${loc.shopId}`] = l.cart;
        tokens[l.tipToken[0]] = l.tipToken[1];
        visits.push(...l.visits);
      }
      visits.push(...SITE_VISITS);

      const { context, page } = await openPage(browser, sf, { width });
      // Each site starts with the saved carts and this browser's tip tokens (once: the pages may change them).
      await context.addInitScript(({ carts, tokens }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', 'yes');
        for (const [k, v] of Object.entries(carts)) localStorage.setItem(k, JSON.stringify(v));
        for (const [k, v] of Object.entries(tokens)) sessionStorage.setItem(k, v);
      }, { carts, tokens });
      const errors: string[] = [];
      let at = '';
      page.on('console', (m) => {
        if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(`${at}: ${m.text()}`);
      });
      page.on('pageerror', (e) => {
        if (HYDRATION_ERROR.test(e.message)) errors.push(`${at}: ${e.message}`);
      });
      for (const visit of visits) {
        at = `${visit.site}${visit.path}`;
        await page.goto(sf.url(visit.site, visit.path));
        await hydrated(page);
        await contentLive(page);
        await visit.ready(page).waitFor();
      }
      // Checkout with an empty bag hydrates too.
      await page.goto(sf.url('test', '/app'));
      await hydrated(page);
      await page.evaluate(() => localStorage.removeItem('cart-test'));
      at = 'test/checkout (empty)';
      await page.goto(sf.url('test', '/checkout'));
      await hydrated(page);
      await page.getByText('Your bag is empty.').waitFor();
      expect(errors).toEqual([]);
      expect(visits.length).toBeGreaterThan(35);
      await context.close();
    }, 180_000);
  }

  for (const width of [390, 1280]) {
    it(`without JavaScript, checkout at ${width} px is the page frame with what to do, not a bare heading`, async () => {
      const { sf, browser } = suite;
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'en-US' });
      const page = await context.newPage();
      const res = await page.goto(sf.url('juicestop', '/glendale/checkout'));
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      // The site's header and footer frame it; the notice says why there is no bag and how else to order.
      expect(await page.locator('header.site-header').isVisible()).toBe(true);
      expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
      // (Playwright's text and role selectors skip <noscript>, though Chromium shows it without JavaScript: CSS it is.)
      const notice = page.locator('main .notice');
      expect(await notice.isVisible()).toBe(true);
      expect((await notice.innerText()).split('\n').filter(Boolean)).toEqual([
        'Your bag is kept in this browser: turn on JavaScript to see it and place your order.',
        'To order by phone, call (818) 555-0147.',
        'Back to the menu',
      ]);
      // The shop's phone (juicestop.profile.json) and its menu.
      expect(await notice.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['tel:+18185550147', '/glendale/order']);
      // Nothing overflows the narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});
