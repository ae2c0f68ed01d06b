import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../../engine/index.js';
import { loadProfileFile } from '../../schemas/node.js';
import type { CartInput } from '../../schemas/index.js';
import { REPO_ROOT, TUESDAY_NOON, runShopctl } from './testing.js';
import { TOTAL_KEYS } from '../../tests/support/totals.js';

const root = REPO_ROOT;
const TEST_SHOP = 'shops/test/test.profile.json';
const WINGS = 'shops/wingtheory/wingtheory-noho.profile.json';
const NOON = TUESDAY_NOON;
const run = runShopctl;

const SAVE20_CART = JSON.stringify({
  products: [
    { productId: 't-cheeseburger', quantity: 2, customerPicks: { 't-bun-brioche': true, 't-ex-bacon': true, 't-fries': true } },
    { productId: 't-half-cookie' },
  ],
  cartType: 'DELIVERY',
  paymentType: 'CARD',
  promoCode: 'save20',
  tip: { percent: 15 },
  distanceInMiles: 3.2,
  agreeToDonate: true,
  name: 'Alex',
  phone: '2135550142',
});

describe('shopctl price', () => {
  it('takes a site folder as --shop: its only profile, or the one the cart names', async () => {
    const single = await run(['price', '--shop', 'shops/test', '--cart', 'v/cart.json', '--json'], { 'v/cart.json': SAVE20_CART });
    const byFile = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--json'], { 'v/cart.json': SAVE20_CART });
    expect([single.code, single.out]).toEqual([byFile.code, byFile.out]);

    const kaijuCart = JSON.stringify({ shopId: 'kaiju-lacienega', products: [] });
    const named = await run(['price', '--shop', 'shops/kaiju', '--cart', 'v/k.json', '--json'], { 'v/k.json': kaijuCart });
    expect(JSON.parse(named.out).shopId).toBe('kaiju-lacienega');

    const unnamed = await run(['price', '--shop', 'shops/kaiju', '--cart', 'v/k.json'], { 'v/k.json': '{"products":[]}' });
    expect(unnamed.code).toBe(2);
    expect(unnamed.err).toContain('kaiju-ktown.profile.json, kaiju-lacienega.profile.json');
    expect(unnamed.err).toContain('set "shopId" in the cart');
  });

  it('prints lines with indented picks, every total, and the rules that fired', async () => {
    // Worked by hand: 2 x (12 + 2 bacon + ceil(4 x 0.5) fries) = 32.00; cookie floor(3.99 x 0.5) = 1.99;
    // SAVE20 20% of 33.99 = 6.80; tax 9.5% of 27.19 = 2.58; delivery 2.95; tip 15% of 32.72 = 4.91; donation 1.99.
    const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json'], { 'v/cart.json': SAVE20_CART });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('Test Kitchen (test): DELIVERY paid by CARD, priced at 2026-03-10T12:00:00.000-07:00');
    expect(r.out).toMatch(/ 2 {2}Cheeseburger +\$16\.00 +\$32\.00 +-\$6\.40\n/);
    expect(r.out).toContain('       Bun: Brioche\n');
    expect(r.out).toContain('       Add a Side (half price): Fries +$2.00\n');
    expect(r.out).toContain('Half-Price Cookie (was $3.99)');
    for (const [label, value] of [
      ['Subtotal', '$33.99'], ['Discount', '-$6.80'], ['Delivery fee', '$2.95'], ['Tax', '$2.58'], ['Pre-tip total', '$32.72'],
      ['Tip', '$4.91'], ['Donation', '$1.99'], ['Invoice', '$39.62'], ['Cashback earned', '$1.98'], ['Market-price items', '0'],
    ] as const) {
      expect(r.out).toMatch(new RegExp(`\\n${label.replace(/[-$]/g, '\\$&')} +${value.replace(/[$.]/g, '\\$&')}\\n`));
    }
    expect(r.out).toContain('Ready to order: no checkout blockers.');
    // What moved the total, one line each: the cookie's 50off tag rule 3.99 -> 1.99, SAVE20, the band fee, tax, tip, donation.
    expect(r.out).toContain('What moved the total:\n');
    expect(r.out).not.toContain('No shop rule changed this price.');
    expect(r.out).toMatch(/\n {2}Price rule legacy-tag-50off +-\$2\.00 {2}Half-Price Cookie: \$3\.99 → \$1\.99 each\n/);
    expect(r.out).toMatch(/\n {2}Promotion test-promo-save20 +-\$6\.80 {2}20% of \$33\.99\n/);
    expect(r.out).toMatch(/\n {2}Delivery fee test-delivery-step +\+\$2\.95 {2}rule bands at 3\.2 miles\n/);
    expect(r.out).toMatch(/\n {2}Tax +\+\$2\.58 /);
    expect(r.out).toMatch(/\n {2}Tip +\+\$4\.91 {2}15% of \$32\.72\n/);
    expect(r.out).toMatch(/\n {2}Donation +\+\$1\.99 /);
  });

  it('lists a combo\'s choices under its line, one slot a row, with upcharges and the chosen items\' picks', async () => {
    // 15.00 + bacon 2.00 on the cheeseburger + onion rings 1.00 + lemonade 0.50 = 18.50, x 2 = 37.00.
    const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'shops/test/examples/combo-save20-pickup.cart.json']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n +2 {2}Burger Combo +\$18\.50 +\$37\.00 +-\$7\.40\n {7}Burger: Cheeseburger \(Brioche, Bacon \+\$2\.00\)\n {7}Side: Onion Rings \+\$1\.00\n {7}Drink: Lemonade \+\$0\.50\n/);
  });

  it('explains free delivery over a threshold on the shipped tapiocatide cart', async () => {
    // Worked by hand: 2 x 6.50 + 7.50 + cup 14.00 = 34.50 > 25.00 free-over threshold; the linear fee
    // it waives is 2.50 + 1.50 x (3 - 1) = 5.50; tax 9.5% of 20.50 (cup untaxed) = 1.9475 -> 1.95; tip $2.00.
    const r = await run(['price', '--shop', 'shops/tapiocatide', '--cart', 'shops/tapiocatide/examples/free-delivery-over-25.cart.json', '--at', '2026-03-10T15:00:00-07:00']);
    expect(r.code).toBe(0);
    const section = r.out.slice(r.out.indexOf('What moved the total:\n'));
    const rows = section.split('\n').slice(2).filter((l) => l !== '').map((l) => l.trim().split(/ {2,}/));
    expect(rows).toEqual([
      ['Untaxed (retail)', 'Reusable Boba Cup is in the retail category "RETAIL - Take Home", which is untaxed'],
      ['Free delivery tt-delivery-linear-free-over-25', '-$5.50', 'the subtotal $34.50 is above $25.00, so the $5.50 delivery fee is waived'],
      ['Tax', '+$1.95', "line totals after discount x each line's rate, rounded once"],
      ['Tip', '+$2.00', 'amount chosen'],
    ]);
    expect(r.out).not.toContain('No shop rule changed this price.');
  });

  it('lists a promotion, the service fee, a delivery fee and untaxed retail on the shipped saffrongrill Eid cart', async () => {
    // Worked by hand: Eid 10% of 91.97 = 9.197 -> 9.20; service fee 3.5% of 82.77 = 2.89695 -> 2.90;
    // delivery 5.00 at 6.2 miles; tax 9.5% of (62.99 + 10.79) = 7.0091 -> 7.01; cash, so no tip.
    const r = await run(['price', '--shop', 'shops/saffrongrill', '--cart', 'shops/saffrongrill/examples/eid-auto-delivery-retail.cart.json', '--at', '2026-03-21T13:00:00-07:00']);
    const section = r.out.slice(r.out.indexOf('What moved the total:\n'));
    const rows = section.split('\n').slice(2).filter((l) => l !== '').map((l) => l.trim().split(/ {2,}/).slice(0, 2));
    expect(rows).toEqual([
      ['Untaxed (retail)', expect.stringContaining('Garlic Toum')],
      ['Promotion sg-eid-10off', '-$9.20'],
      ['Service fee', '+$2.90'],
      [expect.stringMatching(/^Delivery fee/), '+$5.00'],
      ['Tax', '+$7.01'],
    ]);
  });

  it('names a minimum the cart is below', async () => {
    // Two 1.50 promo tacos = 3.00, below the 5.00 pickup minimum of Los Compadres.
    const cart = JSON.stringify({ products: [{ productId: 'lc-promo-pastor', quantity: 2 }], cartType: 'PICKUP', paymentType: 'CARD', name: 'Alex', phone: '2135550142' });
    const r = await run(['price', '--shop', 'shops/loscompadres', '--cart', 'v/min.json'], { 'v/min.json': cart });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\n {2}Pickup minimum +the subtotal \$3\.00 is below the \$5\.00 minimum: checkout is blocked\n/);
  });

  it('with --json prints exactly the Quote, totals with the 12 fields', async () => {
    const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(r.code).toBe(0);
    const quote = JSON.parse(r.out) as Record<string, unknown> & { totals: Record<string, number> };
    expect(Object.keys(quote.totals).sort()).toEqual([...TOTAL_KEYS].sort());
    expect(quote.totals['invoiceCents']).toBe(3962);
    expect(quote['blockers']).toEqual([]);
    expect(Array.isArray(quote['trace'])).toBe(true);
    expect(Array.isArray(quote['lines'])).toBe(true);
  });

  it.each([
    // [case, argv tail, files, exit code, stderr must contain]
    ['no --shop', ['--cart', 'v/cart.json'], {}, 2, 'The option --shop is missing'],
    ['no --cart', ['--shop', TEST_SHOP], {}, 2, 'The option --cart is missing'],
    ['--at not ISO', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', 'next tuesday'], {}, 2, 'is not an ISO 8601 date-time'],
    ['--at with an offset hour of 25', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00+25:00'], {}, 2, 'The --at value "2026-03-10T12:00:00+25:00" is not an ISO 8601 date-time: the UTC offset +25:00 is out of range (hours 00 to 23, minutes 00 to 59). Write it like 2026-03-10T12:00:00-07:00'],
    ['--at with an offset of +99:99', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00+99:99'], {}, 2, 'is not an ISO 8601 date-time: the UTC offset +99:99 is out of range'],
    ['--at with offset minutes of 75', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00+05:75'], {}, 2, 'is not an ISO 8601 date-time: the UTC offset +05:75 is out of range'],
    ['--at with an offset its zone contradicts', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00-07:00[America/New_York]'], {}, 2, "is not an ISO 8601 date-time: the UTC offset -07:00 does not match America/New_York, which is at -04:00 then. Write -04:00, or leave the offset out to read the time on America/New_York's clock."],
    ['cart file missing', ['--shop', TEST_SHOP, '--cart', 'v/none.json'], {}, 2, 'The --cart file v/none.json cannot be read: it does not exist'],
    ['a folder as the cart', ['--shop', TEST_SHOP, '--cart', 'shops/test'], {}, 2, 'The --cart path shops/test is a folder; give a cart file.'],
    ['a folder as --history', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--history', 'shops'], {}, 2, 'The --history path shops is a folder; give a history JSON file'],
    ['cart not JSON', ['--shop', TEST_SHOP, '--cart', 'v/bad.json'], { 'v/bad.json': '{ "products": [ }' }, 2, 'v/bad.json:1:'],
    ['cart breaks the schema', ['--shop', TEST_SHOP, '--cart', 'v/bad.json'], { 'v/bad.json': '{ "products": [ { "productId": "t-soda", "quantity": "two" } ] }' }, 2, '/products/0/quantity'],
    ['cart for another shop', ['--shop', TEST_SHOP, '--cart', 'v/other.json'], { 'v/other.json': '{ "shopId": "juicestop", "products": [] }' }, 2, 'is for the shop "juicestop"'],
    ['profile missing', ['--shop', 'shops/test/nope.profile.json', '--cart', 'v/cart.json'], {}, 2, 'does not exist'],
    ['profile with errors', ['--shop', 'shops/test/broken.profile.json', '--cart', 'v/cart.json'], { 'shops/test/broken.profile.json': '{ "shopId": "test" }' }, 1, 'MISSING_FIELD'],
    ['bad --history', ['--shop', TEST_SHOP, '--cart', 'v/cart.json', '--history', '{"t-soda": -1}'], {}, 2, 'must be a whole number'],
  ] as const)('%s: exit %#', async (_case, tail, files, code, message) => {
    const r = await run(['price', ...tail], { 'v/cart.json': SAVE20_CART, ...files });
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
  });

  it('exits 1 and lists the blockers of a blocked cart', async () => {
    const cart = JSON.stringify({ products: [{ productId: 't-limited-burger', quantity: 2 }], cartType: 'DELIVERY', distanceInMiles: 9 });
    const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/b.json'], { 'v/b.json': cart });
    expect(r.code).toBe(1);
    expect(r.out).toContain('Checkout blocked (4):');
    for (const code of ['QUANTITY_LIMIT', 'NOT_DELIVERABLE', 'NAME_REQUIRED', 'PHONE_REQUIRED']) expect(r.out).toContain(`  ${code}  `);
    expect(r.out).toContain('This address is beyond our 8 mile max delivery distance.');
  });

  it("reads an --at without offset on the shop's clock, and defaults to the injected clock", async () => {
    const local = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-14T09:30:00', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(JSON.parse(local.out).at).toBe('2026-03-14T09:30:00.000-07:00');
    const utc = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-01-15T20:00:00Z', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(JSON.parse(utc.out).at).toBe('2026-01-15T12:00:00.000-08:00');
    const clock = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--json'], { 'v/cart.json': SAVE20_CART }, Date.parse('2026-07-04T18:00:00Z'));
    expect(JSON.parse(clock.out).at).toBe('2026-07-04T11:00:00.000-07:00');
  });

  it('reads an --at with a bracketed zone at the instant its offset names', async () => {
    // 12:00 in New York on 10 March 2026 (-04:00) is 09:00 in Los Angeles (-07:00).
    const ny = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00-04:00[America/New_York]', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(JSON.parse(ny.out).at).toBe('2026-03-10T09:00:00.000-07:00');
    // The fall-back night: 01:30 happens twice in Los Angeles; -07:00 is the first, an hour before the second.
    const first = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-11-01T01:30:00-07:00[America/Los_Angeles]', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(JSON.parse(first.out).at).toBe('2026-11-01T01:30:00.000-07:00');
    const json = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json', '--at', '2026-03-10T12:00:00+25:00', '--json'], { 'v/cart.json': SAVE20_CART });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out)).toMatchObject({ ok: false, exitCode: 2, error: { code: 'USAGE', message: expect.stringContaining('the UTC offset +25:00 is out of range') } });
  });

  it('counts --history (inline or a file) toward per-day limits', async () => {
    // Wednesday: the '(limit 10)' 75c wing; 4 in the cart.
    const cart = JSON.stringify({
      products: [{ productId: 'wt-wed-single-wing', quantity: 4, customerPicks: { 'wt-fl1-buffalo-hot': true } }],
      name: 'Alex',
      phone: '2135550142',
    });
    const files = { 'v/w.json': cart, 'v/h.json': '{ "orderedTodayByProductId": { "wt-wed-single-wing": 7 } }' };
    const base = ['price', '--shop', WINGS, '--cart', 'v/w.json', '--at', '2026-03-11T12:00:00-07:00', '--json'];
    const within = await run([...base, '--history', '{"wt-wed-single-wing": 6}'], files);
    expect(within.code).toBe(0);
    const over = await run([...base, '--history', 'v/h.json'], files);
    expect(over.code).toBe(1);
    expect(JSON.parse(over.out).blockers.map((b: { code: string }) => b.code)).toEqual(['QUANTITY_LIMIT']);
  });
});

describe('properties', () => {
  const SIMPLE = ['t-soda', 't-lemonade', 't-coffee', 't-tshirt', 't-half-cookie', 't-discount-shake', 't-fish-tacos', 't-pasta', 't-daily-catch'];

  it('--json is exactly the engine quote, and the exit code follows its blockers', async () => {
    const loaded = await loadProfileFile(join(root, TEST_SHOP));
    if (!loaded.ok) throw new Error('test profile does not load');
    const profile = loaded.profile;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ productId: fc.constantFrom(...SIMPLE), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 6 }),
        fc.constantFrom('PICKUP', 'DELIVERY', 'DINEIN'),
        fc.constantFrom('CASH', 'CARD'),
        fc.option(fc.constantFrom('SAVE20', 'save20', 'NOPE'), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 90 }).map((tenths) => tenths / 10), { nil: undefined }),
        async (products, cartType, paymentType, promoCode, distanceInMiles) => {
          const cart: CartInput = { products, cartType, paymentType, name: 'A', phone: '2135550100' };
          if (promoCode !== undefined) cart.promoCode = promoCode;
          if (distanceInMiles !== undefined) cart.distanceInMiles = distanceInMiles;
          const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/p.json', '--json'], { 'v/p.json': JSON.stringify(cart) });
          const expected = priceCart(profile, cart, { now: NOON });
          expect(JSON.parse(r.out)).toEqual(JSON.parse(JSON.stringify(expected)));
          expect(r.code).toBe(expected.blockers.length === 0 ? 0 : 1);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('shopctl price: mistyped ids', () => {
  it('suggests the closest product id and the closest modifier id of the product', async () => {
    const cart = JSON.stringify({
      products: [
        { productId: 't-cheesburger', quantity: 1 },
        { productId: 't-cheeseburger', quantity: 1, customerPicks: { 't-bun-brioch': true } },
      ],
      name: 'Alex',
      phone: '2135550142',
    });
    const r = await run(['price', '--shop', TEST_SHOP, '--cart', 'v/cart.json'], { 'v/cart.json': cart });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/PRODUCT_NOT_FOUND .*\(at \/products\/0\/productId\): did you mean "t-cheeseburger"\?/);
    expect(r.out).toMatch(/ITEM_INVALID .*\(at \/products\/1\/customerPicks\/t-bun-brioch\): did you mean "t-bun-brioche"\?/);
  });
});
