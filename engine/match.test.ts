import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Selector } from '../schemas/generated/types.js';
import {
  keywordsOf,
  matchesCategory,
  matchesModgroup,
  matchesModifier,
  matchesProduct,
  textOf,
  type CategoryLike,
  type ModgroupLike,
  type ModifierLike,
  type ProductLike,
} from './match.js';

const breakfast: CategoryLike = { id: 'c-1', name: { en: 'Breakfast Burritos' }, tag: 'breakfast, hide-online' };
const retail: CategoryLike = { id: 'c-2', name: 'RETAIL Goods', tag: null };
const burrito: ProductLike = { id: 'p-1', name: { en: 'Bacon Burrito (limit 10)', kr: '베이컨' }, tags: ['50off', 'halal spicy'] };
const tote: ProductLike = { id: 'p-2', name: 'Tote Bag', tags: '20off,retail' };
const bare: ProductLike = { id: 'p-3', name: 'Water' };
const size: ModgroupLike = { id: 'g-1', name: { en: 'Size' } };
const extras: ModgroupLike = { id: 'g-2', name: 'Extras' };
const large: ModifierLike = { id: 'm-1', name: '16in Large' };
const cheese: ModifierLike = { id: 'm-2', name: { en: 'Cheese' } };

const sel = (s: Selector): Selector => s;

describe('textOf', () => {
  it.each([
    ['plain string', 'Tote', 'Tote'],
    ['localized', { en: 'Size', kr: '크기' }, 'Size'],
    ['localized without en', { kr: '크기' }, ''],
    ['undefined', undefined, ''],
    ['null', null, ''],
  ] as const)('%s', (_label, name, expected) => {
    expect(textOf(name)).toBe(expected);
  });
});

describe('keywordsOf', () => {
  it.each([
    ['spaces and commas', 'breakfast, hide  tuesday-only', ['breakfast', 'hide', 'tuesday-only']],
    ['array entries split too', ['50off', 'halal spicy'], ['50off', 'halal', 'spicy']],
    ['leading/trailing separators', ' ,hide, ', ['hide']],
    ['empty string', '', []],
    ['null', null, []],
    ['undefined', undefined, []],
  ] as const)('%s', (_label, tag, expected) => {
    expect(keywordsOf(tag)).toEqual(expected);
  });
});

describe('matchesCategory', () => {
  it.each([
    ['ids hit', sel({ ids: ['x', 'c-1'] }), breakfast, true],
    ['ids miss', sel({ ids: ['c-9'] }), breakfast, false],
    ['tags: whole keyword', sel({ tags: ['breakfast'] }), breakfast, true],
    ['tags: case-insensitive', sel({ tags: ['BREAKFAST'] }), breakfast, true],
    ['tags: a part of a keyword is not a keyword', sel({ tags: ['hide'] }), breakfast, false],
    ['tagContains: substring of raw text', sel({ tagContains: 'hide' }), breakfast, true],
    ['tagContains: case-sensitive', sel({ tagContains: 'HIDE' }), breakfast, false],
    ['tagContains on a null tag', sel({ tagContains: 'hide' }), retail, false],
    ['nameContains on {en}', sel({ nameContains: 'Burritos' }), breakfast, true],
    ['nameContains on a string name', sel({ nameContains: 'RETAIL' }), retail, true],
    ['nameContains is case-sensitive', sel({ nameContains: 'retail' }), retail, false],
    ['nameEquals exact', sel({ nameEquals: 'RETAIL Goods' }), retail, true],
    ['nameEquals partial fails', sel({ nameEquals: 'RETAIL' }), retail, false],
    ['categoryIds test the category itself', sel({ categoryIds: ['c-2'] }), retail, true],
    ['categoryTags test the category itself', sel({ categoryTags: ['hide-online'] }), breakfast, true],
    ['categoryNameContains', sel({ categoryNameContains: 'Break' }), breakfast, true],
    ['productIds never match a category', sel({ productIds: ['p-1'] }), breakfast, false],
    ['modgroupIds never match a category', sel({ modgroupIds: ['g-1'] }), breakfast, false],
    ['AND: both fields must match', sel({ ids: ['c-1'], tags: ['lunch'] }), breakfast, false],
    ['AND: both match', sel({ ids: ['c-1'], tags: ['lunch', 'breakfast'] }), breakfast, true],
  ])('%s', (_label, selector, category, expected) => {
    expect(matchesCategory(selector, category)).toBe(expected);
  });
});

