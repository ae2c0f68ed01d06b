/** The menu check lists what an autoGenFromTag group offers: the options made from the tagged products. */
import { describe, expect, it } from 'vitest';
import { makeTestProfile } from '../engine/menu/test-profile.js';
import { loadProfileFile } from '../schemas/node.js';
import { menuCheck } from './menu-check.js';

describe('menuCheck of a group generated from tagged products', () => {
  it('counts and names the Test Kitchen Cheeseburger\'s four sides', async () => {
    const loaded = await loadProfileFile('shops/test/test.profile.json');
    if (!loaded.ok) throw new Error('the shipped profile should load');
    const burger = menuCheck(loaded.profile).categories.flatMap((c) => c.items).find((i) => i.id === 't-cheeseburger')!;
    expect(burger.modgroups.map((g) => [g.name, g.modifiers, g.generated])).toEqual([
      ['Bun', 3, undefined],
      ['Extras', 4, undefined],
      ['Add a Side (half price)', 4, { fromTag: 'side', options: [
        { id: 't-fries', name: 'Fries' }, { id: 't-onion-rings', name: 'Onion Rings' }, { id: 't-side-salad', name: 'Side Salad' }, { id: 't-coleslaw', name: 'Coleslaw' },
      ] }],
    ]);
    // Only written options go to the operations page's list: a side goes out of stock with its product.
    expect(burger.modgroups[2]!.options).toEqual([]);
  });

  it('adds the generated options to the written ones, leaving out a written id; a draft category\'s product is a side too', () => {
    const profile = makeTestProfile({
      menu: {
        subMenus: [
          {
            id: 'c-mains', name: 'Mains',
            products: [{
              id: 'p-pizza', name: 'Pizza', price: 12,
              modgroups: [{ id: 'g-drink', name: 'Add a drink', autoGenFromTag: 'drink', fixedPrice: 1, modifiers: [{ id: 'm-water', name: 'Water' }, { id: 'p-cola', name: 'House Cola' }] }],
            }],
          },
          { id: 'c-drinks', name: 'Drinks', products: [{ id: 'p-cola', name: 'Cola', price: 2, tags: ['drink'] }, { id: 'p-tea', name: 'Iced Tea', price: 3, tags: 'drink' }] },
          { id: 'c-soon', name: 'Soon', draft: true, products: [{ id: 'p-kombucha', name: 'Kombucha', price: 5, tags: ['drink'] }] },
        ],
      },
    });
    const pizza = menuCheck(profile).categories[0]!.items[0]!;
    expect(pizza.modgroups[0]).toEqual({
      id: 'g-drink', name: 'Add a drink', modifiers: 4,
      options: [{ id: 'm-water', name: 'Water' }, { id: 'p-cola', name: 'House Cola' }],
      generated: { fromTag: 'drink', options: [{ id: 'p-tea', name: 'Iced Tea' }, { id: 'p-kombucha', name: 'Kombucha' }] },
    });
  });
});
