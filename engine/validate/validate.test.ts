import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rule } from '../../schemas/generated/types.js';
import { resolveProduct } from '../menu/resolve.js';
import { fixtureProfile, SAT_10AM, TUE_10AM } from '../menu/fixtures.js';
import { makeTestProfile } from '../menu/test-profile.js';
import type { ResolvedProduct } from '../menu/types.js';
import { normalizeQuantity, validateItem } from './validate-item.js';
import { pricePicks } from './price-picks.js';
import type { CustomerPicks } from './picks.js';
import { checkQuantityLimits, pluralName } from './quantity-limits.js';
import { withoutLimitMarkers } from '../rules/quantity-limit.js';
import type { LimitLine } from './quantity-limits.js';

const pizzaProfile = fixtureProfile();
const bowlProfile = makeTestProfile({
  menu: {
    subMenus: [{
      id: 'c', name: 'Bowls',
      products: [{
        id: 'p-bowl', name: 'Bowl', price: 10,
        modgroups: [
          { id: 'g-buffet', name: 'Scoops', type: 'buffet', minCount: 3, maxCount: 5,
            modifiers: [{ id: 'm-a', name: 'Rice', price: 1 }, { id: 'm-b', name: 'Beans', price: 0.5 }] },
          { id: 'g-min', name: 'Extras', minPrice: 5,
            modifiers: [
              { id: 'm-x', name: 'Egg', price: 2 },
              { id: 'm-y', name: 'Steak', price: 4 },
              { id: 'm-c', name: 'Salsa', price: 3, priceIf: [{ match: 'm-b', price: 0 }, { match: 'm-a', price: 1 }] },
            ] },
          { id: 'g-empty', name: 'Nothing yet', required: true },
        ],
      }, {
        // The pastry box: required, at least 6, at most 12, and at least $24 of pastries.
        id: 'p-box', name: 'Pastry Box', price: 0,
        modgroups: [
          { id: 'g-box', name: 'Pastries', type: 'buffet', required: true, minCount: 6, maxCount: 12, minPrice: 24,
            modifiers: [{ id: 'm-croissant', name: 'Croissant', price: 4.5 }, { id: 'm-scone', name: 'Scone', price: 3 }] },
        ],
      }],
    }],
  },
});

function resolved(profileId: 'pizza' | 'bowl' | 'box', now: number): ResolvedProduct {
  if (profileId === 'box') {
    const box = resolveProduct(bowlProfile, 'p-box', now);
    if (!box) throw new Error('fixture product missing');
    return box;
  }
  const p = profileId === 'pizza'
    ? resolveProduct(pizzaProfile, 'p-pizza', now)
    : resolveProduct(bowlProfile, 'p-bowl', now);
  if (!p) throw new Error('fixture product missing');
  return p;
}

