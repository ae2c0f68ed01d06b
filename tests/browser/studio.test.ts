/**
 * The studio against the real server: a manager signs in, opens the studio, breaks the draft by
 * keyboard in the JSON editor (an error finding, its line button puts the caret on the line, where
 * the editor shows the finding as a diagnostic), fixes it with the promo form (the finding goes),
 * simulates a cart (the total equals the server's own quote of the same draft), replays,
 * publishes, and a customer's quote changes without a restart; rolling back restores the old
 * total. The editor completes and explains keys from the profile's JSON Schema, Tab indents and
 * Escape then Tab leaves it. A closed day added with the Special dates form is the one entry the
 * draft gains. A price the Prices form cannot read is refused with a message next to it. Staff,
 * who cannot publish, read 'No findings.' in the header. axe on the studio pages.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { dollars, openPage, REPO, seriousViolations, serverQuote, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

// The cart the test builds in the simulator, as the server gets it.
const CART = { products: [{ productId: 't-cheeseburger', quantity: 2, customerPicks: { 't-bun-brioche': true, 't-ex-bacon': true } }], cartType: 'PICKUP', paymentType: 'CARD', promoCode: 'SAVE20' };

/** Every draft the page sends: the editor's text as the server gets it (the editor shows only the lines in view). */
function recordDrafts(page: Page): Array<{ profile: string; menu?: string }> {
  const drafts: Array<{ profile: string; menu?: string }> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/drafts$/.test(new URL(r.url()).pathname)) drafts.push(r.postDataJSON() as { profile: string });
  });
  return drafts;
}

