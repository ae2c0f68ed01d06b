/**
 * Money when an order is rejected, cancelled or completed, on both databases: every charge is
 * refunded for its own amount (the order's charge, a post-order tip's), a closed order takes no tip
 * (also when the status change lands while the tip is being charged, in either order), the cashback
 * the order spent is given back and the cashback it earned taken back (at most the balance), once;
 * a pay-in-person order is credited the cashback its quote promised when completed, once, and
 * never when rejected or cancelled; and an order read back after a tip carries one quote whose
 * totals, summary and trace agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCompletedOrder } from '../../server/cashback-store.js';
import type { Db, Queryable } from '../../server/db.js';
import { getOrder } from '../../server/order-store.js';
import type { ChargeRequest, FollowUpChargeRequest, PaymentProvider, RefundRequest } from '../../server/payments.js';
import { createOfflinePaymentProvider } from '../../server/payments.js';
import { receiptLines } from '../../server/receipt.js';
import { backends, burgerCart, call, newKey, startTestServer, verifyPhone, type TestServer } from './harness.js';
import { addStaff, staffHeaders } from './staff-helpers.js';

const SHOP = 'srvtest';
const ORDERS = `/api/shops/${SHOP}/orders`;
const CARD = { paymentType: 'CARD', paymentMethod: '4242424242424242' };
/** The fixture shop's cashback: 5% of an order's invoice, rounded down. */
const earned = (invoiceCents: number) => Math.floor((invoiceCents * 5) / 100);

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A database whose transactions can be held: when a statement inside a transaction matches the
 * armed pattern, it runs, then the transaction waits (holding its locks, or on PGlite the one
 * connection) until the test releases it. `failNext` makes the next matching statement fail.
 */
function holdingDb() {
  const hold: { pattern?: RegExp | undefined; reached: Deferred; release: Deferred } = { reached: deferred(), release: deferred() };
  const fault: { pattern?: RegExp | undefined } = {};
  const guard = (q: Queryable): Queryable => ({
    async query<R>(sql: string, params?: readonly unknown[]) {
      if (fault.pattern?.test(sql)) {
        fault.pattern = undefined;
        throw new Error('simulated database failure');
      }
      const out = await q.query<R>(sql, params);
      if (hold.pattern?.test(sql)) {
        hold.pattern = undefined;
        hold.reached.resolve();
        await hold.release.promise;
      }
      return out;
    },
  });
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn(guard(tx))),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  });
  return {
    wrap,
    /** Holds the next transaction that runs a statement matching `pattern`; resolves once it is held. */
    arm(pattern: RegExp): { reached: Promise<void>; release: () => void } {
      hold.pattern = pattern;
      hold.reached = deferred();
      hold.release = deferred();
      return { reached: hold.reached.promise, release: hold.release.resolve };
    },
    failNext(pattern: RegExp): void {
      fault.pattern = pattern;
    },
  };
}

/** The offline provider, recording every charge, tip charge and refund; `duringTip` runs while a tip is being charged. */
function recordingProvider() {
  const base = createOfflinePaymentProvider();
  const charges: ChargeRequest[] = [];
  const tips: FollowUpChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  const hooks: { duringTip?: (() => Promise<void>) | undefined } = {};
  const provider: PaymentProvider = {
    ...base,
    async charge(req) {
      const out = await base.charge(req);
      charges.push(req);
      return out;
    },
    async chargeAgain(req) {
      const during = hooks.duringTip;
      hooks.duringTip = undefined;
      if (during) await during();
      const out = await base.chargeAgain(req);
      tips.push(req);
      return out;
    },
    async refund(req) {
      refunds.push(req);
      return base.refund(req);
    },
  };
  return { provider, charges, tips, refunds, hooks };
}