describe('validateItem', () => {
  it.each<[string, 'pizza' | 'bowl' | 'box', number, CustomerPicks, [string, string, string][]]>([
    // One message under a group at a time (spec section 5): required, then the count, then the price.
    ['box: nothing picked', 'box', SAT_10AM, {}, [['REQUIRED', 'This selection is required', '/customerPicks']]],
    ['box: a field emptied to 0', 'box', SAT_10AM, { 'm-croissant': { quantity: 0 } }, [['REQUIRED', 'This selection is required', '/customerPicks']]],
    ['box: 5 croissants, too few and under $24', 'box', SAT_10AM, { 'm-croissant': { quantity: 5 } }, [['MIN_COUNT', 'Need at least 6 picks', '/customerPicks']]],
    ['box: 13 scones, too many', 'box', SAT_10AM, { 'm-scone': { quantity: 13 } }, [['MAX_COUNT', 'Exceeded max pick of 12', '/customerPicks']]],
    ['box: 6 scones, $18 of $24', 'box', SAT_10AM, { 'm-scone': { quantity: 6 } }, [['MIN_PRICE', 'Pick at least $24.00 worth of options', '/customerPicks']]],
    ['box: 6 croissants, $27', 'box', SAT_10AM, { 'm-croissant': { quantity: 6 } }, []],
    ['required group empty', 'pizza', TUE_10AM, {}, [['REQUIRED', 'This selection is required', '/customerPicks']]],
    ['a false pick is no pick', 'pizza', TUE_10AM, { 'm-12in': false }, [['REQUIRED', 'This selection is required', '/customerPicks']]],
    ['one size', 'pizza', TUE_10AM, { 'm-12in': true }, []],
    ['two picks in a single group', 'pizza', TUE_10AM, { 'm-12in': true, 'm-16in': true },
      [['MAX_COUNT', 'Exceeded max pick of 1', '/customerPicks']]],
    ['unavailable option', 'pizza', SAT_10AM, { 'm-16in': true },
      [['MODIFIER_UNAVAILABLE', '16in cannot be picked right now (not available right now); pick another option.', '/customerPicks/m-16in']]],
    ['pick in a hidden showIf group is ignored', 'pizza', TUE_10AM, { 'm-12in': true, 'm-ranch': true }, []],
    ['unknown pick', 'pizza', TUE_10AM, { 'm-12in': true, 'm/zzz': true },
      [['UNKNOWN_MODIFIER', 'The option "m/zzz" is no longer offered for this item; remove it and pick again.', '/customerPicks/m~1zzz']]],
    ['pick of a hidden modifier', 'pizza', TUE_10AM, { 'm-12in': true, 'm-mush': true },
      [['UNKNOWN_MODIFIER', 'The option "m-mush" is no longer offered for this item; remove it and pick again.', '/customerPicks/m-mush']]],
    ['pick in a group not offered today', 'pizza', SAT_10AM, { 'm-12in': true, 'm-tue': true },
      [['UNKNOWN_MODIFIER', 'The option "m-tue" is no longer offered for this item; remove it and pick again.', '/customerPicks/m-tue']]],
    ['same pick on the group\'s day', 'pizza', TUE_10AM, { 'm-12in': true, 'm-tue': true }, []],
    ['buffet min by quantity', 'bowl', SAT_10AM, { 'm-a': { quantity: 2 } }, [['MIN_COUNT', 'Need at least 3 picks', '/customerPicks']]],
    ['buffet min met across options', 'bowl', SAT_10AM, { 'm-a': { quantity: 2 }, 'm-b': { quantity: 1 } }, []],
    ['buffet max by quantity', 'bowl', SAT_10AM, { 'm-a': { quantity: 6 } }, [['MAX_COUNT', 'Exceeded max pick of 5', '/customerPicks']]],
    ['buffet true counts 1', 'bowl', SAT_10AM, { 'm-a': true, 'm-b': { quantity: 2 } }, []],
    ['buffet fractional quantity', 'bowl', SAT_10AM, { 'm-a': { quantity: 1.5 } }, [
      ['BUFFET_QUANTITY', 'Enter a whole number of 0 or more for Rice.', '/customerPicks/m-a'],
      ['MIN_COUNT', 'Need at least 3 picks', '/customerPicks'],
    ]],
    ['buffet negative quantity', 'bowl', SAT_10AM, { 'm-a': { quantity: -1 }, 'm-b': { quantity: 3 } }, [
      ['BUFFET_QUANTITY', 'Enter a whole number of 0 or more for Rice.', '/customerPicks/m-a'],
    ]],
    ['min price not reached', 'bowl', SAT_10AM, { 'm-a': { quantity: 3 }, 'm-x': true },
      [['MIN_PRICE', 'Pick at least $5.00 worth of options', '/customerPicks']]],
    ['min price reached', 'bowl', SAT_10AM, { 'm-a': { quantity: 3 }, 'm-x': true, 'm-y': true }, []],
    ['min price of an untouched optional group', 'bowl', SAT_10AM, { 'm-a': { quantity: 3 } }, []],
    ['optional buffet with a minCount and no picks', 'bowl', SAT_10AM, {}, [['MIN_COUNT', 'Need at least 3 picks', '/customerPicks']]],
  ])('%s', (_name, which, now, picks, expected) => {
    const result = validateItem(resolved(which, now), { customerPicks: picks });
    expect(result.issues.map((i) => [i.code, i.message, i.path])).toEqual(expected);
    expect(result.ok).toBe(expected.length === 0);
  });

  it('group issues name the group', () => {
    const [issue] = validateItem(resolved('pizza', TUE_10AM), {}).issues;
    expect(issue?.params).toEqual({ modgroupId: 'g-size', modgroupName: 'Size' });
  });
});

describe('normalizeQuantity', () => {
  it.each<[unknown, number]>([[1, 1], [2.7, 2], [0, 1], [-3, 1], [Number.NaN, 1], ['3', 3], [undefined, 1], [Infinity, 1]])(
    '%s → %i',
    (q, n) => expect(normalizeQuantity(q)).toBe(n),
  );
});

