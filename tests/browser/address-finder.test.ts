/**
 * The checkout's address finder shows the cart's own delivery fee as soon as the address is looked
 * up: the look-up sends the cart, and the server prices that cart's delivery there (free over the
 * shop's threshold). The cart's quotes are held back while the finder answers, so the line on
 * screen can only be the look-up's; once they are let through, the quote's line says the same.
 * Expected fees and times are worked out here from Forno Rosso Silver Lake's files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dollars, hydrated, openPage, REPO, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

const SHOP_ID = 'fornorosso-silverlake';
const profile = JSON.parse(readFileSync(join(REPO, 'shops', 'fornorosso', `${SHOP_ID}.profile.json`), 'utf8'));
const rule = profile.rules.find((r: { kind: string }) => r.kind === 'delivery-fee') as { bands: { upToMiles?: number; feeCents: number }[]; freeOverSubtotalCents: number };

/** A demo address, its coordinates written out; the Caesar Salad's menu price. */
const SPRING = { text: '200 N Spring St, Los Angeles, CA 90012', lat: 34.0537, lng: -118.2428 };
const CAESAR_CENTS = 1000;

/** Metres from the shop in a straight line (the demo geocoder's distance), computed here. */
function metersFromShop(to: { lat: number; lng: number }): number {
  const from = profile.settings.coordinates as { lat: number; lng: number };
  const r = Math.PI / 180;
  const h = Math.sin(((to.lat - from.lat) * r) / 2) ** 2 + Math.cos(from.lat * r) * Math.cos(to.lat * r) * Math.sin(((to.lng - from.lng) * r) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Minutes from ordering to the door for `to`, worked out from the profile. */
function expectedEta(to: { lat: number; lng: number }): number {
  // The demo geocoder drives at 20 mph (536.448 m a minute); drop-off starts 45 minutes after ordering.
  return (profile.settings.delivery.defaultOrderStartsDropoffMinutes ?? 45) + Math.ceil(metersFromShop(to) / 536.448);
}

/** The finder's line for a cart of `subtotal` cents delivered to `to`, worked out from the profile. */
function expectedLine(subtotal: number, to: { lat: number; lng: number }): string {
  const miles = Math.round(metersFromShop(to) * 0.0062) / 10;
  const band = (rule.bands.find((b) => b.upToMiles !== undefined && miles <= b.upToMiles) ?? rule.bands.find((b) => b.upToMiles === undefined)!).feeCents;
  const fee = subtotal > rule.freeOverSubtotalCents ? 0 : band;
  return `${miles} miles away · delivery fee ${dollars(fee)} · about ${expectedEta(to)} min`;
}

/** A checkout with `quantity` Caesar Salads, delivery chosen and its quote answered. */
async function deliveryCheckout(quantity: number): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
  await page.goto(suite.sf.url('fornorosso', '/silver-lake/products/fr-caesar'));
  await hydrated(page);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('/products/'));
  await page.goto(suite.sf.url('fornorosso', '/silver-lake/checkout'));
  await hydrated(page);
  const deliveryQuoted = page.waitForResponse((r) => r.url().endsWith('/quote') && r.request().postDataJSON()?.cartType === 'DELIVERY');
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await deliveryQuoted;
  return { page, close: () => context.close() };
}

describe("the address finder shows the cart's delivery fee", () => {
  it.each([
    ['a cart over the free-delivery threshold: no fee', 6],
    ['a cart below it: the distance band fee', 2],
  ])('%s', async (_label, quantity) => {
    const subtotal = quantity * CAESAR_CENTS;
    const line = expectedLine(subtotal, SPRING);
    expect(line).toContain(subtotal > 5000 ? 'delivery fee $0.00' : 'delivery fee $4.99');
    const { page, close } = await deliveryCheckout(quantity);
    // From here the cart's quotes wait: only the look-up can answer.
    const held: Route[] = [];
    await page.route('**/quote', (route) => void held.push(route));
    const lookUp = page.waitForRequest((r) => r.url().endsWith('/delivery-quote'));
    await page.getByRole('combobox', { name: 'Delivery address' }).fill('200 N Spring');
    await page.getByRole('option', { name: SPRING.text }).click();
    const sent = (await lookUp).postDataJSON();
    expect(sent.address).toBe(SPRING.text);
    expect(sent.cart.products).toEqual([expect.objectContaining({ productId: 'fr-caesar', quantity })]);
    await page.getByText(/miles away · delivery fee/).waitFor();
    expect(await page.getByText(/miles away · delivery fee/).textContent()).toBe(line);
    expect(held.length).toBeGreaterThan(0);
    // The quote for the same cart and address, let through, says the same.
    await page.unroute('**/quote');
    // Requests the page aborted while held (a newer cart asked again) are already settled.
    await Promise.allSettled(held.map((route) => route.continue()));
    await page.locator('.summary[aria-busy="false"]').waitFor();
    await expect.poll(() => page.getByTestId('invoice').textContent()).not.toBe('');
    expect(await page.getByText(/miles away · delivery fee/).textContent()).toBe(line);
    await close();
  });
});

describe('the Delivery time select says the same ETA as the address line', () => {
  it("before an address ASAP is the shop's lead time; once one is chosen, the address line's minutes", async () => {
    const eta = expectedEta(SPRING);
    // Silver Lake to City Hall: 45 drop-off minutes plus the drive, so more than the 45-minute lead time.
    expect(eta).toBeGreaterThan(45);
    const { page, close } = await deliveryCheckout(2);
    const select = page.getByRole('combobox', { name: 'Delivery time' });
    await expect.poll(() => select.locator('option').first().textContent()).toBe('ASAP (about 45 min)');
    await page.getByRole('combobox', { name: 'Delivery address' }).fill('200 N Spring');
    await page.getByRole('option', { name: SPRING.text }).click();
    await page.getByText(/miles away · delivery fee/).waitFor();
    const line = await page.getByText(/miles away · delivery fee/).textContent();
    expect(line).toBe(expectedLine(2 * CAESAR_CENTS, SPRING));
    await expect.poll(() => select.locator('option').first().textContent()).toBe(`ASAP (about ${eta} min)`);
    expect(await select.inputValue()).toBe('ASAP');
    await close();
  });
});
