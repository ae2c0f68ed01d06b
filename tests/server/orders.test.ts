/**
 * Order placement over real HTTP on PGlite and PostgreSQL: re-pricing, refusals, payments,
 * cashback, daily limits, idempotent retries (sequential and concurrent), tips and receipts.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsOrderHistory } from '../../server/orders/index.js';
import { loadShops } from '../../server/shops.js';
import { backends, burgerCart, call, countOrders, FIXTURE_SHOPS, newKey, NOON_WEDNESDAY, startTestServer, verifyPhone, type TestServer } from './harness.js';

const BACKENDS = await backends();
const ORDERS = '/api/shops/srvtest/orders';

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.each(BACKENDS)('orders on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'orders' });
  });
  afterAll(async () => {
    await s?.stop();
  });
  const place = (body: unknown, key: string | null = newKey(), proof: Record<string, string> = {}) =>
    call(s.url, 'POST', ORDERS, body, key === null ? proof : { 'Idempotency-Key': key, ...proof });
  const balance = async (phone: string) =>
    (await call(s.url, 'GET', `/api/shops/srvtest/cashback?phone=${phone}`, undefined, await verifyPhone(s, 'srvtest', phone))).body.cashbackCents;

  it('a cash order is 201 with the fresh quote and reads back Not Paid', async () => {
    const r = await place(burgerCart({ expectedInvoiceCents: 2805 }));
    expect(r.status).toBe(201);
    expect(r.body.shopId).toBe('srvtest');
    expect(r.body.orderId).toMatch(/^[a-z2-7]{32}$/);
    expect(r.body.quote.totals.invoiceCents).toBe(2805);
    const back = await call(s.url, 'GET', `${ORDERS}/${r.body.orderId}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ orderId: r.body.orderId, name: 'Ana Lee', cartType: 'PICKUP', paymentType: 'CASH', paymentLabel: 'Not Paid' });
    // Due = the server clock (12:00) + the 25 minute default pickup wait.
    expect(back.body.dueAt).toBe(new Date(NOON_WEDNESDAY + 25 * 60_000).toISOString());
  });

  it('a tampered expectedInvoiceCents is 409 PRICE_CHANGED with the fresh quote, and nothing is stored', async () => {
    const before = await countOrders(s);
    const r = await place(burgerCart({ expectedInvoiceCents: 100 }));
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'PRICE_CHANGED', path: '/expectedInvoiceCents' });
    expect(r.body.quote.totals.invoiceCents).toBe(2805);
    expect(await countOrders(s)).toBe(before);
  });

  it('a blocked cart is 422 ORDER_BLOCKED with the blockers', async () => {
    const r = await place(burgerCart({ products: [] }));
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('ORDER_BLOCKED');
    expect(r.body.blockers.length).toBeGreaterThan(0);
    const missingSide = await place(burgerCart({ products: [{ productId: 'p-burger', quantity: 1 }] }));
    expect(missingSide.status).toBe(422);
  });

  it.each([
    ['no Idempotency-Key', burgerCart(), null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ['a negative expectedInvoiceCents', burgerCart({ expectedInvoiceCents: -1 }), 'k', 400, 'INVALID_FIELD'],
    ['a card order without a card', burgerCart({ paymentType: 'CARD' }), 'k', 400, 'CARD_REQUIRED'],
    ['malformed JSON', '{"products":', 'k', 400, 'BAD_JSON'],
    ['a wrong type', burgerCart({ name: 7 }), 'k', 400, undefined],
  ])('%s is refused with a 4xx', async (_n, body, key, status, code) => {
    const r = await place(body, key === null ? null : newKey());
    expect(r.status).toBe(status);
    if (code) expect(r.body.error.code).toBe(code);
    expect(typeof r.body.error.path).toBe('string');
  });

  it('a declined card is 402 CARD_DECLINED and keeps no order', async () => {
    const before = await countOrders(s);
    const key = newKey();
    const r = await place(burgerCart({ paymentType: 'CARD', paymentMethod: '4000000000000002' }), key);
    expect(r.status).toBe(402);
    expect(r.body.error).toMatchObject({ code: 'CARD_DECLINED', path: '/paymentMethod' });
    expect(await countOrders(s)).toBe(before);
    // The key was not used up: the corrected order goes through under it.
    const ok = await place(burgerCart({ paymentType: 'CARD', paymentMethod: '4242 4242 4242 4242' }), key);
    expect(ok.status).toBe(201);
  });

  it('five sequential retries of one order create one order and replay the first answer', async () => {
    const before = await countOrders(s);
    const key = newKey();
    const body = burgerCart({ phone: '2135550001' });
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await place(body, key));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await countOrders(s)).toBe(before + 1);
  });

  it('the same key with a different body is 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = newKey();
    expect((await place(burgerCart(), key)).status).toBe(201);
    const r = await place(burgerCart({ name: 'Someone Else' }), key);
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', path: 'header:Idempotency-Key' });
  });

  it('a retry replays the first answer byte for byte even when its cart would now be refused', async () => {
    const phone = '6265550177';
    const body = burgerCart({ products: [{ productId: 'p-cookie', quantity: 8 }], phone });
    const key = newKey();
    const first = await place(body, key);
    expect(first.status).toBe(201);
    const before = await countOrders(s);
    // Re-priced now, the same cart is over the daily limit of 10 (8 already ordered today + 8) ...
    const fresh = await place(body);
    expect(fresh.status).toBe(422);
    expect(fresh.body.error.code).toBe('ORDER_BLOCKED');
    // ... yet the retry is the placed order, not a refusal, and writes nothing.
    const retry = await place(body, key);
    expect(retry.status).toBe(201);
    expect(retry.raw.equals(first.raw)).toBe(true);
    expect(await countOrders(s)).toBe(before);
  });

  it('the same key with a different, invalid body is 422 IDEMPOTENCY_KEY_REUSED, not a validation error', async () => {
    const key = newKey();
    expect((await place(burgerCart(), key)).status).toBe(201);
    const r = await place(burgerCart({ name: 7 }), key);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a card order spending cashback stores the debit, the charge and the earned credit with the order', async () => {
    const phone = '8185550177';
    const proof = await verifyPhone(s, 'srvtest', phone);
    await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: phone }, proof);
    const key = newKey();
    const body = burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242', phone, appliedCashback: 500 });
    // Spending needs the phone verified.
    const unproven = await place(body, key);
    expect(unproven.status).toBe(401);
    expect(unproven.body.error.code).toBe('PHONE_NOT_VERIFIED');
    const r = await place(body, key, proof);
    expect(r.status).toBe(201);
    // 1000 - 500 spent + floor((2805 - 500) x 5%) = 115 earned
    expect(await balance(phone)).toBe(615);
    const ledger = await s.db.query<{ reason: string; delta_cents: number }>(
      'SELECT reason, delta_cents FROM cashback_ledger WHERE order_id = $1 ORDER BY reason', [r.body.orderId]);
    expect(ledger.rows.map((x) => [x.reason, Number(x.delta_cents)])).toEqual([['order-credit', 115], ['order-debit', -500]]);
    // The retry neither charges nor debits again.
    const again = await place(body, key, proof);
    expect(again.raw.equals(r.raw)).toBe(true);
    expect(await balance(phone)).toBe(615);
  });

  it('50 concurrent requests with one key create exactly one order row', async () => {
    const key = newKey();
    const body = burgerCart({ phone: '2135550050' });
    const replies = await Promise.all(Array.from({ length: 50 }, () => place(body, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(replies.map((r) => r.body.orderId)).size).toBe(1);
    const rows = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE phone_key = '2135550050'`);
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  it('cashback: the $10 credit pays part of a card order, the paid order earns 5%, and no balance goes negative', async () => {
    const phone = '8185550100';
    const proof = await verifyPhone(s, 'srvtest', phone);
    await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'redeem', originalPhone: phone }, proof);
    const card = { paymentType: 'CARD', paymentMethod: '4242424242424242', phone };
    const r = await place(burgerCart({ ...card, appliedCashback: 1000 }), newKey(), proof);
    expect(r.status).toBe(201);
    // 2805 - 1000 = 1805 charged; floor(1805 x 5%) = 90 earned.
    expect(r.body.quote.totals).toMatchObject({ cashbackAppliedCents: 1000, invoiceCents: 1805, cashbackEarnedCents: 90 });
    expect(await balance(phone)).toBe(90);
    const tooMuch = await place(burgerCart({ ...card, appliedCashback: 500 }), newKey(), proof);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({ code: 'CASHBACK_UNAVAILABLE', path: '/appliedCashback' });
    expect(await balance(phone)).toBe(90);
    // A cash order's quote promises floor(2805 x 5%) = 140, but placing it credits nothing: it is
    // credited when staff mark it completed (tests/server/lifecycle-money.test.ts).
    const cash = await place(burgerCart({ phone }));
    expect([cash.status, cash.body.quote.totals.cashbackEarnedCents]).toEqual([201, 140]);
    expect(await balance(phone)).toBe(90);
  });


  it("'(limit 10)' counts today's earlier orders of the same phone, and resets the next day", async () => {
    const cookies = (n: number, phone: string) => burgerCart({ products: [{ productId: 'p-cookie', quantity: n }], phone });
    expect((await place(cookies(8, '6265550100'))).status).toBe(201);
    const over = await call(s.url, 'POST', '/api/shops/srvtest/quote', cookies(3, '626-555-0100'));
    expect(over.body.blockers.map((b: { message: string }) => b.message)).toContain('You cannot have more than 10 Cookies ordered on the same day.');
    expect((await place(cookies(3, '6265550100'))).status).toBe(422);
    const other = await call(s.url, 'POST', '/api/shops/srvtest/quote', cookies(3, '6265550199'));
    expect(other.body.blockers).toEqual([]);
    s.clock.now = NOON_WEDNESDAY + 24 * 3600_000;
    try {
      const tomorrow = await call(s.url, 'POST', '/api/shops/srvtest/quote', cookies(3, '6265550100'));
      expect(tomorrow.body.blockers).toEqual([]);
    } finally {
      s.clock.now = NOON_WEDNESDAY;
    }
  });

  it('a post-order tip on a card order updates the totals once; cash orders take none', async () => {
    const card = await place(burgerCart({ paymentType: 'CARD', paymentMethod: '5555555555554444' }));
    const id = card.body.orderId;
    const tip = await call(s.url, 'POST', `${ORDERS}/${id}/tips`, { tipsInCents: 300, tipToken: card.body.tipToken });
    expect(tip.status).toBe(200);
    expect(tip.body.message).toBe('Thanks for tipping!');
    expect(tip.body.order.totals).toMatchObject({ tipCents: 300, invoiceCents: 3105 });
    expect(tip.body.order.paymentLabel).toBe('Prepaid');
    const again = await call(s.url, 'POST', `${ORDERS}/${id}/tips`, { tipsInCents: 300, tipToken: card.body.tipToken });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TIP_ALREADY_ADDED');
    for (const bad of [{}, { tipsInCents: -5 }, { tipsInCents: '3' }, { tipsInCents: 1.5 }]) {
      const r = await call(s.url, 'POST', `${ORDERS}/${id}/tips`, { ...bad, tipToken: card.body.tipToken });
      expect(r.status).toBe(400);
      expect(r.body.error.path).toMatch(/^\/tipsInCents/);
    }
    const cash = await place(burgerCart());
    const refused = await call(s.url, 'POST', `${ORDERS}/${cash.body.orderId}/tips`, { tipsInCents: 300 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('TIP_NOT_ALLOWED');
  });

  it('the receipt is a real PDF', async () => {
    const r0 = await place(burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242' }));
    const r = await call(s.url, 'GET', `${ORDERS}/${r0.body.orderId}/receipt.pdf`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.raw.subarray(-6).toString('latin1')).toContain('%%EOF');
    if (!hasPdftotext() && process.env.REQUIRE_SERVICES === '1') throw new Error('pdftotext (poppler-utils) is required (REQUIRE_SERVICES=1) but is not installed.');
    if (hasPdftotext()) {
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: r.raw, encoding: 'utf8' });
      for (const t of ['Pick Up', 'Wednesday 12:25 PM', 'Subtotal', '$25.50', 'Taxes', '$2.55', 'Grand Total', '$28.05', 'Prepaid']) expect(text).toContain(t);
    }
  });
});

// Only "Cookie (limit 10)" falls under the fixture shop's per-customer-day limit (legacy-tags preset).
const fixtureProfile = (await loadShops(FIXTURE_SHOPS)).get('srvtest')!;

describe('which carts read the order history', () => {
  it.each([
    ['burgers only, with a phone', { products: [{ productId: 'p-burger', quantity: 2 }], phone: '2135550199' }, false],
    ['a cookie, with a phone', { products: [{ productId: 'p-burger', quantity: 1 }, { productId: 'p-cookie', quantity: 1 }], phone: '2135550199' }, true],
    ['a cookie, without a phone', { products: [{ productId: 'p-cookie', quantity: 1 }] }, false],
    ['a cookie, with a phone without digits', { products: [{ productId: 'p-cookie', quantity: 1 }], phone: 'none' }, false],
    ['a product not on the menu', { products: [{ productId: 'p-gone', quantity: 1 }], phone: '2135550199' }, false],
    ['no products', { products: [], phone: '2135550199' }, false],
  ])('%s: %s', (_name, cart, expected) => {
    expect(needsOrderHistory(fixtureProfile, cart)).toBe(expected);
  });
});