describe('pricePicks', () => {
  it.each<[string, 'pizza' | 'bowl', CustomerPicks, number, [string, number, number, number][]]>([
    // name, product, picks, unit price, [modifierId, quantity, unit, total]
    ['no picks', 'pizza', {}, 1500, []],
    ['free size', 'pizza', { 'm-12in': true }, 1500, [['m-12in', 1, 0, 0]]],
    ['16in opens the sauce group; priceIf picks the 16in price', 'pizza', { 'm-ranch': true, 'm-16in': true, 'm-pep': true },
      1500 + 450 + 75 + 75, [['m-16in', 1, 450, 450], ['m-pep', 1, 75, 75], ['m-ranch', 1, 75, 75]]],
    ['pick in a hidden group is not charged', 'pizza', { 'm-12in': true, 'm-ranch': true }, 1500, [['m-12in', 1, 0, 0]]],
    ['buffet times quantity', 'bowl', { 'm-a': { quantity: 3 }, 'm-b': { quantity: 2 } }, 1000 + 300 + 100,
      [['m-a', 3, 100, 300], ['m-b', 2, 50, 100]]],
    ['priceIf: neither match picked', 'bowl', { 'm-c': true }, 1300, [['m-c', 1, 300, 300]]],
    ['priceIf: second entry', 'bowl', { 'm-c': true, 'm-a': { quantity: 1 } }, 1000 + 100 + 100,
      [['m-a', 1, 100, 100], ['m-c', 1, 100, 100]]],
    ['priceIf: first matching entry wins', 'bowl', { 'm-c': true, 'm-a': { quantity: 1 }, 'm-b': { quantity: 1 } },
      1000 + 100 + 50 + 0, [['m-a', 1, 100, 100], ['m-b', 1, 50, 50], ['m-c', 1, 0, 0]]],
    ['invalid buffet quantity not charged', 'bowl', { 'm-a': { quantity: 1.5 } }, 1000, []],
  ])('%s', (_name, which, picks, unit, expected) => {
    const priced = pricePicks(resolved(which, TUE_10AM), picks);
    expect(priced.unitCents).toBe(unit);
    expect(priced.picks.map((p) => [p.modifierId, p.quantity, p.unitCents, p.totalCents])).toEqual(expected);
  });

  it('an unavailable pick is not charged', () => {
    expect(pricePicks(resolved('pizza', SAT_10AM), { 'm-16in': true }).unitCents).toBe(1500);
  });
});

const LIMIT_RULES: Rule[] = [
  { id: 'limit-10', kind: 'quantity-limit', match: { nameContains: '(limit 10)' }, max: 10, scope: 'per-customer-day',
    message: 'You cannot have more than 10 {name}s ordered on the same day.' },
  { id: 'limit-5', kind: 'quantity-limit', match: { nameContains: '(limit 5)' }, max: 5, scope: 'cart',
    message: 'You can not have more than 5 promo tacos in your cart.' },
  { id: 'limit-1', kind: 'quantity-limit', match: { nameContains: '(limit 1)' }, max: 1, scope: 'per-name',
    message: 'You cannot have more than 1 {name}s in your cart' },
  { id: 'pw2', kind: 'quantity-limit', match: { nameContains: 'pw2' }, max: 10, scope: 'cart', maxLines: 1,
    message: 'You cannot have more than 10 {name}s in your cart. Only 1 flavor alowed per order.' },
];
const NAMES: Record<string, string> = {
  'p-tam': 'Tamales (limit 10)', 'p-tam2': 'Pork Tamales (limit 10)', 'p-pt': 'Promo Taco (limit 5)',
  'p-pt2': 'Fish Promo Taco (limit 5)', 'p-cookie': 'Cookie (limit 1)', 'p-cake': 'Cake (limit 1)',
  'p-pa': 'Pie pw2 Apple', 'p-pc': 'Pie pw2 Cherry', 'p-plain': 'Plain',
};
const limitProfile = makeTestProfile({
  menu: { subMenus: [{ id: 'c', name: 'C', products: Object.entries(NAMES).map(([id, name]) => ({ id, name, price: 1 })) }] },
  rules: LIMIT_RULES,
});
const line = (productId: string, quantity: number): LimitLine => ({ productId, name: NAMES[productId] ?? productId, quantity });

