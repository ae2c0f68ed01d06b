/** The menu and product pages in a real browser: labels, badges, locations, search, every group type, limits. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dollars, hydrated, idle, openPage, seriousViolations, serverQuote, SHOPS, startStorefront, storefrontSuite } from './harness.js';

const suite = storefrontSuite();

async function open(site: string, path: string, width = 390): Promise<Page> {
  const { page } = await openPage(suite.browser, suite.sf, { width });
  await page.goto(suite.sf.url(site, path));
  await hydrated(page);
  return page;
}

/** The price on the Add button equals the server's quote line total for the same line. */
async function expectButtonIsServerLine(page: Page, shopId: string, productId: string, customerPicks: Record<string, unknown>, quantity = 1): Promise<void> {
  const q = await serverQuote(suite.sf, shopId, { products: [{ productId, quantity, customerPicks }] });
  const line = (q as unknown as { lines: { totalCents: number }[] }).lines[0]!;
  expect(await page.getByRole('button', { name: /^Add to Cart/ }).textContent()).toBe(`Add to Cart · ${dollars(line.totalCents)}`);
}

describe('menu page', () => {
  it('shows labels, original prices and a photo gallery; axe finds nothing serious', async () => {
    const page = await open('test', '/order', 1280);
    const pie = page.getByRole('link', { name: 'Apple Pie' });
    expect(await pie.textContent()).toContain('*OUT OF STOCK');
    expect(await page.getByRole('link', { name: "Chef's Table (Dine-In Only)" }).textContent()).toContain('*not availalbe online');
    const cookie = await page.getByRole('link', { name: /Half-Price Cookie/ }).textContent();
    expect(cookie).toContain('$1.99');
    expect(cookie).toContain('was $3.99');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Test Kitchen menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View photo of Cheeseburger' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('button', { name: 'Add To Cart' }).isVisible()).toBe(true);
    // The burger needs its bun chosen: no quick 'Add'. Fries need no choice: 'Add' puts them in the cart.
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Closed, the viewer gives the focus back to the button that opened it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'View photo of Cheeseburger');
    await page.getByRole('button', { name: 'View photo of Fries' }).click();
    await page.getByRole('dialog', { name: 'Photos: Fries' }).getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/cart\/[a-z0-9]+$/);
    await page.context().close();
  });

  it('Back from a product page brings the menu back where it was scrolled to, every time', async () => {
    const page = await open('wingtheory', '/order', 1280);
    for (let run = 0; run < 3; run++) {
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.waitForFunction(() => sessionStorage.getItem('menu-scroll:/order') === '3000');
      // A tile in view at 3000 px, clicked where it is.
      const name = await page.evaluate(() => Array.from(document.querySelectorAll('a.tile-card')).find((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight - 80;
      })?.getAttribute('aria-label'));
      expect(name).toBeTruthy();
      await page.getByRole('link', { name: name!, exact: true }).click();
      await page.getByRole('heading', { name: `Customize your ${name}` }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.getByRole('link', { name: name!, exact: true }).waitFor();
      await page.waitForFunction(() => window.scrollY === 3000);
      await idle(page);
      expect(await page.evaluate(() => [window.scrollY, sessionStorage.getItem('menu-scroll:/order')])).toEqual([3000, '3000']);
    }
    await page.context().close();
  });

  it("offers 'Change location...' on a site with two locations and opens the other one's menu with Go, by keyboard", async () => {
    const page = await open('kaiju', '/ktown/order', 1280);
    const picker = page.getByRole('combobox', { name: 'Change location' });
    // The other locations only; choosing one by the arrow keys does not leave the page.
    expect(await picker.locator('option:not([disabled])').allTextContents()).toEqual(['La Cienega']);
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).toBe('kaiju-lacienega');
    expect(new URL(page.url()).pathname).toBe('/ktown/order');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/la-cienega\/order$/);
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Kaiju Izakaya La Cienega home' }).isVisible()).toBe(true);
    // From La Cienega, K-Town is the one offered, reached by the keyboard too.
    const back = page.getByRole('combobox', { name: 'Change location' });
    await back.focus();
    await page.keyboard.press('ArrowDown');
    expect(await back.inputValue()).toBe('kaiju-ktown');
    expect(new URL(page.url()).pathname).toBe('/la-cienega/order');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL(/\/ktown\/order$/);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    const single = await open('test', '/order');
    expect(await single.getByRole('combobox', { name: 'Change location' }).count()).toBe(0);
    await single.context().close();
  });

  it('searches and filters by dietary tags the menu carries, with the halal badge', async () => {
    const page = await open('saffrongrill', '/order');
    const halalTiles = await page.locator('.badge-halal').count();
    expect(halalTiles).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Halal' }).click();
    await page.waitForFunction(() => document.querySelector('.filter-count') !== null);
    expect(await page.locator('.tile').count()).toBe(halalTiles);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('zzzz no such dish');
    await page.getByText('No dishes match.').waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.locator('.filter-count').waitFor({ state: 'detached' });
    expect(await page.locator('.tile').count()).toBeGreaterThan(halalTiles);
    await page.context().close();
  });
});

