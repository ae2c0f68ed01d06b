/**
 * DATABASE_UNAVAILABLE without a running PostgreSQL: which driver failures mean "the database
 * cannot be reached", the PostgreSQL adapter turning them into a 503 error (a pool on a port
 * nobody listens on), the HTTP answer (503, Retry-After, never 500), and the embedded PGlite
 * path, whose ordinary SQL errors stay what they were.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db, type Queryable } from '../../server/db.js';
import { ApiError, DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError, isDatabaseUnavailable } from '../../server/errors.js';
import type { MapsProvider } from '../../server/maps.js';
import { burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';
import { freePort } from './private-postgres.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin shutdown', coded('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', coded('57P02')],
    ['57P03 cannot connect now', coded('57P03', 'the database system is starting up')],
    ['08006 connection failure', coded('08006')],
    ['08001 cannot establish connection', coded('08001')],
    ['08P01 protocol violation', coded('08P01')],
    ['ECONNREFUSED', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', coded('ECONNRESET', 'read ECONNRESET')],
    ['a lost connection (no code)', new Error('Connection terminated unexpectedly')],
    ['a connect timeout (no code)', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['every address refusing', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed')],
    ['a wrapped cause', new Error('query failed', { cause: coded('57P01') })],
  ])('%s is unavailability', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['23505 unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['40001 serialization failure', coded('40001')],
    ['42P01 undefined table', coded('42P01', 'relation "orders" does not exist')],
    ['57014 query canceled', coded('57014')],
    ['a plain error', new Error('simulated database failure')],
    ['an API refusal', new ApiError(422, 'ORDER_BLOCKED')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('the PostgreSQL adapter with no server to reach', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('fails statements and transactions promptly with DatabaseUnavailableError (the driver error as its cause)', async () => {
    const port = await freePort(); // nothing listens there
    db = await openPostgres(`postgres://postgres@127.0.0.1:${port}/test`, { max: 2 });
    const started = Date.now();
    const err = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect((err as DatabaseUnavailableError).status).toBe(503);
    expect(((err as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
    let ran = false;
    const txErr = await db.transaction(async () => (ran = true)).catch((e: unknown) => e);
    expect(txErr).toBeInstanceOf(DatabaseUnavailableError);
    expect(ran).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

/** A database whose statements fail with `down.error` while it is set. */
function switchableDb() {
  const down: { error: (() => Error) | undefined } = { error: undefined };
  const fail = () => Promise.reject(down.error!());
  const guard = (q: Queryable): Queryable => ({
    query: (sql, params) => (down.error ? fail() : q.query(sql, params)),
  });
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: guard(db).query,
    transaction: (fn) => (down.error ? fail() : db.transaction((tx) => fn(guard(tx)))),
    close: () => db.close(),
  });
  return { wrap, down };
}

describe('HTTP answers when the database is unavailable (server on PGlite, the failure injected)', () => {
  let server: TestServer | undefined;
  const db = switchableDb();
  const refusingMaps: MapsProvider = {
    name: 'refusing',
    geocode: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' })),
    route: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' })),
    suggest: () => Promise.resolve([]),
  };
  const url = () => server!.url;
  beforeAll(async () => {
    server = await startTestServer('pglite', { wrapDb: db.wrap, mapsProvider: refusingMaps });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('503 DATABASE_UNAVAILABLE with Retry-After on every route that needs the database; the rest answers; back to normal after', async () => {
    const placed = await call(url(), 'POST', '/api/shops/srvtest/orders', burgerCart(), { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    db.down.error = () => new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    for (const [method, path, body] of [
      ['POST', '/api/shops/srvtest/orders', burgerCart()],
      ['GET', `/api/shops/srvtest/orders/${placed.body.orderId}`, undefined],
      ['GET', '/healthz', undefined],
      ['POST', '/api/shops/srvtest/subscriptions', { email: 'ana@example.com' }],
    ] as const) {
      const r = await call(url(), method, path, body, { 'Idempotency-Key': newKey() });
      expect(r.status, `${method} ${path}`).toBe(503);
      expect(r.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The order database cannot be reached right now. Try again in a few seconds.' } });
      expect(r.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    expect((await call(url(), 'GET', '/api/shops')).status).toBe(200);
    expect((await call(url(), 'GET', '/api/shops/srvtest/menu')).status).toBe(200);
    expect((await call(url(), 'POST', '/api/shops/srvtest/quote', burgerCart({ products: [{ productId: 'p-burger', quantity: 1 }] }))).status).toBe(200);
    db.down.error = undefined;
    expect((await call(url(), 'GET', `/api/shops/srvtest/orders/${placed.body.orderId}`)).status).toBe(200);
  });

  it('any other failure is still a 500 without Retry-After, and a network error outside the database is not reported as the database', async () => {
    db.down.error = () => new Error('simulated database failure');
    const r = await call(url(), 'GET', '/healthz');
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe('INTERNAL');
    expect(r.headers.get('retry-after')).toBeNull();
    db.down.error = undefined;
    const maps = await call(url(), 'POST', '/api/shops/srvtest/delivery-quote', { address: '100 N Brand Blvd, Glendale' });
    expect(maps.status).toBe(500);
    expect(maps.body.error.code).toBe('INTERNAL');
    expect(maps.headers.get('retry-after')).toBeNull();
  });

  it('PGlite keeps its own SQL errors: nothing there is taken for unavailability', async () => {
    const err = await server!.db.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as { code?: string }).code).toBe('42P01');
    expect(isDatabaseUnavailable(err)).toBe(false);
    const health = await call(url(), 'GET', '/healthz');
    expect(health.body).toMatchObject({ ok: true, database: 'pglite' });
  });
});
