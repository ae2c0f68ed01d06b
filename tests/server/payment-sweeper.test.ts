/**
 * Recovering card orders whose request was lost. A provider that never answers for chosen cards
 * holds requests between their steps, as a killed server leaves them: stored 'pending_payment'
 * before the charge, or charged but not completed. The sweeper then completes the charged ones
 * (paid, cashback credited, the key answering the 201) and releases the others (the key freed, so
 * a retry places the order afresh); the provider's charges equal the paid orders exactly, also
 * when two sweepers run at once and when a held request wakes up after the sweeper decided.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db.js';
import { ApiError } from '../../server/errors.js';
import { sweepPendingPayments } from '../../server/orders/index.js';
import { createOfflinePaymentProvider, type ChargeRequest, type ChargeResult, type PaymentProvider } from '../../server/payments.js';
import { backends, burgerCart, call, newKey, startTestServer, type TestServer } from './harness.js';

/** Cards the provider holds: before charging (no money moved) or after charging (money moved, no answer). */
const HOLD_BEFORE = '4000056655665556';
const HOLD_AFTER = '5555555555554444';

interface Held {
  readonly req: ChargeRequest;
  readonly charged: boolean;
  resolve(r: ChargeResult): void;
  reject(e: unknown): void;
}

function holdingProvider() {
  const offline = createOfflinePaymentProvider();
  const held: Held[] = [];
  const provider: PaymentProvider = {
    ...offline,
    async charge(req) {
      const card = req.paymentMethod;
      if (card !== HOLD_BEFORE && card !== HOLD_AFTER) return offline.charge(req);
      if (card === HOLD_AFTER) await offline.charge(req);
      return new Promise<ChargeResult>((resolve, reject) => held.push({ req, charged: card === HOLD_AFTER, resolve, reject }));
    },
  };
  return { provider, offline, held };
}

const card = (paymentMethod: string) => burgerCart({ paymentType: 'CARD', paymentMethod, phone: '(213) 555-0142' });

