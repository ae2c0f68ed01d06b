/**
 * `npm run screenshots`: the README's pictures of the menu, product, checkout and confirmation
 * pages at phone (390 px) and desktop (1280 px) widths, taken from the built storefront; and of
 * the staff console (sign-in and the orders board at kitchen-tablet 1024x768 and phone 390 px),
 * with a stand-in staff API serving a busy lunch), and the operations page at tablet width against
 * the real staff API. `npm run screenshots -- admin` takes only the console's;
 * `npm run screenshots -- operations` only the operations page.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createUser } from '../../server/staff/store.js';
import { hydrated, launchBrowser, openPage, REPO, startStorefront, type Storefront } from '../browser/harness.js';
import { fakeOrder, installFakeStaffApi, lunchOrders, pushEvent } from '../browser/staff-fake.js';

const out = join(REPO, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const sf = await startStorefront();
const browser = await launchBrowser();
const onlyOperations = process.argv.includes('operations');
const onlyAdmin = process.argv.includes('admin') || onlyOperations;
try {
  for (const width of onlyAdmin ? [] : [390, 1280]) {
    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('juicestop', '/glendale/order'));
    await hydrated(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `menu-${width}.png`) });

    await page.goto(sf.url('test', '/products/t-cheeseburger'));
    await hydrated(page);
    await page.getByRole('radio', { name: 'Brioche' }).check();
    await page.getByRole('checkbox', { name: /^Bacon/ }).check();
    await page.screenshot({ path: join(out, `product-${width}.png`) });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);

    await page.goto(sf.url('test', '/products/t-fish-tacos'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);
    await page.goto(sf.url('test', '/checkout'));
    await hydrated(page);
    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0199');
    await page.getByRole('radio', { name: 'PrePay' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `checkout-${width}.png`), fullPage: width === 1280 });
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: /Order Confirmation/ }).waitFor();
    await page.locator('.receipt').waitFor();
    await page.screenshot({ path: join(out, `confirmation-${width}.png`), fullPage: width === 1280 });
    await context.close();
  }
  if (!onlyOperations) await adminScreenshots(browser, sf);
  await operationsScreenshot(browser, sf);
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await sf.stop();
}

/** The staff console: sign-in, and the board mid-lunch with a new order ringing. */
async function adminScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  for (const [width, height, name] of [[1024, 768, 'tablet'], [390, 844, 'phone']] as const) {
    const { context, page } = await openPage(browser, sf, { width, height });
    const api = await installFakeStaffApi(page, { now: sf.clock.now, orders: lunchOrders(sf.clock.now) });
    await page.goto(sf.url('test', '/admin'));
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.screenshot({ path: join(out, `admin-signin-${name}.png`) });
    api.signedIn = true;
    await page.goto(sf.url('test', '/admin/orders'));
    await page.locator('.board[data-live="live"] .order-card').first().waitFor();
    await pushEvent(page, api, 'order.placed', fakeOrder('9f8e7d6c5b', sf.clock.now, { createdAt: new Date(sf.clock.now).toISOString(), statusChangedAt: new Date(sf.clock.now).toISOString(), name: 'Noor Haddad', cartType: 'DINEIN', itemCount: 2 }));
    await page.locator('.ringbar.ringing').waitFor();
    await page.screenshot({ path: join(out, `admin-board-${name}.png`) });
    await page.getByRole('button', { name: 'Accept order A1B2C3D4' }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: join(out, `admin-accept-${name}.png`) });
    await context.close();
  }
}

/** /admin/operations on a kitchen tablet (1024x768): busy, one item and one option out of stock. */
async function operationsScreenshot(browser: Browser, sf: Storefront): Promise<void> {
  await createUser(sf.server.db, { email: 'manager@example.com', role: 'manager', sites: ['test'], password: 'kitchen-tablet-2025', mustChangePassword: false, createdBy: null, now: sf.clock.now });
  const { context, page } = await openPage(browser, sf, { width: 1024, height: 768 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(sf.url('test', '/admin/operations?shop=test'));
  await page.getByLabel('E-mail').fill('manager@example.com');
  await page.getByLabel('Password').fill('kitchen-tablet-2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('.ops-live-live').waitFor();
  await page.getByRole('button', { name: 'Add 10 minutes' }).click();
  await page.locator('.ops-busy-value', { hasText: '+10' }).waitFor();
  const sw = page.getByRole('switch').nth(1);
  await sw.click();
  await page.locator('.ops-item-out').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, 'admin-operations-tablet.png') });
  await context.close();
}
