/**
 * One cart in two tabs of the same browser: a line added in one tab reaches checkout open in the
 * other without a reload (and is in the order placed there); a line added while that order is on
 * its way is not in it, so it stays in the cart of both tabs.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dollars, hydrated, openPage, serverQuote, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

async function addFromMenu(page: Page, name: string, cartAfter: number): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name: `Customize your ${name}` }).waitFor();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('link', { name: `cart (${cartAfter})` }).waitFor();
}

/** The names of the bag's lines, as checkout lists them. */
function bagNames(page: Page): Promise<string[]> {
  return page.locator('.bag-item .bag-name').allTextContents();
}

describe('the cart in two tabs', () => {
  for (const width of [390, 1280]) {
    it(`checkout in one tab follows lines added in another, and the order clears only its own lines (${width} px)`, async () => {
      const { sf, browser } = suite;
      const { context, page: checkout } = await openPage(browser, sf, { width });
      const menu = await context.newPage();
      menu.setDefaultTimeout(10_000);
      menu.setDefaultNavigationTimeout(30_000);
      let lastQuote: unknown;
      checkout.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/quote')) lastQuote = r.postDataJSON();
      });

      // Tab 1: Fish Tacos in the bag, checkout open with the contact filled in.
      await checkout.goto(sf.url('test', '/order'));
      await hydrated(checkout);
      await addFromMenu(checkout, 'Fish Tacos (2)', 1);
      await checkout.getByRole('link', { name: 'cart (1)' }).click();
      await checkout.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
      await checkout.getByLabel('Name', { exact: true }).fill('Ana Diaz');
      await checkout.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
      await checkout.getByRole('radio', { name: 'Pay In Person' }).check();

      // Tab 2 opens with the same cart and adds Pasta Pomodoro.
      await menu.goto(sf.url('test', '/order'));
      await hydrated(menu);
      await menu.getByRole('link', { name: 'cart (1)' }).waitFor();
      await addFromMenu(menu, 'Pasta Pomodoro', 2);

      // Tab 1 shows it without a reload, and its total is the server's for both lines:
      // Fish Tacos (2) 9.50 + Pasta Pomodoro 13.00 = 22.50 before tax.
      await checkout.getByRole('button', { name: 'Remove Pasta Pomodoro' }).waitFor();
      expect(await bagNames(checkout)).toEqual(['Fish Tacos (2)', 'Pasta Pomodoro']);
      await checkout.locator('.summary-row', { hasText: 'Subtotal$22.50' }).waitFor();
      await checkout.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
      const q = await serverQuote(sf, 'test', lastQuote);
      expect(q.totals.subtotalCents).toBe(2250);
      expect(await checkout.getByTestId('invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));

      // The order from tab 1 is held on its way while tab 2 adds a Lemonade.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let sent!: () => void;
      const onItsWay = new Promise<void>((resolve) => (sent = resolve));
      await checkout.route('**/orders', async (route) => {
        sent();
        await held;
        await route.continue();
      });
      await checkout.getByRole('button', { name: 'Place your Order' }).click();
      await onItsWay;
      await addFromMenu(menu, 'Lemonade', 3);
      release();
      await checkout.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();

      // The order has the two lines it was placed with ...
      const [orderId, shopId] = new URL(checkout.url()).pathname.split('/').slice(-2);
      const order = (await (await fetch(`http://127.0.0.1:${sf.port}/api/shops/${shopId}/orders/${orderId}`)).json()) as { lines: { name: string; quantity: number }[]; totals: { invoiceCents: number } };
      expect(order.lines.map((l) => [l.name, l.quantity])).toEqual([['Fish Tacos (2)', 1], ['Pasta Pomodoro', 1]]);
      expect(order.totals.invoiceCents).toBe(q.totals.invoiceCents);
      // ... and the Lemonade it did not contain is still in the cart, in both tabs.
      await menu.getByRole('link', { name: 'cart (1)' }).waitFor();
      await menu.getByRole('link', { name: 'cart (1)' }).click();
      await menu.getByRole('button', { name: 'Remove Lemonade' }).waitFor();
      expect(await bagNames(menu)).toEqual(['Lemonade']);
      await checkout.goto(sf.url('test', '/checkout'));
      await hydrated(checkout);
      await checkout.getByRole('button', { name: 'Remove Lemonade' }).waitFor();
      expect(await bagNames(checkout)).toEqual(['Lemonade']);
      await context.close();
    }, 90_000);
  }
});
