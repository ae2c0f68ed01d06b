import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product, Rule } from '../../schemas/generated/types.js';
import { resolveMenu, resolveProduct } from './resolve.js';
import { resolvePhotoUrl } from './photo.js';
import { fixtureProfile, SAT_10AM, TUE_10AM } from './fixtures.js';
import { makeTestProfile } from './test-profile.js';
import type { ResolvedProduct } from './types.js';

const profile = fixtureProfile();
const product = (id: string, now: number): ResolvedProduct => {
  const p = resolveProduct(profile, id, now);
  if (!p) throw new Error(`fixture has no product ${id}`);
  return p;
};

describe('category visibility', () => {
  it.each([
    ['Saturday 10:00', SAT_10AM, ['c-main', 'c-breakfast', 'c-retail', 'c-halal']],
    ['Tuesday 10:00', TUE_10AM, ['c-main', 'c-tue', 'c-retail', 'c-halal']],
  ])('%s shows %j (drafts never)', (_name, now, ids) => {
    expect(resolveMenu(profile, now).categories.map((c) => c.id)).toEqual(ids);
  });

  it('a product of a hidden category still resolves, not visible and not orderable', () => {
    const egg = product('p-egg', TUE_10AM);
    expect([egg.visible, egg.orderable]).toEqual([false, false]);
    expect(product('p-egg', SAT_10AM).orderable).toBe(true);
    expect(product('p-draft', SAT_10AM).visible).toBe(false);
  });

  it('disableOrder makes the category\'s products unorderable but visible', () => {
    const mug = product('p-mug', SAT_10AM);
    expect([mug.visible, mug.available, mug.orderDisabled, mug.orderable]).toEqual([true, true, true, false]);
  });

  it('an unknown product id resolves to undefined', () => {
    expect(resolveProduct(profile, 'nope', SAT_10AM)).toBeUndefined();
  });
});

describe('product prices', () => {
  it.each<[string, number, number, number | undefined, boolean]>([
    // id, instant, priceCents, originalPriceCents, marketPrice
    ['p-burger', SAT_10AM, 549, 1099, false], // 50off: floor(1099 x 0.5) = floor(549.5)
    ['p-taco', SAT_10AM, 433, undefined, false], // '3.333' floors to 333, +100, no original shown
    ['p-fish', SAT_10AM, 0, undefined, true], // market price: +100 skipped for zero-priced
    ['p-soda', SAT_10AM, 200, undefined, false], // fixed price only on 2026-03-10
    ['p-soda', TUE_10AM, 150, 200, false],
    ['p-juice', SAT_10AM, 499, 599, false], // the menu's originalPrice
    ['p-mug', SAT_10AM, 1200, undefined, false],
  ])('%s at %i → %i (original %s)', (id, now, price, original, market) => {
    const p = product(id, now);
    expect(p.priceCents).toBe(price);
    expect(p.originalPriceCents).toBe(original);
    expect(p.marketPrice).toBe(market);
  });

  it('records the price steps of the rules that fired', () => {
    expect(product('p-burger', SAT_10AM).priceSteps).toEqual([
      { ruleId: '50off', kind: 'price-factor', fromCents: 1099, toCents: 549 },
    ]);
    expect(product('p-soda', SAT_10AM).priceSteps).toBeUndefined();
  });

  it('a disabled rule does nothing', () => {
    expect(product('p-burger', SAT_10AM).visible).toBe(true);
  });

  it.each<[string | undefined, number]>([
    [undefined, 249], // default floor: 333 x 0.75 = 249.75
    ['floor', 249],
    ['ceil', 250],
    ['half-up', 250],
  ])('price-factor rounding %s → %i', (rounding, expected) => {
    const odd: Product = { id: 'p-odd', name: 'Odd', price: '3.33' };
    const rule: Rule = { id: 'f', kind: 'price-factor', target: 'product', match: { ids: ['p-odd'] }, factor: '0.75', ...(rounding ? { rounding: rounding as 'floor' } : {}) };
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products: [odd] }] }, rules: [rule] });
    expect(resolveProduct(p, 'p-odd', SAT_10AM)).toMatchObject({ priceCents: expected, originalPriceCents: 333 });
  });

  it('numeric price text with no digit before or after the point, or a plus sign, is a price, not a market price', () => {
    // ".99" = 99 cents, "5." = 500, "+5" = 500, an option at ".5" = 50; "0x10" is not numeric.
    const products: Product[] = [
      { id: 'a', name: 'A', price: '.99' },
      { id: 'b', name: 'B', price: '5.' },
      { id: 'c', name: 'C', price: '+5', modgroups: [{ id: 'g', name: 'G', modifiers: [{ id: 'm', name: 'M', price: '.5' }] }] },
      { id: 'd', name: 'D', price: '0x10' },
    ];
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'cat', name: 'Cat', products }] } });
    const got = resolveMenu(p, SAT_10AM).categories[0]!.products.map((x) => [x.id, x.priceCents, x.marketPrice]);
    expect(got).toEqual([['a', 99, false], ['b', 500, false], ['c', 500, false], ['d', 0, true]]);
    expect(resolveProduct(p, 'c', SAT_10AM)!.modgroups[0]!.modifiers[0]!.priceCents).toBe(50);
  });

  it('a rule with showOriginalPrice false hides the original', () => {
    const odd: Product = { id: 'p-odd', name: 'Odd', price: 4 };
    const rule: Rule = { id: 'f', kind: 'price-factor', target: 'product', match: { ids: ['p-odd'] }, factor: '0.5', showOriginalPrice: false };
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products: [odd] }] }, rules: [rule] });
    expect(resolveProduct(p, 'p-odd', SAT_10AM)).toMatchObject({ priceCents: 200 });
    expect(resolveProduct(p, 'p-odd', SAT_10AM)?.originalPriceCents).toBeUndefined();
  });

  it('price-increase with skipZeroPriced false raises a free item', () => {
    const free: Product = { id: 'p-free', name: 'Free', price: 0 };
    const rules: Rule[] = [
      { id: 'up', kind: 'price-increase', target: 'product', match: { ids: ['p-free'] }, amountCents: 100, skipZeroPriced: false },
    ];
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products: [free] }] }, rules });
    expect(resolveProduct(p, 'p-free', SAT_10AM)?.priceCents).toBe(100);
  });
});

