/**
 * The staff console in a real browser, against a stand-in staff API (staff-fake.ts): sign-in,
 * the board's columns, ringing on a new order until acknowledged, accept with a prep time,
 * reject with a reason, the lost-connection banner and the re-read after it, keyboard only, axe
 * on every page; and that no customer page references the console's code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { manifestClosure, type Manifest } from '../../server/storefront/source.js';
import { getAs, idle, openPage, seriousViolations, STOREFRONT_DIST, storefrontSuite } from './harness.js';
import { dropConnection, fakeOrder, installFakeStaffApi, lunchOrders, OWNER, PASSWORD, pushEvent, restoreConnection, weekOfInquiries, type FakeInquiry, type FakeStaffApi } from './staff-fake.js';

const suite = storefrontSuite();

async function board(options: { orders?: ReturnType<typeof lunchOrders>; width?: number; timezoneId?: string; inquiries?: FakeInquiry[] } = {}): Promise<{ page: Page; api: FakeStaffApi; close(): Promise<void> }> {
  const { context, page } = await openPage(suite.browser, suite.sf, { width: options.width ?? 1024, height: 768, ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) });
  const api = await installFakeStaffApi(page, { now: suite.sf.clock.now, signedIn: true, orders: options.orders ?? lunchOrders(suite.sf.clock.now), inquiries: options.inquiries ?? weekOfInquiries(suite.sf.clock.now) });
  await page.goto(suite.sf.url('test', '/admin/orders'));
  await page.locator('.board[data-live="live"]').waitFor({ state: 'attached' });
  if (api.orders.size > 0) await page.locator('.order-card').first().waitFor({ state: 'attached' });
  return { page, api, close: () => context.close() };
}

const column = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
/** What has keyboard focus: its accessible name (aria-label) or its text. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
/** An instant as the Test Kitchen (America/Los_Angeles) reads it. */
const shopTime = (ms: number, options: Intl.DateTimeFormatOptions = {}) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles', ...options }).format(ms).replace(/\u202f/g, ' ');

