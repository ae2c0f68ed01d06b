import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { cartKey, clearPlacedLines, createCartStore, followOtherTabs, picksKey, QUERY_HISTORY_CAP, toCartInput, withoutPlaced, type CartItem } from './cart.js';
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
    store.getState().resetAfterOrder(store.getState().products);
    expect([card().tip, card().ageConfirmed]).toEqual(['default', false]);
  });
  it('keeps the allergy note, cut to 300 characters, saved for the next visit and kept after an order; sends it trimmed', async () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    const store = createCartStore({ shopId: 's', settings, storage });
    expect(toCartInput(store.getState()).allergyNote).toBe(null);
    store.getState().writeAllergyNote('  peanut allergy  ');
    expect(toCartInput(store.getState()).allergyNote).toBe('peanut allergy');
    store.getState().writeAllergyNote('x'.repeat(350));
    expect(store.getState().allergyNote).toHaveLength(300);
    store.getState().writeAllergyNote('sesame');
    store.getState().resetAfterOrder([]);
    expect(store.getState().allergyNote).toBe('sesame');
    const again = createCartStore({ shopId: 's', settings, storage });
    await again.persist.rehydrate();
    expect(again.getState().allergyNote).toBe('sesame');
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

/**
 * One browser's localStorage shared by tabs: a write in one tab fires 'storage' in the others
 * (not in the tab that wrote, and not when the value is unchanged), as browsers do.
 */
function browserStorage() {
  const data = new Map<string, string>();
  const tabs: EventTarget[] = [];
  return {
    tab(): { storage: StateStorage; win: EventTarget } {
      const win = new EventTarget();
      tabs.push(win);
      const fire = (key: string, newValue: string | null) => {
        for (const other of tabs) if (other !== win) other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
      };
      return {
        win,
        storage: {
          getItem: (k) => data.get(k) ?? null,
          setItem: (k, v) => {
            if (data.get(k) === v) return;
            data.set(k, v);
            fire(k, v);
          },
          removeItem: (k) => {
            if (!data.delete(k)) return;
            fire(k, null);
          },
        },
      };
    },
  };
}

function openTab(browser: ReturnType<typeof browserStorage>) {
  const { storage, win } = browser.tab();
  const store = createCartStore({ shopId: 's', settings, storage });
  void store.persist.rehydrate();
  followOtherTabs(store, 's', win);
  return store;
}

const fries = { productId: 'fries', quantity: 1, note: '', customerPicks: {} };
const soda = { productId: 'soda', quantity: 1, note: '', customerPicks: { ice: false } };
const wrap = { productId: 'wrap', quantity: 1, note: 'no onions', customerPicks: {} };

describe('the cart in two tabs', () => {
  it('a line added in one tab reaches the other at once, with that tab\'s unsaved choices kept', () => {
    const browser = browserStorage();
    const checkout = openTab(browser);
    const menu = openTab(browser);
    checkout.getState().addItem(fries, 1000);
    checkout.getState().chooseTip({ percent: 20 });
    expect(menu.getState().products.map((p) => p.productId)).toEqual(['fries']);
    menu.getState().addItem(soda, 2000);
    expect(checkout.getState().products.map((p) => [p.productId, p.quantity])).toEqual([['fries', 1], ['soda', 1]]);
    // The tip is not saved in the browser: the checkout tab keeps its own.
    expect(checkout.getState().tip).toEqual({ percent: 20 });
  });

  it('two tabs adding at the same millisecond give their lines different ids', async () => {
    const browser = browserStorage();
    const a = openTab(browser);
    // The other tab is another page: its own copy of the store's code, its own id counter.
    vi.resetModules();
    const otherPage = (await import('./cart.js')) as typeof import('./cart.js');
    const { storage, win } = browser.tab();
    const b = otherPage.createCartStore({ shopId: 's', settings, storage });
    await b.persist.rehydrate();
    otherPage.followOtherTabs(b, 's', win);
    const first = a.getState().addItem(fries, 5000);
    const second = b.getState().addItem(soda, 5000);
    expect(second).not.toBe(first);
    expect(a.getState().products.map((p) => [p.id, p.productId])).toEqual([[first, 'fries'], [second, 'soda']]);
  });

  it('placing an order takes out only its lines: a line added in another tab meanwhile stays in both tabs', async () => {
    const browser = browserStorage();
    const checkout = openTab(browser);
    const menu = openTab(browser);
    checkout.getState().addItem(fries, 1000);
    checkout.getState().enterPromoCode('SAVE20');
    const placed = checkout.getState().products; // what the order was sent with
    // While the order is on its way, the other tab adds a wrap.
    menu.getState().addItem(wrap, 2000);
    await clearPlacedLines(checkout, placed);
    expect(checkout.getState().products.map((p) => p.productId)).toEqual(['wrap']);
    expect(menu.getState().products.map((p) => p.productId)).toEqual(['wrap']);
    expect([checkout.getState().promoCode, menu.getState().promoCode]).toEqual(['', '']);
  });

  it('the cart saved by another tab is read again before the placed lines are taken out', async () => {
    // A write the storage event has not delivered yet (no event at all here) is still kept.
    const data = new Map<string, string>();
    const storage: StateStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
    const checkout = createCartStore({ shopId: 's', settings, storage });
    await checkout.persist.rehydrate();
    checkout.getState().addItem(fries, 1000);
    const placed = checkout.getState().products;
    const saved = JSON.parse(data.get(cartKey('s'))!) as { state: { products: CartItem[] } };
    saved.state.products.push({ id: 'other-tab', ...soda });
    data.set(cartKey('s'), JSON.stringify(saved));
    await clearPlacedLines(checkout, placed);
    expect(checkout.getState().products).toEqual([{ id: 'other-tab', ...soda }]);
  });

  it('another tab emptying the saved cart empties this one', () => {
    const browser = browserStorage();
    const a = openTab(browser);
    const b = openTab(browser);
    a.getState().addItem(fries, 1000);
    expect(b.getState().products.length).toBe(1);
    a.persist.clearStorage();
    expect(b.getState().products).toEqual([]);
  });
});

describe('taking the placed lines out of the cart', () => {
  const line = (id: string, over: Partial<CartItem> = {}): CartItem => ({ id, productId: 'fries', quantity: 1, note: '', customerPicks: {}, ...over });
  it('keeps lines the order did not contain, and the quantity added to a line after it was sent', () => {
    const placed = [line('a', { quantity: 2 }), line('b', { productId: 'soda' })];
    // 'a' went from 2 to 5 in another tab; 'c' is new; 'b' was ordered as it is.
    const now = [line('a', { quantity: 5 }), line('b', { productId: 'soda' }), line('c', { productId: 'wrap' })];
    expect(withoutPlaced(now, placed)).toEqual([line('a', { quantity: 3 }), line('c', { productId: 'wrap' })]);
  });
  it('keeps a line edited after the order was sent (it is no longer what was ordered)', () => {
    const placed = [line('a')];
    expect(withoutPlaced([line('a', { note: 'extra salt' })], placed)).toEqual([line('a', { note: 'extra salt' })]);
    expect(withoutPlaced([line('a', { customerPicks: { dip: true } })], placed)).toEqual([line('a', { customerPicks: { dip: true } })]);
    expect(withoutPlaced([line('a', { quantity: 1 })], placed)).toEqual([]);
  });
  it('tells apart two lines that share an id (saved by two tabs at the same millisecond) by what they hold', () => {
    const both = [line('a'), line('a', { productId: 'soda' })];
    expect(withoutPlaced(both, [line('a')])).toEqual([line('a', { productId: 'soda' })]);
    expect(withoutPlaced(both, both)).toEqual([]);
  });
});
