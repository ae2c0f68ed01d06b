import { describe, expect, it } from 'vitest';
import { message } from './messages.js';
import { DUE_LABELS, orderPayment, orderReference, paymentLine, RECEIPT_TYPE_LABELS, type PaymentFacts } from './order-words.js';

describe('order words', () => {
  it.each([
    ['u5wsm3vfcx44hs2tt7tx3n4xlnxiofcg', 'U5WSM3VF'],
    ['abcdefghijklmnopqrstuvwxyz234567', 'ABCDEFGH'],
    ['short', 'SHORT'],
  ])('the reference of %s is %s', (id, ref) => expect(orderReference(id)).toBe(ref));

  it.each([
    ['DELIVERY', 'Delivery', 'Delivery due'],
    ['PICKUP', 'Pick Up', 'Pickup due'],
    ['DINEIN', 'Dine In', 'Ready by'],
  ] as const)('a %s receipt reads %s, due time labelled %s', (type, label, due) => {
    expect(RECEIPT_TYPE_LABELS[type]).toBe(label);
    expect(DUE_LABELS[type]).toBe(due);
  });

  it('no order type but pickup says pickup', () => {
    expect(Object.entries(DUE_LABELS).filter(([, l]) => /pickup/i.test(l)).map(([t]) => t)).toEqual(['PICKUP']);
  });
});

describe('the payment line', () => {
  const STATUSES = ['placed', 'accepted', 'ready', 'completed', 'rejected', 'cancelled'] as const;
  it.each([
    // The legacy words while the order stands.
    ['CARD', 'paid', 'accepted', 'paid', 'Prepaid'],
    ['CARD', 'paid', 'completed', 'paid', 'Prepaid'],
    ['CASH', 'not_paid', 'placed', 'unpaid', 'Not Paid'],
    ['CASH', 'not_paid', 'ready', 'unpaid', 'Not Paid'],
    ['CARD', 'pending', 'placed', 'unpaid', 'Not Paid'],
    ['CARD', 'released', 'placed', 'unpaid', 'Not Paid'],
    // Rejected or cancelled: the card's refund is written with the change, and lands later.
    ['CARD', 'paid', 'rejected', 'refunded', 'Refunded'],
    ['CARD', 'paid', 'cancelled', 'refunded', 'Refunded'],
    ['CARD', 'refunded', 'rejected', 'refunded', 'Refunded'],
    ['CARD', 'refunded', 'cancelled', 'refunded', 'Refunded'],
    // A charge given back on its own (the order could not be completed).
    ['CARD', 'refunded', 'placed', 'refunded', 'Refunded'],
    // Nothing was charged: nothing is owed either.
    ['CASH', 'not_paid', 'rejected', 'closed', 'Rejected: Nothing Owed'],
    ['CASH', 'not_paid', 'cancelled', 'closed', 'Cancelled: Nothing Owed'],
    ['CARD', 'pending', 'rejected', 'closed', 'Rejected: Nothing Owed'],
  ] as const)('%s %s, %s: %s, reads %s', (paymentType, paymentStatus, status, state, line) => {
    const o: PaymentFacts = { paymentType, paymentStatus, status };
    expect(orderPayment(o)).toBe(state);
    expect(paymentLine(o)).toBe(line);
  });

  it('a rejected or cancelled order never reads paid or due, whatever its payment', () => {
    for (const paymentType of ['CASH', 'CARD'] as const) {
      for (const paymentStatus of ['not_paid', 'pending', 'paid', 'pending_payment', 'refunded', 'released']) {
        for (const status of STATUSES.filter((s) => s === 'rejected' || s === 'cancelled')) {
          expect(['Prepaid', 'Not Paid']).not.toContain(paymentLine({ paymentType, paymentStatus, status }));
        }
      }
    }
  });

  it('only a paid card order on an open order reads Prepaid', () => {
    for (const status of STATUSES) {
      const open = status !== 'rejected' && status !== 'cancelled';
      expect(paymentLine({ paymentType: 'CARD', paymentStatus: 'paid', status }) === 'Prepaid').toBe(open);
      expect(paymentLine({ paymentType: 'CASH', paymentStatus: 'paid', status })).not.toBe('Prepaid');
    }
  });

  it('a market-price line promises payment in person only while the order stands', () => {
    expect(message('MARKET_PRICE_LINE', { cartType: 'PICKUP' })).toBe('market price, paid at pickup');
    expect(message('MARKET_PRICE_LINE', { cartType: 'PICKUP', closed: false })).toBe('market price, paid at pickup');
    for (const cartType of ['PICKUP', 'DELIVERY', 'DINEIN']) expect(message('MARKET_PRICE_LINE', { cartType, closed: true })).toBe('market price, nothing owed');
  });
});