describe('product page', () => {
  it('shows a showIf group once its modifier is picked, with its required message after the first attempt', async () => {
    const page = await open('test', '/products/t-veggie-bowl');
    expect(await page.getByRole('radiogroup', { name: /Dressing/ }).count()).toBe(0);
    await page.getByRole('radio', { name: /Side Salad/ }).check();
    await page.getByRole('radiogroup', { name: /Dressing/ }).waitFor();
    // Opened but not yet touched: neutral ('Required' beside its name), the count under the button.
    expect(await page.getByText('This selection is required').count()).toBe(0);
    expect(await page.getByText('Fix (1) required options above, then add to cart.').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Add to Cart/ }).click({ force: true });
    expect(await page.getByText('This selection is required').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Ranch' }).check();
    expect(await page.getByText('This selection is required').count()).toBe(0);
    await expectButtonIsServerLine(page, 'test', 't-veggie-bowl', { 't-salad-yes': true, 't-dr-ranch': true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('prices pizza toppings by size (priceIf) with a side per topping', async () => {
    const page = await open('test', '/products/t-cheese-pizza');
    await page.getByRole('radio', { name: /16in Large/ }).check();
    expect(await page.getByRole('checkbox', { name: /^Pepperoni \+\$2\.50$/ }).count()).toBe(1);
    await page.getByRole('checkbox', { name: /^Pepperoni/ }).check();
    await page.getByRole('combobox', { name: 'Pepperoni: side' }).selectOption('left');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await expectButtonIsServerLine(page, 'test', 't-cheese-pizza', { 't-size-16': true, 't-top-pepperoni': { side: 'left' } }, 2);
    await page.context().close();
  });

  it('starts with the options that start picked, prices a half and a level, opens a nested group, and the bag reads each pick', async () => {
    const page = await open('test', '/products/t-build-pizza');
    expect(await page.getByRole('checkbox', { name: 'Mozzarella' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Medium', exact: true }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /^Mushrooms/ }).check();
    await page.getByRole('combobox', { name: 'Mushrooms: side' }).selectOption('left');
    // $2.50 on the left half at 0.5.
    await page.getByRole('checkbox', { name: 'Mushrooms +$1.25' }).waitFor();
    await page.getByRole('combobox', { name: 'Mozzarella: amount' }).selectOption('extra');
    await page.getByRole('checkbox', { name: /^Fresh Basil/ }).uncheck();
    expect(await page.getByRole('radiogroup', { name: /Dip size/ }).count()).toBe(0);
    await page.getByRole('checkbox', { name: /^Garlic Dip/ }).check();
    const dipSize = page.getByRole('radiogroup', { name: /Dip size/ });
    await dipSize.waitFor();
    expect(await dipSize.evaluate((el) => (el as HTMLElement).style.marginInlineStart)).toBe('20px');
    expect(await page.getByRole('radio', { name: 'Small', exact: true }).isChecked()).toBe(true);
    // 1100 + extra mozzarella 150 + mushrooms 125 + basil removed and refunded 0 + garlic dip 75 = 1450.
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).textContent()).toBe('Add to Cart · $14.50');
    await expectButtonIsServerLine(page, 'test', 't-build-pizza', { 't-lt-mushroom': { side: 'left' }, 't-lt-cheese': { level: 'extra' }, 't-lt-basil': false, 't-dip-garlic': true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.goto(suite.sf.url('test', '/checkout'));
    await hydrated(page);
    await page.locator('.bag-picks').waitFor();
    expect(await page.locator('.bag-picks').textContent()).toBe('12in Medium, Extra Mozzarella, No Fresh Basil, Mushrooms (left half), Medium, Garlic Dip, Small');
    await page.context().close();
  });

  it('takes whole buffet quantities in number fields named by their option, and says how many more are needed', async () => {
    const page = await open('test', '/products/t-build-platter');
    const wings = page.getByRole('spinbutton', { name: /^Wings \(each\)/ });
    expect(await wings.evaluate((el) => { const i = el as HTMLInputElement; return [i.type, i.min, i.step]; })).toEqual(['number', '0', '1']);
    // Only digits go in: letters, signs and points typed are refused.
    await wings.fill('');
    await wings.pressSequentially('3a-.e');
    expect(await wings.inputValue()).toBe('3');
    await page.getByText('Need at least 4 picks').waitFor();
    // The arrow keys step it.
    await wings.press('ArrowUp');
    expect(await wings.inputValue()).toBe('4');
    expect(await page.getByText('Need at least 4 picks').count()).toBe(0);
    await expectButtonIsServerLine(page, 'test', 't-build-platter', { 't-pl-wings': { quantity: 4 } });
    // Emptied, the field stays empty while typing (it counts as none) and reads 0 once left.
    await wings.fill('');
    await page.getByText('This selection is required').waitFor();
    expect(await wings.inputValue()).toBe('');
    await wings.blur();
    expect(await wings.inputValue()).toBe('0');
    await wings.press('ArrowDown');
    expect(await wings.inputValue()).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("the pastry box's quantities are number fields bounded by the group's maximum", async () => {
    const page = await open('goldencrumb', '/products/gc-pastry-box', 1280);
    const group = page.getByRole('group', { name: /^Pick Your Pastries/ });
    const names = await group.getByRole('spinbutton').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(names).toEqual(['Butter Croissant +$4.25', 'Almond Croissant +$5.25', 'Pain au Chocolat +$4.75', 'Blueberry Muffin +$3.95', 'Scone +$3.75', 'Cinnamon Roll +$4.95']);
    const croissant = page.getByRole('spinbutton', { name: /^Butter Croissant/ });
    expect(await croissant.getAttribute('max')).toBe('24');
    // One message at a time under the group: the count first, the $24 minimum once the count is right.
    const said = () => group.getByRole('alert').allTextContents();
    await croissant.fill('3');
    await expect.poll(said).toEqual(['Need at least 6 picks']);
    await croissant.fill('');
    await expect.poll(said).toEqual(['This selection is required']);
    await croissant.fill('0');
    await page.getByRole('spinbutton', { name: /^Scone/ }).fill('6');
    await expect.poll(said).toEqual(['Pick at least $24.00 worth of options']);
    await page.getByRole('spinbutton', { name: /^Scone/ }).fill('0');
    await croissant.fill('6');
    // Six croissants at $4.25: $25.50, past the $24 minimum.
    await page.getByRole('button', { name: 'Add to Cart · $25.50' }).waitFor();
    expect(await group.getByRole('alert').count()).toBe(0);
    await expectButtonIsServerLine(page, 'goldencrumb-pasadena', 'gc-pastry-box', { 'gc-pb-croissant': { quantity: 6 } });
    await page.context().close();
  });

  it('chooses a combo\'s products slot by slot, with their own options, and the bag lists each slot\'s choice', async () => {
    const page = await open('test', '/products/t-burger-combo');
    expect(await page.getByText('Fix (3) required options above, then add to cart.').isVisible()).toBe(true);
    const burger = page.getByRole('group', { name: /^Burger/ });
    await burger.getByRole('radio', { name: 'Cheeseburger' }).check();
    await burger.getByRole('radio', { name: 'Brioche' }).check();
    await burger.getByRole('checkbox', { name: 'Bacon +$2.00' }).check();
    await page.getByRole('group', { name: /^Side/ }).getByRole('radio', { name: 'Onion Rings +$1.00' }).check();
    await page.getByRole('group', { name: /^Drink/ }).getByRole('radio', { name: 'Lemonade +$0.50' }).check();
    const comboPicks = { 't-s-main': [{ productId: 't-cheeseburger', customerPicks: { 't-bun-brioche': true, 't-ex-bacon': true } }], 't-s-side': [{ productId: 't-onion-rings' }], 't-s-drink': [{ productId: 't-lemonade' }] };
    const q = (await serverQuote(suite.sf, 'test', { products: [{ productId: 't-burger-combo', quantity: 1, comboPicks }] })) as unknown as { lines: { totalCents: number }[] };
    // $15.00 + bacon $2.00 + onion rings $1.00 + lemonade $0.50, as the server prices it.
    expect([q.lines[0]!.totalCents, await page.getByRole('button', { name: /^Add to Cart/ }).textContent()]).toEqual([1850, 'Add to Cart · $18.50']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.goto(suite.sf.url('test', '/checkout'));
    await hydrated(page);
    await page.locator('.bag-combo').waitFor();
    expect(await page.locator('.bag-combo li').allTextContents()).toEqual(['Burger: Cheeseburger (Brioche, Bacon)', 'Side: Onion Rings', 'Drink: Lemonade']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('single-choice groups are radio groups named by their legend; multiple choice and buffet groups are groups', async () => {
    const page = await open('test', '/products/t-cheeseburger', 1280);
    const bun = page.getByRole('radiogroup', { name: /^Bun/ });
    expect(await bun.getByRole('radio').count()).toBeGreaterThan(1);
    expect(await page.getByRole('group', { name: /^Bun/ }).count()).toBe(0);
    const extras = page.getByRole('group', { name: /^Extras/ });
    expect(await extras.getByRole('checkbox').count()).toBeGreaterThan(1);
    expect(await page.getByRole('radiogroup', { name: /^Extras/ }).count()).toBe(0);
    // Arrow keys still move between the radios of one group.
    await bun.getByRole('radio').first().check();
    await page.keyboard.press('ArrowDown');
    expect(await bun.getByRole('radio').nth(1).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    const box = await open('goldencrumb', '/products/gc-pastry-box', 1280);
    expect(await box.getByRole('group', { name: /^Pick Your Pastries/ }).getByRole('spinbutton').count()).toBe(6);
    await box.context().close();
  });

  it.each([390, 1280])('at %i px a control reached with Tab is never under the sticky Add to Cart bar', async (width) => {
    for (const [site, path] of [['test', '/products/t-cheeseburger'], ['hinode', '/products/hn-hinode']] as const) {
      const page = await open(site, path, width);
      const covered: string[] = [];
      let reached = 0;
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        // The element at the middle of the focused control is the control (or its own label), not the bar.
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || !el.closest('.product-form') || el.closest('.product-submit')) return null;
          const r = el.getBoundingClientRect();
          const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const label = (el as HTMLInputElement).labels?.[0] ?? null;
          const own = at !== null && (at === el || el.contains(at) || (label !== null && label.contains(at)));
          return { name: label?.textContent ?? el.getAttribute('aria-label') ?? el.tagName, own, under: at?.closest('.product-submit, .product-topbar') ? 'a sticky bar' : at?.tagName };
        });
        if (seen === null) continue;
        reached += 1;
        if (!seen.own) covered.push(`${seen.name} (under ${seen.under})`);
      }
      // Every option, the kitchen note and the quantity were reached, none of them under a bar.
      expect(reached).toBeGreaterThan(8);
      expect(covered, `${site} at ${width}`).toEqual([]);
      await page.context().close();
    }
  });

  it("Wing Theory: a second party-wings flavour is refused in the spec's words, naming the flavour on screen", async () => {
    const page = await open('wingtheory', '/products/wt-party-buffalo-hot', 1280);
    await page.getByRole('radio', { name: '25 pieces' }).check();
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByText('Item successfully added to cart.').waitFor();
    await page.goto(suite.sf.url('wingtheory', '/products/wt-party-lemon-pepper'));
    await hydrated(page);
    await page.getByRole('radio', { name: '25 pieces' }).check();
    // The shop's legacy template with the product on screen as {name} (its 'pw2' marker left out).
    const template = 'You cannot have more than 10 {name}s in your cart. Only 1 flavor alowed per order.';
    const said = page.getByRole('alert').filter({ hasText: 'Only 1 flavor' });
    await said.waitFor();
    expect(await said.textContent()).toBe(template.replace('{name}', 'Party Wings - Lemon Pepper'));
    expect(await page.getByText(/Buffalo Hot/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).getAttribute('aria-disabled')).toBe('true');
    await page.context().close();
  });

  it("shows a quantity limit's message and '*exceeded max quantity'", async () => {
    const page = await open('test', '/products/t-limited-burger');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByText('*exceeded max quantity').waitFor();
    expect(await page.getByText(/You cannot have more than 1 Limited Edition Burger/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('ordering switched off', () => {
  it("shows the offline message and tiles that are not links", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shops-off-'));
    cpSync(join(SHOPS, 'presets'), join(dir, 'presets'), { recursive: true });
    cpSync(join(SHOPS, 'test'), join(dir, 'test'), { recursive: true });
    const file = join(dir, 'test', 'test.profile.json');
    const profile = JSON.parse(readFileSync(file, 'utf8')) as { settings: { enableOrdering: boolean } };
    profile.settings.enableOrdering = false;
    writeFileSync(file, JSON.stringify(profile, null, 2));
    const off = await startStorefront({ shopsDir: dir });
    try {
      const { page } = await openPage(suite.browser, off);
      await page.goto(off.url('test', '/order'));
      await hydrated(page);
      await page.getByText('online ordering is currently offline, you may still add items to order at a later time.').waitFor();
      expect(await page.getByRole('link', { name: 'Cheeseburger' }).count()).toBe(0);
      await page.context().close();
    } finally {
      await off.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
