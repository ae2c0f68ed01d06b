/**
 * A side made from a product (autoGenFromTag) on an open product page: when the kitchen marks
 * Fries out of stock, the Cheeseburger's "Fries" side reads '*OUT OF STOCK' and cannot be ticked,
 * without a reload; back in stock, it can again.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/staff/store.js';
import { hydrated, openPage, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

/** Signs a new staff member of the test site in through the API; returns a poster of operations changes. */
async function staffOperations(email: string): Promise<(body: unknown) => Promise<number>> {
  const sf = suite.sf;
  await createUser(sf.server.db, { email, role: 'staff', sites: ['test'], password: 'kitchen-tablet-2025', mustChangePassword: false, createdBy: null, now: sf.clock.now });
  // The staff API answers on any host; the Origin names the one called.
  const origin = `http://127.0.0.1:${sf.port}`;
  const signIn = await fetch(`${origin}/api/staff/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify({ email, password: 'kitchen-tablet-2025' }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (body) => (await fetch(`${origin}/api/staff/shops/test/operations`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie }, body: JSON.stringify(body) })).status;
}

describe('a side made from a product out of stock, on the open product page', () => {
  it('reads *OUT OF STOCK and cannot be ticked while Fries are out', async () => {
    const change = await staffOperations('sides@example.com');
    const { context, page } = await openPage(suite.browser, suite.sf, { width: 390 });
    await page.goto(suite.sf.url('test', '/products/t-cheeseburger'));
    await hydrated(page);
    // $4.00 Fries at the group's half price.
    const fries = page.getByRole('checkbox', { name: /^Fries \+\$2\.00/ });
    expect(await fries.isDisabled()).toBe(false);

    expect(await change({ outOfStock: { productId: 't-fries', until: null } })).toBe(200);
    const out = page.getByRole('checkbox', { name: 'Fries +$2.00 *OUT OF STOCK' });
    await out.waitFor();
    expect(await out.isDisabled()).toBe(true);
    // The other sides stay on offer.
    expect(await page.getByRole('checkbox', { name: 'Onion Rings +$2.50' }).isDisabled()).toBe(false);

    expect(await change({ backInStock: { productId: 't-fries' } })).toBe(200);
    await page.getByRole('checkbox', { name: 'Fries +$2.00' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Fries +$2.00' }).isDisabled()).toBe(false);
    await context.close();
  });
});
