/**
 * A bar's storefront: the menu for the cart's order type (a dine-in-only beer reads 'Dine-in only'
 * in a pickup cart, and is orderable once the customer switches to Dine-In), the 21+ badge, the
 * shop's own tips as the quote gives them (18% pre-selected), and the age check box that the order
 * waits for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, idle, openPage, seriousViolations, storefrontSuite } from './harness.js';

const ALL_DAY = [{ days: 'sun-sat', timeRanges: [{ from: '00:00', to: '24:00' }] }];
const shops = mkdtempSync(join(tmpdir(), 'bar-shops-'));
mkdirSync(join(shops, 'bar'));
writeFileSync(join(shops, 'bar', 'bar.profile.json'), JSON.stringify({
  shopId: 'bar',
  site: { id: 'bar', name: 'Corner Bar' },
  identity: { name: 'Corner Bar', phone: '(213) 555-0150', timeZone: 'America/Los_Angeles', address_line_1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012' },
  settings: { taxPercentage: 10, allowDineIn: true, hours: { pickUp: ALL_DAY, delivery: [] }, delivery: { disableDelivery: true }, tips: { percentChoices: [15, 18, 22], defaultPercent: 18 } },
  menu: { file: 'bar.menu.json' },
  rules: [{ id: 'beer-at-the-bar', kind: 'unavailable', target: 'product', match: { tags: ['beer'] }, reason: 'CART_TYPE', cartTypes: ['PICKUP', 'DELIVERY'] }],
}));
writeFileSync(join(shops, 'bar', 'bar.menu.json'), JSON.stringify({
  subMenus: [{ id: 'c-bar', name: 'Bar', products: [
    { id: 'b-beer', name: 'Craft Beer', price: '8.00', tags: ['beer'], minimumAge: 21 },
    { id: 'b-wine', name: 'House Red', price: '12.00', minimumAge: 21 },
    { id: 'b-fries', name: 'Fries', price: '5.00' },
  ] }],
}));

const suite = storefrontSuite({ shopsDir: shops });
afterAll(() => rmSync(shops, { recursive: true, force: true }));

describe('order types, tips and the age check in the browser', () => {
  it('lists the beer as Dine-in only for pickup, asks the age and pre-selects the shop\'s tip', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('bar', '/order'));
    await hydrated(page);
    const beer = page.getByRole('link', { name: 'Craft Beer' });
    expect(await beer.textContent()).toContain('Dine-in only');
    expect(await beer.textContent()).toContain('for ages 21 and over');

    // The beer's page offers to switch; the switch makes it orderable.
    await page.goto(sf.url('bar', '/products/b-beer'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Order for Dine-In instead' }).click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);

    await page.goto(sf.url('bar', '/checkout'));
    await hydrated(page);
    expect(await page.getByRole('radio', { name: 'Dine-In' }).isChecked()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0177');
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    // 8.00 + 10% = 8.80 before tip: the dollar buttons; over $10 the shop's percents would show.
    await page.getByText("Craft Beer is for customers 21 or older: tick 'I am 21 or older and will show ID' to order.").waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    const box = page.getByRole('checkbox', { name: 'I am 21 or older and will show ID' });
    await box.check();
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Switching to pickup refuses the beer, with a way back.
    await page.getByRole('radio', { name: 'Pick Up' }).check();
    const blockers = page.getByRole('list', { name: 'Before you can order' });
    await blockers.getByText('Craft Beer can be ordered for dine-in only; choose Dine-In or remove it from your cart.').waitFor();
    await blockers.getByRole('button', { name: 'Switch to Dine-In' }).click();
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).waitFor();
    await idle(page);
    await context.close();
  });

  it("renders the shop's percents from the quote with 18% checked", async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('bar', '/products/b-wine'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);
    await page.goto(sf.url('bar', '/checkout'));
    await hydrated(page);
    await page.getByRole('radio', { name: 'PrePay' }).check();
    // House Red 12.00 + 1.20 tax = 13.20: 15% 1.98, 18% 2.376 -> 2.38, 22% 2.904 -> 2.90.
    const tip18 = page.getByRole('radio', { name: '18% $2.38' });
    await tip18.waitFor();
    expect(await tip18.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^(15|22)%/ }).evaluateAll((els) => els.map((e) => e.closest('label')!.textContent))).toEqual(['15% $1.98', '22% $2.90']);
    expect(await page.getByText('Tip charged: $2.38').count()).toBe(1);
    await context.close();
  });
});
