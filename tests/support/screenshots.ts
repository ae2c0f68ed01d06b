/**
 * `npm run screenshots`: the README's pictures of the menu, product, checkout and confirmation
 * pages at phone (390 px) and desktop (1280 px) widths, taken from the built storefront; and of
 * the staff console (sign-in and the orders board at kitchen-tablet 1024x768 and phone 390 px),
 * with real orders of a busy lunch on the real server. `npm run screenshots -- admin` takes only the
 * console's. The studio (1280 px, against the real server with a manager signed in): `-- studio`
 * takes only those; the operations page at tablet width: `-- operations` only that one; the test
 * shop's Burger Combo chosen on its product page (390 and 1280 px): `-- combo` only those. Saffron
 * Grill's allergens (the menu filtered by Vegan and No sesame, a plate with Feta and Tahini, checkout
 * with an allergy note, the confirmation; 390 and 1280 px): `-- allergens` only those. The
 * customer pages alone (menu, product, checkout, confirmation, and the test kitchen's menu right
 * after 'Add to Cart' and its cheeseburger after an attempt without a bun): `-- customer`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createUser } from '../../server/staff/store.js';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { hydrated, idle, launchBrowser, openPage, REPO, startStorefront, type Storefront } from '../browser/harness.js';

const out = join(REPO, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const sf = await startStorefront();
const browser = await launchBrowser();
const onlyStudio = process.argv.includes('studio');
const onlyOperations = process.argv.includes('operations');
const onlyAllergens = process.argv.includes('allergens');
const onlyCombo = process.argv.includes('combo') || onlyAllergens;
const onlyAdmin = process.argv.includes('admin') || onlyStudio || onlyOperations;
const onlyCustomer = process.argv.includes('customer');
try {
  for (const width of onlyAdmin || onlyCombo ? [] : [390, 1280]) {
    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('juicestop', '/glendale/order'));
    await hydrated(page);
    // The pictures on screen (lazy ones further down load only when scrolled to).
    await page.waitForFunction(() => Array.from(document.images).filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight).every((img) => img.complete));
    await idle(page);
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
    await idle(page);
    await page.waitForFunction(() => document.querySelector('.summary')?.getAttribute('aria-busy') === 'false');
    await page.screenshot({ path: join(out, `checkout-${width}.png`), fullPage: width === 1280 });
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: /Order Confirmation/ }).waitFor();
    await page.locator('.receipt').waitFor();
    await page.screenshot({ path: join(out, `confirmation-${width}.png`), fullPage: width === 1280 });
    await context.close();
  }
  if (!onlyAdmin && !onlyCombo) await feedbackScreenshots(browser, sf);
  if (onlyCustomer) {
    console.log(`screenshots written to ${out}`);
    process.exit(0);
  }
  if (!onlyAdmin && !onlyAllergens) await comboScreenshots(browser, sf);
  if (!onlyAdmin && (onlyAllergens || !onlyCombo)) await allergenScreenshots(browser, sf);
  if (!onlyCombo && !onlyStudio && !onlyOperations) await adminScreenshots(browser, sf);
  if (!onlyCombo && !onlyOperations) await studioScreenshots(browser, sf);
  if (!onlyCombo && !onlyStudio) await operationsScreenshot(browser, sf);
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await sf.stop();
}



/**
 * The test kitchen's menu right after 'Add to Cart' (the toast, and the cart bar with the quote's
 * subtotal and the focus), and its cheeseburger after an attempt to add it without a bun.
 */
async function feedbackScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  for (const width of [390, 1280]) {
    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('test', '/products/t-cheeseburger'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click({ force: true });
    await page.getByText('This selection is required').waitFor();
    await idle(page);
    await page.screenshot({ path: join(out, `product-required-${width}.png`) });

    await page.goto(sf.url('test', '/order'));
    await hydrated(page);
    await page.getByRole('link', { name: 'Pasta Pomodoro', exact: true }).first().click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.locator('.toast').waitFor();
    await page.locator('.mini-cart-total').waitFor();
    await idle(page);
    await page.screenshot({ path: join(out, `menu-added-${width}.png`) });
    await context.close();
  }
}

