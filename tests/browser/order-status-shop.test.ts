/**
 * The order page names the restaurant that took the order: opened on another location's path
 * (`/la-cienega/order-status/{orderId}/kaiju-ktown`), a K-Town order shows K-Town's pickup
 * address, phone and e-mail for corrections and statement name, read here from K-Town's file,
 * and none of La Cienega's. An order of another site's shop is never drawn in this site's frame:
 * it is a redirect to that site's own address (or the 404 page); an order the shop does not have
 * is answered with HTTP 404. Once the shop has promised a time, the receipt gives that one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { getAs, hydrated, openPage, seriousViolations, SHOPS, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

interface Facts {
  identity: { name: string; phone: string; email: string; statementDescriptor: string };
  settings: { deliveryAddress: string };
}
const read = (shopId: string) => JSON.parse(readFileSync(join(SHOPS, 'kaiju', `${shopId}.profile.json`), 'utf8')) as Facts;
const KTOWN = read('kaiju-ktown');
const LA_CIENEGA = read('kaiju-lacienega');

/** An order placed through the API: by default a K-Town pickup order paid by test card. */
async function placeOrder(shopId = 'kaiju-ktown', over: Record<string, unknown> = {}): Promise<{ orderId: string; tipToken: string }> {
  const api = `http://127.0.0.1:${suite.sf.port}/api/shops/${shopId}`;
  const menu = (await (await fetch(`${api}/menu`)).json()) as { categories: { products: { id: string; orderable: boolean; marketPrice: boolean; modgroups: { required: boolean; minCount?: number }[] }[] }[] };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.orderable && !p.marketPrice && p.modgroups.every((g) => !g.required && !(g.minCount ?? 0)))!;
  const cart = { products: [{ id: 'line1', productId: product.id, quantity: 2, customerPicks: {} }], cartType: 'PICKUP', paymentType: 'CARD', pickupTime: 'ASAP', name: 'Ana Diaz', phone: '(213) 555-0199', tip: null, paymentMethod: '4242424242424242', ...over };
  const quote = (await (await fetch(`${api}/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cart) })).json()) as { totals: { invoiceCents: number } };
  const placed = await fetch(`${api}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `order-shop-${Math.random()}` }, body: JSON.stringify({ ...cart, expectedInvoiceCents: quote.totals.invoiceCents }) });
  expect(placed.status, await placed.clone().text()).toBe(201);
  return (await placed.json()) as { orderId: string; tipToken: string };
}
const ktownOrder = () => placeOrder();

