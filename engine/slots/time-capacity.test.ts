/**
 * Time and capacity: special dates, closed-now wording, notice (lead times), slot capacity, rules
 * judged at the due time, live operations. America/Los_Angeles throughout.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CartInput, DayHours, Menu, Rule } from '../../schemas/generated/types.js';
import type { LoadedSettings, LoadedSpecialHours } from '../../schemas/profile-types.js';
import { makeTestProfile } from '../menu/test-profile.js';
import { resolveMenu } from '../menu/index.js';
import { priceCart } from '../pricing/index.js';
import { humanizeMinutes } from '../rules/index.js';
import type { Operations } from '../operations.js';
import { cartNotice, listTimeSlots, nextOpening, shopStatus, type SlotCount } from './index.js';

const H = 3_600_000;
const at = (iso: string): number => Date.parse(iso);
const everyDay = (from: number, to: number): DayHours[] => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, timeRanges: [{ from, to }] }));

const MENU: Menu = {
  subMenus: [
    { id: 'mains', name: { en: 'Mains' }, products: [
      { id: 'burger', name: { en: 'Burger' }, price: 10, modgroups: [
        { id: 'extras', name: { en: 'Extras' }, type: 'multiple', modifiers: [
          { id: 'bacon', name: { en: 'Bacon' }, price: 2 }, { id: 'cheese', name: { en: 'Cheese' }, price: 1 } ] } ] },
      { id: 'fries', name: { en: 'Fries' }, price: 4 } ] },
    { id: 'catering', name: { en: 'Catering' }, products: [
      { id: 'tray', name: { en: 'Taco Tray' }, price: 80 } ] },
  ],
};

const shop = (settings: Partial<LoadedSettings> = {}, rules: Rule[] = []) =>
  makeTestProfile({ menu: MENU, rules, settings: { hours: { pickUp: everyDay(11 * H, 22 * H), delivery: everyDay(11 * H, 22 * H) }, allowDineIn: true, ...settings } });

const THANKSGIVING: LoadedSpecialHours = { date: '2025-11-27', closed: true, note: 'Thanksgiving' };

const cart = (over: Partial<CartInput> = {}): CartInput => ({
  shopId: 'testshop', products: [{ productId: 'burger', quantity: 1 }], cartType: 'PICKUP', paymentType: 'CASH', name: 'Ana', phone: '2135550123', ...over,
});

describe('special dates', () => {
  const p = shop({ specialHours: [THANKSGIVING], scheduledOrderDaysAllowed: 1 });

  it('a closed date offers no slot; the next day is offered from opening', () => {
    const { slots } = listTimeSlots(p, 'pickup', at('2025-11-27T18:00:00Z')); // Thu 10:00 PST
    expect(slots.some((s) => s.value.startsWith('2025-11-27'))).toBe(false);
    expect(slots[0]).toEqual({ value: '2025-11-28T11:00:00-08:00', label: 'Fri 11:00 AM', start: '2025-11-28T11:00:00-08:00' });
  });

  it.each([
    [1, 'Closed today for Thanksgiving. Order ahead for Friday from 11:00 AM'],
    [0, 'Closed today for Thanksgiving. We open Friday at 11:00 AM.'],
  ])('the storefront sentence with %i days of scheduling: %s', (days, sentence) => {
    const status = shopStatus(shop({ specialHours: [THANKSGIVING], scheduledOrderDaysAllowed: days }), at('2025-11-27T20:00:00Z'));
    expect(status.open).toBe(false);
    expect(status.closedToday).toBe(true);
    expect(status.message).toBe(sentence);
    expect(status.nextOpening?.at).toBe('2025-11-28T11:00:00-08:00');
  });

  it('an order due on a closed date is refused, naming the date and the note', () => {
    const q = priceCart(p, cart({ pickupTime: '2025-11-27T12:00:00-08:00' }), { now: at('2025-11-26T20:00:00Z') });
    expect(q.blockers).toContainEqual({ code: 'CLOSED_DATE', message: 'We are closed on Thursday, November 27 for Thanksgiving; choose another day.', path: '/pickupTime', remedy: { kind: 'choose-time' } });
  });

  it('a short day replaces the weekly hours of the kinds it names; [] closes a kind', () => {
    const short = shop({ specialHours: [{ dateFrom: '2025-12-24', dateTo: '2025-12-24', pickUp: [{ from: 11 * H, to: 15 * H }], delivery: [] }] });
    const now = at('2025-12-24T17:00:00Z'); // Wed 09:00 PST
    const pickup = listTimeSlots(short, 'pickup', now).slots;
    expect(pickup.map((s) => s.label).at(-1)).toBe('Wed 2:30 PM');
    expect(pickup).toHaveLength(8); // 11:00 .. 14:30
    expect(listTimeSlots(short, 'delivery', now)).toEqual({ slots: [], message: 'not available to order at this time' });
  });

  it('a range of the evening before that runs past midnight stops at the closed date', () => {
    const late = shop({ hours: { pickUp: everyDay(18 * H, 26 * H), delivery: [] }, specialHours: [{ date: '2025-11-29', closed: true }] });
    const slots = listTimeSlots(late, 'pickup', at('2025-11-29T01:00:00Z')).slots; // Fri 17:00 PST
    expect(slots.at(-1)?.value).toBe('2025-11-28T23:30:00-08:00');
  });

  it('closed now (before opening): says when it opens, and dine-in says it is unavailable until then', () => {
    const now = at('2025-11-25T17:00:00Z'); // Tue 09:00 PST
    expect(shopStatus(p, now).message).toBe('Closed now. Order ahead for today from 11:00 AM');
    const q = priceCart(p, cart({ cartType: 'DINEIN' }), { now });
    expect(q.blockers).toContainEqual({ code: 'DINE_IN_CLOSED', message: 'Dine-in is not available until we open today at 11:00 AM. Choose Pick Up or Delivery to order ahead.', path: '/cartType', remedy: { kind: 'switch-cart-type', cartTypes: ['PICKUP', 'DELIVERY'] } });
    expect(nextOpening(p, 'pickup', at('2025-11-25T20:00:00Z'))?.at).toBe('2025-11-25T12:00:00-08:00'); // open now
  });

  it('properties: a closed date never offers a slot, for any closed dates and any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.integer({ min: 0, max: 3 }), (startDay, closedOffsets, minute, days) => {
        const base = Date.UTC(2025, 9, 20 + startDay); // around the fall-back change
        const date = (offset: number): string => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
        const closed = closedOffsets.map((o) => date(o));
        const profile = shop({ hours: { pickUp: everyDay(9 * H, 26 * H), delivery: [] }, scheduledOrderDaysAllowed: days, specialHours: closed.map((d) => ({ date: d, closed: true })) });
        const now = base + 8 * H + minute * 60_000;
        for (const s of listTimeSlots(profile, 'pickup', now).slots) {
          if (s.value === 'ASAP') expect(closed).not.toContain(new Date(now - 8 * H).toISOString().slice(0, 10));
          else expect(closed).not.toContain(s.value.slice(0, 10));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('notice (lead-time rules)', () => {
  const rule: Rule = { id: 'catering-notice', kind: 'lead-time', match: { categoryIds: ['catering'] }, leadMinutes: 1440, name: 'Catering trays' };
  const p = shop({ scheduledOrderDaysAllowed: 2 }, [rule]);
  const now = at('2026-03-10T19:10:00Z'); // Tue 12:10 PDT

  it.each([[45, '45 minutes'], [60, '1 hour'], [90, '1 hour 30 minutes'], [1440, '24 hours'], [2880, '48 hours'], [4320, '3 days']])('%i minutes read %s', (m, text) => {
    expect(humanizeMinutes(m)).toBe(text);
  });

  it('a cart holding one is offered no ASAP and no time sooner than the notice', () => {
    const slots = listTimeSlots(p, 'pickup', now, { noticeMinutes: 1440 }).slots;
    expect(slots[0]?.label).toBe('Wed 12:30 PM');
  });

  it('ASAP is refused with the name, the notice and the first time allowed', () => {
    const q = priceCart(p, cart({ products: [{ productId: 'tray', quantity: 1 }] }), { now });
    expect(q.blockers).toContainEqual({ code: 'LEAD_TIME', message: "Catering trays need 24 hours' notice: choose a time from Wed 12:30 PM.", path: '/pickupTime', remedy: { kind: 'choose-time' } });
    const ok = priceCart(p, cart({ products: [{ productId: 'tray', quantity: 1 }], pickupTime: '2026-03-11T12:30:00-07:00' }), { now });
    expect(ok.blockers).toEqual([]);
  });

  it('without a name the message uses the category when the rule selects by category, else the product', () => {
    const byCategory = shop({}, [{ ...rule, name: undefined } as unknown as Rule]);
    expect(cartNotice(byCategory, ['burger', 'tray'])).toMatchObject({ name: 'Catering', plural: false, minutes: 1440 });
    const byProduct = shop({}, [{ id: 'n', kind: 'lead-time', match: { ids: ['fries'] }, leadMinutes: 60 }]);
    expect(cartNotice(byProduct, ['fries'])).toMatchObject({ name: 'Fries', notice: '1 hour' });
    expect(cartNotice(byProduct, ['burger'])).toBeUndefined();
  });
});

describe('slot capacity', () => {
  const p = shop({ capacity: { slotMinutes: 15, maxOrders: 2 } });
  const now = at('2026-03-10T19:10:00Z'); // Tue 12:10 PDT: ASAP due 12:35, in the 12:30 slot
  const load = (start: string, orders: number, items = orders): SlotCount => ({ start, orders, items, cartType: 'PICKUP' });

  it('slots are slotMinutes apart and a full slot is not offered', () => {
    const slots = listTimeSlots(p, 'pickup', now, { load: [load('2026-03-10T13:00:00-07:00', 2)] }).slots;
    expect(slots.slice(0, 4).map((s) => s.label)).toEqual(['ASAP (about 25 min)', 'Tue 12:45 PM', 'Tue 1:15 PM', 'Tue 1:30 PM']);
  });

  it('ASAP moves to the first slot with room, saying so', () => {
    const full = [load('2026-03-10T12:30:00-07:00', 2), load('2026-03-10T12:45:00-07:00', 1, 1), load('2026-03-10T12:47:00-07:00', 1, 1)];
    const asap = listTimeSlots(p, 'pickup', now, { load: full }).slots[0];
    expect(asap).toEqual({ value: 'ASAP', label: 'ASAP (about 50 min)', start: '2026-03-10T13:00:00-07:00', note: 'We are busy: the earliest time with room is 1:00 PM, so an ASAP order is ready then.' });
  });

  it('maxItems counts the order being placed; perType counts kinds apart', () => {
    const items = shop({ capacity: { slotMinutes: 15, maxItems: 10 } });
    const l = [load('2026-03-10T13:00:00-07:00', 1, 8)];
    const offered = (n: number) => listTimeSlots(items, 'pickup', now, { load: l, order: { kind: 'PICKUP', items: n } }).slots.some((s) => s.label === 'Tue 1:00 PM');
    expect([offered(2), offered(3)]).toEqual([true, false]);
    const apart = shop({ capacity: { slotMinutes: 15, maxOrders: 1, perType: true } });
    const delivery = [{ ...load('2026-03-10T13:00:00-07:00', 1), cartType: 'DELIVERY' as const }];
    expect(listTimeSlots(apart, 'pickup', now, { load: delivery }).slots.some((s) => s.label === 'Tue 1:00 PM')).toBe(true);
  });

  it('a chosen slot that filled up is refused with SLOT_FULL', () => {
    const q = priceCart(p, cart({ pickupTime: '2026-03-10T13:00:00-07:00' }), { now, load: [load('2026-03-10T13:00:00-07:00', 2)] });
    expect(q.blockers).toEqual([{ code: 'SLOT_FULL', message: 'Tue 1:00 PM is now full; choose another time.', path: '/pickupTime', remedy: { kind: 'choose-time' } }]);
  });

  it('properties: capacity is never exceeded, whatever the customers choose and in whatever order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.array(fc.tuple(fc.nat(40), fc.integer({ min: 1, max: 4 }), fc.boolean()), { minLength: 1, maxLength: 40 }), (maxOrders, picks) => {
        const profile = shop({ capacity: { slotMinutes: 15, maxOrders, maxItems: 6 } });
        const placed: SlotCount[] = [];
        for (const [choice, items, asap] of picks) {
          const slots = listTimeSlots(profile, 'pickup', now, { load: placed, order: { kind: 'PICKUP', items } }).slots;
          if (slots.length === 0) continue;
          const slot = asap && slots[0]?.value === 'ASAP' ? slots[0] : slots[choice % slots.length]!;
          // An ASAP order is due at its start (now + lead, or the moved slot).
          placed.push({ start: slot.start, orders: 1, items, cartType: 'PICKUP' });
        }
        const bySlot = new Map<number, { orders: number; items: number }>();
        for (const c of placed) {
          const t = Date.parse(c.start);
          const key = t - (t % (15 * 60_000));
          const s = bySlot.get(key) ?? { orders: 0, items: 0 };
          bySlot.set(key, { orders: s.orders + 1, items: s.items + c.items });
        }
        for (const s of bySlot.values()) {
          expect(s.orders).toBeLessThanOrEqual(maxOrders);
          // One order may exceed maxItems alone (an empty slot always takes one), never two.
          if (s.orders > 1) expect(s.items).toBeLessThanOrEqual(6);
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('rules are judged at the due time', () => {
  const rule = (when: Rule extends never ? never : object): Rule => ({ id: 'special', kind: 'price-factor', target: 'product', match: { ids: ['burger'] }, factor: '0.5', when } as unknown as Rule);
  const open24 = (r: Rule) => makeTestProfile({ menu: MENU, rules: [r], settings: { hours: { pickUp: everyDay(0, 24 * H), delivery: [] }, scheduledOrderDaysAllowed: 1 } });
  const unit = (profile: ReturnType<typeof open24>, now: string, pickupTime?: string): number =>
    priceCart(profile, cart(pickupTime ? { pickupTime } : {}), { now: at(now) }).lines[0]!.unitCents;

  it.each([
    ['a lunch special ordered at 10:50 for 12:00', { from: '11:00', to: '14:00' }, '2026-03-10T10:50:00-07:00', '2026-03-10T12:00:00-07:00', 500],
    ['the same, ASAP at 10:50', { from: '11:00', to: '14:00' }, '2026-03-10T10:50:00-07:00', undefined, 1000],
    ['a late-night deal ordered at 21:50 for 00:30 (past midnight)', { days: 'fri', from: '22:00', to: '02:00' }, '2026-03-13T21:50:00-07:00', '2026-03-14T00:30:00-07:00', 500],
    ['ordered at 23:50 Friday for 00:30 on a Saturday-only deal', { days: 'sat', from: '00:00', to: '06:00' }, '2026-03-13T23:50:00-07:00', '2026-03-14T00:30:00-07:00', 500],
    ['a Friday-night deal, ordered at 23:50 for 02:00 (it has ended)', { days: 'fri', from: '22:00', to: '02:00' }, '2026-03-13T23:50:00-07:00', '2026-03-14T02:00:00-07:00', 1000],
    ['spring forward: ordered at 01:50 PST for 03:00 PDT', { from: '03:00', to: '04:00' }, '2025-03-09T01:50:00-08:00', '2025-03-09T03:00:00-07:00', 500],
    ['spring forward: ordered at 01:50 PST for 03:00 PDT, a 01:00-02:00 deal', { from: '01:00', to: '02:00' }, '2025-03-09T01:50:00-08:00', '2025-03-09T03:00:00-07:00', 1000],
    ['fall back: ordered at 00:50 PDT for the second 01:30 (PST)', { from: '01:00', to: '02:00' }, '2025-11-02T00:50:00-07:00', '2025-11-02T01:30:00-08:00', 500],
    ['fall back: ordered at 00:50 PDT for 02:30 PST', { from: '01:00', to: '02:00' }, '2025-11-02T00:50:00-07:00', '2025-11-02T02:30:00-08:00', 1000],
  ])('%s', (_name, when, now, pickupTime, cents) => {
    const normalized = { ...when, ...('days' in when ? { days: [{ fri: 5, sat: 6 }[when.days as 'fri' | 'sat']] } : {}) };
    expect(unit(open24(rule(normalized)), now, pickupTime)).toBe(cents);
  });
});

describe('live operations', () => {
  const p = shop();
  const now = at('2026-03-10T19:10:00Z'); // Tue 12:10 PDT
  const PAUSED = 'online ordering is currently offline, you may still add items to order at a later time.';

  it('a pause offers no time and blocks the paused kinds with ORDERING_PAUSED; an ended pause is ignored', () => {
    const ops: Operations = { paused: { until: '2026-03-10T13:00:00-07:00', types: ['DELIVERY'] } };
    expect(listTimeSlots(p, 'delivery', now, { operations: ops })).toEqual({ slots: [], message: PAUSED });
    expect(listTimeSlots(p, 'pickup', now, { operations: ops }).slots[0]?.value).toBe('ASAP');
    const delivery = priceCart(p, cart({ cartType: 'DELIVERY', distanceInMiles: 1 }), { now, operations: ops });
    // Delivery is paused, dine-in and pickup are not: the remedy is to switch to one of them (checkout's order).
    expect(delivery.blockers[0]).toEqual({ code: 'ORDERING_PAUSED', message: PAUSED, path: '/cartType', remedy: { kind: 'switch-cart-type', cartTypes: ['DINEIN', 'PICKUP'] } });
    expect(priceCart(p, cart(), { now, operations: ops }).blockers).toEqual([]);
    expect(priceCart(p, cart({ cartType: 'DELIVERY', distanceInMiles: 1 }), { now: at('2026-03-10T20:00:00Z'), operations: ops }).blockers.map((b) => b.code)).not.toContain('ORDERING_PAUSED');
    expect(shopStatus(p, now, { paused: { until: null } }).message).toBe(PAUSED);
  });

  it('busy minutes lengthen ASAP and push the first slot', () => {
    const slots = listTimeSlots(p, 'pickup', now, { operations: { busyMinutes: 15 } }).slots;
    expect(slots.slice(0, 2)).toEqual([
      { value: 'ASAP', label: 'ASAP (about 40 min)', start: '2026-03-10T12:50:00-07:00' },
      { value: '2026-03-10T13:00:00-07:00', label: 'Tue 1:00 PM', start: '2026-03-10T13:00:00-07:00' },
    ]);
  });

  it('out of stock: the product shows *OUT OF STOCK and is refused; a modifier is unavailable in its group', () => {
    const ops: Operations = { outOfStock: [{ productId: 'fries', until: null }, { modifierId: 'bacon', until: '2026-03-10T23:59:00-07:00' }, { productId: 'burger', until: '2026-03-10T12:00:00-07:00' }] };
    const menu = resolveMenu(p, now, ops);
    const fries = menu.categories[0]!.products.find((x) => x.id === 'fries')!;
    const burger = menu.categories[0]!.products.find((x) => x.id === 'burger')!;
    expect([fries.available, fries.label, fries.orderable]).toEqual([false, '*OUT OF STOCK', false]);
    expect(burger.available).toBe(true); // its entry ended at noon
    expect(burger.modgroups[0]!.modifiers.map((m) => [m.name, m.available, m.label])).toEqual([['Bacon', false, '*OUT OF STOCK'], ['Cheese', true, undefined]]);
    const q = priceCart(p, cart({ products: [{ productId: 'fries', quantity: 1 }, { productId: 'burger', quantity: 1, customerPicks: { bacon: true } }] }), { now, operations: ops });
    expect(q.blockers.map((b) => b.message)).toEqual([
      'Fries cannot be ordered right now (OUT OF STOCK); remove it from your cart.',
      'Burger (Extras): Bacon cannot be picked right now (OUT OF STOCK); pick another option.',
    ]);
    // Without operations nothing changed (the shared resolved menu was not touched).
    expect(resolveMenu(p, now).categories[0]!.products.find((x) => x.id === 'fries')!.available).toBe(true);
  });
});
