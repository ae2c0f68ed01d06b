import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../staff/contract.js';
import { checkTransition } from './transitions.js';

// Written out by hand from the lifecycle: placed -> accepted | rejected, accepted -> ready |
// cancelled, ready -> completed | cancelled; everything else is refused.
const ALLOWED: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['placed', 'accepted'],
  ['placed', 'rejected'],
  ['accepted', 'ready'],
  ['accepted', 'cancelled'],
  ['ready', 'completed'],
  ['ready', 'cancelled'],
];
const args = { prepMinutes: 15, reason: 'TOO_BUSY' };

describe('checkTransition', () => {
  it.each(ALLOWED)('%s -> %s is a move', (from, to) => {
    expect(checkTransition(from, { to, ...args })).toEqual({ ok: true, kind: 'move' });
  });

  const refused = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(
    ([from, to]) => from !== to && !ALLOWED.some(([f, t]) => f === from && t === to),
  );
  it('refuses exactly the other 24 moves between different statuses', () => expect(refused).toHaveLength(24));
  it.each(refused)('%s -> %s is INVALID_TRANSITION', (from, to) => {
    const out = checkTransition(from, { to, ...args });
    expect(out).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', path: '/status' });
  });

  it.each(ORDER_STATUSES.map((s) => [s]))('%s -> itself is a no-op', (s) => {
    expect(checkTransition(s, { to: s })).toEqual({ ok: true, kind: 'same' });
  });

  it('names where a refused order can go', () => {
    const out = checkTransition('placed', { to: 'ready' });
    expect(out.ok ? '' : out.message).toBe('The order is placed; it cannot become ready. From placed it can go to accepted or rejected.');
    const final = checkTransition('completed', { to: 'cancelled' });
    expect(final.ok ? '' : final.message).toBe('The order is completed; it cannot become cancelled. Completed is final.');
  });

  it.each([[undefined], [0], [1441], [2.5]])('accepting with prepMinutes %s is PREP_MINUTES_REQUIRED', (m) => {
    expect(checkTransition('placed', { to: 'accepted', prepMinutes: m })).toMatchObject({ ok: false, code: 'PREP_MINUTES_REQUIRED', path: '/prepMinutes' });
  });

  it.each([[undefined], ['BUSY'], ['']])('rejecting with reason %s is REASON_REQUIRED', (reason) => {
    expect(checkTransition('placed', { to: 'rejected', reason })).toMatchObject({ ok: false, code: 'REASON_REQUIRED', path: '/reason' });
  });

  it('an unknown status is INVALID_STATUS', () => {
    expect(checkTransition('placed', { to: 'done' })).toMatchObject({ ok: false, code: 'INVALID_STATUS' });
  });

  describe('properties', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    it('final statuses never move', () => {
      fc.assert(fc.property(fc.constantFrom<OrderStatus>('completed', 'rejected', 'cancelled'), status, (from, to) => {
        const out = checkTransition(from, { to, ...args });
        return from === to ? out.ok : !out.ok;
      }));
    });
    it('no move goes back to placed', () => {
      fc.assert(fc.property(status, (from) => from === 'placed' || !checkTransition(from, { to: 'placed' }).ok));
    });
  });
});
