/**
 * A restaurant's evening, end to end on the real server: a customer orders in the storefront and
 * a signed-in cook's board rings; the cook accepts, marks ready and completes while the customer's
 * order page follows live; the accepted text goes out once; the server restarts while the board
 * is open and an order placed meanwhile still reaches it; a card order rejected with a reason is
 * refunded; axe on the board with real orders; the Accept dialog by keyboard; the webhooks page
 * saves an endpoint the server accepts.
 *
 * The shop is the shipped Test Kitchen with its order handling changed in a copy of the shops
 * folder: 15 minutes of prep by default (so the dialog's start is the shop's, not the console's
 * 20) and the ticket printed on accept.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { createUser } from '../../server/staff/store.js';
import { ADMIN_DIST, dollars, hydrated, launchBrowser, NOON_WEDNESDAY, openPage, seriousViolations, SHOPS, STOREFRONT_DIST, type Storefront } from './harness.js';

const SHOP = 'test';
const ZONE = 'America/Los_Angeles';
/** The shift manager (managers see the Webhooks page too). */
const COOK = { email: 'cook@test-kitchen.example', password: 'hot-line-tablet-7' };
const CUSTOMER_PHONE = '+12135550199';

const root = mkdtempSync(join(tmpdir(), 'board-evening-'));
const dataDir = join(root, 'data');
const shopsDir = join(root, 'shops');
/** Every line the offline providers wrote (texts, e-mails, webhooks), across restarts. */
const lines: string[] = [];
const sms = createOfflineSmsProvider((line) => lines.push(line));
const clock = { now: NOON_WEDNESDAY };
let server: RunningServer;
let browser: Browser;

/** Starts the server on the test's data folder (port 0 the first time, then the same port again). */
async function start(port = 0): Promise<RunningServer> {
  return startServer({
    smsProvider: sms,
    logLine: (line) => lines.push(line),
    port,
    host: '127.0.0.1',
    dataDir,
    shopsDir,
    storefrontDir: STOREFRONT_DIST,
    adminDir: ADMIN_DIST,
    logger: false,
    workerTickMs: 100,
    now: () => clock.now,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', STRIPE_SECRET_KEY: '', GOOGLE_MAPS_API_KEY: '', DEFAULT_SITE: '' },
    rateLimits: { cashbackPerMinute: 10_000, formsPerMinute: 10_000, quotesPerMinute: 100_000, ordersPerMinute: 100_000, textsPerAddressPerHour: 100_000, textsPerShopPerHour: 100_000 },
  });
}

/** What openPage needs of a storefront: the pinned clock. */
const sf = (): Storefront => ({ server, sms: sms.outbox, clock, port: server.port, url, stop: async () => undefined });
const url = (site: string, path = '/'): string => `http://${site}.localhost:${server.port}${path}`;
const api = (path: string): string => `http://127.0.0.1:${server.port}${path}`;

