/**
 * Post-order tips have bounds: only the browser that placed the order (its tip token) may add one,
 * a preview names the amount before anything is charged, the tips of an order are capped at the
 * larger of $50 and its pre-tip total, the route is rate limited, and the card is charged outside
 * any database transaction (the tip is reserved first, recorded after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflinePaymentProvider, type PaymentProvider } from '../../server/index.js';
import type { FollowUpChargeRequest } from '../../server/payments.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const ORDERS = '/api/shops/srvtest/orders';

/** The offline provider, recording follow-up charges and what the database held while each ran. */
function watchingProvider(): PaymentProvider & { tips: FollowUpChargeRequest[]; seen: string[]; watch?: ((orderId: string) => Promise<string>) | undefined } {
  const offline = createOfflinePaymentProvider();
  const p: PaymentProvider & { tips: FollowUpChargeRequest[]; seen: string[]; watch?: ((orderId: string) => Promise<string>) | undefined } = {
    ...offline,
    tips: [],
    seen: [],
    async chargeAgain(req: FollowUpChargeRequest) {
      if (p.watch) p.seen.push(await p.watch(req.metadata.orderId!));
      p.tips.push(req);
      return offline.chargeAgain(req);
    },
  };
  return p;
}

/** 15% of a pre-tip total, half up, computed here. */
const fifteenPercent = (cents: number) => Math.floor((cents * 15 + 50) / 100);
const money = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe.each(BACKENDS)('tip guards on %s', (backend) => {
  let s: TestServer;
  const provider = watchingProvider();
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'tipguard', paymentProvider: provider });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const cardOrder = async (over: Record<string, unknown> = {}) => {
    const r = await call(s.url, 'POST', ORDERS, burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242', ...over }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    return { id: r.body.orderId as string, token: r.body.tipToken as string, totals: r.body.quote.totals as Record<string, number> };
  };
  const tip = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => call(s.url, 'POST', `${ORDERS}/${id}/tips`, body, headers);
  const chargesOf = (id: string) => provider.tips.filter((t) => t.metadata.orderId === id).length;

  it('only the placing browser holds the tip token: stored hashed, replayed to a retry of the same key', async () => {
    const key = newKey();
    const body = burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' });
    const first = await call(s.url, 'POST', ORDERS, body, { 'Idempotency-Key': key });
    expect(first.body.tipToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await call(s.url, 'POST', ORDERS, body, { 'Idempotency-Key': key })).body.tipToken).toBe(first.body.tipToken);
    const row = await s.db.query<{ tip_token_hash: string }>('SELECT tip_token_hash FROM orders WHERE id = $1', [first.body.orderId]);
    expect(row.rows[0]!.tip_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.rows[0]!.tip_token_hash).not.toContain(first.body.tipToken);
    expect(JSON.stringify((await call(s.url, 'GET', `${ORDERS}/${first.body.orderId}`)).body)).not.toContain(first.body.tipToken);
    const cash = await call(s.url, 'POST', ORDERS, burgerCart(), { 'Idempotency-Key': newKey() });
    expect(cash.body.tipToken).toBeUndefined();
  });

  it('a tip without the token, or with another order\'s, is 403 TIP_NOT_ALLOWED and charges nothing', async () => {
    const mine = await cardOrder();
    const other = await cardOrder();
    for (const body of [{ tipsInCents: 500 }, { tipsInCents: 500, tipToken: other.token }, { tipsInCents: 500, tipToken: 'x'.repeat(32) }]) {
      const r = await tip(mine.id, body);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('TIP_NOT_ALLOWED');
      expect(r.body.error.message).toContain('browser that placed the order');
    }
    expect(chargesOf(mine.id)).toBe(0);
    const byHeader = await tip(mine.id, { tipsInCents: 500 }, { 'Tip-Token': mine.token });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.order.postOrderTipCents).toBe(500);
  });

  it('confirm: false previews the amount (a percent worked out by the server) and charges nothing', async () => {
    const o = await cardOrder();
    const expected = fifteenPercent(o.totals.preTipTotalCents!);
    const preview = await tip(o.id, { tipPercent: 15, tipToken: o.token, confirm: false });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ preview: true, tipCents: expected, message: `Add a ${money(expected)} tip to your card?` });
    expect(chargesOf(o.id)).toBe(0);
    expect((await s.db.query('SELECT 1 FROM order_tips WHERE order_id = $1', [o.id])).rows.length).toBe(0);
    expect((await call(s.url, 'GET', `${ORDERS}/${o.id}`)).body.totals.invoiceCents).toBe(o.totals.invoiceCents);
    const charged = await tip(o.id, { tipsInCents: preview.body.tipCents, tipToken: o.token, confirm: true });
    expect(charged.status).toBe(200);
    expect(charged.body.message).toBe('Thanks for tipping!');
    expect(charged.body.order.totals.invoiceCents).toBe(o.totals.invoiceCents! + expected);
    expect(chargesOf(o.id)).toBe(1);
    const both = await tip(o.id, { tipsInCents: 100, tipPercent: 10, tipToken: o.token });
    expect([both.status, both.body.error.code]).toEqual([400, 'INVALID_FIELD']);
  });

  it('tips are capped at the larger of $50 and the pre-tip total: $1,000 is 422 TIP_TOO_LARGE', async () => {
    const o = await cardOrder();
    expect(o.totals.preTipTotalCents).toBeLessThan(5000);
    for (const [cents, confirm] of [[100_000, true], [5001, false], [5001, true]] as const) {
      const r = await tip(o.id, { tipsInCents: cents, tipToken: o.token, confirm });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('TIP_TOO_LARGE');
      expect(r.body.error.message).toContain('Tip at most $50.00.');
    }
    expect(chargesOf(o.id)).toBe(0);
    expect((await tip(o.id, { tipsInCents: 5000, tipToken: o.token })).status).toBe(200);
    // A checkout tip counts toward the cap; a big order's cap is its pre-tip total.
    const tipped = await cardOrder({ tip: { cents: 1000 } });
    const over = await tip(tipped.id, { tipsInCents: 4001, tipToken: tipped.token });
    expect([over.status, over.body.error.code]).toEqual([422, 'TIP_TOO_LARGE']);
    expect(over.body.error.message).toContain('Tip at most $40.00.');
    const big = await cardOrder({ products: [{ productId: 'p-burger', quantity: 12, customerPicks: { 'm-fries': true } }] });
    expect(big.totals.preTipTotalCents).toBeGreaterThan(5000);
    expect((await tip(big.id, { tipsInCents: big.totals.preTipTotalCents! + 1, tipToken: big.token, confirm: false })).body.error.code).toBe('TIP_TOO_LARGE');
    expect((await tip(big.id, { tipsInCents: big.totals.preTipTotalCents!, tipToken: big.token, confirm: false })).body.tipCents).toBe(big.totals.preTipTotalCents);
  });

  it('the card is charged after the tip is reserved and committed, never inside a transaction', async () => {
    const o = await cardOrder();
    provider.watch = async (orderId) => {
      // Read through the server's own database handle: on PGlite an open transaction would hold it.
      const r = await s.db.query<{ status: string }>('SELECT status FROM order_tips WHERE order_id = $1', [orderId]);
      return r.rows[0]?.status ?? 'none';
    };
    try {
      expect((await tip(o.id, { tipsInCents: 250, tipToken: o.token })).status).toBe(200);
    } finally {
      provider.watch = undefined;
    }
    expect(provider.seen.at(-1)).toBe('pending');
    const row = await s.db.query<{ status: string; payment_ref: string }>('SELECT status, payment_ref FROM order_tips WHERE order_id = $1', [o.id]);
    expect(row.rows[0]).toEqual({ status: 'charged', payment_ref: `offline_tip:srvtest:${o.id}` });
  });

  it('two tips at once: one is charged and added once, the other is 409', async () => {
    const o = await cardOrder();
    const [a, b] = await Promise.all([tip(o.id, { tipsInCents: 300, tipToken: o.token }), tip(o.id, { tipsInCents: 400, tipToken: o.token })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? 300 : 400;
    const order = (await call(s.url, 'GET', `${ORDERS}/${o.id}`)).body;
    expect(order.postOrderTipCents).toBe(won);
    expect(order.totals.invoiceCents).toBe(o.totals.invoiceCents! + won);
  });
});

describe.each(BACKENDS)('the tip route is rate limited on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'tiplimit', rateLimits: { ordersPerMinute: 3 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('the fourth tip request in a minute from one address is 429 RATE_LIMITED', async () => {
    const placed = await call(s.url, 'POST', ORDERS, burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }), { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(s.url, 'POST', `${ORDERS}/${placed.body.orderId}/tips`, { tipsInCents: 100, tipToken: placed.body.tipToken, confirm: false })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
