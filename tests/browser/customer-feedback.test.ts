/**
 * What customers see while they order, at phone (390 px) and desktop (1280 px) widths in
 * Chromium: the checkout's bottom bar (the quote's total and the page's own 'Place your Order'),
 * the cart bar's subtotal, the added-to-cart toast and where the focus goes, a required option
 * that stays neutral until the first attempt, the kitchen note's counter, the custom tip's
 * refusals, the shop's name beside its logo, and the receipt (short reference, due-time label by
 * order type, the shop's e-mail for corrections) on the page and in the PDF. axe on each page.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dollars, hydrated, openPage as openHarnessPage, seriousViolations, serverQuote, storefrontSuite } from './harness.js';

const suite = storefrontSuite();
const WIDTHS = [390, 1280] as const;
/** Whole flows on a machine shared with other work: generous limits, never sleeps. */
const FLOW_MS = 120_000;

/** A page with a 30 s limit on each wait (a busy machine renders slowly; nothing here waits for time itself). */
async function openPage(...args: Parameters<typeof openHarnessPage>): ReturnType<typeof openHarnessPage> {
  const opened = await openHarnessPage(...args);
  opened.page.setDefaultTimeout(30_000);
  return opened;
}

/** Records the cart the page last sent for a quote. */
function trackQuotes(page: Page): { last(): unknown } {
  let body: unknown;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/quote')) body = r.postDataJSON();
  });
  return { last: () => body };
}

/** Adds a product from the test kitchen's menu through its product page (Brioche when it asks for a bun). */
async function addFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name: `Customize your ${name}` }).waitFor();
  const bun = page.getByRole('radio', { name: 'Brioche' });
  if (await bun.count()) await bun.check();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('heading', { name: 'Test Kitchen menu' }).waitFor();
}

