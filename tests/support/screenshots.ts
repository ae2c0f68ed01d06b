/**
 * `npm run screenshots`: the README's pictures of the menu, product, checkout and confirmation
 * pages at phone (390 px) and desktop (1280 px) widths, taken from the built storefront.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hydrated, launchBrowser, openPage, REPO, startStorefront } from '../browser/harness.js';

const out = join(REPO, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
const sf = await startStorefront();
const browser = await launchBrowser();
try {
  for (const width of [390, 1280]) {
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
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await sf.stop();
}
