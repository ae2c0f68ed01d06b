import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '../../../server/staff/contract.js';
import { orderTotalsRows } from './order-totals.js';

const totals = (over: Partial<BoardOrder['totals']>): BoardOrder['totals'] => ({
  subtotalCents: 0, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 0, preTipTotalCents: 0, tipCents: 0,
  donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 0, cashbackEarnedCents: 0, marketPriceItems: 0, ...over,
}) as BoardOrder['totals'];

const shown = (t: BoardOrder['totals']) => orderTotalsRows(t).map((r) => `${r.label} ${r.amount}`);

describe('orderTotalsRows', () => {
  it.each([
    // The probe's card order: $23.50 + $2.23 tax + $2.57 tip + $1.99 donation = $30.29.
    ['a donation', totals({ subtotalCents: 2350, taxCents: 223, tipCents: 257, donationCents: 199, invoiceCents: 3029 }), ['Subtotal $23.50', 'Tax $2.23', 'Tip $2.57', 'Donation $1.99']],
    // Every row, in the order of pricing: 40.00 - 8.00 + 1.50 + 4.95 + 3.20 + 5.00 + 1.00 - 10.00 = 37.65.
    ['every row', totals({ subtotalCents: 4000, discountCents: 800, serviceFeeCents: 150, deliveryFeeCents: 495, taxCents: 320, tipCents: 500, donationCents: 100, cashbackAppliedCents: 1000, invoiceCents: 3765 }),
      ['Subtotal $40.00', 'Discount -$8.00', 'Service fee $1.50', 'Delivery fee $4.95', 'Tax $3.20', 'Tip $5.00', 'Donation $1.00', 'Cashback applied -$10.00']],
    ['a cash order with no extras: subtotal and tax only', totals({ subtotalCents: 1195, taxCents: 114, invoiceCents: 1309 }), ['Subtotal $11.95', 'Tax $1.14']],
  ])('%s', (_name, t, expected) => {
    expect(shown(t)).toEqual(expected);
  });
});
