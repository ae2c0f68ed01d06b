/** The storefront shell in a real browser: sites by host, server rendering, hydration, 404, site index, images. */
import { describe, expect, it } from 'vitest';
import { bootOf, getAs, hydrated, openPage, seriousViolations, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

describe('storefront shell', () => {
  it('serves each site by its Host, server-rendered with the shop and its menu embedded', async () => {
    const res = await getAs(suite.sf, 'juicestop', '/glendale/order');
    expect(res.status).toBe(200);
    const html = res.body;
    const boot = bootOf(html);
    expect(boot.site.id).toBe('juicestop');
    expect(boot.shop.shopId).toBe('juicestop');
    expect(boot.menu.shopId).toBe('juicestop');
    expect(boot.menu.categories.length).toBeGreaterThan(0);
    // Promotions carry secret codes: never sent to the browser.
    expect(boot.shop.rules.some((r: { kind: string }) => r.kind === 'promotion')).toBe(false);
    expect(html).toContain('<title>');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    const res = await page.goto(suite.sf.url('kaiju', '/no-such-page'));
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: '404, Sorry!' }).isVisible()).resolves.toBe(true);
    expect(await page.getByText("We don't have this page anymore.").isVisible()).toBe(true);
    for (const name of ['Home Page', 'Online Ordering', 'Menu']) expect(await page.getByRole('link', { name }).count()).toBe(1);
    // Laid out as a page of the site: room under the header, the links as its buttons, not bullets.
    const layout = await page.getByRole('heading', { name: '404, Sorry!' }).evaluate((h) => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const list = document.querySelector('.not-found-links')!;
      return {
        roomUnderHeader: h.getBoundingClientRect().top - header.bottom >= 32,
        bullets: getComputedStyle(list).listStyleType,
        buttons: Array.from(list.querySelectorAll('a')).every((a) => a.classList.contains('btn') && a.getBoundingClientRect().height >= 44),
      };
    });
    expect(layout).toEqual({ roomUnderHeader: true, bullets: 'none', buttons: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("titles every product page '{product} | {shop}', names written as plain strings too", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    await page.goto(suite.sf.url('fornorosso', '/silver-lake/products/fr-byo'));
    await hydrated(page);
    expect(await page.title()).toBe('Build Your Own | Forno Rosso Silver Lake');
    await context.close();
  });

  it('redirects /hqusers/storeRedirect/* to / with a real HTTP redirect', async () => {
    const res = await getAs(suite.sf, 'juicestop', '/hqusers/storeRedirect/anything');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each([390, 1280])('lists every site on a bare host, styled as the storefront: a padded card per site (%i px)', async (width) => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(`http://127.0.0.1:${suite.sf.port}/`);
    await hydrated(page);
    for (const name of ['Juice Stop', 'Kaiju Izakaya', 'Sunset Slice Pizzeria']) {
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    const layout = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!.getBoundingClientRect();
      const cards = Array.from(document.querySelectorAll<HTMLElement>('.site-index-card'));
      const pad = (el: HTMLElement) => Math.min(...['paddingTop', 'paddingLeft', 'paddingRight', 'paddingBottom'].map((p) => parseFloat(getComputedStyle(el)[p as 'paddingTop'])));
      return {
        headingRoom: h1.top >= 24 && h1.left >= 16,
        lists: Array.from(document.querySelectorAll('.site-index-list, .site-index-locations')).map((l) => getComputedStyle(l).listStyleType),
        cardsPadded: cards.length > 0 && cards.every((c) => pad(c) >= 12 && getComputedStyle(c).borderTopWidth !== '0px'),
        inside: cards.every((c) => { const r = c.getBoundingClientRect(); return r.left >= 8 && r.right <= window.innerWidth - 8; }),
        // Each link's text starts inside its card's padding.
        linksInside: cards.every((c) => Array.from(c.querySelectorAll('a')).every((a) => a.getBoundingClientRect().left >= c.getBoundingClientRect().left + 12)),
        noScroll: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    const { lists, ...rest } = layout;
    expect(rest).toEqual({ headingRoom: true, cardsPadded: true, inside: true, linksInside: true, noScroll: true });
    // No bullets hanging outside the cards.
    expect(lists.length).toBeGreaterThan(1);
    expect(lists.every((l) => l === 'none')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('serves shop images with a long cache life', async () => {
    const res = await fetch(`http://127.0.0.1:${suite.sf.port}/shops/juicestop/images/hero.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect((await fetch(`http://127.0.0.1:${suite.sf.port}/shops/juicestop/images/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});
