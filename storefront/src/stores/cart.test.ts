import { describe, expect, it } from 'vitest';
import { createCartStore, picksKey, QUERY_HISTORY_CAP, toCartInput } from './cart.js';
import type { LoadedSettings } from '../../../schemas/profile-types.js';

const settings = { delivery: {}, enableUtensilsPicker: false } as unknown as LoadedSettings;

describe('cart store', () => {
  it('merges an identical line and keeps a different one', () => {
    const store = createCartStore({ shopId: 's', settings });
    const a = store.getState().addItem({ productId: 'p', quantity: 1, note: '', customerPicks: { m1: true, m2: { quantity: 2 } } }, 1000);
    const b = store.getState().addItem({ productId: 'p', quantity: 2, note: '', customerPicks: { m2: { quantity: 2 }, m1: true } }, 2000);
    expect(b).toBe(a);
    expect(store.getState().products).toEqual([{ id: a, productId: 'p', quantity: 3, note: '', customerPicks: { m1: true, m2: { quantity: 2 } } }]);
    store.getState().addItem({ productId: 'p', quantity: 1, note: 'no ice', customerPicks: { m1: true, m2: { quantity: 2 } } }, 3000);
    expect(store.getState().products.length).toBe(2);
  });
  it('caps the query-string history at 20', () => {
    const store = createCartStore({ shopId: 's', settings });
    for (let i = 0; i < 25; i++) store.getState().recordQuery(`?ref=${i}`, i);
    const h = store.getState().analytics.queryStringHistory;
    expect(h.length).toBe(QUERY_HISTORY_CAP);
    expect(h[0]).toEqual({ timestamp: 5, query: '?ref=5' });
  });
  it("starts with the shop's pre-selected tip and the age box unticked, sends both, and resets them after an order", () => {
    const store = createCartStore({ shopId: 's', settings });
    const card = () => toCartInput({ ...store.getState(), paymentType: 'CARD' });
    expect([card().tip, card().ageConfirmed]).toEqual(['default', false]);
    store.getState().chooseTip({ percent: 20 });
    store.getState().confirmAge(true);
    expect([card().tip, card().ageConfirmed]).toEqual([{ percent: 20 }, true]);
    // Paid in person: no tip is sent.
    expect(toCartInput(store.getState()).tip).toBe(null);
    store.getState().resetAfterOrder();
    expect([card().tip, card().ageConfirmed]).toEqual(['default', false]);
  });
  it('a combo line is the same line only with the same choices, in the same order within a slot', () => {
    const store = createCartStore({ shopId: 's', settings });
    const choices = { 's-drink': [{ productId: 'cola' }], 's-slices': [{ productId: 'pep', customerPicks: { garlic: true } }, { productId: 'cheese' }] };
    const a = store.getState().addItem({ productId: 'deal', quantity: 1, note: '', customerPicks: {}, comboPicks: choices }, 1000);
    // The same choices with the slots written in another order: one line of 2.
    const b = store.getState().addItem({ productId: 'deal', quantity: 1, note: '', customerPicks: {}, comboPicks: { 's-slices': choices['s-slices'], 's-drink': choices['s-drink'] } }, 2000);
    expect(b).toBe(a);
    // Another drink, or garlic on the other slice: new lines.
    store.getState().addItem({ productId: 'deal', quantity: 1, note: '', customerPicks: {}, comboPicks: { ...choices, 's-drink': [{ productId: 'lemonade' }] } }, 3000);
    store.getState().addItem({ productId: 'deal', quantity: 1, note: '', customerPicks: {}, comboPicks: { ...choices, 's-slices': [{ productId: 'cheese' }, { productId: 'pep', customerPicks: { garlic: true } }] } }, 4000);
    expect(store.getState().products.map((p) => p.quantity)).toEqual([2, 1, 1]);
    // The cart sent to the quote carries the choices as the customer made them.
    expect(toCartInput(store.getState()).products[0]).toEqual({ id: a, productId: 'deal', quantity: 2, note: null, customerPicks: {}, comboPicks: choices });
    // Editing replaces them.
    store.getState().saveItem(a, { quantity: 1, note: '', customerPicks: {}, comboPicks: { ...choices, 's-drink': [{ productId: 'tea' }] } });
    expect(store.getState().products[0]!.comboPicks!['s-drink']).toEqual([{ productId: 'tea' }]);
  });
  it('intent-named actions change the fields the cart sends', () => {
    const store = createCartStore({ shopId: 's', settings });
    const a = store.getState();
    a.enterName('Ana Diaz');
    a.enterPhone('2135550199');
    a.enterPromoCode(' save20 ');
    a.applyCashback(500);
    a.chooseTime('2026-03-10T18:00:00-07:00');
    a.includeUtensils(false);
    a.choosePaymentType('CARD');
    a.chooseDonation(true);
    expect(toCartInput(store.getState())).toMatchObject({
      name: 'Ana Diaz', phone: '2135550199', promoCode: 'save20', appliedCashback: 500, pickupTime: '2026-03-10T18:00:00-07:00',
      utensilsOption: 'NO_UTENSILS', paymentType: 'CARD', agreeToDonate: true,
    });
    // The time chosen is the order type's: a delivery time once delivery is chosen.
    a.chooseCartType('DELIVERY');
    a.chooseTime('ASAP');
    a.chooseDeliveryAddress('100 N Brand Blvd, Glendale, CA 91203');
    a.enterUnitNumber('4B');
    a.enterDeliveryInstructions('Ring twice');
    expect(toCartInput(store.getState())).toMatchObject({ cartType: 'DELIVERY', deliveryTime: 'ASAP', deliveryAddress: '100 N Brand Blvd, Glendale, CA 91203', unitNumber: '4B', deliveryInstructions: 'Ring twice' });
    expect(store.getState().pickupTime).toBe('2026-03-10T18:00:00-07:00');
    a.removePromoCode();
    a.removeCashback();
    expect([store.getState().promoCode, store.getState().appliedCashback]).toEqual(['', 0]);
  });
  it("a new phone number drops the cashback applied for the last one; the same number keeps it", () => {
    const store = createCartStore({ shopId: 's', settings });
    store.getState().enterPhone('2135550199');
    store.getState().applyCashback(300);
    store.getState().enterPhone('2135550199');
    expect(store.getState().appliedCashback).toBe(300);
    store.getState().enterPhone('2135550100');
    expect(store.getState().appliedCashback).toBe(0);
  });
  it("re-applies the shop's coercions when the order or payment type is chosen", () => {
    const cardOnlyDelivery = { delivery: { deliveryCreditOnly: true }, enableUtensilsPicker: false } as unknown as LoadedSettings;
    const store = createCartStore({ shopId: 's', settings: cardOnlyDelivery });
    store.getState().chooseCartType('DELIVERY');
    store.getState().choosePaymentType('CASH');
    expect(store.getState().paymentType).toBe('CARD');
    store.getState().chooseCartType('PICKUP');
    store.getState().choosePaymentType('CASH');
    expect(store.getState().paymentType).toBe('CASH');
  });
  it('a removal (false for an option that starts picked), a half and a level make another line', () => {
    expect(picksKey({ a: true, b: false })).not.toBe(picksKey({ a: true }));
    expect(picksKey({ b: false, a: true })).toBe(picksKey({ a: true, b: false }));
    expect(picksKey({ a: { side: 'left' } })).not.toBe(picksKey({ a: { side: 'right' } }));
    expect(picksKey({ a: { level: 'extra' } })).not.toBe(picksKey({ a: true }));
    expect(picksKey({ a: { level: 'regular', side: 'whole' } })).toBe(picksKey({ a: { quantity: 1 } }));
  });
});
