/** The rewards page and the post-add success screen in a real suite.browser, with axe. */
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, seriousViolations, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

describe('rewards page', () => {
  it("offers $10, signs the phone up, and shows the server's message in place of the form", async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/c/2135550142'));
    await hydrated(page);
    expect(await page.getByRole('heading', { name: "Here's $10" }).isVisible()).toBe(true);
    expect(await page.getByLabel('Phone').isDisabled()).toBe(true);
    expect(await page.getByLabel('Phone').inputValue()).toBe('2135550142');
    for (const benefit of ['5% cashback', 'extra cashback', 'Priority service and delivery', 'No service fee']) {
      expect(await page.getByText(benefit).count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign me up!' }).click();
    // The credit goes to the phone's holder: a code is texted to it and entered here.
    await page.getByLabel('Code').waitFor();
    const text = suite.sf.sms.at(-1)!;
    expect(text.to).toBe('+12135550142');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code').fill('000000' === /(\d{6})/.exec(text.body)![1] ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign up' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('That code is not right.');
    await page.getByLabel('Code').fill(/(\d{6})/.exec(text.body)![1]!);
    await page.getByRole('button', { name: 'Verify and sign up' }).click();
    await page.getByRole('status').waitFor();
    // The server's own words replace the form; this browser now holds the verified phone.
    const again = await page.evaluate(async () => {
      const res = await fetch('/api/shops/test/rewards', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'redeem', originalPhone: '2135550142' }) });
      return (await res.json()) as { message: string };
    });
    expect(again.message).toContain('already received');
    expect(await page.getByRole('status').textContent()).toContain("You're signed up!");
    expect(await page.getByRole('status').textContent()).toContain('2135550142');
    expect(await page.getByRole('button', { name: 'Sign me up!' }).count()).toBe(0);
    const balance = await page.evaluate(async () => (await fetch('/api/shops/test/cashback?phone=2135550142')).json());
    expect(balance).toEqual({ phone: '2135550142', cashbackCents: 1000 });
    // Another browser does not hold it.
    const outside = await fetch(`http://127.0.0.1:${suite.sf.port}/api/shops/test/cashback?phone=2135550142`);
    expect(outside.status).toBe(401);
    await context.close();
  });
});

describe('success screen', () => {
  it('confirms an item added from a product page opened directly, with its three ways on', async () => {
    const { context, page } = await openPage(suite.browser, suite.sf);
    await page.goto(suite.sf.url('test', '/products/t-fish-tacos'));
    await hydrated(page);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByRole('heading', { name: 'Item successfully added to cart.' }).waitFor();
    expect(page.url()).toMatch(/\/success\/added\/t-fish-tacos$/);
    for (const name of ['back to where I left off', 'back to start of menu', 'go to cart']) expect(await page.getByRole('link', { name }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'go to cart' }).click();
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    await page.locator('.bag-item').first().waitFor();
    expect(await page.locator('.bag-name').first().textContent()).toBe('Fish Tacos (2)');
    await context.close();
  });
});