/** Opens `url` of the console and signs in there with the sign-in form. */
async function signInToStudio(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Rests the mouse on `text` inside the element matched by `selector` (its first occurrence, across
 * the editor's highlighting spans). The page's clock is fixed, and the editor shows a hover only
 * once the mouse has rested for a while by that clock: the clock moves on a second here.
 */
async function hoverText(page: Page, selector: string, text: string): Promise<void> {
  const box = await page.evaluate(([sel, t]) => {
    const root = document.querySelector(sel!)!;
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const at = nodes.map((n) => n.data).join('').indexOf(t!);
    if (at < 0) return null;
    const place = (offset: number): [Text, number] => {
      let left = offset;
      for (const n of nodes) {
        if (left <= n.length) return [n, left];
        left -= n.length;
      }
      return [nodes.at(-1)!, nodes.at(-1)!.length];
    };
    const range = document.createRange();
    range.setStart(...place(at));
    range.setEnd(...place(at + t!.length));
    const r = range.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, [selector, text] as const);
  if (!box) throw new Error(`"${text}" is not in ${selector}`);
  await page.mouse.move(box.x, box.y);
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now + 1000);
}

describe('the studio on the real server', () => {
  it('edits a promo, lints, simulates, replays, publishes and rolls back', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'manager@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-123', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const before = await serverQuote(sf, 'test', CART);
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    const drafts = recordDrafts(page);
    await page.goto(sf.url('test', '/admin/studio'));
    await page.getByLabel('E-mail').fill('manager@test.example');
    await page.getByLabel('Password').fill('studio-pass-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Studio', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /Test Kitchen/ }).click();
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    const status = page.locator('.lint-status');
    await expect.poll(() => status.textContent()).not.toBe('Checking…');

    // Keyboard only in the editor: select all and write the profile with a percent over 100.
    const editor = page.getByRole('textbox', { name: 'Profile JSON' });
    expect(drafts.length).toBeGreaterThan(0);
    const text = drafts.at(-1)!.profile;
    expect(text).toContain('"percent": 20');
    const broken = text.replace('"percent": 20', '"percent": 350');
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(broken);
    await expect.poll(() => drafts.at(-1)?.profile).toBe(broken);
    const errorFinding = page.locator('.finding-error').first();
    await errorFinding.waitFor();
    const code = (await errorFinding.locator('.finding-code').textContent())!;
    const message = (await errorFinding.locator('.finding-message').textContent())!;
    const lineButton = errorFinding.getByRole('button', { name: /profile line \d+/ });
    const line = Number(/(\d+)/.exec((await lineButton.textContent()) ?? '')![1]);
    expect(broken.split('\n')[line - 1]).toContain('350');
    await lineButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('studio-json');
    // The caret is on the finding's line; the editor marks it there as an error, and says why on hover.
    expect(await page.locator('.cm-lineNumbers .cm-activeLineGutter').textContent()).toBe(String(line));
    const caretLine = page.locator('.cm-activeLine');
    expect(await caretLine.textContent()).toBe(broken.split('\n')[line - 1]);
    expect(await caretLine.locator('.cm-lintRange-error').count()).toBe(1);
    expect(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count()).toBeGreaterThan(0);
    await hoverText(page, '.cm-activeLine', '350');
    const lintTip = page.locator('.cm-tooltip-lint');
    await lintTip.waitFor();
    expect(await lintTip.textContent()).toContain(code);
    expect(await lintTip.textContent()).toContain(message);
    expect(await seriousViolations(page)).toEqual([]);

    // The form writes the same JSON: 35% off, and the error goes; the editor shows it where the caret was.
    await page.getByLabel('Percent off for SAVE20').fill('35');
    await expect.poll(() => page.locator('.finding-error').count()).toBe(0);
    await expect.poll(() => caretLine.textContent()).toBe(text.split('\n')[line - 1]!.replace('"percent": 20', '"percent": 35'));
    expect(await caretLine.locator('.cm-lintRange-error').count()).toBe(0);
    // The rule's description said 20%: it follows the new figure (README, the studio's forms).
    await expect.poll(() => drafts.at(-1)?.profile).toBe(text.replace('"percent": 20', '"percent": 35').replace('takes 20% off', 'takes 35% off'));
    expect(drafts.at(-1)!.profile).toContain('"description": "Code SAVE20 takes 35% off the order."');
    const fixed = drafts.at(-1)!.profile;
    await expect.poll(() => page.locator('.rule-sentence').first().textContent()).toMatch(/35%/);

    // Simulate: 2 cheeseburgers (brioche, bacon), card, SAVE20.
    await page.getByLabel('Product').selectOption('t-cheeseburger');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('checkbox', { name: /Brioche/ }).check();
    await page.getByRole('checkbox', { name: /Bacon/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByLabel('Promo code', { exact: true }).fill('SAVE20');
    await page.getByRole('button', { name: 'Price with the draft' }).click();
    const shown = await page.getByTestId('sim-total').textContent();
    // The server's own quote of a draft made from the same text, fetched apart from the page.
    const post = (path: string, body: unknown) => page.evaluate(async ([p, b]) => {
      const res = await fetch(p as string, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
      return { status: res.status, body: await res.json() };
    }, [path, body] as const);
    const draft = await post('/api/staff/shops/test/drafts', { profile: fixed });
    expect(draft.status).toBe(201);
    const draftQuote = (await post(`/api/staff/shops/test/drafts/${draft.body.draftId}/quote`, { cart: CART })).body as { totals: Record<string, number> };
    expect(shown).toBe(dollars(draftQuote.totals['invoiceCents']!));
    // 35% of the subtotal, where the live version takes 20%.
    expect(draftQuote.totals['discountCents']).toBe(Math.round(draftQuote.totals['subtotalCents']! * 0.35));
    expect(before.totals['discountCents']).toBe(Math.round(before.totals['subtotalCents']! * 0.2));
    await page.getByText('What moved the total').waitFor();
    expect(await page.locator('.moved-list').textContent()).toContain('test-promo-save20');

    // Replay: this shop has no orders yet on a fresh server.
    await page.getByRole('button', { name: 'Replay the last 200 orders' }).click();
    await expect.poll(() => page.locator('.replay-summary').textContent()).toBe('There are no orders to replay yet.');

    // Publish now (confirming warnings when the draft has any).
    await page.getByLabel('What changed (for the history)').fill('SAVE20 is 35% off this week');
    await page.getByRole('button', { name: 'Publish now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish with warnings?' });
    const live = page.getByRole('status').filter({ hasText: /^Version \d+ is live\.$/ });
    await Promise.race([confirm.waitFor(), live.waitFor()]);
    if (await confirm.isVisible()) {
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Publish anyway' }).click();
    }
    await live.waitFor();
    const after = await serverQuote(sf, 'test', CART);
    expect(after.totals['invoiceCents']).toBe(draftQuote.totals['invoiceCents']);
    expect(after.totals['invoiceCents']).not.toBe(before.totals['invoiceCents']);

    // History: the new version says what changed; roll back to the one before.
    const newest = page.locator('.version').first();
    await expect.poll(() => newest.textContent()).toContain('SAVE20 is 35% off this week');
    expect(await newest.locator('.changes').textContent()).toMatch(/percent 20 → 35/);
    const previous = Number(/Version (\d+)/.exec((await page.locator('.version').nth(1).textContent()) ?? '')![1]);
    await page.getByRole('button', { name: `Roll back to version ${previous}` }).click();
    const dialog = page.getByRole('dialog', { name: `Roll back to version ${previous}?` });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText(new RegExp(`the same as version ${previous}\\.`)).waitFor();
    const rolledBack = await serverQuote(sf, 'test', CART);
    expect(rolledBack.totals['invoiceCents']).toBe(before.totals['invoiceCents']);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the header names the studio\'s shop and opens another\'s studio; the hours fit at 1280 and 390; a simulated cart has a customer', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'owner@test.example', role: 'owner', sites: [], password: 'studio-pass-000', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    // Another shop is remembered on this device: the studio's address still decides.
    await page.addInitScript(() => localStorage.setItem('staff-console-shop', 'hinode'));
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'owner@test.example', 'studio-pass-000');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    const shopSelect = page.getByRole('combobox', { name: 'Shop' });
    await expect.poll(() => shopSelect.inputValue()).toBe('test');
    await shopSelect.selectOption('hinode');
    await page.getByRole('heading', { name: /^Studio: / }).filter({ hasNotText: 'Test Kitchen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/studio/hinode');
    expect(await shopSelect.inputValue()).toBe('hinode');
    await shopSelect.selectOption('test');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();

    // Hours: every control inside the forms' panel, nothing scrolling sideways.
    await page.getByRole('button', { name: 'Hours', exact: true }).click();
    await page.getByRole('button', { name: 'Add pickup hours on Monday' }).waitFor();
    const fits = () => page.evaluate(() => {
      const panel = document.querySelector('.studio-forms')!.getBoundingClientRect();
      const out = Array.from(document.querySelectorAll<HTMLElement>('.hours-day button, .hours-day input')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < panel.left || r.right > panel.right + 0.5;
      }).map((el) => el.getAttribute('aria-label'));
      const clipped = Array.from(document.querySelectorAll<HTMLInputElement>('.input-time')).filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.getAttribute('aria-label'));
      return { out, clipped, sideways: document.documentElement.scrollWidth > window.innerWidth };
    });
    expect(await fits()).toEqual({ out: [], clipped: [], sideways: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(fits).toEqual({ out: [], clipped: [], sideways: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Simulate: the made-up customer's name and phone are filled in, so neither blocks the cart.
    expect(await page.getByLabel('Customer name').inputValue()).toBe('Test Customer');
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toMatch(/^\d{10}$/);
    await page.getByLabel('Product').selectOption('t-cheeseburger');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Price with the draft' }).click();
    await page.getByTestId('sim-total').waitFor();
    expect(await page.locator('.sim-quote').textContent()).not.toMatch(/NAME_REQUIRED|PHONE_REQUIRED/);
    // Cleared, the shop's own blocker shows.
    await page.getByLabel('Customer name').fill('');
    await page.getByRole('button', { name: 'Price with the draft' }).click();
    await expect.poll(() => page.locator('.sim-blockers').textContent()).toContain('NAME_REQUIRED');
    await context.close();
  });

  it('brings unpublished changes back after a reload and a visit to the board, until they are discarded', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'keeper@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-321', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    const drafts = recordDrafts(page);
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'keeper@test.example', 'studio-pass-321');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await expect.poll(() => drafts.length).toBeGreaterThan(0);
    const live = drafts.at(-1)!.profile;
    const edited = live.replace('"percent": 20', '"percent": 30');
    expect(edited).not.toBe(live);
    const editor = page.getByRole('textbox', { name: 'Profile JSON' });
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(edited);
    await expect.poll(() => drafts.at(-1)?.profile).toBe(edited);
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');

    // What the editor holds, read through the promo form that parses it (the editor itself renders
    // only the lines in view, and the percent is far down a profile whose keys keep their order).
    const shownText = async () => `"percent": ${await page.getByLabel('Percent off for SAVE20').inputValue()}`;
    await page.reload();
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'Your unpublished changes from' });
    await notice.waitFor();
    await expect.poll(shownText).toContain('"percent": 30');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Studio' }).click();
    await page.getByRole('link', { name: /Test Kitchen/ }).click();
    await notice.waitFor();
    await expect.poll(shownText).toContain('"percent": 30');

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(shownText).toContain('"percent": 20');
    expect(await notice.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');
    expect(await notice.count()).toBe(0);
    expect(await shownText()).toContain('"percent": 20');
    await context.close();
  });

  it('lets staff look and simulate but not publish', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'cook@test.example', role: 'staff', sites: ['test'], password: 'studio-pass-456', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'cook@test.example', 'studio-pass-456');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await page.getByText('Only a manager or the owner can publish.').waitFor();
    // Staff cannot publish, so the header does not offer the draft as ready to publish.
    await expect.poll(() => page.locator('.lint-status').textContent()).toBe('No findings.');
    expect(await page.getByRole('button', { name: 'Publish now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Roll back/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Studio' }).count()).toBe(0);
    await context.close();
  });

  it('completes and explains keys from the JSON Schema, and lets the keyboard out with Escape then Tab', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'editor@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-789', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    // What the schema says of the key, read from the schema file.
    const schema = JSON.parse(readFileSync(join(REPO, 'schemas', 'shop-profile.schema.json'), 'utf8')) as { $defs: { Settings: { properties: Record<string, { description: string }> } } };
    const taxDescription = schema.$defs.Settings.properties['taxPercentage']!.description;
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'editor@test.example', 'studio-pass-789');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await page.getByText('to leave the editor press Esc, then Tab.').waitFor();

    const editor = page.getByRole('textbox', { name: 'Profile JSON' });
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{\n  "settings": {\n    ');
    await page.keyboard.type('"taxP');
    const options = page.locator('.cm-tooltip-autocomplete [role="option"]');
    await expect.poll(() => options.allTextContents()).toContain('taxPercentage');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.cm-tooltip-autocomplete [role="option"]', { hasText: /^taxPercentage/ }).click();
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toMatch(/^\s+"taxPercentage": /);
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');

    // Hovering the key shows the schema's description of it.
    await page.mouse.move(0, 0);
    await hoverText(page, '.cm-content', 'taxPercentage');
    const tip = page.locator('.cm6-json-schema-hover');
    await tip.waitFor();
    expect(await tip.textContent()).toContain(taxDescription);

    // Tab indents (focus stays); Escape then Tab moves focus out of the editor.
    const inEditor = () => page.evaluate(() => document.activeElement?.closest('.cm-editor') !== null);
    await editor.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const before = await page.locator('.cm-activeLine').textContent();
    await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(true);
    expect(await page.locator('.cm-activeLine').textContent()).toBe(`${before}  `);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await inEditor()).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    // Undo and redo by keyboard.
    await editor.focus();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).not.toBe(`${before}  `);
    await page.keyboard.press('Control+Y');
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toBe(`${before}  `);
    await context.close();
  });

  it('says so next to a price it cannot read, and keeps the draft as it was', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'prices@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-321', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    const drafts = recordDrafts(page);
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'prices@test.example', 'studio-pass-321');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await expect.poll(() => drafts.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');
    const sent = drafts.length;
    // The Test Kitchen's menu is its own file: the draft sends it beside the profile.
    type Menu = { subMenus: { products: { id: string; price: unknown }[] }[] };
    const soda = (m: Menu) => m.subMenus.flatMap((c) => c.products).find((p) => p.id === 't-soda')!;
    const lastMenu = () => JSON.parse(drafts.at(-1)!.menu!) as Menu;
    const before = lastMenu();
    const profileBefore = drafts.at(-1)!.profile;
    expect(soda(before).price).toBe(2.5);

    await page.getByRole('button', { name: 'Prices & hidden', exact: true }).click();
    await page.getByLabel('Find a product').fill('Soda');
    const price = page.getByRole('textbox', { name: 'Price of Soda in dollars' });
    await price.fill('abc');
    await price.press('Enter');
    const message = 'Write the price in dollars, such as 12.50. Soda stays at $2.50.';
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(message);
    // The message is the field's description, focus stays in the field to correct it, and nothing was sent.
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(message);
    expect(await price.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await price.inputValue()).toBe('abc');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.studio-forms').screenshot({ path: join(tmpdir(), 'studio-price-error-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.studio-forms').screenshot({ path: join(tmpdir(), 'studio-price-error-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(drafts.length).toBe(sent);

    // A price it can read clears the message; the draft then differs from the live one by that price only.
    await price.fill('2.75');
    await price.press('Enter');
    await expect.poll(() => drafts.length).toBeGreaterThan(sent);
    await expect.poll(() => soda(lastMenu()).price).toBe('2.75');
    soda(before).price = '2.75';
    expect(lastMenu()).toEqual(before);
    expect(drafts.at(-1)!.profile).toBe(profileBefore);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('adds and removes a special date with the form, by keyboard: the draft gains exactly that entry', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'holidays@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-654', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    const drafts = recordDrafts(page);
    await signInToStudio(page, sf.url('test', '/admin/studio/test'), 'holidays@test.example', 'studio-pass-654');
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await expect.poll(() => drafts.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');
    const before = JSON.parse(drafts.at(-1)!.profile) as { settings: Record<string, unknown> };
    expect(before.settings['specialHours']).toBeUndefined();

    const tab = page.getByRole('button', { name: 'Special dates', exact: true });
    await tab.focus();
    await page.keyboard.press('Enter');
    expect(await tab.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('No special dates.').waitFor();
    await page.getByLabel('Date', { exact: true }).focus();
    await page.keyboard.type('11272025');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2025-11-27');
    expect(await page.getByRole('radio', { name: 'Closed all day' }).isChecked()).toBe(true);
    await page.getByLabel('Note for customers (optional)').focus();
    await page.keyboard.type('Thanksgiving');
    await page.keyboard.press('Enter');

    // The draft is the live profile with one special date more, and nothing else changed.
    const expected = { ...before, settings: { ...before.settings, specialHours: [{ date: '2025-11-27', closed: true, note: 'Thanksgiving' }] } };
    await expect.poll(() => JSON.parse(drafts.at(-1)!.profile)).toEqual(expected);
    await page.getByRole('list', { name: 'Special dates' }).getByText('Thu, Nov 27, 2025').waitFor();
    await expect.poll(() => page.locator('.lint-status').textContent()).not.toBe('Checking…');
    expect(await page.locator('.finding-error').count()).toBe(0);

    // The same day again is refused, as lint would (SPECIAL_HOURS_OVERLAP), and the draft stays as it is.
    await page.getByLabel('Date', { exact: true }).fill('2025-11-27');
    await page.getByRole('button', { name: 'Add special date' }).press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('2025-11-27 already has special hours; remove it first or choose other dates.');
    expect(JSON.parse(drafts.at(-1)!.profile)).toEqual(expected);
    expect(await seriousViolations(page)).toEqual([]);

    // Every control inside the forms' panel at 1280 and 390, nothing sideways; pictures of both.
    const fits = () => page.evaluate(() => {
      const panel = document.querySelector('.studio-forms')!.getBoundingClientRect();
      const out = Array.from(document.querySelectorAll<HTMLElement>('.studio-forms button, .studio-forms input, .studio-forms select')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < panel.left || r.right > panel.right + 0.5;
      }).map((el) => el.getAttribute('aria-label') ?? el.textContent);
      return { out, sideways: document.documentElement.scrollWidth > window.innerWidth };
    });
    await page.getByRole('radio', { name: 'Open at special hours' }).check();
    await page.getByLabel('Pickup opens').waitFor();
    expect(await fits()).toEqual({ out: [], sideways: false });
    await page.locator('.studio-forms').screenshot({ path: join(tmpdir(), 'studio-special-dates-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(fits).toEqual({ out: [], sideways: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.studio-forms').screenshot({ path: join(tmpdir(), 'studio-special-dates-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Remove takes the entry, and the key with it: the draft is the live profile again.
    await page.getByRole('button', { name: 'Remove special date Thu, Nov 27, 2025 (Thanksgiving)' }).press('Enter');
    await expect.poll(() => JSON.parse(drafts.at(-1)!.profile)).toEqual(before);
    await page.getByText('No special dates.').waitFor();
    await context.close();
  });
});
