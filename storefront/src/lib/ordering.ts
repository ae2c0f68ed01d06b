/**
 * Quoting and placing orders. The quote is the server's (the browser never adds money up);
 * an order carries the invoice on screen and one Idempotency-Key per checkout attempt, reused
 * on every retry, so a retry after a lost answer can never make a second order.
 */
import type { CartInput } from '../../../schemas/generated/types.js';
import { call, shopPath, type ApiClient, type ApiErrorBody, type Schema } from './api.js';

/** The server's quote as the API document types it (quote.schema.json). */
export type Quote = Schema<'Quote'>;

/** The order's 201 answer: its id, shop, quote and (a charged card order only) the tip token this browser keeps. */
export type PlacedOrder = Schema<'OrderCreated'>;

export type PlaceResult =
  | { readonly kind: 'placed'; readonly order: PlacedOrder }
  | { readonly kind: 'price-changed'; readonly quote: Quote; readonly message: string }
  | { readonly kind: 'blocked'; readonly blockers: readonly { code: string; message: string }[]; readonly message: string }
  | { readonly kind: 'failed'; readonly error: ApiErrorBody; readonly status: number };

/** The spec's HTTP client: up to 5 retries, waiting 1000 ms times the attempt number. */
export const RETRIES = 5;
export const RETRY_DELAY_MS = 1000;
/** The longest Retry-After a still-being-placed answer is waited for (a larger one is cut to this). */
export const MAX_RETRY_AFTER_MS = 30_000;

/** What the customer reads when the order is still being placed after every retry (the key is kept: placing again returns it). */
export const STILL_PLACING: ApiErrorBody = {
  code: 'IDEMPOTENCY_KEY_IN_USE',
  message: 'Your order is still being placed. Wait a few seconds and place it again: it will not be placed or charged twice.',
};

export interface PlaceOptions {
  readonly shopId: string;
  readonly cart: CartInput;
  readonly expectedInvoiceCents: number;
  readonly idempotencyKey: string;
  readonly sleep?: (ms: number) => Promise<void>;
  /** The API client (default: the page's). */
  readonly client?: ApiClient;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Places an order, retrying network failures, 5xx answers and `409 IDEMPOTENCY_KEY_IN_USE` (the
 * first attempt is still being placed, its card maybe still charging: asked again after its
 * Retry-After) with the same key.
 */
export async function placeOrder(o: PlaceOptions): Promise<PlaceResult> {
  const sleep = o.sleep ?? wait;
  // The cart is cart.schema.json's CartInput, the document's OrderRequest less the total.
  const order = { ...o.cart, expectedInvoiceCents: o.expectedInvoiceCents } as Schema<'OrderRequest'>;
  for (let attempt = 0; ; attempt++) {
    const res = await call((c) => c.POST('/api/shops/{shopId}/orders', { params: { ...shopPath(o.shopId), header: { 'Idempotency-Key': o.idempotencyKey } }, body: order }), o.client);
    if (res.ok) return { kind: 'placed', order: res.data };
    // The server sends the fresh quote, the blockers and the wait beside the error.
    const body = (res.body ?? {}) as { quote?: Quote; blockers?: { code: string; message: string }[]; retryAfterSeconds?: unknown };
    const stillPlacing = res.status === 409 && res.error.code === 'IDEMPOTENCY_KEY_IN_USE';
    if ((stillPlacing || res.status === 0 || res.status >= 500) && attempt < RETRIES) {
      const after = body.retryAfterSeconds;
      await sleep(stillPlacing && typeof after === 'number' && after >= 0 ? Math.min(after * 1000, MAX_RETRY_AFTER_MS) : RETRY_DELAY_MS * (attempt + 1));
      continue;
    }
    if (stillPlacing) return { kind: 'failed', error: STILL_PLACING, status: res.status };
    if (res.status === 409 && res.error.code === 'PRICE_CHANGED' && body.quote) {
      return { kind: 'price-changed', quote: body.quote, message: res.error.message };
    }
    if (res.status === 422 && Array.isArray(body.blockers)) return { kind: 'blocked', blockers: body.blockers, message: res.error.message };
    return { kind: 'failed', error: res.error, status: res.status };
  }
}

/** A fresh key for one checkout attempt. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What the entered promo code did, as the quote says it (its `promo`): the state, its permanent reason and the customer's message. */
export interface PromoOutcome {
  readonly applied: boolean;
  /** The code refuses the order until it is removed or the cart fixed (a limit of the code). */
  readonly refused: boolean;
  readonly reason: NonNullable<Quote['promo']>['reason'];
  readonly text: string;
}

/** The quote's word on the code in the field; undefined without a code, or when the quote is for another code. */
export function promoOutcome(quote: Quote | undefined, code: string): PromoOutcome | undefined {
  const entered = code.trim();
  const promo = quote?.promo;
  if (entered === '' || !promo || promo.code.toUpperCase() !== entered.toUpperCase()) return undefined;
  return { applied: promo.state === 'applied', refused: promo.state === 'refused', reason: promo.reason, text: promo.message };
}
