/**
 * Options generated from tagged products (a group's autoGenFromTag) follow their product's
 * availability: out of stock (live or through the profile) or unavailable by a rule (at a time,
 * for an order type), the product is not on offer as a side either. Where the product is listed
 * (hidden, draft or view-only category) does not matter: shops keep side-only products off the
 * menu. Expected values are written out by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartInput, Menu, Operations, Rule } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { priceCart } from '../pricing/index.js';
import { resolveMenu, resolveProduct } from './resolve.js';
import { makeTestProfile } from './test-profile.js';
import type { ResolvedModifier } from './types.js';
import type { CartType } from '../cart-types.js';

/** Saturday 2026-03-07 10:00 in Los Angeles (PST). */
const SAT_10AM = Date.parse('2026-03-07T18:00:00Z');
/** Tuesday 2026-03-10 10:00 in Los Angeles (PDT). */
const TUE_10AM = Date.parse('2026-03-10T17:00:00Z');
/** Tuesday 2026-03-10 12:00 in Los Angeles. */
const TUE_NOON = Date.parse('2026-03-10T19:00:00Z');

const MENU: Menu = {
  subMenus: [
    {
      id: 'c-mains',
      name: 'Mains',
      products: [
        {
          id: 'p-burger', name: 'Burger', price: '10.00',
          modgroups: [{
            id: 'g-side', name: 'Add a side', type: 'multiple', maxCount: 2, autoGenFromTag: 'side', discountMultiplier: '0.5',
            modifiers: [{ id: 'm-pickles', name: 'Pickles', price: '0.50' }],
          }],
        },
      ],
    },
    {
      id: 'c-sides',
      name: 'Sides',
      products: [
        { id: 'p-fries', name: 'Fries', price: '4.00', tags: ['side'] },
        { id: 'p-rings', name: 'Onion Rings', price: '5.00', tags: ['side'] },
        { id: 'p-salad', name: 'Side Salad', price: '4.50', tags: 'side' },
        { id: 'p-chili', name: 'Chili', price: '6.00', tags: ['side'] },
      ],
    },
    { id: 'c-weekend', name: 'Weekend', products: [{ id: 'p-wings', name: 'Wings', price: '7.00', tags: ['side'] }] },
    { id: 'c-draft', name: 'Coming soon', draft: true, products: [{ id: 'p-secret', name: 'Secret Side', price: '2.00', tags: ['side'] }] },
    { id: 'c-view', name: 'In the shop', disableOrder: true, products: [{ id: 'p-slaw', name: 'Coleslaw', price: '3.00', tags: ['side'] }] },
  ],
};

const RULES: Rule[] = [
  { id: 'rings-after-11', kind: 'unavailable', target: 'product', match: { ids: ['p-rings'] }, when: { to: '11:00' }, reason: 'TIME_LIMITED' },
  { id: 'salad-not-delivered', kind: 'unavailable', target: 'product', match: { ids: ['p-salad'] }, cartTypes: ['DELIVERY'], reason: 'CART_TYPE' },
  { id: 'chili-weekends', kind: 'hide', target: 'product', match: { ids: ['p-chili'] }, when: { days: [1, 2, 3, 4, 5] } },
  { id: 'weekend-menu', kind: 'show-only', target: 'category', match: { categoryIds: ['c-weekend'] }, when: { days: [0, 6] } },
];

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from: 0, to: 86_400_000 }] }));

const shop = (settings: Partial<LoadedSettings> = {}) =>
  makeTestProfile({ menu: MENU, rules: RULES, settings: { hours: { pickUp: ALL_DAY, delivery: ALL_DAY }, ...settings } });

const PROFILE = shop();

/** The burger's side options as [id, available, reason, label]. */
function sides(now: number, operations?: Operations, cartType?: CartType, profile = PROFILE): [string, boolean, string | undefined, string | undefined][] {
  const burger = resolveProduct(profile, 'p-burger', now, operations, cartType);
  const group = burger?.modgroups.find((g) => g.id === 'g-side');
  return (group?.modifiers ?? []).map((m: ResolvedModifier) => [m.id, m.available, m.unavailableReason, m.label]);
}

