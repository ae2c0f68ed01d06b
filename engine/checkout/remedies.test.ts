import { describe, expect, it } from 'vitest';
import type { CartInput, Operations, Rule, Settings } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from '../pricing/index.js';

const DINE_IN_WINE: Rule[] = [{ id: 'wine-at-the-table', kind: 'unavailable', target: 'product', reason: 'DINE_IN_ONLY', match: { ids: ['p-wine'] } }];
const line = (productId: string, quantity = 1, extra: object = {}) => ({ productId, quantity, ...extra });
const remedyOf = (code: string, settings: Settings, cart: Partial<CartInput>, options: { rules?: Rule[]; operations?: Operations } = {}) => {
  const q = priceCart(makeProfile({ settings, ...(options.rules ? { rules: options.rules } : {}) }), makeCart(cart), { now: NOON, operations: options.operations });
  expect(validateQuote(q).ok).toBe(true);
  const b = q.blockers.find((x) => x.code === code);
  if (!b) throw new Error(`no ${code} among ${q.blockers.map((x) => x.code).join(', ')}`);
  return b.remedy;
};

describe("each blocker's remedy", () => {
  it.each([
    // code, settings, cart, remedy
    ['CASH_LIMIT', { maxCashOrderTotalInCents: 2000 }, { paymentType: 'CASH', products: [line('p-taco', 6)] }, { kind: 'pay-by-card' }],
    // The shop takes no card online: paying by card cannot help.
    ['CASH_LIMIT', { maxCashOrderTotalInCents: 2000, disableCredit: true }, { paymentType: 'CASH', products: [line('p-taco', 6)] }, undefined],
    ['PAY_IN_PERSON_LIMIT', { payInPersonMaxCents: 1000 }, { paymentType: 'CASH', products: [line('p-taco', 3)] }, { kind: 'pay-by-card' }],
    // $15.00 minimum, one $4.00 taco: $11.00 more.
    ['PICKUP_MINIMUM', { minimumPickupSubtotalInCents: 1500 }, {}, { kind: 'add-more', amountCents: 1100 }],
    // $20.00 minimum, a $9.99 burrito: $10.01 more.
    ['DELIVERY_MINIMUM', { delivery: { minimumDeliverySubtotalInCents: 2000 } }, { cartType: 'DELIVERY', distanceInMiles: 1, products: [line('p-burrito')] }, { kind: 'add-more', amountCents: 1001 }],
    ['NO_ITEMS', {}, { products: [] }, { kind: 'add-more' }],
    ['NAME_REQUIRED', {}, { name: ' ' }, { kind: 'edit-field', field: 'name' }],
    ['PHONE_REQUIRED', {}, { phone: '' }, { kind: 'edit-field', field: 'phone' }],
    ['ADDRESS_REQUIRED', {}, { cartType: 'DELIVERY' }, { kind: 'edit-field', field: 'deliveryAddress' }],
    ['NOT_DELIVERABLE', {}, { cartType: 'DELIVERY', distanceInMiles: 9 }, { kind: 'edit-field', field: 'deliveryAddress' }],
    ['TIP_TOO_LARGE', {}, { tip: { cents: 6000 } }, { kind: 'edit-field', field: 'tip' }],
    ['PRODUCT_NOT_FOUND', {}, { products: [line('p-taco'), line('p-gone', 1, { id: 'l2' })] }, { kind: 'remove-line', lineIndex: 1, lineId: 'l2' }],
    // A bowl without its required base, the cart's second line (no id given).
    ['ITEM_INVALID', {}, { products: [line('p-taco'), line('p-bowl')] }, { kind: 'edit-line', lineIndex: 1 }],
    ['LINE_QUANTITY_LIMIT', {}, { products: [line('p-taco', 51, { id: 'a' })] }, { kind: 'lower-quantity', lineIndex: 0, lineId: 'a', max: 50 }],
    // A market-price fish prepaid by card: pay in person, or where the shop takes no cash, remove it.
    ['MARKET_PRICE_PREPAY', {}, { products: [line('p-taco'), line('p-fish', 1, { id: 'f' })] }, { kind: 'pay-in-person' }],
    ['MARKET_PRICE_PREPAY', { disableCash: true }, { products: [line('p-taco'), line('p-fish', 1, { id: 'f' })] }, { kind: 'remove-line', lineIndex: 1, lineId: 'f' }],
    ['NOT_ENOUGH_DRIVERS', { delivery: { notEnoughDriver: true } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, { kind: 'switch-cart-type', cartTypes: ['PICKUP'] }],
    ['NOT_ENOUGH_DRIVERS', { allowDineIn: true, delivery: { notEnoughDriver: true } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, { kind: 'switch-cart-type', cartTypes: ['DINEIN', 'PICKUP'] }],
    ['DINE_IN_NOT_ALLOWED', {}, { cartType: 'DINEIN' }, { kind: 'switch-cart-type', cartTypes: ['PICKUP', 'DELIVERY'] }],
    ['DELIVERY_DISABLED', { delivery: { disableDelivery: true } }, { cartType: 'DELIVERY', distanceInMiles: 1 }, { kind: 'switch-cart-type', cartTypes: ['PICKUP'] }],
    // 3:00 AM today is long past at noon.
    ['TIME_UNAVAILABLE', {}, { pickupTime: '2026-03-10T03:00:00-07:00' }, { kind: 'choose-time' }],
    ['ORDERING_DISABLED', { enableOrdering: false }, {}, undefined],
  ] as const)('%s', (code, settings, cart, remedy) => {
    expect(remedyOf(code, settings as Settings, cart as Partial<CartInput>)).toEqual(remedy);
  });

  it('an item for dine-in only offers the switch to dine-in where the shop takes it, else its removal', () => {
    const cart = { products: [line('p-taco'), line('p-wine', 1, { id: 'w' })] };
    expect(remedyOf('PRODUCT_NOT_FOR_CART_TYPE', { allowDineIn: true }, cart, { rules: DINE_IN_WINE })).toEqual({ kind: 'switch-cart-type', cartTypes: ['DINEIN'] });
    expect(remedyOf('PRODUCT_UNAVAILABLE', {}, cart, { rules: DINE_IN_WINE })).toEqual({ kind: 'remove-line', lineIndex: 1, lineId: 'w' });
  });

  it('a pause of pickup offers delivery; a pause of every order type offers nothing', () => {
    const pickupPaused: Operations = { paused: { until: null, types: ['PICKUP'] } };
    expect(remedyOf('ORDERING_PAUSED', {}, {}, { operations: pickupPaused })).toEqual({ kind: 'switch-cart-type', cartTypes: ['DELIVERY'] });
    expect(remedyOf('ORDERING_PAUSED', {}, {}, { operations: { paused: { until: null } } })).toBeUndefined();
  });

  it('a line issue carries the same remedy as the blocker it also is', () => {
    const q = priceCart(makeProfile(), makeCart({ products: [line('p-gone', 1, { id: 'x' })] }), { now: NOON });
    expect(q.lines[0]!.issues).toEqual([expect.objectContaining({ code: 'PRODUCT_NOT_FOUND', remedy: { kind: 'remove-line', lineIndex: 0, lineId: 'x' } })]);
  });
});
