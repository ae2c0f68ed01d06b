/**
 * What placing an order costs the database, counted at the server's database interface on PGlite
 * and PostgreSQL: a cash order is one statement (one round trip) that writes the key, the order,
 * its lines and (by trigger) its order.placed event and webhook outbox rows; a card order is the
 * statements of its sequence (store pending, charge, complete). The counts are pinned so that a
 * change that adds a read or a statement to the hot path shows up here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';
import { countStatements } from './statement-count.js';

const BACKENDS = await backends();
const ORDERS = '/api/shops/srvtest/orders';

describe.each(BACKENDS)('statements per placed order on %s', (backend) => {
  let s: TestServer;
  let counter: ReturnType<typeof countStatements>;
  beforeAll(async () => {
    s = await startTestServer(backend, {
      label: 'order_statements',
      // Nothing in the background while a request is counted: no version poll, no payment sweep,
      // no outbox tick (the events hub still reads after every order; its reads are left out).
      versionPollMs: 0,
      paymentSweep: false,
      workerTickMs: 3_600_000,
      wrapDb: (db) => (counter = countStatements(db, true)).db,
    });
    // The first order warms what is read once per process (operations, menus).
    expect((await call(s.url, 'POST', ORDERS, burgerCart({ phone: '2135550100' }), { 'Idempotency-Key': newKey() })).status).toBe(201);
  });
  afterAll(async () => {
    await s?.stop();
  });
  /**
   * The statements one request sent, without the events hub's reads and its NOTIFY to other
   * instances (both after the order's commit, off the request's path).
   */
  const statementsOf = async (body: unknown): Promise<string[]> => {
    counter.reset();
    const r = await call(s.url, 'POST', ORDERS, body, { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    return counter.counts.log.filter((sql) => !sql.startsWith('SELECT e.id::text AS event_id') && !sql.startsWith('SELECT coalesce(max(id)') && !sql.startsWith("SELECT set_config('synchronous_commit'"));
  };

  it('a cash order under a daily limit: one read of the counts, one statement that writes; no transaction, no lock', async () => {
    // burgerCart's cookie has a per-customer-day limit (10), so the customer's lines today are read.
    for (let i = 0; i < 5; i += 1) {
      const sql = await statementsOf(burgerCart({ phone: `213555020${i}` }));
      expect(sql).toHaveLength(2);
      expect(sql[0]).toMatch(/^SELECT coalesce\(\(SELECT version FROM customer_limit_guards/);
      expect(sql[1]).toMatch(/^WITH g AS \( INSERT INTO customer_limit_guards/);
    }
    expect(counter.counts.transactions).toBe(0);
  });

  it('a cash order without a limited product is one statement', async () => {
    const sql = await statementsOf(burgerCart({ phone: '2135550250', products: [{ productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true } }] }));
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^WITH k AS \(INSERT INTO idempotency_keys/);
    expect(counter.counts.transactions).toBe(0);
  });

  it('the order, its lines, its order.placed event and its outbox rows are all written by that statement', async () => {
    await s.db.query(`INSERT INTO webhook_endpoints (id, shop_id, url, secret, events, source) VALUES ('wh-count', 'srvtest', 'https://example.com/hook', 's', ARRAY['order.placed'], 'console')`);
    try {
      const sql = await statementsOf(burgerCart({ phone: '2135550300' }));
      expect(sql).toHaveLength(2);
      const id = (await s.db.query<{ id: string }>(`SELECT id FROM orders WHERE phone = '2135550300'`)).rows[0]!.id;
      const written = await s.db.query<{ lines: number; events: number; outbox: number }>(
        `SELECT (SELECT count(*) FROM order_lines WHERE order_id = $1)::int AS lines,
                (SELECT count(*) FROM events WHERE subject = $1 AND type = 'order.placed')::int AS events,
                (SELECT count(*) FROM outbox WHERE subject = $1 AND kind = 'order.placed' AND recipient = 'wh-count')::int AS outbox`,
        [id],
      );
      // burgerCart: two lines (burgers, cookie).
      expect(written.rows[0]).toEqual({ lines: 2, events: 1, outbox: 1 });
    } finally {
      await s.db.query(`DELETE FROM webhook_endpoints WHERE id = 'wh-count'`);
    }
  });

  it('the cart, the quote and the stored answer are compressed with lz4 where the server has it (PostgreSQL), pglz on PGlite', async () => {
    const res = await s.db.query<{ col: string; method: string }>(
      `SELECT attrelid::regclass::text || '.' || attname AS col, attcompression::text AS method FROM pg_attribute
        WHERE (attrelid, attname) IN (('orders'::regclass, 'cart'), ('orders'::regclass, 'quote'), ('idempotency_keys'::regclass, 'response_body')) AND attnum > $1 ORDER BY 1`,
      [0],
    );
    const method = backend === 'postgres' ? 'l' : '';
    expect(res.rows).toEqual([
      { col: 'idempotency_keys.response_body', method },
      { col: 'orders.cart', method },
      { col: 'orders.quote', method },
    ]);
  });

  it("with no board connected, the events hub reads each new event without reading its order back", async () => {
    counter.reset();
    const r = await call(s.url, 'POST', ORDERS, burgerCart({ phone: '2135550350' }), { 'Idempotency-Key': newKey() });
    expect(r.status).toBe(201);
    const hubReads = () => counter.counts.log.filter((sql) => sql.startsWith('SELECT e.id::text AS event_id'));
    await expect.poll(() => hubReads().length).toBeGreaterThan(0);
    for (const sql of hubReads()) {
      expect(sql).toContain('FROM events e WHERE');
      expect(sql).not.toContain('JOIN orders');
    }
  });

  it('a card order: the counts, one transaction that stores it before the charge, one statement that completes it', async () => {
    counter.reset();
    const sql = await statementsOf(burgerCart({ phone: '2135550400', paymentType: 'CARD', paymentMethod: '4242 4242 4242 4242' }));
    expect(sql.map((q) => q.split(' ').slice(0, 3).join(' '))).toEqual([
      'SELECT coalesce((SELECT version', // the counts and the guard version
      'BEGIN',
      'INSERT INTO idempotency_keys', // the key, reserved
      'INSERT INTO customer_limit_guards', // the guard's row lock
      'SELECT coalesce((SELECT version', // the counts again, under it
      'WITH k AS', // the order, pending_payment
      'COMMIT',
      'WITH o AS', // after the charge: paid, with the key's answer
    ]);
    expect(counter.counts.transactions).toBe(1);
  });
});