const open = (id: string): [string, boolean, undefined, undefined] => [id, true, undefined, undefined];
const out = (id: string): [string, boolean, string, string] => [id, false, 'OUT_OF_STOCK', '*OUT OF STOCK'];
const SIDES = ['m-pickles', 'p-fries', 'p-rings', 'p-salad', 'p-chili', 'p-wings', 'p-secret', 'p-slaw'];
/** Every side option on offer, available unless listed in `except`. */
const every = (except: Record<string, ReturnType<typeof sides>[number]> = {}): ReturnType<typeof sides> => SIDES.map((id) => except[id] ?? open(id));
const friesOut = (until: string | null = null): Operations => ({ busyMinutes: 0, outOfStock: [{ productId: 'p-fries', until }] });

describe('options generated from products follow their product', () => {
  it('lists the written option, then every tagged product in menu order at half price, wherever it is listed', () => {
    const burger = resolveProduct(PROFILE, 'p-burger', TUE_NOON);
    const group = burger!.modgroups.find((g) => g.id === 'g-side')!;
    // 400, 500, 450, 600, 700, 200 and 300 x 0.5. Chili and Wings are off the menu on a Tuesday,
    // the secret side is in a draft category: all three are still sides.
    expect(group.modifiers.map((m) => [m.id, m.priceCents, m.generated ?? false, m.available])).toEqual([
      ['m-pickles', 50, false, true], ['p-fries', 200, true, true], ['p-rings', 250, true, true], ['p-salad', 225, true, true],
      ['p-chili', 300, true, true], ['p-wings', 350, true, true], ['p-secret', 100, true, true], ['p-slaw', 150, true, true],
    ]);
    expect(resolveMenu(PROFILE, TUE_NOON).categories.flatMap((c) => c.products).map((p) => p.id)).toEqual(['p-burger', 'p-fries', 'p-rings', 'p-salad', 'p-slaw']);
  });

  it.each<[string, number, CartType, ReturnType<typeof sides>[number], ReturnType<typeof sides>[number]]>([
    // The rings wait for 11:00 whatever the day.
    ['Saturday 10:00, pickup', SAT_10AM, 'PICKUP', ['p-rings', false, 'TIME_LIMITED', '*not available right now'], open('p-salad')],
    ['Tuesday 10:00, pickup', TUE_10AM, 'PICKUP', ['p-rings', false, 'TIME_LIMITED', '*not available right now'], open('p-salad')],
    ['Tuesday 12:00, pickup', TUE_NOON, 'PICKUP', open('p-rings'), open('p-salad')],
    // The salad is not sold for delivery, so neither is the side made from it.
    ['Tuesday 12:00, delivery', TUE_NOON, 'DELIVERY', open('p-rings'), ['p-salad', false, 'CART_TYPE', 'Not for delivery']],
    ['Tuesday 12:00, dine-in', TUE_NOON, 'DINEIN', open('p-rings'), open('p-salad')],
  ])('%s', (_name, now, cartType, rings, salad) => {
    expect(sides(now, undefined, cartType)).toEqual(every({ 'p-rings': rings, 'p-salad': salad }));
  });

  it('the product itself shows the reason and label its side repeats', () => {
    const salad = resolveProduct(PROFILE, 'p-salad', TUE_NOON, undefined, 'DELIVERY')!;
    expect([salad.available, salad.unavailableReason, salad.label]).toEqual([false, 'CART_TYPE', 'Not for delivery']);
  });

  it('a product out of stock through the profile is out of stock as an option', () => {
    const profile = shop({ menuSettings: { 'p-fries': { outOfStock: 'OUT_OF_STOCK' } } });
    expect(sides(TUE_NOON, undefined, 'PICKUP', profile)).toEqual(every({ 'p-fries': out('p-fries') }));
  });

  it('a product marked out of stock in live operations is out of stock as an option, on the product page and the menu', () => {
    expect(sides(TUE_NOON, friesOut())).toEqual(every({ 'p-fries': out('p-fries') }));
    const menu = resolveMenu(PROFILE, TUE_NOON, friesOut());
    const products = menu.categories.flatMap((c) => c.products);
    const burger = products.find((p) => p.id === 'p-burger')!;
    expect(burger.modgroups[0]!.modifiers.find((m) => m.id === 'p-fries')).toMatchObject({ available: false, unavailableReason: 'OUT_OF_STOCK', label: '*OUT OF STOCK' });
    // The burger itself stays on sale; the fries are out on their own too.
    expect([burger.orderable, products.find((p) => p.id === 'p-fries')!.label]).toEqual([true, '*OUT OF STOCK']);
  });

  it('an entry that has run out puts the option back; a modifier entry still marks only that modifier', () => {
    expect(sides(TUE_NOON, friesOut('2026-03-10T11:00:00-07:00'))).toEqual(every());
    expect(sides(TUE_NOON, friesOut('2026-03-10T13:00:00-07:00'))).toEqual(every({ 'p-fries': out('p-fries') }));
    const pickles: Operations = { busyMinutes: 0, outOfStock: [{ modifierId: 'm-pickles', until: null }] };
    expect(sides(TUE_NOON, pickles)).toEqual(every({ 'm-pickles': out('m-pickles') }));
  });

  it('an option made from a product of a view-only category (disableOrder) stays on offer', () => {
    const slaw = resolveProduct(PROFILE, 'p-slaw', TUE_NOON)!;
    expect([slaw.visible, slaw.orderable]).toEqual([true, false]);
    expect(sides(TUE_NOON).find(([id]) => id === 'p-slaw')).toEqual(open('p-slaw'));
  });
});

