import { describe, expect, it } from 'vitest';
import { MODIFIERS_MENU, modifiersProfile } from '../../tests/fixtures/modifiers-menu.js';
import { explainProfile } from './index.js';

describe('explain: modifier groups', () => {
  const entries = explainProfile(modifiersProfile()).filter((e) => e.kind === 'modifier-group');

  it.each([
    ['menu.p-pie.g-toppings', 'Shared group g-toppings as "Toppings" on Pie: each option goes on the whole item or its left or right half, a half costing 0.5 × the option\'s price, rounded half up to the cent; Cheese comes regular (free), light (free), extra (+$1.50) or on the side (free); Olives comes regular (+$1.99) or extra (+$2.99, or $3.49 with 16in); Cheese, Tomato Sauce and Basil start picked (a cart that does not name them counts them; removing one keeps its price, except Basil (refunded)).'],
    // Without sizes, the price by size names the option's id: the owner sees it never applies here.
    ['menu.p-special.g-special-toppings', 'Shared group g-toppings as "Toppings" on Half Special: each option goes on the whole item or its left or right half, a half costing 0.55 × the option\'s price, rounded half up to the cent; Cheese comes regular (free), light (free), extra (+$1.50) or on the side (free); Olives comes regular (+$1.99) or extra (+$2.99, or $3.49 with m-16); Cheese, Tomato Sauce and Basil start picked (a cart that does not name them counts them; removing one keeps its price, except Basil (refunded)).'],
    ['menu.p-calzone.g-toppings', 'Shared group g-toppings as "Fillings" on Calzone: Cheese comes regular (free), light (free), extra (+$1.50) or on the side (free); Olives comes regular (+$1.99) or extra (+$2.99, or $3.49 with m-16).'],
    ['menu.p-salad.g-spice', 'Group "Spice level" on Salad: Medium starts picked (a cart that does not name it counts it; removing one keeps its price).'],
    ['menu.p-salad.g-style', 'Group "Chicken style" on Salad, shown while Chicken is picked.'],
    ['menu.p-salad.g-heat', 'Group "Buffalo heat" on Salad, shown while Buffalo is picked (3 levels down).'],
  ])('%s', (ruleId, text) => {
    expect(entries.find((e) => e.ruleId === ruleId)?.text).toBe(text);
  });

  it('says a group once for every product where it reads the same, and nothing for a plain group', () => {
    const menu = structuredClone(MODIFIERS_MENU);
    menu.subMenus[0]!.products.push({ ...structuredClone(menu.subMenus[0]!.products[0]!), id: 'p-pie-2', name: 'Second Pie' });
    const twice = explainProfile(modifiersProfile(menu)).filter((e) => e.ruleId === 'menu.p-pie.g-toppings');
    expect(twice.map((e) => e.text.slice(0, e.text.indexOf(':')))).toEqual(['Shared group g-toppings as "Toppings" on Pie and Second Pie']);
    expect(explainProfile(modifiersProfile(menu)).some((e) => e.ruleId === 'menu.p-pie.g-size')).toBe(false);
  });
});
