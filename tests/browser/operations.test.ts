/**
 * Live operations end to end on the real server: a manager pauses ordering in the console and a
 * customer's open menu page says so without a reload (and again when resumed); an item marked out
 * of stock in the console while a customer has it in the cart gives a clear blocker on the
 * customer's open checkout. axe on /admin/operations. A tablet set to another zone than the shop's
 * still reads the pause and the out-of-stock times on the shop's clock. Keyboard focus stays on the
 * control pressed; an item out of stock in the profile shows as out and locked.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../server/staff/store.js';
import { hydrated, openPage, seriousViolations, storefrontSuite, type Storefront } from './harness.js';

const suite = storefrontSuite();
const PAUSED = 'online ordering is currently offline, you may still add items to order at a later time.';

/** A manager of the test shop, signed in on /admin/operations. */
async function consoleAsManager(browser: Browser, sf: Storefront, email: string, timezoneId?: string): Promise<Page> {
  await createUser(sf.server.db, { email, role: 'manager', sites: ['test'], password: 'kitchen-tablet-2025', mustChangePassword: false, createdBy: null, now: sf.clock.now });
  const { page } = await openPage(browser, sf, { width: 1024, height: 768, ...(timezoneId ? { timezoneId } : {}) });
  await page.goto(sf.url('test', '/admin/operations?shop=test'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('kitchen-tablet-2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Operations' }).waitFor();
  await page.locator('.ops-live-live').waitFor();
  return page;
}

describe('live operations in the console and on open customer pages', () => {
  it('pauses from the console and the open menu page says so at once, then resumes', async () => {
    const staff = await consoleAsManager(suite.browser, suite.sf, 'pause@example.com');
    await staff.getByRole('switch').first().waitFor();
    expect(await seriousViolations(staff)).toEqual([]);

    const { context, page: customer } = await openPage(suite.browser, suite.sf, { width: 390 });
    await customer.goto(suite.sf.url('test', '/'));
    await hydrated(customer);
    expect(await customer.getByText(PAUSED).count()).toBe(0);

    await staff.getByRole('button', { name: 'Pause 30 min' }).click();
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toMatch(/^Paused until /);
    await customer.getByText(PAUSED).waitFor();

    await staff.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toBe('Taking orders');
    await expect.poll(() => customer.getByText(PAUSED).count()).toBe(0);

    // Busy minutes: +10 then +5 shows 15, reset shows 0; the server holds the same.
    await staff.getByRole('button', { name: 'Add 10 minutes' }).click();
    await expect.poll(() => staff.locator('.ops-busy-value').textContent()).toBe('+10');
    await staff.getByRole('button', { name: 'Add 5 minutes' }).click();
    await expect.poll(() => staff.locator('.ops-busy-value').textContent()).toBe('+15');
    const stored = await suite.sf.server.db.query<{ busy_minutes: number }>(`SELECT busy_minutes FROM shop_operations WHERE shop_id = 'test'`);
    expect(stored.rows[0]!.busy_minutes).toBe(15);
    await staff.getByRole('button', { name: 'Reset to 0' }).click();
    await expect.poll(() => staff.locator('.ops-busy-value').textContent()).toBe('+0');
    expect(await seriousViolations(staff)).toEqual([]);
    await context.close();
    await staff.context().close();
  });

  it('an item marked out of stock while in a cart gives a clear blocker on the open checkout', async () => {
    const { context, page: customer } = await openPage(suite.browser, suite.sf, { width: 390 });
    await customer.goto(suite.sf.url('test', '/products/t-fish-tacos'));
    await hydrated(customer);
    await customer.getByRole('button', { name: /^Add to Cart/ }).click();
    await customer.waitForURL(/success|order/);
    await customer.goto(suite.sf.url('test', '/checkout'));
    await hydrated(customer);
    await customer.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    const outOfStock = customer.getByText('Fish Tacos (2) cannot be ordered right now (OUT OF STOCK); remove it from your cart.');
    expect(await outOfStock.count()).toBe(0);

    const staff = await consoleAsManager(suite.browser, suite.sf, 'stock@example.com');
    await staff.getByLabel('Find an item or option').fill('Fish Tacos');
    const sw = staff.getByRole('switch', { name: 'Fish Tacos (2) in stock' });
    expect(await sw.getAttribute('aria-checked')).toBe('true');
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    // Back tomorrow by default: the end of the shop's day.
    const row = await suite.sf.server.db.query<{ out_of_stock: unknown }>(`SELECT out_of_stock FROM shop_operations WHERE shop_id = 'test'`);
    const entries = (typeof row.rows[0]!.out_of_stock === 'string' ? JSON.parse(row.rows[0]!.out_of_stock) : row.rows[0]!.out_of_stock) as { productId: string; until: string }[];
    expect(entries).toEqual([{ productId: 't-fish-tacos', until: expect.stringMatching(/T00:00:00[-+]\d\d:\d\d$/) }]);

    await customer.locator('.blockers').getByText('Fish Tacos (2) cannot be ordered right now (OUT OF STOCK); remove it from your cart.').waitFor();
    expect(await customer.getByRole('button', { name: 'Place your Order' }).isDisabled()).toBe(true);

    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => outOfStock.count()).toBe(0);
    await context.close();
    await staff.context().close();
  });

  it('says the pause and out-of-stock times on the shop\'s clock on a tablet set to New York', async () => {
    const staff = await consoleAsManager(suite.browser, suite.sf, 'zone@example.com', 'America/New_York');
    // The Test Kitchen's clock (Los Angeles), computed here apart from the console.
    const shopClock = (ms: number, options: Intl.DateTimeFormatOptions = {}) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles', ...options }).format(ms).replace(/\u202f/g, ' ');
    await staff.getByRole('button', { name: 'Pause 30 min' }).click();
    const until = shopClock(suite.sf.clock.now + 30 * 60_000);
    expect(until).toBe('12:30 PM'); // New York would say 3:30 PM
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toBe(`Paused until ${until}`);
    await staff.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toBe('Taking orders');

    // Out of stock until the shop's next midnight: Thursday 12:00 AM in Los Angeles (3:00 AM in New York).
    await staff.getByLabel('Find an item or option').fill('Fish Tacos');
    const sw = staff.getByRole('switch', { name: 'Fish Tacos (2) in stock' });
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    const midnight = Date.parse('2025-06-19T07:00:00Z');
    const row = staff.locator('.ops-item', { has: sw });
    expect(await row.locator('.ops-item-detail').textContent()).toBe(`Mains · out of stock until ${shopClock(midnight, { weekday: 'short' })}`);
    expect(await row.locator('.ops-item-detail').textContent()).toMatch(/until Thu 12:00 AM$/);
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await staff.context().close();
  });

  it('keeps keyboard focus on the control pressed, and moves it to Pause when Resume goes', async () => {
    const staff = await consoleAsManager(suite.browser, suite.sf, 'keys@example.com');
    const focused = () => staff.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
    await staff.getByLabel('Find an item or option').fill('Fish Tacos');
    const sw = staff.getByRole('switch', { name: 'Fish Tacos (2) in stock' });
    await sw.focus();
    await staff.keyboard.press('Space');
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    expect(await focused()).toBe('Fish Tacos (2) in stock');
    await staff.keyboard.press('Enter');
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    expect(await focused()).toBe('Fish Tacos (2) in stock');

    await staff.getByRole('button', { name: 'Pause 30 min' }).focus();
    await staff.keyboard.press('Enter');
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toMatch(/^Paused until /);
    expect(await focused()).toBe('Pause 30 min');
    // Resume is there only while paused: once it has done its work, focus goes to the first pause button.
    await staff.getByRole('button', { name: 'Resume', exact: true }).focus();
    await staff.keyboard.press('Enter');
    await expect.poll(() => staff.locator('.ops-state-main').textContent()).toBe('Taking orders');
    expect(await staff.getByRole('button', { name: 'Resume', exact: true }).count()).toBe(0);
    expect(await focused()).toBe('Pause 15 min');

    // Reset to 0 has nothing more to do at 0, and keeps focus all the same.
    await staff.getByRole('button', { name: 'Add 5 minutes' }).focus();
    await staff.keyboard.press('Enter');
    await expect.poll(() => staff.locator('.ops-busy-value').textContent()).toBe('+5');
    expect(await focused()).toBe('Add 5 minutes');
    const reset = staff.getByRole('button', { name: 'Reset to 0' });
    await reset.focus();
    await staff.keyboard.press('Enter');
    await expect.poll(() => staff.locator('.ops-busy-value').textContent()).toBe('+0');
    expect(await focused()).toBe('Reset to 0');
    expect(await reset.getAttribute('aria-disabled')).toBe('true');
    await staff.context().close();
  });

  it('shows an item out of stock in the profile as out, locked, with the reason, and counts it', async () => {
    const staff = await consoleAsManager(suite.browser, suite.sf, 'profile-out@example.com');
    const posts: string[] = [];
    staff.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/operations')) posts.push(r.postData() ?? '');
    });
    await staff.getByRole('switch').first().waitFor();
    // The Test Kitchen's profile sets Apple Pie (t-sold-out-pie) out of stock; nothing else is out.
    expect(await staff.locator('.ops-state-sub').textContent()).toBe('Not busy · 1 out of stock');
    await staff.getByLabel('Find an item or option').fill('apple');
    const pie = staff.getByRole('switch', { name: 'Apple Pie in stock' });
    expect([await pie.getAttribute('aria-checked'), await pie.getAttribute('aria-disabled')]).toEqual(['false', 'true']);
    const row = staff.locator('.ops-item', { has: pie });
    expect(await row.locator('.ops-item-detail').textContent()).toBe('Specials · Out of stock in the profile: change it in the Studio');
    expect(await row.locator('.ops-switch-label').textContent()).toBe('Out');
    // Its accessible description is that reason.
    expect(await pie.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Specials · Out of stock in the profile: change it in the Studio');
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.screenshot({ path: '/tmp/ops-profile-out-390.png', fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: '/tmp/ops-profile-out-1280.png', fullPage: true });

    // Pressing it (mouse or keyboard) sends nothing: the next request is the Fish Tacos switch's.
    // (force: Playwright waits for an aria-disabled control to be enabled before clicking it.)
    await pie.click({ force: true });
    await pie.press('Space');
    expect(await pie.getAttribute('aria-checked')).toBe('false');
    await staff.getByLabel('Find an item or option').fill('Fish Tacos');
    const tacos = staff.getByRole('switch', { name: 'Fish Tacos (2) in stock' });
    await tacos.click();
    await expect.poll(() => tacos.getAttribute('aria-checked')).toBe('false');
    expect(posts.map((b) => JSON.parse(b) as unknown)).toEqual([{ outOfStock: { productId: 't-fish-tacos', until: 'end-of-day' } }]);
    expect(await staff.locator('.ops-state-sub').textContent()).toBe('Not busy · 2 out of stock');
    await tacos.click();
    await expect.poll(() => tacos.getAttribute('aria-checked')).toBe('true');
    await staff.context().close();
  });
});
