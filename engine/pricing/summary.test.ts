import { describe, expect, it } from 'vitest';
import type { Totals } from '../../schemas/generated/types.js';
import { makeCart, makeProfile, NOON } from '../../tests/fixtures/pricing-profile.js';
import { priceCart } from './price-cart.js';
import { summaryRows } from './summary.js';

const ZERO: Totals = {
  subtotalCents: 0, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 0, preTipTotalCents: 0,
  tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 0, cashbackEarnedCents: 0, marketPriceItems: 0,
};
const rows = (t: Partial<Totals>, cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN', paymentType: 'CASH' | 'CARD') =>
  summaryRows({ ...ZERO, ...t }, cartType, paymentType).map((r) => `${r.key} ${r.amountCents}`);

describe('summary rows', () => {
  it.each([
    // name, totals, type, payment, rows
    ['a cash pickup: no tip row', { subtotalCents: 400, taxCents: 38, preTipTotalCents: 438, invoiceCents: 438 }, 'PICKUP', 'CASH',
      ['subtotal 400', 'tax 38', 'total 438']],
    ['a card pickup shows its tip, $0.00 included', { subtotalCents: 400, taxCents: 38, preTipTotalCents: 438, invoiceCents: 438 }, 'PICKUP', 'CARD',
      ['subtotal 400', 'tax 38', 'tip 0', 'total 438']],
    // 1150 - 0 + 115 + 109 = 1374; + 275 + 199 - 100 = 1748.
    ['every row, in the order of pricing', { subtotalCents: 1150, serviceFeeCents: 115, taxCents: 109, preTipTotalCents: 1374, tipCents: 275, donationCents: 199, cashbackAppliedCents: 100, invoiceCents: 1748 }, 'PICKUP', 'CARD',
      ['subtotal 1150', 'serviceFee 115', 'tax 109', 'tip 275', 'donation 199', 'cashback -100', 'total 1748']],
    // A discount of one cent is shown like any other: the rows add up to the total.
    ['a one-cent discount, taken off', { subtotalCents: 400, discountCents: 1, taxCents: 38, preTipTotalCents: 437, invoiceCents: 437 }, 'PICKUP', 'CASH',
      ['subtotal 400', 'discount -1', 'tax 38', 'total 437']],
    ['a delivery shows its fee even when free', { subtotalCents: 3000, taxCents: 285, preTipTotalCents: 3285, invoiceCents: 3285 }, 'DELIVERY', 'CASH',
      ['subtotal 3000', 'deliveryFee 0', 'tax 285', 'total 3285']],
    ['dine-in', { subtotalCents: 800, serviceFeeCents: 80, taxCents: 76, preTipTotalCents: 956, invoiceCents: 956 }, 'DINEIN', 'CASH',
      ['subtotal 800', 'serviceFee 80', 'tax 76', 'total 956']],
  ] as const)('%s', (_name, totals, cartType, paymentType, expected) => {
    expect(rows(totals, cartType, paymentType)).toEqual(expected);
  });

  it('the quote carries them for its cart', () => {
    const q = priceCart(makeProfile({ settings: { allServicePercentage: 10, donation: { enableDonation: true } } }), makeCart({
      products: [{ productId: 'p-burger', quantity: 1, customerPicks: { 'm-cheese': true } }],
      tip: { percent: 20 },
      agreeToDonate: true,
      appliedCashback: 100,
    }), { now: NOON });
    // The hand-worked invoice of price-cart.test.ts ('works the whole invoice').
    expect(q.summary).toEqual([
      { key: 'subtotal', amountCents: 1150 },
      { key: 'serviceFee', amountCents: 115 },
      { key: 'tax', amountCents: 109 },
      { key: 'tip', amountCents: 275 },
      { key: 'donation', amountCents: 199 },
      { key: 'cashback', amountCents: -100 },
      { key: 'total', amountCents: 1748 },
    ]);
  });
});
