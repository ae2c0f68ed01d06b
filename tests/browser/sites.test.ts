/** The sites' pages from profiles in a real browser: landing, locations, forms, content, category, /app (with its picture per screen); /menu-check's redirect. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { getAs, hydrated, launchBrowser, openPage, seriousViolations, startStorefront, type Storefront } from './harness.js';

let sf: Storefront;
let browser: Browser;
beforeAll(async () => {
  sf = await startStorefront();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sf?.stop();
});

describe('site pages', () => {
  it('juice stop: the landing page with its order links and location', async () => {
    const { context, page } = await openPage(browser, sf, { width: 1280 });
    await page.goto(sf.url('juicestop', '/'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Juice Stop' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Order Pickup / Delivery' }).first().getAttribute('href')).toBe('/glendale/order');
    expect(await page.getByRole('link', { name: 'Menu', exact: true }).evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(['/glendale', '/glendale']);
    expect(await page.getByRole('link', { name: '(818) 555-0147' }).first().getAttribute('href')).toBe('tel:+18185550147');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('kaiju: /order chooses between K-Town and La Cienega; /ktown/order is its menu', async () => {
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('kaiju', '/order'));
    await hydrated(page);
    for (const name of ['K-Town', 'La Cienega']) expect(await page.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await page.getByText('ALL WEEK 11am-10pm').count()).toBe(2);
    const links = await page.getByRole('link', { name: 'order pickup or delivery →' }).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links).toEqual(['/ktown/order', '/la-cienega/order']);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('kaiju: the contact form shows its errors beside the fields, then the server thanks the customer', async () => {
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('kaiju', '/contact'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByText('Enter your name.').isVisible()).toBe(true);
    expect(await page.getByText('Enter a message.').isVisible()).toBe(true);
    // The focus goes to the first field to fix, which is invalid and described by its error.
    await page.waitForFunction(() => document.activeElement?.id === 'f-location');
    const invalid = (label: string) => page.getByLabel(label, { exact: true }).evaluate((el) => [el.getAttribute('aria-invalid'), el.getAttribute('aria-describedby') ? document.getElementById(el.getAttribute('aria-describedby')!)?.textContent : null]);
    expect(await invalid('Location')).toEqual(['true', 'Enter a location.']);
    expect(await invalid('Name')).toEqual(['true', 'Enter your name.']);
    expect(await invalid('Email')).toEqual(['true', 'Enter your e-mail address.']);
    expect(await invalid('Phone (optional)')).toEqual([null, null]);
    expect(await invalid('Message')).toEqual(['true', 'Enter a message.']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Location').selectOption({ label: 'La Cienega' });
    await page.getByLabel('Name').fill('Mei Tanaka');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('Do you have gluten-free soy sauce?');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByText('Enter an e-mail address like name@example.com.').isVisible()).toBe(true);
    // Only the e-mail is left to fix: the focus goes there.
    await page.waitForFunction(() => document.activeElement?.id === 'f-email');
    expect(await invalid('Email')).toEqual(['true', 'Enter an e-mail address like name@example.com.']);
    await page.getByLabel('Email').fill('mei@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/Thank you/);
    // The thanks takes the focus from the form that is gone (not the page's body).
    expect(await page.getByRole('status').evaluate((el) => el === document.activeElement)).toBe(true);
    const stored = await sf.server.db.query<{ n: string }>("SELECT count(*) AS n FROM form_submissions WHERE kind = 'contact'");
    expect(Number(stored.rows[0]!.n)).toBeGreaterThan(0);
    await context.close();
  });

  it('kaiju: the catering form takes the event fields', async () => {
    const { context, page } = await openPage(browser, sf, { width: 1280 });
    await page.goto(sf.url('kaiju', '/catering'));
    await hydrated(page);
    await page.getByLabel('Location').selectOption({ label: 'K-Town' });
    await page.getByLabel('Name').fill('Ana Diaz');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Phone').fill('213 555 0100');
    await page.getByLabel('Event date').fill('2025-07-04');
    await page.getByLabel('Event time').fill('18:30');
    await page.getByLabel('Number of guests').fill('0');
    await page.getByLabel('Event type').selectOption('birthday');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByText('Enter the number of guests (at least 1).').isVisible()).toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'f-guestCount');
    await page.getByLabel('Number of guests').fill('40');
    await page.getByLabel('Budget (optional)').selectOption('1000-2000');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('juice stop: /catering is a heading only, /taco-night shows its category only in its hours', async () => {
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('juicestop', '/catering'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Catering');
    // Wednesday noon: Taco Night (Thursday and Friday 7pm-10pm) is not on.
    await page.goto(sf.url('juicestop', '/taco-night'));
    await hydrated(page);
    expect(await page.getByText('Taco Night is not on right now.').isVisible()).toBe(true);
    await context.close();
    // Thursday 8pm in Los Angeles.
    const thursday = Date.parse('2025-06-20T03:00:00Z');
    const evening = await openPage(browser, sf, { time: thursday });
    sf.clock.now = thursday;
    try {
      await evening.page.goto(sf.url('juicestop', '/taco-night'));
      await hydrated(evening.page);
      expect(await evening.page.locator('.tile').count()).toBeGreaterThan(0);
    } finally {
      sf.clock.now = Date.parse('2025-06-18T19:00:00Z');
      await evening.context.close();
    }
  });

  it('/app explains how to install the site; /menu/Food redirects to /menu', async () => {
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('kaiju', '/app'));
    await hydrated(page);
    expect(await page.getByRole('heading', { name: 'iPhone and iPad (Safari)' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    const r = await getAs(sf, 'juicestop', '/menu/Food');
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe('/menu');
    // On a site whose menu is at /order, /menu/Food still goes to /menu, and /menu (never a 404)
    // goes on to the menu; /order and /order/ are its menu.
    const food = await getAs(sf, 'test', '/menu/Food');
    expect([food.status, food.headers.location]).toEqual([302, '/menu']);
    for (const path of ['/menu', '/menu/']) {
      const m = await getAs(sf, 'test', path);
      expect([m.status, m.headers.location], path).toEqual([302, '/order']);
    }
    for (const path of ['/order', '/order/']) expect((await getAs(sf, 'test', path)).status, path).toBe(200);
    // Two locations under base paths and none at the root: the default location's menu.
    const k = await getAs(sf, 'kaiju', '/menu');
    expect([k.status, k.headers.location]).toEqual([302, '/ktown/order']);
  });

  it.each([
    // [width, height, the picture shown]: the legacy page's choice by viewport.
    [390, 844, 'iPhone held upright'],
    [568, 320, 'Small iPhone on its side'],
    [844, 390, 'iPhone on its side'],
    [820, 1180, 'iPad'],
    [1280, 900, 'iPad'],
  ] as const)('/app at %ix%i shows the picture for that screen: %s', async (width, height, caption) => {
    const { context, page } = await openPage(browser, sf, { width, height });
    await page.goto(sf.url('test', '/app'));
    await hydrated(page);
    // Exactly one picture shows: a drawn device (inline SVG, nothing fetched) named by its alt text.
    const shown = page.locator('.install-picture:visible');
    expect(await shown.count()).toBe(1);
    expect(await shown.locator('figcaption').textContent()).toBe(caption);
    const img = shown.getByRole('img');
    const alt = (await img.getAttribute('aria-labelledby')) && (await img.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent ?? ''));
    expect(alt).toMatch(/Share button .*\(1\), then 'Add to Home Screen' .*\(2\)\.$/);
    expect(await page.getByRole('img', { name: alt as string }).count()).toBe(1);
    const box = await img.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("a product page of an id the menu does not have is a 404, with the 'We couldn't find this item' page", async () => {
    const missing = await getAs(sf, 'test', '/products/no-such-item');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/We couldn(?:'|&#x27;|&#39;)t find this item/);
    const known = await getAs(sf, 'test', '/products/t-cheeseburger');
    expect(known.status).toBe(200);
  });

  it('/menu-check sends staff to the console\'s menu checker (a real redirect)', async () => {
    for (const path of ['/menu-check', '/menu-check/', '/MENU-CHECK']) {
      const r = await getAs(sf, 'kaiju', path);
      expect([r.status, r.headers.location], path).toEqual([302, '/admin/menu-check?shop=kaiju-ktown']);
    }
    const own = await getAs(sf, 'test', '/menu-check');
    expect([own.status, own.headers.location]).toEqual([302, '/admin/menu-check?shop=test']);
  });
});