describe('availability', () => {
  it.each<[string, number, boolean, string | undefined, string | undefined]>([
    ['p-tamale', SAT_10AM, false, 'OUT_OF_STOCK', '*OUT OF STOCK'],
    ['p-oyster', SAT_10AM, false, 'DINE_IN_ONLY', '*not availalbe online'],
    ['p-burger', SAT_10AM, true, undefined, undefined],
  ])('%s', (id, now, available, reason, label) => {
    const p = product(id, now);
    expect([p.available, p.unavailableReason, p.label, p.orderable]).toEqual([available, reason, label, available]);
  });

  it.each([
    ['Saturday 10:00', SAT_10AM, false],
    ['Saturday 16:00', Date.parse('2026-03-08T00:00:00Z'), true],
    ['Sunday 15:59 PDT', Date.parse('2026-03-08T22:59:00Z'), false],
    ['Tuesday 10:00', TUE_10AM, true],
  ])('the 16in option at %s: available %s', (_name, now, available) => {
    const size = product('p-pizza', now).modgroups.find((g) => g.id === 'g-size');
    const m16 = size?.modifiers.find((m) => m.id === 'm-16in');
    expect(m16?.available).toBe(available);
    expect(m16?.unavailableReason).toBe(available ? undefined : 'TIME_LIMITED');
    expect(m16?.label).toBe(available ? undefined : '*not available right now');
  });
});

