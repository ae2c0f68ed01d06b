/**
 * Stripe's Payment Element and wallet button (with a publishable key), loaded only when a card
 * is chosen. It creates a PaymentMethod that the order carries; the server confirms the
 * PaymentIntent. Stripe cannot be reached from the test machines, so this path is untested here.
 */
import { forwardRef, useImperativeHandle, useMemo } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardHandle } from './payments/types.js';

interface Props {
  readonly publishableKey: string;
  readonly amountCents: number;
  readonly onWallet: () => void;
}

const Inner = forwardRef<CardHandle, { onWallet: () => void }>(function Inner({ onWallet }, ref) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(ref, () => ({
    async paymentMethod() {
      if (!stripe || !elements) return { ok: false, message: 'The card form is still loading. Try again in a moment.' };
      const submitted = await elements.submit();
      if (submitted.error) return { ok: false, message: submitted.error.message ?? 'Check your card details.' };
      const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) return { ok: false, message: error?.message ?? 'Your card could not be read.' };
      return { ok: true, paymentMethod: paymentMethod.id };
    },
  }), [stripe, elements]);
  return (
    <>
      <ExpressCheckoutElement onConfirm={onWallet} />
      <PaymentElement />
    </>
  );
});

const StripeCard = forwardRef<CardHandle, Props>(function StripeCard({ publishableKey, amountCents, onWallet }, ref) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: 'payment', amount: Math.max(50, amountCents), currency: 'usd', paymentMethodCreation: 'manual' }}>
      <Inner ref={ref} onWallet={onWallet} />
    </Elements>
  );
});

export default StripeCard;