/** The Burger Combo with a burger (and its bun and bacon), a side and a drink chosen. */
async function comboScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  for (const width of [390, 1280]) {
    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('test', '/products/t-burger-combo'));
    await hydrated(page);
    const burger = page.getByRole('group', { name: /^Burger/ });
    await burger.getByRole('radio', { name: 'Cheeseburger' }).check();
    await burger.getByRole('radio', { name: 'Brioche' }).check();
    await burger.getByRole('checkbox', { name: /^Bacon/ }).check();
    await page.getByRole('group', { name: /^Side/ }).getByRole('radio', { name: /^Onion Rings/ }).check();
    await page.getByRole('group', { name: /^Drink/ }).getByRole('radio', { name: /^Lemonade/ }).check();
    // The phone picture starts at the title, so the first slot and its chosen burger's options show.
    await page.evaluate(() => window.scrollTo(0, (document.querySelector('.product-form')?.getBoundingClientRect().top ?? 0) + window.scrollY - 64));
    await idle(page);
    await page.screenshot({ path: join(out, `product-combo-${width}.png`), fullPage: width === 1280 });
    await context.close();
  }
}

/** Saffron Grill: badges and the filters, 'Contains' on a plate, the allergy note at checkout and on the confirmation. */
async function allergenScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  for (const width of [390, 1280]) {
    const { context, page } = await openPage(browser, sf, { width });
    await page.goto(sf.url('saffrongrill', '/order'), { timeout: 30_000 });
    await hydrated(page);
    await page.getByRole('group', { name: 'Dietary filters' }).getByRole('button', { name: 'Vegan' }).click();
    await page.getByText('Allergens', { exact: true }).click();
    await page.getByRole('group', { name: 'Allergen filters' }).getByRole('button', { name: 'No sesame' }).click();
    await page.getByText('11 dishes match.').waitFor();
    // Lazy photos below the fold never load; those on screen must.
    await page.waitForFunction(() => Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete));
    await idle(page);
    await page.screenshot({ path: join(out, `allergens-menu-${width}.png`), fullPage: width === 1280 });

    await page.goto(sf.url('saffrongrill', '/products/sg-chicken-shawarma'));
    await hydrated(page);
    await page.getByRole('radio', { name: 'Saffron Rice' }).check();
    await page.getByRole('checkbox', { name: 'Feta +$1.50 (contains Milk)' }).check();
    await page.getByRole('checkbox', { name: 'Tahini (contains Sesame)' }).check();
    await page.getByText('Contains: Milk and Sesame', { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, (document.querySelector('.product-form')?.getBoundingClientRect().top ?? 0) + window.scrollY - 64));
    await idle(page);
    await page.screenshot({ path: join(out, `allergens-product-${width}.png`), fullPage: width === 1280 });
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);

    await page.goto(sf.url('saffrongrill', '/checkout'));
    await hydrated(page);
    await page.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0177');
    await page.getByRole('textbox', { name: 'Allergy note (optional)' }).fill('Severe peanut allergy: no peanut oil, please');
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).waitFor();
    await page.locator('#allergy-h').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, (document.querySelector('#bag-h')?.getBoundingClientRect().top ?? 0) + window.scrollY - 16));
    await idle(page);
    await page.screenshot({ path: join(out, `allergens-checkout-${width}.png`), fullPage: width === 1280 });
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.getByRole('heading', { name: /Order Confirmation/ }).waitFor();
    await page.locator('.receipt').waitFor();
    await idle(page);
    await page.screenshot({ path: join(out, `allergens-confirmation-${width}.png`), fullPage: width === 1280 });
    await context.close();
  }
}