describe('checkQuantityLimits', () => {
  it.each<[string, LimitLine[], Record<string, number>, [string, string][]]>([
    ['10 tamales', [line('p-tam', 10)], {}, []],
    ['8 tamales after 3 earlier today', [line('p-tam', 8)], { 'p-tam': 3 },
      [['You cannot have more than 10 Tamales ordered on the same day.', '/products/0']]],
    ['8 tamales after 2 earlier today', [line('p-tam', 8)], { 'p-tam': 2 }, []],
    // The day's limit is per product: the message names one product.
    ['earlier orders of another limited product do not count', [line('p-tam', 8)], { 'p-tam2': 3, 'p-plain': 50 }, []],
    ['two tamale products, each within its own limit', [line('p-tam', 5), line('p-plain', 3), line('p-tam2', 6)], {}, []],
    ['one tamale product over two lines', [line('p-tam', 6), line('p-plain', 3), line('p-tam', 5)], {},
      [['You cannot have more than 10 Tamales ordered on the same day.', '/products/2']]],
    ['promo tacos across lines', [line('p-pt', 3), line('p-pt2', 3)], {},
      [['You can not have more than 5 promo tacos in your cart.', '/products/1']]],
    ['5 promo tacos', [line('p-pt', 5)], {}, []],
    ['two cookies', [line('p-cookie', 2)], {}, [['You cannot have more than 1 Cookie in your cart', '/products/0']]],
    ['cookie twice in two lines', [line('p-cookie', 1), line('p-cookie', 1)], {},
      [['You cannot have more than 1 Cookie in your cart', '/products/1']]],
    ['one cookie and one cake', [line('p-cookie', 1), line('p-cake', 1)], {}, []],
    // The message names the line it points at (the flavour just added), never the other one.
    ['two pie flavours', [line('p-pa', 5), line('p-pc', 1)], {},
      [['You cannot have more than 10 Pie Cherries in your cart. Only 1 flavor alowed per order.', '/products/1']]],
    ['two pie flavours, the other way round', [line('p-pc', 2), line('p-plain', 1), line('p-pa', 1)], {},
      [['You cannot have more than 10 Pie Apples in your cart. Only 1 flavor alowed per order.', '/products/2']]],
    ['11 pies', [line('p-pa', 11)], {}, [['You cannot have more than 10 Pie Apples in your cart. Only 1 flavor alowed per order.', '/products/0']]],
    ['10 pies', [line('p-pa', 10)], {}, []],
    // one line of that name: the same pie twice (another flavour picked as an option) is a second line
    ['the same pie on two lines', [line('p-pa', 2), line('p-plain', 1), line('p-pa', 1)], {},
      [['You cannot have more than 10 Pie Apples in your cart. Only 1 flavor alowed per order.', '/products/2']]],
    ['fractional quantities floor', [line('p-pt', 2.9), line('p-pt2', 3.9)], {}, []],
    ['products not on the menu are not counted', [line('p-gone', 50)], {}, []],
  ])('%s', (_name, lines, ordered, expected) => {
    const issues = checkQuantityLimits(limitProfile, lines, { orderedTodayByProductId: ordered });
    expect(issues.map((i) => [i.message, i.path])).toEqual(expected);
    for (const i of issues) expect(i.code).toBe('QUANTITY_LIMIT');
  });

  it('maxDistinctProducts caps the different matching products, whatever the lines', () => {
    const oneFlavour = makeTestProfile({
      menu: limitProfile.menu,
      rules: [{ id: 'one-pie', kind: 'quantity-limit', match: { nameContains: 'pw2' }, max: 99, scope: 'cart', maxDistinctProducts: 1, message: 'One {name} flavour' }],
    });
    expect(checkQuantityLimits(oneFlavour, [line('p-pa', 1), line('p-pa', 2)]).map((i) => i.message)).toEqual([]);
    // Named by the line it points at: the second flavour.
    expect(checkQuantityLimits(oneFlavour, [line('p-pa', 1), line('p-pc', 1)]).map((i) => [i.message, i.path])).toEqual([['One Pie Cherry flavour', '/products/1']]);
  });
});

