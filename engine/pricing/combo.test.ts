/**
 * Combos priced and checked end to end through priceCart: a pizzeria's '2 Slices and a Drink'
 * and a ramen shop's weekday lunch set, with every figure worked by hand in cents.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, CartLine, Menu, Quote, Rule, Settings } from '../../schemas/generated/types.js';
import { loadProfile, validateQuote } from '../../schemas/loader.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { resolveProduct } from '../menu/index.js';
import { validateCombo } from '../validate/index.js';
import { priceCart } from './price-cart.js';
import { priceLine } from './line-price.js';
import { comboTextBySlot } from './combo-text.js';

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 0, to: 86_400_000 }] }));
/** A Tuesday noon in Los Angeles. */
const NOON = Date.UTC(2026, 2, 10, 19, 0, 0);

const MENU: Menu = {
  subMenus: [
    {
      id: 'c-slices',
      name: 'Slices',
      products: [
        { id: 'p-cheese-slice', name: 'Cheese Slice', price: '3.50', tags: ['slice'] },
        {
          id: 'p-pepperoni-slice',
          name: 'Pepperoni Slice',
          price: '4.25',
          tags: ['slice'],
          modgroups: [
            {
              id: 'g-slice-extras',
              name: 'Extras',
              type: 'multiple',
              modifiers: [
                { id: 'm-garlic', name: 'Garlic', price: '0.50' },
                { id: 'm-extra-cheese', name: 'Extra Cheese', price: '0.75' },
              ],
            },
          ],
        },
        { id: 'p-veggie-slice', name: 'Veggie Slice', price: '4.00', tags: ['slice'] },
        { id: 'p-secret-slice', name: 'Secret Slice', price: '5.00', tags: ['slice'] },
      ],
    },
    {
      id: 'c-drinks',
      name: 'Drinks',
      products: [
        // Cola is untaxed on its own; inside a combo the combo's rate applies.
        { id: 'p-cola', name: 'Cola', price: '2.00', taxP: 0 },
        {
          id: 'p-lemonade',
          name: 'Lemonade',
          price: '2.50',
          modgroups: [
            {
              id: 'g-size',
              name: 'Size',
              type: 'single',
              required: true,
              modifiers: [
                { id: 'm-small', name: 'Small', price: 0 },
                { id: 'm-large', name: 'Large', price: '1.00' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'c-ramen',
      name: 'Ramen',
      products: [
        { id: 'p-shoyu', name: 'Shoyu Ramen', price: 13 },
        { id: 'p-miso', name: 'Miso Ramen', price: 14 },
      ],
    },
    {
      id: 'c-sides',
      name: 'Sides',
      products: [
        { id: 'p-gyoza', name: 'Gyoza', price: 6 },
        { id: 'p-rice', name: 'Rice', price: 2 },
      ],
    },
    {
      id: 'c-deals',
      name: 'Deals',
      products: [
        {
          id: 'p-slice-deal',
          name: '2 Slices and a Drink',
          price: '8.99',
          combo: {
            slots: [
              { id: 's-slices', name: 'Slices', from: { tags: ['slice'] }, count: 2, upcharges: { 'p-pepperoni-slice': '1.00' } },
              { id: 's-drink', name: 'Drink', from: { categories: ['c-drinks'] } },
            ],
          },
        },
        {
          id: 'p-lunch-set',
          name: 'Weekday Lunch Set',
          price: 15,
          combo: {
            slots: [
              { id: 's-bowl', name: 'Bowl', from: { categories: ['c-ramen'] }, upcharges: { 'p-miso': '1.50' } },
              { id: 's-side', name: 'Side', from: { productIds: ['p-gyoza', 'p-rice'] } },
            ],
          },
        },
      ],
    },
  ],
};

const HIDE_SECRET: Rule = { id: 'hide-secret', kind: 'hide', target: 'product', match: { ids: ['p-secret-slice'] } };

function shop(options: { rules?: Rule[]; settings?: Settings } = {}): LoadedProfile {
  const loaded = loadProfile({
    value: {
      shopId: 'slices',
      identity: { name: 'Slice Shop', timeZone: 'America/Los_Angeles' },
      settings: { hours: { pickUp: ALL_DAY, delivery: ALL_DAY }, taxPercentage: 9.5, ...options.settings },
      menu: MENU,
      rules: [HIDE_SECRET, ...(options.rules ?? [])],
    },
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.findings, null, 2));
  return loaded.profile;
}

const cart = (products: CartLine[], over: Partial<CartInput> = {}): CartInput => ({
  products,
  cartType: 'PICKUP',
  paymentType: 'CARD',
  name: 'Ann',
  phone: '2135550123',
  ...over,
});
const price = (products: CartLine[], profile = shop(), over: Partial<CartInput> = {}): Quote => priceCart(profile, cart(products, over), { now: NOON });

const slice = (productId: string, customerPicks?: Record<string, true>) => (customerPicks ? { productId, customerPicks } : { productId });
const deal = (slices: ReturnType<typeof slice>[], drink: ReturnType<typeof slice>[], quantity = 1): CartLine => ({
  productId: 'p-slice-deal',
  quantity,
  comboPicks: { 's-slices': slices, 's-drink': drink },
});
const COLA = slice('p-cola');
const LARGE_LEMONADE = slice('p-lemonade', { 'm-large': true });

describe('combo pricing', () => {
  it.each([
    // name, line, unit cents, line total, each choice's [upcharge, total]
    ['base only: two cheese slices and a cola', deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [COLA]), 899, 899, [[0, 0], [0, 0], [0, 0]]],
    // 899 + pepperoni upcharge 100 + its garlic 50
    ['an upcharge and a chosen item\'s modifier', deal([slice('p-pepperoni-slice', { 'm-garlic': true }), slice('p-cheese-slice')], [COLA]), 1049, 1049, [[100, 150], [0, 0], [0, 0]]],
    // 899 + (100) + (100 + 75) + large lemonade 100
    ['a repeated product, each with its own picks', deal([slice('p-pepperoni-slice'), slice('p-pepperoni-slice', { 'm-extra-cheese': true })], [LARGE_LEMONADE]), 1274, 1274, [[100, 100], [100, 175], [0, 100]]],
    // 3 x 1049
    ['quantity multiplies the whole combo', deal([slice('p-pepperoni-slice', { 'm-garlic': true }), slice('p-cheese-slice')], [COLA], 3), 1049, 3147, [[100, 150], [0, 0], [0, 0]]],
    // 1500 + miso 150; the miso's own 14.00 is not charged
    ['the lunch set with miso and gyoza', { productId: 'p-lunch-set', comboPicks: { 's-bowl': [{ productId: 'p-miso' }], 's-side': [{ productId: 'p-gyoza' }] } }, 1650, 1650, [[150, 150], [0, 0]]],
  ] as const)('%s', (_name, line, unit, total, items) => {
    const q = price([line as CartLine]);
    const l = q.lines[0]!;
    expect(q.blockers).toEqual([]);
    expect([l.unitCents, l.totalCents]).toEqual([unit, total]);
    expect(l.combo!.map((c) => [c.upchargeCents, c.totalCents])).toEqual(items);
    expect(validateQuote(q).ok).toBe(true);
  });

  it('lists each choice with its slot, name and picks, slot by slot in the combo\'s order', () => {
    // The cart writes the drink first; the quote follows the combo's slots.
    const q = price([{ productId: 'p-slice-deal', comboPicks: { 's-drink': [LARGE_LEMONADE], 's-slices': [slice('p-pepperoni-slice', { 'm-garlic': true }), slice('p-cheese-slice')] } }]);
    expect(q.lines[0]!.combo).toEqual([
      {
        slotId: 's-slices',
        slotName: 'Slices',
        productId: 'p-pepperoni-slice',
        name: 'Pepperoni Slice',
        upchargeCents: 100,
        picks: [{ modgroupId: 'g-slice-extras', modgroupName: 'Extras', modifierId: 'm-garlic', name: 'Garlic', quantity: 1, unitCents: 50, totalCents: 50 }],
        totalCents: 150,
      },
      { slotId: 's-slices', slotName: 'Slices', productId: 'p-cheese-slice', name: 'Cheese Slice', upchargeCents: 0, picks: [], totalCents: 0 },
      {
        slotId: 's-drink',
        slotName: 'Drink',
        productId: 'p-lemonade',
        name: 'Lemonade',
        upchargeCents: 0,
        picks: [{ modgroupId: 'g-size', modgroupName: 'Size', modifierId: 'm-large', name: 'Large', quantity: 1, unitCents: 100, totalCents: 100 }],
        totalCents: 100,
      },
    ]);
    expect(q.lines[0]!.picks).toEqual([]);
  });

  it('starts from the combo\'s price after price rules', () => {
    const profile = shop({ rules: [{ id: 'half-set', kind: 'price-factor', target: 'product', match: { ids: ['p-lunch-set'] }, factor: '0.5' }] });
    const q = price([{ productId: 'p-lunch-set', comboPicks: { 's-bowl': [{ productId: 'p-miso' }], 's-side': [{ productId: 'p-rice' }] } }], profile);
    // floor(1500 x 0.5) = 750, + miso 150 = 900
    expect(q.lines[0]!.unitCents).toBe(900);
  });

  it('takes a percent promotion and tax on the combo as one line, at the combo\'s rate', () => {
    const profile = shop({ rules: [{ id: 'save10', kind: 'promotion', code: 'SAVE10', effect: { type: 'percent-off', percent: 10 } }] });
    const q = price([deal([slice('p-pepperoni-slice', { 'm-garlic': true }), slice('p-cheese-slice')], [COLA]), { productId: 'p-cola' }], profile, { promoCode: 'SAVE10' });
    // subtotal 1049 + 200 = 1249; 10% = 124.9 -> 125, split 1049:200 = 104.98 / 20.02 -> 105 / 20.
    // Tax: the combo at 9.5% (its cola inside is not taxed at cola's 0%): (1049 - 105) x 0.095 = 89.68 -> 90; the cola line 0.
    expect(q.lines.map((l) => [l.totalCents, l.discountCents, l.taxCents, l.taxPercent])).toEqual([[1049, 105, 90, '9.5'], [200, 20, 0, '0']]);
    expect([q.totals.subtotalCents, q.totals.discountCents, q.totals.taxCents, q.totals.preTipTotalCents]).toEqual([1249, 125, 90, 1214]);
  });

  it('prices the product page\'s line the same way the cart does', () => {
    const profile = shop();
    const combo = resolveProduct(profile, 'p-slice-deal', NOON)!;
    const resolve = (id: string) => resolveProduct(profile, id, NOON);
    const comboPicks = { 's-slices': [slice('p-pepperoni-slice'), slice('p-pepperoni-slice', { 'm-extra-cheese': true })], 's-drink': [LARGE_LEMONADE] };
    expect(priceLine(combo, {}, 2, { comboPicks, resolve })).toEqual({ unitCents: 1274, quantity: 2, totalCents: 2548 });
    // Without the choices the page shows the base price.
    expect(priceLine(combo, {}, 1).unitCents).toBe(899);
  });

  it('offers slot products in menu order with their upcharges, never a combo', () => {
    const combo = resolveProduct(shop(), 'p-slice-deal', NOON)!.combo!;
    expect(combo.slots.map((s) => [s.id, s.name, s.count, s.options.map((o) => `${o.productId}:${o.upchargeCents}`)])).toEqual([
      ['s-slices', 'Slices', 2, ['p-cheese-slice:0', 'p-pepperoni-slice:100', 'p-veggie-slice:0', 'p-secret-slice:0']],
      ['s-drink', 'Drink', 1, ['p-cola:0', 'p-lemonade:0']],
    ]);
  });
});

describe('combo validation refuses the line with ITEM_INVALID naming the slot', () => {
  const outOfStock = shop({ settings: { hours: { pickUp: ALL_DAY, delivery: ALL_DAY }, taxPercentage: 9.5, menuSettings: { 'p-veggie-slice': { outOfStock: 'OUT_OF_STOCK' } } } });
  it.each([
    ['too few in a slot', deal([slice('p-cheese-slice')], [COLA]), 'COMBO_SLOT_COUNT', '2 Slices and a Drink (Slices): Choose 2 (1 chosen so far)', '/products/0/comboPicks/s-slices'],
    ['none in a slot', { productId: 'p-slice-deal', comboPicks: { 's-slices': [slice('p-cheese-slice'), slice('p-cheese-slice')] } }, 'COMBO_SLOT_COUNT', '2 Slices and a Drink (Drink): Choose 1', '/products/0/comboPicks/s-drink'],
    ['too many in a slot', deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [COLA, COLA]), 'COMBO_SLOT_COUNT', '2 Slices and a Drink (Drink): Choose only 1 (2 chosen)', '/products/0/comboPicks/s-drink'],
    ['a product the slot does not offer', deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [slice('p-gyoza')]), 'COMBO_CHOICE_NOT_OFFERED', '2 Slices and a Drink (Drink): Gyoza is not offered here; choose another.', '/products/0/comboPicks/s-drink/0/productId'],
    ['a product not on the menu', deal([slice('p-cheese-slice'), slice('p-anchovy-slice')], [COLA]), 'COMBO_CHOICE_NOT_OFFERED', '2 Slices and a Drink (Slices): p-anchovy-slice is not offered here; choose another.', '/products/0/comboPicks/s-slices/1/productId'],
    ['a combo chosen inside a combo', deal([slice('p-cheese-slice'), slice('p-lunch-set')], [COLA]), 'COMBO_CHOICE_NOT_OFFERED', '2 Slices and a Drink (Slices): Weekday Lunch Set is not offered here; choose another.', '/products/0/comboPicks/s-slices/1/productId'],
    ['a hidden product', deal([slice('p-secret-slice'), slice('p-cheese-slice')], [COLA]), 'COMBO_CHOICE_UNAVAILABLE', '2 Slices and a Drink (Slices): Secret Slice cannot be chosen right now; choose another.', '/products/0/comboPicks/s-slices/0/productId'],
    ['invalid picks on a chosen product', deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [slice('p-lemonade')]), 'COMBO_CHOICE_INVALID', '2 Slices and a Drink (Drink): Lemonade (Size): This selection is required', '/products/0/comboPicks/s-drink/0/customerPicks'],
    ['a pick the chosen product does not offer', deal([slice('p-cheese-slice', { 'm-garlic': true }), slice('p-cheese-slice')], [COLA]), 'COMBO_CHOICE_INVALID', '2 Slices and a Drink (Slices): Cheese Slice: The option "m-garlic" is no longer offered for this item; remove it and pick again.', '/products/0/comboPicks/s-slices/0/customerPicks/m-garlic'],
    ['a slot the combo does not have', { productId: 'p-lunch-set', comboPicks: { 's-bowl': [{ productId: 'p-shoyu' }], 's-side': [{ productId: 'p-rice' }], 's-dessert': [{ productId: 'p-rice' }] } }, 'COMBO_UNKNOWN_SLOT', 'Weekday Lunch Set (s-dessert): The choice "s-dessert" is no longer offered for this item; remove it from your cart and add it again.', '/products/0/comboPicks/s-dessert'],
    ['choices on a product that is not a combo', { productId: 'p-cola', comboPicks: { 's-drink': [{ productId: 'p-cola' }] } }, 'COMBO_UNKNOWN_SLOT', 'Cola (s-drink): The choice "s-drink" is no longer offered for this item; remove it from your cart and add it again.', '/products/0/comboPicks/s-drink'],
  ] as const)('%s', (_name, line, issue, text, path) => {
    const q = price([line as CartLine]);
    // The remedy: edit the combo line (the cart's first, which had no id).
    expect(q.blockers).toEqual([{ code: 'ITEM_INVALID', message: text, path, params: expect.objectContaining({ issues: [issue] }), remedy: { kind: 'edit-line', lineIndex: 0 } }]);
    expect(q.lines[0]!.issues).toEqual(q.blockers);
    expect(validateQuote(q).ok).toBe(true);
  });

  it('an out-of-stock product, marked in the settings or by live operations', () => {
    const text = '2 Slices and a Drink (Slices): Veggie Slice cannot be chosen right now (OUT OF STOCK); choose another.';
    const line = deal([slice('p-cheese-slice'), slice('p-veggie-slice')], [COLA]);
    const bySettings = price([line], outOfStock);
    const live = priceCart(shop(), cart([deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [slice('p-cola')])]), {
      now: NOON,
      operations: { outOfStock: [{ productId: 'p-cola', until: null }] },
    });
    expect(bySettings.blockers.map((b) => [b.message, b.path])).toEqual([[text, '/products/0/comboPicks/s-slices/1/productId']]);
    expect(live.blockers.map((b) => b.message)).toEqual(['2 Slices and a Drink (Drink): Cola cannot be chosen right now (OUT OF STOCK); choose another.']);
  });

  it('reports each problem of a chosen product\'s own picks, so the product page can show each under its group', () => {
    const profile = shop();
    const product = resolveProduct(profile, 'p-slice-deal', NOON)!;
    const resolve = (id: string) => resolveProduct(profile, id, NOON);
    const line = { comboPicks: { 's-slices': [slice('p-cheese-slice'), slice('p-cheese-slice')], 's-drink': [slice('p-lemonade', { 'm-mint': true })] } };
    expect(validateCombo(product, line, resolve).issues.map((i) => [i.code, i.path, i.params['issue'], i.params['detail']])).toEqual([
      ['COMBO_CHOICE_INVALID', '/comboPicks/s-drink/0/customerPicks/m-mint', 'UNKNOWN_MODIFIER', 'The option "m-mint" is no longer offered for this item; remove it and pick again.'],
      ['COMBO_CHOICE_INVALID', '/comboPicks/s-drink/0/customerPicks', 'REQUIRED', 'This selection is required'],
    ]);
  });

  it('a valid combo has no issues; a refused one is still priced', () => {
    const profile = shop();
    const product = resolveProduct(profile, 'p-slice-deal', NOON)!;
    const resolve = (id: string) => resolveProduct(profile, id, NOON);
    expect(validateCombo(product, { comboPicks: { 's-slices': [slice('p-cheese-slice'), slice('p-veggie-slice')], 's-drink': [COLA] } }, resolve)).toEqual({ ok: true, issues: [] });
    // One slice short: 899 + pepperoni 100, blocked.
    const q = price([deal([slice('p-pepperoni-slice')], [COLA])]);
    expect([q.lines[0]!.unitCents, q.blockers.length]).toEqual([999, 1]);
  });
});

describe('properties', () => {
  const profile = shop();
  const SLICES = ['p-cheese-slice', 'p-pepperoni-slice', 'p-veggie-slice'] as const;
  const UPCHARGE: Record<string, number> = { 'p-pepperoni-slice': 100 };
  const slicePick = fc.record({ id: fc.constantFrom(...SLICES), garlic: fc.boolean(), cheese: fc.boolean() });
  it('one combo costs its price plus each choice\'s upcharge and picks, whatever is chosen, in whole cents', () => {
    fc.assert(
      fc.property(fc.tuple(slicePick, slicePick), fc.boolean(), fc.integer({ min: 1, max: 5 }), (slices, large, quantity) => {
        const choices = slices.map((s) => {
          const picks: Record<string, true> = {};
          if (s.id === 'p-pepperoni-slice' && s.garlic) picks['m-garlic'] = true;
          if (s.id === 'p-pepperoni-slice' && s.cheese) picks['m-extra-cheese'] = true;
          return { productId: s.id, customerPicks: picks };
        });
        const expected = 899 + choices.reduce((n, c) => n + (UPCHARGE[c.productId] ?? 0) + (c.customerPicks['m-garlic'] ? 50 : 0) + (c.customerPicks['m-extra-cheese'] ? 75 : 0), 0) + (large ? 100 : 0);
        const q = price([deal(choices, [slice('p-lemonade', large ? { 'm-large': true } : { 'm-small': true })], quantity)], profile);
        const l = q.lines[0]!;
        expect(q.blockers).toEqual([]);
        expect(l.unitCents).toBe(expected);
        expect(l.totalCents).toBe(expected * quantity);
        expect(l.unitCents).toBe(899 + l.combo!.reduce((n, c) => n + c.totalCents, 0));
      }),
      { numRuns: 60 },
    );
  });
  it('the order of the slots in the cart does not change the quote', () => {
    fc.assert(
      fc.property(fc.tuple(fc.constantFrom(...SLICES), fc.constantFrom(...SLICES)), (ids) => {
        const slices = ids.map((id) => ({ productId: id }));
        const a = price([{ productId: 'p-slice-deal', comboPicks: { 's-slices': slices, 's-drink': [COLA] } }], profile);
        const b = price([{ productId: 'p-slice-deal', comboPicks: { 's-drink': [COLA], 's-slices': slices } }], profile);
        expect(a.lines).toEqual(b.lines);
      }),
      { numRuns: 20 },
    );
  });
});

describe('comboTextBySlot', () => {
  it('groups the choices by slot, picks in brackets, the same choice counted', () => {
    const q = price([deal([slice('p-cheese-slice'), slice('p-cheese-slice')], [LARGE_LEMONADE])]);
    expect(comboTextBySlot(q.lines[0]!.combo)).toEqual([
      { slotId: 's-slices', slotName: 'Slices', choices: ['2 x Cheese Slice'] },
      { slotId: 's-drink', slotName: 'Drink', choices: ['Lemonade (Large)'] },
    ]);
    const mixed = price([deal([slice('p-pepperoni-slice', { 'm-garlic': true }), slice('p-pepperoni-slice')], [COLA])]);
    expect(comboTextBySlot(mixed.lines[0]!.combo).map((s) => `${s.slotName}: ${s.choices.join(', ')}`)).toEqual(['Slices: Pepperoni Slice (Garlic), Pepperoni Slice', 'Drink: Cola']);
    expect(comboTextBySlot(undefined)).toEqual([]);
  });
});
