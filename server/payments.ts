/**
 * Card payments through one interface. Stripe (PaymentIntents, webhook signature check) is
 * used when STRIPE_SECRET_KEY is set; otherwise an offline test provider that accepts
 * Stripe's documented test card numbers. Stripe cannot be reached from the test machines,
 * so only the offline provider is exercised by the automated tests.
 */
import Stripe from 'stripe';
import type { Queryable } from './db.js';
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

/** Which order's charge to look for: the charge's idempotency key and the metadata it was made with. */
export interface ChargeLookup {
  readonly idempotencyKey: string;
  readonly metadata: { readonly shopId: string; readonly orderId: string };
}

/** A charge the provider holds for an order. */
export interface FoundCharge {
  /** 'paid': the money was taken; 'pending': it still needs confirmation; 'refunded': taken and given back. */
  readonly status: 'paid' | 'pending' | 'refunded';
  readonly reference: string;
  readonly amountCents: number;
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
  /**
   * Finds the charge made for an order (the payment sweeper asks after a crash left the order
   * 'pending_payment'); undefined when no money moved. Throws when the provider cannot answer now.
   */
  lookup(req: ChargeLookup): Promise<FoundCharge | undefined>;
  /** Gives the provider the server's database, where an offline provider keeps its charges. */
  useDatabase?(db: Queryable): void;
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

/**
 * The offline provider: Stripe's test cards pass at once, its decline cards and anything else are
 * declined. Once the server gives it the database (`useDatabase`), each order charge is a row of
 * `offline_charges`, written before the charge is reported, so it survives the server being
 * killed and the payment sweeper finds it, as Stripe keeps a PaymentIntent. Follow-up charges
 * (tips) keep no row here: the tip's own row (order_tips, reserved before the charge) records each
 * with its reference, which is what a refund of the tip names.
 */
export function createOfflinePaymentProvider(options: { latencyMs?: number } = {}): PaymentProvider {
  // A real provider takes a network round trip; half of it passes before the charge is taken, half after.
  const half = (options.latencyMs ?? 0) / 2;
  const wait = (): Promise<void> | undefined => (half > 0 ? new Promise((r) => setTimeout(r, half)) : undefined);
  let db: Queryable | undefined;
  // Without a database (unit tests that build the provider alone) the charges live in memory.
  const memory = new Map<string, { reference: string; amountCents: number; refunded: boolean }>();
  return {
    name: 'offline-test',
    offline: true,
    useDatabase(database) {
      db = database;
    },
    async charge(req) {
      const card = req.paymentMethod.replace(/[\s-]/g, '');
      if (!ACCEPTED.has(card)) {
        const reason = DECLINED[card] ?? 'unknown_test_card';
        throw new ApiError(402, 'CARD_DECLINED', undefined, '/paymentMethod', { declineCode: reason });
      }
      const reference = `offline_${req.idempotencyKey}`;
      await wait();
      // The same idempotency key charges once, as with Stripe.
      if (db) {
        await db.query(
          `INSERT INTO offline_charges (idempotency_key, reference, amount_cents, shop_id, order_id, status, created_at)
           VALUES ($1, $2, $3, $4, $5, 'succeeded', now()) ON CONFLICT (idempotency_key) DO NOTHING`,
          [req.idempotencyKey, reference, req.amountCents, req.metadata.shopId ?? null, req.metadata.orderId ?? null],
        );
      } else if (!memory.has(req.idempotencyKey)) {
        memory.set(req.idempotencyKey, { reference, amountCents: req.amountCents, refunded: false });
      }
      await wait();
      return { status: 'paid', reference };
    },
    async chargeAgain(req) {
      // Every card the offline provider accepted can be charged again, as Stripe's 4242 card can.
      if (!req.orderReference.startsWith('offline_')) throw new ApiError(402, 'CARD_DECLINED', undefined, '/tipsInCents', { declineCode: 'unknown_payment' });
      return { status: 'paid', reference: `offline_${req.idempotencyKey}` };
    },
    async refund(req) {
      if (!req.reference.startsWith('offline_')) throw new Error(`the offline provider made no charge ${req.reference}`);
      if (db) {
        await db.query(`UPDATE offline_charges SET status = 'refunded', refunded_at = now() WHERE reference = $1`, [req.reference]);
      } else {
        const held = [...memory.values()].find((c) => c.reference === req.reference);
        if (held) held.refunded = true;
      }
    },
    async lookup(req) {
      if (!db) {
        const held = memory.get(req.idempotencyKey);
        return held ? { status: held.refunded ? 'refunded' : 'paid', reference: held.reference, amountCents: held.amountCents } : undefined;
      }
      const res = await db.query<{ reference: string; amount_cents: string | number; status: string }>(
        'SELECT reference, amount_cents, status FROM offline_charges WHERE idempotency_key = $1',
        [req.idempotencyKey],
      );
      const row = res.rows[0];
      if (!row) return undefined;
      return { status: row.status === 'refunded' ? 'refunded' : 'paid', reference: row.reference, amountCents: Number(row.amount_cents) };
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
    async lookup(req) {
      // The PaymentIntent carries the order's id in its metadata. Search is eventually consistent
      // (a new intent can take up to a minute to appear), which is why only orders pending for
      // longer than the sweeper's threshold (2 minutes by default) are looked up.
      const found = await stripe.paymentIntents.search({
        query: `metadata['orderId']:'${req.metadata.orderId.replace(/'/g, '')}'`,
        limit: 10,
        // The charge, to tell a refunded payment from a kept one.
        expand: ['data.latest_charge'],
      });
      const intent = found.data.find((pi) => pi.metadata?.shopId === req.metadata.shopId && pi.status !== 'canceled' && pi.status !== 'requires_payment_method');
      if (!intent) return undefined;
      if (intent.status === 'succeeded') {
        const refunded = typeof intent.latest_charge === 'object' && intent.latest_charge?.refunded === true;
        return { status: refunded ? 'refunded' : 'paid', reference: intent.id, amountCents: intent.amount_received };
      }
      return { status: 'pending', reference: intent.id, amountCents: intent.amount };
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
  const latency = env.OFFLINE_PAYMENT_LATENCY_MS;
  if (latency !== undefined && latency !== '' && !(Number(latency) >= 0 && Number(latency) <= 60_000)) {
    throw new Error(`OFFLINE_PAYMENT_LATENCY_MS must be a number of milliseconds from 0 to 60000, not "${latency}". Unset it for none.`);
  }
  return createOfflinePaymentProvider({ latencyMs: Number(latency ?? 0) || 0 });
}
