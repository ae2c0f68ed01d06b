/**
 * The card sequence: an order is stored before its card is charged, so every charge belongs to
 * exactly one stored order. Reserve (the key, the cashback debit and the order as
 * 'pending_payment', in one transaction), charge (under the order's own idempotency key, so a
 * retried charge is never taken twice), complete (paid, cashback credited, the key's answer
 * written, in one statement); and the undo steps: a decline withdraws the pending order, a charge
 * whose order cannot be completed is refunded. The payment sweeper (payment-sweeper.ts) finishes
 * the sequence for orders whose request was lost, with the same steps.
 */
import { publicQuote } from '../../engine/index.js';
import { newTipToken } from '../tip-token.js';
import type { Quote } from '../../schemas/generated/types.js';
import { reverseDebit } from '../cashback-store.js';
import type { Db, Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../payments.js';
import { inFlight, reserveKey, storedAnswer, type StoredKey } from './idempotency.js';
import {
  claimPendingOrder, completeChargedOrder, deletePendingOrder, markRefunded, orderPaymentState, releasePendingOrder, writeOrder,
  type OrderRow, type PendingOrder,
} from './order-writes.js';
import { refuse, refusalOf, statusOfRefusal, type Refusal } from './refusal.js';

/** What the card sequence needs from placement. */
export interface CardDeps {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly now: () => number;
  /** Where failures after a charge are reported (Fastify's logger). */
  readonly log?: { error(obj: unknown, msg: string): void; warn?(obj: unknown, msg: string): void } | undefined;
}

/** A placed order (201) or a replayed first answer: the body and its exact JSON text. */
export interface Placed {
  readonly ok: true;
  readonly status: number;
  readonly body: unknown;
  readonly raw: string;
}

/**
 * The 201 answer of an order, built from the full quote (the quote stored with the order, whose
 * trace staff read; a card order completed later passes its stored JSON text). The answer, stored as the key's answer and replayed, carries
 * the public quote: no promo code the customer did not enter, no rule customers cannot see.
 */
export function placedAnswer(orderId: string, shopId: string, paymentStatus: 'not_paid' | 'pending' | 'paid', quote: Quote | string, tipToken?: string): Placed {
  // The quote itself when the caller has it (placing an order), else its stored JSON.
  const shown = publicQuote(typeof quote === 'string' ? (JSON.parse(quote) as Quote) : quote);
  return {
    ok: true,
    status: 201,
    raw: `{"orderId":${JSON.stringify(orderId)},"shopId":${JSON.stringify(shopId)},"paymentStatus":"${paymentStatus}",${tipToken ? `"tipToken":${JSON.stringify(tipToken)},` : ''}"quote":${JSON.stringify(shown)}}`,
    body: { orderId, shopId, paymentStatus, ...(tipToken ? { tipToken } : {}), quote: shown },
  };
}

/** The provider's idempotency key of an order's charge: a retried charge of one order is never taken twice. */
export function chargeKey(shopId: string, orderId: string): string {
  return `order:${shopId}:${orderId}`;
}

/** A card order between its steps. */
export interface CardOrder {
  readonly shopId: string;
  readonly orderId: string;
  readonly key: string;
  readonly customer: string | null;
  /** Cashback the order spends (debited when it is reserved). */
  readonly appliedCents: number;
  /** Cashback it earns once paid. */
  readonly earnedCents: number;
  readonly amountCents: number;
  readonly at: string;
  readonly quoteJson: string;
  /** A charged order's tip token: its answer carries the token, the order row its hash. */
  readonly tipToken?: { readonly token: string; readonly hash: string };
}

/**
 * Reserves the order: the key, `before` (the daily-limit recount, promo code uses, the cashback debit), then the
 * order as 'pending_payment' with no answer on its key yet, in one transaction. Returns the key's
 * stored row when another request holds the key.
 */
export async function reserveCardOrder(db: Db, rowAfterChecks: () => OrderRow, before: (tx: Queryable) => Promise<void>): Promise<'pending' | StoredKey | Refusal> {
  return refusalOf(() => db.transaction<'pending' | StoredKey | Refusal>(async (tx) => {
    const key = rowAfterChecks();
    if (!(await reserveKey(tx, key.shopId, key.key, key.requestHash, key.at, null))) return (await storedAnswer(tx, key.shopId, key.key)) ?? inFlight();
    await before(tx);
    // `before` may have settled the row's due time (a capacity recheck moves an ASAP order).
    const row = rowAfterChecks();
    if (!(await writeOrder(tx, { ...row, paymentStatus: 'pending_payment', answer: null, creditCents: 0 }, false))) {
      throw new Error(`the reserved Idempotency-Key of order ${row.orderId} was not found`);
    }
    return 'pending';
  }));
}

/**
 * Charges the card of a reserved order. A decline (or an unreachable provider) withdraws the
 * pending order, its debit, its promo code uses and its key, so the customer can try another
 * card, and is returned as a refusal; anything else is thrown.
 */
export async function chargeCardOrder(deps: CardDeps, order: CardOrder, charge: Omit<ChargeRequest, 'idempotencyKey' | 'amountCents'>): Promise<ChargeResult | Refusal> {
  try {
    return await deps.payments.charge({ ...charge, amountCents: order.amountCents, idempotencyKey: chargeKey(order.shopId, order.orderId) });
  } catch (err) {
    // No money moved: the pending lines must not count toward a limit, nor the key block a new attempt.
    await deps.db
      .transaction(async (tx) => {
        await reverseDebit(tx, order.shopId, order.customer, order.appliedCents, order.orderId, order.at);
        await deletePendingOrder(tx, order.shopId, order.key, order.orderId);
      })
      .catch((undoErr: unknown) => {
        deps.log?.error({ err: undoErr, orderId: order.orderId }, 'a declined order could not be withdrawn; it stays pending_payment with no charge');
      });
    if (err instanceof ApiError && statusOfRefusal(err) === err.status) return refuse(err.code, err.message, err.path, err.extra);
    throw err;
  }
}

/**
 * Completes a charged order: marked paid (or pending confirmation), cashback credited, its key's
 * answer written. When the sweeper completed it first, its stored answer is returned; when it
 * cannot be completed (the database failing, the sweeper released it meanwhile), the charge is
 * refunded.
 */
export async function completeCardOrder(deps: CardDeps, order: CardOrder, charged: ChargeResult): Promise<Placed | Refusal> {
  const placed = placedAnswer(order.orderId, order.shopId, charged.status, order.quoteJson, order.tipToken?.token);
  try {
    const completed = await completeChargedOrder(deps.db, {
      orderId: order.orderId, paymentStatus: charged.status, reference: charged.reference, answer: placed.raw, tipTokenHash: order.tipToken?.hash ?? null,
      earnedCents: order.earnedCents, at: new Date(deps.now()).toISOString(),
    });
    if (completed) return placed;
    const stored = await completedAnswer(deps, order.orderId, charged.reference);
    if (stored) return stored;
    throw new Error(`order ${order.orderId} is no longer pending_payment`);
  } catch (err) {
    // The completion may have committed with its answer lost on the way back (a dropped
    // connection): an order already marked with this charge is placed, and is never refunded.
    const stored = await completedAnswer(deps, order.orderId, charged.reference).catch(() => undefined);
    if (stored) return stored;
    return refundUncompleted(deps, order, charged.reference, err);
  }
}

/** The stored 201 of an order completed with the charge `reference`, when it was. */
async function completedAnswer(deps: CardDeps, orderId: string, reference: string): Promise<Placed | undefined> {
  const state = await orderPaymentState(deps.db, orderId);
  if (state && state.reference === reference && state.answerStatus === 201 && state.answer) {
    return { ok: true, status: 201, raw: state.answer, body: JSON.parse(state.answer) as unknown };
  }
  return undefined;
}

/**
 * The card was charged but the order could not be marked paid: the charge is refunded (three
 * tries), then the order is marked 'refunded' and its key answers 503 ORDER_NOT_COMPLETED, so a
 * retry never charges again. When the refund fails too the order stays 'pending_payment' (the
 * sweeper tries again) and the customer is told to call the shop.
 */
export async function refundUncompleted(deps: CardDeps, order: CardOrder, reference: string, cause: unknown): Promise<Refusal> {
  deps.log?.error({ err: cause, orderId: order.orderId }, 'the order could not be completed after its charge; refunding');
  if (!(await refundWithRetries(deps, order.shopId, order.orderId, reference, order.amountCents))) {
    deps.log?.error({ orderId: order.orderId, paymentRef: reference }, 'REFUND NEEDED: the order stays pending_payment and its charge could not be refunded');
    return refuse('ORDER_NOT_COMPLETED',
      `Your order could not be saved after your card was charged, and the refund did not go through yet. Call the shop with order number ${order.orderId} before ordering again.`);
  }
  const refusal = refuse('ORDER_NOT_COMPLETED');
  await deps.db
    .transaction(async (tx) => {
      // Only an order still pending gives its debit back: one completed meanwhile keeps it.
      if (await markRefunded(tx, order.orderId, reference, 503, JSON.stringify({ error: { code: refusal.code, message: refusal.message } }), new Date(deps.now()).toISOString())) {
        await reverseDebit(tx, order.shopId, order.customer, order.appliedCents, order.orderId, order.at);
      }
    })
    .catch((err: unknown) => deps.log?.error({ err, orderId: order.orderId }, 'the refunded order could not be marked refunded; it stays pending_payment'));
  return refusal;
}

async function refundWithRetries(deps: CardDeps, shopId: string, orderId: string, reference: string, amountCents: number): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await deps.payments.refund({ reference, amountCents, idempotencyKey: `refund:${shopId}:${orderId}` });
      return true;
    } catch (err) {
      deps.log?.error({ err, orderId }, 'refund attempt failed');
    }
  }
  return false;
}

