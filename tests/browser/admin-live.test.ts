/**
 * The staff console against the real server's staff API: an invited owner signs in with the
 * one-time password, must choose a password first, then reaches the board; the menu check shows
 * the shop's real menu; the owner invites someone (the one-time password shows once) and removes
 * them. axe on each page. A session that ends while a streaming page is open (the account removed
 * elsewhere) brings the sign-in page back, where the page used to say 'Connection lost' and retry
 * for ever. A catering inquiry sent through a shop's form shows on the console's Inquiries page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, removeUser } from '../../server/staff/store.js';
import { idle, openPage, seriousViolations, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

describe('the staff console on the real staff API', () => {
  it('signs in with a one-time password, changes it, checks the menu, invites and removes someone', async () => {
    await createUser(suite.sf.server.db, { email: 'boss@example.com', role: 'owner', sites: [], password: 'one-time-pass-1', mustChangePassword: true, createdBy: null, now: suite.sf.clock.now });
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 1024, height: 768 });
    await page.goto(suite.sf.url('test', '/admin/menu-check?shop=test'));
    await page.getByLabel('E-mail').fill('boss@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The e-mail address or the password is not right. Check both and try again.');
    await page.getByLabel('Password').fill('one-time-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('One-time password').fill('one-time-pass-1');
    await page.getByLabel('New password', { exact: true }).fill('kitchen-tablet-2025');
    await page.getByLabel('New password again').fill('kitchen-tablet-2025');
    await page.getByRole('button', { name: 'Save password' }).click();

    // Back where the link pointed: the menu check of the chosen shop, from the server's menu.
    await page.getByRole('heading', { name: 'Menu check' }).waitFor();
    await page.locator('.check-category').first().waitFor();
    expect(await page.locator('.check-items strong').filter({ hasText: /^Cheeseburger$/ }).count()).toBeGreaterThan(0);
    // Its sides come from the products tagged side (the menu file lists none in the group).
    expect(await page.locator('.check-items li li').filter({ hasText: /^Add a Side \(half price\)/ }).first().textContent())
      .toBe('Add a Side (half price) (4 options, generated from the products tagged side: Fries, Onion Rings, Side Salad, Coleslaw)');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('cell', { name: 'boss@example.com', exact: true }).waitFor();
    await page.getByLabel('E-mail').fill('cook@example.com');
    await page.getByRole('checkbox', { name: 'Test Kitchen' }).check();
    await page.getByRole('button', { name: 'Invite' }).click();
    const invited = page.getByRole('dialog', { name: 'Invitation ready' });
    const password = (await invited.locator('.one-time-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect(await seriousViolations(page)).toEqual([]);
    await invited.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: /^cook@example.com/ }).waitFor();
    await page.getByRole('button', { name: 'Remove cook@example.com' }).click();
    await page.getByRole('dialog', { name: 'Remove cook@example.com?' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('cell', { name: /^cook@example.com/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await context.close();
  });

  /** Signs `email` (a new staff account of `sites`) in on `path`; returns the page once `ready` shows. */
  async function signedInOn(email: string, sites: string[], path: string, ready: (page: Page) => Promise<void>, width = 1024): Promise<Page> {
    await createUser(suite.sf.server.db, { email, role: 'staff', sites, password: 'kitchen-tablet-2025', mustChangePassword: false, createdBy: null, now: suite.sf.clock.now });
    const { page } = await openPage(suite.browser, suite.sf, { width, height: 768 });
    // Every events stream the page opens is kept, so a test can read whether it was closed.
    await page.addInitScript(() => {
      const Native = window.EventSource;
      const opened: EventSource[] = [];
      (window as unknown as { openedStreams: EventSource[] }).openedStreams = opened;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          opened.push(this);
        }
      };
    });
    await page.goto(suite.sf.url('test', path));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('kitchen-tablet-2025');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await ready(page);
    return page;
  }

  /** How many times the page asks for the events stream from now on. */
  function countStreams(page: Page): () => number {
    let n = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/staff/events') n++;
    });
    return () => n;
  }

  it.each([
    ['the orders board', '/admin/orders', (page: Page) => page.locator('.board[data-live="live"]').waitFor({ state: 'attached' })],
    ['the operations page', '/admin/operations', (page: Page) => page.locator('.ops-live-live').waitFor()],
  ])('shows the sign-in page when the session ends elsewhere while %s streams, and stops asking for the stream', async (what, path, ready) => {
    const email = `gone-${path.split('/').pop()}@example.com`;
    const page = await signedInOn(email, ['test'], `${path}?shop=test`, ready);
    const streams = countStreams(page);
    // Removed on another device (or with shopctl staff remove): this instance learns it from the database.
    expect(await removeUser(suite.sf.server.db, email)).toBe('removed');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Your session ended. Sign in again to carry on.').count()).toBe(1);
    expect(await page.getByText(/Connection lost/).count()).toBe(0);
    // Nothing keeps retrying behind the sign-in page: the stream was asked for at most once more (the
    // browser's own reconnect), and every stream the page opened is closed (EventSource.CLOSED = 2),
    // so the browser will not reconnect again.
    expect(streams()).toBeLessThanOrEqual(1);
    const states = await page.evaluate(() => (window as unknown as { openedStreams: EventSource[] }).openedStreams.map((s) => s.readyState));
    expect(states.length).toBeGreaterThan(0);
    expect(states).toEqual(states.map(() => 2));
    await page.context().close();
  }, 40_000);

  it('lists a catering inquiry sent through the shop\'s form on the Inquiries page, at 390 and 1280 px, axe-clean', async () => {
    // Kaiju takes contact and catering forms; the customer sends one as the site's form does.
    const form = { location: 'ktown', name: 'Ana Diaz', email: 'ana.diaz@example.com', phone: '(213) 555-0177', eventDate: '2025-07-04', eventTime: '18:30', guestCount: 40, eventType: 'graduation', budget: '1000-2000', dietaryRestrictions: 'Two vegans, one nut allergy', message: "Taco bar for my son's graduation." };
    const sent = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/kaiju-ktown/forms/catering`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
    expect(sent.status).toBe(200);
    for (const width of [390, 1280]) {
      const page = await signedInOn(`inquiries-${width}@example.com`, ['kaiju'], '/admin/inquiries?shop=kaiju-ktown', (p) => p.getByRole('heading', { name: 'Inquiries' }).waitFor(), width);
      const card = page.getByRole('article', { name: 'Catering inquiry from Ana Diaz, 40 guests' });
      await card.waitFor();
      expect(await card.getByRole('link', { name: 'ana.diaz@example.com' }).getAttribute('href')).toBe('mailto:ana.diaz@example.com');
      expect(await card.getByRole('link', { name: '(213) 555-0177' }).getAttribute('href')).toBe('tel:2135550177');
      expect(await card.locator('.inquiry-event').textContent()).toBe('EventGraduationWhenFri, Jul 4, 2025, 6:30 PMGuests40Budget$1,000 - $2,000Dietary needsTwo vegans, one nut allergy');
      expect(await card.locator('.inquiry-message').textContent()).toBe(form.message);
      // Received at noon on the shop's (Los Angeles) clock.
      expect(await card.locator('time').textContent()).toBe('12:00 PM');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await idle(page);
      await page.screenshot({ path: `/tmp/inquiries-live-${width}.png`, fullPage: true });
      await page.context().close();
    }
  }, 60_000);
});
