/** Due times: the chosen slot on the shop's clock, else now plus the wait for the order's type (dine-in: the pickup wait) and the busy minutes. */
import { describe, expect, it } from 'vitest';
import { dueAt, type DueTimeSettings } from './due-time.js';

const shop = (wait: number, deliveryEstimate?: number): DueTimeSettings => ({
  identity: { timeZone: 'America/Los_Angeles' },
  settings: { leadTime: deliveryEstimate === undefined ? {} : { defaultDeliveryEstimate: deliveryEstimate }, approxPickupWaitInMinutes: wait },
});
/** Wednesday 2025-06-18, 12:00 in Los Angeles (UTC-7). */
const NOON = Date.parse('2025-06-18T19:00:00Z');

describe('dueAt', () => {
  it.each([
    ['pickup ASAP: now plus the pickup wait', shop(20), { cartType: 'PICKUP', pickupTime: 'ASAP' }, {}, '2025-06-18T19:20:00.000Z'],
    ['pickup with no time: the same', shop(15), { cartType: 'PICKUP' }, {}, '2025-06-18T19:15:00.000Z'],
    ['a chosen pickup slot without an offset is read on the shop clock', shop(20), { cartType: 'PICKUP', pickupTime: '2025-06-18T13:30' }, {}, '2025-06-18T20:30:00.000Z'],
    ['a chosen slot with an offset keeps it', shop(20), { cartType: 'PICKUP', pickupTime: '2025-06-18T13:30:00-04:00' }, {}, '2025-06-18T17:30:00.000Z'],
    ['delivery ASAP: the quote estimate first', shop(20, 50), { cartType: 'DELIVERY', deliveryTime: 'ASAP' }, { delivery: { etaMinutes: 33 } }, '2025-06-18T19:33:00.000Z'],
    ['delivery without a quote estimate: the shop estimate', shop(20, 50), { cartType: 'DELIVERY' }, {}, '2025-06-18T19:50:00.000Z'],
    ['delivery with neither: 45 minutes', shop(20), { cartType: 'DELIVERY' }, {}, '2025-06-18T19:45:00.000Z'],
    ['a chosen delivery slot; the pickup time is ignored', shop(20), { cartType: 'DELIVERY', deliveryTime: '2025-06-18T18:00', pickupTime: '2025-06-18T13:00' }, {}, '2025-06-19T01:00:00.000Z'],
    ['dine-in: as an ASAP pickup, now plus the pickup wait', shop(20), { cartType: 'DINEIN' }, {}, '2025-06-18T19:20:00.000Z'],
    ['dine-in: a pickup time left in the cart is not its time (the quote checks it as ASAP)', shop(20), { cartType: 'DINEIN', pickupTime: '2025-06-18T15:00' }, {}, '2025-06-18T19:20:00.000Z'],
    ['an unreadable slot falls back to the wait', shop(10), { cartType: 'PICKUP', pickupTime: 'soon' }, {}, '2025-06-18T19:10:00.000Z'],
  ] as const)('%s', (_name, profile, cart, quote, expected) => {
    expect(dueAt(profile, cart as Parameters<typeof dueAt>[1], quote as Parameters<typeof dueAt>[2], NOON).toISOString()).toBe(expected);
  });

  it.each([
    ['pickup ASAP: now plus the pickup wait plus the busy minutes', shop(20), { cartType: 'PICKUP', pickupTime: 'ASAP' }, {}, '2025-06-18T19:50:00.000Z'],
    ['delivery ASAP: the quote estimate plus the busy minutes', shop(20, 50), { cartType: 'DELIVERY', deliveryTime: 'ASAP' }, { delivery: { etaMinutes: 33 } }, '2025-06-18T20:03:00.000Z'],
    ['delivery without a quote estimate: the shop estimate plus the busy minutes', shop(20, 50), { cartType: 'DELIVERY' }, {}, '2025-06-18T20:20:00.000Z'],
    ['a chosen slot is kept: busy minutes move only estimates', shop(20), { cartType: 'PICKUP', pickupTime: '2025-06-18T13:30' }, {}, '2025-06-18T20:30:00.000Z'],
    ['dine-in: the pickup wait plus the busy minutes, like an ASAP pickup', shop(20), { cartType: 'DINEIN', pickupTime: 'ASAP' }, {}, '2025-06-18T19:50:00.000Z'],
  ] as const)('busy 30 minutes, %s', (_name, profile, cart, quote, expected) => {
    const busy = { busyMinutes: 30 };
    expect(dueAt(profile, cart as Parameters<typeof dueAt>[1], quote as Parameters<typeof dueAt>[2], NOON, busy).toISOString()).toBe(expected);
  });

  it('busy minutes of 0 change nothing', () => {
    expect(dueAt(shop(20), { cartType: 'PICKUP', pickupTime: 'ASAP' }, {}, NOON, { busyMinutes: 0 }).toISOString()).toBe('2025-06-18T19:20:00.000Z');
  });

  it('spring forward: a slot at a wall time that exists is kept on the shop clock', () => {
    // 2025-03-09 in Los Angeles: 02:00-03:00 does not exist; 03:30 is PDT (UTC-7).
    expect(dueAt(shop(20), { cartType: 'PICKUP', pickupTime: '2025-03-09T03:30' }, {}, NOON).toISOString()).toBe('2025-03-09T10:30:00.000Z');
    // The day before, 03:30 is PST (UTC-8).
    expect(dueAt(shop(20), { cartType: 'PICKUP', pickupTime: '2025-03-08T03:30' }, {}, NOON).toISOString()).toBe('2025-03-08T11:30:00.000Z');
  });
});
