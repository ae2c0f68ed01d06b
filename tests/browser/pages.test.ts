/**
 * The rewards page (a link whose phone is not one, and a shop with no cashback to sign up for),
 * the post-add success screen, and where the logo and the shop's name lead on every page of a
 * location, in a real browser, with axe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAs, hydrated, openPage, seriousViolations, SHOPS, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

describe('rewards page', () => {
  it("offers $10, signs the phone up, and shows the server's message in place of the form", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/c/2135550142'));
    await hydrated(page);
    expect(await page.getByRole('heading', { name: "Here's $10" }).isVisible()).toBe(true);
    expect(await page.getByLabel('Phone').isDisabled()).toBe(true);
    expect(await page.getByLabel('Phone').inputValue()).toBe('2135550142');
    for (const benefit of ['5% cashback', 'extra cashback', 'Priority service and delivery', 'No service fee']) {
      expect(await page.getByText(benefit).count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign me up!' }).click();
    // The credit goes to the phone's holder: a code is texted to it and entered here.
    await page.getByLabel('Code').waitFor();
    const text = suite.sf.sms.at(-1)!;
    expect(text.to).toBe('+12135550142');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code').fill('000000' === /(\d{6})/.exec(text.body)![1] ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign up' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('That code is not right.');
    await page.getByLabel('Code').fill(/(\d{6})/.exec(text.body)![1]!);
    await page.getByRole('button', { name: 'Verify and sign up' }).click();
    await page.getByRole('status').waitFor();
    // The server's own words replace the form; this browser now holds the verified phone.
    const again = await page.evaluate(async () => {
      const res = await fetch('/api/shops/test/rewards', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'redeem', originalPhone: '2135550142' }) });
      return (await res.json()) as { message: string };
    });
    expect(again.message).toContain('already received');
    expect(await page.getByRole('status').textContent()).toContain("You're signed up!");
    expect(await page.getByRole('status').textContent()).toContain('2135550142');
    expect(await page.getByRole('button', { name: 'Sign me up!' }).count()).toBe(0);
    const balance = await page.evaluate(async () => (await fetch('/api/shops/test/cashback?phone=2135550142')).json());
    expect(balance).toEqual({ phone: '2135550142', cashbackCents: 1000 });
    // Another browser does not hold it.
    const outside = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/test/cashback?phone=2135550142`);
    expect(outside.status).toBe(401);
    await context.close();
  });
});

describe('a rewards link whose phone is not a phone number', () => {
  it.each([['/c/abc', 'abc'], ['/c/12', '12']])('%s says so and what to do, and asks the server nothing', async (path, phone) => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`); });
    await page.goto(suite.sf.url('test', path));
    await hydrated(page);
    const said = page.locator('.rewards-bad-link');
    await said.waitFor();
    expect(await said.textContent()).toBe(`This link's phone number ('${phone}') is not a valid phone number, so it cannot be signed up. Open the link from your text message again, making sure you have all of it, or call Test Kitchen at (213) 555-0100 to sign up.`);
    // No form that can only be refused, no raw validation message, and no call to the server.
    expect(await page.getByRole('button', { name: 'Sign me up!' }).count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(/must NOT have|originalPhone/);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
    expect(calls).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a phone of ten digits that is no real number is refused by the server, and said the same way', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/c/0000000000'));
    await hydrated(page);
    await page.locator('.rewards-bad-link').waitFor();
    expect(await page.locator('.rewards-bad-link').textContent()).toContain("This link's phone number ('0000000000') is not a valid phone number");
    expect(await page.getByRole('button', { name: 'Sign me up!' }).count()).toBe(0);
    await context.close();
  });
});

/** A shop's name, from its shipped profile. */
function shopName(dir: string, shopId: string): string {
  return (JSON.parse(readFileSync(join(SHOPS, dir, `${shopId}.profile.json`), 'utf8')) as { identity: { name: string } }).identity.name;
}