/** The focused element: its tag and text. */
const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent?.trim() ?? ''}`);

/** Waits until the checkout's summary shows the total of the server's quote of the cart last sent, and returns that quote. */
async function settledQuote(page: Page, quotes: { last(): unknown }) {
  for (;;) {
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    const q = await serverQuote(suite.sf, 'test', quotes.last());
    if ((await page.getByTestId('invoice').textContent()) === dollars(q.totals.invoiceCents!)) return q;
  }
}

describe.each(WIDTHS)('at %i px', (width) => {
  it("after 'Add to Cart' a toast and a status say so, the cart bar takes the focus and shows the server's subtotal", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    // An empty cart: 'cart (0)' and no amount.
    expect(await page.getByRole('link', { name: /^cart \(/ }).textContent()).toBe('cart (0)');
    await addFromMenu(page, 'Cheeseburger');
    await addFromMenu(page, 'Pasta Pomodoro');

    // A polite live region present since the page's first render, so the words are announced.
    const status = page.locator('[aria-live="polite"]').filter({ hasText: 'Item successfully added to cart.' });
    await status.waitFor();
    expect(await status.textContent()).toBe('Item successfully added to cart. 1 x Pasta Pomodoro');
    expect(await status.getAttribute('aria-atomic')).toBe('true');
    expect(await page.locator('.toast').isVisible()).toBe(true);

    // The focus is on the cart link: no Tab press between adding and the cart.
    await page.waitForFunction(() => document.activeElement?.classList.contains('mini-cart-button'));
    // Named exactly 'cart (2)'; the subtotal beside it is its description.
    const cart = page.getByRole('link', { name: 'cart (2)', exact: true });
    await page.locator('.mini-cart-total').waitFor();
    const q = await serverQuote(suite.sf, 'test', quotes.last());
    // $12.00 Cheeseburger (Brioche is free) + the pasta: the server's subtotal, formatted.
    expect(q.totals.subtotalCents).toBeGreaterThan(1200);
    expect(await cart.evaluate((el) => [el === document.activeElement, document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent])).toEqual([
      true,
      `Subtotal ${dollars(q.totals.subtotalCents!)}`,
    ]);
    expect(await page.locator('.mini-cart-total').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The toast goes after a few seconds; the cart bar stays.
    await page.locator('.toast').waitFor({ state: 'detached', timeout: 10_000 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    await context.close();
  }, FLOW_MS);

  it("the toast stays on the page it was shown for: going on to checkout dismisses it, and each new page's heading takes the focus", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Pasta Pomodoro', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Customize your Pasta Pomodoro' }).waitFor();
    // A client-side navigation puts the focus on the new page's main heading, not the <body>.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusedText(page)).toBe('H1 Customize your Pasta Pomodoro');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.locator('.toast').waitFor();
    // At once to the checkout: the toast does not follow (at 390 px it covered the Phone field).
    await page.getByRole('link', { name: 'cart (1)', exact: true }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    expect(await page.locator('.toast').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusedText(page)).toBe('H1 Checkout');
    // Back on the menu it is not shown again either.
    await page.goBack();
    await page.getByRole('heading', { name: 'Test Kitchen menu' }).waitFor();
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, FLOW_MS);

  it('a required option is neutral until the first attempt; then it is said in red and takes the focus', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('test', '/products/t-cheeseburger'));
    await hydrated(page);
    const bun = page.getByRole('radiogroup', { name: /^Bun/ });
    await bun.waitFor();
    expect(await page.getByText('This selection is required').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('.modgroup-invalid').count()).toBe(0);
    expect(await bun.getByText('Required').isVisible()).toBe(true);
    expect(await page.locator('.fix-note').getAttribute('class')).toBe('fix-note');
    expect(await seriousViolations(page)).toEqual([]);

    // Picking in a group shows its own message at once: a fourth extra is one too many.
    const extras = page.getByRole('group', { name: /^Extras/ });
    for (const name of [/^Cheese/, /^Bacon/, /^Avocado/, /^Fried Egg/]) await extras.getByRole('checkbox', { name }).check();
    await extras.getByText('Exceeded max pick of 3').waitFor();
    expect(await bun.getByText('This selection is required').count()).toBe(0);
    await extras.getByRole('checkbox', { name: /^Fried Egg/ }).uncheck();

    // The first attempt: the bun group says it, in red, and the focus goes into it.
    await page.getByRole('button', { name: /^Add to Cart/ }).click({ force: true });
    await bun.getByText('This selection is required').waitFor();
    expect(await bun.getAttribute('class')).toContain('modgroup-invalid');
    expect(await page.locator('.fix-note').getAttribute('class')).toBe('fix-note error-text');
    await page.waitForFunction(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent?.startsWith('Bun') === true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, FLOW_MS);

  it('the kitchen note counts its characters, says when it is too long and is never cut', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Pasta Pomodoro', exact: true }).first().click();
    const note = page.getByLabel('note for kitchen');
    await note.waitFor();
    expect(await page.locator('#kitchen-note-count').textContent()).toBe('0 / 500');
    // 'extra basil ' is 12 characters: 43 of them are 516, trimmed 515.
    const long = 'extra basil '.repeat(43);
    await note.fill(long);
    expect(await note.inputValue()).toBe(long);
    expect(await page.locator('#kitchen-note-count').textContent()).toBe('515 / 500: 15 characters too many. Shorten the note to add this item.');
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).getAttribute('aria-disabled')).toBe('true');
    // Adding anyway leaves the cart as it was and puts the focus in the note.
    await page.getByRole('button', { name: /^Add to Cart/ }).click({ force: true });
    await page.waitForFunction(() => document.activeElement?.id === 'kitchen-note');
    expect(await page.getByRole('heading', { name: 'Customize your Pasta Pomodoro' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await note.fill('extra basil, no parmesan');
    expect(await page.locator('#kitchen-note-count').textContent()).toBe('24 / 500');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('link', { name: /^cart \(1\)/ }).waitFor();
    await page.getByRole('link', { name: /^cart \(1\)/ }).click();
    await page.getByText('Note: extra basil, no parmesan').waitFor();
    await context.close();
  }, FLOW_MS);

  it("checkout: the custom tip reads only digits and dots, ignores text with none, refuses an ambiguous amount beside the field; an amount is the quote's tip", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: /^cart \(1\)/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
    await page.getByRole('radio', { name: 'PrePay' }).check();
    const tip = page.getByLabel('Enter Tip:');
    // Everything but digits and dots is dropped: '$3.5abc' is a $3.50 tip, shown under the field and in the summary.
    await tip.fill('$3.5abc');
    expect(await tip.inputValue()).toBe('$3.5abc');
    await page.getByText('Tip charged: $3.50').waitFor();
    expect(await page.locator('#tip-custom-error').textContent()).toBe('');
    expect(await tip.getAttribute('aria-invalid')).toBeNull();
    const stripped = await settledQuote(page, quotes);
    expect(stripped.totals.tipCents).toBe(350);
    expect(await page.locator('.summary-row').allTextContents()).toContain('Tip$3.50');
    // Nothing numeric: ignored, without a message; the tip stays $3.50.
    await tip.fill('abc');
    expect(await page.locator('#tip-custom-error').textContent()).toBe('');
    expect(await tip.getAttribute('aria-invalid')).toBeNull();
    expect((quotes.last() as { tip: unknown }).tip).toEqual({ cents: 350 });
    expect(await page.getByText('Tip charged: $3.50').isVisible()).toBe(true);
    // An ambiguous amount is refused beside the field, not guessed; the tip stays $3.50.
    for (const [typed, message] of [
      ['1.2.3', '"1.2.3" has more than one dot: write dollars and cents with one dot, like 2.50.'],
      ['2.999', '"2.999" has more than two digits after the dot: a tip is in whole cents, like 2.50.'],
    ] as const) {
      await tip.fill(typed);
      expect(await tip.inputValue()).toBe(typed);
      expect(await page.locator('#tip-custom-error').textContent()).toBe(message);
      expect(await tip.getAttribute('aria-invalid')).toBe('true');
      expect((quotes.last() as { tip: unknown }).tip).toEqual({ cents: 350 });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await tip.fill('2.50');
    expect(await page.locator('#tip-custom-error').textContent()).toBe('');
    await page.getByText('Tip charged: $2.50').waitFor();
    const q = await settledQuote(page, quotes);
    expect(q.totals.tipCents).toBe(250);
    expect(await page.locator('.summary-row').allTextContents()).toContain('Tip$2.50');
    // The tip, the order type and the payment are each one choice of a radio group named by its legend.
    for (const name of ['Fulfilment Options', 'Payment', 'Tip']) {
      expect(await page.getByRole('radiogroup', { name }).getByRole('radio').count(), name).toBeGreaterThan(0);
    }

    // Over the shop's $50 cap: the quote refuses the tip (the order is blocked) and the page never
    // says it is charged, nor a Total with it.
    await tip.fill('500');
    const refusal = 'A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.';
    await page.locator('#tip-custom-charged').getByText(refusal).waitFor();
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    const over = await serverQuote(suite.sf, 'test', quotes.last());
    expect(over.blockers.map((b) => b.code)).toContain('TIP_TOO_LARGE');
    const pageText = (await page.locator('main').textContent())!;
    expect(pageText).not.toContain('Tip charged');
    expect(pageText).not.toContain(dollars(over.totals.invoiceCents!));
    // Cashback is earned on the invoice: not promised on one the order cannot have.
    expect(over.totals.cashbackEarnedCents).toBeGreaterThan(0);
    expect(pageText).not.toContain("You'll earn");
    const rows = await page.locator('.summary-row').allTextContents();
    expect(rows).toContain('TipOver the $50.00 limit');
    expect(rows.filter((r) => r.includes('$500.00'))).toEqual([]);
    expect(await page.getByTestId('invoice').textContent()).toBe('—');
    expect(await page.locator('.summary-note').textContent()).toBe('Your total shows here once the tip is $50.00 or less.');
    if (width < 960) expect(await page.getByTestId('sticky-invoice').textContent()).toBe('—');
    expect(await seriousViolations(page)).toEqual([]);
    // Back under the cap, the quote's tip and Total are shown again.
    await tip.fill('50');
    await page.getByText('Tip charged: $50.00').waitFor();
    const back = await settledQuote(page, quotes);
    expect(back.totals.tipCents).toBe(5000);
    await context.close();
  }, FLOW_MS);

  it("the shop's name is written beside its logo in the header and the cart bar", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('juicestop', '/glendale/order'));
    await hydrated(page);
    expect(await page.locator('.site-header .brand-name').isVisible()).toBe(true);
    expect(await page.locator('.site-header .brand-name').textContent()).toBe('Juice Stop');
    expect(await page.locator('.site-header .brand-logo').isVisible()).toBe(true);
    expect(await page.locator('.mini-cart-name').isVisible()).toBe(true);
    // The cart bar drops the 32 px wordmark on a phone and keeps it on a desktop.
    expect(await page.locator('.mini-cart-home img').isVisible()).toBe(width > 480);
    const size = await page.locator('.site-header .brand-name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
    await context.close();
  }, FLOW_MS);

  it("the cart bar writes the shop's whole name, wrapping rather than cutting it", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    for (const [site, product, shopName] of [['goldencrumb', 'gc-bread-sourdough', 'Golden Crumb Bakery & Cafe'], ['wingtheory', 'wt-side-regular-fries', 'Wing Theory NoHo']] as const) {
      // A line in the cart, so 'cart (1)' shows its subtotal beside the name.
      await page.goto(suite.sf.url(site, `/products/${product}`));
      await hydrated(page);
      await page.getByRole('button', { name: /^Add to Cart/ }).click();
      await page.getByText('Item successfully added to cart.').waitFor();
      await page.goto(suite.sf.url(site, '/order'));
      await hydrated(page);
      await page.locator('.mini-cart-total').waitFor();
      const name = page.locator('.mini-cart-name');
      const fit = await name.evaluate((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight, ellipsis: getComputedStyle(el).textOverflow, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) }));
      expect(fit).toMatchObject({ text: shopName, whole: true });
      expect(fit.ellipsis).not.toBe('ellipsis');
      expect(fit.lines).toBeLessThanOrEqual(2);
      // Clear of the cart link beside it.
      const [n, c] = [await name.boundingBox(), await page.locator('.mini-cart-button').boundingBox()];
      expect(n!.x + n!.width).toBeLessThanOrEqual(c!.x);
    }
    await context.close();
  }, FLOW_MS);

  it("a long shop name beside the header's Order button takes two lines at most, clear of the bar's edges", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('kaiju', '/order'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Order', exact: true }).waitFor();
    const fit = await page.locator('.site-header .brand-name').evaluate((el) => {
      const name = el.getBoundingClientRect();
      const bar = el.closest('.site-header')!.getBoundingClientRect();
      const cta = document.querySelector('.site-header .btn-cta')!.getBoundingClientRect();
      return {
        lines: Math.round(name.height / parseFloat(getComputedStyle(el).lineHeight)),
        clearOfEdges: name.top - bar.top >= 4 && bar.bottom - name.bottom >= 4,
        clearOfOrder: cta.left - name.right >= 8,
      };
    });
    expect(fit.lines).toBeLessThanOrEqual(2);
    expect([fit.clearOfEdges, fit.clearOfOrder]).toEqual([true, true]);
    await context.close();
  }, FLOW_MS);
});

describe('the checkout bar on a phone', () => {
  it("keeps the quote's total and the page's one 'Place your Order' button at the bottom of the screen", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 390 });
    const quotes = trackQuotes(page);
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Cheeseburger');
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: /^cart \(2\)/ }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    const bar = page.getByRole('region', { name: 'Order total' });
    // One button, so the bar's is the page's own: same handler, same checks.
    const button = page.getByRole('button', { name: 'Place your Order' });
    await bar.waitFor();
    expect(await button.count()).toBe(1);
    /** The button is drawn inside the bar, which is at the bottom of the screen. */
    const inBar = async () => {
      const [b, r] = [await button.boundingBox(), await bar.boundingBox()];
      return b !== null && r !== null && Math.round(r.y + r.height) === 844 && b.y >= r.y && b.y + b.height <= r.y + r.height && b.x + b.width <= 390;
    };

    // No name or phone yet: the button is disabled, and the bar says how much is left to fix.
    let q = await settledQuote(page, quotes);
    expect(q.blockers.map((b) => b.code)).toEqual(['NAME_REQUIRED', 'PHONE_REQUIRED']);
    expect(await button.isDisabled()).toBe(true);
    expect(await bar.getByTestId('sticky-invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));
    expect(await inBar()).toBe(true);
    await bar.getByRole('button', { name: '2 things to fix' }).click();
    await page.waitForFunction(() => document.activeElement?.classList.contains('blockers'));
    expect(await page.locator('.blockers').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
    q = await settledQuote(page, quotes);
    expect(q.blockers).toEqual([]);
    expect(await bar.getByRole('button', { name: /things? to fix/ }).count()).toBe(0);
    // The bar's total is the Order Summary's Total: the server's quote, formatted.
    expect(await bar.getByTestId('sticky-invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));
    expect(await page.getByTestId('invoice').textContent()).toBe(dollars(q.totals.invoiceCents!));
    expect(await button.isDisabled()).toBe(false);
    // At the top of the page and at its end alike.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inBar()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await inBar()).toBe(true);
    // The footer is not hidden behind the bar at the end of the page.
    const footer = await page.locator('.site-footer').boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

    // Card chosen and left empty: the card is checked, and the refusal shows in the bar too.
    await page.getByRole('radio', { name: 'PrePay' }).check();
    q = await settledQuote(page, quotes);
    await page.evaluate(() => window.scrollTo(0, 0));
    await button.click();
    await bar.getByText('Your card number is invalid.').waitFor();
    expect(await page.locator('.checkout-side [role="alert"]').textContent()).toBe('error: Your card number is invalid.');

    // Paid in person, placed from the bar at the top of the page: the order is the quote's.
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    q = await settledQuote(page, quotes);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inBar()).toBe(true);
    await button.click();
    await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
    const orderId = decodeURIComponent(/order-status\/([^/]+)/.exec(page.url())![1]!);
    const order = (await (await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/test/orders/${orderId}`)).json()) as { totals: { invoiceCents: number } };
    expect(order.totals.invoiceCents).toBe(q.totals.invoiceCents);
    await context.close();
  }, FLOW_MS);

  it("shows a refusal whole, above the total and clear of the button", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 390 });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: /^cart \(1\)/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
    await page.getByRole('radio', { name: 'PrePay' }).check();
    // Stripe's test card that is always declined.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    const button = page.getByRole('button', { name: 'Place your Order' });
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false' && !(document.querySelector('.place-button') as HTMLButtonElement).disabled);
    await button.click();
    const failure = page.locator('.sticky-place-failure');
    await failure.waitFor();
    // The server's whole sentence, every line of it on screen: nothing cut, nothing behind the button.
    expect(await failure.textContent()).toBe('Your card was declined. Use another card or pay in person.');
    const fit = await failure.evaluate((el) => ({ whole: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1, clamp: getComputedStyle(el).webkitLineClamp }));
    expect(fit.whole).toBe(true);
    expect(['none', '']).toContain(fit.clamp);
    const [f, b, bar] = [await failure.boundingBox(), await button.boundingBox(), await page.getByRole('region', { name: 'Order total' }).boundingBox()];
    expect(f!.y + f!.height).toBeLessThanOrEqual(b!.y);
    expect(f!.y).toBeGreaterThanOrEqual(bar!.y);
    expect(f!.x + f!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, FLOW_MS);

  it('is not shown on a desktop, where the summary and its button stay beside the form', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1280 });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: /^cart \(1\)/ }).click();
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    expect(await page.locator('.sticky-place').isVisible()).toBe(false);
    const [button, summary] = [await page.locator('.place-button').boundingBox(), await page.locator('.summary').boundingBox()];
    // Under the summary, as wide as it.
    expect(button!.y).toBeGreaterThan(summary!.y + summary!.height);
    expect(Math.round(button!.width)).toBe(Math.round(summary!.width));
    await context.close();
  }, FLOW_MS);
});

