import { describe, expect, it } from 'vitest';
import { priceLine } from './line-price.js';
import type { ResolvedProduct } from '../menu/types.js';

const burger = {
  id: 'b', name: 'Burger', categoryId: 'c', categoryName: 'Mains', priceCents: 1200, marketPrice: false, photoUrl: 'no-pic', tags: [], badges: [],
  visible: true, available: true, orderDisabled: false, orderable: true,
  modgroups: [{ id: 'x', name: 'Extras', type: 'multiple', required: false, modifiers: [
    { id: 'bacon', name: 'Bacon', priceCents: 200, marketPrice: false, available: true },
    { id: 'egg', name: 'Egg', priceCents: 125, marketPrice: false, available: true },
  ] }],
} as unknown as ResolvedProduct;

describe('priceLine', () => {
  it.each([
    [{}, 1, 1200, 1200],
    [{ bacon: true }, 2, 1400, 2800],
    [{ bacon: true, egg: true }, 3, 1525, 4575],
    [{ egg: true }, 2.9, 1325, 2650],
    [{ egg: true }, 0, 1325, 1325],
  ])('picks %j x %s = unit %i, total %i', (picks, q, unit, total) => {
    const r = priceLine(burger, picks, q);
    expect(r.unitCents).toBe(unit);
    expect(r.totalCents).toBe(total);
  });
});
