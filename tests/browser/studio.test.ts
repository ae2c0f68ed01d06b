/**
 * The studio against the real server: a manager signs in, opens the studio, breaks the draft by
 * keyboard in the JSON (an error finding at its line), fixes it with the promo form (the finding
 * goes), simulates a cart (the total equals the server's own quote of the same draft), replays,
 * publishes, and a customer's quote changes without a restart; rolling back restores the old
 * total. axe on the studio pages.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { dollars, openPage, seriousViolations, serverQuote, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

// The cart the test builds in the simulator, as the server gets it.
const CART = { products: [{ productId: 't-cheeseburger', quantity: 2, customerPicks: { 't-bun-brioche': true, 't-ex-bacon': true } }], cartType: 'PICKUP', paymentType: 'CARD', promoCode: 'SAVE20' };

describe('the studio on the real server', () => {
  it('edits a promo, lints, simulates, replays, publishes and rolls back', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'manager@test.example', role: 'manager', sites: ['test'], password: 'studio-pass-123', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const before = await serverQuote(sf, 'test', CART);
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
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
    const editor = page.getByLabel('Profile JSON');
    const text = await editor.inputValue();
    expect(text).toContain('"percent": 20');
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text.replace('"percent": 20', '"percent": 350'));
    const errorFinding = page.locator('.finding-error').first();
    await errorFinding.waitFor();
    const lineButton = errorFinding.getByRole('button', { name: /profile line \d+/ });
    const line = Number(/(\d+)/.exec((await lineButton.textContent()) ?? '')![1]);
    expect(text.replace('"percent": 20', '"percent": 350').split('\n')[line - 1]).toContain('350');
    await lineButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('studio-json');
    const caretLine = await editor.evaluate((el: HTMLTextAreaElement) => el.value.slice(0, el.selectionStart).split('\n').length);
    expect(caretLine).toBe(line);
    expect(await seriousViolations(page)).toEqual([]);

    // The form writes the same JSON: 35% off, and the error goes.
    await page.getByLabel('Percent off for SAVE20').fill('35');
    await expect.poll(() => page.locator('.finding-error').count()).toBe(0);
    await expect.poll(() => editor.inputValue()).toContain('"percent": 35');
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
    const draft = await post('/api/staff/shops/test/drafts', { profile: await editor.inputValue() });
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

  it('lets staff look and simulate but not publish', async () => {
    const { sf, browser } = suite;
    await createUser(sf.server.db, { email: 'cook@test.example', role: 'staff', sites: ['test'], password: 'studio-pass-456', mustChangePassword: false, createdBy: null, now: sf.clock.now });
    const { context, page } = await openPage(browser, sf, { width: 1280, height: 900 });
    await page.goto(sf.url('test', '/admin/studio/test'));
    await page.getByLabel('E-mail').fill('cook@test.example');
    await page.getByLabel('Password').fill('studio-pass-456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Studio: Test Kitchen' }).waitFor();
    await page.getByText('Only a manager or the owner can publish.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish now' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Roll back/ }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Studio' }).count()).toBe(0);
    await context.close();
  });
});