describe('matchesProduct', () => {
  it.each([
    ['ids hit', sel({ ids: ['p-1'] }), burrito, breakfast, true],
    ['tags from an array, entries split', sel({ tags: ['spicy'] }), burrito, breakfast, true],
    ['tags from a comma string', sel({ tags: ['retail'] }), tote, retail, true],
    ['tags test the product, not the category', sel({ tags: ['breakfast'] }), burrito, breakfast, false],
    ['tags on a product without tags', sel({ tags: ['50off'] }), bare, retail, false],
    ['tagContains on joined array', sel({ tagContains: 'off' }), burrito, breakfast, true],
    ['tagContains across array entries joined by space', sel({ tagContains: '50off halal' }), burrito, breakfast, true],
    ['nameContains marker', sel({ nameContains: '(limit 10)' }), burrito, breakfast, true],
    ['nameContains uses English only', sel({ nameContains: '베이컨' }), burrito, breakfast, false],
    ['nameEquals', sel({ nameEquals: 'Tote Bag' }), tote, retail, true],
    ['categoryIds owning category', sel({ categoryIds: ['c-1'] }), burrito, breakfast, true],
    ['categoryIds other category', sel({ categoryIds: ['c-2'] }), burrito, breakfast, false],
    ['categoryTags', sel({ categoryTags: ['breakfast'] }), burrito, breakfast, true],
    ['categoryNameContains RETAIL', sel({ categoryNameContains: 'RETAIL' }), tote, retail, true],
    ['productIds test the product itself', sel({ productIds: ['p-2'] }), tote, retail, true],
    ['productTags', sel({ productTags: ['50off'] }), burrito, breakfast, true],
    ['productNameContains', sel({ productNameContains: 'Tote' }), tote, retail, true],
    ['modgroupIds never match a product', sel({ modgroupIds: ['g-1'] }), burrito, breakfast, false],
    ['AND across owner and self', sel({ categoryIds: ['c-1'], tags: ['50off'] }), burrito, breakfast, true],
    ['AND fails on one field', sel({ categoryIds: ['c-1'], tags: ['20off'] }), burrito, breakfast, false],
  ])('%s', (_label, selector, product, category, expected) => {
    expect(matchesProduct(selector, product, category)).toBe(expected);
  });
});

describe('matchesModgroup', () => {
  it.each([
    ['ids', sel({ ids: ['g-1'] }), size, true],
    ['nameEquals own name', sel({ nameEquals: 'Size' }), size, true],
    ['tags test the owning product', sel({ tags: ['halal'] }), size, true],
    ['tags miss', sel({ tags: ['retail'] }), size, false],
    ['productIds', sel({ productIds: ['p-1'] }), extras, true],
    ['productNameContains', sel({ productNameContains: 'Bacon' }), extras, true],
    ['modgroupIds test the group itself', sel({ modgroupIds: ['g-2'] }), extras, true],
    ['modgroupNameContains', sel({ modgroupNameContains: 'Ext' }), size, false],
    ['categoryTags', sel({ categoryTags: ['breakfast'] }), size, true],
  ])('%s', (_label, selector, group, expected) => {
    expect(matchesModgroup(selector, group, burrito, breakfast)).toBe(expected);
  });
});

describe('matchesModifier', () => {
  it.each([
    ['ids', sel({ ids: ['m-1'] }), large, size, true],
    ['ids do not test the group', sel({ ids: ['g-1'] }), large, size, false],
    ['nameContains own name', sel({ nameContains: '16in' }), large, size, true],
    ['nameContains not the group name', sel({ nameContains: 'Size' }), large, size, false],
    ['modgroupIds', sel({ modgroupIds: ['g-1'] }), large, size, true],
    ['modgroupNameContains', sel({ modgroupNameContains: 'Extra' }), cheese, extras, true],
    ['productTags', sel({ productTags: ['50off'] }), cheese, extras, true],
    ['tags test the owning product', sel({ tags: ['halal'] }), cheese, extras, true],
    ['tagContains on the owning product', sel({ tagContains: 'spic' }), cheese, extras, true],
    ['everything at once', sel({ ids: ['m-1'], modgroupIds: ['g-1'], productIds: ['p-1'], categoryIds: ['c-1'] }), large, size, true],
    ['everything but one', sel({ ids: ['m-1'], modgroupIds: ['g-2'], productIds: ['p-1'], categoryIds: ['c-1'] }), large, size, false],
  ])('%s', (_label, selector, modifier, group, expected) => {
    expect(matchesModifier(selector, modifier, group, burrito, breakfast)).toBe(expected);
  });
});

describe('properties', () => {
  const word = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  it('a tag list matches a category iff it shares a keyword with the tag text', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', ',', ', '), (have, want, sep) => {
        const category: CategoryLike = { id: 'c', name: 'C', tag: have.join(sep) };
        const expected = want.some((w) => have.includes(w));
        expect(matchesCategory({ tags: want as [string, ...string[]] }, category)).toBe(expected);
      }),
    );
  });
  it('adding a field to a selector never turns a miss into a hit (AND)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(word, { minLength: 1, maxLength: 3 }), (ids, tags) => {
        const product: ProductLike = { id: ids[0]!, name: 'P', tags: tags.slice(1) };
        const narrow = matchesProduct({ ids: ids as [string, ...string[]], tags: tags as [string, ...string[]] }, product, retail);
        const wide = matchesProduct({ ids: ids as [string, ...string[]] }, product, retail);
        expect(!narrow || wide).toBe(true);
      }),
    );
  });
  it('the same selector object gives the same answer on repeated calls (compile cache)', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const s: Selector = { nameContains: a };
        const p: ProductLike = { id: 'x', name: b };
        expect(matchesProduct(s, p, retail)).toBe(b.includes(a));
        expect(matchesProduct(s, p, retail)).toBe(b.includes(a));
      }),
    );
  });
});
