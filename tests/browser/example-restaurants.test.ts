/**
 * A customer orders each feature of the two example restaurants (docs/examples.md) in Chromium,
 * on one server with the shipped shops and one browser: at Forno Rosso Silver Lake a 16in
 * Margherita with extra cheese and mushrooms on the left half, the '2 Slices and a Drink' combo
 * and the once-per-customer code PIZZA10 for pickup (the phone verified by a texted code); a beer
 * in a dine-in cart, refused until the age box is ticked; at Hinode Ramen a bowl with its broth,
 * noodle firmness, the spice level that starts at 2 and add-ons by quantity, for dine-in with
 * the 5% service charge and the 18% tip the shop pre-selects. Every figure the browser shows is
 * the hand-worked one of the matching example cart in shops/<site>/examples (also priced by
 * tests/examples.test.ts and tests/example-restaurants.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dollars, hydrated, openPage, seriousViolations, SHOPS, storefrontSuite } from './harness.js';

// The server's clock: Wednesday 2025-06-18 at noon in Los Angeles. No happy hour and no Tuesday
// offer then, so the prices are those of the examples (worked at other Wednesday hours).
const suite = storefrontSuite();

interface Expected {
  readonly lines: readonly { productId: string; unitCents: number; totalCents: number }[];
  readonly totals: Record<string, number>;
}
const expected = (site: string, name: string): Expected => JSON.parse(readFileSync(join(SHOPS, site, 'examples', `${name}.expected.json`), 'utf8')) as Expected;

/** A fresh page on a site's menu, with room for a first render and quotes on a busy machine (the harness waits 10 s). */
async function openMenu(site: string, path: string): Promise<{ close(): Promise<void>; page: Page }> {
  const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  await page.goto(suite.sf.url(site, path));
  await hydrated(page);
  return { page, close: () => context.close() };
}

async function openProduct(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name: `Customize your ${name}` }).waitFor();
}

async function addToCart(page: Page, cents: number, count: number): Promise<void> {
  const add = page.getByRole('button', { name: /^Add to Cart/ });
  await page.getByRole('button', { name: `Add to Cart · ${dollars(cents)}` }).waitFor();
  await add.click();
  await page.getByRole('link', { name: `cart (${count})` }).waitFor();
}

/** Waits until the Order Summary shows these rows and this total (the quote the server answered for the cart as it now is). */
async function expectSummary(page: Page, rows: readonly [string, number][], invoiceCents: number): Promise<void> {
  await page.getByTestId('invoice').getByText(dollars(invoiceCents), { exact: true }).waitFor();
  await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
  const shown = await page.locator('.summary-row').allTextContents();
  for (const [label, cents] of rows) expect(shown, label).toContain(`${label}${label === 'Discount' ? `-${dollars(cents)}` : dollars(cents)}`);
  expect(await page.getByTestId('invoice').textContent()).toBe(dollars(invoiceCents));
}

async function contact(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
}

