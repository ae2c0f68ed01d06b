/**
 * The site around the pages, from profiles: the header's menu overlay and call to action, the
 * site notice, the theme kept under 'theme', the locations map without a Maps key, the head
 * that search engines read (canonical, Open Graph, schema.org JSON-LD), robots.txt and
 * sitemap.xml; and a site added by writing a profile only.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAs, hydrated, openPage, SHOPS, seriousViolations, startStorefront, storefrontSuite } from './harness.js';

const suite = storefrontSuite();
const profile = (file: string) => JSON.parse(readFileSync(join(SHOPS, file), 'utf8'));
const juice = profile('juicestop/juicestop.profile.json');

/** The JSON-LD documents of an HTML page. */
function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

describe('header, notice and theme', () => {
  it("the footer: the shop's name, address, phone as a tel: link and its disclaimer", async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    const kaiju = profile('kaiju/kaiju-ktown.profile.json');
    await page.goto(sf.url('kaiju', '/ktown/order'));
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const id = kaiju.identity;
    for (const text of [id.name, id.address_line_1, `${id.city}, ${id.state} ${id.zip}`, kaiju.presentation.disclaimer]) {
      expect(await footer.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await footer.getByRole('link', { name: id.phone }).getAttribute('href')).toBe(`tel:+1${id.phone.replace(/\D/g, '')}`);
    await context.close();
  });

  it('juice stop: the menu overlay lists each location, closes on Escape and on a click outside', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('juicestop', '/'));
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Site menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Site' });
    await nav.waitFor();
    const links = await nav.getByRole('link').evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('href')]));
    expect(links).toEqual([
      ['Glendale Menu', '/glendale'],
      ['Glendale Ordering (Pickup/Delivery)', '/glendale/order'],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') !== null)).toBe(true);
    await toggle.click();
    await nav.waitFor();
    // The backdrop left of the panel is outside it.
    await page.mouse.click(10, 400);
    expect(await nav.isVisible()).toBe(false);
    // A link navigates and closes the overlay.
    await toggle.click();
    await nav.getByRole('link', { name: 'Glendale Ordering (Pickup/Delivery)' }).click();
    await page.waitForURL(/\/glendale\/order$/);
    expect(await page.getByRole('navigation', { name: 'Site' }).isVisible()).toBe(false);
    await context.close();
  });

  it("the home header's call to action orders from the default location; the menu page has none", async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf, { width: 1280 });
    await page.goto(sf.url('juicestop', '/about-us'));
    await hydrated(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Order', exact: true }).getAttribute('href')).toBe('/glendale/order');
    await page.goto(sf.url('juicestop', '/glendale/order'));
    await hydrated(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Order', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('the site notice shows the news, expands the contact-free options and hides them again', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('juicestop', '/'));
    await hydrated(page);
    const notice = page.getByRole('complementary', { name: 'Notice' });
    expect(await notice.getByText(juice.settings.news.holiday).isVisible()).toBe(true);
    expect(await notice.getByText('Curbside ToGo').count()).toBe(0);
    await notice.getByRole('button', { name: 'contact-free options' }).click();
    expect(await notice.getByRole('heading', { name: 'Curbside ToGo' }).isVisible()).toBe(true);
    expect(await notice.getByRole('heading', { name: 'Delivery' }).isVisible()).toBe(true);
    expect(await notice.getByRole('link', { name: 'Order Online' }).getAttribute('href')).toBe('/glendale/order');
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'hide' }).click();
    expect(await notice.getByText('Curbside ToGo').count()).toBe(0);
    // La Cienega has no contact-free options and no news: no notice at all.
    const lc = profile('kaiju/kaiju-lacienega.profile.json');
    expect(lc.settings.contactFreeOptions).toBe(false);
    await page.goto(sf.url('kaiju', '/la-cienega/order'));
    await hydrated(page);
    const hasNews = (lc.settings.news?.holiday ?? '').trim().length > 1;
    expect(await page.getByRole('complementary', { name: 'Notice' }).count()).toBe(hasNews ? 1 : 0);
    expect(await page.getByRole('button', { name: 'contact-free options' }).count()).toBe(0);
    await context.close();
  });

  it("the theme switch stores the choice under 'theme' and the next page starts in it", async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('juicestop', '/'));
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(juice.presentation.theme ?? 'light');
    const dark = page.getByRole('button', { name: 'Dark theme' });
    expect(await dark.getAttribute('aria-pressed')).toBe('false');
    await dark.click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['dark', 'dark']);
    // Before any script of the app runs, the head applies the stored theme.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(sf.url('juicestop', '/glendale/order'));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.unroute('**/assets/**');
    await context.close();
  });

  it('the locations map without a Maps key is a static panel: every location, its address, no outside request', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf, { width: 1280 });
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.endsWith('localhost')) outside.push(r.url());
    });
    await page.goto(sf.url('kaiju', '/order'));
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Map of our locations' });
    const kaiju = profile('kaiju/kaiju-ktown.profile.json');
    for (const l of kaiju.identity.locations) {
      expect(await panel.getByText(l.address.join(', ')).isVisible()).toBe(true);
      expect(await panel.getByRole('link', { name: `Directions to ${l.label} (opens a new tab)` }).getAttribute('href')).toContain(`${l.lat},${l.lng}`);
    }
    expect(await page.getByText('Loading map...').count()).toBe(0);
    expect(outside).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

