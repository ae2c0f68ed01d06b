/** A small menu with one of everything the resolver handles, shared by the engine's tests. */
import type { Menu, Rule } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { makeTestProfile } from './test-profile.js';

export const FIXTURE_MENU: Menu = {
  subMenus: [
    {
      id: 'c-main',
      name: { en: 'Mains' },
      products: [
        { id: 'p-burger', name: 'Burger', price: 10.99, tags: ['50off'], photo: { type: 'g', s: 'burger', e: 'jpg' } },
        { id: 'p-taco', name: 'Taco', price: '3.333' },
        { id: 'p-fish', name: 'Whole Fish', price: 'MP' },
        { id: 'p-soda', name: 'Soda', price: 2, tags: ['drink'] },
        { id: 'p-juice', name: 'Juice', price: '4.99', originalPrice: '5.99', tags: 'drink fresh' },
        { id: 'p-tamale', name: 'Tamales (limit 10)', price: 3 },
        { id: 'p-oyster', name: 'Oysters Dine-In Only', price: 20 },
        {
          id: 'p-pizza',
          name: 'Pizza',
          price: 15,
          modgroups: [
            {
              id: 'g-size', name: 'Size', type: 'single', required: true,
              modifiers: [{ id: 'm-12in', name: '12in', price: 0 }, { id: 'm-16in', name: '16in', price: 4.5 }],
            },
            {
              id: 'g-top', name: 'Toppings', maxCount: 3,
              modifiers: [{ id: 'm-pep', name: 'Pepperoni', price: 1.5 }, { id: 'm-mush', name: 'Mushroom', price: 1 }],
            },
            { id: 'quantity', name: 'quantity', modifiers: [{ id: 'm-q', name: 'q' }] },
            { id: 'g-tue', name: 'Tuesday extra', daysOfWeek: [2], modifiers: [{ id: 'm-tue', name: 'Extra cheese', price: 1 }] },
            {
              id: 'g-drink', name: 'Add a drink', autoGenFromTag: 'drink', discountMultiplier: '0.8',
              modifiers: [{ id: 'm-water', name: 'Water', price: 0 }],
            },
            { id: 'g-drink-fixed', name: 'Drink deal', autoGenFromTag: 'drink', fixedPrice: 1 },
            { id: 'g-drink-plain', name: 'Drink', autoGenFromTag: 'DRINK' },
            { id: 'g-gone', name: 'Removed group', modifiers: [{ id: 'm-gone', name: 'Gone', price: 1 }] },
            {
              id: 'g-sauce', name: 'Sauce', showIf: 'm-16in',
              priceIf: [{ match: 'm-16in', price: 0.75 }],
              modifiers: [{ id: 'm-ranch', name: 'Ranch', price: 0.5 }],
            },
          ],
        },
      ],
    },
    { id: 'c-breakfast', name: 'Breakfast', tag: 'breakfast', products: [{ id: 'p-egg', name: 'Eggs', price: 8 }] },
    { id: 'c-draft', name: 'Draft', draft: true, products: [{ id: 'p-draft', name: 'Draft item', price: 1 }] },
    { id: 'c-tue', name: 'Taco Tuesday', tag: 'tuesday-only', products: [{ id: 'p-tuetaco', name: 'Tuesday taco', price: 2 }] },
    {
      id: 'c-retail', name: 'RETAIL goods', disableOrder: true,
      products: [{ id: 'p-mug', name: 'Mug', price: 12, taxP: '0', photo: { type: 'local', id: 'mug', e: 'png' } }],
    },
    {
      id: 'c-halal', name: 'Grill', tag: 'halal',
      products: [
        { id: 'p-kebab', name: 'Kebab', price: 11, tags: ['halal'] },
        { id: 'p-wrap', name: 'Wrap', price: 9, taxP: 8 },
      ],
    },
  ],
};

/** The legacy meanings the fixture uses, written inline as the legacy-tags preset expresses them. */
export const FIXTURE_RULES: Rule[] = [
  { id: 'hide-breakfast', kind: 'hide', target: 'category', match: { tags: ['breakfast'] }, when: { days: [1, 2, 3, 4, 5] } },
  { id: 'tuesday-only', kind: 'show-only', target: 'category', match: { tags: ['tuesday-only'] }, when: { days: [2] } },
  { id: '50off', kind: 'price-factor', target: 'product', match: { tags: ['50off'] }, factor: '0.5', rounding: 'floor' },
  {
    id: 'dine-in-only', kind: 'unavailable', target: 'product', match: { nameContains: 'Dine-In Only' },
    reason: 'DINE_IN_ONLY', label: '*not availalbe online',
  },
  {
    id: 'no-16in-weekend-lunch', kind: 'unavailable', target: 'modifier', match: { nameEquals: '16in' },
    when: { days: [0, 6], to: '16:00' }, reason: 'TIME_LIMITED',
  },
  { id: 'dollar-more', kind: 'price-increase', target: 'product', match: { ids: ['p-taco', 'p-fish'] }, amountCents: 100 },
  {
    id: 'soda-day', kind: 'fixed-price', target: 'product', match: { ids: ['p-soda'] }, priceCents: 150,
    when: { dateFrom: '2026-03-10', dateTo: '2026-03-10' },
  },
  { id: 'half-pep', kind: 'price-factor', target: 'modifier', match: { ids: ['m-pep'] }, factor: '0.5', rounding: 'half-up' },
  { id: 'no-mush', kind: 'hide', target: 'modifier', match: { ids: ['m-mush'] } },
  { id: 'drop-group', kind: 'remove-modifier', target: 'modgroup', match: { modgroupIds: ['g-gone'] } },
  { id: 'halal-cat', kind: 'badge', target: 'category', match: { tags: ['halal'] }, label: 'Halal' },
  { id: 'halal-product', kind: 'badge', target: 'product', match: { tags: ['halal'] }, label: 'Halal' },
  { id: 'grill-tax', kind: 'tax-rate', match: { categoryIds: ['c-halal'] }, percent: '7.25' },
  { id: 'disabled', kind: 'hide', enabled: false, target: 'product', match: { ids: ['p-burger'] } },
];

/** Saturday 2026-03-07 10:00 PST. */
export const SAT_10AM = Date.parse('2026-03-07T18:00:00Z');
/** Tuesday 2026-03-10 10:00 PDT. */
export const TUE_10AM = Date.parse('2026-03-10T17:00:00Z');

export function fixtureProfile(extraRules: readonly Rule[] = []): LoadedProfile {
  return makeTestProfile({
    menu: FIXTURE_MENU,
    rules: [...FIXTURE_RULES, ...extraRules],
    settings: { menuSettings: { 'p-tamale': { outOfStock: 'OUT_OF_STOCK' } } },
  });
}