describe('a cart picking a side whose product is unavailable is refused', () => {
  const cart = (side: string, cartType: CartType = 'PICKUP'): CartInput => ({
    products: [{ productId: 'p-burger', quantity: 1, customerPicks: { [side]: true } }],
    cartType,
    pickupTime: 'ASAP',
    paymentType: 'CASH',
  } as CartInput);
  const itemInvalid = (q: ReturnType<typeof priceCart>) => q.blockers.find((b) => b.code === 'ITEM_INVALID');

  it('accepts the fries as a side while they are in stock: $10.00 + $2.00', () => {
    const q = priceCart(PROFILE, cart('p-fries'), { now: TUE_NOON });
    expect(itemInvalid(q)).toBeUndefined();
    expect(q.lines[0]!.unitCents).toBe(1200);
  });

  it.each<[string, string, Operations | undefined, CartType, string]>([
    ['fries out of stock (live)', 'p-fries', friesOut(), 'PICKUP', 'Burger (Add a side): Fries cannot be picked right now (OUT OF STOCK); pick another option.'],
    ['rings before 11:00', 'p-rings', undefined, 'PICKUP', 'Burger (Add a side): Onion Rings cannot be picked right now (not available right now); pick another option.'],
    ['salad for delivery', 'p-salad', undefined, 'DELIVERY', 'Burger (Add a side): Side Salad cannot be picked right now (Not for delivery); pick another option.'],
  ])('%s', (_name, side, operations, cartType, text) => {
    const now = side === 'p-rings' ? TUE_10AM : TUE_NOON;
    const q = priceCart(PROFILE, cart(side, cartType), operations ? { now, operations } : { now });
    expect(itemInvalid(q)).toMatchObject({
      message: text,
      path: `/products/0/customerPicks/${side}`,
      params: { issues: ['MODIFIER_UNAVAILABLE'], modgroupId: 'g-side' },
    });
  });

  it('a side whose product is off the menu right now (hidden) is still sold: $10.00 + $3.00', () => {
    const q = priceCart(PROFILE, cart('p-chili'), { now: TUE_NOON });
    expect(itemInvalid(q)).toBeUndefined();
    expect(q.lines[0]!.unitCents).toBe(1300);
  });
});

describe('properties', () => {
  const TAGGED = ['p-fries', 'p-rings', 'p-salad', 'p-chili', 'p-wings', 'p-secret', 'p-slaw'];
  it('the generated options out of stock are exactly the products marked out of stock', () => {
    fc.assert(
      fc.property(fc.subarray(TAGGED), fc.subarray(['m-pickles']), (products, modifiers) => {
        const operations: Operations = {
          busyMinutes: 0,
          outOfStock: [...products.map((productId) => ({ productId, until: null })), ...modifiers.map((modifierId) => ({ modifierId, until: null }))],
        };
        const marked = sides(TUE_NOON, operations).filter(([, , reason]) => reason === 'OUT_OF_STOCK').map(([id]) => id);
        expect(marked.sort()).toEqual([...products, ...modifiers].sort());
      }),
      { numRuns: 40 },
    );
  });
});