describe('modifier groups', () => {
  it.each([
    ['Saturday', SAT_10AM, ['g-size', 'g-top', 'g-drink', 'g-drink-fixed', 'g-drink-plain', 'g-sauce']],
    ['Tuesday', TUE_10AM, ['g-size', 'g-top', 'g-tue', 'g-drink', 'g-drink-fixed', 'g-drink-plain', 'g-sauce']],
  ])('on %s: quantity group hidden, daysOfWeek, removed group', (_name, now, ids) => {
    expect(product('p-pizza', now).modgroups.map((g) => g.id)).toEqual(ids);
  });

  it.each<[string, [string, number][]]>([
    ['g-drink', [['m-water', 0], ['p-soda', 160], ['p-juice', 400]]], // ceil(200 x 0.8), ceil(499 x 0.8 = 399.2)
    ['g-drink-fixed', [['p-soda', 100], ['p-juice', 100]]],
    ['g-drink-plain', [['p-soda', 200], ['p-juice', 499]]], // tag compared case-insensitively
    ['g-top', [['m-pep', 75]]], // half-up of 150 x 0.5; Mushroom hidden
  ])('%s modifiers and prices', (groupId, expected) => {
    const g = product('p-pizza', SAT_10AM).modgroups.find((x) => x.id === groupId);
    expect(g?.modifiers.map((m) => [m.id, m.priceCents])).toEqual(expected);
  });

  it('groups with no modifiers are skipped: none written, an empty list, or every one hidden', () => {
    const bowl: Product = {
      id: 'p-bowl', name: 'Bowl', price: '9.00',
      modgroups: [
        { id: 'g-empty', name: 'Nothing here', type: 'multiple', modifiers: [] },
        { id: 'g-base', name: 'Base', type: 'single', required: true, modifiers: [{ id: 'm-rice', name: 'Rice' }] },
        { id: 'g-none', name: 'No list', type: 'multiple' },
        { id: 'g-gone', name: 'All hidden', type: 'multiple', modifiers: [{ id: 'm-gone', name: 'Gone', price: '1.00' }] },
        { id: 'g-hidden-once', name: 'Toppings', type: 'multiple', modifiers: [{ id: 'm-gone-2', name: 'Gone too' }, { id: 'm-egg', name: 'Egg', price: '1.50' }] },
      ],
    };
    const rules: Rule[] = [{ id: 'no-gone', kind: 'hide', target: 'modifier', match: { ids: ['m-gone', 'm-gone-2'] } }];
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products: [bowl] }] }, rules });
    const groups = (r: ResolvedProduct | undefined) => r?.modgroups.map((g) => [g.id, g.modifiers.map((m) => m.id)]);
    const expected = [['g-base', ['m-rice']], ['g-hidden-once', ['m-egg']]];
    expect(groups(resolveProduct(p, 'p-bowl', SAT_10AM))).toEqual(expected);
    expect(groups(resolveMenu(p, SAT_10AM).categories[0]!.products[0])).toEqual(expected);
  });

  it('generated modifiers take the product name and are marked', () => {
    const g = product('p-pizza', SAT_10AM).modgroups.find((x) => x.id === 'g-drink');
    expect(g?.modifiers[1]).toMatchObject({ id: 'p-soda', name: 'Soda', generated: true });
  });

  it('priceIf of the group is resolved to cents on each modifier', () => {
    const g = product('p-pizza', SAT_10AM).modgroups.find((x) => x.id === 'g-sauce');
    expect(g?.showIf).toBe('m-16in');
    expect(g?.modifiers[0]?.priceIf).toEqual([{ match: 'm-16in', priceCents: 75 }]);
    expect(g?.modifiers[0]?.priceCents).toBe(50);
  });
});

describe('badges, tags, tax, photos', () => {
  it('badges from badge rules on categories and products', () => {
    const menu = resolveMenu(profile, SAT_10AM);
    const grill = menu.categories.find((c) => c.id === 'c-halal');
    expect(grill?.badges).toEqual(['Halal']);
    expect(grill?.products.map((p) => [p.id, p.badges])).toEqual([['p-kebab', ['Halal']], ['p-wrap', []]]);
  });

  it.each<[string, string | undefined]>([
    ['p-mug', '0'], // own taxP
    ['p-wrap', '8'], // own taxP beats the tax-rate rule
    ['p-kebab', '7.25'], // tax-rate rule
    ['p-burger', undefined], // shop default applies in pricing
  ])('%s taxPercent %s', (id, tax) => {
    expect(product(id, SAT_10AM).taxPercent).toBe(tax);
  });

  it('tags: arrays as given, a string split into keywords, none empty', () => {
    expect(product('p-burger', SAT_10AM).tags).toEqual(['50off']);
    expect(product('p-juice', SAT_10AM).tags).toEqual(['drink', 'fresh']);
    expect(product('p-taco', SAT_10AM).tags).toEqual([]);
  });

  it('carries the category name and id', () => {
    expect(product('p-kebab', SAT_10AM)).toMatchObject({ categoryId: 'c-halal', categoryName: 'Grill' });
  });

  const shop = { shopId: 'juicestop', site: { id: 'juice-cafe' } };
  it.each<[Parameters<typeof resolvePhotoUrl>[0], string]>([
    [undefined, 'no-pic'],
    [null, 'no-pic'],
    ['', 'no-pic'],
    ['https://example.org/a.jpg', 'https://example.org/a.jpg'],
    [{ url: '/x.png' }, '/x.png'],
    [{ type: 'g', s: 'burger', e: 'jpg' }, '/media/juicestop/burger.jpg'],
    [{ type: 'g', id: 'b 2', e: 'jpg' }, '/media/juicestop/b%202.jpg'],
    [{ type: 'cl', pid: 'abc123' }, '/media/cl/abc123'],
    [{ type: 'local', id: 'mug', e: 'png' }, '/shops/juice-cafe/images/mug.png'],
    [{ type: 'g' }, 'no-pic'],
    [{ type: 'other' }, 'no-pic'],
  ])('photo %j → %s', (photo, url) => {
    expect(resolvePhotoUrl(photo, shop)).toBe(url);
  });

  it('local photos without a site use the shop id', () => {
    expect(product('p-mug', SAT_10AM).photoUrl).toBe('/shops/testshop/images/mug.png');
    expect(product('p-burger', SAT_10AM).photoUrl).toBe('/media/testshop/burger.jpg');
  });
});

