/**
 * The HTTP API from outside (DESIGN section 5, README "The order server"): a server started with
 * startServer on port 0, a temp PGlite data dir, the acme site and a pinned clock (Tuesday
 * 2025-06-17 12:00 in Los Angeles). Quote/CLI equality is in pricing.test.ts.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { createOfflineSmsProvider } from '../../server/sms.js';
import { TUE_NOON_MS, cart, line, tempDir, writeAcmeSite, type Site } from './support.js';

let site: Site;
let dataDir: string;
let server: RunningServer;
const clock = { now: TUE_NOON_MS };

const sms = createOfflineSmsProvider(() => {});

beforeAll(async () => {
  site = writeAcmeSite();
  dataDir = tempDir('http-data');
  server = await startServer({ port: 0, dataDir, shopsDir: site.shopsDir, logger: false, now: () => clock.now, env: {}, smsProvider: sms, rateLimits: { quotesPerMinute: 100_000, ordersPerMinute: 100_000 } });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(site.root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  body: any;
  raw: Buffer;
  headers: Headers;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(server.url + path, init);
  const raw = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') ?? '').includes('json') && raw.length > 0;
  return { status: res.status, body: isJson ? JSON.parse(raw.toString('utf8')) : raw.toString('latin1'), raw, headers: res.headers };
}

let keyN = 0;
const newKey = () => `acceptance-${process.pid}-${Date.now()}-${++keyN}`;

function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error.code).toBe(code);
  expect(typeof reply.body.error.message).toBe('string');
  expect(reply.body.error.message.length).toBeGreaterThan(0);
}

/** Card pickup: 2 plain burgers, 15% tip. 2000; tax 200; preTip 2200; tip 330; invoice 2530. */
const cardOrder = (extra: Record<string, unknown> = {}) =>
  cart([line('p-burger', 2, { 'm-plain': true })], { paymentType: 'CARD', tip: { percent: 15 }, paymentMethod: '4242424242424242', ...extra });