describe('a rewards link at a shop whose checkout spends no cashback', () => {
  // Hinode Ramen leaves cashback off (settings.enableCashback); Tapioca Tide hides the cashback panel.
  it.each([
    ['hinode', 'hinode', 'hinode'],
    ['tapiocatide', 'tapiocatide', 'tapiocatide-sawtelle'],
  ])('%s: says it offers no cashback rewards, links to its menu, and asks the server nothing', async (site, dir, shopId) => {
    const name = shopName(dir, shopId);
    // The server has no sign-up there.
    const refused = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/${shopId}/rewards`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'click-link', originalPhone: '2135550142' }) });
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([404, 'REWARDS_NOT_OFFERED']);

    const { context, page } = await openPage(suite.browser, suite.sf);
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`); });
    await page.goto(suite.sf.url(site, '/c/2135550142'));
    await hydrated(page);
    await page.getByRole('heading', { name: 'Cashback rewards' }).waitFor();
    expect(await page.title()).toBe(`Cashback rewards | ${name}`);
    expect(await page.locator('.rewards-not-offered .notice').textContent()).toBe(`${name} does not offer cashback rewards, so there is nothing to sign up for here.`);
    // No $10, no form, no benefits list.
    for (const gone of [page.getByRole('heading', { name: "Here's $10" }), page.getByRole('button', { name: 'Sign me up!' }), page.locator('#rewards-phone'), page.getByText('5% cashback')]) {
      expect(await gone.count()).toBe(0);
    }
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
    expect(calls).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The link leads to the shop's menu.
    await page.getByRole('link', { name: 'See the menu' }).click();
    await page.waitForURL(/\/order$/);
    await hydrated(page);
    await page.getByRole('link', { name: /^cart \(/ }).waitFor();
    await context.close();
  });

  it('hinode: no page a customer sees there links to a rewards page', async () => {
    const api = `http://127.0.0.1:${suite.sf.port}/api/shops/hinode`;
    // A card order for Edamame, as the browser that placed it would hold it.
    const product = { id: 'hn-edamame' };
    const cart = { products: [{ id: 'line1', productId: product.id, quantity: 1, customerPicks: {} }], cartType: 'PICKUP', paymentType: 'CARD', pickupTime: 'ASAP', name: 'Ana Diaz', phone: '(213) 555-0199', tip: null, paymentMethod: '4242424242424242' };
    const quote = (await (await fetch(`${api}/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cart) })).json()) as { totals: { invoiceCents: number } };
    const placed = await fetch(`${api}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `no-rewards-${Math.random()}` }, body: JSON.stringify({ ...cart, expectedInvoiceCents: quote.totals.invoiceCents }) });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as { orderId: string; tipToken: string };

    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), { key: `tip-token:hinode:${order.orderId}`, token: order.tipToken });
    const paths = ['/', '/order', `/products/${product.id}`, '/checkout', '/app', '/no-such-page', `/order-status/${order.orderId}/hinode`, '/c/2135550142'];
    const rewardsLinks: string[] = [];
    for (const path of paths) {
      await page.goto(suite.sf.url('hinode', path));
      await hydrated(page);
      if (path.startsWith('/order-status/')) await page.locator('.receipt-grand').waitFor();
      // Where each link leads (a link within the page, like 'Skip to content', leads nowhere else).
      const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll('a[href]')).filter((a) => !a.getAttribute('href')!.startsWith('#')).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      rewardsLinks.push(...hrefs.filter((h) => /(^|\/)c\//.test(h)).map((h) => `${path}: ${h}`));
    }
    expect(rewardsLinks).toEqual([]);
    await context.close();
  });
});

