/**
 * Payment: the payment types the quote allows for this order type ('Cash' for delivery, 'Pay In
 * Person' otherwise, 'PrePay'), and for card the provider's card form.
 */
import { lazy, Suspense, type RefObject } from 'react';
import { useBoot } from '../../lib/boot.js';
import type { Quote } from '../../lib/ordering.js';
import type { CardHandle } from './payments/types.js';
import type { PaymentType } from '../../stores/cart.js';
import { useCart, useCartStore } from '../../stores/use-cart.js';
import { ChoiceRow } from './ChoiceRow.js';
import { OfflineCardFields } from './OfflineCardFields.js';

const StripeCard = lazy(() => import('./StripeCard.js'));

export function PaymentSection({ quote, card, onWallet }: {
  readonly quote: Quote | undefined;
  readonly card: RefObject<CardHandle | null>;
  /** A wallet (Apple Pay, Google Pay) confirmed the payment: place the order. */
  readonly onWallet: () => void;
}) {
  const boot = useBoot();
  const store = useCartStore();
  const paymentType = useCart((s) => s.paymentType);
  const offered = (quote?.choices?.paymentTypes ?? []).filter((c) => c.allowed);
  return (
    // One payment type of those offered: a radio group, named by its legend (it also holds the card form).
    <fieldset className="checkout-section" role="radiogroup">
      <legend>Payment</legend>
      <ChoiceRow<PaymentType> name="payment" choices={offered} chosen={paymentType} onChoose={(v) => store.getState().choosePaymentType(v)} />
      {paymentType === 'CARD' ? (
        <div className="card-box">
          {boot.providers.payments.kind === 'stripe' ? (
            <Suspense fallback={<p className="muted">Loading the card form…</p>}>
              <StripeCard ref={card} publishableKey={boot.providers.payments.publishableKey} amountCents={quote?.totals.invoiceCents ?? 0} onWallet={onWallet} />
            </Suspense>
          ) : (
            <OfflineCardFields ref={card} />
          )}
          <p className="muted card-note">Your card is processed securely by our card provider; this site never stores it.</p>
        </div>
      ) : null}
    </fieldset>
  );
}
