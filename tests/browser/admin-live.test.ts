/**
 * The staff console against the real server's staff API: an invited owner signs in with the
 * one-time password, must choose a password first, then reaches the board; the menu check shows
 * the shop's real menu; the owner invites someone (the one-time password shows once) and removes
 * them. axe on each page.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { openPage, seriousViolations, storefrontSuite } from './harness.js';

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
});
