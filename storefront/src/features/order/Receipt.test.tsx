// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Receipt } from './Receipt.js';
import type { OrderView } from './order-view.js';

afterEach(cleanup);

const totals = {
  subtotalCents: 1500, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 143, preTipTotalCents: 1643,
  tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 1643, cashbackEarnedCents: 0, marketPriceItems: 0,
};
const g = { modgroupId: 'g-top', modgroupName: 'Toppings', quantity: 1 };
const line = {
  productId: 'p-pizza', name: 'Pizza', category: 'Pizza', quantity: 1, unitCents: 1500, totalCents: 1500, discountCents: 0, taxCents: 143,
  picks: [
    { ...g, modifierId: 'm-mush', name: 'Mushrooms', unitCents: 125, totalCents: 125, side: 'left' },
    { ...g, modifierId: 'm-cheese', name: 'Cheese', unitCents: 150, totalCents: 150, level: 'extra' as const },
    { ...g, modifierId: 'm-basil', name: 'Basil', unitCents: 0, totalCents: 0, removed: true as const },
    { ...g, modgroupId: 'g-dip', modgroupName: 'Dip', modifierId: 'm-ranch', name: 'Ranch', unitCents: 0, totalCents: 0, level: 'onSide' as const },
  ],
};
const order = {
  orderId: 'o1', shopId: 'test', createdAt: '2026-03-10T19:00:00.000Z', dueAt: null, name: 'Ana', phone: '(213) 555-0199', cartType: 'PICKUP',
  paymentType: 'CASH', paymentStatus: 'not_paid', paymentLabel: 'Not Paid', pickupTime: 'ASAP', deliveryTime: null, deliveryAddress: null,
  unitNumber: null, deliveryInstructions: null, distanceInMiles: null, utensilsOption: null, tips: 0, postOrderTipCents: 0, totals,
  lines: [line], status: 'placed', promisedAt: null, rejectReason: null,
  summary: [{ key: 'subtotal', amountCents: 1500 }, { key: 'discount', amountCents: -30 }, { key: 'tax', amountCents: 143 }, { key: 'total', amountCents: 1613 }],
} as unknown as OrderView;

describe('Receipt', () => {
  it("prints the order's summary rows in the receipt's words, the total last", () => {
    const { container } = render(<Receipt order={order} zone="America/Los_Angeles" />);
    const rows = [...container.querySelectorAll('.receipt-totals > div')].map((d) => d.textContent);
    expect(rows).toEqual(['Subtotal$15.00', 'Discounts-$0.30', 'Taxes$1.43', 'Grand Total$16.13']);
    expect(container.querySelector('.receipt-grand')?.textContent).toBe('Grand Total$16.13');
  });

  it('lists each pick with its half, its level and what was taken off', () => {
    const { container } = render(<Receipt order={order} zone="America/Los_Angeles" />);
    expect(container.querySelector('.receipt-picks')?.textContent).toBe('Toppings: Mushrooms (left half), Extra Cheese, No Basil; Dip: Ranch (on the side)');
  });
});

describe('the due time', () => {
  const dueRow = (dueAt: string) => {
    const { container } = render(<Receipt order={{ ...order, dueAt } as OrderView} zone="America/Los_Angeles" />);
    return [...container.querySelectorAll('.receipt-facts > div')].map((d) => d.textContent)[1];
  };
  // Placed Tuesday 2026-03-10 at 12:00 in Los Angeles.
  it('reads the weekday and time within the week it was placed in', () => {
    expect(dueRow('2026-03-16T23:00:00.000Z')).toBe('Pickup dueMonday 4:00 PM');
  });
  it('names the date a week or more ahead, where the weekday alone would be the day it was placed', () => {
    expect(dueRow('2026-03-17T23:00:00.000Z')).toBe('Pickup dueTuesday, March 17, 4:00 PM');
  });
});

