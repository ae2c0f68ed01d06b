/**
 * A bar's storefront: the menu for the cart's order type (a dine-in-only beer reads 'Dine-in only'
 * in a pickup cart, and is orderable once the customer switches to Dine-In), the 21+ badge, the
 * shop's own tips as the quote gives them (18% pre-selected), the age check box that the order
 * waits for, and the tip after the order: the order's own buttons, before the receipt without a
 * tip and after it with one, a tap asked about before anything is charged; none on an order the
 * shop rejected or cancelled, also when that happens while the page is open. Such an order reads
 * refunded (a card order, its post-order tip included) or owing nothing (paid in person) in the
 * statement box, on the receipt and on the PDF receipt.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser } from '../../server/staff/store.js';
import { hydrated, openPage, seriousViolations, storefrontSuite, type Storefront } from './harness.js';

const ALL_DAY = [{ days: 'sun-sat', timeRanges: [{ from: '00:00', to: '24:00' }] }];
const shops = mkdtempSync(join(tmpdir(), 'bar-shops-'));
mkdirSync(join(shops, 'bar'));
writeFileSync(join(shops, 'bar', 'bar.profile.json'), JSON.stringify({
  shopId: 'bar',
  site: { id: 'bar', name: 'Corner Bar' },
  identity: { name: 'Corner Bar', phone: '(213) 555-0150', timeZone: 'America/Los_Angeles', address_line_1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012', statementDescriptor: 'CORNER BAR LA' },
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

/** 4 x Fries paid by card (or in person) through the API (as this browser would): 20.00 + 10% tax = 22.00 before tip. */
async function placeFries(sf: Storefront, tip: { percent: number } | null, paymentType: 'CARD' | 'CASH' = 'CARD'): Promise<{ orderId: string; tipToken: string }> {
  const api = `http://127.0.0.1:${sf.port}/api/shops/bar`;
  const payment = paymentType === 'CARD' ? { paymentType, paymentMethod: '4242424242424242' } : { paymentType };
  const cart = { products: [{ id: 'l1', productId: 'b-fries', quantity: 4, customerPicks: {} }], cartType: 'PICKUP', pickupTime: 'ASAP', name: 'Noor Haddad', phone: '(213) 555-0177', tip, ...payment };
  // 22.00, plus 18% of it (3.96) when tipped at checkout.
  const expectedInvoiceCents = tip ? 2596 : 2200;
  const res = await fetch(`${api}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `fries-${Math.random()}` }, body: JSON.stringify({ ...cart, expectedInvoiceCents }) });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { orderId: string; tipToken: string };
}

/** The order's confirmation page in a browser holding its tip token (the browser that placed it). */
async function confirmationOf(sf: Storefront, page: Page, order: { orderId: string; tipToken: string }): Promise<void> {
  await page.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), { key: `tip-token:bar:${order.orderId}`, token: order.tipToken });
  await page.goto(sf.url('bar', `/order-status/${order.orderId}/bar`));
  await hydrated(page);
  await page.locator('.receipt-grand').waitFor();
}

/** Whether the tip widget (or its thanks) comes after the receipt on the page. */
function tipAfterReceipt(page: Page, tip: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const receipt = document.querySelector('.receipt')!;
    return !!(receipt.compareDocumentPosition(document.querySelector(sel)!) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, tip);
}

async function postOrderTipCents(sf: Storefront, orderId: string): Promise<number> {
  return ((await (await fetch(`http://127.0.0.1:${sf.port}/api/shops/bar/orders/${orderId}`)).json()) as { postOrderTipCents: number }).postOrderTipCents;
}

describe('the tip after the order', () => {
  for (const width of [390, 1280]) {
    it(`offers the order's own percents before the receipt, asks before charging, and thanks after the receipt (${width} px)`, async () => {
      const { sf, browser } = suite;
      const order = await placeFries(sf, null);
      const { context, page } = await openPage(browser, sf, { width });
      await confirmationOf(sf, page, order);
      await page.getByRole('heading', { name: 'ToGo Order Confirmation' }).waitFor();
      const widget = page.getByRole('region', { name: 'Tip (100% to Staff/Driver)' });
      await widget.waitFor();
      // No tip yet: the widget comes before the receipt.
      expect(await tipAfterReceipt(page, '.tip-widget')).toBe(false);
      // The shop's 15/18/22% of 22.00 as the order's quote gives them: 3.30, 3.96, 4.84; 18% suggested.
      expect(await widget.locator('.tip-buttons button').allTextContents()).toEqual(['15% $3.30', '18% $3.96 (suggested)', '22% $4.84']);
      expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$22.00');
      // One tap only asks; nothing is charged until Confirm.
      await widget.getByRole('button', { name: /^22%/ }).click();
      await widget.getByText('Add a $4.84 tip to your card?').waitFor();
      expect(await postOrderTipCents(sf, order.orderId)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await widget.getByRole('button', { name: 'Cancel' }).click();
      await widget.getByRole('button', { name: /^15%/ }).click();
      await widget.getByRole('button', { name: 'Confirm' }).click();
      // Tipped: the thanks comes after the receipt, whose total now carries the tip (22.00 + 3.30).
      await page.getByText('Thanks for tipping! ($3.30)').waitFor();
      expect(await tipAfterReceipt(page, '.tip-thanks-after')).toBe(true);
      expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$25.30');
      expect(await postOrderTipCents(sf, order.orderId)).toBe(330);
      await context.close();
    });

    it(`puts the widget after the receipt when the order was tipped at checkout (${width} px)`, async () => {
      const { sf, browser } = suite;
      const order = await placeFries(sf, { percent: 18 });
      const { context, page } = await openPage(browser, sf, { width });
      await confirmationOf(sf, page, order);
      const widget = page.getByRole('region', { name: 'Tip (100% to Staff/Driver)' });
      await widget.waitFor();
      expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$25.96');
      expect(await tipAfterReceipt(page, '.tip-widget')).toBe(true);
      // The same buttons: percents of the total before tip (22.00), not of the tipped total.
      expect(await widget.locator('.tip-buttons button').allTextContents()).toEqual(['15% $3.30', '18% $3.96 (suggested)', '22% $4.84']);
      await widget.getByRole('button', { name: /^22%/ }).click();
      await widget.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Thanks for tipping! ($4.84)').waitFor();
      // 25.96 + 4.84.
      expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$30.80');
      expect(await postOrderTipCents(sf, order.orderId)).toBe(484);
      await context.close();
    });
  }
});

describe('no tip on an order the shop rejected or cancelled', () => {
  const MANAGER = { email: 'manager@bar.example', password: 'behind-the-bar-2025' };
  let staff: Record<string, string>;
  beforeAll(async () => {
    const { sf } = suite;
    await createUser(sf.server.db, { email: MANAGER.email, role: 'manager', sites: ['bar'], password: MANAGER.password, mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const base = `http://127.0.0.1:${sf.port}`;
    const res = await fetch(`${base}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(MANAGER) });
    expect(res.status).toBe(200);
    const token = /staff_session=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
    staff = { Cookie: `staff_session=${token}`, Origin: base, 'Content-Type': 'application/json' };
  });

  /** The staff's status change, as the board sends it. */
  async function setStatus(orderId: string, body: Record<string, unknown>): Promise<void> {
    const res = await fetch(`http://127.0.0.1:${suite.sf.port}/api/staff/shops/bar/orders/${orderId}/status`, { method: 'POST', headers: staff, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  }
  const reject = (orderId: string) => setStatus(orderId, { status: 'rejected', reason: 'TOO_BUSY' });
  const cancel = async (orderId: string) => {
    await setStatus(orderId, { status: 'accepted', prepMinutes: 15 });
    await setStatus(orderId, { status: 'cancelled' });
  };
  const widgetOf = (page: Page) => page.getByRole('region', { name: 'Tip (100% to Staff/Driver)' });

  it('the widget goes away when the shop rejects the order while the page is open, and stays away', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    const { context, page } = await openPage(browser, sf);
    await confirmationOf(sf, page, order);
    await widgetOf(page).waitFor();
    await page.locator('.order-progress[data-status="placed"]').waitFor();
    await reject(order.orderId);
    // The live status says so, and the widget is gone with it: no reload.
    await page.locator('.order-progress[data-status="rejected"]').waitFor();
    await widgetOf(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^15%/ }).count()).toBe(0);
    expect(await page.getByLabel('Custom tip ($)').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Opened again, the order as fetched is rejected: no widget at all.
    await page.reload();
    await hydrated(page);
    await page.locator('.receipt-grand').waitFor();
    await page.locator('.order-progress[data-status="rejected"]').waitFor();
    expect(await widgetOf(page).count()).toBe(0);
    await context.close();
  });

  it('a cancelled order opens with no widget', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    await cancel(order.orderId);
    const { context, page } = await openPage(browser, sf);
    await confirmationOf(sf, page, order);
    await page.locator('.order-progress[data-status="cancelled"]').waitFor();
    expect(await widgetOf(page).count()).toBe(0);
    expect(await page.getByText('Thanks for tipping!').count()).toBe(0);
    await context.close();
  });

  it("a tip confirmed after the shop cancelled, before the page heard, shows the server's refusal in its place", async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    const { context, page } = await openPage(browser, sf);
    // The page does not hear the live status: the tip races the cancellation.
    await page.route('**/events', (route) => route.abort());
    await confirmationOf(sf, page, order);
    const widget = widgetOf(page);
    await widget.getByRole('button', { name: /^22%/ }).click();
    await widget.getByText('Add a $4.84 tip to your card?').waitFor();
    await cancel(order.orderId);
    await widget.getByRole('button', { name: 'Confirm' }).click();
    // The server's own words, in place of the widget; nothing was charged.
    const refusal = page.locator('.tip-closed');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('This order was cancelled by the shop and its card payment refunded, so it takes no tip. Nothing was charged.');
    expect(await refusal.getAttribute('role')).toBe('alert');
    expect(await widget.count()).toBe(0);
    expect(await postOrderTipCents(sf, order.orderId)).toBe(0);
    // The order is read again: its status line says cancelled, and the total has no tip.
    await page.locator('.order-progress[data-status="cancelled"]').waitFor();
    expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$22.00');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  /** The order's PDF receipt as a reader gets it (poppler's pdftotext). */
  async function receiptText(orderId: string): Promise<string> {
    const res = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/bar/orders/${orderId}/receipt.pdf`);
    expect(res.status).toBe(200);
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await res.arrayBuffer()), encoding: 'utf8' });
  }
  const paymentStatusOf = async (orderId: string) =>
    ((await (await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/bar/orders/${orderId}`)).json()) as { paymentStatus: string }).paymentStatus;
  const PROCESSOR = 'the offline test card processor (no real charge)';

  it('a card order rejected while the page is open reads refunded at once, on the page and the PDF, before and after the refund lands', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    const { context, page } = await openPage(browser, sf, { width: 390 });
    await confirmationOf(sf, page, order);
    expect(await page.locator('.statement p').allTextContents()).toEqual([`Your card was charged $22.00 by ${PROCESSOR}.`, 'It appears on your statement as CORNER BAR LA.']);
    expect(await page.locator('.receipt-status').textContent()).toBe('Prepaid');
    expect(await receiptText(order.orderId)).toMatch(/Payment +Prepaid/);
    await reject(order.orderId);
    // The live status: no reload.
    await page.locator('.order-progress[data-status="rejected"]').waitFor();
    await page.locator('.statement[data-payment="refunded"]').waitFor();
    expect(await page.locator('.statement p').allTextContents()).toEqual([`Your card was refunded $22.00 by ${PROCESSOR}.`, 'The refund appears on your statement as CORNER BAR LA.']);
    expect(await page.locator('.receipt-status').textContent()).toBe('Refunded');
    // Once the refund is made the order reads 'refunded'; opened again, it says the same.
    await expect.poll(() => paymentStatusOf(order.orderId), { timeout: 10_000 }).toBe('refunded');
    await page.reload();
    await hydrated(page);
    await page.locator('.receipt-grand').waitFor();
    expect(await page.locator('.order-progress').textContent()).toBe('Rejected: the kitchen is too busy right now; your card was refunded');
    expect(await page.locator('.statement p').first().textContent()).toBe(`Your card was refunded $22.00 by ${PROCESSOR}.`);
    expect(await page.locator('.receipt-status').textContent()).toBe('Refunded');
    expect(await page.getByText(/charged \$|Prepaid/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'refunded-rejected-390.png'), fullPage: true });
    const pdf = await receiptText(order.orderId);
    expect(pdf).toMatch(/Grand Total +\$22\.00/);
    expect(pdf).toMatch(/Payment +Refunded/);
    expect(pdf).not.toContain('Prepaid');
    await context.close();
  });

  it('a card order cancelled after it was accepted reads refunded', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    await cancel(order.orderId);
    const { context, page } = await openPage(browser, sf);
    await confirmationOf(sf, page, order);
    await page.locator('.order-progress[data-status="cancelled"]').waitFor();
    expect(await page.locator('.statement p').first().textContent()).toBe(`Your card was refunded $22.00 by ${PROCESSOR}.`);
    expect(await page.locator('.receipt-status').textContent()).toBe('Refunded');
    const pdf = await receiptText(order.orderId);
    expect(pdf).toMatch(/Payment +Refunded/);
    expect(pdf).not.toContain('Prepaid');
    await context.close();
  });

  it('a card order tipped after it was placed, then cancelled, reads both charges refunded', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null);
    const tip = await fetch(`http://127.0.0.1:${sf.port}/api/shops/bar/orders/${order.orderId}/tips`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ tipsInCents: 330, tipToken: order.tipToken }) });
    expect(tip.status).toBe(200);
    await cancel(order.orderId);
    const { context, page } = await openPage(browser, sf, { width: 390 });
    await confirmationOf(sf, page, order);
    await page.locator('.order-progress[data-status="cancelled"]').waitFor();
    // 22.00 for the order and the 3.30 tip, each its own charge, each refunded.
    expect(await page.locator('.statement p').allTextContents()).toEqual([
      `Your card was refunded $25.30 by ${PROCESSOR}: $22.00 for the order and your $3.30 tip.`,
      'The refund appears on your statement as CORNER BAR LA.',
    ]);
    expect(await page.locator('.receipt-grand').textContent()).toBe('Grand Total$25.30');
    expect(await page.locator('.receipt-status').textContent()).toBe('Refunded');
    // No thanks for a tip that was given back, and nothing says charged.
    expect(await page.getByText(/Thanks for tipping|charged \$|Prepaid/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'refunded-tip-cancelled-390.png'), fullPage: true });
    const pdf = await receiptText(order.orderId);
    expect(pdf).toMatch(/Tips +\$3\.30/);
    expect(pdf).toMatch(/Payment +Refunded/);
    await context.close();
  });

  it('an order paid in person that the shop rejected owes nothing: no payment at pickup', async () => {
    const { sf, browser } = suite;
    const order = await placeFries(sf, null, 'CASH');
    await reject(order.orderId);
    const { context, page } = await openPage(browser, sf, { width: 390 });
    await confirmationOf(sf, page, order);
    await page.locator('.order-progress[data-status="rejected"]').waitFor();
    expect(await page.locator('.statement').count()).toBe(0);
    expect(await page.locator('.receipt-status').textContent()).toBe('Rejected: Nothing Owed');
    expect(await page.getByText(/Not Paid|Prepaid/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'cash-rejected-390.png'), fullPage: true });
    const pdf = await receiptText(order.orderId);
    expect(pdf).toMatch(/Payment +Rejected: Nothing Owed/);
    expect(pdf).not.toMatch(/Not Paid|Prepaid/);
    await context.close();
  });
});
