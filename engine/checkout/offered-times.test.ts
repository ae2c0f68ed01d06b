import { describe, expect, it } from 'vitest';
import type { CartInput, Rule } from '../../schemas/generated/types.js';
import { validateQuote } from '../../schemas/loader.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from '../pricing/index.js';

const TIME_CODES = ['TIME_UNAVAILABLE', 'LEAD_TIME', 'SLOT_FULL', 'CLOSED_DATE', 'NO_TIME_SLOTS'];
const quote = (cart: Partial<CartInput> = {}, rules: Rule[] = []) => priceCart(makeProfile({ rules }), makeCart(cart), { now: NOON, listTimes: true });

describe("the quote's timeSlots (listTimes)", () => {
  it('pickup at noon on a shop open all day: ASAP (25 min), then every half hour from 12:30 to 11:30 PM', () => {
    const q = quote();
    const slots = q.timeSlots!.slots;
    // 12:00 + 25 min = 12:25: the first half hour at or after it is 12:30; the day closes at midnight.
    expect(slots.slice(0, 3)).toEqual([
      { value: 'ASAP', label: 'ASAP (about 25 min)' },
      { value: '2026-03-10T12:30:00-07:00', label: 'Tue 12:30 PM' },
      { value: '2026-03-10T13:00:00-07:00', label: 'Tue 1:00 PM' },
    ]);
    expect(slots.at(-1)).toEqual({ value: '2026-03-10T23:30:00-07:00', label: 'Tue 11:30 PM' });
    expect(slots.length).toBe(1 + 23);
    expect(validateQuote(q).ok).toBe(true);
  });

  it('delivery: ASAP (45 min), then 45-minute windows from 1:00 PM', () => {
    const slots = quote({ cartType: 'DELIVERY', distanceInMiles: 1 }).timeSlots!.slots;
    expect(slots.slice(0, 2)).toEqual([
      { value: 'ASAP', label: 'ASAP (about 45 min)' },
      { value: '2026-03-10T13:00:00-07:00', label: 'Tue 1:00 PM – 1:45 PM' },
    ]);
    expect(slots.length).toBe(1 + 22);
  });

  it('a cart that needs 3 hours of notice is offered no ASAP and nothing before 3:00 PM', () => {
    const notice: Rule[] = [{ id: 'big-order', kind: 'lead-time', match: { ids: ['p-burrito'] }, leadMinutes: 180, name: 'Burritos' }];
    const slots = quote({ products: [{ productId: 'p-burrito', quantity: 1 }] }, notice).timeSlots!.slots;
    expect(slots[0]).toEqual({ value: '2026-03-10T15:00:00-07:00', label: 'Tue 3:00 PM' });
  });

  it('every time offered is one the quote takes, and a time it leaves out is a time blocker', () => {
    const slots = quote().timeSlots!.slots;
    for (const s of slots) {
      expect(quote({ pickupTime: s.value }).blockers.filter((b) => TIME_CODES.includes(b.code))).toEqual([]);
    }
    // 12:00 itself is sooner than the 25-minute wait.
    expect(quote({ pickupTime: '2026-03-10T12:00:00-07:00' }).blockers.map((b) => b.code)).toEqual(['TIME_UNAVAILABLE']);
  });

  it('none for dine-in, and none unless asked for', () => {
    const dineIn = priceCart(makeProfile({ settings: { allowDineIn: true } }), makeCart({ cartType: 'DINEIN' }), { now: NOON, listTimes: true });
    expect(dineIn.timeSlots).toBeUndefined();
    expect(priceCart(makeProfile(), makeCart(), { now: NOON }).timeSlots).toBeUndefined();
  });

  it('a shop paused for pickup offers no time and says why', () => {
    const q = priceCart(makeProfile(), makeCart(), { now: NOON, listTimes: true, operations: { paused: { until: null, types: ['PICKUP'] } } });
    expect(q.timeSlots).toEqual({ slots: [], message: 'online ordering is currently offline, you may still add items to order at a later time.' });
  });
});