/** What the sweeper did with one pending order. */
export type Recovery = 'completed' | 'released' | 'refunded' | 'skipped';

/**
 * Finishes the card sequence of an order whose request was lost (the server was killed, or the
 * request died between its steps): asks the provider for the order's charge, then completes the
 * order with it (paid, cashback credited, its key answering the 201 the request would have
 * returned) or, when no money moved, releases it (its debit given back, its key freed so a retry
 * places it afresh). A charge that does not match the order (another amount) is refunded. Each
 * decision locks the order first (`FOR UPDATE SKIP LOCKED`), so two sweepers never both decide one.
 */
export async function recoverPendingOrder(deps: CardDeps, p: PendingOrder): Promise<Recovery> {
  const quote = (typeof p.quote === 'string' ? JSON.parse(p.quote) : p.quote) as Quote;
  const order: CardOrder = {
    shopId: p.shop_id, orderId: p.id, key: '', customer: p.phone_key,
    appliedCents: quote.totals.cashbackAppliedCents, earnedCents: quote.totals.cashbackEarnedCents,
    amountCents: Number(p.invoice_cents), at: new Date(deps.now()).toISOString(), quoteJson: JSON.stringify(quote),
  };
  const found = await deps.payments.lookup({ idempotencyKey: chargeKey(p.shop_id, p.id), metadata: { shopId: p.shop_id, orderId: p.id } });
  if (found && found.status !== 'refunded' && found.amountCents === order.amountCents) {
    // The retry that reads this answer comes from the browser that placed the order: it gets the tip token.
    const tipToken = newTipToken();
    const placed = placedAnswer(p.id, p.shop_id, found.status, order.quoteJson, tipToken.token);
    const done = await deps.db.transaction(async (tx) => (await claimPendingOrder(tx, p.id)) && completeChargedOrder(tx, {
      orderId: p.id, paymentStatus: found.status === 'paid' ? 'paid' : 'pending', reference: found.reference, answer: placed.raw, tipTokenHash: tipToken.hash,
      earnedCents: order.earnedCents, at: order.at,
    }));
    return done ? 'completed' : 'skipped';
  }
  if (found) {
    if (found.status !== 'refunded' && !(await refundWithRetries(deps, p.shop_id, p.id, found.reference, found.amountCents))) {
      deps.log?.error({ orderId: p.id, paymentRef: found.reference }, 'REFUND NEEDED: a charge that does not match its order could not be refunded');
      return 'skipped';
    }
    const refusal = refuse('ORDER_NOT_COMPLETED');
    const marked = await deps.db.transaction(async (tx) => {
      if (!(await claimPendingOrder(tx, p.id))) return false;
      await markRefunded(tx, p.id, found.reference, 503, JSON.stringify({ error: { code: refusal.code, message: refusal.message } }), order.at);
      await reverseDebit(tx, p.shop_id, order.customer, order.appliedCents, p.id, order.at);
      return true;
    });
    return marked ? 'refunded' : 'skipped';
  }
  const released = await deps.db.transaction(async (tx) => {
    if (!(await claimPendingOrder(tx, p.id))) return false;
    await reverseDebit(tx, p.shop_id, order.customer, order.appliedCents, p.id, order.at);
    return releasePendingOrder(tx, p.id, order.at);
  });
  return released ? 'released' : 'skipped';
}