describe('the ready time once the shop has promised one', () => {
  const facts = (over: Partial<OrderView>, promisedAt?: string | null) => {
    const { container } = render(<Receipt order={{ ...order, ...over } as OrderView} zone="America/Los_Angeles" {...(promisedAt !== undefined ? { promisedAt } : {})} />);
    return [...container.querySelectorAll('.receipt-facts > div')].map((d) => d.textContent);
  };
  // Placed Tuesday 2026-03-10 at 12:00 in Los Angeles, due at 12:30; accepted with 20 minutes' prep: 12:20.
  const DUE = '2026-03-10T19:30:00.000Z';
  const PROMISED = '2026-03-10T19:20:00.000Z';
  it('a dine-in order reads the due time until it is accepted', () => {
    expect(facts({ cartType: 'DINEIN', dueAt: DUE })[1]).toBe('Ready byTuesday 12:30 PM');
  });
  it('and the promised time once it is, with the same label: one ready time on the page', () => {
    const rows = facts({ cartType: 'DINEIN', dueAt: DUE, status: 'accepted', promisedAt: PROMISED });
    expect(rows[1]).toBe('Ready byTuesday 12:20 PM');
    expect(rows.join(' ')).not.toContain('12:30');
  });
  it('a promise heard live (the status stream) replaces the due time of the order as fetched', () => {
    expect(facts({ cartType: 'PICKUP', dueAt: DUE }, PROMISED)[1]).toBe('Pickup dueTuesday 12:20 PM');
  });
  it('a promise later than the due time (the kitchen needs longer) is the time shown', () => {
    expect(facts({ cartType: 'DELIVERY', dueAt: DUE, promisedAt: '2026-03-10T20:05:00.000Z' })[1]).toBe('Delivery dueTuesday 1:05 PM');
  });
});

describe('the payment line', () => {
  const paymentLineOf = (over: Partial<OrderView>, payment?: Parameters<typeof Receipt>[0]['payment']) => {
    const { container } = render(<Receipt order={{ ...order, ...over } as OrderView} zone="America/Los_Angeles" {...(payment ? { payment } : {})} />);
    return container.querySelector('.receipt-status')?.textContent;
  };
  const card = { paymentType: 'CARD', paymentStatus: 'paid', paymentLabel: 'Prepaid' } as const;
  it.each([
    ['a paid card order', { ...card, status: 'accepted' }, 'Prepaid'],
    ['a cash order', { status: 'ready' }, 'Not Paid'],
    // The API's paymentLabel still says 'Prepaid' until the refund is made; the line does not.
    ['a card order rejected', { ...card, status: 'rejected', rejectReason: 'TOO_BUSY' }, 'Refunded'],
    ['a card order cancelled after it was accepted, refunded', { ...card, status: 'cancelled', paymentStatus: 'refunded', paymentLabel: 'Not Paid' }, 'Refunded'],
    ['a cash order rejected', { status: 'rejected', rejectReason: 'CLOSED' }, 'Rejected: Nothing Owed'],
    ['a cash order cancelled', { status: 'cancelled' }, 'Cancelled: Nothing Owed'],
  ] as const)('%s reads %s', (_, over, line) => {
    expect(paymentLineOf(over as Partial<OrderView>)).toBe(line);
  });

  it('follows the live status over the order as fetched', () => {
    expect(paymentLineOf(card, { paymentType: 'CARD', status: 'cancelled', paymentStatus: 'paid' })).toBe('Refunded');
  });

  it("a rejected order's market-price line is not paid at pickup", () => {
    const catchLine = { productId: 'p-catch', name: 'Daily Catch', category: null, quantity: 1, unitCents: 0, totalCents: 0, discountCents: 0, taxCents: 0, picks: [], marketPrice: true };
    const lineOf = (status: string) => {
      const { container } = render(<Receipt order={{ ...order, status, lines: [catchLine] } as unknown as OrderView} zone="America/Los_Angeles" />);
      const text = container.querySelector('.receipt-line')?.textContent;
      cleanup();
      return text;
    };
    expect(lineOf('placed')).toBe('1 x Daily Catchmarket price, paid at pickup');
    expect(lineOf('rejected')).toBe('1 x Daily Catchmarket price, nothing owed');
  });
});