describe("a location's pages on a site with several", () => {
  // Forno Rosso's second location, Culver City; '/' leads to the default one, Silver Lake.
  const profile = JSON.parse(readFileSync(join(SHOPS, 'fornorosso', 'fornorosso-culvercity.profile.json'), 'utf8')) as { identity: { name: string; locations: { shopId: string; orderLink: string }[] } };
  const name = profile.identity.name;
  const orderPage = profile.identity.locations.find((l) => l.shopId === 'fornorosso-culvercity')!.orderLink;

  it.each([390, 1280])("name the logo and the cart bar's shop name for the location, and lead to its order page (%i px)", async (width) => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('fornorosso', '/culver-city/products/fr-byo'));
    await hydrated(page);
    const pages = ['/culver-city/order', '/culver-city/products/fr-byo', '/culver-city/checkout', '/culver-city/success/added/fr-byo', '/culver-city/c/2135550142', '/culver-city/order-status/abcdefghijklmnopqrstuvwxyz234567', '/culver-city/no-such-page'];
    for (const path of pages) {
      await page.goto(suite.sf.url('fornorosso', path));
      await hydrated(page);
      const home = page.getByRole('link', { name: `${name} home` });
      expect(await home.getAttribute('href'), path).toBe(orderPage);
    }
    // The menu's cart bar: the same name and place. A line added here stays in the cart there.
    await page.goto(suite.sf.url('fornorosso', '/culver-city/products/fr-caesar'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByText('Item successfully added to cart.').waitFor();
    await page.goto(suite.sf.url('fornorosso', '/culver-city/checkout'));
    await hydrated(page);
    await page.getByRole('link', { name: `${name} home` }).click();
    await page.waitForURL(new RegExp(`${orderPage}$`));
    const shopLink = page.locator('.mini-cart-home');
    expect([await shopLink.textContent(), await shopLink.getAttribute('href')]).toEqual([name, orderPage]);
    await page.getByRole('link', { name: 'cart (1)', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("keep '/' on the site's own pages, and on a site with one location", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    for (const [site, path] of [['fornorosso', '/order'], ['test', '/order'], ['test', '/checkout']] as const) {
      await page.goto(suite.sf.url(site, path));
      await hydrated(page);
      expect(await page.locator('.site-header a.brand').getAttribute('href'), `${site}${path}`).toBe('/');
    }
    await context.close();
  });
});

describe('success screen', () => {
  it('confirms an item added from a product page opened directly, with its three ways on', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/products/t-fish-tacos'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('heading', { name: 'Item successfully added to cart.' }).waitFor();
    expect(page.url()).toMatch(/\/success\/added\/t-fish-tacos$/);
    for (const name of ['back to where I left off', 'back to start of menu', 'go to cart']) expect(await page.getByRole('link', { name }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'go to cart' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    await page.locator('.bag-item').first().waitFor();
    expect(await page.locator('.bag-name').first().textContent()).toBe('Fish Tacos (2)');
    await context.close();
  });

  it("is only for an item added or saved from this location's menu: anything else is the 404 page, with HTTP 404", async () => {
    const { sf, browser } = suite;
    const menu = (await (await fetch(`http://127.0.0.1:${sf.port}/api/shops/kaiju-ktown/menu`)).json()) as { categories: { products: { id: string; name: string }[] }[] };
    const product = menu.categories[0]!.products[0]!;
    const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    const cases: [string, number, string][] = [
      [`/ktown/success/added/${product.id}`, 200, 'Item successfully added to cart.'],
      [`/ktown/success/saved/${product.id}`, 200, 'Item successfully added to cart.'],
      ['/ktown/success/bogus/zzz', 404, '404, Sorry!'],
      [`/ktown/success/bogus/${product.id}`, 404, '404, Sorry!'],
      ['/ktown/success/added/zzz', 404, '404, Sorry!'],
    ];
    for (const [path, status, heading] of cases) {
      const res = await getAs(sf, 'kaiju', path);
      expect([path, res.status, h1(res.body)]).toEqual([path, status, heading]);
    }

    const { context, page } = await openPage(browser, sf);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const res = await page.goto(sf.url('kaiju', '/ktown/success/bogus/zzz'));
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole('heading', { name: '404, Sorry!' }).waitFor();
    expect(await page.getByText('Item successfully added to cart.').count()).toBe(0);
    // Hydrated without a mismatch: the browser's page is the server's.
    expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
