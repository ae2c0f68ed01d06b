/**
 * No charge without an order: the payment-failure matrix. A recording payment provider and a
 * database that fails at a chosen statement show that every charge belongs to exactly one
 * stored order, whatever step fails: the order is stored before the card is charged, a declined
 * card leaves nothing behind, and a charge whose order cannot be completed is refunded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db.js';
import { ApiError } from '../../server/errors.js';
import type { ChargeRequest, PaymentProvider, RefundRequest } from '../../server/payments.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

/** Records every charge and refund; declines the cards listed, fails refunds while `refundsFail`. */
function recordingProvider(declined: ReadonlySet<string> = new Set()) {
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  const state = { refundsFail: false };
  const provider: PaymentProvider = {
    name: 'recording',
    offline: true,
    async charge(req) {
      if (declined.has(req.paymentMethod)) throw new ApiError(402, 'CARD_DECLINED', undefined, '/paymentMethod');
      charges.push(req);
      return { status: 'paid', reference: `rec_${charges.length}` };
    },
    async chargeAgain(req) {
      return { status: 'paid', reference: `rec_again_${req.idempotencyKey}` };
    },
    async refund(req) {
      if (state.refundsFail) throw new Error('the payment service is down');
      refunds.push(req);
    },
    parseWebhook() {
      return { type: 'ignored' };
    },
    async lookup(req) {
      const i = charges.findIndex((c) => c.idempotencyKey === req.idempotencyKey);
      return i < 0 ? undefined : { status: 'paid', reference: `rec_${i + 1}`, amountCents: charges[i]!.amountCents };
    },
  };
  return { provider, charges, refunds, state };
}

/**
 * A database whose statements matching `pattern` fail while `armed` (the count says how many
 * failed); with `afterRunning`, the statement runs (and commits) and then its answer is lost.
 */
function failingDb(pattern: RegExp, afterRunning = false) {
  const fault = { armed: false, failed: 0 };
  const guard = (q: Queryable): Queryable => ({
    query(sql, params) {
      if (fault.armed && pattern.test(sql)) {
        fault.failed += 1;
        if (afterRunning) return q.query(sql, params).then(() => Promise.reject(new Error('simulated lost connection')));
        return Promise.reject(new Error('simulated database failure'));
      }
      return q.query(sql, params);
    },
  });
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: guard(db).query,
    transaction: (fn) => db.transaction((tx) => fn(guard(tx))),
    close: () => db.close(),
  });
  return { wrap, fault };
}

const CARD = { paymentType: 'CARD', paymentMethod: '4242424242424242' };

