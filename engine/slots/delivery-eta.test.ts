/**
 * A delivery's ASAP time once its route is measured: the delivery ETA (drop-off minutes plus the
 * route's traffic minutes, rounded up, plus busy minutes), the same figure as the quote's
 * `delivery.etaMinutes`; before an address is known, the lead time. Times worked out by hand,
 * America/Los_Angeles (PDT, UTC-7 on 2026-03-10).
 */
import { describe, expect, it } from 'vitest';
import type { CartInput, DayHours } from '../../schemas/generated/types.js';
import type { LoadedSettings } from '../../schemas/profile-types.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { priceCart } from '../pricing/index.js';
import { listTimeSlots, type SlotCount } from './index.js';

const H = 3_600_000;
const everyDay = (from: number, to: number): DayHours[] => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from, to }] }));
/** Open 11:00 to 22:00; drop-off starts 40 minutes after ordering, the first delivery slot 45. */
const shop = (settings: Partial<LoadedSettings> = {}) =>
  makeTestProfile({
    settings: {
      hours: { pickUp: everyDay(11 * H, 22 * H), delivery: everyDay(11 * H, 22 * H) },
      delivery: { defaultOrderStartsDropoffMinutes: 40, baseFeeInCents: 300, maxDistanceInMiles: 5 },
      ...settings,
    },
  });
/** Tue 2026-03-10 12:10 PDT. */
const NOW = Date.parse('2026-03-10T19:10:00Z');

describe('listTimeSlots: ASAP of a measured delivery', () => {
  const p = shop();

  it('without a route: the lead time (45 min), as before an address is known', () => {
    expect(listTimeSlots(p, 'delivery', NOW).slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 45 min)', start: '2026-03-10T12:55:00-07:00' });
  });

  it('with a 9.2-minute route: 40 + 10 = 50 min, due 13:00; the scheduled slots do not move', () => {
    const slots = listTimeSlots(p, 'delivery', NOW, { routeMinutes: 9.2 }).slots;
    expect(slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 50 min)', start: '2026-03-10T13:00:00-07:00' });
    // 12:10 + 45 = 12:55: the first window still starts at 1:00 PM.
    expect(slots[1]).toEqual({ value: '2026-03-10T13:00:00-07:00', label: 'Tue 1:00 PM – 1:45 PM', start: '2026-03-10T13:00:00-07:00', end: '2026-03-10T13:45:00-07:00' });
    expect(slots.slice(1)).toEqual(listTimeSlots(p, 'delivery', NOW).slots.slice(1));
  });

  it('a zero-minute route is the drop-off minutes alone; busy minutes are added on top', () => {
    expect(listTimeSlots(p, 'delivery', NOW, { routeMinutes: 0 }).slots[0]?.label).toBe('ASAP (about 40 min)');
    // 40 + 23 + 15 busy = 78 min: 12:10 + 78 = 13:28.
    expect(listTimeSlots(p, 'delivery', NOW, { routeMinutes: 23, operations: { busyMinutes: 15 } }).slots[0])
      .toEqual({ value: 'ASAP', label: 'ASAP (about 78 min)', start: '2026-03-10T13:28:00-07:00' });
  });

  it('the drop-off minutes default to 45: a 10-minute route is 55 min', () => {
    const plain = makeTestProfile({ settings: { hours: { pickUp: everyDay(11 * H, 22 * H), delivery: everyDay(11 * H, 22 * H) } } });
    expect(listTimeSlots(plain, 'delivery', NOW, { routeMinutes: 10 }).slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 55 min)', start: '2026-03-10T13:05:00-07:00' });
  });

  it('pickup ignores a route', () => {
    expect(listTimeSlots(p, 'pickup', NOW, { routeMinutes: 30 }).slots[0]?.label).toBe('ASAP (about 25 min)');
  });

  it('under capacity ASAP is placed by its ETA: a full 13:00 slot moves it to 13:15', () => {
    const capped = shop({ capacity: { slotMinutes: 15, maxOrders: 1 } });
    const load: SlotCount[] = [{ start: '2026-03-10T13:00:00-07:00', orders: 1, items: 1, cartType: 'DELIVERY' }];
    // Without the route ASAP is due 12:55, in the 12:45 slot, which has room.
    expect(listTimeSlots(capped, 'delivery', NOW, { load }).slots[0]?.label).toBe('ASAP (about 45 min)');
    // With a 12-minute route it is due 12:10 + 52 = 13:02, in the full 13:00 slot: moved to 13:15 (65 min).
    expect(listTimeSlots(capped, 'delivery', NOW, { load, routeMinutes: 12 }).slots[0]).toEqual({
      value: 'ASAP',
      label: 'ASAP (about 65 min)',
      start: '2026-03-10T13:15:00-07:00',
      note: 'We are busy: the earliest time with room is 1:15 PM, so an ASAP order is ready then.',
    });
  });
});

describe("the quote's ASAP delivery time says its delivery ETA", () => {
  const p = shop();
  const cart = (over: Partial<CartInput> = {}): CartInput => ({
    shopId: p.shopId, products: [{ productId: 'p-x', quantity: 1 }], cartType: 'DELIVERY', paymentType: 'CASH', deliveryTime: 'ASAP', ...over,
  });
  const quote = (over: Partial<CartInput>) => priceCart(p, cart(over), { now: NOW, listTimes: true });

  it('a measured address: ASAP and delivery.etaMinutes are both 40 + 14 = 54', () => {
    const q = quote({ distanceInMiles: 3.1, durationInTrafficMinutes: 13.4 });
    expect(q.delivery?.etaMinutes).toBe(54);
    expect(q.timeSlots?.slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 54 min)' });
  });

  it('no address yet, or one beyond the limit: the lead time', () => {
    expect(quote({}).timeSlots?.slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 45 min)' });
    const far = quote({ distanceInMiles: 9, durationInTrafficMinutes: 30 });
    expect(far.delivery?.etaMinutes).toBeNull();
    expect(far.timeSlots?.slots[0]).toEqual({ value: 'ASAP', label: 'ASAP (about 45 min)' });
  });
});
