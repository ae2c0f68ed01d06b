import { describe, expect, it } from 'vitest';
import type { LoadedSettings } from '../../../../schemas/profile-types.js';
import type { Quote } from '../../lib/ordering.js';
import { createCartStore, defaultCart, type CartFields } from '../../stores/cart.js';
import { checkoutCart, deliveryUnpriced, effectiveTime, remedyControls, shownTotal, summaryView, timeSelectView, totalWaitsNote, type RemedyControl } from './checkout-view.js';

const SIX = '2026-03-10T18:00:00-07:00';
const SIX_THIRTY = '2026-03-10T18:30:00-07:00';
const offered = (...values: string[]) => ({ slots: values.map((value) => ({ value, label: value === 'ASAP' ? 'ASAP (about 25 min)' : value })) });
const quote = (over: Partial<Quote> = {}): Quote => ({
  shopId: 's', at: '', cartType: 'PICKUP', paymentType: 'CASH', lines: [], blockers: [], trace: [],
  totals: { subtotalCents: 1000, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 95, preTipTotalCents: 1095, tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 1095, cashbackEarnedCents: 0, marketPriceItems: 0 },
  ...over,
});
const fields = (over: Partial<CartFields> = {}): CartFields => ({ ...defaultCart(), products: [{ id: 'a1', productId: 'p', quantity: 1, note: '', customerPicks: {} }], ...over });

describe('the time the order is for', () => {
  it.each([
    ['the chosen time while it is offered', SIX, offered('ASAP', SIX, SIX_THIRTY), SIX],
    ['the first time offered when the chosen one has passed', '2026-03-10T11:00:00-07:00', offered('ASAP', SIX), 'ASAP'],
    ['the first time offered when none is chosen (ASAP while the shop is closed: the first slot)', null, offered(SIX, SIX_THIRTY), SIX],
    ['the chosen time when nothing is offered (the quote refuses it)', SIX, offered(), SIX],
    ['the chosen time before any quote', SIX, undefined, SIX],
  ] as const)('%s', (_name, chosen, times, expected) => {
    expect(effectiveTime(chosen, times)).toBe(expected);
  });

  it("sends the effective time, and only from a quote of the cart's own order type", () => {
    const stale = fields({ pickupTime: '2026-03-10T11:00:00-07:00' });
    expect(checkoutCart(stale, 's', quote({ timeSlots: offered('ASAP', SIX) })).pickupTime).toBe('ASAP');
    // The last quote was for pickup: a delivery cart sends its own chosen time until its quote comes.
    const delivery = fields({ cartType: 'DELIVERY', deliveryTime: SIX_THIRTY });
    expect(checkoutCart(delivery, 's', quote({ timeSlots: offered('ASAP', SIX) })).deliveryTime).toBe(SIX_THIRTY);
    expect(checkoutCart(delivery, 's', quote({ cartType: 'DELIVERY', timeSlots: offered(SIX) })).deliveryTime).toBe(SIX);
  });

  it('the select shows the effective time and its note; nothing for dine-in', () => {
    const moved = { slots: [{ value: 'ASAP', label: 'ASAP (about 55 min)', note: 'We are busy: the earliest time with room is 1:00 PM, so an ASAP order is ready then.' }, { value: SIX, label: 'Tue 6:00 PM' }] };
    expect(timeSelectView(fields({ pickupTime: null }), quote({ timeSlots: moved }))).toMatchObject({ label: 'Pickup time', value: 'ASAP', note: moved.slots[0]!.note });
    expect(timeSelectView(fields({ cartType: 'DINEIN' }), quote({ cartType: 'DINEIN' }))).toBeUndefined();
    expect(timeSelectView(fields(), quote({ timeSlots: { slots: [], message: 'not available to order at this time' } }))).toMatchObject({ message: 'not available to order at this time' });
  });
});