describe('properties', () => {
  const bowlPick = fc.dictionary(
    fc.constantFrom('m-a', 'm-b', 'm-c', 'm-x', 'm-y', 'm-zz'),
    fc.oneof(fc.boolean(), fc.record({ quantity: fc.integer({ min: 0, max: 8 }) })),
  );

  it('unit price = product price + pick totals; all integer cents >= 0', () => {
    const bowl = resolved('bowl', TUE_10AM);
    fc.assert(
      fc.property(bowlPick, (picks) => {
        const priced = pricePicks(bowl, picks as CustomerPicks);
        const sum = priced.picks.reduce((a, p) => a + p.totalCents, 0);
        expect(priced.unitCents).toBe(bowl.priceCents + sum);
        for (const p of priced.picks) {
          expect(Number.isSafeInteger(p.totalCents) && p.totalCents >= 0).toBe(true);
          expect(p.totalCents).toBe(p.unitCents * p.quantity);
        }
      }),
    );
  });

  it('the order of the picks object does not matter', () => {
    const bowl = resolved('bowl', TUE_10AM);
    fc.assert(
      fc.property(bowlPick, (picks) => {
        const reversed = Object.fromEntries(Object.entries(picks).reverse()) as CustomerPicks;
        expect(pricePicks(bowl, reversed)).toEqual(pricePicks(bowl, picks as CustomerPicks));
        expect(validateItem(bowl, { customerPicks: reversed }).issues.map((i) => i.code).sort()).toEqual(
          validateItem(bowl, { customerPicks: picks as CustomerPicks }).issues.map((i) => i.code).sort(),
        );
      }),
    );
  });

  it('a cart-scope limit fires exactly when the matching quantity exceeds the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('p-pt', 'p-pt2', 'p-plain'), fc.integer({ min: 1, max: 4 })), { maxLength: 6 }), (spec) => {
        const lines = spec.map(([id, q]) => line(id, q));
        const total = spec.filter(([id]) => id !== 'p-plain').reduce((a, [, q]) => a + q, 0);
        const fired = checkQuantityLimits(limitProfile, lines).some((i) => i.params['ruleId'] === 'limit-5');
        expect(fired).toBe(total > 5);
      }),
    );
  });

  it('normalizeQuantity always gives a whole number >= 1', () => {
    fc.assert(fc.property(fc.double(), (q) => {
      const n = normalizeQuantity(q);
      expect(Number.isSafeInteger(n) && n >= 1).toBe(true);
    }));
  });
});

describe('limit messages read right for any name', () => {
  it.each([
    ['Fries', 'Fries'],
    ['Tamales', 'Tamales'],
    ['Gift Box', 'Gift Boxes'],
    ['Peach Smoothie', 'Peach Smoothies'],
    ['Berry', 'Berries'],
    ['Sandwich', 'Sandwiches'],
    ['Key Lime Pie', 'Key Lime Pies'],
  ])('%s -> %s', (name, plural) => {
    expect(pluralName(name)).toBe(plural);
  });

  it('names in menus and quotes carry no limit markers', () => {
    expect(withoutLimitMarkers('Promo Taco al Pastor (limit 5)', ['(limit 5)', '(limit 10)'])).toBe('Promo Taco al Pastor');
    expect(withoutLimitMarkers('Wings pw2 Lemon Pepper', ['pw2'])).toBe('Wings Lemon Pepper');
    expect(withoutLimitMarkers('(limit 5)', ['(limit 5)'])).toBe('(limit 5)');
  });
});

describe('limit messages for a shop that writes none', () => {
  const rules: Rule[] = [
    { id: 'two-pizzas', kind: 'quantity-limit', match: { nameContains: '(limit 5)' }, max: 2, scope: 'cart' },
    { id: 'one-cookie', kind: 'quantity-limit', match: { nameContains: '(limit 1)' }, max: 1, scope: 'per-name' },
    { id: 'day', kind: 'quantity-limit', match: { nameContains: '(limit 10)' }, max: 10, scope: 'per-customer-day' },
    { id: 'one-line', kind: 'quantity-limit', match: { nameContains: 'pw2' }, max: 99, scope: 'cart', maxLines: 1 },
  ];
  const profile = makeTestProfile({ menu: limitProfile.menu, rules });
  const messages = (lines: LimitLine[], ordered: Record<string, number> = {}) =>
    checkQuantityLimits(profile, lines, { orderedTodayByProductId: ordered }).map((i) => i.message);

  it.each<[string, LimitLine[], Record<string, number>, string[]]>([
    ['one product over the cap', [line('p-pt', 3)], {}, ['You cannot have more than 2 Promo Tacos in your cart.']],
    ['two products together', [line('p-pt', 2), line('p-pt2', 1)], {}, ['You cannot have more than 2 of Promo Taco and Fish Promo Taco together in your cart.']],
    ['a cap of one, singular', [line('p-cookie', 2)], {}, ['You cannot have more than 1 Cookie in your cart.']],
    ['a day cap counts earlier orders', [line('p-tam', 4)], { 'p-tam': 7 }, ['You cannot have more than 10 Tamales ordered on the same day.']],
    ['one line of a name', [line('p-pa', 1), line('p-pc', 1)], {}, ['Put all your Pie Apple and Pie Cherry on one line of your cart.']],
  ])('%s', (_name, lines, ordered, expected) => {
    expect(messages(lines, ordered)).toEqual(expected);
  });

  it('no message carries a name marker or another shop\'s words', () => {
    const all = messages([line('p-pt', 9), line('p-cookie', 3), line('p-tam', 11), line('p-pa', 1), line('p-pa', 1)]);
    expect(all).toHaveLength(4);
    for (const m of all) expect(m).not.toMatch(/\(limit|pw2|promo tacos/);
  });
});
