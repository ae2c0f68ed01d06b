import { describe, expect, it } from 'vitest';
import type { Menu, Modifier, Product } from '../../schemas/generated/types.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { lintMenu, lintProfile } from './index.js';

const P = '/menu/subMenus/0/products';
// Every product priced, so only the allergen checks speak (a product with no price is PRICE_MISSING).
const menu = (...products: Product[]): Menu => ({ subMenus: [{ id: 'c1', name: 'Bowls', products: products.map((p) => ({ price: 9, ...p })) }] });
const findings = (m: Menu) => lintProfile(makeTestProfile({ menu: m })).map((f) => [f.severity, f.code, f.path]);

const feta: Modifier = { id: 'm-feta', name: 'Feta', price: '1.00', allergens: ['milk'] };

describe('lint: allergens and dietary labels', () => {
  it.each<[string, Menu, (string | undefined)[][]]>([
    ['a vegan bowl with nothing that contradicts it', menu({ id: 'p1', name: 'Bowl', allergens: ['sesame', 'soy'], dietary: ['vegan', 'gluten-free', 'nut-free'] }), []],
    ['vegetarian with fish', menu({ id: 'p1', name: 'Bowl', allergens: ['fish'], dietary: ['halal', 'vegetarian'] }), [['error', 'DIETARY_CONFLICT', `${P}/0/dietary/1`]]],
    // Wheat is gluten.
    ['gluten-free with wheat', menu({ id: 'p1', name: 'Wrap', allergens: ['wheat'], dietary: ['gluten-free'] }), [['error', 'DIETARY_CONFLICT', `${P}/0/dietary/0`]]],
    ['nut-free with pesto that starts picked', menu({ id: 'p1', name: 'Pasta', allergens: [], dietary: ['nut-free'], modgroups: [{ id: 'g1', name: 'Sauce', type: 'single', modifiers: [{ id: 'm-pesto', name: 'Pesto', default: true, allergens: ['tree-nuts'] }, { id: 'm-red', name: 'Marinara' }] }] }), [['error', 'DIETARY_CONFLICT', `${P}/0/dietary/0`]]],
    // A required group whose every option has milk: the dish has milk whatever is picked.
    ['dairy-free with a required cheese choice', menu({ id: 'p1', name: 'Melt', allergens: [], dietary: ['dairy-free'], modgroups: [{ id: 'g1', name: 'Cheese', required: true, type: 'single', modifiers: [{ id: 'm-a', name: 'Cheddar', allergens: ['milk'] }, { id: 'm-b', name: 'Swiss', allergens: ['milk'] }] }] }), [['error', 'DIETARY_CONFLICT', `${P}/0/dietary/0`]]],
    // An option a customer may add is the customer's choice: the product page says what it contains.
    ['a vegan bowl offering feta', menu({ id: 'p1', name: 'Bowl', allergens: [], dietary: ['vegan'], modgroups: [{ id: 'g1', name: 'Add', modifiers: [feta] }] }), []],
    ['feta under an option that starts picked counts as picked', menu({ id: 'p1', name: 'Bowl', allergens: [], dietary: ['vegan'], modgroups: [{ id: 'g1', name: 'Add', modifiers: [{ id: 'm-top', name: 'Topping', default: true, modgroups: [{ id: 'g2', name: 'Which', type: 'single', modifiers: [{ ...feta, default: true }] }] }] }] }), [['error', 'DIETARY_CONFLICT', `${P}/0/dietary/0`]]],
    ['allergens listed for one product of two', menu({ id: 'p1', name: 'Bowl', allergens: [] }, { id: 'p2', name: 'Fries' }), [['warning', 'ALLERGENS_PARTLY_LISTED', `${P}/1/id`]]],
    ['a menu that lists no allergens at all', menu({ id: 'p1', name: 'Bowl' }, { id: 'p2', name: 'Fries' }), []],
  ])('%s', (_name, m, expected) => {
    expect(findings(m)).toEqual(expected);
  });

  it('says what contradicts the label and how to fix it; a menu file alone is checked the same', () => {
    const m = menu({ id: 'p1', name: 'Garden Bowl', allergens: ['eggs'], dietary: ['vegan'], modgroups: [{ id: 'g1', name: 'Topping', modifiers: [{ ...feta, default: true }] }] });
    const [f] = lintMenu(m);
    expect(f).toMatchObject({
      code: 'DIETARY_CONFLICT',
      path: '/subMenus/0/products/0/dietary/0',
      message: '"Garden Bowl" is labelled Vegan, but it contains Milk and Eggs (from Feta, which starts picked; its own allergens), so the label is wrong.',
      hint: 'Remove "vegan" from its dietary labels, or correct what it contains (a vegan dish has no milk, eggs, fish, crustacean shellfish or molluscs).',
    });
  });
});