/** The PDF receipt's text (poppler's pdftotext), or undefined where poppler is not installed. */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  } catch (err) {
    if (process.env.REQUIRE_SERVICES === '1') throw err;
    return undefined;
  }
}

describe.each(WIDTHS)('the receipt at %i px', (width) => {
  it('a dine-in order reads its short reference and Ready by on the page and in the PDF, and corrections go to the shop\'s e-mail', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width });
    await page.goto(suite.sf.url('test', '/order'));
    await hydrated(page);
    await addFromMenu(page, 'Pasta Pomodoro');
    await page.getByRole('link', { name: /^cart \(1\)/ }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
    // A dine-in order is ready when an ASAP pickup would be: the wait the quote's ASAP time says.
    const pickupSlots = (await serverQuote(suite.sf, 'test', { cartType: 'PICKUP', products: [{ productId: 't-pasta', quantity: 1 }] }) as unknown as { timeSlots: { slots: { value: string; label: string }[] } }).timeSlots.slots;
    const wait = Number(/^ASAP \(about (\d+) min\)$/.exec(pickupSlots[0]!.label)![1]);
    // Placed at noon on Wednesday (the pinned clock), in Los Angeles.
    const readyBy = `Wednesday 12:${String(wait).padStart(2, '0')} PM`;
    await page.getByRole('radio', { name: 'Dine-In' }).check();
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false' && !(document.querySelector('.place-button') as HTMLButtonElement).disabled);
    await page.locator('.place-button').click();
    await page.getByRole('heading', { name: 'Dine In Order Confirmation' }).waitFor();
    await page.locator('.receipt').waitFor();

    const orderId = decodeURIComponent(/order-status\/([^/]+)/.exec(page.url())![1]!);
    expect(orderId).toMatch(/^[a-z2-7]{32}$/);
    const reference = orderId.slice(0, 8).toUpperCase();
    const api = `http://127.0.0.1:${suite.sf.port}/api/shops/test/orders/${orderId}`;
    expect(((await (await fetch(api)).json()) as { reference: string }).reference).toBe(reference);

    expect(await page.locator('.order-id').textContent()).toBe(`Order ${reference}`);
    const body = (await page.locator('main').textContent())!;
    expect(body).not.toContain(orderId);
    expect(body).not.toContain('Pickup due');
    expect(await page.locator('.receipt-facts dt').allTextContents()).toEqual(['Type', 'Ready by', 'Name', 'Phone']);
    expect(await page.locator('.receipt-facts dd').first().textContent()).toBe('Dine In');
    // Not the moment it was placed (12:00 PM): when it will be ready.
    expect(wait).toBeGreaterThan(0);
    expect(await page.locator('.receipt-facts dd').nth(1).textContent()).toBe(readyBy);
    // The full id stays in links: the PDF receipt's address.
    expect(await page.getByRole('link', { name: 'View PDF Receipt' }).getAttribute('href')).toBe(`/api/shops/test/orders/${orderId}/receipt.pdf`);
    // The test kitchen's profile has an e-mail: corrections go there, not to test@{host}.
    const mail = page.locator('.check-order a[href^="mailto:"]');
    expect(await mail.getAttribute('href')).toBe('mailto:test@test-kitchen.example');
    expect(await page.locator('.check-order').textContent()).toBe('Check Your Order: to correct anything, call (213) 555-0100 or e-mail test@test-kitchen.example.');
    expect(await seriousViolations(page)).toEqual([]);

    const pdf = Buffer.from(await (await fetch(`${api}/receipt.pdf`)).arrayBuffer());
    const text = pdfText(pdf);
    if (text !== undefined) {
      expect(text).toContain(`Test Kitchen Order ${reference}`);
      expect(text).not.toContain(orderId);
      expect(text).toMatch(new RegExp(`Ready by\\s+${readyBy}`));
      expect(text).not.toContain('Pickup due');
    }
    await context.close();
  }, FLOW_MS);
});