describe("a blocker's remedy as the page offers it", () => {
  const settings = { delivery: {}, enableUtensilsPicker: false } as unknown as LoadedSettings;
  const choices = {
    cartTypes: [
      { value: 'DINEIN' as const, label: 'Dine-In', allowed: true },
      { value: 'PICKUP' as const, label: 'Pick Up', allowed: true },
      { value: 'DELIVERY' as const, label: 'Delivery', allowed: true },
    ],
    paymentTypes: [{ value: 'CASH' as const, label: 'Cash', allowed: true }, { value: 'CARD' as const, label: 'PrePay', allowed: true }],
    cashback: { allowed: true },
    donation: { allowed: false },
  };
  const line = { productId: 'p-fish', name: 'Whole Fish', quantity: 2, unitCents: 0, totalCents: 0, discountCents: 0, taxCents: 0, picks: [] };
  const ctx = { quote: quote({ choices, lines: [line] }), lineIds: ['a1'], menuHref: '/order', basePath: '/la' };
  const labels = (cs: RemedyControl[]) => cs.map((c) => `${c.kind}:${c.label}`);

  it.each([
    [{ kind: 'pay-by-card' as const }, ['action:Pay by card instead']],
    [{ kind: 'pay-in-person' as const }, ['action:Choose Cash instead']],
    [{ kind: 'switch-cart-type' as const, cartTypes: ['DINEIN', 'PICKUP'] as ['DINEIN', 'PICKUP'] }, ['action:Switch to Dine-In', 'action:Switch to Pick Up']],
    [{ kind: 'remove-line' as const, lineIndex: 0 }, ['action:Remove Whole Fish from your cart']],
    [{ kind: 'edit-line' as const, lineIndex: 0 }, ['link:Change Whole Fish']],
    [{ kind: 'lower-quantity' as const, lineIndex: 0, max: 1 }, ['action:Change Whole Fish to 1']],
    [{ kind: 'add-more' as const, amountCents: 425 }, ['link:Add $4.25 more from the menu']],
    [{ kind: 'add-more' as const }, ['link:Back to the menu']],
    [{ kind: 'remove-promo-code' as const }, ['action:Remove the promo code']],
    [{ kind: 'edit-field' as const, field: 'phone' as const }, ['focus:Enter your phone number']],
    [{ kind: 'choose-time' as const }, ['focus:Choose another time']],
    // A line the cart no longer has: nothing to offer.
    [{ kind: 'remove-line' as const, lineIndex: 3 }, []],
    [undefined, []],
  ])('%j', (remedy, expected) => {
    expect(labels(remedyControls(remedy, ctx))).toEqual(expected);
  });

  it.each([
    // No address yet: a first entry, not 'another'.
    ['ADDRESS_REQUIRED', 'focus:Enter your delivery address'],
    ['NOT_DELIVERABLE', 'focus:Enter another delivery address'],
    [undefined, 'focus:Enter another delivery address'],
  ])('the delivery address remedy of %s reads %s', (code, expected) => {
    expect(labels(remedyControls({ kind: 'edit-field', field: 'deliveryAddress' }, ctx, code))).toEqual([expected]);
  });

  it("each action does what it says to the cart's store", () => {
    const store = createCartStore({ shopId: 's', settings });
    const id = store.getState().addItem({ productId: 'p-fish', quantity: 2, note: '', customerPicks: {} }, 1000);
    store.getState().enterPromoCode('SAVE20');
    const run = (remedy: Parameters<typeof remedyControls>[0], n = 0) => {
      const c = remedyControls(remedy, { ...ctx, lineIds: [id] })[n];
      if (c?.kind !== 'action') throw new Error('not an action');
      c.run(store.getState());
    };
    run({ kind: 'pay-by-card' });
    expect(store.getState().paymentType).toBe('CARD');
    run({ kind: 'switch-cart-type', cartTypes: ['DINEIN', 'DELIVERY'] }, 1);
    expect(store.getState().cartType).toBe('DELIVERY');
    run({ kind: 'lower-quantity', lineIndex: 0, max: 1 });
    expect(store.getState().products[0]!.quantity).toBe(1);
    run({ kind: 'remove-promo-code' });
    expect(store.getState().promoCode).toBe('');
    run({ kind: 'remove-line', lineIndex: 0 });
    expect(store.getState().products).toEqual([]);
  });

  it('an edit-line link goes to the line\'s page under the location', () => {
    expect(remedyControls({ kind: 'edit-line', lineIndex: 0, lineId: 'x y' }, ctx)).toEqual([{ kind: 'link', label: 'Change Whole Fish', to: '/la/cart/x%20y' }]);
  });
});