for (const backend of await backends()) {
  describe(`money of rejected, cancelled and completed orders on ${backend}`, () => {
    let s: TestServer;
    let owner: Record<string, string>;
    const pay = recordingProvider();
    const db = holdingDb();
    beforeAll(async () => {
      s = await startTestServer(backend, { label: 'closedmoney', paymentProvider: pay.provider, wrapDb: db.wrap, workerTickMs: 50 });
      await addStaff(s, 'owner@money.test', 'owner');
      owner = await staffHeaders(s.url, 'owner@money.test');
    }, 60_000);
    afterAll(async () => {
      await s?.stop();
    });

    const place = async (over: Record<string, unknown> = {}, proof: Record<string, string> = {}) => {
      const r = await call(s.url, 'POST', ORDERS, burgerCart({ ...CARD, ...over }), { 'Idempotency-Key': newKey(), ...proof });
      expect([r.status, r.body.error]).toEqual([201, undefined]);
      return { id: r.body.orderId as string, token: r.body.tipToken as string | undefined, invoice: r.body.quote.totals.invoiceCents as number };
    };
    const setStatus = (id: string, body: Record<string, unknown>) => call(s.url, 'POST', `/api/staff/shops/${SHOP}/orders/${id}/status`, body, owner);
    const reject = (id: string) => setStatus(id, { status: 'rejected', reason: 'OUT_OF_ITEMS' });
    const tip = (id: string, token: string | undefined, body: Record<string, unknown>) => call(s.url, 'POST', `${ORDERS}/${id}/tips`, { tipToken: token, ...body });
    const read = async (id: string) => (await call(s.url, 'GET', `${ORDERS}/${id}`)).body;
    const refundsOf = (id: string) => pay.refunds.filter((r) => r.idempotencyKey.startsWith(`refund:${SHOP}:${id}`));
    const chargedFor = (id: string) =>
      pay.charges.filter((c) => c.metadata.orderId === id).reduce((n, c) => n + c.amountCents, 0) +
      pay.tips.filter((c) => c.metadata.orderId === id).reduce((n, c) => n + c.amountCents, 0);
    const waitForRefunds = async (id: string, n: number) => {
      await expect.poll(() => refundsOf(id).length, { timeout: 5000, interval: 25 }).toBe(n);
      // A few more worker rounds: still exactly n.
      await new Promise((r) => setTimeout(r, 200));
      expect(refundsOf(id)).toHaveLength(n);
    };
    const tipRow = async (id: string) =>
      (await s.db.query<{ status: string; payment_ref: string | null }>('SELECT status, payment_ref FROM order_tips WHERE order_id = $1', [id])).rows[0];
    const balance = async (phone: string) =>
      (await call(s.url, 'GET', `/api/shops/${SHOP}/cashback?phone=${phone}`, undefined, await verifyPhone(s, SHOP, phone))).body.cashbackCents as number;
    const ledger = async (id: string) =>
      (await s.db.query<{ reason: string; delta_cents: string | number }>('SELECT reason, delta_cents FROM cashback_ledger WHERE order_id = $1 ORDER BY reason', [id])).rows
        .map((r) => [r.reason, Number(r.delta_cents)]);

    it('a tip after the order was rejected or cancelled is 409 TIP_ORDER_CLOSED: nothing charged, nothing recorded', async () => {
      const rejected = await place();
      expect((await reject(rejected.id)).status).toBe(200);
      const cancelled = await place();
      expect((await setStatus(cancelled.id, { status: 'accepted', prepMinutes: 10 })).status).toBe(200);
      expect((await setStatus(cancelled.id, { status: 'cancelled' })).status).toBe(200);
      for (const [o, word] of [[rejected, 'rejected'], [cancelled, 'cancelled']] as const) {
        for (const body of [{ tipsInCents: 300 }, { tipsInCents: 300, confirm: false }, { tipPercent: 15 }]) {
          const r = await tip(o.id, o.token, body);
          expect([r.status, r.body.error.code]).toEqual([409, 'TIP_ORDER_CLOSED']);
          expect(r.body.error.message).toBe(`This order was ${word} by the shop and its card payment refunded, so it takes no tip. Nothing was charged.`);
        }
        expect(pay.tips.filter((t) => t.metadata.orderId === o.id)).toEqual([]);
        expect(await tipRow(o.id)).toBeUndefined();
        const back = await read(o.id);
        expect([back.postOrderTipCents, back.totals.invoiceCents]).toEqual([0, o.invoice]);
        // The order's charge alone is refunded.
        await waitForRefunds(o.id, 1);
        expect(refundsOf(o.id)[0]!.amountCents).toBe(o.invoice);
      }
    });

    it('tip, then reject: each charge is refunded for its own amount (the order\'s charge, the tip)', async () => {
      const o = await place();
      expect((await tip(o.id, o.token, { tipsInCents: 600 })).status).toBe(200);
      expect((await read(o.id)).totals.invoiceCents).toBe(o.invoice + 600);
      expect((await reject(o.id)).status).toBe(200);
      await waitForRefunds(o.id, 2);
      const byKey = Object.fromEntries(refundsOf(o.id).map((r) => [r.idempotencyKey, [r.reference, r.amountCents]]));
      expect(byKey).toEqual({
        [`refund:${SHOP}:${o.id}`]: [`offline_order:${SHOP}:${o.id}`, pay.charges.find((c) => c.metadata.orderId === o.id)!.amountCents],
        [`refund:${SHOP}:${o.id}:tip`]: [`offline_tip:${SHOP}:${o.id}`, 600],
      });
      // Given back is what was taken.
      expect(refundsOf(o.id).reduce((n, r) => n + r.amountCents, 0)).toBe(chargedFor(o.id));
      await expect.poll(async () => (await read(o.id)).paymentStatus, { timeout: 5000 }).toBe('refunded');
    });

    it('the reject lands while the tip is being charged: the tip is refunded and never added to the order', async () => {
      const o = await place();
      // While the card is being charged, the status change runs and is held after its UPDATE of the
      // order (its row locked, not committed); it commits while the tip's recording waits for it.
      let rejected: Promise<unknown> | undefined;
      pay.hooks.duringTip = async () => {
        const held = db.arm(/UPDATE orders o SET status = \$3/);
        rejected = reject(o.id);
        await held.reached;
        setTimeout(held.release, 300);
      };
      const r = await tip(o.id, o.token, { tipsInCents: 300 });
      expect((await rejected) as { status: number }).toMatchObject({ status: 200 });
      expect([r.status, r.body.error?.code]).toEqual([409, 'TIP_ORDER_CLOSED']);
      expect(r.body.error.message).toBe('This order was rejected by the shop and its card payment refunded while your tip was being charged, so it takes no tip: the tip is refunded to your card.');
      expect(pay.tips.filter((t) => t.metadata.orderId === o.id).map((t) => t.amountCents)).toEqual([300]);
      expect(await tipRow(o.id)).toEqual({ status: 'refunded', payment_ref: `offline_tip:${SHOP}:${o.id}` });
      const back = await read(o.id);
      expect([back.status, back.postOrderTipCents, back.totals.invoiceCents, back.totals.tipCents]).toEqual(['rejected', 0, o.invoice, 0]);
      await waitForRefunds(o.id, 2);
      expect(refundsOf(o.id).map((x) => x.amountCents).sort((a, b) => a - b)).toEqual([300, o.invoice]);
      expect(refundsOf(o.id).reduce((n, x) => n + x.amountCents, 0)).toBe(chargedFor(o.id));
      // A tip sent again is refused without a charge.
      const again = await tip(o.id, o.token, { tipsInCents: 300 });
      expect([again.status, again.body.error.code]).toEqual([409, 'TIP_ORDER_CLOSED']);
      expect(pay.tips.filter((t) => t.metadata.orderId === o.id)).toHaveLength(1);
    });

    it('the tip is recorded while the reject waits for the order: the reject refunds both', async () => {
      const o = await place();
      let rejected: Promise<unknown> | undefined;
      pay.hooks.duringTip = async () => {
        // The tip's recording is held after marking the tip charged, the order's row locked; the
        // status change starts meanwhile and waits.
        const held = db.arm(/UPDATE order_tips SET status = 'charged'/);
        void held.reached.then(() => {
          rejected = reject(o.id);
          setTimeout(held.release, 300);
        });
      };
      const r = await tip(o.id, o.token, { tipsInCents: 250 });
      expect(r.status).toBe(200);
      await expect.poll(() => rejected !== undefined).toBe(true);
      expect((await rejected) as { status: number }).toMatchObject({ status: 200 });
      const back = await read(o.id);
      expect([back.status, back.postOrderTipCents, back.totals.invoiceCents]).toEqual(['rejected', 250, o.invoice + 250]);
      await waitForRefunds(o.id, 2);
      expect(refundsOf(o.id).map((x) => x.amountCents).sort((a, b) => a - b)).toEqual([250, o.invoice]);
      expect(refundsOf(o.id).reduce((n, x) => n + x.amountCents, 0)).toBe(chargedFor(o.id));
    });

    it('a tip charged but not recorded, then the order rejected: sending it again refunds it, with no second charge', async () => {
      const o = await place();
      db.failNext(/UPDATE order_tips SET status = 'charged'/);
      const first = await tip(o.id, o.token, { tipsInCents: 400 });
      expect([first.status, first.body.error.code]).toEqual([503, 'TIP_NOT_COMPLETED']);
      expect(await tipRow(o.id)).toEqual({ status: 'pending', payment_ref: null });
      expect((await reject(o.id)).status).toBe(200);
      // Another amount is refused outright; the same tip resumes its one charge and refunds it.
      expect((await tip(o.id, o.token, { tipsInCents: 500 })).body.error.code).toBe('TIP_ORDER_CLOSED');
      const again = await tip(o.id, o.token, { tipsInCents: 400 });
      expect([again.status, again.body.error.code]).toEqual([409, 'TIP_ORDER_CLOSED']);
      expect(again.body.error.message).toContain('the tip is refunded to your card');
      expect(new Set(pay.tips.filter((t) => t.metadata.orderId === o.id).map((t) => t.idempotencyKey))).toEqual(new Set([`tip:${SHOP}:${o.id}`]));
      await waitForRefunds(o.id, 2);
      expect(refundsOf(o.id).map((x) => x.amountCents).sort((a, b) => a - b)).toEqual([400, o.invoice]);
      expect((await read(o.id)).postOrderTipCents).toBe(0);
    });

    it('rejecting gives back the cashback spent and takes back the cashback earned, once', async () => {
      const phone = '8185550131';
      const proof = await verifyPhone(s, SHOP, phone);
      await call(s.url, 'POST', `/api/shops/${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      const start = await balance(phone);
      expect(start).toBe(1000);
      const o = await place({ phone, appliedCashback: 500 }, proof);
      expect(await balance(phone)).toBe(start - 500 + earned(o.invoice));
      expect((await reject(o.id)).status).toBe(200);
      expect(await balance(phone)).toBe(start);
      expect(await ledger(o.id)).toEqual([
        ['order-credit', earned(o.invoice)], ['order-credit-reversed', -earned(o.invoice)], ['order-debit', -500], ['order-debit-reversed', 500],
      ]);
      // The same status again changes nothing.
      expect((await reject(o.id)).status).toBe(200);
      expect(await balance(phone)).toBe(start);
      expect(await ledger(o.id)).toHaveLength(4);
    });

    it('cancelling takes back earned cashback already spent elsewhere only down to zero', async () => {
      const phone = '8185550132';
      const proof = await verifyPhone(s, SHOP, phone);
      await call(s.url, 'POST', `/api/shops/${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      const a = await place({ phone }, proof);
      const afterA = 1000 + earned(a.invoice);
      expect(await balance(phone)).toBe(afterA);
      // Most of it is spent on another order, which stays.
      const spent = afterA - 20;
      const b = await place({ phone, appliedCashback: spent }, proof);
      const left = afterA - spent + earned(b.invoice);
      expect(await balance(phone)).toBe(left);
      expect(left).toBeLessThan(earned(a.invoice));
      expect((await setStatus(a.id, { status: 'accepted', prepMinutes: 10 })).status).toBe(200);
      expect((await setStatus(a.id, { status: 'cancelled' })).status).toBe(200);
      expect(await balance(phone)).toBe(0);
      expect(await ledger(a.id)).toEqual([['order-credit', earned(a.invoice)], ['order-credit-reversed', -left]]);
      // Order b keeps its debit and credit.
      expect(await ledger(b.id)).toEqual([['order-credit', earned(b.invoice)], ['order-debit', -spent]]);
    });

    it('a rejected cash order gives back the cashback it spent', async () => {
      const phone = '8185550133';
      const proof = await verifyPhone(s, SHOP, phone);
      await call(s.url, 'POST', `/api/shops/${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      const r = await call(s.url, 'POST', ORDERS, burgerCart({ phone, appliedCashback: 700 }), { 'Idempotency-Key': newKey(), ...proof });
      expect(r.status).toBe(201);
      // Its quote promised floor((2805 - 700) x 5%) = floor(105.25) = 105, credited only on completion.
      expect(r.body.quote.totals).toMatchObject({ invoiceCents: 2105, cashbackEarnedCents: 105 });
      expect(await balance(phone)).toBe(300);
      expect((await reject(r.body.orderId)).status).toBe(200);
      expect(await balance(phone)).toBe(1000);
      expect(await ledger(r.body.orderId)).toEqual([['order-debit', -700], ['order-debit-reversed', 700]]);
    });

    const placeCash = async (phone: string, proof: Record<string, string>, over: Record<string, unknown> = {}) => {
      const r = await call(s.url, 'POST', ORDERS, burgerCart({ phone, ...over }), { 'Idempotency-Key': newKey(), ...proof });
      expect([r.status, r.body.error]).toEqual([201, undefined]);
      return { id: r.body.orderId as string, totals: r.body.quote.totals as { invoiceCents: number; cashbackEarnedCents: number } };
    };
    const walkTo = async (id: string, ...statuses: string[]) => {
      for (const status of statuses) expect((await setStatus(id, status === 'accepted' ? { status, prepMinutes: 10 } : { status })).status).toBe(200);
    };

    it('a cash order earns what its quote promised when staff mark it completed, once', async () => {
      const phone = '8185550134';
      const proof = await verifyPhone(s, SHOP, phone);
      const o = await placeCash(phone, proof);
      // Two burgers with fries and a cookie, 10% tax: 2805; floor(2805 x 5 / 100) = floor(140.25) = 140.
      expect(o.totals).toMatchObject({ invoiceCents: 2805, cashbackEarnedCents: 140 });
      // Placed, accepted and ready: not paid yet, nothing credited.
      expect(await balance(phone)).toBe(0);
      await walkTo(o.id, 'accepted', 'ready');
      expect(await balance(phone)).toBe(0);
      expect(await ledger(o.id)).toEqual([]);
      await walkTo(o.id, 'completed');
      expect(await balance(phone)).toBe(140);
      expect(await ledger(o.id)).toEqual([['order-credit', 140]]);
      // Completed again: 200, the order unchanged, nothing credited again.
      const again = await setStatus(o.id, { status: 'completed' });
      expect([again.status, again.body.status]).toEqual([200, 'completed']);
      expect(await balance(phone)).toBe(140);
      expect(await ledger(o.id)).toEqual([['order-credit', 140]]);
      // Completed is final: it cannot be cancelled (so the credit is never taken back).
      expect((await setStatus(o.id, { status: 'cancelled' })).body.error.code).toBe('INVALID_TRANSITION');
      expect(await balance(phone)).toBe(140);
      // The ledger itself refuses a second credit for the order, whoever asks.
      expect(await s.db.transaction((tx) => creditCompletedOrder(tx, o.id, new Date(s.clock.now).toISOString()))).toBe(false);
      expect(await balance(phone)).toBe(140);
      expect(await ledger(o.id)).toHaveLength(1);
    });

    it('a cash order that spent cashback earns on what was left to pay, when completed', async () => {
      const phone = '8185550135';
      const proof = await verifyPhone(s, SHOP, phone);
      await call(s.url, 'POST', `/api/shops/${SHOP}/rewards`, { action: 'redeem', originalPhone: phone }, proof);
      const o = await placeCash(phone, proof, { appliedCashback: 400 });
      // 2805 - 400 = 2405; floor(2405 x 5 / 100) = floor(120.25) = 120.
      expect(o.totals).toMatchObject({ invoiceCents: 2405, cashbackEarnedCents: 120 });
      expect(await balance(phone)).toBe(600);
      await walkTo(o.id, 'accepted', 'ready', 'completed');
      expect(await balance(phone)).toBe(720);
      expect(await ledger(o.id)).toEqual([['order-credit', 120], ['order-debit', -400]]);
    });

    it('a cash order rejected or cancelled earns nothing', async () => {
      const phone = '8185550136';
      const proof = await verifyPhone(s, SHOP, phone);
      const rejected = await placeCash(phone, proof);
      const cancelledReady = await placeCash(phone, proof);
      const cancelledAccepted = await placeCash(phone, proof);
      for (const o of [rejected, cancelledReady, cancelledAccepted]) expect(o.totals.cashbackEarnedCents).toBe(140);
      expect((await reject(rejected.id)).status).toBe(200);
      await walkTo(cancelledReady.id, 'accepted', 'ready', 'cancelled');
      await walkTo(cancelledAccepted.id, 'accepted', 'cancelled');
      for (const o of [rejected, cancelledReady, cancelledAccepted]) {
        expect(await ledger(o.id)).toEqual([]);
        // A closed order cannot be completed afterwards.
        expect((await setStatus(o.id, { status: 'completed' })).body.error.code).toBe('INVALID_TRANSITION');
      }
      expect(await balance(phone)).toBe(0);
    });

    it('a card order earns when its payment is confirmed; completing it credits nothing more', async () => {
      const phone = '8185550137';
      const proof = await verifyPhone(s, SHOP, phone);
      const o = await place({ phone }, proof);
      expect(o.invoice).toBe(2805);
      expect(await balance(phone)).toBe(140);
      await walkTo(o.id, 'accepted', 'ready', 'completed');
      expect(await balance(phone)).toBe(140);
      expect(await ledger(o.id)).toEqual([['order-credit', 140]]);
    });

    it('after a tip, the order read back has one quote as priced (totals, summary and trace agree) and its totals, summary and receipt with the tip', async () => {
      const o = await place();
      expect((await tip(o.id, o.token, { tipsInCents: 300 })).status).toBe(200);
      const back = await read(o.id);
      const total = (rows: { key: string; amountCents: number }[]) => rows.find((x) => x.key === 'total')!.amountCents;
      const tipRowOf = (rows: { key: string; amountCents: number }[]) => rows.find((x) => x.key === 'tip')!.amountCents;
      // The quote as priced at checkout.
      expect([back.quote.totals.tipCents, back.quote.totals.invoiceCents]).toEqual([0, o.invoice]);
      expect([tipRowOf(back.quote.summary), total(back.quote.summary)]).toEqual([0, o.invoice]);
      expect(back.quote.trace.find((e: { step: string }) => e.step === 'invoice').amountCents).toBe(o.invoice);
      expect(back.tips).toBe(0);
      // The order as it stands: the tip added after it.
      expect(back.postOrderTipCents).toBe(300);
      expect([back.totals.tipCents, back.totals.invoiceCents]).toEqual([300, o.invoice + 300]);
      expect([tipRowOf(back.summary), total(back.summary)]).toEqual([300, o.invoice + 300]);
      const receipt = receiptLines({ identity: { name: 'Server Test Cafe', timeZone: 'America/Los_Angeles' } } as never, await getOrder(s.db, SHOP, o.id));
      const rows = Object.fromEntries(receipt.find((x) => x.heading === 'Totals')!.rows);
      expect([rows.Tips, rows['Grand Total']]).toEqual(['$3.00', `$${((o.invoice + 300) / 100).toFixed(2)}`]);
    });
  });
}