describe("the order page shows the order's restaurant", () => {
  it.each([
    ['on the path of another location', '/la-cienega', 390],
    ['on the path of another location', '/la-cienega', 1280],
    ['on its own location path', '/ktown', 1280],
  ])('%s (%s, %i px)', async (_label, base, width) => {
    const order = await ktownOrder();
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('kaiju', `${base}/order-status/${order.orderId}/kaiju-ktown`));
    await hydrated(page);
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    await page.locator('.receipt-grand').waitFor();
    expect(await page.locator('.order-address').textContent()).toBe(KTOWN.settings.deliveryAddress);
    // Named where the page's frame is another location's.
    expect(await page.getByText(`Ordered from ${KTOWN.identity.name}`).count()).toBe(base === '/ktown' ? 0 : 1);
    const check = page.locator('.check-order');
    expect(await check.getByRole('link', { name: KTOWN.identity.phone }).getAttribute('href')).toBe(`tel:+1${KTOWN.identity.phone.replace(/\D/g, '')}`);
    expect(await check.getByRole('link', { name: KTOWN.identity.email }).getAttribute('href')).toBe(`mailto:${KTOWN.identity.email}`);
    expect(await page.getByText(KTOWN.identity.statementDescriptor, { exact: true }).count()).toBe(1);
    const main = (await page.locator('#main').textContent()) ?? '';
    for (const theirs of [LA_CIENEGA.settings.deliveryAddress, LA_CIENEGA.identity.phone, LA_CIENEGA.identity.email, LA_CIENEGA.identity.statementDescriptor, 'kaiju-ktown@']) {
      expect(main).not.toContain(theirs);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("another site's order, and an order the shop does not have", () => {
  const TEST = JSON.parse(readFileSync(join(SHOPS, 'test', 'test.profile.json'), 'utf8')) as { identity: { name: string } };
  const KAIJU_NOTICE = (JSON.parse(readFileSync(join(SHOPS, 'kaiju', 'kaiju-ktown.profile.json'), 'utf8')) as { presentation: { disclaimer: string } }).presentation.disclaimer;
  const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

  it("a Test Kitchen order asked on Kaiju's address is a 302 to the Test Kitchen's own, and shows there in its own frame", async () => {
    const { sf, browser } = suite;
    const order = await placeOrder('test');
    const own = `http://test.localhost:${sf.port}/order-status/${order.orderId}/test`;
    const res = await getAs(sf, 'kaiju', `/ktown/order-status/${order.orderId}/test`);
    expect([res.status, res.headers.location]).toEqual([302, own]);
    // The query goes along.
    expect((await getAs(sf, 'kaiju', `/la-cienega/order-status/${order.orderId}/test?utm_source=sms`)).headers.location).toBe(`${own}?utm_source=sms`);

    const { context, page } = await openPage(browser, sf, { width: 1280 });
    await page.goto(sf.url('kaiju', `/ktown/order-status/${order.orderId}/test`));
    expect(page.url()).toBe(own);
    await hydrated(page);
    await page.locator('.receipt-grand').waitFor();
    expect(await page.getByText('Ordered from').count()).toBe(0);
    expect(await page.locator('footer').textContent()).toContain(TEST.identity.name);
    expect(await page.locator('body').textContent()).not.toContain(KAIJU_NOTICE);
    await context.close();
  });

  it('a shop no site has is the 404 page, in the browser too', async () => {
    const { sf, browser } = suite;
    const order = await placeOrder('test');
    const res = await getAs(sf, 'kaiju', `/ktown/order-status/${order.orderId}/no-such-shop`);
    expect([res.status, h1(res.body)]).toEqual([404, '404, Sorry!']);
    expect(res.body).not.toContain(order.orderId.slice(0, 8).toUpperCase());

    const { context, page } = await openPage(browser, sf);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(sf.url('kaiju', `/ktown/order-status/${order.orderId}/no-such-shop`));
    await hydrated(page);
    await page.getByRole('heading', { name: '404, Sorry!' }).waitFor();
    expect(await page.getByText('Order Confirmation').count()).toBe(0);
    // Hydrated without a mismatch: the browser's page is the server's.
    expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    await context.close();
  });

  it('an order id the shop does not have is answered with 404, and the page says so', async () => {
    const { sf, browser } = suite;
    const ktown = await ktownOrder();
    const cases: [string, number][] = [
      ['/ktown/order-status/doesnotexist', 404],
      // Shaped like an order id, but no such order.
      ['/ktown/order-status/abcdefghijklmnopqrstuvwxyz234567', 404],
      // La Cienega does not have K-Town's order; named with its shop, it is found.
      [`/la-cienega/order-status/${ktown.orderId}`, 404],
      [`/la-cienega/order-status/${ktown.orderId}/kaiju-ktown`, 200],
      [`/ktown/order-status/${ktown.orderId}`, 200],
    ];
    for (const [path, status] of cases) expect([path, (await getAs(sf, 'kaiju', path)).status]).toEqual([path, status]);

    const { context, page } = await openPage(browser, sf);
    const res = await page.goto(sf.url('kaiju', '/ktown/order-status/doesnotexist'));
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await page.getByText('There is no order with this id at this shop.').waitFor();
    await context.close();
  });
});

describe('the receipt once the shop has promised a time', () => {
  const MANAGER = { email: 'manager@test-kitchen.example', password: 'behind-the-pass-2025' };
  let staff: Record<string, string>;
  beforeAll(async () => {
    const { sf } = suite;
    await createUser(sf.server.db, { email: MANAGER.email, role: 'manager', sites: ['test'], password: MANAGER.password, mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const base = `http://127.0.0.1:${sf.port}`;
    const res = await fetch(`${base}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(MANAGER) });
    expect(res.status).toBe(200);
    const token = /staff_session=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
    staff = { Cookie: `staff_session=${token}`, Origin: base, 'Content-Type': 'application/json' };
  });
  /** 'Wednesday 12:40 PM' in Los Angeles, worked out here with Intl. */
  const weekdayTime = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', weekday: 'long', hour: 'numeric', minute: '2-digit' }).replace(' at ', ' ');

  it.each([390, 1280])("a dine-in order's 'Ready by' follows the acceptance live, and after a reload (%i px)", async (width) => {
    const { sf, browser } = suite;
    const order = await placeOrder('test', { cartType: 'DINEIN', paymentType: 'CASH', paymentMethod: undefined, phone: `(213) 555-01${String(width).slice(0, 2)}` });
    const read = (await (await fetch(`http://127.0.0.1:${sf.port}/api/shops/test/orders/${order.orderId}`)).json()) as { dueAt: string };
    // Placed at 12:00 in Los Angeles; accepted with 40 minutes' prep: ready at 12:40.
    const promised = 'Wednesday 12:40 PM';
    expect(weekdayTime(read.dueAt)).not.toBe(promised);

    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('test', `/order-status/${order.orderId}/test`));
    await hydrated(page);
    const readyBy = page.locator('.receipt-facts > div').filter({ hasText: 'Ready by' }).locator('dd');
    expect(await readyBy.textContent()).toBe(weekdayTime(read.dueAt));
    await page.locator('.order-progress[data-status="placed"]').waitFor();

    const res = await fetch(`http://127.0.0.1:${sf.port}/api/staff/shops/test/orders/${order.orderId}/status`, { method: 'POST', headers: staff, body: JSON.stringify({ status: 'accepted', prepMinutes: 40 }) });
    expect(res.status).toBe(200);
    // Without a reload: the status line and the receipt give the same time.
    await page.getByText('Accepted: ready at 12:40 PM').waitFor();
    await expect.poll(() => readyBy.textContent()).toBe(promised);
    expect(await page.locator('.receipt').textContent()).not.toContain(weekdayTime(read.dueAt));

    await page.reload();
    await hydrated(page);
    await page.locator('.order-progress[data-status="accepted"]').waitFor();
    expect(await readyBy.textContent()).toBe(promised);
    await context.close();
  });
});
