/**
 * Card payments through one interface. Stripe (PaymentIntents, webhook signature check) is
 * used when STRIPE_SECRET_KEY is set; otherwise an offline test provider that accepts
 * Stripe's documented test card numbers. Stripe cannot be reached from the test machines,
 * so only the offline provider is exercised by the automated tests.
 */
import Stripe from 'stripe';
import { ApiError } from './errors.js';

export interface ChargeRequest {
  readonly amountCents: number;
  /** A card token / PaymentMethod id (Stripe) or a test card number (offline). Never logged or stored. */
  readonly paymentMethod: string;
  /** Stable per order attempt, so a retried charge is not taken twice. */
  readonly idempotencyKey: string;
  readonly description: string;
  readonly statementDescriptor?: string | undefined;
  readonly metadata: Record<string, string>;
}

export interface ChargeResult {
  /** 'paid' once the provider confirmed the payment; 'pending' while it still needs confirmation. */
  readonly status: 'paid' | 'pending';
  readonly reference: string;
}

/** A confirmed payment reported by the provider after the order was placed (webhook). */
export interface PaymentEvent {
  readonly type: 'paid' | 'failed' | 'ignored';
  readonly reference?: string;
}

/** A further charge on the card an order was paid with (a post-order tip). */
export interface FollowUpChargeRequest {
  readonly amountCents: number;
  /** The provider's reference of the order's payment. */
  readonly orderReference: string;
  readonly idempotencyKey: string;
  readonly description: string;
  readonly metadata: Record<string, string>;
}

