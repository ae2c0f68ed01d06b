/**
 * The console's frame and pages on the real server: every page's tab of every role is whole and in
 * view on a 1024 px kitchen tablet and at 1280 px (and on a phone), with Sign out on one line and
 * the shop's name uncut; the Activity page lists a pause made through the API with who made it, on
 * the shop's clock, 50 at a time; the Users page says why an invitation was refused next to the
 * field (in view on a phone, the field focused), and after a removal the focus moves to the next
 * person; the kitchen ticket page has its content in a <main> (axe finds nothing, of any impact).
 */
import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../server/staff/contract.js';
import { createUser } from '../../server/staff/store.js';
import { idle, openPage, seriousViolations, storefrontSuite } from './harness.js';

const suite = storefrontSuite();
const PASSWORD = 'kitchen-tablet-2025';
const SHOTS = '/tmp/console-frame';
mkdirSync(SHOTS, { recursive: true });

const base = () => `http://127.0.0.1:${suite.sf.port}`;

/** Creates an account and signs it in through the API, as a browser would: the headers of its calls. */
async function apiAs(email: string, role: StaffRole, sites: string[]): Promise<Record<string, string>> {
  await createUser(suite.sf.server.db, { email, role, sites, password: PASSWORD, mustChangePassword: false, createdBy: null, now: suite.sf.clock.now });
  const res = await fetch(`${base()}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base() }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  const token = /staff_session=([^;]*)/.exec(res.headers.getSetCookie().join('\n'))![1]!;
  return { Cookie: `staff_session=${token}`, Origin: base(), 'Content-Type': 'application/json' };
}

async function call(headers: Record<string, string>, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base()}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A new account of `role` signed in with the sign-in form on `path`, at `width` px. */
async function signedIn(email: string, role: StaffRole, sites: string[], path: string, width: number): Promise<Page> {
  await createUser(suite.sf.server.db, { email, role, sites, password: PASSWORD, mustChangePassword: false, createdBy: null, now: suite.sf.clock.now });
  const { page } = await openPage(suite.browser, suite.sf, { width, height: width < 600 ? 844 : 800 });
  await page.goto(suite.sf.url('test', path));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
  return page;
}

/** Each tab of the header: whether it lies inside the nav and the window, shows its whole text, and is what a tap at its middle reaches. */
function measureTabs(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Console"]')!;
    const n = nav.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const inside = (r: DOMRect, o: { left: number; right: number; top: number; bottom: number }) => r.left >= o.left - 0.5 && r.right <= o.right + 0.5 && r.top >= o.top - 0.5 && r.bottom <= o.bottom + 0.5;
    return {
      navScrolls: nav.scrollWidth > nav.clientWidth,
      pageScrolls: document.documentElement.scrollWidth > width,
      tabs: Array.from(nav.querySelectorAll('a')).map((a) => {
        const r = a.getBoundingClientRect();
        return {
          name: a.textContent,
          inNav: inside(r, n),
          inWindow: inside(r, { left: 0, right: width, top: 0, bottom: window.innerHeight }),
          whole: a.scrollWidth <= a.clientWidth,
          reached: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('a') === a,
        };
      }),
    };
  });
}

/** How many lines Sign out's text takes, and whether the shop's name is shown whole. */
function measureTopRow(page: Page) {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Sign out')!;
    const range = document.createRange();
    range.selectNodeContents(button.firstChild!);
    const signOutLines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    const select = document.querySelector<HTMLSelectElement>('#shop-switcher');
    let shopWhole: boolean;
    if (select) {
      // The select as wide as it wants to be (its longest option), outside the header.
      const free = select.cloneNode(true) as HTMLSelectElement;
      free.removeAttribute('id');
      free.style.cssText = 'position:absolute;left:-9999px;top:0;width:auto;max-width:none;min-width:0';
      document.body.append(free);
      shopWhole = select.getBoundingClientRect().width >= free.getBoundingClientRect().width - 0.5;
      free.remove();
    } else {
      const name = document.querySelector('.shop-name')!;
      shopWhole = name.scrollWidth <= name.clientWidth;
    }
    return { signOutLines, shopWhole, signOutInWindow: button.getBoundingClientRect().right <= document.documentElement.clientWidth };
  });
}

describe('the console header', () => {
  it.each<[StaffRole, string[], string[]]>([
    ['owner', [], ['Orders', 'Menu check', 'Operations', 'Inquiries', 'Studio', 'Webhooks', 'Users', 'Activity']],
    ['manager', ['test', 'fornorosso'], ['Orders', 'Menu check', 'Operations', 'Inquiries', 'Studio', 'Webhooks', 'Activity']],
    ['staff', ['test'], ['Orders', 'Menu check', 'Operations', 'Inquiries', 'Activity']],
  ])('shows every tab of a %s whole and in view at 1280 and 1024 px, and on a phone', async (role, sites, names) => {
    const page = await signedIn(`${role}-tabs@test.example`, role, sites, '/admin/orders?shop=fornorosso-culvercity', 1280);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : width === 1024 ? 768 : 800 });
      await idle(page);
      const { navScrolls, pageScrolls, tabs } = await measureTabs(page);
      expect(tabs.map((t) => t.name)).toEqual(names);
      expect(tabs.filter((t) => !(t.inNav && t.inWindow && t.whole && t.reached)), `${role} at ${width} px`).toEqual([]);
      expect([navScrolls, pageScrolls]).toEqual([false, false]);
      expect(await measureTopRow(page), `${role} at ${width} px`).toEqual({ signOutLines: 1, shopWhole: true, signOutInWindow: true });
      await page.screenshot({ path: `${SHOTS}/header-${role}-${width}.png` });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the Activity page', () => {
  it('lists a pause made through the API with who made it, on the shop\'s clock, for staff of the shop', async () => {
    const manager = await apiAs('pauser@test.example', 'manager', ['test']);
    const ops = '/api/staff/shops/test/operations';
    const until = new Date(suite.sf.clock.now + 30 * 60_000).toISOString();
    expect((await call(manager, 'POST', ops, { pause: { until } })).status).toBe(200);
    expect((await call(manager, 'POST', ops, { outOfStock: { productId: 't-fries', until: null } })).status).toBe(200);
    expect((await call(manager, 'POST', ops, { backInStock: { productId: 't-fries' } })).status).toBe(200);
    expect((await call(manager, 'POST', ops, { resume: true })).status).toBe(200);

    for (const width of [1280, 390]) {
      const page = await signedIn(`reader-${width}@test.example`, 'staff', ['test'], '/admin/activity?shop=test', width);
      await page.getByRole('heading', { name: 'Changes to Test Kitchen' }).waitFor();
      const rows = page.locator('.activity-table tbody tr');
      await rows.first().waitFor();
      // Written at noon on the Test Kitchen's clock (Los Angeles); the pause ends 30 minutes later.
      const read = () => rows.evaluateAll((trs) => trs.slice(0, 4).map((tr) => Array.from((tr as HTMLTableRowElement).cells).map((td) => td.textContent)));
      await expect.poll(read).toEqual([
        ['Wed, Jun 18, 12:00 PM', 'pauser@test.example', 'Resumed online ordering'],
        ['Wed, Jun 18, 12:00 PM', 'pauser@test.example', 'Put Fries back in stock'],
        ['Wed, Jun 18, 12:00 PM', 'pauser@test.example', 'Marked Fries out of stock until turned back on'],
        ['Wed, Jun 18, 12:00 PM', 'pauser@test.example', 'Paused online ordering until 12:30 PM'],
      ]);
      // Staff see their shop's list only: no choice of every shop.
      expect(await page.getByLabel('Show').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await idle(page);
      await page.screenshot({ path: `${SHOTS}/activity-staff-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });

  it('shows an owner every shop with the accounts invited, and 50 changes at a time', async () => {
    const owner = await apiAs('activity-owner@test.example', 'owner', []);
    expect((await call(owner, 'POST', '/api/staff/users', { email: 'newcook@test.example', role: 'staff', sites: ['test'] })).status).toBe(201);
    for (let minutes = 1; minutes <= 55; minutes++) expect((await call(owner, 'POST', '/api/staff/shops/test/operations', { busyMinutes: minutes })).status).toBe(200);
    const all = (await call(owner, 'GET', '/api/staff/audit')).body.entries.length as number;
    expect(all).toBeGreaterThan(60);

    const page = await signedIn('activity-owner-ui@test.example', 'owner', [], '/admin/activity?shop=test', 1024);
    await page.getByRole('heading', { name: 'Changes to Test Kitchen' }).waitFor();
    await page.getByLabel('Show').selectOption({ label: 'Every shop, and accounts' });
    await page.getByRole('heading', { name: 'Changes to every shop' }).waitFor();
    const rows = page.locator('.activity-table tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    expect(await page.locator('.activity-table thead th').allTextContents()).toEqual(['When', 'Who', 'What', 'Shop']);
    expect(await rows.first().locator('td').allTextContents()).toEqual(['Wed, Jun 18, 12:00 PM', 'activity-owner@test.example', 'Set busy minutes to +55 (added to every estimate)', 'Test Kitchen']);
    expect(await page.getByText(`Showing the latest 50 of ${all}.`).count()).toBe(1);

    await page.getByRole('button', { name: 'Show older' }).click();
    await expect.poll(() => rows.count()).toBe(Math.min(all, 100));
    // The first of the older rows has the focus: the 51st change, the sixth busy-minutes one.
    expect(await page.evaluate(() => document.activeElement?.querySelector('.activity-what')?.textContent)).toBe('Set busy minutes to +5 (added to every estimate)');
    const invited = rows.filter({ hasText: 'Invited newcook@test.example' });
    expect(await invited.locator('td').allTextContents()).toEqual(['Wed, Jun 18, 12:00 PM', 'activity-owner@test.example', 'Invited newcook@test.example as staff of Test Kitchen', 'Accounts']);
    expect(await seriousViolations(page)).toEqual([]);
    await idle(page);
    await page.screenshot({ path: `${SHOTS}/activity-owner-1024.png` });
    expect((await call(owner, 'POST', '/api/staff/shops/test/operations', { busyMinutes: 0 })).status).toBe(200);
    await page.context().close();
  });
});

