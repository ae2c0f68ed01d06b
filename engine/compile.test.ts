import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/generated/types.js';
import { clockAt, compileProfile } from './compile.js';
import { fixtureProfile, SAT_10AM, TUE_10AM } from './menu/fixtures.js';
import { resolveMenu, resolveProduct } from './menu/resolve.js';
import { makeTestProfile } from './menu/test-profile.js';
import { pricePicks, validateItem } from './validate/index.js';
import { priceCart } from './pricing/index.js';

describe('compileProfile', () => {
  const profile = fixtureProfile();
  const compiled = compileProfile(profile);

  it('is memoised per profile object', () => {
    expect(compileProfile(profile)).toBe(compiled);
    expect(compileProfile(fixtureProfile())).not.toBe(compiled);
  });

  it('indexes products by id with their category', () => {
    expect(compiled.productsById.size).toBe(14); // 8 mains, eggs, draft, Tuesday taco, mug, kebab, wrap
    expect(compiled.productsById.get('p-kebab')?.category.id).toBe('c-halal');
    expect(compiled.productsById.get('p-burger')?.basePriceCents).toBe(1099);
  });

  it('drops disabled rules and lists the rest by kind, in profile order', () => {
    expect(compiled.rules).toHaveLength(13);
    expect(compiled.rulesByKind.hide.map((r) => r.id)).toEqual(['hide-breakfast', 'no-mush']);
    expect(compiled.rulesByKind['price-factor'].map((r) => r.id)).toEqual(['50off', 'half-pep']);
    expect(compiled.rulesByKind['quantity-limit']).toEqual([]);
  });

  it('keeps the timed rules that touch a product', () => {
    const ids = (id: string): string[] =>
      (compiled.productsById.get(id)?.timedRules ?? []).map((i) => compiled.rules[i]!.id);
    expect(ids('p-pizza')).toEqual(['no-16in-weekend-lunch']);
    expect(ids('p-soda')).toEqual(['soda-day']);
    expect(ids('p-egg')).toEqual(['hide-breakfast']);
    expect(ids('p-taco')).toEqual([]);
  });

  it('the first listing of a repeated product id wins', () => {
    const p: Product = { id: 'dup', name: 'Twice', price: 1 };
    const two = makeTestProfile({
      menu: { subMenus: [{ id: 'a', name: 'A', products: [p] }, { id: 'b', name: 'B', products: [{ ...p, price: 2 }] }] },
    });
    expect(resolveProduct(two, 'dup', SAT_10AM)).toMatchObject({ categoryId: 'a', priceCents: 100 });
    expect(resolveMenu(two, SAT_10AM).categories.map((c) => c.products[0]?.priceCents)).toEqual([100, 200]);
  });

  it('clockAt reads the shop zone', () => {
    expect(clockAt(compiled, TUE_10AM).parts).toMatchObject({ weekday: 2, minutes: 600, date: '2026-03-10' });
  });

  it('resolved products are frozen so a shared form cannot be changed by a caller', () => {
    const p = resolveProduct(profile, 'p-pizza', SAT_10AM)!;
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.modgroups[0]!.modifiers[0]!)).toBe(true);
    expect(resolveProduct(profile, 'p-pizza', SAT_10AM + 60_000)).toBe(p); // same rule state, same object
    expect(resolveProduct(profile, 'p-pizza', TUE_10AM)).not.toBe(p);
  });
});

