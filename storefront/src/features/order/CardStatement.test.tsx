// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentFacts } from '../../../../engine/index.js';
import { CardStatement } from './CardStatement.js';

afterEach(cleanup);

// 22.00 for the order, and a 3.30 tip added after it: two charges, 25.30 in all.
const order = (tipCents: number) => ({ totals: { invoiceCents: 2200 + tipCents }, postOrderTipCents: tipCents }) as Parameters<typeof CardStatement>[0]['order'];
const card = (status: string, paymentStatus: string): PaymentFacts => ({ paymentType: 'CARD', status, paymentStatus });
const statement = (tipCents: number, payment: PaymentFacts, descriptor?: string) =>
  Array.from(render(<CardStatement order={order(tipCents)} payment={payment} processor="Stripe" descriptor={descriptor} />).container.querySelectorAll('.statement p'), (p) => p.textContent);

describe('the card statement box', () => {
  it.each([
    ['an open paid order', 0, card('accepted', 'paid'), ['Your card was charged $22.00 by Stripe.', 'It appears on your statement as CORNER BAR.']],
    ['a paid order with a tip added since', 330, card('completed', 'paid'), ['Your card was charged $25.30 by Stripe.', 'It appears on your statement as CORNER BAR.']],
    // The refund is written with the status change: the order still reads 'paid' until the provider made it.
    ['an order rejected, its refund on its way', 0, card('rejected', 'paid'), ['Your card was refunded $22.00 by Stripe.', 'The refund appears on your statement as CORNER BAR.']],
    ['an order cancelled and refunded', 0, card('cancelled', 'refunded'), ['Your card was refunded $22.00 by Stripe.', 'The refund appears on your statement as CORNER BAR.']],
    ['an order with a tip added since, then cancelled', 330, card('cancelled', 'refunded'), ['Your card was refunded $25.30 by Stripe: $22.00 for the order and your $3.30 tip.', 'The refund appears on your statement as CORNER BAR.']],
    ['an order rejected before its payment was confirmed', 0, card('rejected', 'pending'), ['Your card was not charged.']],
    ['an order whose payment was given up', 0, card('placed', 'released'), ['Your card was not charged.']],
    ['an order whose payment is still being confirmed', 0, card('placed', 'pending'), ['Your card payment of $22.00 is waiting for confirmation from Stripe.', 'It will appear on your statement as CORNER BAR.']],
  ] as const)('%s', (_, tip, payment, lines) => {
    expect(statement(tip, payment, 'CORNER BAR')).toEqual(lines);
  });

  it('never says charged once the order is rejected or cancelled', () => {
    for (const status of ['rejected', 'cancelled']) {
      for (const paymentStatus of ['paid', 'refunded', 'pending', 'released']) {
        expect(statement(330, card(status, paymentStatus)).join(' ')).not.toMatch(/charged \$/);
      }
    }
  });

  it('names no statement line without a descriptor', () => {
    expect(statement(0, card('cancelled', 'refunded'))).toEqual(['Your card was refunded $22.00 by Stripe.']);
  });
});