describe('the Users page', () => {
  it('says why an invitation was refused next to the field, in view on a phone, and focuses the field', async () => {
    await createUser(suite.sf.server.db, { email: 'taken@test.example', role: 'staff', sites: ['test'], password: PASSWORD, mustChangePassword: false, createdBy: null, now: suite.sf.clock.now });
    const page = await signedIn('users-owner@test.example', 'owner', [], '/admin/users', 390);
    await page.getByRole('cell', { name: 'taken@test.example', exact: true }).waitFor();
    const alertInView = () => page.getByRole('alert').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    const focusedId = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label') || document.activeElement?.parentElement?.textContent?.trim());

    await page.getByLabel('E-mail').fill('taken@test.example');
    await page.getByRole('checkbox', { name: 'Test Kitchen' }).check();
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('There is already a staff account for taken@test.example. Remove it first, or choose another e-mail address.');
    expect(await focusedId()).toBe('invite-email');
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await alertInView()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await idle(page);
    await page.screenshot({ path: `${SHOTS}/users-refused-390.png` });

    // No site for a staff member: said above the sites, the first of them focused.
    await page.getByLabel('E-mail').fill('someone@test.example');
    await page.getByRole('checkbox', { name: 'Test Kitchen' }).uncheck();
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Choose at least one site for a manager or staff member.');
    const sitesHead = await page.getByRole('group', { name: 'Sites', exact: true }).locator('input').first().evaluate((el) => el.closest('label')!.textContent!.trim());
    expect(await focusedId()).toBe(sitesHead);
    expect(await alertInView()).toBe(true);
    await page.context().close();
  });

  it('moves the focus to the next person\'s Remove after a removal, and to the one before after the last', async () => {
    for (const email of ['rm-a@test.example', 'rm-b@test.example', 'rm-c@test.example']) {
      await createUser(suite.sf.server.db, { email, role: 'staff', sites: ['test'], password: PASSWORD, mustChangePassword: false, createdBy: null, now: suite.sf.clock.now });
    }
    const page = await signedIn('zz-remover@test.example', 'owner', [], '/admin/users', 1280);
    await page.getByRole('cell', { name: 'rm-b@test.example', exact: true }).waitFor();
    const removable = () => page.locator('tbody button[aria-label^="Remove "]').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')!.slice('Remove '.length)));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    const remove = async (email: string) => {
      await page.getByRole('button', { name: `Remove ${email}`, exact: true }).click();
      await page.getByRole('dialog', { name: `Remove ${email}?` }).getByRole('button', { name: 'Remove', exact: true }).click();
      await expect.poll(() => page.getByRole('cell', { name: email, exact: true }).count()).toBe(0);
    };

    // In the middle: the next one in the list.
    const before = await removable();
    const i = before.indexOf('rm-b@test.example');
    await remove('rm-b@test.example');
    await expect.poll(focused).toBe(`Remove ${before[i + 1]}`);

    // The last removable one (the owner's own row has no Remove): the one before it.
    const list = await removable();
    const last = list.at(-1)!;
    await remove(last);
    await expect.poll(focused).toBe(`Remove ${list.at(-2)}`);
    await page.context().close();
  });
});

describe('the kitchen ticket page', () => {
  it('has its content in a <main>: axe finds nothing, of any impact, on ?print=1', async () => {
    const order = await fetch(`${base()}/api/shops/test/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'console-frame-ticket-1' },
      body: JSON.stringify({ products: [{ productId: 't-fries', quantity: 2 }], cartType: 'PICKUP', paymentType: 'CASH', pickupTime: 'ASAP', name: 'Noor Haddad', phone: '(213) 555-0177', tip: null }),
    });
    expect(order.status).toBe(201);
    const { orderId } = (await order.json()) as { orderId: string };
    const page = await signedIn('ticket-cook@test.example', 'staff', ['test'], '/admin/orders?shop=test', 1024);
    await page.context().addInitScript(() => {
      window.print = () => undefined;
    });
    const ticket = await page.context().newPage();
    await ticket.goto(`${suite.sf.url('test', `/api/staff/shops/test/orders/${orderId}/ticket?print=1`)}`);
    expect(await ticket.locator('main h2').textContent()).toBe('Noor Haddad');
    const result = await new AxeBuilder({ page: ticket }).analyze();
    expect(result.violations.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
    await page.context().close();
  });
});
