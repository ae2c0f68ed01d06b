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
  it.each([
    [{ appliedPromotions: [{ ruleId: 'r', code: 'SAVE20', amountCents: 200 }] }, 'save20', true, 'Code save20 applied.'],
    [{ trace: [{ step: 'promotion', fired: false, reason: 'code NOPE matches no promotion', amountCents: 0 }] }, 'NOPE', false, 'The code NOPE is not valid here.'],
    [{ trace: [{ step: 'promotion', ruleId: 'r', fired: false, reason: 'the subtotal is under $50.00' }] }, 'BIG', false, 'The code BIG does not apply to this order: the subtotal is under $50.00.'],
  ])('%j with %s', (over, code, applied, text) => {
    expect(promoOutcome(quote(over as Partial<Quote>), code)).toEqual({ applied, text });
  });
  it('says nothing without a code', () => expect(promoOutcome(quote(), '  ')).toBeUndefined());
});
