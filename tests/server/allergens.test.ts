/**
 * Allergens and the allergy note through the API: the menu JSON carries each product's allergens,
 * what it contains and its dietary labels (and each option's allergens); an order's allergy note
 * is stored with it, read back by the customer, shown on the board and printed first on the
 * kitchen ticket (HTML and ESC/POS), above the items, with each line's allergens; a note over 300
 * characters is refused with ALLERGY_NOTE_TOO_LONG and nothing is stored.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../server/order-store.js';
import { receiptLines } from '../../server/receipt.js';
import { backends, call, newKey } from './harness.js';
import { decodeEscPos } from './lifecycle-helpers.js';
import { serverWithOwner } from './staff-helpers.js';

const SHOP = 'deli';
const ORDERS = `/api/shops/${SHOP}/orders`;
const ALL_DAY = [{ days: 'sun-sat', timeRanges: [{ from: '00:00', to: '24:00' }] }];

/** A deli: a sandwich whose cheese starts picked, a vegan salad, and soup with nothing listed. */
function writeShop(dir: string): void {
  mkdirSync(join(dir, SHOP), { recursive: true });
  const profile = {
    shopId: SHOP,
    identity: { name: 'Corner Deli', timeZone: 'America/Los_Angeles', address_line_1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012' },
    settings: { taxPercentage: 10, hours: { pickUp: ALL_DAY, delivery: [] } },
    menu: { file: `${SHOP}.menu.json` },
    rules: [],
  };
  const menu = {
    subMenus: [
      { id: 'c-deli', name: 'Deli', products: [
        { id: 'd-sandwich', name: 'Turkey Sandwich', price: '11.00', allergens: ['wheat', 'mustard'], modgroups: [
          { id: 'g-cheese', name: 'Cheese', modifiers: [{ id: 'm-swiss', name: 'Swiss', price: '1.00', default: true, allergens: ['milk'] }] },
          { id: 'g-extra', name: 'Extras', modifiers: [{ id: 'm-egg', name: 'Egg', price: '1.50', allergens: ['eggs'] }] },
        ] },
        { id: 'd-salad', name: 'Sesame Salad', price: '9.00', allergens: ['sesame', 'soy'], dietary: ['vegan'] },
        { id: 'd-soup', name: 'Soup', price: '6.00', allergens: [] },
      ] },
    ],
  };
  writeFileSync(join(dir, SHOP, `${SHOP}.profile.json`), JSON.stringify(profile, null, 2));
  writeFileSync(join(dir, SHOP, `${SHOP}.menu.json`), JSON.stringify(menu, null, 2));
}

const NOTE = 'Severe peanut allergy: please change gloves';
const order = (over: Record<string, unknown> = {}) => ({
  products: [
    { productId: 'd-sandwich', quantity: 2, customerPicks: { 'm-swiss': false, 'm-egg': true } },
    { productId: 'd-salad', quantity: 1 },
  ],
  cartType: 'PICKUP', paymentType: 'CASH', pickupTime: 'ASAP', name: 'Noor Haddad', phone: '(213) 555-0177', tip: null, ...over,
});

describe.each(await backends())('allergens and the allergy note on %s', (backend) => {
  const fx = serverWithOwner(backend, 'allergens', writeShop);
  const place = (body: Record<string, unknown>) => call(fx.server.url, 'POST', ORDERS, body, { 'Idempotency-Key': newKey() });

  it('the menu JSON carries allergens, what each product contains as it opens, dietary labels and the options\' allergens', async () => {
    const menu = await call(fx.server.url, 'GET', `/api/shops/${SHOP}/menu`);
    expect(menu.status).toBe(200);
    const products = menu.body.categories[0].products as { id: string; allergens?: string[]; contains?: string[]; dietary: string[]; modgroups: { modifiers: { id: string; allergens?: string[] }[] }[] }[];
    expect(products.map((p) => [p.id, p.allergens, p.contains, p.dietary])).toEqual([
      // Wheat is gluten; the Swiss starts picked.
      ['d-sandwich', ['gluten', 'wheat', 'mustard'], ['milk', 'gluten', 'wheat', 'mustard'], []],
      ['d-salad', ['soy', 'sesame'], ['soy', 'sesame'], ['vegan']],
      ['d-soup', [], [], []],
    ]);
    expect(products[0]!.modgroups.flatMap((g) => g.modifiers.map((m) => [m.id, m.allergens]))).toEqual([['m-swiss', ['milk']], ['m-egg', ['eggs']]]);
  });

  it('stores the allergy note with the order, reads it back, and prints it first on the ticket, above the items', async () => {
    const r = await place(order({ allergyNote: `  ${NOTE}  ` }));
    expect(r.status).toBe(201);
    // 2 x (11.00 + 1.00 Swiss kept when removed + 1.50 egg) + 9.00 = 36.00; tax 10% = 3.60.
    expect(r.body.quote.totals.invoiceCents).toBe(3960);
    const id = r.body.orderId as string;
    const back = await call(fx.server.url, 'GET', `${ORDERS}/${id}`);
    expect(back.body.allergyNote).toBe(NOTE);
    // No Swiss: no milk; the egg adds eggs.
    expect(back.body.lines.map((l: { allergens?: string[] }) => l.allergens)).toEqual([['eggs', 'gluten', 'wheat', 'mustard'], ['soy', 'sesame']]);
    const stored = await fx.server.db.query<{ cart: unknown; quote: unknown }>('SELECT cart, quote FROM orders WHERE id = $1', [id]);
    const row = stored.rows[0]!;
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { allergyNote?: string };
    expect([json(row.cart).allergyNote, json(row.quote).allergyNote]).toEqual([`  ${NOTE}  `, NOTE]);

    const board = await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders`, undefined, fx.owner);
    const onBoard = board.body.find((o: { orderId: string }) => o.orderId === id);
    expect(onBoard.allergyNote).toBe(NOTE);
    expect(onBoard.lines.map((l: { allergens?: string[] }) => l.allergens)).toEqual([['eggs', 'gluten', 'wheat', 'mustard'], ['soy', 'sesame']]);

    const html = (await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, fx.owner)).body as string;
    expect(html).toContain(`<section class="allergy"><h2>ALLERGY</h2><p class="allergy-note">${NOTE}</p></section>`);
    expect(html.indexOf('ALLERGY')).toBeLessThan(html.indexOf('Noor Haddad'));
    expect(html.indexOf('ALLERGY')).toBeLessThan(html.indexOf('2 x Turkey Sandwich'));
    expect(html).toContain('<div class="contains">Contains: Eggs, Gluten, Wheat and Mustard</div>');

    const text = decodeEscPos(new Uint8Array((await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket?format=escpos`, undefined, fx.owner)).raw)).map((l) => l.trim());
    const allergy = text.indexOf('ALLERGY');
    expect(allergy).toBeGreaterThan(0);
    expect(text[allergy + 1]).toBe(NOTE);
    expect(allergy).toBeLessThan(text.indexOf('Noor Haddad'));
    expect(text.indexOf('2 x Turkey Sandwich')).toBeGreaterThan(allergy);
    expect(text).toContain('Contains: Soy and Sesame');

    // The PDF receipt's rows: the note under the customer's phone, each line's allergens under its picks.
    const rows = receiptLines({ identity: { name: 'Corner Deli', timeZone: 'America/Los_Angeles' } }, await getOrder(fx.server.db, SHOP, id)).flatMap((sec) => sec.rows.map((r) => r[0]));
    expect(rows.slice(rows.indexOf('Phone'), rows.indexOf('Phone') + 2)).toEqual(['Phone', `Allergy note: ${NOTE}`]);
    expect(rows).toEqual(expect.arrayContaining(['    Contains: Eggs, Gluten, Wheat and Mustard', '    Contains: Soy and Sesame']));
  });

  it('an order without a note has none, and its ticket has no ALLERGY box', async () => {
    const r = await place(order({ allergyNote: '   ' }));
    expect(r.status).toBe(201);
    const id = r.body.orderId as string;
    expect((await call(fx.server.url, 'GET', `${ORDERS}/${id}`)).body.allergyNote).toBe(null);
    const html = (await call(fx.server.url, 'GET', `/api/staff/shops/${SHOP}/orders/${id}/ticket`, undefined, fx.owner)).body as string;
    expect(html).not.toContain('ALLERGY');
  });

  it('refuses a note over 300 characters with ALLERGY_NOTE_TOO_LONG, on quotes and orders, and stores nothing', async () => {
    const before = (await fx.server.db.query('SELECT count(*)::int AS n FROM orders WHERE shop_id = $1', [SHOP])).rows[0] as { n: number };
    const long = 'a'.repeat(301);
    for (const path of [`/api/shops/${SHOP}/quote`, ORDERS]) {
      const r = await call(fx.server.url, 'POST', path, order({ allergyNote: long }), { 'Idempotency-Key': newKey() });
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({
        code: 'ALLERGY_NOTE_TOO_LONG',
        message: 'The allergy note holds at most 300 characters; this one has 301. Shorten it to the allergy itself (the kitchen reads it first), or call the shop about it.',
        path: '/allergyNote',
      });
    }
    // Exactly 300 is fine.
    expect((await call(fx.server.url, 'POST', `/api/shops/${SHOP}/quote`, order({ allergyNote: 'a'.repeat(300) }))).status).toBe(200);
    const after = (await fx.server.db.query('SELECT count(*)::int AS n FROM orders WHERE shop_id = $1', [SHOP])).rows[0] as { n: number };
    expect(after.n).toBe(before.n);
  });
});