describe('list cap', () => {
  const many = (n: number): Product[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Item ${i}`, price: 1 }));
  it.each([
    [10, [], 10, 10],
    [50, [], 50, 50],
    [120, [], 50, 120],
    [120, [{ id: 'h', kind: 'hide', target: 'product', match: { ids: ['p0', 'p1'] } } as Rule], 50, 118],
  ])('%i products, rules %j → %i listed of %i', (n, rules, listed, total) => {
    const p = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products: many(n) }] }, rules });
    const menu = resolveMenu(p, SAT_10AM);
    expect(menu.cap).toBe(50);
    expect(menu.categories[0]?.products.length).toBe(listed);
    expect(menu.categories[0]?.totalProducts).toBe(total);
  });

  it('stamps the instant in the shop offset', () => {
    expect(resolveMenu(profile, TUE_10AM).at).toBe('2026-03-10T10:00:00.000-07:00');
    expect(resolveMenu(profile, SAT_10AM).at).toBe('2026-03-07T10:00:00.000-08:00');
  });
});

describe('properties', () => {
  const price = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    fc.stringMatching(/^[0-9]{1,4}(\.[0-9]{1,3})?$/),
    fc.constantFrom('MP', 'market', ''),
  );
  const factor = fc.stringMatching(/^0\.[0-9]{1,3}$/);

  it('resolved prices are integers >= 0 and a floor factor never raises a price', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 20 }), factor, fc.integer({ min: -500, max: 500 }), (prices, f, inc) => {
        const products: Product[] = prices.map((pr, i) => ({ id: `p${i}`, name: `P${i}`, price: pr, tags: ['sale'] }));
        const base = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products }] } });
        const rules: Rule[] = [
          { id: 'f', kind: 'price-factor', target: 'product', match: { tags: ['sale'] }, factor: f },
          { id: 'i', kind: 'price-increase', target: 'product', match: { tags: ['sale'] }, amountCents: inc },
        ];
        const ruled = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products }] }, rules: rules.slice(0, 1) });
        const both = makeTestProfile({ menu: { subMenus: [{ id: 'c', name: 'C', products }] }, rules });
        const before = resolveMenu(base, SAT_10AM).categories[0]!.products;
        const after = resolveMenu(ruled, SAT_10AM).categories[0]!.products;
        const all = resolveMenu(both, SAT_10AM).categories[0]!.products;
        before.forEach((p, i) => {
          expect(Number.isSafeInteger(after[i]!.priceCents) && after[i]!.priceCents >= 0).toBe(true);
          expect(after[i]!.priceCents).toBeLessThanOrEqual(p.priceCents);
          expect(Number.isSafeInteger(all[i]!.priceCents) && all[i]!.priceCents >= 0).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('resolving is deterministic and does not depend on earlier calls', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(SAT_10AM, TUE_10AM), { minLength: 1, maxLength: 6 }), (instants) => {
        const fresh = fixtureProfile();
        for (const now of instants) {
          expect(JSON.parse(JSON.stringify(resolveMenu(fresh, now)))).toEqual(
            JSON.parse(JSON.stringify(resolveMenu(fixtureProfile(), now))),
          );
        }
      }),
      { numRuns: 20 },
    );
  });

  it('the menu lists only visible products, each at most cap per category', () => {
    fc.assert(
      fc.property(fc.integer({ min: SAT_10AM - 7 * 86_400_000, max: SAT_10AM + 14 * 86_400_000 }), (now) => {
        for (const c of resolveMenu(profile, now).categories) {
          expect(c.products.length).toBeLessThanOrEqual(50);
          expect(c.products.length).toBeLessThanOrEqual(c.totalProducts);
          for (const p of c.products) expect(p.visible).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });
});
