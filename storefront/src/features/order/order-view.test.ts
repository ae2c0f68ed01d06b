import { describe, expect, it } from 'vitest';
import { progressLine, type OrderProgress } from './order-view.js';

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
    expect(progressLine(progress, cartType, LA)).toBe(expected);
  });
});
