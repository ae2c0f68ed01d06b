import { describe, expect, it } from 'vitest';
import type { ResolvedCategory, ResolvedProduct } from '../../../../engine/index.js';
import { dietaryFiltersFor, matchesFilter, searchIndex } from './menu-filter.js';

const p = (id: string, name: string, tags: string[] = [], description = ''): ResolvedProduct =>
  ({ id, name, description, tags, badges: [], priceCents: 100 }) as unknown as ResolvedProduct;
const cats = [{ id: 'c', name: 'Plates', products: [p('a', 'Chicken Shawarma', ['halal']), p('b', 'Falafel Wrap', ['vegetarian', 'halal'], 'Crispy chickpea'), p('c', 'Crème brûlée')] }] as unknown as ResolvedCategory[];
const index = searchIndex(cats);

describe('menu search and dietary filters', () => {
  it('offers only the dietary tags the menu carries', () => {
    expect(dietaryFiltersFor(cats).map((f) => f.tag)).toEqual(['halal', 'vegetarian']);
  });
  it.each([
    [{ query: 'chick', tags: [] }, ['a', 'b']],
    [{ query: 'chick', tags: ['vegetarian'] }, ['b']],
    [{ query: 'creme', tags: [] }, ['c']],
    [{ query: 'wrap falafel', tags: [] }, ['b']],
    [{ query: '', tags: ['halal'] }, ['a', 'b']],
    [{ query: 'pizza', tags: [] }, []],
  ])('%j', (filter, ids) => {
    expect(cats[0]!.products.filter((x) => matchesFilter(x, filter, index)).map((x) => x.id)).toEqual(ids);
  });
});
