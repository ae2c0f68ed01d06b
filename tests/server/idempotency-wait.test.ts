/**
 * A retry of an order sent while its first request is still being placed (its card still being
 * charged; behind a load balancer the retry reaches another server) waits for the first answer
 * and returns it: the same 201 byte for byte, one order, one charge. A key still held after the
 * wait is 409 IDEMPOTENCY_KEY_IN_USE with Retry-After; a key freed meanwhile (the first card
 * declined) places the order as a first request would. On PGlite and PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db.js';
import { createOfflinePaymentProvider, type PaymentProvider } from '../../server/payments.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

interface Held {
  charge(): void;
  decline(): void;
}
/** Every charge held by the current test. */
const everyHeld: Held[] = [];

/** The offline provider, each charge held until the test lets it go on (charged) or declines it. */
function gatedProvider() {
  const offline = createOfflinePaymentProvider();
  const held: Held[] = [];
  const provider: PaymentProvider = {
    ...offline,
    async charge(req) {
      const go = await new Promise<boolean>((resolve) => {
        const h = { charge: () => resolve(true), decline: () => resolve(false) };
        held.push(h);
        everyHeld.push(h);
      });
      // A declined test card: the provider's own 402 CARD_DECLINED.
      return go ? offline.charge(req) : offline.charge({ ...req, paymentMethod: '4000000000000002' });
    },
  };
  return { provider, held };
}

/** Counts the reads of a key's stored answer made on the pool (outside any transaction): a waiting retry's polls. */
function countingDb() {
  const reads = { n: 0 };
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: ((sql: string, params?: unknown[]) => {
      if (sql.startsWith('SELECT request_hash, response_status, response_body FROM idempotency_keys')) reads.n += 1;
      return db.query(sql, params);
    }) as Queryable['query'],
    transaction: (fn) => db.transaction(fn),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  });
  return { wrap, reads };
}

const CARD = burgerCart({ paymentType: 'CARD', paymentMethod: '4242424242424242', phone: '(213) 555-0161' });

let server: TestServer | undefined;
afterEach(async () => {
  // A charge a failed test left held would keep its request (and the server's close) waiting.
  for (const h of everyHeld.splice(0)) h.charge();
  await server?.stop();
  server = undefined;
});

for (const backend of await backends()) {
  describe(`a retry while the first request is charging (${backend})`, () => {
    const ordersOfKey = async (s: TestServer, key: string) =>
      (await s.db.query<{ id: string; payment_status: string }>('SELECT id, payment_status FROM orders WHERE idempotency_key = $1 ORDER BY created_at', [key])).rows;
    const chargesOf = async (s: TestServer, orderId: string) =>
      (await s.db.query<{ amount_cents: number; status: string }>('SELECT amount_cents, status FROM offline_charges WHERE order_id = $1', [orderId])).rows;

    /**
     * A card order held at its charge and a retry with the same key, seen waiting (it reads the
     * key's row again and again) before the test lets the charge go on.
     */
    const heldWithWaitingRetry = async (label: string) => {
      const gate = gatedProvider();
      const counting = countingDb();
      server = await startTestServer(backend, { label, paymentProvider: gate.provider, paymentSweep: false, wrapDb: counting.wrap });
      const s = server;
      const key = newKey();
      const post = () => call(s.url, 'POST', '/api/shops/srvtest/orders', CARD, { 'Idempotency-Key': key });
      const first = post();
      await expect.poll(() => gate.held.length, { timeout: 10_000 }).toBe(1);
      const before = counting.reads.n;
      const retry = post();
      await expect.poll(() => counting.reads.n - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      return { gate, s, key, first, retry };
    };

    it('waits for the first answer and returns the same 201: one order, one charge', async () => {
      const { gate, s, key, first, retry } = await heldWithWaitingRetry('keywait1');
      gate.held[0]!.charge();

      const [a, b] = await Promise.all([first, retry]);
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.raw.equals(a.raw)).toBe(true);
      expect(a.body.paymentStatus).toBe('paid');
      // Two burgers with fries and a cookie: $12 x 2 + $1.50 before tax.
      expect(a.body.quote.totals.subtotalCents).toBe(2550);
      // One order, one charge attempt, one charge of the order's invoice.
      expect(gate.held).toHaveLength(1);
      expect(await ordersOfKey(s, key)).toEqual([{ id: a.body.orderId, payment_status: 'paid' }]);
      expect((await chargesOf(s, a.body.orderId)).map((c) => [Number(c.amount_cents), c.status])).toEqual([[a.body.quote.totals.invoiceCents, 'succeeded']]);
    }, 60_000);

    it('answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After when the key is still held after the wait', async () => {
      const gate = gatedProvider();
      server = await startTestServer(backend, { label: 'keywait2', paymentProvider: gate.provider, paymentSweep: false, idempotencyWaitMs: 300 });
      const s = server;
      const key = newKey();
      const post = () => call(s.url, 'POST', '/api/shops/srvtest/orders', CARD, { 'Idempotency-Key': key });

      const first = post();
      await expect.poll(() => gate.held.length, { timeout: 10_000 }).toBe(1);
      const started = Date.now();
      const stuck = await post();
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(stuck.status).toBe(409);
      expect(stuck.headers.get('retry-after')).toBe('2');
      expect(stuck.body).toEqual({
        error: {
          code: 'IDEMPOTENCY_KEY_IN_USE',
          message: 'An order with this Idempotency-Key is still being placed (its payment has not finished). Send the same request again in 2 seconds: it answers with the order once it is placed, and never places or charges it twice.',
          path: 'header:Idempotency-Key',
        },
        retryAfterSeconds: 2,
      });

      // Once the first answers, the same retry gets its 201.
      gate.held[0]!.charge();
      const a = await first;
      expect(a.status).toBe(201);
      const again = await post();
      expect(again.status).toBe(201);
      expect(again.raw.equals(a.raw)).toBe(true);
      expect(gate.held).toHaveLength(1);
      expect(await ordersOfKey(s, key)).toEqual([{ id: a.body.orderId, payment_status: 'paid' }]);
    }, 60_000);

    it('places the order when the first attempt is declined while the retry waits', async () => {
      const { gate, s, key, first, retry } = await heldWithWaitingRetry('keywait3');
      // The first card is declined: its pending order and key are withdrawn, and the waiting retry places the order.
      gate.held[0]!.decline();
      const a = await first;
      expect(a.status).toBe(402);
      expect(a.body.error.code).toBe('CARD_DECLINED');
      await expect.poll(() => gate.held.length, { timeout: 10_000 }).toBe(2);
      gate.held[1]!.charge();
      const b = await retry;
      expect(b.status).toBe(201);
      expect(b.body.paymentStatus).toBe('paid');
      expect(await ordersOfKey(s, key)).toEqual([{ id: b.body.orderId, payment_status: 'paid' }]);
      expect((await chargesOf(s, b.body.orderId)).map((c) => c.status)).toEqual(['succeeded']);
    }, 60_000);
  });
}
