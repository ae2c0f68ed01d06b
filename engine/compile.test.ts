import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/generated/types.js';
import { clockAt, compileProfile } from './compile.js';
import { fixtureProfile, SAT_10AM, TUE_10AM } from './menu/fixtures.js';
import { resolveMenu, resolveProduct } from './menu/resolve.js';
import { makeTestProfile } from './menu/test-profile.js';
import { pricePicks, validateItem } from './validate/index.js';

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