describe('the Order Summary and a tip over the cap', () => {
  const tipped = (tipCents: number, blockers: Quote['blockers'] = []) => quote({
    blockers,
    totals: { ...quote().totals, tipCents, invoiceCents: 1095 + tipCents },
    summary: [{ key: 'subtotal', amountCents: 1000 }, { key: 'tax', amountCents: 95 }, { key: 'tip', amountCents: tipCents }, { key: 'total', amountCents: 1095 + tipCents }],
  });
  const TOO_LARGE = { code: 'TIP_TOO_LARGE', message: 'A tip on this order can be at most $50.00; $500.00 was entered. Lower the tip.', path: '/tip', params: { maxCents: 5000 } } as unknown as Quote['blockers'][number];

  it('shows the quote\'s rows as they are while the tip is taken', () => {
    const q = tipped(250);
    expect(summaryView(q).map((r) => [r.key, r.text, r.withheld])).toEqual([['subtotal', '$10.00', false], ['tax', '$0.95', false], ['tip', '$2.50', false], ['total', '$13.45', false]]);
    expect([shownTotal(q), totalWaitsNote(q)]).toEqual(['$13.45', undefined]);
  });

  it('never shows a refused tip, nor the Total worked out with it, as a charge', () => {
    const q = tipped(50000, [TOO_LARGE]);
    expect(summaryView(q).map((r) => [r.key, r.text, r.withheld])).toEqual([['subtotal', '$10.00', false], ['tax', '$0.95', false], ['tip', 'Over the $50.00 limit', true], ['total', '—', true]]);
    expect(shownTotal(q)).toBeUndefined();
    expect(totalWaitsNote(q)).toBe('Your total shows here once the tip is $50.00 or less.');
  });
});

describe('the Order Summary of a delivery the quote has not priced', () => {
  // A delivery cart's quote as the engine makes it: without a distance, `deliverable` is null and
  // the fee $0.00 (with ADDRESS_REQUIRED); beyond the limit, false; in range, true and the fee.
  const ADDRESS_REQUIRED = { code: 'ADDRESS_REQUIRED', message: 'Enter a delivery address so we can check the distance and the delivery fee.', path: '/deliveryAddress' } as Quote['blockers'][number];
  const NOT_DELIVERABLE = { code: 'NOT_DELIVERABLE', message: 'This address is beyond our 8 mile max delivery distance.', path: '/deliveryAddress' } as Quote['blockers'][number];
  const delivery = (deliverable: boolean | null, feeCents: number, blockers: Quote['blockers'] = []) => quote({
    cartType: 'DELIVERY',
    blockers,
    delivery: { miles: deliverable === null ? null : deliverable ? 3.1 : 9.4, deliverable, feeCents, maxDistanceInMiles: 8, etaMinutes: deliverable ? 55 : null },
    totals: { ...quote().totals, deliveryFeeCents: feeCents, invoiceCents: 1095 + feeCents },
    summary: [{ key: 'subtotal', amountCents: 1000 }, { key: 'deliveryFee', amountCents: feeCents }, { key: 'tax', amountCents: 95 }, { key: 'total', amountCents: 1095 + feeCents }],
  });
  const shown = (q: Quote) => summaryView(q).map((r) => `${r.key} ${r.text}`);

  it('shows no delivery fee row before an address is measured, nor for one beyond the limit', () => {
    expect(shown(delivery(null, 0, [ADDRESS_REQUIRED]))).toEqual(['subtotal $10.00', 'tax $0.95', 'total $10.95']);
    expect(shown(delivery(false, 0, [NOT_DELIVERABLE]))).toEqual(['subtotal $10.00', 'tax $0.95', 'total $10.95']);
    expect([deliveryUnpriced(delivery(null, 0)), deliveryUnpriced(delivery(false, 0))]).toEqual([true, true]);
  });

  it('shows the fee once the quote prices the address, a free delivery included', () => {
    expect(shown(delivery(true, 295))).toEqual(['subtotal $10.00', 'deliveryFee $2.95', 'tax $0.95', 'total $13.90']);
    expect(shown(delivery(true, 0))).toEqual(['subtotal $10.00', 'deliveryFee $0.00', 'tax $0.95', 'total $10.95']);
    expect(deliveryUnpriced(quote())).toBe(false);
  });
});