describe('caches on a large menu', () => {
  const products: Product[] = Array.from({ length: 500 }, (_, i) => ({
    id: `p${i}`, name: `Item ${i}`, price: (i % 40) + 0.99, tags: i % 5 === 0 ? ['50off'] : [],
    modgroups: [0, 1, 2].map((g) => ({
      id: `g${g}`, name: `Group ${g}`, type: g === 0 ? 'single' as const : 'multiple' as const, required: g === 0,
      modifiers: [0, 1, 2, 3, 4, 5].map((m) => ({ id: `m${g}-${m}`, name: `Mod ${m}`, price: m * 0.5 })),
    })),
  }));
  const big = makeTestProfile({
    menu: { subMenus: Array.from({ length: 10 }, (_, c) => ({ id: `c${c}`, name: `C${c}`, products: products.slice(c * 50, c * 50 + 50) })) },
    rules: [
      { id: '50off', kind: 'price-factor', target: 'product', match: { tags: ['50off'] }, factor: '0.5' },
      { id: 'wk', kind: 'unavailable', target: 'modifier', match: { nameEquals: 'Mod 5' }, when: { days: [0, 6], to: '16:00' }, reason: 'TIME_LIMITED' },
    ],
  });

  // Speed itself is measured by `npm run bench`; this checks the caches that make it fast.
  it('compiles a 500-product menu once and reuses resolved products while the rule state holds', () => {
    const compiled = compileProfile(big);
    expect(compileProfile(big)).toBe(compiled);
    expect(compiled.productsById.size).toBe(500);
    const first = resolveProduct(big, 'p7', TUE_10AM)!;
    expect(resolveProduct(big, 'p7', TUE_10AM + 60_000)).toBe(first);
    expect(validateItem(first, { customerPicks: { 'm0-1': true, 'm1-2': true } }).ok).toBe(true);
    expect(pricePicks(first, { 'm0-1': true, 'm1-2': true }).modifiersCents).toBe(50 + 100);
  });
});

describe('a product that gives no price is a market-price item', () => {
  // No price, null and blank are not numeric: each is sold at market price, as "MP" is.
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 0, to: 86_400_000 }] }));
  const shop = makeTestProfile({
    settings: { hours: { pickUp: allDay, delivery: allDay } },
    menu: {
      subMenus: [{
        id: 'c', name: 'Counter', products: [
          { id: 'missing', name: 'Catch of the Day' },
          { id: 'null', name: 'Oysters', price: null },
          { id: 'blank', name: 'Crab', price: ' ' },
          { id: 'mp', name: 'Lobster', price: 'MP' },
          { id: 'fries', name: 'Fries', price: 3, modgroups: [{ id: 'g', name: 'Dip', modifiers: [{ id: 'ketchup', name: 'Ketchup' }] }] },
        ],
      }],
    },
  });

  it('resolves as market price, while an option with no price stays free', () => {
    const menu = resolveMenu(shop, TUE_10AM).categories[0]!.products;
    expect(menu.map((p) => [p.id, p.priceCents, p.marketPrice])).toEqual([
      ['missing', 0, true], ['null', 0, true], ['blank', 0, true], ['mp', 0, true], ['fries', 300, false],
    ]);
    expect(resolveProduct(shop, 'fries', TUE_10AM)!.modgroups[0]!.modifiers[0]).toMatchObject({ priceCents: 0, marketPrice: false });
  });

  it('counts as a market-price item in a quote, and a card cart with it cannot be prepaid', () => {
    const cart = { cartType: 'PICKUP' as const, name: 'Ann', phone: '2135550123', products: [{ productId: 'missing', quantity: 2 }, { productId: 'null', quantity: 1 }, { productId: 'fries', quantity: 1 }] };
    const card = priceCart(shop, { ...cart, paymentType: 'CARD' }, { now: TUE_10AM });
    expect(card.lines.map((l) => [l.productId, l.unitCents, l.totalCents])).toEqual([['missing', 0, 0], ['null', 0, 0], ['fries', 300, 300]]);
    expect(card.totals.marketPriceItems).toBe(2);
    expect(card.totals.subtotalCents).toBe(300);
    expect(card.blockers.map((b) => b.code)).toContain('MARKET_PRICE_PREPAY');
    expect(priceCart(shop, { ...cart, paymentType: 'CASH' }, { now: TUE_10AM }).blockers.map((b) => b.code)).not.toContain('MARKET_PRICE_PREPAY');
  });
});