beforeAll(async () => {
  cpSync(SHOPS, shopsDir, { recursive: true });
  const file = join(shopsDir, SHOP, `${SHOP}.profile.json`);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  profile.orderHandling = { defaultPrepMinutes: 15, printTicketOnAccept: true };
  writeFileSync(file, JSON.stringify(profile, null, 2));
  server = await start();
  await createUser(server.db, { email: COOK.email, role: 'manager', sites: [SHOP], password: COOK.password, mustChangePassword: false, createdBy: null, now: clock.now });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The cook's board on a kitchen tablet, signed in through the sign-in page. */
async function openBoard(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, sf(), { width: 1024, height: 768 });
  await page.goto(url(SHOP, `/admin/orders?shop=${SHOP}`));
  await page.getByLabel('E-mail').fill(COOK.email);
  await page.getByLabel('Password').fill(COOK.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('.board[data-live="live"]').waitFor({ state: 'attached' });
  return { context, page };
}

/** The first product of the shop's menu that needs no choices. */
async function simpleProduct(): Promise<string> {
  const menu = (await (await fetch(api(`/api/shops/${SHOP}/menu`))).json()) as { categories: { products: { name: string; orderable: boolean; marketPrice: boolean; modgroups: { required: boolean; minCount?: number }[] }[] }[] };
  const p = menu.categories.flatMap((c) => c.products).find((x) => x.orderable && !x.marketPrice && x.modgroups.every((g) => !g.required && !(g.minCount ?? 0)));
  if (!p) throw new Error('the test shop has no product without required choices');
  return p.name;
}

/** A customer orders `quantity` of a simple product in the storefront and lands on the order page; returns the order id. */
async function placeOrder(page: Page, name: string, quantity: number, pay: 'in person' | 'card'): Promise<string> {
  await page.goto(url(SHOP, '/order'));
  await hydrated(page);
  const product = await simpleProduct();
  await page.getByRole('link', { name: product, exact: true }).first().click();
  await page.getByRole('heading', { name: `Customize your ${product}` }).waitFor();
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.getByRole('link', { name: `cart (${quantity})` }).click();
  await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
  if (pay === 'in person') {
    await page.getByRole('radio', { name: 'Pay In Person' }).check();
  } else {
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
  }
  await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
  await page.getByRole('button', { name: 'Place your Order' }).click();
  await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
  const id = /\/order-status\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`no order id in ${page.url()}`);
  return decodeURIComponent(id);
}

/** The customer's order JSON, straight from the API. */
async function customerOrder(orderId: string): Promise<{ status: string; promisedAt: string | null; paymentStatus: string; paymentType: string; totals: { invoiceCents: number }; lines: { quantity: number }[] }> {
  const res = await fetch(api(`/api/shops/${SHOP}/orders/${orderId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as Awaited<ReturnType<typeof customerOrder>>;
}

const column = (page: Page, title: RegExp) => page.getByRole('region', { name: title });
const card = (page: Page, orderId: string) => page.locator(`.order-card[data-order-id="${orderId}"]`);
const clockIn = (iso: string, zone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(iso));

describe("a restaurant's evening on the real server", () => {
  let board: { context: BrowserContext; page: Page };
  let customer: { context: BrowserContext; page: Page };
  let firstOrder = '';

  it('a pay-in-person order rings the board and shows there with its name, item count and the server\'s total', async () => {
    board = await openBoard();
    expect(await board.page.locator('.board').getAttribute('data-ringing')).toBe('off');
    customer = await openPage(browser, sf());
    firstOrder = await placeOrder(customer.page, 'Ana Diaz', 2, 'in person');
    const placed = await customerOrder(firstOrder);
    expect(placed.status).toBe('placed');

    const b = board.page;
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('normal');
    expect(await b.locator('.ring-status').textContent()).toBe('1 new order');
    await expect.poll(() => b.title(), { interval: 100 }).toBe('(1) New order');
    await expect.poll(() => b.title(), { interval: 100 }).toBe('Orders · Test Kitchen');
    const c = column(b, /^New/).locator(`.order-card[data-order-id="${firstOrder}"]`);
    expect(await c.locator('.order-name').textContent()).toBe('Ana Diaz');
    expect(await c.locator('.order-card-meta').textContent()).toContain(`${placed.lines.reduce((n, l) => n + l.quantity, 0)} items`);
    expect(await c.locator('.order-card-meta').textContent()).toContain('2 items');
    expect(await c.locator('.order-total').textContent()).toBe(dollars(placed.totals.invoiceCents));
    expect(await c.locator('.pay-badge').textContent()).toBe('Cash');
    // The customer's page says it was sent and waits.
    expect(await customer.page.locator('.order-progress').textContent()).toBe('Sent to the restaurant: waiting for it to accept your order');
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('accepted with 20 minutes by keyboard: the customer reads the promised time live, the ticket prints once, the text goes once', async () => {
    const b = board.page;
    await b.getByRole('button', { name: `Accept order ${firstOrder.slice(0, 8).toUpperCase()}` }).focus();
    await b.keyboard.press('Enter');
    const dialog = b.getByRole('dialog', { name: `Accept order #${firstOrder.slice(0, 8).toUpperCase()}` });
    await dialog.waitFor();
    // The shop's orderHandling.defaultPrepMinutes, from GET /api/staff/shops.
    expect(await dialog.getByRole('button', { name: '15 min', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(b)).toEqual([]);
    // Escape closes it and gives focus back to the button that opened it.
    await b.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => b.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Accept order ${firstOrder.slice(0, 8).toUpperCase()}`);
    await b.keyboard.press('Enter');
    await dialog.waitFor();
    // Tab from the dialog's first control to the 20 minute choice, Space to pick it.
    const focusedText = () => b.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 10 && (await focusedText()) !== '20 min'; i++) await b.keyboard.press('Tab');
    expect(await focusedText()).toBe('20 min');
    await b.keyboard.press('Space');
    expect(await dialog.getByRole('button', { name: '20 min', exact: true }).getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 10 && (await focusedText()) !== 'Accept (20 min)'; i++) {
      await b.keyboard.press('Tab');
      expect(await b.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    // The ticket's window counts its print calls (in place of the dialog) and the policy's refusals.
    await board.context.addInitScript(() => {
      const w = window as unknown as { prints: number; refused: string[] };
      w.prints = 0;
      w.refused = [];
      window.print = () => void (w.prints += 1);
      document.addEventListener('securitypolicyviolation', (e) => w.refused.push(e.violatedDirective));
    });
    const ticket = board.context.waitForEvent('page');
    await b.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The shop prints on accept: the ticket opens once and, under the server's CSP, opens the print dialog once.
    const printed = await ticket;
    const consoleErrors: string[] = [];
    printed.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    expect(new URL(printed.url()).pathname + new URL(printed.url()).search).toBe(`/api/staff/shops/${SHOP}/orders/${firstOrder}/ticket?print=1`);
    await printed.waitForLoadState();
    expect(await printed.textContent('body')).toContain('Ana Diaz');
    await expect.poll(() => printed.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    expect(await printed.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await printed.close();

    const accepted = await customerOrder(firstOrder);
    expect(accepted.status).toBe('accepted');
    // 20 minutes after the pinned noon, by the server's own answer.
    expect(accepted.promisedAt).toBe(new Date(clock.now + 20 * 60_000).toISOString());
    await expect.poll(() => column(b, /^Preparing/).locator('.order-name').allTextContents()).toEqual(['Ana Diaz']);
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('off');
    // The customer's page changes without a reload, in the shop's zone.
    const time = clockIn(accepted.promisedAt!, ZONE);
    expect(time).toBe('12:20 PM');
    await expect.poll(() => customer.page.locator('.order-progress').textContent()).toBe(`Accepted: ready at ${time}`);
    expect(board.context.pages()).toHaveLength(1);

    const text = `[sms to ${CUSTOMER_PHONE}] Your order from Test Kitchen is accepted: ready at ${time}.`;
    await expect.poll(() => lines.filter((l) => l === text).length).toBe(1);
  });

  it('ready, then completed: the customer reads Ready for pickup, the order moves to Done today', async () => {
    const b = board.page;
    await b.getByRole('button', { name: `Mark order ${firstOrder.slice(0, 8).toUpperCase()} ready` }).click();
    await expect.poll(() => column(b, /^Ready/).locator('.order-name').allTextContents()).toEqual(['Ana Diaz']);
    await expect.poll(() => customer.page.locator('.order-progress').textContent()).toBe('Ready for pickup');
    await b.getByRole('button', { name: `Complete order ${firstOrder.slice(0, 8).toUpperCase()}` }).click();
    await expect.poll(() => column(b, /^Done today/).locator(`.order-card[data-order-id="${firstOrder}"]`).count()).toBe(1);
    expect(await column(b, /^Ready/).locator('.order-card').count()).toBe(0);
    expect((await customerOrder(firstOrder)).status).toBe('completed');
    await expect.poll(() => customer.page.locator('.order-progress').textContent()).toBe('Completed: enjoy your meal');
    await expect.poll(() => lines.filter((l) => l === `[sms to ${CUSTOMER_PHONE}] Your order from Test Kitchen is ready for pickup.`).length).toBe(1);
  });

  it('the server restarts while the board is open; an order placed before the board is back still reaches it', async () => {
    const b = board.page;
    const port = server.port;
    await server.close();
    await b.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor();
    // Keep the board away until the order is in: its reconnects fail as if the network were down.
    await b.route('**/api/staff/events**', (route) => route.abort('connectionrefused'));
    server = await start(port);
    const missed = await placeOrder(customer.page, 'Bo Park', 1, 'in person');
    expect(await card(b, missed).count()).toBe(0);
    await b.unroute('**/api/staff/events**');
    await b.getByRole('status').filter({ hasText: 'Back online' }).waitFor();
    await column(b, /^New/).locator(`.order-card[data-order-id="${missed}"]`).waitFor();
    expect(await card(b, missed).locator('.order-name').textContent()).toBe('Bo Park');
    expect(await card(b, missed).locator('.order-total').textContent()).toBe(dollars((await customerOrder(missed)).totals.invoiceCents));
    // Nothing of the evening so far went missing or came back twice.
    expect(await card(b, firstOrder).getAttribute('data-status')).toBe('completed');
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('normal');
    // The restart sent no text again.
    expect(lines.filter((l) => l.startsWith(`[sms to ${CUSTOMER_PHONE}] Your order from Test Kitchen is accepted`))).toHaveLength(1);
    await b.getByRole('button', { name: 'Acknowledge' }).click();
  });

  it('an order nobody accepts within the shop\'s 8 minutes is escalated by the server, and the board rings loud for it', async () => {
    const b = board.page;
    const waiting = (await b.locator('.order-card[data-status="placed"]').first().getAttribute('data-order-id'))!;
    // Acknowledged, so the board is quiet; a board that decided itself would not change at all.
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('off');
    clock.now += 9 * 60_000;
    await expect.poll(() => card(b, waiting).locator('.escalated-badge').count(), { timeout: 10_000 }).toBe(1);
    expect(await card(b, waiting).locator('.escalated-badge').textContent()).toBe('Waiting too long');
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('loud');
    expect(await b.locator('.ring-status').textContent()).toBe('1 order waiting too long');
    const reference = waiting.slice(0, 8).toUpperCase();
    await expect.poll(() => lines.filter((l) => l === `[sms to +12135550100] Order ${reference} at Test Kitchen has waited 8 minutes for someone to accept it.`).length).toBe(1);
    // Acting on it is what silences it: accepting (the shop prints the ticket again, once).
    const ticket = board.context.waitForEvent('page');
    await b.getByRole('button', { name: `Accept order ${reference}` }).click();
    await b.getByRole('dialog', { name: `Accept order #${reference}` }).getByRole('button', { name: 'Accept (15 min)' }).click();
    await (await ticket).close();
    await expect.poll(() => b.locator('.board').getAttribute('data-ringing')).toBe('off');
    expect(await card(b, waiting).locator('.escalated-badge').count()).toBe(0);
    expect(board.context.pages()).toHaveLength(1);
  });

  it('rejecting a card order with a reason refunds it', async () => {
    const b = board.page;
    const paid = await placeOrder(customer.page, 'Cam Lee', 1, 'card');
    expect((await customerOrder(paid)).paymentStatus).toBe('paid');
    await column(b, /^New/).locator(`.order-card[data-order-id="${paid}"]`).waitFor();
    expect(await card(b, paid).locator('.pay-badge').textContent()).toBe('Paid by card');
    await b.getByRole('button', { name: `Reject order ${paid.slice(0, 8).toUpperCase()}` }).click();
    const reject = b.getByRole('dialog', { name: `Reject order #${paid.slice(0, 8).toUpperCase()}?` });
    expect(await reject.textContent()).toContain('their card payment is refunded');
    await reject.getByRole('radio', { name: 'Out of items' }).check();
    await reject.getByRole('button', { name: 'Reject order' }).click();
    await expect.poll(() => column(b, /^Done today/).locator(`.order-card[data-order-id="${paid}"] .outcome-badge`).textContent()).toBe('Rejected: Out of items');
    expect(await card(b, paid).locator('.pay-badge').textContent()).toBe('Refunded');
    await expect.poll(async () => (await customerOrder(paid)).paymentStatus, { timeout: 10_000 }).toBe('refunded');
    const after = await customerOrder(paid);
    expect([after.status, after.paymentType]).toEqual(['rejected', 'CARD']);
    await expect.poll(() => customer.page.locator('.order-progress').textContent()).toBe('Rejected: some items are out of stock; your card was refunded');
  });

  it('the board with real orders in every column is axe-clean, on a tablet and on a phone', async () => {
    expect(await seriousViolations(board.page)).toEqual([]);
    const phone = await openPage(browser, sf(), { width: 390 });
    await phone.context.addCookies(await board.context.cookies());
    await phone.page.goto(url(SHOP, `/admin/orders?shop=${SHOP}`));
    await phone.page.locator('.board[data-live="live"]').waitFor({ state: 'attached' });
    await phone.page.getByRole('button', { name: /^Done today/ }).click();
    await column(phone.page, /^Done today/).locator('.order-card').first().waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });

  it('the webhooks page adds an endpoint the server accepts, with a signing secret', async () => {
    const b = board.page;
    await b.getByRole('link', { name: 'Webhooks' }).click();
    await b.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await b.getByLabel('Endpoint URL').fill('https://pos.example.com/hooks/orders');
    await b.getByRole('button', { name: 'Add endpoint' }).click();
    await b.getByRole('status').filter({ hasText: 'Endpoint added.' }).waitFor();
    const res = await b.evaluate(async (shop) => (await fetch(`/api/staff/shops/${shop}/webhooks`)).json(), SHOP) as { endpoints: { url: string; secret: string; source: string; events: string[] }[] };
    expect(res.endpoints.map((e) => [e.url, e.source, e.events])).toEqual([['https://pos.example.com/hooks/orders', 'console', ['order.placed', 'order.status']]]);
    expect(res.endpoints[0]!.secret).toMatch(/^[0-9a-f]{48}$/);
    expect(await b.getByRole('status').filter({ hasText: 'Endpoint added.' }).textContent()).toContain(res.endpoints[0]!.secret);
    expect(await seriousViolations(b)).toEqual([]);
    await board.context.close();
    await customer.context.close();
  });
});
