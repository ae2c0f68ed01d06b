/**
 * Smaller promises, each on real HTTP: a nonsense ?at is refused, a body naming another shop
 * is refused, the bearer scheme is case-insensitive, framing is decided by the CSP alone,
 * customer data is never cached, and a missing shops folder is named.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index.js';
import { burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

describe('small fixes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { label: 'small', rateLimits: { formsPerMinute: 1000 } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it.each(['+275760-09-13', '0001-01-01', '-000001-01-01', '+100000-01-01T00:00', '1969-12-31T23:59:59Z', '2100-01-01T00:00:00Z'])(
    '?at=%s is 400 INVALID_QUERY',
    async (at) => {
      const r = await call(s.url, 'GET', `/api/shops/srvtest/menu?at=${encodeURIComponent(at)}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'INVALID_QUERY', path: 'query:at' });
    },
  );

  it.each([
    ['2026-03-10T12:00:00+25:00', 'The UTC offset +25:00 is out of range (hours 00 to 23, minutes 00 to 59). at must be an ISO date-time'],
    ['2026-03-10T12:00:00+99:99', 'The UTC offset +99:99 is out of range'],
    ['2026-03-10T12:00:00+05:75', 'The UTC offset +05:75 is out of range'],
    ['2026-03-10T12:00:00-07:00[America/New_York]', "The UTC offset -07:00 does not match America/New_York, which is at -04:00 then. Write -04:00, or leave the offset out to read the time on America/New_York's clock. at must be"],
  ])('?at=%s (an offset that names no instant) is 400 INVALID_QUERY saying why', async (at, message) => {
    const r = await call(s.url, 'GET', `/api/shops/srvtest/menu?at=${encodeURIComponent(at)}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'INVALID_QUERY', path: 'query:at' });
    expect(r.body.error.message).toContain(message);
  });

  it('?at with a bracketed zone resolves at the instant its offset names', async () => {
    // 12:00 in New York (-04:00 on 10 March 2026) is 09:00 in Los Angeles.
    const ny = await call(s.url, 'GET', `/api/shops/srvtest/menu?at=${encodeURIComponent('2026-03-10T12:00:00-04:00[America/New_York]')}`);
    expect(ny.status).toBe(200);
    expect(ny.body.at).toBe('2026-03-10T09:00:00.000-07:00');
    // The first 01:30 of the fall-back night, not the second.
    const first = await call(s.url, 'GET', `/api/shops/srvtest/menu?at=${encodeURIComponent('2026-11-01T01:30:00-07:00[America/Los_Angeles]')}`);
    expect(first.status).toBe(200);
    expect(first.body.at).toBe('2026-11-01T01:30:00.000-07:00');
  });

  it('?at inside the range still resolves', async () => {
    const r = await call(s.url, 'GET', `/api/shops/srvtest/menu?at=${encodeURIComponent('2099-12-31T12:00:00-08:00')}`);
    expect(r.status).toBe(200);
    expect(r.body.at).toBe('2099-12-31T12:00:00.000-08:00');
  });

  it('a subscription or rewards body naming another shop is 400 SHOP_MISMATCH and stores nothing', async () => {
    const sub = await call(s.url, 'POST', '/api/shops/srvtest/subscriptions', { email: 'other@example.com', shopId: 'someone-else' });
    expect(sub.status).toBe(400);
    expect(sub.body.error).toMatchObject({ code: 'SHOP_MISMATCH', path: '/shopId' });
    const rows = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE email = 'other@example.com'");
    expect(Number(rows.rows[0]!.n)).toBe(0);
    const rew = await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'click-link', originalPhone: '2135550100', shopId: 'someone-else' });
    expect(rew.status).toBe(400);
    expect(rew.body.error.code).toBe('SHOP_MISMATCH');
    const own = await call(s.url, 'POST', '/api/shops/srvtest/subscriptions', { email: 'own@example.com', shopId: 'srvtest' });
    expect(own.status).toBe(200);
  });

  it("framing is decided by CSP frame-ancestors 'none' alone: no X-Frame-Options", async () => {
    const r = await call(s.url, 'GET', '/api/shops');
    expect(r.headers.get('x-frame-options')).toBeNull();
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('order JSON, receipts and customer data are sent with Cache-Control: no-store; the public menu stays cacheable', async () => {
    const placed = await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart(), { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('cache-control')).toBe('no-store');
    const id = placed.body.orderId as string;
    expect((await call(s.url, 'GET', `/api/shops/srvtest/orders/${id}`)).headers.get('cache-control')).toBe('no-store');
    expect((await call(s.url, 'GET', `/api/shops/srvtest/orders/${id}/receipt.pdf`)).headers.get('cache-control')).toContain('no-store');
    expect((await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=2135550199')).headers.get('cache-control')).toBe('no-store');
    expect((await call(s.url, 'POST', '/api/shops/srvtest/rewards', { action: 'click-link', originalPhone: '2135550101' })).headers.get('cache-control')).toBe('no-store');
    expect((await call(s.url, 'GET', '/api/shops/srvtest/orders/nope')).headers.get('cache-control')).toBe('no-store');
    expect((await call(s.url, 'GET', '/api/shops/srvtest/menu')).headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('a missing SHOPS_DIR is named with what to do, not a raw ENOENT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'srv-noshops-'));
    const missing = join(dataDir, 'no-such-shops');
    try {
      const err = await startServer({ port: 0, dataDir, shopsDir: missing, logger: false, env: {} }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect(err!.message).toContain(missing);
      expect(err!.message).toContain('SHOPS_DIR');
      expect(err!.message).not.toMatch(/ENOENT/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