/** A cash order placed through the public API at the storefront's current instant; returns its id. */
async function placeCash(sf: Storefront, name: string, products: { productId: string; quantity: number; customerPicks?: Record<string, true> }[], cartType: 'PICKUP' | 'DINEIN' = 'PICKUP'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${sf.port}/api/shops/test/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ shopId: 'test', products, cartType, paymentType: 'CASH', pickupTime: 'ASAP', tip: null, name, phone: '(213) 555-0199' }),
  });
  if (res.status !== 201) throw new Error(`order for ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { orderId: string }).orderId;
}

/**
 * The staff console: sign-in, and the board mid-lunch with a new order ringing, from real orders
 * on the real server (placed through the order API with the clock moved, then moved through their
 * statuses by a signed-in manager through the staff API).
 */
async function adminScreenshots(browser: Browser, sf: Storefront): Promise<void> {
  const noon = sf.clock.now;
  const email = 'lunch@test-kitchen.example';
  const password = 'lunch-rush-tablet-1';
  await createUser(sf.server.db, { email, role: 'manager', sites: ['test'], password, mustChangePassword: false, createdBy: null, now: noon });
  const base = `http://127.0.0.1:${sf.port}`;
  const signIn = await fetch(`${base}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email, password }) });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const move = async (orderId: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/staff/shops/test/orders/${orderId}/status`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`status ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
  };
  const at = (minutes: number) => { sf.clock.now = noon + minutes * 60_000; };
  const burger = { productId: 't-cheeseburger', quantity: 1, customerPicks: { 't-bun-brioche': true as const, 't-ex-bacon': true as const } };
  const item = (productId: string, quantity: number) => ({ productId, quantity, customerPicks: { 't-bun-lettuce': true as const } });

  at(-40); const lena = await placeCash(sf, 'Lena Park', [burger, item('t-chicken-sandwich', 1)]);
  at(-38); await move(lena, { status: 'accepted', prepMinutes: 20 });
  at(-30); const chris = await placeCash(sf, 'Chris Hall', [item('t-chicken-sandwich', 1)]);
  at(-29); await move(chris, { status: 'rejected', reason: 'OUT_OF_ITEMS' });
  at(-25); const sam = await placeCash(sf, 'Sam Ortiz', [{ ...burger, quantity: 2 }, item('t-chicken-sandwich', 2)]);
  at(-24); await move(sam, { status: 'accepted', prepMinutes: 20 });
  at(-20); await move(lena, { status: 'ready' });
  at(-15); await move(lena, { status: 'completed' });
  at(-12); const priya = await placeCash(sf, 'Table 4 · Priya', [burger, item('t-chicken-sandwich', 1)], 'DINEIN');
  at(-11); await move(priya, { status: 'accepted', prepMinutes: 20 });
  at(-6); await placeCash(sf, 'Marcus Lee', [{ ...burger, quantity: 3 }, item('t-chicken-sandwich', 2)]);
  at(-5); const jordan = await placeCash(sf, 'Jordan Kim', [item('t-chicken-sandwich', 1)]);
  at(-4); await move(jordan, { status: 'accepted', prepMinutes: 15 });
  at(-3); await move(sam, { status: 'ready' });
  at(-2); await placeCash(sf, 'Ana Diaz', [{ ...burger, quantity: 2 }, item('t-chicken-sandwich', 1)]);
  at(0);

  for (const [width, height, name] of [[1024, 768, 'tablet'], [390, 844, 'phone']] as const) {
    const { context, page } = await openPage(browser, sf, { width, height });
    await page.goto(sf.url('test', '/admin/orders?shop=test'));
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.screenshot({ path: join(out, `admin-signin-${name}.png`) });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.board[data-live="live"] .order-card').first().waitFor();
    if (name === 'tablet') {
      // A new order arrives while the board is open: it rings.
      await page.getByRole('button', { name: 'Acknowledge' }).click();
      await placeCash(sf, 'Noor Haddad', [burger, item('t-chicken-sandwich', 1)], 'DINEIN');
    }
    await page.locator('.ringbar.ringing').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, `admin-board-${name}.png`) });
    await page.locator('.order-card[data-status="placed"] button', { hasText: 'Accept' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: join(out, `admin-accept-${name}.png`) });
    await context.close();
  }
}

/** The studio at 1280 px: the shop list, the editor with its forms, a simulated cart, replay and history, the editor's completion. */
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
  // The editor completing a key from the profile's schema, with the key's description beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const settings = page.locator('.cm-line', { hasText: /^\s*"settings": \{\s*$/ });
  // The editor draws only the lines near its view: scroll it to where "settings" opens (line 52).
  await page.locator('.cm-scroller').evaluate((el) => { el.scrollTop = 52 * 20 - 120; });
  await settings.click({ position: { x: 4, y: 10 } });
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"maxQ');
  await page.locator('.cm-tooltip-autocomplete [role="option"]', { hasText: /^maxQuantityPerLine/ }).waitFor();
  await page.locator('.cm-completionInfo').waitFor();
  await page.screenshot({ path: join(out, 'studio-completion.png'), clip: { x: 0, y: 200, width: 800, height: 640 } });
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
