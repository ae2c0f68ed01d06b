/**
 * Rate limits: who the client is (X-Forwarded-For only from a configured proxy), limits on
 * quotes and orders at their production defaults, and counts shared between instances through
 * Redis when REDIS_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { DEFAULT_LIMITS, parseTrustProxy } from '../../server/rate-limit.js';
import { FIXTURE_SHOPS, NOON_WEDNESDAY, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const REDIS = await redisUp();
if (!REDIS) {
  if (process.env.REQUIRE_SERVICES === '1') throw new Error(`Redis is required (REQUIRE_SERVICES=1) but ${REDIS_URL} cannot be reached.`);
  console.warn(`Redis at ${REDIS_URL} cannot be reached: the shared rate-limit test is skipped.`);
}

const started: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

async function server(options: Parameters<typeof startTestServer>[1]): Promise<TestServer> {
  const s = await startTestServer('pglite', options);
  started.push(s);
  return s;
}

/** A server with the production defaults: nothing in `rateLimits`, nothing in the environment. */
async function defaultServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-rl-'));
  const s = await startServer({ port: 0, dataDir, shopsDir: FIXTURE_SHOPS, logger: false, now: () => NOON_WEDNESDAY, env: {} });
  started.push({ stop: async () => { await s.close(); rmSync(dataDir, { recursive: true, force: true }); } });
  return s;
}

const statuses = (rs: Array<{ status: number }>) => rs.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});

describe('rate limits', () => {
  it('a forged X-Forwarded-For does not buy new requests when no proxy is configured', async () => {
    const s = await server({ label: 'rlxff', rateLimits: { cashbackPerMinute: 3 } });
    const rs = [];
    for (let i = 0; i < 6; i += 1) {
      rs.push(await call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=2135550199', undefined, { 'X-Forwarded-For': `203.0.113.${i}` }));
    }
    expect(rs.map((r) => r.status)).toEqual([401, 401, 401, 429, 429, 429]);
    expect(rs[3]!.body.error.code).toBe('RATE_LIMITED');
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own count', async () => {
    const s = await server({ label: 'rlproxy', rateLimits: { cashbackPerMinute: 2 }, env: { TRUST_PROXY: '127.0.0.1' } });
    const get = (ip: string) => call(s.url, 'GET', '/api/shops/srvtest/cashback?phone=2135550199', undefined, { 'X-Forwarded-For': ip });
    expect([(await get('203.0.113.1')).status, (await get('203.0.113.1')).status, (await get('203.0.113.1')).status]).toEqual([401, 401, 429]);
    expect((await get('203.0.113.2')).status).toBe(401);
  });

  it('TRUST_PROXY is parsed strictly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = parseTrustProxy('2') as (a: string, i: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
  });

  it(`a flood of 200 quotes gets ${DEFAULT_LIMITS.quotesPerMinute} answers and 429 for the rest (default limit)`, async () => {
    const s = await defaultServer();
    const rs = await Promise.all(Array.from({ length: 200 }, () => call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart())));
    expect(statuses(rs)).toEqual({ 200: DEFAULT_LIMITS.quotesPerMinute, 429: 200 - DEFAULT_LIMITS.quotesPerMinute });
    expect(rs.find((r) => r.status === 429)!.body.error.code).toBe('RATE_LIMITED');
  });

  it(`orders past ${DEFAULT_LIMITS.ordersPerMinute} a minute from one address get 429 (default limit)`, async () => {
    const s = await defaultServer();
    const rs = [];
    for (let i = 0; i < DEFAULT_LIMITS.ordersPerMinute + 3; i += 1) {
      // A different customer each time, so no per-customer limit is what stops them.
      rs.push(await call(s.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone: `213555${String(1000 + i)}` }), { 'Idempotency-Key': newKey() }));
    }
    expect(statuses(rs)).toEqual({ 201: DEFAULT_LIMITS.ordersPerMinute, 429: 3 });
    const n = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(Number(n.rows[0]!.n)).toBe(DEFAULT_LIMITS.ordersPerMinute);
  });

  it.skipIf(!REDIS)('two instances with REDIS_URL share one count; without it each counts alone', async () => {
    const prefix = `rl-test-${process.pid}-${Date.now()}-`;
    const limits = { quotesPerMinute: 6, redisUrl: REDIS_URL, redisPrefix: prefix };
    const [a, b] = [await server({ label: 'rla', rateLimits: limits }), await server({ label: 'rlb', rateLimits: limits })];
    const quote = (s: TestServer) => call(s.url, 'POST', '/api/shops/srvtest/quote', burgerCart());
    const shared = [];
    for (let i = 0; i < 4; i += 1) shared.push(await quote(a), await quote(b));
    expect(statuses(shared)).toEqual({ 200: 6, 429: 2 });
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    await r.del(...keys);
    r.disconnect();
    expect(keys.length).toBeGreaterThan(0);

    const local = { quotesPerMinute: 6 };
    const [c, d] = [await server({ label: 'rlc', rateLimits: local }), await server({ label: 'rld', rateLimits: local })];
    const alone = [];
    for (let i = 0; i < 4; i += 1) alone.push(await quote(c), await quote(d));
    expect(statuses(alone)).toEqual({ 200: 8 });
  }, 120_000); // four servers start in turn
});
