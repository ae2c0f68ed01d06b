/**
 * Whole orders in a real suite.browser, menu to confirmation, on shops of different shapes: pickup
 * paid in person, delivery to a demo address by test card, dine-in; a declined card; a price
 * changed between quote and order; a retry after a lost answer; a shop closed now; a saved time
 * that has passed; a week of times with no two labels alike (a date a week ahead, on the receipt too); editing,
 * removing and keeping the cart; blockers; a promo code kept for a first order, verified by a
 * texted code and then refused to the same phone; keyboard only. Every total the browser shows is
 * compared with the server's own quote for the same cart.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dollars, hydrated, openPage, seriousViolations, serverQuote, storefrontSuite, textedCode } from './harness.js';

const suite = storefrontSuite();

/** Records the cart the page last sent for a quote. */
function trackQuotes(page: Page): { last(): unknown } {
  let body: unknown;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/quote')) body = r.postDataJSON();
  });
  return { last: () => body };
}

async function addFromMenu(page: Page, name: string, quantity = 1): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name: `Customize your ${name}` }).waitFor();
  if (quantity > 1) await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('link', { name: /^cart \(/ }).waitFor();
}

/** Waits for the quote to settle, then checks the summary against the server's quote of the same cart. */
async function expectSummaryIsServerQuote(page: Page, quotes: { last(): unknown }, shopId: string): Promise<{ totals: Record<string, number> }> {
  // The summary has settled when it is not busy and shows the server's total for the last cart the
  // page asked about (quotes are debounced: an earlier answer may still be on screen while the
  // next is asked, and a change made after an answer, like applied cashback, asks again).
  let q: Awaited<ReturnType<typeof serverQuote>> | undefined;
  await expect.poll(async () => {
    if ((await page.locator('.summary').getAttribute('aria-busy')) !== 'false' || quotes.last() === undefined) return 'working out the total';
    q = await serverQuote(suite.sf, shopId, quotes.last());
    const shown = await page.getByTestId('invoice').textContent();
    return shown === dollars(q.totals.invoiceCents!) ? 'settled' : `${shown} on screen, ${dollars(q.totals.invoiceCents!)} quoted`;
  }, { timeout: 15_000 }).toBe('settled');
  if (!q) throw new Error('no quote');
  expect(await page.getByTestId('invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));
  const rows = await page.locator('.summary-row').allTextContents();
  expect(rows).toContain(`Subtotal${dollars(q.totals.subtotalCents!)}`);
  expect(rows).toContain(`Tax${dollars(q.totals.taxCents!)}`);
  return q;
}

async function contact(page: Page): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
  await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
}

/** The first product of a shop's menu that needs no choices, read from the menu API. */
async function simpleProduct(shopId: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/${shopId}/menu`);
  const menu = (await res.json()) as { categories: { products: { name: string; orderable: boolean; marketPrice: boolean; modgroups: { required: boolean; minCount?: number }[] }[] }[] };
  const p = menu.categories.flatMap((c) => c.products).find((x) => x.orderable && !x.marketPrice && x.modgroups.every((g) => !g.required && !(g.minCount ?? 0)));
  if (!p) throw new Error(`${shopId} has no product without required choices`);
  return p.name;
}

async function ordersOf(shopId: string): Promise<number> {
  const r = await suite.sf.server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM orders WHERE shop_id = $1', [shopId]);
  return Number(r.rows[0]!.n);
}

describe('ordering in the browser', () => {
  it('test kitchen: cashback is shown and spent only after the phone is verified by a texted code', async () => {
    const phone = '3235550178';
    // $10 of cashback for this phone, redeemed by its holder through the API.
    const api = `http://127.0.0.1:${suite.sf.port}/api/shops/test`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    await post('/phone-verifications', { phone });
    const first = (await (await post('/phone-verifications/confirm', { phone, code: /(\d{6})/.exec(suite.sf.sms.at(-1)!.body)![1] })).json()) as { token: string };
    expect((await post('/rewards', { action: 'redeem', originalPhone: phone }, { 'X-Phone-Token': first.token })).status).toBe(200);

    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, await simpleProduct('test'), 3);
    await page.getByRole('link', { name: 'cart (3)' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Mia Chen');
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    // This browser has not verified the phone: no balance, a code instead.
    await page.getByLabel('Code', { exact: true }).fill(await textedCode(page, suite.sf.sms));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your cashback: $10.00').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Apply cashback' }).click();
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    const q = await expectSummaryIsServerQuote(page, quotes, 'test');
    expect(q.totals.cashbackAppliedCents).toBe(Math.min(1000, q.totals.preTipTotalCents! + q.totals.tipCents! + q.totals.donationCents!));
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    const left = await (await fetch(`${api}/cashback?phone=${phone}`, { headers: { 'X-Phone-Token': first.token } })).json();
    expect(left.cashbackCents).toBe(1000 - q.totals.cashbackAppliedCents! + q.totals.cashbackEarnedCents!);
    await context.close();
  });

  it('tapioca tide: a first-order code asks for a verified phone, applies once it is, and is refused to that phone next time', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    const fries = 'Sweet Potato Fries';
    await page.goto(suite.sf.url('tapiocatide', '/order'));
    await hydrated(page);
    await addFromMenu(page, fries, 2);
    await page.getByRole('link', { name: 'cart (2)' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Jo Park');
    await page.getByLabel('Phone', { exact: true }).fill('(310) 555-0117');
    await page.getByRole('textbox', { name: 'Promo or gift code' }).fill('welcome5');
    // Under the code field (and, since it refuses the order, among the blockers by the button).
    const promoState = page.locator('#promo-h ~ .promo-outcome');
    await promoState.getByText("The code WELCOME5 needs a verified phone number, since it is for a customer's first order only.", { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Text a code to (310) 555-0117' }).click();
    await page.getByLabel('Code we texted you').fill(/(\d{6})/.exec(suite.sf.sms.at(-1)!.body)![1]!);
    await page.getByRole('button', { name: 'Verify my phone' }).click();
    await promoState.getByText('Code WELCOME5 applied.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    // The summary is the server's quote for this browser's verified phone: $5.00 off.
    const token = (await context.cookies()).find((c) => c.name === 'pv_tapiocatide-sawtelle')!.value;
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    const res = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/tapiocatide-sawtelle/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Phone-Token': token }, body: JSON.stringify(quotes.last()) });
    const q = (await res.json()) as { totals: Record<string, number> };
    expect(q.totals.discountCents).toBe(500);
    expect(await page.getByTestId('invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();

    // The next order of the same phone: the code is refused until it is removed.
    await page.goto(suite.sf.url('tapiocatide', '/order'));
    await hydrated(page);
    await addFromMenu(page, fries, 2);
    await page.getByRole('link', { name: 'cart (2)' }).click();
    await page.getByRole('textbox', { name: 'Promo or gift code' }).fill('WELCOME5');
    await promoState.getByText('The code WELCOME5 is for a first order only, and this phone number has ordered here before. Remove it to place your order.').waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove the code' }).click();
    expect(await page.getByRole('textbox', { name: 'Promo or gift code' }).inputValue()).toBe('');
    // Without the code the order can be placed again.
    await expect.poll(() => page.getByRole('button', { name: 'Place your Order' }).isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(await page.getByText('is for a first order only').count()).toBe(0);
    await context.close();
  });

  it('test kitchen: a burger with options, picked up and paid in person, to the confirmation and receipt', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Cheeseburger', exact: true }).click();
    await page.getByRole('heading', { name: 'Customize your Cheeseburger' }).waitFor();
    expect(await page.getByText('Fix (1) required options above, then add to cart.').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Brioche' }).check();
    await page.getByRole('checkbox', { name: /^Bacon/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('link', { name: 'cart (1)' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    await contact(page);
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    const q = await expectSummaryIsServerQuote(page, quotes, 'test');
    // Cheeseburger $12.00 + Bacon $2.00, worked by hand.
    expect(q.totals.subtotalCents).toBe(1400);
    // Paid in person it earns as a card order would: 1400 + 9.5% tax 133 = 1533;
    // floor(1533 x 5 / 100) = floor(76.65) = 76, and the earn note says the quote's amount.
    expect([q.totals.invoiceCents, q.totals.cashbackEarnedCents]).toEqual([1533, 76]);
    expect(await page.locator('.earn-note').textContent()).toBe("You'll earn $0.76 cashback with this order.");
    expect(await seriousViolations(page)).toEqual([]);
    const before = await ordersOf('test');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    expect(await ordersOf('test')).toBe(before + 1);
    expect(await page.getByText('THIS is a Pick Up').isVisible()).toBe(true);
    expect(await page.getByText('Not Paid').isVisible()).toBe(true);
    expect(await page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(q.totals.invoiceCents!)}`);
    const pdf = await page.getByRole('link', { name: 'View PDF Receipt' }).getAttribute('href');
    const res = await fetch(`http://127.0.0.1:${suite.sf.port}${pdf}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await seriousViolations(page)).toEqual([]);
    // The cart is emptied after the order.
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await page.getByRole('link', { name: 'cart (0)' }).waitFor();
    expect(await page.getByRole('link', { name: /^cart \(/ }).textContent()).toBe('cart (0)');
    await context.close();
  });

  it('juice stop: delivery to a demo address, paid by test card, with a post-order tip', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('juicestop', '/glendale/order'));
    await hydrated(page);
    await addFromMenu(page, 'Classic Acai Bowl', 2);
    await page.getByRole('link', { name: 'cart (2)' }).click();
    await contact(page);
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page.getByRole('combobox', { name: 'Delivery address' }).fill('100 N Brand');
    await page.getByRole('option', { name: '100 N Brand Blvd, Glendale, CA 91203' }).click();
    await page.getByText(/miles away · delivery fee/).waitFor();
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('radio', { name: '15%' }).check();
    const q = await expectSummaryIsServerQuote(page, quotes, 'juicestop');
    expect(q.totals.deliveryFeeCents).toBeGreaterThan(0);
    expect(q.totals.tipCents).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'Delivery Order Confirmation' }).waitFor();
    expect(await page.getByText('Prepaid').isVisible()).toBe(true);
    expect(await page.getByText('100 N Brand Blvd, Glendale, CA 91203').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Tip (100% to Staff/Driver)' }).waitFor();
    // Tipped at checkout: the tip widget comes after the receipt.
    expect(await page.evaluate(() => !!(document.querySelector('.receipt')!.compareDocumentPosition(document.querySelector('.tip-widget')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // Another browser with the order's link sees the order, not the tip widget: it has no tip token.
    const other = await openPage(suite.browser, suite.sf, { width: 1280 });
    await other.page.goto(page.url());
    await other.page.locator('.receipt-grand').waitFor();
    expect(await other.page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(q.totals.invoiceCents!)}`);
    expect(await other.page.getByRole('heading', { name: 'Tip (100% to Staff/Driver)' }).count()).toBe(0);
    await other.context.close();
    // A percent tip is priced by the server and asked about first; Cancel charges nothing.
    await page.getByRole('button', { name: /^20%/ }).click();
    const twenty = Math.floor((q.totals.preTipTotalCents! * 20 + 50) / 100);
    await page.getByText(`Add a ${dollars(twenty)} tip to your card?`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Custom tip ($)').fill('3');
    await page.getByRole('button', { name: 'Add tip' }).click();
    await page.getByText('Add a $3.00 tip to your card?').waitFor();
    expect(await page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(q.totals.invoiceCents!)}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Thanks for tipping!').first().waitFor();
    await expect.poll(() => page.locator('.receipt-grand').textContent()).toBe(`Grand Total${dollars(q.totals.invoiceCents! + 300)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('kaiju k-town: dine-in at the counter', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('kaiju', '/ktown/order'));
    await hydrated(page);
    await addFromMenu(page, 'Edamame');
    await page.getByRole('link', { name: 'cart (1)' }).click();
    await contact(page);
    await page.getByRole('radio', { name: 'Dine-In' }).check();
    expect(await page.getByText('Please check-in at counter to let us know you are here.').isVisible()).toBe(true);
    await expectSummaryIsServerQuote(page, quotes, 'kaiju-ktown');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'Dine In Order Confirmation' }).waitFor();
    expect(await page.getByText('THIS is a Dine In').isVisible()).toBe(true);
    await context.close();
  });

  it('sunset slice: the cash limit blocks with a switch to card; a declined card places no order', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('sunsetslice', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Cheese Slice', 25);
    await page.getByRole('link', { name: 'cart (25)' }).click();
    await contact(page);
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    await page.getByText('Orders above $80.00 need to be paid with credit card.').waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Pay by card instead' }).click();
    expect(await page.getByRole('radio', { name: 'PrePay' }).isChecked()).toBe(true);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await expectSummaryIsServerQuote(page, quotes, 'sunsetslice');
    const before = await ordersOf('sunsetslice');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByText(/^error: Your card was declined\./).waitFor();
    expect(await page.getByRole('button', { name: 'Place your Order' }).isEnabled()).toBe(true);
    expect(await ordersOf('sunsetslice')).toBe(before);
    await context.close();
  });

  it('a price changed between quote and order is shown and asked again; the retry places it', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('wingtheory', '/order'));
    await hydrated(page);
    await addFromMenu(page, await simpleProduct('wingtheory-noho'));
    await page.getByRole('link', { name: 'cart (1)' }).click();
    await contact(page);
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    let tampered = false;
    await page.route('**/orders', async (route) => {
      if (tampered) return route.continue();
      tampered = true;
      const body = route.request().postDataJSON() as { expectedInvoiceCents: number };
      await route.continue({ postData: JSON.stringify({ ...body, expectedInvoiceCents: body.expectedInvoiceCents - 100 }) });
    });
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByText(/^error: Prices changed: The total is now/).waitFor();
    expect(page.url()).toContain('/checkout');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    await context.close();
  });

  it('a lost answer is retried with the same key and makes one order', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: 'cart (1)' }).click();
    await contact(page);
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      const url = new URL(route.request().url());
      await route.fetch({ url: `http://127.0.0.1:${suite.sf.port}${url.pathname}` }); // the server places the order ...
      await route.abort('connectionreset'); // ... and its answer is lost
    });
    const before = await ordersOf('test');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor({ timeout: 15_000 });
    expect(keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf('test')).toBe(before + 1);
    await context.close();
  });

  it('keeps the cart across reloads; edits and removes lines', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Fish Tacos (2)');
    await addFromMenu(page, 'Fish Tacos (2)');
    await addFromMenu(page, 'Pasta Pomodoro');
    // The identical line is merged: two lines, three items.
    await page.reload();
    await hydrated(page);
    await page.getByRole('link', { name: 'cart (3)' }).click();
    await page.locator('.bag-item').nth(1).waitFor();
    expect(await page.locator('.bag-item').count()).toBe(2);
    await page.getByRole('link', { name: 'Edit Fish Tacos (2)' }).click();
    await page.getByRole('heading', { name: 'Customize your Fish Tacos (2)' }).waitFor();
    await page.getByLabel('note for kitchen').fill('extra lime');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Note: extra lime').waitFor();
    await page.getByRole('button', { name: 'Remove Pasta Pomodoro' }).click();
    await page.locator('.bag-item').nth(1).waitFor({ state: 'detached' });
    expect(await page.locator('.bag-item').count()).toBe(1);
    await page.reload();
    await hydrated(page);
    await page.getByText('Note: extra lime').waitFor();
    expect(await page.locator('.bag-item').count()).toBe(1);
    await context.close();
  });

  it('a shop that has not opened yet offers scheduled times only, and takes a scheduled order', async () => {
    // Wednesday 07:00 in Los Angeles: the test kitchen opens at 08:00.
    const early = Date.parse('2025-06-18T14:00:00Z');
    suite.sf.clock.now = early;
    try {
      const { context, page } = await openPage(suite.browser, suite.sf, { time: early });
      await page.goto(suite.sf.url('test', '/order'));
      await hydrated(page);
      await addFromMenu(page, 'Pasta Pomodoro');
      await page.getByRole('link', { name: 'cart (1)' }).click();
      await contact(page);
      // The times are the quote's: the select shows once it has come.
      await page.getByLabel('Pickup time').waitFor();
      const options = await page.getByLabel('Pickup time').locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      expect(options.some((o) => o.startsWith('ASAP'))).toBe(false);
      await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
      await page.getByRole('button', { name: 'Place your Order' }).click();
      await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
      await context.close();
    } finally {
      suite.sf.clock.now = early + 5 * 3600_000;
    }
  });

  it('a saved time that has passed shows, and is sent, as the first time offered; the saved choice is left as it was', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    // The cart as a visit yesterday left it: yesterday's noon pickup.
    const yesterday = '2025-06-17T12:00:00-07:00';
    await page.evaluate((time) => {
      const saved = JSON.parse(localStorage.getItem('cart-test')!) as { state: Record<string, unknown> };
      saved.state.pickupTime = time;
      localStorage.setItem('cart-test', JSON.stringify(saved));
    }, yesterday);
    await page.goto(suite.sf.url('test', '/checkout'));
    await hydrated(page);
    await contact(page);
    const select = page.getByLabel('Pickup time');
    await select.waitFor();
    await expect.poll(() => select.inputValue()).toBe('ASAP');
    await expectSummaryIsServerQuote(page, quotes, 'test');
    expect((quotes.last() as { pickupTime: string }).pickupTime).toBe('ASAP');
    expect(await page.getByRole('list', { name: 'Before you can order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Place your Order' }).isEnabled()).toBe(true);
    const kept = await page.evaluate(() => (JSON.parse(localStorage.getItem('cart-test')!) as { state: { pickupTime: string } }).state.pickupTime);
    expect(kept).toBe(yesterday);
    await context.close();
  });

  it('golden crumb: a week of times has no two alike; a time a week ahead names its date, and so does the receipt', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    await page.goto(suite.sf.url('goldencrumb', '/products/gc-bread-sourdough'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByText('Item successfully added to cart.').waitFor();
    await page.goto(suite.sf.url('goldencrumb', '/checkout'));
    await hydrated(page);
    await contact(page);
    const select = page.getByRole('combobox', { name: 'Pickup time' });
    await select.waitFor();
    const options = await select.locator('option').evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    // Every label (the option's visible text and accessible name) names one time only.
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    /** The wall clock in Los Angeles, written here with Intl: 'Wed', 'Jun 25', '12:30 PM'. */
    const la = (iso: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', ...o }).format(new Date(iso));
    // Today is Wednesday June 18 (the pinned clock): this week's times read as before; next Wednesday's carry the date.
    const today = options.find((o) => o.value.startsWith('2025-06-18T'))!;
    expect(today.label).toBe(`${la(today.value, { weekday: 'short' })} ${la(today.value, { hour: 'numeric', minute: '2-digit' })}`);
    const nextWeek = options.filter((o) => o.value.startsWith('2025-06-25T'));
    expect(nextWeek.length).toBeGreaterThan(0);
    for (const o of nextWeek) expect(o.label).toBe(`Wed Jun 25, ${la(o.value, { hour: 'numeric', minute: '2-digit' })}`);
    const sameTime = options.find((o) => o.value.startsWith('2025-06-18T') && nextWeek.some((n) => n.value.slice(10) === o.value.slice(10)));
    if (sameTime) expect(sameTime.label).not.toBe(nextWeek.find((n) => n.value.slice(10) === sameTime.value.slice(10))!.label);
    // Ordered for next Wednesday: the receipt names the date, not only 'Wednesday'.
    const chosen = nextWeek[0]!;
    await select.selectOption(chosen.value);
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false' && !(document.querySelector('.place-button') as HTMLButtonElement).disabled);
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.locator('.receipt').waitFor();
    const due = await page.locator('.receipt-facts > div').nth(1).textContent();
    expect(due).toBe(`Pickup due${la(chosen.value, { weekday: 'long', month: 'long', day: 'numeric' })}, ${la(chosen.value, { hour: 'numeric', minute: '2-digit' })}`);
    expect(due).toContain('June 25');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a customer can order with the keyboard alone', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    const tabTo = async (test: () => boolean | Promise<boolean>, max = 120) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await test()) return;
      }
      throw new Error('could not reach the control with Tab');
    };
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return `${el?.tagName ?? ''}|${el?.getAttribute('aria-label') ?? ''}|${el?.textContent?.trim() ?? ''}|${(el as HTMLInputElement | null)?.id ?? ''}`;
    });
    await tabTo(async () => (await focused()).startsWith('A|Pasta Pomodoro|'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Customize your Pasta Pomodoro' }).waitFor();
    // Each page reached in the browser puts the focus on its main heading.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused()).toBe('H1||Customize your Pasta Pomodoro|');
    await tabTo(async () => (await focused()).startsWith('BUTTON||Add to Cart'));
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'cart (1)' }).waitFor();
    // Back on the menu the focus is already on the cart: no Tab press to reach it.
    await page.waitForFunction(() => document.activeElement?.classList.contains('mini-cart-button'));
    expect(await focused()).toMatch(/^A\|\|cart \(1\)/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused()).toBe('H1||Checkout|');
    await tabTo(async () => (await focused()).endsWith('|contact-name'));
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2135550123');
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    await tabTo(async () => (await focused()).startsWith('BUTTON||Place your Order'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'ToGo Order Confirmation');
    expect(await focused()).toBe('H1||ToGo Order Confirmation|');
    await context.close();
  });
});
