/**
 * The edge guard on real HTTP, on both databases: NUL characters, lone surrogates and
 * excessive JSON depth in any field of any endpoint are a 400 naming the field, and nothing
 * is stored.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/edge/input-guard.js';
import { backends, burgerCart, call, countOrders, newKey, startTestServer, type TestServer } from './harness.js';

const BACKENDS = await backends();
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

/** `{ a: { a: ... { a: 1 } } }`, `levels` objects deep. */
function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = { a: v };
  return v;
}

describe.each(BACKENDS)('edge guard on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { label: 'edge', rateLimits: { formsPerMinute: 1000, cashbackPerMinute: 1000 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const order = (cart: Record<string, unknown>) => call(s.url, 'POST', '/api/shops/srvtest/orders', cart, { 'Idempotency-Key': newKey() });
  const contact = { location: 'srvtest', name: 'Ana', email: 'ana@example.com', message: 'Hello' };
  const catering = { location: 'srvtest', name: 'Ana', email: 'ana@example.com', phone: '2135550199', eventDate: '2025-07-01', eventTime: '18:00', guestCount: 20, eventType: 'wedding' };

  const textCases: Array<[string, string, string, (bad: string) => unknown, string]> = [
    ['order name', 'POST', '/api/shops/srvtest/orders', (b) => burgerCart({ name: b }), '/name'],
    ['order phone', 'POST', '/api/shops/srvtest/orders', (b) => burgerCart({ phone: `213555019${b}` }), '/phone'],
    ['line note', 'POST', '/api/shops/srvtest/orders', (b) => burgerCart({ products: [{ productId: 'p-cookie', quantity: 1, note: b }] }), '/products/0/note'],
    ['promo code', 'POST', '/api/shops/srvtest/quote', (b) => burgerCart({ promoCode: b }), '/promoCode'],
    ['analytics value', 'POST', '/api/shops/srvtest/orders', (b) => burgerCart({ analytics: { utm_source: b } }), '/analytics/utm_source'],
    ['analytics key', 'POST', '/api/shops/srvtest/orders', (b) => burgerCart({ analytics: { [b]: 'x' } }), `/analytics/${'a\u0000b'}`],
    ['contact form message', 'POST', '/api/shops/srvtest/forms/contact', (b) => ({ ...contact, message: b }), '/message'],
    ['catering form field', 'POST', '/api/shops/srvtest/forms/catering', (b) => ({ ...catering, dietaryRestrictions: b }), '/dietaryRestrictions'],
    ['subscription name', 'POST', '/api/shops/srvtest/subscriptions', (b) => ({ email: 'sub@example.com', name: b }), '/name'],
    ['rewards phone', 'POST', '/api/shops/srvtest/rewards', (b) => ({ action: 'redeem', originalPhone: `213555019${b}` }), '/originalPhone'],
  ];

  it.each(textCases)('a NUL character in the %s is 400 INVALID_TEXT naming the field', async (_label, method, path, make, field) => {
    const before = await countOrders(s);
    const r = await call(s.url, method, path, make(NUL), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_TEXT');
    // The analytics key case names the key as sent (the pointer carries the NUL itself).
    expect(r.body.error.path).toBe(field.replace('a\u0000b', NUL));
    expect(r.body.error.message).toContain('NUL');
    expect(await countOrders(s)).toBe(before);
  });

  it.each(textCases)('a lone surrogate in the %s is 400 INVALID_TEXT naming the field', async (_label, method, path, make, field) => {
    const r = await call(s.url, method, path, make(LONE), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_TEXT');
    expect(r.body.error.path).toBe(field.replace('a\u0000b', LONE));
    expect(r.body.error.message).toContain('surrogate');
  });

  it('a NUL in a query parameter is 400 naming query:phone', async () => {
    const r = await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=213555%000199');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'INVALID_TEXT', path: 'query:phone' });
    const lone = await call(s.url, 'GET', `/api/shops/srvtest/address-suggestions?q=${encodeURIComponent('Main')}%ED%A0%80`);
    // %ED%A0%80 is an encoded surrogate: URL decoding turns it into U+FFFD, which is valid text.
    expect(lone.status).toBe(200);
  });

  it.each([
    ['analytics', '/api/shops/srvtest/orders', (v: unknown) => burgerCart({ analytics: v })],
    ['addressComponents', '/api/shops/srvtest/orders', (v: unknown) => burgerCart({ addressComponents: v })],
    ['analytics (quote)', '/api/shops/srvtest/quote', (v: unknown) => burgerCart({ analytics: v })],
  ])('JSON 2,000 levels deep inside %s is 400 TOO_DEEP naming the limit', async (_label, path, make) => {
    const before = await countOrders(s);
    const r = await call(s.url, 'POST', path, make(nested(2000)), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('TOO_DEEP');
    expect(r.body.error.message).toContain(`${MAX_JSON_DEPTH} levels`);
    expect(await countOrders(s)).toBe(before);
  });

  it('arrays count as levels too, and the limit is exact', async () => {
    // The body is level 1 and the analytics object level 2: MAX_JSON_DEPTH - 1 nested objects there end exactly at the limit.
    const ok = await order(burgerCart({ analytics: nested(MAX_JSON_DEPTH - 1) as object }));
    expect(ok.status).toBe(201);
    const over = await order(burgerCart({ analytics: nested(MAX_JSON_DEPTH) as object }));
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('TOO_DEEP');
    const arrays = JSON.stringify(burgerCart()).replace(/}$/, `,"analytics":{"x":${'['.repeat(3000)}${']'.repeat(3000)}}}`);
    const r = await call(s.url, 'POST', '/api/shops/srvtest/quote', arrays);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('TOO_DEEP');
  });
});

/** Sends raw bytes on a socket and returns the whole answer (status line, headers, body). */
function rawRequest(url: string, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let data = '';
    socket.on('data', (d) => (data += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('URL and protocol errors raised before any route', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'edgeurl' });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const expectShaped = (r: { status: number; body: any; headers: Headers }, status: number, code: string, secret: string) => {
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(r.body)).toEqual(['error']);
    expect(r.body.error.code).toBe(code);
    expect(typeof r.body.error.message).toBe('string');
    expect(JSON.stringify(r.body)).not.toContain(secret);
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('a shop id over 100 characters is 414 URI_TOO_LONG in the error shape, without the id', async () => {
    const id = `shop${'x'.repeat(120)}marker`;
    expectShaped(await call(s.url, 'GET', `/api/shops/${id}/menu`), 414, 'URI_TOO_LONG', 'marker');
  });

  it('a bad %-escape is 400 BAD_URL in the error shape, without the URL', async () => {
    expectShaped(await call(s.url, 'GET', '/api/shops/%E0%A4%A-marker/menu'), 400, 'BAD_URL', 'marker');
  });

  it('a URL over 8 KB is 414 in the error shape', async () => {
    expectShaped(await call(s.url, 'GET', `/api/shops/srvtest/menu?x=${'y'.repeat(9000)}marker`), 414, 'URI_TOO_LONG', 'marker');
  });

  it('headers over 16 KB and a malformed request line are answered in the error shape', async () => {
    const big = await rawRequest(s.url, `GET /api/shops?q=${'z'.repeat(20_000)}marker HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body).error.code).toBe('HEADERS_TOO_LARGE');
    expect(big.body).not.toContain('marker');
    expect(big.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const bad = await rawRequest(s.url, 'HELLO THERE\r\n\r\n');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });
});
