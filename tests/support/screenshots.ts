/**
 * `npm run screenshots`: the README's pictures of the menu, product, checkout and confirmation
 * pages at phone (390 px) and desktop (1280 px) widths, taken from the built storefront; and of
 * the staff console (sign-in and the orders board at kitchen-tablet 1024x768 and phone 390 px),
 * with a stand-in staff API serving a busy lunch. `npm run screenshots -- admin` takes only those.
 * The studio (1280 px, against the real server with a manager signed in): `-- studio` takes only
 * those.
 */
import { mkdirSync } from 'node:fs';
import { createUser } from '../../server/staff/store.js';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, openPage, REPO, startStorefront, type Storefront } from '../browser/harness.js';
import { fakeOrder, installFakeStaffApi, lunchOrders, pushEvent } from '../browser/staff-fake.js';

const out = join(REPO, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const sf = await startStorefront();
const browser = await launchBrowser();
const onlyStudio = process.argv.includes('studio');
const onlyAdmin = process.argv.includes('admin') || onlyStudio;
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
  if (!onlyStudio) await adminScreenshots(browser, sf);
  await studioScreenshots(browser, sf);
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

/** The studio at 1280 px: the shop list, the editor with its forms, a simulated cart, replay and history. */
async function studioScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  await createUser(sf.server.db, { email: 'manager@test.example', role: 'manager', sites: ['test'], password: 'studio-pictures-1', mustChangePassword: false, createdBy: null, now: sf.clock.now });
  const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
  await page.goto(sf.url('test', '/admin/studio'));
  await page.getByLabel('E-mail').fill('manager@test.example');
  await page.getByLabel('Password').fill('studio-pictures-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Studio', exact: true }).waitFor();
  await page.screenshot({ path: join(out, 'studio-list.png') });
  await page.getByRole('link', { name: /Test Kitchen/ }).click();
  await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
  await page.getByLabel('Percent off for SAVE20').fill('25');
  await page.getByLabel('Code', { exact: true }).fill('LUNCH15');
  await page.getByLabel('Minimum subtotal ($)').fill('25');
  await page.getByRole('button', { name: 'Add code' }).click();
  await page.locator('.lint-status:not(:has-text("Checking"))').waitFor();
  await page.screenshot({ path: join(out, 'studio-editor.png') });
  await page.getByLabel('Product').selectOption('t-cheeseburger');
  await page.getByRole('checkbox', { name: /Brioche/ }).check();
  await page.getByRole('checkbox', { name: /Bacon/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByLabel('Product').selectOption('t-fries');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByLabel('Promo code', { exact: true }).fill('SAVE20');
  await page.getByRole('button', { name: 'Price with the draft' }).click();
  await page.getByTestId('sim-total').waitFor();
  await page.getByRole('button', { name: 'Replay the last 200 orders' }).click();
  await page.locator('.replay-summary').waitFor();
  await page.locator('#simulate-title').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('simulate-title')!.closest('section')!.scrollIntoView());
  await page.screenshot({ path: join(out, 'studio-simulate.png') });
  await page.getByLabel('What changed (for the history)').fill('SAVE20 is 25% off; new LUNCH15 from $25');
  await page.getByRole('button', { name: 'Publish now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish with warnings?' });
  const live = page.getByRole('status').filter({ hasText: /^Version \d+ is live\.$/ });
  await Promise.race([confirm.waitFor(), live.waitFor()]);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await live.waitFor();
  await page.locator('.version').nth(1).waitFor();
  await page.evaluate(() => document.getElementById('publish-title')!.closest('section')!.scrollIntoView());
  await page.screenshot({ path: join(out, 'studio-publish-history.png') });
  await context.close();
}