/** The schema.org shapes the pages use, written from schema.org's definitions. */
function checkPostalAddress(a: any): void {
  expect(a['@type']).toBe('PostalAddress');
  expect(typeof a.streetAddress).toBe('string');
  expect(a.addressCountry).toMatch(/^[A-Z]{2}$/);
}
function checkRestaurant(r: any, origin: string): void {
  expect(r['@context']).toBe('https://schema.org');
  expect(r['@type']).toBe('Restaurant');
  expect(typeof r.name).toBe('string');
  expect(r.url.startsWith(origin)).toBe(true);
  checkPostalAddress(r.address);
  if (r.telephone) expect(r.telephone).toMatch(/^[\d() +-]+$/);
  if (r.geo) {
    expect(r.geo['@type']).toBe('GeoCoordinates');
    expect(Math.abs(r.geo.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(r.geo.longitude)).toBeLessThanOrEqual(180);
  }
}

describe('what search engines read', () => {
  it('the landing page: title, description, canonical, Open Graph and a Restaurant per location', async () => {
    const { sf } = suite;
    const res = await getAs(sf, 'juicestop', '/');
    const origin = `http://juicestop.localhost:${sf.port}`;
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/">`);
    expect(res.body).toContain(`<meta property="og:title" content="${juice.identity.name}">`);
    expect(res.body).toContain(`<meta name="description" content="${juice.identity.description.en}">`);
    expect(res.body).toContain(`<meta property="og:image" content="${origin}/shops/juicestop/${juice.presentation.pages[0].heroImage}">`);
    const docs = jsonLd(res.body);
    expect(docs).toHaveLength(juice.identity.locations.length);
    for (const d of docs) checkRestaurant(d, origin);
    expect(docs[0].address.postalCode).toBe(juice.identity.zip);
    expect(docs[0].potentialAction).toEqual({ '@type': 'OrderAction', target: `${origin}/glendale/order` });
  });

  it("a menu page carries the Restaurant with its Menu: every category shown, every item's price as the server resolves it", async () => {
    const { sf } = suite;
    const res = await getAs(sf, 'kaiju', '/ktown/order');
    const origin = `http://kaiju.localhost:${sf.port}`;
    const [doc, ...rest] = jsonLd(res.body);
    expect(rest).toEqual([]);
    checkRestaurant(doc, origin);
    const menu = await (await fetch(`http://127.0.0.1:${sf.port}/api/shops/kaiju-ktown/menu?at=${new Date(sf.clock.now).toISOString()}`)).json();
    const categories = (menu.categories as any[]).filter((c) => c.products.length > 0);
    expect(doc.hasMenu['@type']).toBe('Menu');
    expect(doc.hasMenu.hasMenuSection.map((s: any) => s.name)).toEqual(categories.map((c) => c.name));
    for (const [i, section] of doc.hasMenu.hasMenuSection.entries()) {
      expect(section['@type']).toBe('MenuSection');
      for (const [j, item] of section.hasMenuItem.entries()) {
        const product = categories[i].products[j];
        expect(item['@type']).toBe('MenuItem');
        expect(item.name).toBe(product.name);
        if (product.marketPrice) expect(item.offers).toBeUndefined();
        else {
          expect(item.offers['@type']).toBe('Offer');
          expect(item.offers.priceCurrency).toBe('USD');
          expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
          expect(Math.round(Number(item.offers.price) * 100)).toBe(product.priceCents);
        }
      }
    }
  });

  it('private pages are kept out of search: noindex, no JSON-LD, disallowed in robots.txt', async () => {
    const { sf } = suite;
    for (const path of ['/ktown/checkout', '/ktown/order-status/abc', '/no-such-page']) {
      const res = await getAs(sf, 'kaiju', path);
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
      expect(jsonLd(res.body), path).toEqual([]);
      expect(res.body, path).not.toContain('rel="canonical"');
    }
    const robots = await getAs(sf, 'kaiju', '/robots.txt');
    expect(robots.status).toBe(200);
    for (const line of ['Disallow: /ktown/checkout', 'Disallow: /la-cienega/order-status/', 'Disallow: /menu-check', `Sitemap: http://kaiju.localhost:${sf.port}/sitemap.xml`]) {
      expect(robots.body.split('\n')).toContain(line);
    }
  });

  it("sitemap.xml lists the site's pages and each location's menu, and every URL in it answers 200", async () => {
    const { sf } = suite;
    const res = await getAs(sf, 'juicestop', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/xml');
    const urls = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    const origin = `http://juicestop.localhost:${sf.port}`;
    const expected = [
      ...juice.presentation.pages.filter((p: any) => p.kind !== 'redirect').map((p: any) => p.path),
      '/glendale',
      '/glendale/order',
      '/app',
    ];
    expect(urls.map((u) => u.slice(origin.length)).sort()).toEqual([...new Set(expected)].sort());
    for (const u of urls) expect((await getAs(sf, 'juicestop', u.slice(origin.length))).status, u).toBe(200);
  });
});

describe('a site is a profile', () => {
  it('a new profile in a shops folder gets its landing page, location chooser and menu, with no code change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-site-'));
    try {
      // A new shop written from an existing one's files: new ids, names, paths and address.
      cpSync(join(SHOPS, 'presets'), join(dir, 'presets'), { recursive: true });
      cpSync(join(SHOPS, 'juicestop', 'images'), join(dir, 'harbor', 'images'), { recursive: true });
      cpSync(join(SHOPS, 'juicestop', 'juicestop.menu.json'), join(dir, 'harbor', 'harbor.menu.json'));
      const p = JSON.parse(JSON.stringify(juice).replaceAll('juicestop', 'harbor').replaceAll('/glendale', '/pier').replaceAll('Juice Stop', 'Harbor Bagels').replaceAll('Glendale', 'Pier'));
      p.identity.address_line_1 = '12 Harbor Way';
      p.identity.locations[0].address = ['12 Harbor Way', 'Pier, CA 91203'];
      writeFileSync(join(dir, 'harbor', 'harbor.profile.json'), JSON.stringify(p, null, 2));
      const own = await startStorefront({ shopsDir: dir });
      try {
        const { context, page } = await openPage(suite.browser, own);
        await page.goto(own.url('harbor', '/'));
        await hydrated(page);
        expect(await page.getByRole('heading', { level: 1, name: 'Harbor Bagels' }).isVisible()).toBe(true);
        expect(await page.getByText('12 Harbor Way').first().isVisible()).toBe(true);
        await page.goto(own.url('harbor', '/locations'));
        await hydrated(page);
        expect(await page.getByRole('heading', { name: 'Pier' }).first().isVisible()).toBe(true);
        await page.goto(own.url('harbor', '/pier/order'));
        await hydrated(page);
        const menu = await (await fetch(`http://127.0.0.1:${own.port}/api/shops/harbor/menu?at=${new Date(own.clock.now).toISOString()}`)).json();
        const first = menu.categories.find((c: any) => c.products.length > 0);
        expect(await page.getByRole('heading', { name: first.name }).first().isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: first.products[0].name }).first().isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      } finally {
        await own.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
