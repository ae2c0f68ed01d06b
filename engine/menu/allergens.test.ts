/**
 * Allergens and dietary labels, worked by hand on a small menu: what each product contains as it
 * opens, what a line contains with its picks (options that start picked, removals, required groups,
 * nested groups, combos), the quote's lines and allergy note, and the badges a product draws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, Menu, Rule } from '../../schemas/generated/types.js';
import { priceCart } from '../pricing/index.js';
import { makeTestProfile } from './test-profile.js';
import {
  ALLERGEN_IDS,
  allergenSet,
  allergensText,
  dietaryConflicts,
  dietaryLabelsOf,
  lineAllergens,
  productBadges,
} from './allergens.js';
import { resolveMenu, resolveProduct, withOutOfStock } from './resolve.js';
import menuSchema from '../../schemas/menu.schema.json' with { type: 'json' };

const NOON = Date.parse('2026-03-10T12:00:00-07:00');

const MENU: Menu = {
  subMenus: [
    {
      id: 'c-mains',
      name: 'Mains',
      products: [
        {
          id: 'p-burger', name: 'Burger', price: '10.00', allergens: ['wheat', 'sesame'],
          modgroups: [
            { id: 'g-cheese', name: 'Cheese', type: 'multiple', modifiers: [
              { id: 'm-cheddar', name: 'Cheddar', price: '1.00', default: true, allergens: ['milk'] },
              { id: 'm-bacon', name: 'Bacon', price: '2.00' },
            ] },
            { id: 'g-sauce', name: 'Sauce', type: 'single', required: true, modifiers: [
              { id: 'm-aioli', name: 'Aioli', price: '0.50', allergens: ['eggs', 'mustard'] },
              { id: 'm-mayo', name: 'Mayo', price: '0.50', allergens: ['eggs'] },
            ] },
          ],
        },
        {
          id: 'p-bowl', name: 'Grain Bowl', price: '12.00', allergens: [], dietary: ['vegan', 'gluten-free'],
          modgroups: [
            { id: 'g-add', name: 'Add', modifiers: [
              { id: 'm-tofu', name: 'Tofu', price: '2.00', allergens: ['soy'] },
              { id: 'm-dressing', name: 'Dressing', price: '0.00', modgroups: [
                { id: 'g-which', name: 'Which dressing', type: 'single', modifiers: [
                  { id: 'm-tahini', name: 'Tahini', price: '0.00', allergens: ['sesame'] },
                  { id: 'm-lemon', name: 'Lemon', price: '0.00' },
                ] },
              ] },
            ] },
          ],
        },
        { id: 'p-fries', name: 'Fries', price: '4.00', tags: ['side'] },
        { id: 'p-onion-rings', name: 'Onion Rings', price: '5.00', tags: ['side'], allergens: ['wheat', 'milk'] },
        {
          id: 'p-meal', name: 'Burger Meal', price: '15.00', allergens: [],
          combo: { slots: [
            { id: 's-main', name: 'Burger', from: { productIds: ['p-burger'] } },
            { id: 's-side', name: 'Side', from: { tags: ['side'] } },
          ] },
        },
        {
          id: 'p-plate', name: 'Side Plate', price: '3.00', allergens: ['celery'],
          modgroups: [{ id: 'g-side', name: 'Side', autoGenFromTag: 'side', fixedPrice: '1.00' }],
        },
      ],
    },
  ],
};

const rules: Rule[] = [{ id: 'r-halal', kind: 'badge', target: 'product', label: 'Halal', match: { productIds: ['p-burger'] } }, { id: 'r-new', kind: 'badge', target: 'product', label: 'New', match: { productIds: ['p-bowl'] } }];
const profile = makeTestProfile({ menu: MENU, rules });
const product = (id: string) => {
  const p = resolveProduct(profile, id, NOON);
  if (!p) throw new Error(id);
  return p;
};
const resolve = (id: string) => resolveProduct(profile, id, NOON);

describe('the fixed lists', () => {
  it('are the menu schema\'s enums, in the same order', () => {
    expect(ALLERGEN_IDS).toEqual(menuSchema.$defs.Allergen.enum);
    expect(ALLERGEN_IDS).toHaveLength(15);
    expect(dietaryLabelsOf(menuSchema.$defs.DietaryLabel.enum, [])).toEqual(menuSchema.$defs.DietaryLabel.enum);
  });
  it.each([
    [['wheat'], ['gluten', 'wheat'], 'Gluten and Wheat'],
    [['sesame', 'milk', 'milk'], ['milk', 'sesame'], 'Milk and Sesame'],
    [['nuts', 'soy'], ['soy'], 'Soy'],
    [['sulphites', 'crustaceans', 'tree-nuts'], ['crustaceans', 'tree-nuts', 'sulphites'], 'Crustacean shellfish, Tree nuts and Sulphites'],
    [[], [], ''],
  ])('allergenSet(%j) = %j, read "%s"', (ids, set, text) => {
    expect(allergenSet(ids)).toEqual(set);
    expect(allergensText(allergenSet(ids))).toBe(text);
  });
  it.each([
    [['vegan'], ['milk', 'eggs', 'soy'], [{ label: 'vegan', allergens: ['milk', 'eggs'] }]],
    [['vegetarian', 'dairy-free'], ['milk', 'fish'], [{ label: 'vegetarian', allergens: ['fish'] }, { label: 'dairy-free', allergens: ['milk'] }]],
    [['gluten-free'], ['gluten', 'wheat'], [{ label: 'gluten-free', allergens: ['gluten', 'wheat'] }]],
    [['nut-free', 'halal', 'spicy'], ['sesame'], []],
  ] as const)('dietaryConflicts(%j, %j)', (labels, contains, conflicts) => {
    expect(dietaryConflicts(labels, contains)).toEqual(conflicts);
  });
});

describe('what a product contains as it opens', () => {
  it.each([
    // Own wheat (and so gluten) and sesame; Cheddar starts picked (milk); every sauce has eggs, only Aioli mustard.
    ['p-burger', ['gluten', 'wheat', 'sesame'], ['milk', 'eggs', 'gluten', 'wheat', 'sesame']],
    // Listed as none; Tofu and the dressings are not picked.
    ['p-bowl', [], []],
    // Not listed: nothing is known.
    ['p-fries', undefined, undefined],
    ['p-onion-rings', ['milk', 'gluten', 'wheat'], ['milk', 'gluten', 'wheat']],
  ])('%s: allergens %j, contains %j', (id, allergens, contains) => {
    const p = product(id);
    expect(p.allergens).toEqual(allergens);
    expect(p.contains).toEqual(contains);
  });

  it('a generated option adds what its product lists; the menu JSON carries options\' allergens', () => {
    const side = product('p-plate').modgroups[0]!;
    expect(side.modifiers.map((m) => [m.id, m.allergens])).toEqual([['p-fries', undefined], ['p-onion-rings', ['milk', 'gluten', 'wheat']]]);
    const burger = resolveMenu(profile, NOON).categories[0]!.products[0]!;
    expect(JSON.parse(JSON.stringify(burger.modgroups[0]!.modifiers[0]))).toMatchObject({ id: 'm-cheddar', allergens: ['milk'] });
    expect(JSON.parse(JSON.stringify(burger))).toMatchObject({ allergens: ['gluten', 'wheat', 'sesame'], dietary: ['halal'], badges: ['Halal'] });
  });

  it('an option that starts picked and is out of stock no longer counts', () => {
    const out = withOutOfStock(product('p-burger'), { products: new Set(), modifiers: new Set(['m-cheddar']) });
    expect(out.contains).toEqual(['eggs', 'gluten', 'wheat', 'sesame']);
  });
});

describe('what a line contains with its picks', () => {
  it.each([
    ['as it opens', 'p-burger', {}, ['milk', 'eggs', 'gluten', 'wheat', 'sesame']],
    // No Cheddar: the milk goes; Mayo picked: eggs only, no mustard.
    ['removed cheese, mayo', 'p-burger', { 'm-cheddar': false, 'm-mayo': true }, ['eggs', 'gluten', 'wheat', 'sesame']],
    ['aioli', 'p-burger', { 'm-aioli': true }, ['milk', 'eggs', 'gluten', 'wheat', 'sesame', 'mustard']],
    ['tofu', 'p-bowl', { 'm-tofu': true }, ['soy']],
    // Tahini sits in a group the Dressing option opens: it counts only while Dressing is picked.
    ['tahini without dressing', 'p-bowl', { 'm-tahini': true }, []],
    ['tahini under dressing', 'p-bowl', { 'm-dressing': true, 'm-tahini': true }, ['sesame']],
  ])('%s', (_name, id, picks, allergens) => {
    expect(lineAllergens(product(id), picks)).toEqual({ listed: true, allergens });
  });

  it('a combo adds each chosen product with its own picks; a chosen product with nothing listed makes the line unlisted', () => {
    const meal = product('p-meal');
    const rings = lineAllergens(meal, {}, { resolve, comboPicks: { 's-main': [{ productId: 'p-burger', customerPicks: { 'm-cheddar': false, 'm-mayo': true } }], 's-side': [{ productId: 'p-onion-rings' }] } });
    expect(rings).toEqual({ listed: true, allergens: ['milk', 'eggs', 'gluten', 'wheat', 'sesame'] });
    const fries = lineAllergens(meal, {}, { resolve, comboPicks: { 's-main': [{ productId: 'p-burger', customerPicks: { 'm-mayo': true } }], 's-side': [{ productId: 'p-fries' }] } });
    expect(fries).toEqual({ listed: false, allergens: ['milk', 'eggs', 'gluten', 'wheat', 'sesame'] });
  });
});

describe('the quote', () => {
  const cart = (over: Partial<CartInput> = {}): CartInput => ({
    products: [
      { productId: 'p-burger', quantity: 1, customerPicks: { 'm-cheddar': false, 'm-aioli': true } },
      { productId: 'p-fries', quantity: 2 },
      { productId: 'p-meal', quantity: 1, comboPicks: { 's-main': [{ productId: 'p-burger', customerPicks: { 'm-mayo': true } }], 's-side': [{ productId: 'p-onion-rings' }] } },
    ],
    name: 'Ana',
    phone: '2135550199',
    ...over,
  });
  it('lists each line\'s allergens when the menu lists them, and carries the trimmed allergy note', () => {
    const q = priceCart(profile, cart({ allergyNote: '  Severe sesame allergy\n(anaphylaxis)  ' }), { now: NOON });
    expect(q.lines.map((l) => l.allergens)).toEqual([['eggs', 'gluten', 'wheat', 'sesame', 'mustard'], undefined, ['milk', 'eggs', 'gluten', 'wheat', 'sesame']]);
    expect(q.allergyNote).toBe('Severe sesame allergy\n(anaphylaxis)');
    // The price is untouched: 10.00 + 0.50 aioli (Cheddar removed keeps its price: 1.00) = 11.50; fries 2 x 4.00; meal 15.00 + 1.00 cheddar + 0.50 mayo.
    expect(q.lines.map((l) => l.totalCents)).toEqual([1150, 800, 1650]);
  });
  it.each([[undefined], [null], [''], ['   ']])('no allergy note for %j', (note) => {
    expect(priceCart(profile, cart(note === undefined ? {} : { allergyNote: note }), { now: NOON }).allergyNote).toBeUndefined();
  });
});

describe('badges', () => {
  it('dietary labels first, then the rules\' labels not already said, then the age', () => {
    expect(productBadges(product('p-burger'))).toEqual([{ kind: 'dietary', id: 'halal', label: 'Halal' }]);
    expect(productBadges(product('p-bowl'))).toEqual([
      { kind: 'dietary', id: 'vegan', label: 'Vegan' },
      { kind: 'dietary', id: 'gluten-free', label: 'Gluten-free' },
      { kind: 'rule', label: 'New' },
    ]);
    expect(productBadges({ badges: ['Spicy', 'Chef\'s pick'], dietary: ['spicy'], minimumAge: 21 })).toEqual([
      { kind: 'dietary', id: 'spicy', label: 'Spicy' },
      { kind: 'rule', label: 'Chef\'s pick' },
      { kind: 'age', age: 21, label: '21+' },
    ]);
  });
});

describe('properties', () => {
  const ids = fc.array(fc.constantFrom(...ALLERGEN_IDS, 'nuts', 'dairy'), { maxLength: 20 });
  it('allergenSet is in list order, without repeats, closed under wheat → gluten, and idempotent', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const set = allergenSet(list);
        expect(new Set(set).size).toBe(set.length);
        expect([...set].sort((a, b) => ALLERGEN_IDS.indexOf(a) - ALLERGEN_IDS.indexOf(b))).toEqual(set);
        if (set.includes('wheat')) expect(set).toContain('gluten');
        expect(allergenSet(set)).toEqual(set);
      }),
    );
  });
  it('a line contains at least what its product lists, whatever is picked', () => {
    const burger = product('p-burger');
    const pick = fc.constantFrom(true, false, undefined);
    fc.assert(
      fc.property(pick, pick, pick, pick, (cheddar, bacon, aioli, mayo) => {
        const picks = Object.fromEntries(Object.entries({ 'm-cheddar': cheddar, 'm-bacon': bacon, 'm-aioli': aioli, 'm-mayo': mayo }).filter(([, v]) => v !== undefined)) as Record<string, boolean>;
        const line = lineAllergens(burger, picks).allergens;
        for (const a of burger.allergens ?? []) expect(line).toContain(a);
      }),
    );
  });
});
