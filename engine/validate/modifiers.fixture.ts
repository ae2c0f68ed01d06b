/**
 * A pizzeria menu for modifier tests: a shared toppings group (halves, levels, options that start
 * picked) used by three products with different changes, and a salad whose protein opens groups
 * three deep. Loaded through the real loader, so the schema checks it as it checks a shop's menu.
 */
import type { Menu } from '../../schemas/generated/types.js';
import { loadProfile } from '../../schemas/loader.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';

export const MODIFIERS_MENU: Menu = {
  modgroupLibrary: [
    {
      id: 'g-toppings',
      name: 'Toppings',
      type: 'pizza',
      maxCount: 6,
      modifiers: [
        { id: 'm-cheese', name: 'Cheese', price: '0', default: true, levels: { light: '0', extra: '1.50', onSide: '0' } },
        { id: 'm-sauce', name: 'Tomato Sauce', price: '1.00', default: true },
        { id: 'm-basil', name: 'Basil', price: '0.75', default: true, refundWhenRemoved: true },
        { id: 'm-mush', name: 'Mushrooms', price: '2.50', priceIf: [{ match: 'm-16', price: '3.25' }] },
        { id: 'm-pep', name: 'Pepperoni', price: '1.25' },
        { id: 'm-olive', name: 'Olives', price: '1.99', levels: { extra: { price: '2.99', priceIf: [{ match: 'm-16', price: '3.49' }] } } },
      ],
    },
    { id: 'g-unused', name: 'Never used', modifiers: [{ id: 'm-x', name: 'X', price: 1 }] },
  ],
  subMenus: [
    {
      id: 'c-pizza',
      name: 'Pizza',
      products: [
        {
          id: 'p-pie',
          name: 'Pie',
          price: '12.00',
          modgroups: [
            { id: 'g-size', name: 'Size', type: 'single', required: true, modifiers: [{ id: 'm-12', name: '12in', price: 0 }, { id: 'm-16', name: '16in', price: '4.00' }] },
            { use: 'g-toppings' },
          ],
        },
        { id: 'p-special', name: 'Half Special', price: '15.00', modgroups: [{ use: 'g-toppings', id: 'g-special-toppings', portionFactor: '0.55' }] },
        { id: 'p-calzone', name: 'Calzone', price: '10.00', modgroups: [{ use: 'g-toppings', name: 'Fillings', type: 'multiple', maxCount: 2, defaults: [] }] },
      ],
    },
    {
      id: 'c-salads',
      name: 'Salads',
      products: [
        {
          id: 'p-salad',
          name: 'Salad',
          price: '9.00',
          modgroups: [
            { id: 'g-spice', name: 'Spice level', type: 'single', required: true, modifiers: [{ id: 'm-sp1', name: 'Mild', price: 0 }, { id: 'm-sp2', name: 'Medium', price: 0, default: true }, { id: 'm-sp3', name: 'Hot', price: '0.25' }] },
            {
              id: 'g-add',
              name: 'Add protein',
              modifiers: [
                {
                  id: 'm-chicken',
                  name: 'Chicken',
                  price: '3.00',
                  modgroups: [
                    {
                      id: 'g-style',
                      name: 'Chicken style',
                      type: 'single',
                      required: true,
                      modifiers: [
                        { id: 'm-grilled', name: 'Grilled', price: 0 },
                        {
                          id: 'm-crispy',
                          name: 'Crispy',
                          price: '1.00',
                          modgroups: [
                            {
                              id: 'g-sauce',
                              name: 'Crispy sauce',
                              type: 'single',
                              modifiers: [
                                { id: 'm-buffalo', name: 'Buffalo', price: '0.50', modgroups: [{ id: 'g-heat', name: 'Buffalo heat', modifiers: [{ id: 'm-hot', name: 'Extra hot', price: '0.25' }] }] },
                                { id: 'm-bbq', name: 'BBQ', price: '0.50' },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
                { id: 'm-dressing', name: 'Ranch', price: 0, levels: { onSide: 0, extra: '0.50' } },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** The fixture as a loaded profile (throws when the loader finds an error). */
export function modifiersProfile(menu: Menu = MODIFIERS_MENU): LoadedProfile {
  const r = loadProfile({
    value: {
      shopId: 'mods',
      identity: { name: 'Modifier Pizzeria', timeZone: 'America/Los_Angeles' },
      settings: { taxPercentage: 10, hours: { pickUp: [{ days: 'mon-sun', timeRanges: [{ from: '00:00', to: '24:00' }] }], delivery: [] } },
      menu: structuredClone(menu),
    },
  });
  if (!r.ok) throw new Error(`fixture does not load: ${JSON.stringify(r.findings)}`);
  return r.profile;
}
