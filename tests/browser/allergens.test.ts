/**
 * Allergens and dietary labels on Saffron Grill's storefront, as a customer meets them: every
 * badge on the tiles, the menu filtered by its dietary labels and its allergens ('No sesame'),
 * the product page's 'Contains: ...' following the picks, the bag's line, and an order placed
 * with an allergy note that the confirmation, the receipt and the stored order carry.
 */
import { describe, expect, it } from 'vitest';
import { hydrated, idle, openPage, seriousViolations, storefrontSuite } from './harness.js';

const suite = storefrontSuite();
const NOTE = 'Severe peanut allergy: no peanut oil, please';

describe('allergens and dietary labels in the browser', () => {
  it('draws every badge and filters the menu by dietary labels and allergens', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    // The first page of the run renders the menu cold: give it time.
    await page.goto(sf.url('saffrongrill', '/order'), { timeout: 30_000 });
    await hydrated(page);
    // A vegan, gluten-free side; a halal, spicy burger; halal plates.
    expect(await page.getByRole('link', { name: 'Hummus' }).locator('.badge').allTextContents()).toEqual(['Vegan', 'Gluten-free']);
    expect(await page.getByRole('link', { name: 'Saffron Burger' }).locator('.badge').allTextContents()).toEqual(['Halal', 'Spicy']);
    expect(await page.getByRole('link', { name: 'Chicken Shawarma Plate' }).locator('.badge').allTextContents()).toEqual(['Halal']);

    const dietary = page.getByRole('group', { name: 'Dietary filters' });
    expect(await dietary.getByRole('button').allTextContents()).toEqual(['Vegetarian', 'Vegan', 'Gluten-free', 'Halal', 'Spicy']);
    await dietary.getByRole('button', { name: 'Vegan' }).click();
    // 17 vegan dishes on a Wednesday (the weekend breakfast is hidden).
    await page.getByText('17 dishes match.').waitFor();
    expect(await page.getByRole('link', { name: 'Falafel Plate' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Chicken Shawarma Plate' }).count()).toBe(0);

    // The allergen filters fold away under 'Allergens'.
    await page.getByText('Allergens', { exact: true }).click();
    const allergens = page.getByRole('group', { name: 'Allergen filters' });
    expect(await allergens.getByRole('button').allTextContents()).toEqual(['No milk', 'No eggs', 'No tree nuts', 'No gluten', 'No wheat', 'No sesame', 'No celery', 'No mustard']);
    await allergens.getByRole('button', { name: 'No sesame' }).click();
    // Vegan and without sesame: the 17 less the falafel plate, wrap and bowl, hummus, baba ghanoush and za'atar fries.
    await page.getByText('11 dishes match.').waitFor();
    expect(await page.getByRole('link', { name: 'Falafel Plate' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Stuffed Grape Leaves (6)' }).count()).toBe(1);
    expect(await allergens.getByRole('button', { name: 'No sesame' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.locator('.filter-count').waitFor({ state: 'detached' });
    await context.close();
  });

  it('says what the dish contains as the picks change, and places an order with an allergy note', async () => {
    const { sf, browser } = suite;
    const { context, page } = await openPage(browser, sf);
    await page.goto(sf.url('saffrongrill', '/products/sg-chicken-shawarma'), { timeout: 30_000 });
    await hydrated(page);
    const contains = page.getByTestId('contains');
    expect(await contains.textContent()).toBe('Contains none of the major allergens');
    await page.getByRole('radio', { name: 'Saffron Rice' }).check();
    await page.getByRole('checkbox', { name: 'Feta +$1.50 (contains Milk)' }).check();
    await page.getByText('Contains: Milk', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Tahini (contains Sesame)' }).check();
    await page.getByText('Contains: Milk and Sesame', { exact: true }).waitFor();
    const amba = page.getByRole('checkbox', { name: 'Amba +$0.50 (contains Mustard)' });
    await amba.check();
    await page.getByText('Contains: Milk, Sesame and Mustard', { exact: true }).waitFor();
    await amba.uncheck();
    await page.getByText('Contains: Milk and Sesame', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await page.waitForURL(/success|order/);

    await page.goto(sf.url('saffrongrill', '/checkout'));
    await hydrated(page);
    // The bag says what the line contains, from the server's quote.
    await page.locator('.bag-item').getByText('Contains: Milk and Sesame').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await page.getByLabel('Phone', { exact: true }).fill('(213) 555-0177');
    const note = page.getByRole('textbox', { name: 'Allergy note (optional)' });
    expect(await note.getAttribute('maxlength')).toBe('300');
    await note.fill(NOTE);
    await page.locator('#allergy-note-count').getByText(`${NOTE.length} / 300`).waitFor();
    await page.getByRole('button', { name: 'Place your Order' }).and(page.locator(':enabled')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Place your Order' }).click();
    await page.waitForURL(/order-status/);

    await page.getByRole('note', { name: 'Allergy note' }).getByText(NOTE).waitFor();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await receipt.getByText(NOTE).waitFor();
    await receipt.getByText('Contains: Milk and Sesame').waitFor();
    // The stored order carries it too.
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    const order = await page.evaluate(async (path) => (await fetch(path)).json(), `/api/shops/saffrongrill-reseda/orders/${orderId}`) as { allergyNote: string; lines: { allergens?: string[] }[] };
    expect([order.allergyNote, order.lines[0]!.allergens]).toEqual([NOTE, ['milk', 'sesame']]);
    expect(await seriousViolations(page)).toEqual([]);
    await idle(page);
    await context.close();
  });
});