async function rows<R>(db: Queryable, sql: string): Promise<R[]> {
  return (await db.query<R>(sql)).rows;
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

for (const backend of await backends()) {
  describe(`payment sweeper (${backend})`, () => {
    it('completes charged orders, releases the others, and every key then answers 201 with charges equal to paid orders', async () => {
      const h = holdingProvider();
      server = await startTestServer(backend, { label: 'sweep', paymentProvider: h.provider, paymentSweep: false, idempotencyWaitMs: 200 });
      const s = server;
      const post = (key: string, cardNumber: string) => call(s.url, 'POST', '/api/shops/srvtest/orders', card(cardNumber), { 'Idempotency-Key': key });

      const done = await post(newKey(), '4242424242424242');
      expect(done.status).toBe(201);
      const beforeKeys = [newKey(), newKey()];
      const afterKeys = [newKey(), newKey()];
      const heldAnswers = [...beforeKeys.map((k) => post(k, HOLD_BEFORE)), ...afterKeys.map((k) => post(k, HOLD_AFTER))];
      await expect.poll(() => h.held.length, { timeout: 10_000 }).toBe(4);

      // While its request is lost, a retry of the key waits for it (here 200 ms), then is told to come back.
      const stuck = await post(afterKeys[0]!, HOLD_AFTER);
      expect(stuck.status).toBe(409);
      expect(stuck.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(stuck.headers.get('retry-after')).toBe('2');
      expect((await rows<{ n: number }>(s.db, "SELECT count(*)::int AS n FROM orders WHERE payment_status = 'pending_payment'"))[0]!.n).toBe(4);

      // Not stale yet: the sweeper leaves orders whose request may still be working.
      expect(await sweepPendingPayments({ db: s.db, payments: h.provider, now: () => s.clock.now }, s.clock.now - 120_000))
        .toEqual({ completed: 0, released: 0, refunded: 0, skipped: 0, failed: 0 });

      // Three minutes later two sweepers (two servers) run at once; each order is decided once.
      s.clock.now += 180_000;
      const deps = { db: s.db, payments: h.provider, now: () => s.clock.now };
      const reports = await Promise.all([sweepPendingPayments(deps, s.clock.now - 120_000), sweepPendingPayments(deps, s.clock.now - 120_000)]);
      const total = (k: 'completed' | 'released' | 'refunded' | 'failed') => reports[0]![k] + reports[1]![k];
      expect([total('completed'), total('released'), total('refunded'), total('failed')]).toEqual([2, 2, 0, 0]);

      const byKey = async (key: string) =>
        (await s.db.query<{ payment_status: string; order_id: string | null }>(
          `SELECT o.payment_status, o.id AS order_id FROM orders o WHERE o.idempotency_key = $1 ORDER BY o.created_at`, [key])).rows;
      // Charged: completed, and a retry of the key gets the 201 with the same order, paid.
      for (const key of afterKeys) {
        const [order] = await byKey(key);
        expect(order!.payment_status).toBe('paid');
        const retry = await post(key, HOLD_AFTER);
        expect(retry.status).toBe(201);
        expect(retry.body).toMatchObject({ orderId: order!.order_id, shopId: 'srvtest', paymentStatus: 'paid' });
        expect(retry.body.quote.totals.invoiceCents).toBe(done.body.quote.totals.invoiceCents);
        const read = await call(s.url, 'GET', `/api/shops/srvtest/orders/${order!.order_id}`);
        expect(read.body).toMatchObject({ paymentStatus: 'paid', paymentLabel: 'Prepaid' });
      }
      // Not charged: released (lines gone), and a retry places the order afresh and pays it.
      for (const key of beforeKeys) {
        const [released] = await byKey(key);
        expect(released!.payment_status).toBe('released');
        expect((await s.db.query('SELECT 1 FROM order_lines WHERE order_id = $1', [released!.order_id])).rows).toEqual([]);
        const retry = await post(key, '4242424242424242');
        expect(retry.status).toBe(201);
        expect(retry.body.orderId).not.toBe(released!.order_id);
        expect(retry.body.paymentStatus).toBe('paid');
      }

      // The held requests wake up after the sweeper decided: a charged one answers the completed
      // order; one whose card is charged only now finds its order released, and the charge is refunded.
      const heldFor = async (key: string) => {
        const [first] = await byKey(key);
        return h.held.find((x) => x.req.metadata.orderId === first!.order_id)!;
      };
      const [b0, b1, a0, a1] = [await heldFor(beforeKeys[0]!), await heldFor(beforeKeys[1]!), await heldFor(afterKeys[0]!), await heldFor(afterKeys[1]!)];
      a0.resolve({ status: 'paid', reference: `offline_${a0.req.idempotencyKey}` });
      a1.resolve({ status: 'paid', reference: `offline_${a1.req.idempotencyKey}` });
      b0.reject(new ApiError(402, 'CARD_DECLINED', undefined, '/paymentMethod'));
      b1.resolve(await h.offline.charge(b1.req));
      const woke = await Promise.all(heldAnswers);
      // The declined one finds its key taken by the order its retry placed with another card.
      expect(woke.map((r) => r.status)).toEqual([422, 503, 201, 201]);
      expect(woke[0]!.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(woke[1]!.body.error.code).toBe('ORDER_NOT_COMPLETED');
      expect(woke[2]!.body.orderId).toBe((await byKey(afterKeys[0]!))[0]!.order_id);

      // Every earned cashback was credited once per paid order.
      const credits = await rows<{ order_id: string; delta_cents: string }>(s.db, "SELECT order_id, delta_cents FROM cashback_ledger WHERE reason = 'order-credit' ORDER BY order_id");
      const paid = await rows<{ id: string; payment_ref: string; quote: { totals: { cashbackEarnedCents: number } } }>(s.db,
        "SELECT id, payment_ref, quote FROM orders WHERE payment_status = 'paid' ORDER BY id");
      expect(paid).toHaveLength(5);
      expect(credits.map((c) => [c.order_id, Number(c.delta_cents)])).toEqual(paid.map((p) => [p.id, p.quote.totals.cashbackEarnedCents]));
      // The provider's charges (not refunded) are exactly the paid orders' payments.
      const charges = await rows<{ order_id: string; reference: string }>(s.db, "SELECT order_id, reference FROM offline_charges WHERE status = 'succeeded' ORDER BY order_id");
      expect(charges.map((c) => [c.order_id, c.reference])).toEqual(paid.map((p) => [p.id, p.payment_ref]));
      const refunded = await rows<{ order_id: string }>(s.db, "SELECT order_id FROM offline_charges WHERE status = 'refunded'");
      expect(refunded.map((r) => r.order_id)).toEqual([b1.req.metadata.orderId]);
      expect(await rows(s.db, "SELECT id FROM orders WHERE payment_status = 'pending_payment'")).toEqual([]);
    }, 60_000);
  });
}