describe('a customer orders every feature of the example restaurants', () => {
  it('Forno Rosso: a 16in pizza with a half topping and extra cheese, the slice combo and PIZZA10 for pickup', { timeout: 90_000 }, async () => {
    const want = expected('fornorosso', 'silverlake-pizza10-pickup');
    const { page, close } = await openMenu('fornorosso', '/silver-lake/order');

    await openProduct(page, 'Margherita');
    // 12in Medium and Mozzarella start picked; toppings show their 12in price until 16in is picked.
    expect(await page.getByRole('radio', { name: '12in Medium' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Mozzarella' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Mushrooms +$1.75' }).waitFor();
    await page.getByRole('radio', { name: '16in Large +$6.00' }).check();
    await page.getByRole('checkbox', { name: 'Mushrooms +$2.75' }).check();
    await page.getByRole('combobox', { name: 'Mushrooms: side' }).selectOption('left');
    // A half costs half: 275 x 0.5 = 137.5 -> 138.
    await page.getByRole('checkbox', { name: 'Mushrooms +$1.38' }).waitFor();
    await page.getByRole('combobox', { name: 'Mozzarella: amount' }).selectOption('extra');
    expect(await seriousViolations(page)).toEqual([]);
    // 1500 + 600 + extra cheese at 16in 250 + 138 = 2488.
    await addToCart(page, want.lines[0]!.unitCents, 1);

    await page.goto(suite.sf.url('fornorosso', '/silver-lake/order'));
    await hydrated(page);
    await openProduct(page, '2 Slices and a Drink');
    await page.getByRole('group', { name: /^Slices 1 of 2/ }).getByRole('radio', { name: 'Pepperoni Slice +$0.50' }).check();
    await page.getByRole('group', { name: /^Slices 2 of 2/ }).getByRole('radio', { name: 'Cheese Slice' }).check();
    await page.getByRole('group', { name: /^Drink/ }).getByRole('radio', { name: 'Fountain Soda' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    // 999 + 50 = 1049.
    await addToCart(page, want.lines[1]!.unitCents, 2);

    await page.getByRole('link', { name: 'cart (2)' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    expect(await page.locator('.bag-picks').first().textContent()).toBe('16in Large, Extra Mozzarella, Mushrooms (left half)');
    expect(await page.locator('.bag-combo li').allTextContents()).toEqual(['Slices: Pepperoni Slice, Cheese Slice', 'Drink: Fountain Soda']);
    await contact(page, 'Rosa Alvarez', '(323) 555-0142');
    await page.getByRole('radio', { name: 'Pick Up' }).check();
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    await page.getByRole('textbox', { name: 'Promo or gift code' }).fill('pizza10');
    // Once per customer: the code waits for a verified phone.
    const promoState = page.locator('#promo-h ~ .promo-outcome');
    await promoState.getByText('The code PIZZA10 needs a verified phone number', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Text a code to (323) 555-0142' }).click();
    await page.getByLabel('Code we texted you').fill(/(\d{6})/.exec(suite.sf.sms.at(-1)!.body)![1]!);
    await page.getByRole('button', { name: 'Verify my phone' }).click();
    await promoState.getByText('Code PIZZA10 applied.').waitFor();
    const t = want.totals;
    // Subtotal 3537, 10% off 354, tax 9.5% x 3183 = 302, total 3485.
    await expectSummary(page, [['Subtotal', t['subtotalCents']!], ['Discount', t['discountCents']!], ['Tax', t['taxCents']!]], t['invoiceCents']!);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    expect(await page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(t['invoiceCents']!)}`);
    await close();
  });

  it('Forno Rosso: a beer for dine-in only, ordered once the age box is ticked', { timeout: 60_000 }, async () => {
    const want = expected('fornorosso', 'silverlake-beer-dine-in-age-not-confirmed');
    const { page, close } = await openMenu('fornorosso', '/silver-lake/order');
    // In a pickup cart the beer is listed, 21+, and not orderable.
    const beer = page.getByRole('link', { name: 'Local IPA (draft)' });
    expect(await beer.textContent()).toContain('Dine-in only');
    expect(await beer.textContent()).toContain('for ages 21 and over');
    await openProduct(page, 'Local IPA (draft)');
    await page.getByRole('button', { name: 'Order for Dine-In instead' }).click();
    await addToCart(page, want.lines[0]!.unitCents, 1);
    await page.goto(suite.sf.url('fornorosso', '/silver-lake/order'));
    await hydrated(page);
    await openProduct(page, 'Garlic Knots (6)');
    await addToCart(page, want.lines[1]!.unitCents, 2);

    await page.getByRole('link', { name: 'cart (2)' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dine-In' }).isChecked()).toBe(true);
    await contact(page, 'Rosa Alvarez', '(323) 555-0142');
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    const t = want.totals;
    // IPA 800 + knots 650 = 1450; tax 9.5% = 137.75 -> 138; total 1588.
    await expectSummary(page, [['Subtotal', t['subtotalCents']!], ['Tax', t['taxCents']!]], t['invoiceCents']!);
    await page.getByText("Local IPA (draft) is for customers 21 or older: tick 'I am 21 or older and will show ID' to order.").waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I am 21 or older and will show ID' }).check();
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).click();
    await page.getByRole('heading', { name: 'Dine In Order Confirmation' }).waitFor();
    expect(await page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(t['invoiceCents']!)}`);
    await close();
  });

  it('Hinode: broth, firmness, spice 2 by default and add-ons by quantity, dine-in with the 5% service charge and the 18% tip', { timeout: 60_000 }, async () => {
    const want = expected('hinode', 'ramen-dine-in-service-default-tip');
    const { page, close } = await openMenu('hinode', '/order');

    await openProduct(page, 'Hinode Ramen');
    expect(await page.getByRole('radio', { name: '2 (house)' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Regular', exact: true }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Tonkotsu (pork)' }).check();
    await page.getByRole('radio', { name: 'Extra firm (barikata)' }).check();
    await page.getByLabel(/^Ajitama egg/).fill('2');
    await page.getByLabel(/^Nori \(3 sheets\)/).fill('1');
    expect(await seriousViolations(page)).toEqual([]);
    // 1550 + 2 x 200 + 100 = 2050.
    await addToCart(page, want.lines[0]!.unitCents, 1);
    await page.goto(suite.sf.url('hinode', '/order'));
    await hydrated(page);
    await openProduct(page, 'Ramune');
    await addToCart(page, want.lines[1]!.unitCents, 2);

    await page.getByRole('link', { name: 'cart (2)' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    expect(await page.locator('.bag-picks').first().textContent()).toBe('Tonkotsu (pork), Extra firm (barikata), 2 (house), 2 x Ajitama egg, Nori (3 sheets)');
    await contact(page, 'Kenji Mori', '(213) 555-0186');
    await page.getByRole('radio', { name: 'Dine-In' }).check();
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    const t = want.totals;
    // 18% of the pre-tip total 2806 = 505.08 -> 505, pre-selected.
    const tip18 = page.getByRole('radio', { name: `18% ${dollars(t['tipCents']!)}` });
    await tip18.waitFor();
    expect(await tip18.isChecked()).toBe(true);
    // Subtotal 2450, service 5% = 122.5 -> 123, tax 9.5% x 2450 = 232.75 -> 233, tip 505, total 3311.
    await expectSummary(page, [['Subtotal', t['subtotalCents']!], ['Service fee', t['serviceFeeCents']!], ['Tax', t['taxCents']!], ['Tip', t['tipCents']!]], t['invoiceCents']!);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).click();
    await page.getByRole('heading', { name: 'Dine In Order Confirmation' }).waitFor();
    expect(await page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(t['invoiceCents']!)}`);
    await close();
  });
});
