import { describe, expect, it } from 'vitest';
import type { ResolvedCategory, ResolvedProduct } from '../../../../engine/index.js';
import { matchesFilter, menuFiltersFor, searchIndex, unlistedCount } from './menu-filter.js';

const p = (id: string, name: string, extra: Partial<ResolvedProduct> = {}, description = ''): ResolvedProduct =>
  ({ id, name, description, tags: [], badges: [], dietary: [], priceCents: 100, ...extra }) as unknown as ResolvedProduct;
const cats = [{
  id: 'c', name: 'Plates', products: [
    p('a', 'Chicken Shawarma', { dietary: ['halal'], allergens: [], contains: [] }),
    p('b', 'Falafel Wrap', { dietary: ['vegan', 'halal'], allergens: ['gluten', 'wheat', 'sesame'], contains: ['gluten', 'wheat', 'sesame'] }, 'Crispy chickpea'),
    p('c', 'Crème brûlée', { dietary: ['vegetarian'], allergens: ['milk', 'eggs'], contains: ['milk', 'eggs'] }),
    p('d', 'Soup of the day'),
  ],
}] as unknown as ResolvedCategory[];
const index = searchIndex(cats);

describe('menu search and filters', () => {
  it('offers the dietary labels the menu carries and a "No ..." filter per allergen some listed dish has and another has not', () => {
    expect(menuFiltersFor(cats)).toEqual({
      dietary: [{ key: 'vegetarian', label: 'Vegetarian' }, { key: 'vegan', label: 'Vegan' }, { key: 'halal', label: 'Halal' }],
      freeFrom: [
        { key: 'no-milk', label: 'No milk' },
        { key: 'no-eggs', label: 'No eggs' },
        { key: 'no-gluten', label: 'No gluten' },
        { key: 'no-wheat', label: 'No wheat' },
        { key: 'no-sesame', label: 'No sesame' },
      ],
    });
  });
  it.each([
    [{ query: 'chick', tags: [] }, ['a', 'b']],
    [{ query: 'chick', tags: ['vegan'] }, ['b']],
    [{ query: 'creme', tags: [] }, ['c']],
    [{ query: 'wrap falafel', tags: [] }, ['b']],
    [{ query: '', tags: ['halal'] }, ['a', 'b']],
    // A vegan dish is vegetarian.
    [{ query: '', tags: ['vegetarian'] }, ['b', 'c']],
    // The soup lists no allergens: a "No ..." filter leaves it out.
    [{ query: '', tags: ['no-milk'] }, ['a', 'b']],
    [{ query: '', tags: ['no-wheat', 'no-milk'] }, ['a']],
    [{ query: '', tags: ['no-gluten', 'vegetarian'] }, ['c']],
    [{ query: 'pizza', tags: [] }, []],
  ])('%j', (filter, ids) => {
    expect(cats[0]!.products.filter((x) => matchesFilter(x, filter, index)).map((x) => x.id)).toEqual(ids);
  });
  it('counts the dishes a "No ..." filter leaves out for listing no allergens', () => {
    expect(unlistedCount(cats, { query: '', tags: ['no-milk'] })).toBe(1);
    expect(unlistedCount(cats, { query: '', tags: ['vegan'] })).toBe(0);
  });
});
