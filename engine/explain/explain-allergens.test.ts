import { describe, expect, it } from 'vitest';
import type { Menu } from '../../schemas/generated/types.js';
import { explainAllergens } from './explain-allergens.js';

const menu: Menu = {
  subMenus: [{ id: 'c', name: 'Mains', products: [
    { id: 'p-burger', name: 'Burger', allergens: ['wheat'], modgroups: [{ id: 'g', name: 'Cheese', modifiers: [
      { id: 'm-cheddar', name: 'Cheddar', default: true, allergens: ['milk'] },
      { id: 'm-aioli', name: 'Aioli', allergens: ['eggs'] },
    ] }] },
    { id: 'p-bowl', name: 'Bowl', allergens: [], dietary: ['vegan'] },
    { id: 'p-soup', name: 'Soup' },
  ] }],
};

describe('explain: allergens and dietary labels', () => {
  it('says how many products list them, each allergen with where it comes from, and each label', () => {
    expect(explainAllergens({ menu }).map((e) => [e.ruleId, e.text])).toEqual([
      ['menu.allergens', "2 of 3 products list their allergens (the fixed list: the US major nine and the EU fourteen); the others say nothing about allergens and the \"No ...\" filters leave them out: Soup. Each product page says what the dish contains with the picks made ('Contains: Milk, Gluten and Wheat'), and the bag, the receipt and the kitchen ticket list each line's. Customers may write an allergy note of up to 300 characters at checkout; the kitchen ticket prints it first, above the items."],
      ['menu.allergen.milk', 'Milk (milk and dairy: butter, cheese, cream, yogurt): Burger contains it as it opens; the "No milk" filter leaves it out.'],
      ['menu.allergen.eggs', 'Eggs (eggs, mayonnaise, meringue): the option Aioli (on Burger) adds it.'],
      ['menu.allergen.gluten', 'Gluten (cereals containing gluten: wheat, rye, barley, oats, spelt): Burger contains it as it opens; the "No gluten" filter leaves it out.'],
      ['menu.allergen.wheat', 'Wheat (wheat flour, bread, pasta, batter; wheat is also gluten): Burger contains it as it opens; the "No wheat" filter leaves it out.'],
      ['menu.dietary.vegan', 'Vegan: Bowl shows the Vegan badge and is kept by the Vegan filter.'],
    ]);
  });
  it('says nothing for a menu without allergens or labels', () => {
    expect(explainAllergens({ menu: { subMenus: [{ id: 'c', name: 'C', products: [{ id: 'p', name: 'P' }] }] } })).toEqual([]);
  });
});
