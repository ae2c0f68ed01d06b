import { describe, expect, it } from 'vitest';
import { paymentFacts, progressLine, tipClosed, type OrderProgress } from './order-view.js';

const LA = 'America/Los_Angeles';
const p = (over: Partial<OrderProgress>): OrderProgress => ({ status: 'placed', promisedAt: null, rejectReason: null, paymentStatus: 'not_paid', ...over });

describe('progressLine', () => {
  it.each([
    // 01:40 UTC on 19 June is 6:40 PM on 18 June in Los Angeles (PDT, UTC-7).
    [p({ status: 'accepted', promisedAt: '2025-06-19T01:40:00Z' }), 'PICKUP', 'Accepted: ready at 6:40 PM'],
    [p({ status: 'ready' }), 'PICKUP', 'Ready for pickup'],
    [p({ status: 'rejected', rejectReason: 'TOO_BUSY', paymentStatus: 'refunded' }), 'PICKUP', 'Rejected: the kitchen is too busy right now; your card was refunded'],
    [p({ status: 'rejected', rejectReason: 'CLOSED' }), 'PICKUP', 'Rejected: the shop is closed'],
    [p({ status: 'cancelled' }), 'DELIVERY', 'Cancelled'],
    [p({ status: 'cancelled', paymentStatus: 'refunded' }), 'PICKUP', 'Cancelled; your card was refunded'],
    [p({ status: 'placed' }), 'PICKUP', 'Sent to the restaurant: waiting for it to accept your order'],
  ] as const)('%o (%s) reads %s', (progress, cartType, expected) => {
    // Read at noon that day in Los Angeles.
    expect(progressLine(progress, cartType, LA, Date.parse('2025-06-18T19:00:00Z'))).toBe(expected);
  });

  it('names the day when the promise is on another day in the shop\'s zone, as the text does', () => {
    const noonWednesday = Date.parse('2025-06-18T19:00:00Z');
    // 7:00 PM UTC on Thursday 19 June is 12:00 PM that Thursday in Los Angeles.
    expect(progressLine(p({ status: 'accepted', promisedAt: '2025-06-19T19:00:00Z' }), 'PICKUP', LA, noonWednesday)).toBe('Accepted: ready at 12:00 PM on Thursday');
    // Late the same evening is still today.
    expect(progressLine(p({ status: 'accepted', promisedAt: '2025-06-19T06:30:00Z' }), 'PICKUP', LA, noonWednesday)).toBe('Accepted: ready at 11:30 PM');
  });
});

describe('tipClosed', () => {
  it.each([
    [p({ status: 'placed', paymentStatus: 'paid' }), false],
    [p({ status: 'accepted', paymentStatus: 'paid' }), false],
    [p({ status: 'completed', paymentStatus: 'paid' }), false],
    // Rejected or cancelled: closed before the refund lands, and after.
    [p({ status: 'rejected', paymentStatus: 'paid' }), true],
    [p({ status: 'cancelled', paymentStatus: 'refunded' }), true],
    // A payment refunded on its own closes the order to tips too.
    [p({ status: 'accepted', paymentStatus: 'refunded' }), true],
  ] as const)('%o is closed to tips: %s', (progress, closed) => {
    expect(tipClosed(progress)).toBe(closed);
  });
});

describe('paymentFacts', () => {
  const fetched = { paymentType: 'CARD', paymentStatus: 'paid', status: 'accepted' } as const;
  it("is the fetched order's until the live status has come", () => {
    expect(paymentFacts(fetched, undefined)).toEqual({ paymentType: 'CARD', paymentStatus: 'paid', status: 'accepted' });
  });
  it('then the live status and payment, the payment type staying the order\'s', () => {
    expect(paymentFacts(fetched, p({ status: 'cancelled', paymentStatus: 'refunded' }))).toEqual({ paymentType: 'CARD', paymentStatus: 'refunded', status: 'cancelled' });
  });
});
