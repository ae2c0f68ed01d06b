/**
 * Names and paths that look like replacement patterns or markup are text: a menu with products
 * named `Chef$'s Wings`, `$\``, `$&`, `$1`, `</script>` and `<!--` renders each name exactly once,
 * the page keeps its one boot script and hydrates with no console error, and a path such as
 * `/products/$'AAA` puts nothing of the template into the page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { bootOf, getAs, hydrated, launchBrowser, openPage, SHOPS, startStorefront, type Storefront } from './harness.js';

/** The fixture's hostile product names, by product id of the test shop's Mains. */
const HOSTILE: Readonly<Record<string, string>> = {
  't-cheeseburger': "Chef$'s Wings",
  't-chicken-sandwich': 'Tacos $` Beans',
  't-veggie-bowl': 'Fish $& Chips',
  't-fish-tacos': 'Combo $1 Deal $$',
  't-grilled-salmon': 'Soda </script><script>window.__pwned = 1</script>',
  't-pasta': 'Cake <!--app-html--> <!-- done',
};
const CATEGORY = "Mains $' Sides";

describe('hostile product names and paths', () => {
  let dir: string;
  let sf: Storefront;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shops-hostile-'));
    cpSync(join(SHOPS, 'presets'), join(dir, 'presets'), { recursive: true });
    cpSync(join(SHOPS, 'test'), join(dir, 'test'), { recursive: true });
    const file = join(dir, 'test', 'test.menu.json');
    const menu = JSON.parse(readFileSync(file, 'utf8')) as { subMenus: { id: string; name: { en: string }; products: { id: string; name: { en: string } }[] }[] };
    for (const sub of menu.subMenus) {
      if (sub.id === 't-mains') sub.name.en = CATEGORY;
      for (const p of sub.products) if (HOSTILE[p.id]) p.name.en = HOSTILE[p.id]!;
    }
    writeFileSync(file, JSON.stringify(menu, null, 2));
    sf = await startStorefront({ shopsDir: dir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sf?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The page is the template filled once: one root, one boot script, one end, no placeholder left. */
  const expectOneFilledTemplate = (html: string) => {
    const count = (needle: string) => html.split(needle).length - 1;
    expect(count('<div id="root">')).toBe(1);
    expect(count('<script id="boot-data"')).toBe(1);
    expect(count('</html>')).toBe(1);
    expect(html).not.toContain('<!--app-');
  };

  it('the menu page carries every name exactly, in the page and in its boot data', async () => {
    const res = await getAs(sf, 'test', '/order');
    expect(res.status).toBe(200);
    expectOneFilledTemplate(res.body);
    const names = (bootOf(res.body).menu.categories as { name: string; products: { name: string }[] }[]).flatMap((c) => [c.name, ...c.products.map((p) => p.name)]);
    for (const name of [CATEGORY, ...Object.values(HOSTILE)]) expect(names.filter((n) => n === name)).toEqual([name]);
    expect(res.body).not.toContain('<script>window.__pwned');
  });

  it("a path with $' is answered with the template filled once, nothing of it put in again", async () => {
    for (const path of ["/products/$'AAA", '/products/$`AAA', '/products/$&AAA', '/x/$1/$$']) {
      const res = await getAs(sf, 'test', path);
      expect(res.status).toBeLessThan(500);
      expectOneFilledTemplate(res.body);
    }
  });

  it('the page hydrates with no console error and shows each name once', async () => {
    const { context, page } = await openPage(browser, sf, { width: 1280 });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(sf.url('test', '/order'));
    await hydrated(page);
    for (const name of Object.values(HOSTILE)) {
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(1);
      expect(await page.getByText(name, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole('heading', { name: CATEGORY, exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByRole('link', { name: "Chef$'s Wings", exact: true }).click();
    await page.getByRole('heading', { name: "Customize your Chef$'s Wings" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a product page opened directly at a hostile name's product hydrates", async () => {
    const { context, page } = await openPage(browser, sf);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(sf.url('test', '/products/t-grilled-salmon'));
    await hydrated(page);
    await page.getByRole('heading', { name: `Customize your ${HOSTILE['t-grilled-salmon']}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