async function orderRows(s: TestServer): Promise<{ id: string; payment_status: string; payment_ref: string | null }[]> {
  return (await s.db.query<{ id: string; payment_status: string; payment_ref: string | null }>("SELECT id, payment_status, payment_ref FROM orders WHERE shop_id = 'srvtest' ORDER BY created_at, id")).rows;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

for (const backend of await backends()) {
  describe(`payment failures (${backend})`, () => {
    it('stores the order before charging: the charge carries the stored order id as its idempotency key', async () => {
      const rec = recordingProvider();
      server = await startTestServer(backend, { label: 'money1', paymentProvider: rec.provider });
      const res = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': newKey() });
      expect(res.status).toBe(201);
      const rows = await orderRows(server);
      expect(rows).toEqual([{ id: res.body.orderId, payment_status: 'paid', payment_ref: 'rec_1' }]);
      expect(rec.charges).toHaveLength(1);
      expect(rec.charges[0]!.idempotencyKey).toBe(`order:srvtest:${res.body.orderId}`);
      expect(rec.charges[0]!.metadata.orderId).toBe(res.body.orderId);
    });

    it('a database failing before the charge: no charge, a clean error, no order', async () => {
      const rec = recordingProvider();
      const db = failingDb(/INSERT INTO orders/);
      server = await startTestServer(backend, { label: 'money2', paymentProvider: rec.provider, wrapDb: db.wrap });
      db.fault.armed = true;
      const res = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': newKey() });
      expect(db.fault.failed).toBe(1);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.body.error.code).toBeTypeOf('string');
      expect(rec.charges).toEqual([]);
      expect(await orderRows(server)).toEqual([]);
    });

    it('a declined card: no charge, no order left behind, and the same attempt can be retried with another card', async () => {
      const rec = recordingProvider(new Set(['4000000000000002']));
      server = await startTestServer(backend, { label: 'money3', paymentProvider: rec.provider });
      const key = newKey();
      const declined = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ ...CARD, paymentMethod: '4000000000000002' }), { 'Idempotency-Key': key });
      expect(declined.status).toBe(402);
      expect(await orderRows(server)).toEqual([]);
      const keys = await server.db.query("SELECT key FROM idempotency_keys WHERE shop_id = 'srvtest'");
      expect(keys.rows).toEqual([]);
      const paid = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': newKey() });
      expect(paid.status).toBe(201);
      expect(rec.charges).toHaveLength(1);
    });

    it('a database failing after the charge: the charge is refunded, the order marked refunded, and a retry replays the error without charging again', async () => {
      const rec = recordingProvider();
      const db = failingDb(/UPDATE orders SET payment_status = \$2/);
      server = await startTestServer(backend, { label: 'money4', paymentProvider: rec.provider, wrapDb: db.wrap });
      db.fault.armed = true;
      const key = newKey();
      const res = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': key });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ORDER_NOT_COMPLETED');
      expect(rec.charges).toHaveLength(1);
      expect(rec.refunds).toEqual([{ reference: 'rec_1', amountCents: rec.charges[0]!.amountCents, idempotencyKey: expect.stringMatching(/^refund:srvtest:/) }]);
      const rows = await orderRows(server);
      expect(rows.map((r) => [r.payment_status, r.payment_ref])).toEqual([['refunded', 'rec_1']]);
      db.fault.armed = false;
      const retry = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': key });
      expect(retry.status).toBe(503);
      expect(rec.charges).toHaveLength(1);
    });

    it('a completion that committed but whose answer was lost: the order is placed with its stored answer, never refunded', async () => {
      const rec = recordingProvider();
      const db = failingDb(/UPDATE orders SET payment_status = \$2/, true);
      server = await startTestServer(backend, { label: 'money7', paymentProvider: rec.provider, wrapDb: db.wrap });
      db.fault.armed = true;
      const key = newKey();
      const res = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': key });
      expect(db.fault.failed).toBe(1);
      expect(res.status).toBe(201);
      expect(rec.charges).toHaveLength(1);
      expect(rec.refunds).toEqual([]);
      const rows = await orderRows(server);
      expect(rows).toEqual([{ id: res.body.orderId, payment_status: 'paid', payment_ref: 'rec_1' }]);
      db.fault.armed = false;
      const retry = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': key });
      expect(retry.status).toBe(201);
      expect(retry.body.orderId).toBe(res.body.orderId);
      expect(rec.charges).toHaveLength(1);
    });

    it('five orders with the completion failing for four: charges minus refunds equals the paid orders', async () => {
      const rec = recordingProvider();
      const db = failingDb(/UPDATE orders SET payment_status = \$2/);
      server = await startTestServer(backend, { label: 'money5', paymentProvider: rec.provider, wrapDb: db.wrap });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        db.fault.armed = i !== 2;
        statuses.push((await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': newKey() })).status);
      }
      expect(statuses).toEqual([503, 503, 201, 503, 503]);
      const rows = await orderRows(server);
      const paid = rows.filter((r) => r.payment_status === 'paid');
      expect(rec.charges.length - rec.refunds.length).toBe(paid.length);
      expect(paid).toHaveLength(1);
      // Every charge names a stored order.
      const ids = new Set(rows.map((r) => r.id));
      for (const c of rec.charges) expect(ids.has(c.metadata.orderId!)).toBe(true);
    });

    it('when the refund fails too, the order stays pending_payment (never paid, never lost) and the customer is told to call', async () => {
      const rec = recordingProvider();
      rec.state.refundsFail = true;
      const db = failingDb(/UPDATE orders SET payment_status = \$2/);
      server = await startTestServer(backend, { label: 'money6', paymentProvider: rec.provider, wrapDb: db.wrap });
      db.fault.armed = true;
      const res = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart(CARD), { 'Idempotency-Key': newKey() });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toContain('Call the shop');
      const rows = await orderRows(server);
      expect(rows.map((r) => r.payment_status)).toEqual(['pending_payment']);
      expect(res.body.error.message).toContain(rows[0]!.id);
    });
  });
}