describe('shops and menu', () => {
  it('lists the shops and serves a public profile without rules or promo codes', async () => {
    const list = await call('GET', '/api/shops');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('acme-main');
    const one = await call('GET', '/api/shops/acme-main');
    expect(one.status).toBe(200);
    const text = one.raw.toString('utf8');
    expect(text).toContain('acme-main');
    expect(text).not.toContain('SAVE20');
    expect(text).not.toContain('acme-save20');
  });

  it('404 with the error shape for an unknown shop', async () => {
    expectError(await call('GET', '/api/shops/nope'), 404, 'SHOP_NOT_FOUND');
    expectError(await call('POST', '/api/shops/nope/quote', cart([line('p-soda')])), 404, 'SHOP_NOT_FOUND');
  });

  it('resolves the menu at ?at= with an ETag (304 on If-None-Match)', async () => {
    const at = encodeURIComponent('2025-06-17T12:00:00-07:00');
    const menu = await call('GET', `/api/shops/acme-main/menu?at=${at}`);
    expect(menu.status).toBe(200);
    const ids = menu.body.categories.map((c: any) => c.id);
    expect(ids).toContain('c-tue'); // a Tuesday
    expect(ids).not.toContain('c-breakfast');
    const etag = menu.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await call('GET', `/api/shops/acme-main/menu?at=${at}`, undefined, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('serves the OpenAPI description', async () => {
    const doc = await call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/shops/{shopId}/quote', '/api/shops/{shopId}/orders', '/api/shops/{shopId}/menu']));
  });
});

describe('quote errors', () => {
  it('malformed JSON is 400 BAD_JSON with the error shape', async () => {
    expectError(await call('POST', '/api/shops/acme-main/quote', '{"products": [ {'), 400, 'BAD_JSON');
  });

  it('a cart failing the cart schema is a 400 naming the JSON path', async () => {
    const reply = await call('POST', '/api/shops/acme-main/quote', { products: [{ productId: 'p-soda', quantity: 'two' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.error.path).toBe('/products/0/quantity');
  });
});

describe('orders', () => {
  let placed: Reply;
  let body: Record<string, unknown>;
  let key: string;

  beforeAll(async () => {
    key = newKey();
    body = { ...cardOrder(), expectedInvoiceCents: 2530 };
    placed = await call('POST', '/api/shops/acme-main/orders', body, { 'idempotency-key': key });
  });

  it('201 { orderId, shopId, quote } for a correct expectedInvoiceCents', () => {
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shopId).toBe('acme-main');
    expect(typeof placed.body.orderId).toBe('string');
    expect(placed.body.quote.totals).toMatchObject({ subtotalCents: 2000, taxCents: 200, preTipTotalCents: 2200, tipCents: 330, invoiceCents: 2530 });
  });

  it('a retry with the same key returns the first response byte for byte', async () => {
    const retry = await call('POST', '/api/shops/acme-main/orders', body, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.raw.equals(placed.raw)).toBe(true);
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const other = { ...cardOrder({ name: 'Someone Else' }), expectedInvoiceCents: 2530 };
    expectError(await call('POST', '/api/shops/acme-main/orders', other, { 'idempotency-key': key }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('reads the order back and serves its PDF receipt', async () => {
    const order = await call('GET', `/api/shops/acme-main/orders/${placed.body.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.orderId).toBe(placed.body.orderId);
    expect(order.body.paymentLabel).toBe('Prepaid'); // card
    const pdf = await call('GET', `/api/shops/acme-main/orders/${placed.body.orderId}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('a tip after the order once; a second is 409 TIP_ALREADY_ADDED', async () => {
    const tip = await call('POST', `/api/shops/acme-main/orders/${placed.body.orderId}/tips`, { tipsInCents: 200, tipToken: placed.body.tipToken });
    expect(tip.status, JSON.stringify(tip.body)).toBeLessThan(300);
    expectError(await call('POST', `/api/shops/acme-main/orders/${placed.body.orderId}/tips`, { tipsInCents: 200, tipToken: placed.body.tipToken }), 409, 'TIP_ALREADY_ADDED');
  });

  it('404 for an unknown order, also for its receipt', async () => {
    expectError(await call('GET', '/api/shops/acme-main/orders/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), 404, 'ORDER_NOT_FOUND');
    expect((await call('GET', '/api/shops/acme-main/orders/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/receipt.pdf')).status).toBe(404);
    expectError(await call('GET', `/api/shops/acme-fee/orders/${placed.body.orderId}`), 404, 'ORDER_NOT_FOUND');
  });

  it('a tampered expectedInvoiceCents is 409 PRICE_CHANGED with the fresh quote; the key stays usable', async () => {
    const k = newKey();
    const tampered = await call('POST', '/api/shops/acme-main/orders', { ...cardOrder(), expectedInvoiceCents: 2529 }, { 'idempotency-key': k });
    expectError(tampered, 409, 'PRICE_CHANGED');
    expect(tampered.body.quote.totals.invoiceCents).toBe(2530);
    const fixed = await call('POST', '/api/shops/acme-main/orders', { ...cardOrder(), expectedInvoiceCents: 2530 }, { 'idempotency-key': k });
    expect(fixed.status).toBe(201);
  });

  it('a blocked cart is 422 ORDER_BLOCKED with the blockers', async () => {
    const blocked = await call('POST', '/api/shops/acme-main/orders', { ...cardOrder({ name: null }), expectedInvoiceCents: 2530 }, { 'idempotency-key': newKey() });
    expectError(blocked, 422, 'ORDER_BLOCKED');
    expect(blocked.body.blockers.map((b: any) => b.code)).toEqual(['NAME_REQUIRED']);
  });

  it('no Idempotency-Key is a 400 naming the header; malformed JSON is 400 BAD_JSON', async () => {
    const noKey = await call('POST', '/api/shops/acme-main/orders', { ...cardOrder(), expectedInvoiceCents: 2530 });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.path).toBe('header:Idempotency-Key');
    expectError(await call('POST', '/api/shops/acme-main/orders', '{"products":', { 'idempotency-key': newKey() }), 400, 'BAD_JSON');
  });

  it('a declined card is 402 CARD_DECLINED', async () => {
    const declined = await call(
      'POST',
      '/api/shops/acme-main/orders',
      { ...cardOrder({ paymentMethod: '4000000000000002' }), expectedInvoiceCents: 2530 },
      { 'idempotency-key': newKey() },
    );
    expectError(declined, 402, 'CARD_DECLINED');
  });

  it('card orders credit the earned cashback to the phone; short phones are refused', async () => {
    // two paid card orders of invoice 2530 for 2135550199: 2 x floor(2530 x 5 / 100 = 126.5) = 252
    // The balance is shown to the holder of the phone only: a texted code proves it.
    expect((await call('GET', '/api/shops/acme-main/cashback?phone=2135550199')).status).toBe(401);
    expect((await call('POST', '/api/shops/acme-main/phone-verifications', { phone: '2135550199' })).status).toBe(202);
    const code = /(\d{6})/.exec(sms.outbox.at(-1)!.body)![1]!;
    const confirmed = await call('POST', '/api/shops/acme-main/phone-verifications/confirm', { phone: '2135550199', code });
    const balance = await call('GET', '/api/shops/acme-main/cashback?phone=2135550199', undefined, { 'x-phone-token': confirmed.body.token });
    expect(balance.status).toBe(200);
    expect(balance.body.cashbackCents).toBe(252);
    expect((await call('GET', '/api/shops/acme-main/cashback?phone=213555')).status).toBe(400);
  });

  it("(limit 10) counts the customer's earlier orders today, stored by the server", async () => {
    const phone = '3105550123';
    // 6 cookies: 600 (above the $3 pickup minimum); tax 60; cash invoice 660
    const first = await call('POST', '/api/shops/acme-main/orders', { ...cart([line('p-l10', 6)], { phone }), expectedInvoiceCents: 660 }, { 'idempotency-key': newKey() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const cashOrder = await call('GET', `/api/shops/acme-main/orders/${first.body.orderId}`);
    expect(cashOrder.body.paymentLabel).toBe('Not Paid'); // cash
    const five = await call('POST', '/api/shops/acme-main/quote', cart([line('p-l10', 5)], { phone }));
    expect(five.body.blockers.map((b: any) => [b.code, b.message])).toEqual([
      ['QUANTITY_LIMIT', 'You cannot have more than 10 Cookies ordered on the same day.'],
    ]);
    const four = await call('POST', '/api/shops/acme-main/quote', cart([line('p-l10', 4)], { phone }));
    expect(four.body.blockers).toEqual([]);
    // another customer is not affected
    const other = await call('POST', '/api/shops/acme-main/quote', cart([line('p-l10', 5)], { phone: '3105550999' }));
    expect(other.body.blockers).toEqual([]);
  });
});
