/**
 * The order page names the restaurant that took the order: opened on another location's path
 * (`/la-cienega/order-status/{orderId}/kaiju-ktown`), a K-Town order shows K-Town's pickup
 * address, phone and e-mail for corrections and statement name, read here from K-Town's file,
 * and none of La Cienega's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, seriousViolations, SHOPS, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

interface Facts {
  identity: { name: string; phone: string; email: string; statementDescriptor: string };
  settings: { deliveryAddress: string };
}
const read = (shopId: string) => JSON.parse(readFileSync(join(SHOPS, 'kaiju', `${shopId}.profile.json`), 'utf8')) as Facts;
const KTOWN = read('kaiju-ktown');
const LA_CIENEGA = read('kaiju-lacienega');

/** A K-Town pickup order paid by test card, placed through the API. */
async function ktownOrder(): Promise<{ orderId: string; tipToken: string }> {
  const api = `http://127.0.0.1:${suite.sf.port}/api/shops/kaiju-ktown`;
  const menu = (await (await fetch(`${api}/menu`)).json()) as { categories: { products: { id: string; orderable: boolean; marketPrice: boolean; modgroups: { required: boolean; minCount?: number }[] }[] }[] };
  const product = menu.categories.flatMap((c) => c.products).find((p) => p.orderable && !p.marketPrice && p.modgroups.every((g) => !g.required && !(g.minCount ?? 0)))!;
  const cart = { products: [{ id: 'line1', productId: product.id, quantity: 2, customerPicks: {} }], cartType: 'PICKUP', paymentType: 'CARD', pickupTime: 'ASAP', name: 'Ana Diaz', phone: '(213) 555-0199', tip: null, paymentMethod: '4242424242424242' };
  const quote = (await (await fetch(`${api}/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cart) })).json()) as { totals: { invoiceCents: number } };
  const placed = await fetch(`${api}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `order-shop-${Math.random()}` }, body: JSON.stringify({ ...cart, expectedInvoiceCents: quote.totals.invoiceCents }) });
  expect(placed.status, await placed.clone().text()).toBe(201);
  return (await placed.json()) as { orderId: string; tipToken: string };
}

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