describe('cart bounds and money columns', () => {
  it('refuses carts beyond the limits with errors naming them; money columns are bigint', async () => {
    const [backend] = await backends();
    server = await startTestServer(backend!, { label: 'bounds' });
    const line = { productId: 'p-cookie', quantity: 1000 };
    const many = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ products: Array.from({ length: 200 }, () => line) }), { 'Idempotency-Key': newKey() });
    expect(many.status).toBe(400);
    expect(many.body.error).toMatchObject({ code: 'CART_TOO_LARGE', path: '/products' });
    expect(many.body.error.message).toContain('at most 100 lines');
    const quoted = await call(server.url, 'POST', '/api/shops/srvtest/quote', burgerCart({ products: [{ productId: 'p-cookie', quantity: 2 }, line] }));
    expect(quoted.status).toBe(400);
    expect(quoted.body.error).toMatchObject({ code: 'QUANTITY_TOO_LARGE', path: '/products/1/quantity' });
    expect(quoted.body.error.message).toContain('at most 999');
    // 100 lines of 999 burgers ($12 each with fries): far beyond $100,000.
    const burger = { productId: 'p-burger', quantity: 999, customerPicks: { 'm-fries': true } };
    const huge = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ products: Array.from({ length: 100 }, () => burger) }), { 'Idempotency-Key': newKey() });
    expect(huge.status).toBe(422);
    expect(huge.body.error.code).toBe('ORDER_TOO_LARGE');
    expect(huge.body.error.message).toContain('$100,000.00');
    const types = await server.db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE column_name IN ('invoice_cents', 'tip_cents', 'balance_cents', 'delta_cents') AND table_schema = current_schema() ORDER BY 1, 2`,
    );
    expect(types.rows.map((r) => r.data_type)).toEqual(types.rows.map(() => 'bigint'));
    expect(types.rows).toHaveLength(5);
  });
});

describe('per-customer daily limits under concurrency', () => {
  it.each([['pglite'], ['postgres']] as const)('%s: 30 concurrent orders of 6 cookies under a limit of 10 accept exactly one', async (backend) => {
    if (!(await backends()).includes(backend)) return;
    const rec = recordingProvider();
    server = await startTestServer(backend, { label: 'limit', paymentProvider: rec.provider });
    const phone = '3105550123';
    const body = (i: number) => burgerCart({ products: [{ productId: 'p-cookie', quantity: 6 }], phone, ...(i % 2 === 0 ? CARD : {}) });
    const s = server;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call(s.url, 'POST', '/api/shops/srvtest/orders', body(i), { 'Idempotency-Key': newKey() })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x !== 201 && x !== 422)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.error.code).toBe('ORDER_BLOCKED');
    const ordered = await s.db.query<{ qty: string }>("SELECT coalesce(sum(quantity), 0)::int AS qty FROM order_lines WHERE shop_id = 'srvtest' AND product_id = 'p-cookie'");
    expect(Number(ordered.rows[0]!.qty)).toBe(6);
    // Declined or refused card attempts never charged: charges match card orders stored.
    const paid = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE shop_id = 'srvtest' AND payment_type = 'CARD'");
    expect(rec.charges).toHaveLength(Number(paid.rows[0]!.n));
  });
});
