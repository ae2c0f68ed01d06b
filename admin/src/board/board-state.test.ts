import { describe, expect, it } from 'vitest';
import type { BoardOrder, StaffEvent } from '../../../server/staff/contract.js';
import { acknowledge, applyEvent, boardColumns, emptyBoard, isEscalated, loadOrders, newOrders, promisedIfAccepted, ringMode, unacknowledged } from './board-state.js';
import { createBoardStore } from './board-store.js';

const T0 = Date.parse('2025-06-18T19:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const min = 60_000;

function order(id: string, over: Partial<BoardOrder> = {}): BoardOrder {
  return {
    orderId: id, reference: id.toUpperCase(), shopId: 'test', status: 'placed', cartType: 'PICKUP', paymentType: 'CARD', paymentStatus: 'paid',
    createdAt: iso(T0), dueAt: iso(T0 + 20 * min), scheduled: false, promisedAt: null, prepMinutes: null, statusChangedAt: iso(T0),
    rejectReason: null, escalatedAt: null, name: 'Ana', phone: null, deliveryAddress: null, deliveryInstructions: null, utensilsOption: null, itemCount: 1, lines: [], minimumAge: null, allergyNote: null,
    totals: { subtotalCents: 1000, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 95, preTipTotalCents: 1095, tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 1095, cashbackEarnedCents: 0, marketPriceItems: 0 } as BoardOrder['totals'],
    ...over,
  };
}
const ev = (id: string, type: StaffEvent['type'], o: BoardOrder): StaffEvent => ({ id, type, shopId: o.shopId, subject: o.orderId, actor: null, at: o.statusChangedAt, data: { order: o } });

describe('the board applies events', () => {
  it('an order.placed adds the order to New and reports it', () => {
    const a = order('a');
    const { state, placed } = applyEvent(emptyBoard('test'), ev('1', 'order.placed', a));
    expect(placed?.orderId).toBe('a');
    expect(boardColumns(state, T0, T0 - 60 * min, 20).placed.map((o) => o.orderId)).toEqual(['a']);
  });

  it('an order.status moves the order to its column', () => {
    let s = applyEvent(emptyBoard('test'), ev('1', 'order.placed', order('a'))).state;
    s = applyEvent(s, ev('2', 'order.status', order('a', { status: 'accepted', prepMinutes: 20, promisedAt: iso(T0 + 21 * min), statusChangedAt: iso(T0 + min) }))).state;
    let cols = boardColumns(s, T0 + min, T0 - 60 * min, 20);
    expect([cols.placed.length, cols.accepted.map((o) => o.orderId)]).toEqual([0, ['a']]);
    s = applyEvent(s, ev('3', 'order.status', order('a', { status: 'ready', statusChangedAt: iso(T0 + 15 * min) }))).state;
    s = applyEvent(s, ev('4', 'order.status', order('a', { status: 'completed', statusChangedAt: iso(T0 + 20 * min) }))).state;
    cols = boardColumns(s, T0 + 20 * min, T0 - 60 * min, 20);
    expect([cols.accepted.length, cols.ready.length, cols.done.map((o) => o.status)]).toEqual([0, 0, ['completed']]);
  });

  it('a duplicate event (a replay after reconnecting) is ignored, and does not ring twice', () => {
    const first = applyEvent(emptyBoard('test'), ev('7', 'order.placed', order('a')));
    const again = applyEvent(first.state, ev('7', 'order.placed', order('a')));
    expect(again.state).toBe(first.state);
    expect(again.placed).toBeNull();
    expect(applyEvent(first.state, ev('5', 'order.placed', order('b'))).state).toBe(first.state);
  });

  it('an older version of an order never replaces a newer one', () => {
    let s = applyEvent(emptyBoard('test'), ev('2', 'order.status', order('a', { status: 'ready', statusChangedAt: iso(T0 + 5 * min) }))).state;
    s = loadOrders(s, [order('a', { status: 'placed' })]);
    expect(s.orders.a?.status).toBe('ready');
  });

  it('orders of another shop are ignored', () => {
    const { state } = applyEvent(emptyBoard('test'), ev('1', 'order.placed', order('x', { shopId: 'other' })));
    expect(Object.keys(state.orders)).toEqual([]);
    expect(state.lastEventId).toBe('1');
  });

  it('event ids compare as numbers, not text ("10" after "9")', () => {
    let s = applyEvent(emptyBoard('test'), ev('9', 'order.placed', order('a'))).state;
    s = applyEvent(s, ev('10', 'order.placed', order('b'))).state;
    expect(Object.keys(s.orders).sort()).toEqual(['a', 'b']);
  });
});

describe('columns, ring and escalation', () => {
  const day = T0 - 10 * 60 * min;
  it('a scheduled order waits in Upcoming until its prep should start', () => {
    const later = order('s', { scheduled: true, dueAt: iso(T0 + 120 * min) });
    const s = loadOrders(emptyBoard('test'), [later]);
    expect(boardColumns(s, T0, day, 20).upcoming.map((o) => o.orderId)).toEqual(['s']);
    // Due at +120 min with 20 min of prep: it starts at +100 min.
    expect(boardColumns(s, T0 + 99 * min, day, 20).upcoming.length).toBe(1);
    expect(boardColumns(s, T0 + 100 * min, day, 20).placed.map((o) => o.orderId)).toEqual(['s']);
  });

  it('Done lists only today', () => {
    const s = loadOrders(emptyBoard('test'), [order('old', { status: 'completed', statusChangedAt: iso(day - min) }), order('new', { status: 'rejected', statusChangedAt: iso(day + min) })]);
    expect(boardColumns(s, T0, day, 20).done.map((o) => o.orderId)).toEqual(['new']);
  });

  it('rings until acknowledged, and loud once the server escalates the order', () => {
    let s = loadOrders(emptyBoard('test'), [order('a')]);
    expect(ringMode(s, T0 + min, 20)).toBe('normal');
    s = acknowledge(s, ['a']);
    expect(ringMode(s, T0 + min, 20)).toBe('off');
    // However long it waits, the board does not decide escalation itself.
    expect(isEscalated(s.orders.a!, T0 + 60 * min, 20)).toBe(false);
    const escalation: StaffEvent = { id: '7', type: 'order.status', shopId: 'test', subject: 'a', actor: 'escalation', at: iso(T0 + 8 * min), data: { status: 'placed', escalated: true, waitedMinutes: 8, order: order('a', { escalatedAt: iso(T0 + 8 * min) }) } };
    s = applyEvent(s, escalation).state;
    expect(s.orders.a!.escalatedAt).toBe(iso(T0 + 8 * min));
    expect(isEscalated(s.orders.a!, T0 + 8 * min, 20)).toBe(true);
    expect(ringMode(s, T0 + 8 * min, 20)).toBe('loud');
    // A list read from just before the escalation keeps the escalation already seen.
    s = loadOrders(s, [order('a')]);
    expect(ringMode(s, T0 + 9 * min, 20)).toBe('loud');
    s = loadOrders(s, [order('a', { status: 'accepted', statusChangedAt: iso(T0 + 9 * min), escalatedAt: iso(T0 + 8 * min) })]);
    expect(ringMode(s, T0 + 10 * min, 20)).toBe('off');
  });

  it('an escalation event whose order lacks escalatedAt takes the event time', () => {
    const s = applyEvent(loadOrders(emptyBoard('test'), [order('a')]), { id: '8', type: 'order.status', shopId: 'test', subject: 'a', actor: 'escalation', at: iso(T0 + 8 * min), data: { status: 'placed', escalated: true, order: { ...order('a'), escalatedAt: undefined } } }).state;
    expect(s.orders.a!.escalatedAt).toBe(iso(T0 + 8 * min));
  });

  it('a scheduled order the server escalated does not sound while still in Upcoming', () => {
    const s = loadOrders(emptyBoard('test'), [order('s', { scheduled: true, dueAt: iso(T0 + 120 * min), escalatedAt: iso(T0 + 8 * min) })]);
    expect(isEscalated(s.orders.s!, T0 + 10 * min, 20)).toBe(false);
    expect(isEscalated(s.orders.s!, T0 + 100 * min, 20)).toBe(true);
  });

  it('a scheduled order in Upcoming neither rings nor counts as new until its prep should start', () => {
    const s = loadOrders(emptyBoard('test'), [order('a'), order('s', { scheduled: true, dueAt: iso(T0 + 120 * min) })]);
    const quiet = acknowledge(s, ['a']);
    expect(ringMode(quiet, T0, 20)).toBe('off');
    expect(unacknowledged(s, T0, 20).map((o) => o.orderId)).toEqual(['a']);
    expect(newOrders(s, T0, 20).map((o) => o.orderId)).toEqual(boardColumns(s, T0, day, 20).placed.map((o) => o.orderId));
    // At +100 min (due +120, 20 min prep) it moves to New and rings like any new order.
    expect(ringMode(quiet, T0 + 100 * min, 20)).toBe('normal');
    expect(unacknowledged(quiet, T0 + 100 * min, 20).map((o) => o.orderId)).toEqual(['s']);
  });
});

describe('the board store', () => {
  it('receives a list, then events, and reports what was placed', () => {
    const store = createBoardStore('test');
    store.getState().receiveList([order('a')]);
    const placed = store.getState().receiveEvent(ev('3', 'order.placed', order('b')));
    expect(placed?.orderId).toBe('b');
    expect(store.getState().receiveEvent(ev('3', 'order.placed', order('b')))).toBeNull();
    store.getState().receiveOrder(order('a', { status: 'accepted', statusChangedAt: iso(T0 + min) }));
    expect(Object.values(store.getState().board.orders).map((o) => `${o.orderId}:${o.status}`).sort()).toEqual(['a:accepted', 'b:placed']);
    store.getState().showShop('other');
    expect(store.getState().board.orders).toEqual({});
  });
});

describe('the Accept dialog\'s "ready at"', () => {
  const NOW = Date.parse('2025-06-18T19:00:00Z');
  it('is now plus the prep for an ASAP order, and the chosen time for a later order unless the prep runs past it, as the server promises', () => {
    const asap = { scheduled: false, dueAt: '2025-06-18T19:25:00Z' };
    const later = { scheduled: true, dueAt: '2025-06-18T21:00:00Z' };
    expect(new Date(promisedIfAccepted(asap, 15, NOW)).toISOString()).toBe('2025-06-18T19:15:00.000Z');
    expect(new Date(promisedIfAccepted(later, 15, NOW)).toISOString()).toBe('2025-06-18T21:00:00.000Z');
    expect(new Date(promisedIfAccepted(later, 150, NOW)).toISOString()).toBe('2025-06-18T21:30:00.000Z');
  });
});
