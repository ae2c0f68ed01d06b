/**
 * What checkout says beside the Order Summary is the quote's word, in a real browser: the cashback
 * applied is the quote's (capped at what is owed), not the balance asked for; a delivery the
 * server has not measured shows no delivery fee row (a $0.00 one reads as free delivery); the
 * address combobox points at a suggestion only while the list shows it. Amounts expected are the
 * server's own quote of the same cart, and the test shop's delivery settings read from its file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dollars, hydrated, openPage, REPO, seriousViolations, storefrontSuite, textedCode } from './harness.js';

const suite = storefrontSuite();

const profile = JSON.parse(readFileSync(join(REPO, 'shops', 'test', 'test.profile.json'), 'utf8')) as { settings: { delivery: { baseFeeInCents: number } } };

/** Records the cart the page last sent for a quote. */
function trackQuotes(page: Page): { last(): unknown } {
  let body: unknown;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/quote')) body = r.postDataJSON();
  });
  return { last: () => body };
}

/** The test shop's quote of `cart`, for the holder of `token` (a verified phone) when given. */
async function quoteOf(cart: unknown, token?: string): Promise<{ totals: Record<string, number>; delivery: { deliverable: boolean | null; feeCents: number } | null; blockers: { code: string }[] }> {
  const res = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/test/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Phone-Token': token } : {}) }, body: JSON.stringify(cart) });
  expect(res.status).toBe(200);
  return (await res.json()) as Awaited<ReturnType<typeof quoteOf>>;
}

/** `quantity` Coleslaw in the cart of a fresh page, at checkout. */
async function coleslawCheckout(width: number, quantity: number): Promise<Page> {
  const { page } = await openPage(suite.browser, suite.sf, { width });
  await page.goto(suite.sf.url('test', '/order'));
  await hydrated(page);
  await page.getByRole('link', { name: 'Coleslaw', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Customize your Coleslaw' }).waitFor();
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('link', { name: `cart (${quantity})` }).click();
  await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
  return page;
}

/** The summary's rows once it shows the quote of the last cart the page sent. */
async function settledRows(page: Page, quotes: { last(): unknown }, token?: string): Promise<string[]> {
  await expect.poll(async () => {
    if ((await page.locator('.summary').getAttribute('aria-busy')) !== 'false' || quotes.last() === undefined) return 'working';
    const q = await quoteOf(quotes.last(), token);
    return (await page.getByTestId('invoice').textContent()) === dollars(q.totals.invoiceCents!) ? 'settled' : 'stale';
  }, { timeout: 15_000 }).toBe('settled');
  return page.locator('.summary-row').allTextContents();
}

describe('checkout shows the quote', () => {
  it.each([390, 1280])('the cashback panel says what the quote applies, not the whole balance (%i px)', async (width) => {
    const phone = width === 390 ? '3235550161' : '3235550162';
    // $10 of sign-up cashback for this phone, redeemed by its holder through the API.
    const api = `http://127.0.0.1:${suite.sf.port}/api/shops/test`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    await post('/phone-verifications', { phone });
    const verified = (await (await post('/phone-verifications/confirm', { phone, code: /(\d{6})/.exec(suite.sf.sms.at(-1)!.body)![1] })).json()) as { token: string };
    expect((await post('/rewards', { action: 'redeem', originalPhone: phone }, { 'X-Phone-Token': verified.token })).status).toBe(200);

    const page = await coleslawCheckout(width, 1);
    const quotes = trackQuotes(page);
    await page.getByLabel('Name', { exact: true }).fill('Mia Chen');
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByLabel('Code', { exact: true }).fill(await textedCode(page, suite.sf.sms));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Cashback' });
    await panel.getByText('Your cashback: $10.00').waitFor();
    await page.getByRole('button', { name: 'Apply cashback' }).click();
    await page.getByRole('button', { name: 'Remove cashback' }).waitFor();
    const rows = await settledRows(page, quotes, verified.token);
    const q = await quoteOf(quotes.last(), verified.token);
    const applied = q.totals.cashbackAppliedCents!;
    // One Coleslaw owes less than $10: the quote applies what is owed, and the total is $0.00.
    expect(applied).toBe(q.totals.preTipTotalCents! + q.totals.tipCents! + q.totals.donationCents!);
    expect(applied).toBeLessThan(1000);
    expect(q.totals.invoiceCents).toBe(0);
    expect(rows).toContain(`Cashback${dollars(-applied)}`);
    expect(await panel.getByRole('paragraph').filter({ hasText: 'Your cashback' }).textContent()).toBe(`Your cashback: $10.00 (${dollars(applied)} applied)`);
    await page.context().close();
  });

  it.each([390, 1280])('delivery: no fee row until the server has measured the address (%i px)', async (width) => {
    const page = await coleslawCheckout(width, 4);
    const quotes = trackQuotes(page);
    const deliveryQuoted = page.waitForResponse((r) => r.url().endsWith('/quote') && r.request().postDataJSON()?.cartType === 'DELIVERY');
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await deliveryQuoted;
    const before = await settledRows(page, quotes);
    const unmeasured = await quoteOf(quotes.last());
    // The quote has measured nothing: deliverable null and the ADDRESS_REQUIRED blocker.
    expect(unmeasured.delivery).toMatchObject({ deliverable: null, feeCents: 0 });
    expect(unmeasured.blockers.map((b) => b.code)).toContain('ADDRESS_REQUIRED');
    expect(before.filter((r) => r.startsWith('Delivery fee'))).toEqual([]);
    expect(before).toContain(`Total${dollars(unmeasured.totals.invoiceCents!)}`);

    await page.getByRole('combobox', { name: 'Delivery address' }).fill('3500 W 6th');
    await page.getByRole('option', { name: '3500 W 6th St, Los Angeles, CA 90020' }).click();
    await page.getByText(/miles away · delivery fee/).waitFor();
    const after = await settledRows(page, quotes);
    const measured = await quoteOf(quotes.last());
    expect(measured.delivery).toMatchObject({ deliverable: true, feeCents: profile.settings.delivery.baseFeeInCents });
    expect(after).toContain(`Delivery fee${dollars(profile.settings.delivery.baseFeeInCents)}`);
    await page.context().close();
  });

  it.each([390, 1280])('the address combobox points at a suggestion only while the list shows it (%i px)', async (width) => {
    const page = await coleslawCheckout(width, 4);
    await page.getByRole('radio', { name: 'Delivery' }).check();
    const box = page.getByRole('combobox', { name: 'Delivery address' });
    await box.fill('3500 W 6th');
    await page.getByRole('option', { name: '3500 W 6th St, Los Angeles, CA 90020' }).waitFor();
    await box.press('ArrowDown');
    // While the list shows, the input points at the option highlighted.
    const pointed = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${pointed}"]`).textContent()).toBe('3500 W 6th St, Los Angeles, CA 90020');
    await box.press('Enter');
    await page.getByText(/miles away · delivery fee/).waitFor();
    await page.getByRole('listbox', { name: 'Address suggestions' }).waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
