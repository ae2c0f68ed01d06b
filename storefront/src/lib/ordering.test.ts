import { describe, expect, it } from 'vitest';
import type { ApiResult } from './api.js';
import { placeOrder, promoOutcome, RETRIES, RETRY_DELAY_MS, type Quote } from './ordering.js';

const quote = (over: Partial<Quote> = {}): Quote => ({
  shopId: 's', at: '', cartType: 'PICKUP', paymentType: 'CASH', lines: [], blockers: [], trace: [],
  totals: { subtotalCents: 1000, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 0, taxCents: 95, preTipTotalCents: 1095, tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 1095, cashbackEarnedCents: 0, marketPriceItems: 0 },
  ...over,
});

/** A fake API answering from a script; records every call's key. */
function scripted(answers: ApiResult<unknown>[]) {
  const keys: string[] = [];
  const request = (async (_path: string, o: { headers?: Record<string, string> } = {}) => {
    keys.push(o.headers?.['Idempotency-Key'] ?? '');
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  }) as never;
  return { keys, request };
}

const netErr: ApiResult<unknown> = { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: 'x' } };
const placed: ApiResult<unknown> = { ok: true, status: 201, data: { orderId: 'o1', shopId: 's', quote: quote() } };

describe('placeOrder', () => {
  it('retries network errors and 5xx with the same key, waiting 1 s times the attempt', async () => {
    const api = scripted([netErr, { ok: false, status: 503, error: { code: 'X', message: 'down' } }, placed]);
    const waits: number[] = [];
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1095, idempotencyKey: 'k1', request: api.request, sleep: async (ms) => void waits.push(ms) });
    expect(r.kind).toBe('placed');
    expect(api.keys).toEqual(['k1', 'k1', 'k1']);
    expect(waits).toEqual([RETRY_DELAY_MS, 2 * RETRY_DELAY_MS]);
  });
  it('gives up after the bounded number of retries', async () => {
    const api = scripted(Array.from({ length: RETRIES + 1 }, () => netErr));
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1, idempotencyKey: 'k', request: api.request, sleep: async () => undefined });
    expect(r.kind).toBe('failed');
    expect(api.keys.length).toBe(RETRIES + 1);
  });
  it('does not retry a refusal, and returns the fresh quote of a 409', async () => {
    const fresh = quote({ totals: { ...quote().totals, invoiceCents: 1200 } });
    const api = scripted([{ ok: false, status: 409, error: { code: 'PRICE_CHANGED', message: 'The total is now $12.00' }, body: { error: {}, quote: fresh } }]);
    const r = await placeOrder({ shopId: 's', cart: { products: [] }, expectedInvoiceCents: 1095, idempotencyKey: 'k', request: api.request, sleep: async () => undefined });
    expect(r).toEqual({ kind: 'price-changed', quote: fresh, message: 'The total is now $12.00' });
    expect(api.keys.length).toBe(1);
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
