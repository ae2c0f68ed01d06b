/**
 * The card statement box of a card order: what its card was charged, by which processor, and the
 * statement descriptor. A card order the shop rejected or cancelled was refunded, the order's
 * charge and a post-order tip's alike, so the box says refunded, never charged.
 */
import { orderPayment, type PaymentFacts } from '../../../../engine/index.js';
import { formatCents } from '../../lib/format.js';
import type { OrderView } from './order-view.js';

export interface CardStatementProps {
  readonly order: Pick<OrderView, 'totals' | 'postOrderTipCents'>;
  /** The payment as it stands now (the live status's, once it has come). */
  readonly payment: PaymentFacts;
  /** 'Stripe', or the offline test processor's name. */
  readonly processor: string;
  readonly descriptor?: string | undefined;
}

export function CardStatement({ order, payment, processor, descriptor }: CardStatementProps) {
  const total = order.totals.invoiceCents;
  const tip = order.postOrderTipCents ?? 0;
  const state = orderPayment(payment);
  // A card order rejected before its payment was confirmed, or whose payment was given up, took nothing.
  if (state === 'closed' || payment.paymentStatus === 'released') {
    return <div className="statement card" data-payment="none"><p>Your card was not charged.</p></div>;
  }
  if (state === 'refunded') {
    return (
      <div className="statement card" data-payment="refunded">
        <p>
          Your card was refunded <strong>{formatCents(total)}</strong> by {processor}
          {/* The tip added after the order was a charge of its own, refunded with the order's. */}
          {tip > 0 ? `: ${formatCents(total - tip)} for the order and your ${formatCents(tip)} tip.` : '.'}
        </p>
        {descriptor ? <p>The refund appears on your statement as <strong>{descriptor}</strong>.</p> : null}
      </div>
    );
  }
  if (state === 'unpaid') {
    return (
      <div className="statement card" data-payment="pending">
        <p>Your card payment of <strong>{formatCents(total)}</strong> is waiting for confirmation from {processor}.</p>
        {descriptor ? <p>It will appear on your statement as <strong>{descriptor}</strong>.</p> : null}
      </div>
    );
  }
  return (
    <div className="statement card" data-payment="charged">
      <p>Your card was charged <strong>{formatCents(total)}</strong> by {processor}.</p>
      {descriptor ? <p>It appears on your statement as <strong>{descriptor}</strong>.</p> : null}
    </div>
  );
}