/** Gives a charge back in full (an order that could not be completed after its charge). */
export interface RefundRequest {
  readonly reference: string;
  readonly amountCents: number;
  readonly idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** True when it only simulates payments (refused in production). */
  readonly offline: boolean;
  /** Charges a card; throws ApiError 402 CARD_DECLINED on a decline. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Charges the order's card again, off-session; throws ApiError 402 CARD_DECLINED on a decline. */
  chargeAgain(req: FollowUpChargeRequest): Promise<ChargeResult>;
  /** Refunds a charge in full; throws when the provider cannot do it now (the caller retries). */
  refund(req: RefundRequest): Promise<void>;
  /** Verifies and reads a webhook; throws ApiError 400 BAD_SIGNATURE when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

// Stripe's documented test numbers (https://docs.stripe.com/testing), plus their test tokens.
const ACCEPTED = new Set([
  '4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210',
  '5105105105105100', '378282246310005', '371449635398431', '6011111111111117', '6011000990139424',
  '6011981111111113', '3056930009020004', '36227206271667', '3566002020360505', '6200000000000005',
  'tok_visa', 'tok_mastercard', 'tok_amex', 'pm_card_visa', 'pm_card_mastercard', 'pm_card_amex',
]);
const DECLINED: Record<string, string> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  tok_chargeDeclined: 'generic_decline',
  pm_card_chargeDeclined: 'generic_decline',
};

/** The offline provider: Stripe's test cards pass at once, its decline cards and anything else are declined. */
export function createOfflinePaymentProvider(): PaymentProvider {
  return {
    name: 'offline-test',
    offline: true,
    async charge(req) {
      const card = req.paymentMethod.replace(/[\s-]/g, '');
      if (!ACCEPTED.has(card)) {
        const reason = DECLINED[card] ?? 'unknown_test_card';
        throw new ApiError(402, 'CARD_DECLINED', undefined, '/paymentMethod', { declineCode: reason });
      }
      return { status: 'paid', reference: `offline_${req.idempotencyKey}` };
    },
    async chargeAgain(req) {
      // Every card the offline provider accepted can be charged again, as Stripe's 4242 card can.
      if (!req.orderReference.startsWith('offline_')) throw new ApiError(402, 'CARD_DECLINED', undefined, '/tipsInCents', { declineCode: 'unknown_payment' });
      return { status: 'paid', reference: `offline_${req.idempotencyKey}` };
    },
    async refund(req) {
      if (!req.reference.startsWith('offline_')) throw new Error(`the offline provider made no charge ${req.reference}`);
    },
    parseWebhook() {
      throw new ApiError(404, 'NOT_FOUND', 'Webhooks are used only with Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).');
    },
  };
}

/** Stripe PaymentIntents, created and confirmed in one call with the card from the storefront. */
export function createStripePaymentProvider(secretKey: string, webhookSecret: string | undefined): PaymentProvider {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    offline: false,
    async charge(req) {
      try {
        // A customer holds the card so a post-order tip can be charged to it off-session.
        const customer = await stripe.customers.create({ metadata: req.metadata }, { idempotencyKey: `${req.idempotencyKey}:customer` });
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: 'usd',
            customer: customer.id,
            setup_future_usage: 'off_session',
            payment_method: req.paymentMethod,
            confirm: true,
            description: req.description,
            metadata: req.metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(req.statementDescriptor ? { statement_descriptor_suffix: req.statementDescriptor.slice(0, 22) } : {}),
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return { status: intent.status === 'succeeded' ? 'paid' : 'pending', reference: intent.id };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          throw new ApiError(402, 'CARD_DECLINED', err.message || undefined, '/paymentMethod', {
            declineCode: err.decline_code ?? err.code ?? 'card_declined',
          });
        }
        throw new ApiError(503, 'PAYMENT_UNAVAILABLE');
      }
    },
    async chargeAgain(req) {
      try {
        const original = await stripe.paymentIntents.retrieve(req.orderReference);
        const customer = typeof original.customer === 'string' ? original.customer : original.customer?.id;
        const method = typeof original.payment_method === 'string' ? original.payment_method : original.payment_method?.id;
        if (!customer || !method) throw new ApiError(402, 'CARD_DECLINED', 'The card of this order cannot be charged again. Tip in person instead.', '/tipsInCents');
        const intent = await stripe.paymentIntents.create(
          { amount: req.amountCents, currency: 'usd', customer, payment_method: method, off_session: true, confirm: true, description: req.description, metadata: req.metadata },
          { idempotencyKey: req.idempotencyKey },
        );
        return { status: intent.status === 'succeeded' ? 'paid' : 'pending', reference: intent.id };
      } catch (err) {
        if (err instanceof ApiError) throw err;
        if (err instanceof Stripe.errors.StripeCardError) {
          throw new ApiError(402, 'CARD_DECLINED', err.message || undefined, '/tipsInCents', { declineCode: err.decline_code ?? err.code ?? 'card_declined' });
        }
        throw new ApiError(503, 'PAYMENT_UNAVAILABLE');
      }
    },
    async refund(req) {
      await stripe.refunds.create({ payment_intent: req.reference, amount: req.amountCents }, { idempotencyKey: req.idempotencyKey });
    },
    parseWebhook(rawBody, signature) {
      if (!webhookSecret || !signature) throw new ApiError(400, 'BAD_SIGNATURE');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (err) {
        // A correctly signed body that is not a webhook event (not JSON, a thin event) is a bad event.
        if ((err as { type?: unknown }).type === 'StripeSignatureVerificationError') throw new ApiError(400, 'BAD_SIGNATURE');
        throw new ApiError(400, 'BAD_WEBHOOK_EVENT');
      }
      const type = (event as { type?: unknown } | null)?.type;
      if (typeof type !== 'string') throw new ApiError(400, 'BAD_WEBHOOK_EVENT', 'The event has no type.', '/type');
      if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed') return { type: 'ignored' };
      const object = (event as { data?: { object?: { id?: unknown } | null } | null }).data?.object;
      if (!object || typeof object !== 'object' || typeof object.id !== 'string' || object.id.length === 0) {
        throw new ApiError(400, 'BAD_WEBHOOK_EVENT', 'The event has no payment intent id (data.object.id).', '/data/object/id');
      }
      return { type: type === 'payment_intent.succeeded' ? 'paid' : 'failed', reference: object.id };
    },
  };
}

/** Picks the provider from the environment; production without real keys refuses to start. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv): PaymentProvider {
  const key = env.STRIPE_SECRET_KEY;
  if (key) return createStripePaymentProvider(key, env.STRIPE_WEBHOOK_SECRET);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'NODE_ENV=production needs real card payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. ' +
        'The offline test provider only simulates payments and is refused in production.',
    );
  }
  return createOfflinePaymentProvider();
}
