import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import { MAX_RETRY_AFTER_MS, placeOrder, promoOutcome, RETRIES, RETRY_DELAY_MS, type Quote } from './ordering.js';

const quote = (over: Partial<Quote> = {}): Quote => ({
  shopId: 's', at: '', cartType: 'PICKUP', paymentType: 'CASH', lines: [], blockers: [], trace: [],
  totals: { subtotalCents: 1000, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 95, preTipTotalCents: 1095, tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 1095, cashbackEarnedCents: 0, marketPriceItems: 0 },
  ...over,
});

type Answer = { status: number; body: unknown } | 'network-error';

/** A server answering from a script; records every request's Idempotency-Key and body. */
function scripted(answers: Answer[]) {
  const keys: string[] = [];
  const bodies: unknown[] = [];
  const fetch = (async (req: Request) => {
    keys.push(req.headers.get('Idempotency-Key') ?? '');
    bodies.push(await req.json());
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { keys, bodies, client: createApiClient({ baseUrl: 'http://shop.test', fetch }) };
}

const placed: Answer = { status: 201, body: { orderId: 'o1', shopId: 's', quote: quote() } };

describe('placeOrder', () => {
  it('retries network errors and 5xx with the same key, waiting 1 s times the attempt', async () => {
    const api = scripted(['network-error', { status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'down' } } }, placed]);
    const waits: number[] = [];
    const r = await placeOrder({ shopId: 's', cart: { products: [{ productId: 'p1', quantity: 2 }] }, expectedInvoiceCents: 1095, idempotencyKey: 'k1', client: api.client, sleep: async (ms) => void waits.push(ms) });
    expect(r).toEqual({ kind: 'placed', order: { orderId: 'o1', shopId: 's', quote: quote() } });
    expect(api.keys).toEqual(['k1', 'k1', 'k1']);
    expect(api.bodies[2]).toEqual({ products: [{ productId: 'p1', quantity: 2 }], expectedInvoiceCents: 1095 });
    expect(waits).toEqual([RETRY_DELAY_MS, 2 * RETRY_DELAY_MS]);
  });
  it('gives up after the bounded number of retries', async () => {
    const api = scripted(Array.from({ length: RETRIES + 1 }, () => 'network-error' as const));
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1, idempotencyKey: 'k', client: api.client, sleep: async () => undefined });
    expect(r).toEqual({ kind: 'failed', status: 0, error: { code: 'NETWORK_ERROR', message: 'Could not reach the restaurant. Check your connection and try again.' } });
    expect(api.keys.length).toBe(RETRIES + 1);
  });
  it('does not retry a refusal, and returns the fresh quote of a 409', async () => {
    const fresh = quote({ totals: { ...quote().totals, invoiceCents: 1200 } });
    const api = scripted([{ status: 409, body: { error: { code: 'PRICE_CHANGED', message: 'The total is now $12.00' }, quote: fresh } }]);
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1095, idempotencyKey: 'k', client: api.client, sleep: async () => undefined });
    expect(r).toEqual({ kind: 'price-changed', quote: fresh, message: 'The total is now $12.00' });
    expect(api.keys.length).toBe(1);
  });
  it('retries 409 IDEMPOTENCY_KEY_IN_USE with the same key and body after its Retry-After, and returns the first order', async () => {
    const inUse = (retryAfterSeconds: number): Answer => ({
      status: 409,
      body: { error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'An order with this Idempotency-Key is still being placed.', path: 'header:Idempotency-Key' }, retryAfterSeconds },
    });
    const api = scripted([inUse(2), inUse(90), placed]);
    const waits: number[] = [];
    const r = await placeOrder({ shopId: 's', cart: { products: [{ productId: 'p1', quantity: 1 }], paymentType: 'CARD', paymentMethod: 'pm_card_visa' }, expectedInvoiceCents: 1095, idempotencyKey: 'k9', client: api.client, sleep: async (ms) => void waits.push(ms) });
    expect(r).toEqual({ kind: 'placed', order: { orderId: 'o1', shopId: 's', quote: quote() } });
    expect(api.keys).toEqual(['k9', 'k9', 'k9']);
    const sent = { products: [{ productId: 'p1', quantity: 1 }], paymentType: 'CARD', paymentMethod: 'pm_card_visa', expectedInvoiceCents: 1095 };
    expect(api.bodies).toEqual([sent, sent, sent]);
    // Retry-After in seconds (a long one cut to the bound), not the network back-off.
    expect(waits).toEqual([2000, MAX_RETRY_AFTER_MS]);
  });
  it("gives up on a key still in use after the bounded retries, in the customer's words", async () => {
    const api = scripted(Array.from({ length: RETRIES + 1 }, () => ({ status: 409, body: { error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'An order with this Idempotency-Key is still being placed.' }, retryAfterSeconds: 2 } })));
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1, idempotencyKey: 'k', client: api.client, sleep: async () => undefined });
    expect(r).toEqual({ kind: 'failed', status: 409, error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'Your order is still being placed. Wait a few seconds and place it again: it will not be placed or charged twice.' } });
    expect(api.keys).toEqual(Array(RETRIES + 1).fill('k'));
  });
  it("returns a 422's blockers with the server's message", async () => {
    const blockers = [{ code: 'SHOP_CLOSED', message: 'We are closed now.' }];
    const api = scripted([{ status: 422, body: { error: { code: 'ORDER_BLOCKED', message: 'This order cannot be placed.' }, blockers } }]);
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1, idempotencyKey: 'k', client: api.client, sleep: async () => undefined });
    expect(r).toEqual({ kind: 'blocked', blockers, message: 'This order cannot be placed.' });
  });
});

describe('promoOutcome', () => {
  const promo = (p: NonNullable<Quote['promo']>) => quote({ promo: p });
  it.each([
    [promo({ code: 'SAVE20', state: 'applied', reason: 'PROMO_APPLIED', message: 'Code SAVE20 applied.', amountCents: 200 }), 'save20', { applied: true, refused: false, reason: 'PROMO_APPLIED', text: 'Code SAVE20 applied.' }],
    [promo({ code: 'NOPE', state: 'unknown', reason: 'PROMO_CODE_UNKNOWN', message: 'The code NOPE is not valid here.' }), ' NOPE ', { applied: false, refused: false, reason: 'PROMO_CODE_UNKNOWN', text: 'The code NOPE is not valid here.' }],
    [promo({ code: 'ONCE5', state: 'refused', reason: 'PROMO_ALREADY_USED', message: 'You have already used the code ONCE5.' }), 'once5', { applied: false, refused: true, reason: 'PROMO_ALREADY_USED', text: 'You have already used the code ONCE5.' }],
  ] as const)('%#: the quote\'s state of %s', (q, code, expected) => {
    expect(promoOutcome(q, code)).toEqual(expected);
  });
  it('says nothing without a code, or when the quote is for another code', () => {
    expect(promoOutcome(quote(), '  ')).toBeUndefined();
    expect(promoOutcome(promo({ code: 'SAVE20', state: 'applied', reason: 'PROMO_APPLIED', message: 'Code SAVE20 applied.' }), 'SAVE2')).toBeUndefined();
  });
});
