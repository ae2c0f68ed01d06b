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
    store.getState().resetAfterOrder();
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
  it('a removal (false for an option that starts picked), a half and a level make another line', () => {
    expect(picksKey({ a: true, b: false })).not.toBe(picksKey({ a: true }));
    expect(picksKey({ b: false, a: true })).toBe(picksKey({ a: true, b: false }));
    expect(picksKey({ a: { side: 'left' } })).not.toBe(picksKey({ a: { side: 'right' } }));
    expect(picksKey({ a: { level: 'extra' } })).not.toBe(picksKey({ a: true }));
    expect(picksKey({ a: { level: 'regular', side: 'whole' } })).toBe(picksKey({ a: { quantity: 1 } }));
  });
});