describe('the staff console', () => {
  it('is served at /admin on any host, as its own page with its own assets', async () => {
    for (const site of ['test', 'juicestop', null]) {
      const res = await getAs(suite.sf, site, '/admin/orders');
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/index-[\w-]+\.js">/);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const js = /src="(\/admin\/assets\/[^"]+)"/.exec((await getAs(suite.sf, 'test', '/admin')).body)![1]!;
    const asset = await getAs(suite.sf, 'test', js);
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it('no customer page references a console asset', async () => {
    for (const path of ['/', '/order', '/checkout', '/app', '/products/t-cheeseburger']) {
      const res = await getAs(suite.sf, 'test', path);
      expect(res.body).not.toContain('/admin/');
    }
  });

  it('the menu route\'s JavaScript holds none of the console and stays within its 120 KB budget', () => {
    const client = join(STOREFRONT_DIST, 'client');
    const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(manifest).filter((k) => k.includes('admin/'))).toEqual([]);
    const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    const { files } = manifestClosure(manifest, [...entries, 'src/features/menu/MenuPage.tsx']);
    const gzipped = [...files].reduce((n, f) => n + gzipSync(readFileSync(join(client, f)), { level: 9 }).length, 0);
    expect(gzipped).toBeGreaterThan(10 * 1024);
    expect(gzipped).toBeLessThanOrEqual(120 * 1024);
  });

  // The engine's authoring tools and the server's libraries never reach a customer: no page calls
  // them, and the bundler leaves out what no page calls (README, storefront budgets).
  it('no customer chunk carries a lint check, an explain sentence, luxon, zod or ajv', () => {
    const assets = join(STOREFRONT_DIST, 'client', 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(5);
    const markers: Record<string, string> = {
      'a lint check (show-only without a condition)': 'RULE_WITHOUT_CONDITION',
      'a lint check (delivery bands)': 'DELIVERY_BANDS_NOT_INCREASING',
      "a rule's explain sentence (hide)": ' are hidden',
      "a rule's explain sentence (show-only)": ' are shown only ',
      "a promotion's explain sentence": ' Limits: ',
      'luxon': 'Zone is an abstract class',
      'zod': '$ZodError',
      'ajv': 'schema with key or id',
    };
    const found = js.flatMap((f) => {
      const text = readFileSync(join(assets, f), 'utf8');
      return Object.entries(markers).filter(([, marker]) => text.includes(marker)).map(([what]) => `${f}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('signs in: a wrong password is refused with the server\'s message, the right one opens the board', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 390 });
    await installFakeStaffApi(page, { now: suite.sf.clock.now, orders: lunchOrders(suite.sf.clock.now) });
    await page.goto(suite.sf.url('test', '/admin'));
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The e-mail address or the password is not right. Check both and try again.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /Orders board/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    await context.close();
  });

  it('shows each order in its column with type, name, items and total', async () => {
    const { page, close } = await board();
    const texts = async (title: RegExp) => column(page, title).locator('.order-name').allTextContents();
    expect(await texts(/^New/)).toEqual(['Marcus Lee', 'Ana Diaz']); // oldest first
    expect(await texts(/^Preparing/)).toEqual(['Table 4 · Priya', 'Jordan Kim']);
    expect(await texts(/^Ready/)).toEqual(['Sam Ortiz']);
    expect(await texts(/^Upcoming/)).toEqual(['Office lunch (Wu)']);
    expect(await texts(/^Done today/)).toEqual(['Lena Park', 'Chris Hall']);
    const marcus = page.getByRole('article', { name: /Order B7C8D9E0 for Marcus Lee/ });
    // 5240 + 498 tax + 495 delivery + 800 tip = 7033
    expect(await marcus.locator('.order-total').textContent()).toBe('$70.33');
    expect(await marcus.textContent()).toContain('Deliver to 1200 N Brand Blvd, Glendale, CA 91202');
    expect(await marcus.locator('.type-badge').textContent()).toBe('Delivery');
    expect(await marcus.textContent()).toContain('6 min ago');
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('rings for a new order until acknowledged, flashing the title, and a duplicate event does not ring again', async () => {
    const { page, api, close } = await board({ orders: [] });
    expect(await page.locator('.board').getAttribute('data-ringing')).toBe('off');
    const order = fakeOrder('9f8e7d6c5b', suite.sf.clock.now, { createdAt: new Date(suite.sf.clock.now).toISOString(), name: 'Noor Haddad' });
    const id = await pushEvent(page, api, 'order.placed', order);
    await expect.poll(() => page.locator('.board').getAttribute('data-ringing')).toBe('normal');
    expect(await page.getByRole('status').filter({ hasText: 'new order' }).textContent()).toBe('1 new order');
    // The title alternates with the page's own every second.
    await expect.poll(() => page.title(), { interval: 100 }).toBe('(1) New order');
    await expect.poll(() => page.title(), { interval: 100 }).toBe('Orders · Test Kitchen');
    expect(await column(page, /^New/).locator('.order-name').allTextContents()).toEqual(['Noor Haddad']);
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(() => page.locator('.board').getAttribute('data-ringing')).toBe('off');
    await pushEvent(page, api, 'order.placed', order, id);
    expect(await page.locator('.board').getAttribute('data-ringing')).toBe('off');
    expect(await column(page, /^New/).locator('.order-card').count()).toBe(1);
    await close();
  });

  it('accepts with 20 minutes, keyboard only: the dialog traps focus and Escape closes it', async () => {
    const { page, api, close } = await board();
    const accept = page.getByRole('button', { name: 'Accept order A1B2C3D4' });
    await accept.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Accept order #A1B2C3D4' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: '15 min', exact: true }).getAttribute('aria-pressed')).toBe('true'); // the shop's default
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Accept order A1B2C3D4');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Tab cycles inside the modal dialog: the page behind is inert.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i < 9 ? 'Tab' : 'Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await dialog.getByRole('button', { name: '20 min', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Accept (20 min)' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => api.statusCalls).toEqual([{ orderId: 'a1b2c3d4e5', body: { status: 'accepted', prepMinutes: 20 } }]);
    await expect.poll(() => column(page, /^Preparing/).locator('.order-name').allTextContents()).toContain('Ana Diaz');
    // Focus does not fall to the page: it goes to the card that took the order's place in New,
    // and the move is announced politely.
    await expect.poll(() => focused(page)).toMatch(/^Open order B7C8D9E0/);
    const readyAt = shopTime(suite.sf.clock.now + 20 * 60_000);
    await page.getByRole('status').filter({ hasText: 'Order #A1B2C3D4 accepted' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('status').filter({ hasText: 'Order #A1B2C3D4 accepted' }).textContent()).toBe(`Order #A1B2C3D4 accepted, ready at ${readyAt}. It is now in Preparing.`);
    // The last new order gone, focus goes to the New column's heading.
    await page.getByRole('button', { name: 'Accept order B7C8D9E0' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Accept order #B7C8D9E0' }).getByRole('button', { name: /^Accept \(/ }).press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('col-placed');
    await close();
  });

  it('adjusts the prep time by 5 minutes and rejects with a reason after a confirm', async () => {
    const { page, api, close } = await board();
    await page.getByRole('button', { name: 'Accept order B7C8D9E0' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '5 minutes more' }).click();
    await dialog.getByRole('button', { name: '5 minutes more' }).click();
    await dialog.getByRole('button', { name: 'Accept (25 min)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reject order B7C8D9E0' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject order #B7C8D9E0?' });
    expect(await reject.textContent()).toContain('their card payment is refunded');
    expect(await reject.getByRole('button', { name: 'Reject order' }).isDisabled()).toBe(true);
    await reject.getByRole('radio', { name: 'Too busy' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await reject.getByRole('button', { name: 'Reject order' }).click();
    await expect.poll(() => api.statusCalls).toEqual([{ orderId: 'b7c8d9e0f1', body: { status: 'rejected', reason: 'TOO_BUSY' } }]);
    await expect.poll(() => column(page, /^Done today/).locator('.order-name').allTextContents()).toContain('Marcus Lee');
    await expect.poll(() => focused(page)).toMatch(/^Open order A1B2C3D4/);
    expect(await page.getByRole('status').filter({ hasText: 'Order #B7C8D9E0 rejected' }).textContent()).toBe('Order #B7C8D9E0 rejected: Too busy. It is now in Done today.');
    // A finished card says how it ended and no longer counts down.
    const done = page.getByRole('article', { name: /Order B7C8D9E0/ });
    expect(await done.locator('.outcome-badge').textContent()).toBe('Rejected: Too busy');
    expect(await done.locator('.order-due').textContent()).not.toMatch(/ in \d| late|due now/);
    await close();
  });

  it('marks ready, completes, and cancels after a confirm', async () => {
    const { page, api, close } = await board();
    await page.getByRole('button', { name: 'Mark order D9E8F7A6 ready' }).press('Enter');
    await expect.poll(() => column(page, /^Ready/).locator('.order-name').allTextContents()).toEqual(['Sam Ortiz', 'Jordan Kim']);
    // Jordan was the last card in Preparing: focus goes to the one before it.
    await expect.poll(() => focused(page)).toMatch(/^Open order C3D4E5F6/);
    await page.getByRole('button', { name: 'Complete order E1F2A3B4' }).press('Enter');
    await expect.poll(() => column(page, /^Ready/).locator('.order-name').allTextContents()).toEqual(['Jordan Kim']);
    await expect.poll(() => focused(page)).toMatch(/^Open order D9E8F7A6/);
    expect(await page.getByRole('status').filter({ hasText: 'Order #E1F2A3B4 completed' }).textContent()).toBe('Order #E1F2A3B4 completed. It is now in Done today.');
    expect(await page.getByRole('article', { name: /Order E1F2A3B4/ }).locator('.outcome-badge').textContent()).toBe('Completed');
    await page.getByRole('button', { name: 'Cancel order C3D4E5F6' }).click();
    await page.getByRole('dialog', { name: 'Cancel order #C3D4E5F6?' }).getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => api.statusCalls.map((c) => c.body.status)).toEqual(['ready', 'completed', 'cancelled']);
    await expect.poll(() => column(page, /^Preparing/).locator('.order-card').count()).toBe(0);
    await close();
  });

  it('shows every time in the shop\'s zone on a tablet set to UTC, with the day when it is not today', async () => {
    const now = suite.sf.clock.now;
    const dayAfter = now + 2 * 24 * 60 * 60_000;
    const weekOn = now + 9 * 24 * 60 * 60_000;
    const orders = [
      fakeOrder('a1b2c3d4e5', now, { phone: '2135550199' }),
      fakeOrder('f6a7b8c9d0', now, { scheduled: true, name: 'Friday Catering', dueAt: new Date(dayAfter).toISOString() }),
      fakeOrder('c0ffee0001', now, { scheduled: true, name: 'Next Week Party', dueAt: new Date(weekOn).toISOString() }),
    ];
    const { page, close } = await board({ orders, timezoneId: 'UTC' });
    const due = (ref: string) => page.getByRole('article', { name: new RegExp(`Order ${ref}`) }).locator('.order-due time');
    // The tablet's clock says 7 PM (UTC); the shop, its ticket and its texts say noon and after.
    expect(await due('A1B2C3D4').textContent()).toBe(shopTime(now + 18 * 60_000));
    expect(await due('F6A7B8C9').textContent()).toBe(shopTime(dayAfter, { weekday: 'short' }));
    expect(await due('F6A7B8C9').textContent()).toMatch(/^Fri 12:00 PM$/);
    expect(await due('C0FFEE00').textContent()).toBe(shopTime(weekOn, { month: 'short', day: 'numeric' }));
    expect(await page.getByRole('article', { name: /Order F6A7B8C9/ }).locator('.order-due-in').textContent()).toBe('in 2 days');
    await page.getByRole('button', { name: /^Open order A1B2C3D4/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order #A1B2C3D4' });
    expect(await dialog.locator('.details-summary').textContent()).toContain(`due ${shopTime(now + 18 * 60_000)}`);
    expect(await dialog.getByRole('link', { name: '(213) 555-0199' }).getAttribute('href')).toBe('tel:2135550199');
    await close();
  });

  it('does not ring for a scheduled order still in Upcoming: the ring bar counts what New shows', async () => {
    const { page, close } = await board();
    // Two new orders and one scheduled (Office lunch, due in 150 min) waiting in Upcoming.
    expect(await column(page, /^New/).locator('.order-card').count()).toBe(2);
    expect(await column(page, /^Upcoming/).locator('.order-card').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'new order' }).textContent()).toBe('2 new orders');
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await expect.poll(() => page.locator('.board').getAttribute('data-ringing')).toBe('off');
    expect(await page.getByRole('status').filter({ hasText: 'new order' }).textContent()).toBe('2 new orders to accept');
    await close();
  });

  it('Done today says how each order ended, with no countdown', async () => {
    const { page, close } = await board();
    const done = column(page, /^Done today/);
    expect(await done.locator('.outcome-badge').allTextContents()).toEqual(['Completed', 'Rejected: Out of items']);
    for (const text of await done.locator('.order-due').allTextContents()) expect(text).not.toMatch(/ in \d| late|due now/);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('opens an order with its allergy note first, and every line, pick, allergen and note', async () => {
    const { page, close } = await board();
    const card = page.locator('.order-card', { has: page.getByRole('button', { name: /^Open order A1B2C3D4/ }) });
    expect(await card.locator('.allergy-badge').textContent()).toBe('Allergy');
    expect(await card.locator('.order-allergy').textContent()).toBe('Allergy: Sesame allergy: no tahini');
    await page.getByRole('button', { name: /^Open order A1B2C3D4/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order #A1B2C3D4' });
    expect(await dialog.getByRole('region', { name: 'Allergy note' }).textContent()).toBe('AllergySesame allergy: no tahini');
    expect(await dialog.locator('.line-contains').allTextContents()).toEqual(['Contains: Milk, Gluten, Wheat and Sesame']);
    expect(await dialog.locator('.line-name').allTextContents()).toEqual(['Cheeseburger', 'Fish Tacos']);
    expect(await dialog.locator('.picks li').allTextContents()).toEqual(['Bun: Brioche', 'Add: Bacon']);
    expect(await dialog.locator('.line-note').textContent()).toBe('Note: No onions, nut allergy');
    expect(await dialog.locator('.totals-grand dd').textContent()).toBe('$39.26');
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('lists every amount of an order with a donation and cashback in its details, so the rows add up to the total', async () => {
    const now = suite.sf.clock.now;
    // $23.50 + $2.23 tax + $2.57 tip + $1.99 donation - $5.00 cashback = $25.29 charged to the card.
    const totals = { subtotalCents: 2350, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 223, preTipTotalCents: 2573, tipCents: 257, donationCents: 199, cashbackAppliedCents: 500, invoiceCents: 2529, cashbackEarnedCents: 0, marketPriceItems: 0 };
    const { page, close } = await board({ orders: [fakeOrder('d0a7e00001', now, { totals: totals as ReturnType<typeof fakeOrder>['totals'] })] });
    await page.getByRole('button', { name: /^Open order D0A7E000/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order #D0A7E000' });
    expect(await dialog.locator('.totals > div').allTextContents()).toEqual(['Subtotal$23.50', 'Tax$2.23', 'Tip$2.57', 'Donation$1.99', 'Cashback applied-$5.00', 'Total (card)$25.29']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/details-donation-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.locator('.totals').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/details-donation-390.png' });
    await close();
  });

  it('says when the connection is lost and when it is back, and re-reads the list then', async () => {
    const { page, api, close } = await board({ orders: [] });
    const reads = api.listReads;
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/session');
    await dropConnection(page);
    await page.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor();
    // The session still holds (the server says so): this is the network, and the board says so.
    expect((await asked).status()).toBe(200);
    await idle(page);
    expect(await page.getByRole('alert').filter({ hasText: 'Connection lost' }).count()).toBe(1);
    // An order placed while the board was away: it arrives with the re-read, not an event.
    api.orders.set('0a0b0c0d0e', fakeOrder('0a0b0c0d0e', suite.sf.clock.now, { name: 'Missed While Away' }));
    await restoreConnection(page);
    await page.getByRole('status').filter({ hasText: 'Back online' }).waitFor();
    // The status can show before the re-read is answered: wait for what it brings, then count.
    await column(page, /^New/).getByText('Missed While Away').waitFor();
    expect(api.listReads).toBe(reads + 1);
    await close();
  });

  it('shows one column at a time on a phone, chosen with the tabs', async () => {
    const { page, close } = await board({ width: 390 });
    expect(await column(page, /^Preparing/).isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Preparing/ }).click();
    expect(await column(page, /^Preparing/).isVisible()).toBe(true);
    expect(await column(page, /^New/).isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  it('every console page is axe-clean: menu check, users (with a one-time password), webhooks', async () => {
    const { page, close } = await board();
    await page.getByRole('link', { name: 'Menu check' }).click();
    await page.getByRole('heading', { name: 'Burgers' }).waitFor();
    expect(await page.getByText('Staff meal').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('cell', { name: 'manager@example.com', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('new@example.com');
    await page.getByRole('checkbox', { name: 'Test Kitchen' }).check();
    await page.getByRole('button', { name: 'Invite' }).click();
    expect(await page.getByRole('dialog', { name: 'Invitation ready' }).locator('.one-time-password').textContent()).toBe('tulip-ember-42-quay');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('cell', { name: /^pending \(502\)/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send order.status to https://pos.example.com/hooks/orders again' }).click();
    await page.getByText('order.status queued again for https://pos.example.com/hooks/orders.').waitFor();
    await close();
  });

  it('remembers the chosen shop', async () => {
    const { page, close } = await board();
    await page.getByLabel('Shop').selectOption('pasadena');
    await page.reload();
    await page.getByRole('heading', { name: /Orders board: Pasadena/ }).waitFor();
    expect(await page.getByLabel('Shop').inputValue()).toBe('pasadena');
    await close();
  });

  it('shows the sign-in page, not "Connection lost", when the stream fails because the session ended', async () => {
    const { page, api, close } = await board({ orders: [] });
    api.signedIn = false; // signed out on another device: every call now answers 401
    await dropConnection(page);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await page.getByText('Your session ended. Sign in again to carry on.').count()).toBe(1);
    expect(await page.getByText(/Connection lost/).count()).toBe(0);
    // Signing in again brings the board back, live.
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.board[data-live="live"]').waitFor({ state: 'attached' });
    await close();
  });

  it('shows the webhook delivery log\'s times in the shop\'s zone on a tablet set to UTC', async () => {
    const { page, close } = await board({ timezoneId: 'UTC' });
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const first = page.getByRole('row').nth(1);
    await first.getByRole('cell', { name: /^pending/ }).waitFor();
    // The fake's newest delivery was made 8 minutes ago: 11:52 AM in Los Angeles, 6:52 PM in UTC.
    expect(await first.locator('time').textContent()).toBe(shopTime(suite.sf.clock.now - 8 * 60_000));
    expect(await first.locator('time').textContent()).toBe('11:52 AM');
    await close();
  });

  describe('the Inquiries page', () => {
    const open = async (width: number, inquiries?: FakeInquiry[]) => {
      const b = await board({ width, timezoneId: 'America/New_York', orders: [], ...(inquiries ? { inquiries } : {}) });
      await b.page.getByRole('link', { name: 'Inquiries' }).click();
      await b.page.getByRole('heading', { name: 'Inquiries', level: 1 }).waitFor();
      return b;
    };
    const names = (page: Page) => page.locator('.inquiry-name').allTextContents();

    it.each([390, 1280])('lists messages and catering inquiries newest first at %i px, readable and axe-clean', async (width) => {
      const { page, close } = await open(width);
      await page.locator('.inquiry').first().waitFor();
      expect(await names(page)).toEqual(['Ana Diaz', 'Sam Ortiz', 'Priya Raman', 'Jordan Kim']);
      const ana = page.getByRole('article', { name: 'Catering inquiry from Ana Diaz, 40 guests' });
      // Received 25 minutes before the shop's noon, whatever zone the tablet (New York here) is in.
      expect(await ana.locator('time').textContent()).toBe(shopTime(suite.sf.clock.now - 25 * 60_000));
      expect(await ana.locator('time').textContent()).toBe('11:35 AM');
      expect(await ana.locator('.inquiry-event dd').allTextContents()).toEqual(['Graduation', 'Fri, Jul 4, 2025, 6:30 PM', '40', '$1,000 - $2,000', 'Two vegans, one nut allergy']);
      const priya = page.getByRole('article', { name: 'Catering inquiry from Priya Raman, 25 guests' });
      expect(await priya.locator('time').textContent()).toBe(shopTime(suite.sf.clock.now - (2 * 24 * 60 + 35) * 60_000, { weekday: 'short' }));
      expect(await priya.getByRole('link', { name: '(213) 555-0123' }).getAttribute('href')).toBe('tel:2135550123');
      const sam = page.getByRole('article', { name: 'Message from Sam Ortiz' });
      expect(await sam.locator('.inquiry-message').textContent()).toBe('I left a black umbrella at the corner table yesterday around 7 PM.\nCould you keep it for me? I can pick it up Saturday.');
      expect(await sam.locator('.inquiry-event').count()).toBe(0);
      expect(await page.getByRole('article', { name: 'Message from Jordan Kim' }).getByRole('link').allTextContents()).toEqual(['jordan.kim@example.com']);
      // Nothing is cut off or scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await idle(page);
      await page.screenshot({ path: `/tmp/inquiries-${width}.png`, fullPage: true });
      await close();
    });

    it('filters by kind from the keyboard', async () => {
      const { page, close } = await open(1280);
      await page.locator('.inquiry').first().waitFor();
      const all = page.getByRole('button', { name: 'All', exact: true });
      await all.focus();
      expect(await all.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Catering');
      await page.keyboard.press('Enter');
      await expect.poll(() => names(page)).toEqual(['Ana Diaz', 'Priya Raman']);
      expect(await page.getByRole('button', { name: 'Catering' }).getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => names(page)).toEqual(['Sam Ortiz', 'Jordan Kim']);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect.poll(() => names(page)).toEqual(['Ana Diaz', 'Sam Ortiz', 'Priya Raman', 'Jordan Kim']);
      await close();
    });

    it('shows older ones page by page, and says when there are none', async () => {
      const many = Array.from({ length: 33 }, (_, i): FakeInquiry => ({ id: String(100 + i), kind: 'contact', shopId: 'test', receivedAt: new Date(suite.sf.clock.now - (33 - i) * 60 * 60_000).toISOString(), location: 'Main Street', name: `Guest ${100 + i}`, email: `guest${i}@example.com`, phone: null, message: 'Are you open on the holiday?', event: null }));
      const { page, close } = await open(1280, many);
      await page.locator('.inquiry').first().waitFor();
      expect((await names(page)).length).toBe(30);
      expect((await names(page))[0]).toBe('Guest 132');
      await page.getByRole('button', { name: 'Show older' }).click();
      await expect.poll(async () => (await names(page)).length).toBe(33);
      expect((await names(page)).at(-1)).toBe('Guest 100');
      expect(await page.getByRole('button', { name: 'Show older' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Catering' }).click();
      await page.getByText('No catering inquiries yet.', { exact: false }).waitFor();
      await close();
    });
  });
});
