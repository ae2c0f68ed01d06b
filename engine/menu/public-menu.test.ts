import { describe, expect, it } from 'vitest';
import type { Rule } from '../../schemas/generated/types.js';
import { makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { publicMenu } from './public-menu.js';
import { resolveMenu } from './resolve.js';

const RULES: Rule[] = [
  { id: 'taco-markup', kind: 'price-increase', target: 'product', match: { tags: ['taco'] }, amountCents: 100 },
  { id: 'burger-half', kind: 'price-factor', target: 'product', match: { ids: ['p-burger'] }, percentOff: 50 },
  { id: 'burger-then-markup', kind: 'price-increase', target: 'product', match: { ids: ['p-burger'] }, amountCents: 25 },
  { id: 'bacon-quiet', kind: 'fixed-price', target: 'modifier', match: { ids: ['m-bacon'] }, priceCents: 300, showOriginalPrice: false },
];
const menu = resolveMenu(makeProfile({ rules: RULES }), NOON);
const products = (m: typeof menu) => new Map(m.categories.flatMap((c) => c.products).map((p) => [p.id, p]));

describe('publicMenu', () => {
  it('drops the steps of rules customers are not shown and keeps every price', () => {
    const full = products(menu);
    const pub = products(publicMenu(menu));
    // Taco 4.00 + 1.00 and burrito 9.99 + 1.00, as markups: the price only.
    expect([full.get('p-taco')?.priceSteps?.map((s) => s.ruleId), pub.get('p-taco')?.priceSteps]).toEqual([['taco-markup'], undefined]);
    expect([pub.get('p-taco')?.priceCents, pub.get('p-burrito')?.priceCents]).toEqual([500, 1099]);
    // Burger 10.00 halved (shown struck through), then 0.25 more (not shown): 525.
    expect(pub.get('p-burger')?.priceCents).toBe(525);
    expect(pub.get('p-burger')?.priceSteps).toEqual([{ ruleId: 'burger-half', kind: 'price-factor', fromCents: 1000, toCents: 500 }]);
    const bacon = (m: Map<string, (typeof menu)['categories'][number]['products'][number]>) => m.get('p-burger')!.modgroups[0]!.modifiers.find((x) => x.id === 'm-bacon')!;
    expect(bacon(full).priceSteps?.map((s) => s.staffOnly)).toEqual([true]);
    expect([bacon(pub).priceCents, bacon(pub).priceSteps]).toEqual([300, undefined]);
    const json = JSON.stringify(publicMenu(menu));
    for (const id of ['taco-markup', 'burger-then-markup', 'bacon-quiet']) expect(json).not.toContain(id);
    expect(json).toContain('burger-half');
  });

  it('shares what has no such step, and returns a menu without any as it is', () => {
    const pub = publicMenu(menu);
    const drinks = menu.categories.find((c) => c.id === 'c-drinks')!;
    expect(pub.categories.find((c) => c.id === 'c-drinks')).toBe(drinks);
    const plain = resolveMenu(makeProfile({ rules: [RULES[1]!] }), NOON);
    expect(publicMenu(plain)).toBe(plain);
  });
});
