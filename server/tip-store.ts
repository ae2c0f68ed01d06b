/**
 * Post-order tips: only from the browser that placed the order (its tip token), previewed before
 * they are charged, capped, charged to the order's card once, and added to the order's totals.
 * The card is charged outside any database transaction, as order placement does: the tip is
 * reserved ('pending') in one transaction, charged, then recorded ('charged') with the order's
 * new totals in another. Refusals are returned as values; the route picks the status.
 *
 * A rejected or cancelled order (its card payment refunded) takes no tip. Both transactions lock
 * the order's row and read its status under the lock, as a status change's UPDATE locks it: a tip
 * is not reserved on an order already rejected or cancelled, and a tip whose charge went through
 * while the order was being rejected or cancelled is recorded 'refunded', not added to the order,
 * with its refund written to the outbox in the same transaction. A tip recorded before the status
 * change is refunded by the status change (lifecycle/change-status.ts).
 */
import { tipCents } from '../engine/index.js';
import type { Db, Queryable } from './db.js';
import { dollars } from './dollars.js';
import { ApiError } from './errors.js';
import { tipRefund, writeOutbox } from './lifecycle/change-status.js';
import { getOrder, type OrderRecord } from './order-store.js';
import { refuse, refusalOf, RollbackWith, statusOfRefusal, type Refusal } from './orders/refusal.js';
import type { ChargeResult, PaymentProvider } from './payments.js';
import { isOrderTipToken } from './tip-token.js';


export interface TipRequest {
  readonly shop: { readonly shopId: string; readonly name: string };
  readonly orderId: string;
  /** The most an order's tips (at checkout and after) may add up to, for its pre-tip total: the shop's tip cap (the engine's maxTipCents). */
  readonly capCents: (preTipTotalCents: number) => number;
  /** An amount, or a percent of the order's pre-tip total (the server works the amount out). */
  readonly tip: { readonly cents: number } | { readonly percent: number };
  /** The tip token of the order's 201 answer. */
  readonly tipToken: string | undefined;
  /** False: check the tip and work out its amount only; nothing is charged or recorded. */
  readonly confirm: boolean;
  readonly now: number;
  /** Where a tip charged but not recorded is reported (Fastify's logger). */
  readonly log?: { error(obj: unknown, msg: string): void } | undefined;
}

/** A tip checked (a preview) or charged and recorded. */
export interface Tipped {
  readonly ok: true;
  readonly tipCents: number;
  readonly charged: boolean;
}

/** Why an order takes no tip any more: rejected or cancelled by the shop, or its payment refunded. */
type Closed = 'rejected' | 'cancelled' | 'refunded';

function closedBy(o: Pick<OrderRecord, 'status' | 'paymentStatus'>): Closed | undefined {
  if (o.status === 'rejected' || o.status === 'cancelled') return o.status;
  return o.paymentStatus === 'refunded' ? 'refunded' : undefined;
}

/** The order's status and payment status, its row locked for the rest of the transaction. */
async function lockOrder(tx: Queryable, shopId: string, orderId: string): Promise<Pick<OrderRecord, 'status' | 'paymentStatus'> | undefined> {
  const res = await tx.query<{ status: OrderRecord['status']; payment_status: OrderRecord['paymentStatus'] }>(
    'SELECT status, payment_status FROM orders WHERE id = $1 AND shop_id = $2 FOR UPDATE', [orderId, shopId]);
  const r = res.rows[0];
  return r && { status: r.status, paymentStatus: r.payment_status };
}

/** 409 TIP_ORDER_CLOSED; `refunding`: the tip was charged meanwhile and is being refunded. */
function closedRefusal(why: Closed, path: string, refunding = false): Refusal {
  const what = why === 'refunded' ? 'This order\'s card payment was refunded' : `This order was ${why} by the shop and its card payment refunded`;
  return refuse('TIP_ORDER_CLOSED',
    refunding
      ? `${what} while your tip was being charged, so it takes no tip: the tip is refunded to your card.`
      : `${what}, so it takes no tip. Nothing was charged.`,
    path);
}

/** A refusal answered with its own status (the code alone maps to another). */
const forbidden = (message: string): Refusal & { status: number } => ({ ...refuse('TIP_NOT_ALLOWED', message, '/tipToken'), status: 403 });

/**
 * Checks a post-order tip and, when confirmed, charges it to the order's card and records it,
 * once per order. The charge's idempotency key is the order's, so a retry after a lost answer
 * resumes the same charge instead of making a second one; a decline records nothing.
 */
export async function addTip(db: Db, payments: PaymentProvider, t: TipRequest): Promise<Tipped | Refusal> {
  const { shopId } = t.shop;
  const order = await getOrder(db, shopId, t.orderId);
  if (order.paymentType !== 'CARD' || order.invoiceCents <= 0) return refuse('TIP_NOT_ALLOWED', undefined, '/tipsInCents');
  const row = await db.query<{ tip_token_hash: string | null; payment_ref: string | null }>(
    'SELECT tip_token_hash, payment_ref FROM orders WHERE id = $1 AND shop_id = $2', [t.orderId, shopId]);
  const { tip_token_hash: tokenHash, payment_ref: orderReference } = row.rows[0] ?? {};
  if (!isOrderTipToken(t.tipToken, tokenHash)) {
    return forbidden(t.tipToken
      ? 'This tip token is not the one of this order. A tip can be added only from the browser that placed the order.'
      : 'A tip can be added only from the browser that placed the order: send the tipToken of the order\'s answer.');
  }
  if (!orderReference) return refuse('TIP_NOT_ALLOWED', 'This order was not paid by card online, so a tip cannot be added to it. Tip in person instead.', '/tipsInCents');

  const path = 'percent' in t.tip ? '/tipPercent' : '/tipsInCents';
  const existing = await db.query<{ status: string; tip_cents: number | string }>('SELECT status, tip_cents FROM order_tips WHERE order_id = $1', [t.orderId]);
  const held = existing.rows[0];
  // A rejected or cancelled order takes no new tip. Only a tip still reserved (perhaps charged
  // before the order closed, its answer lost) may be sent again: the provider answers its one
  // charge, and the tip is refunded.
  const closed = closedBy(order);
  if (closed && held?.status !== 'pending') return closedRefusal(closed, path);

  const totals = order.quote.totals;
  const amount = 'percent' in t.tip ? tipCents({ percent: t.tip.percent }, 'CARD', totals.preTipTotalCents) : t.tip.cents;
  if (!Number.isSafeInteger(amount) || amount < 1) return refuse('TIP_TOO_SMALL', 'A tip must be at least $0.01.', path);
  const cap = t.capCents(totals.preTipTotalCents);
  if (totals.tipCents + amount > cap) {
    const left = Math.max(0, cap - totals.tipCents);
    return refuse('TIP_TOO_LARGE',
      `The tips on this order can add up to at most $${dollars(cap)}` +
        (totals.tipCents > 0 ? `; $${dollars(totals.tipCents)} was tipped at checkout` : '') +
        (left > 0 ? `. Tip at most $${dollars(left)}.` : '. Tip in person instead.'),
      path);
  }
  const resumable = held?.status === 'pending' && Number(held.tip_cents) === amount;
  if (closed && !(t.confirm && resumable)) return closedRefusal(closed, path);
  if (held && !resumable) return refuse('TIP_ALREADY_ADDED', undefined, path);
  if (!t.confirm) return { ok: true, tipCents: amount, charged: false };

  // Reserve: a concurrent tip of another amount finds this row and is refused. The order's row is
  // locked first: a status change committed before this sees no reservation; one after it waits.
  const reserved = await refusalOf(() => db.transaction(async (tx) => {
    const locked = await lockOrder(tx, shopId, t.orderId);
    const closedNow = locked && closedBy(locked);
    if (closedNow && !resumable) throw new RollbackWith(closedRefusal(closedNow, path));
    const inserted = await tx.query(
      `INSERT INTO order_tips (order_id, shop_id, tip_cents, created_at, status) VALUES ($1, $2, $3, $4, 'pending')
         ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
      [t.orderId, shopId, amount, new Date(t.now).toISOString()],
    );
    if (inserted.rows.length === 1) return 'reserved' as const;
    const again = await tx.query<{ status: string; tip_cents: number | string }>('SELECT status, tip_cents FROM order_tips WHERE order_id = $1', [t.orderId]);
    const r = again.rows[0];
    // The same tip still pending (a lost answer, a retry): charge again under the same key, which the provider answers once.
    if (r?.status === 'pending' && Number(r.tip_cents) === amount) return 'reserved' as const;
    throw new RollbackWith(refuse('TIP_ALREADY_ADDED', undefined, path));
  }));
  if (reserved !== 'reserved') return reserved;

  let charged: ChargeResult;
  try {
    charged = await payments.chargeAgain({
      amountCents: amount,
      orderReference,
      idempotencyKey: `tip:${shopId}:${t.orderId}`,
      description: `${t.shop.name} tip for order ${t.orderId}`,
      metadata: { shopId, orderId: t.orderId, kind: 'tip' },
    });
  } catch (err) {
    // No money moved: the reservation goes, so the customer can try again or tip in person.
    await db.query(`DELETE FROM order_tips WHERE order_id = $1 AND status = 'pending'`, [t.orderId]);
    if (err instanceof ApiError && statusOfRefusal(err) === err.status) return refuse(err.code, err.message, err.path, err.extra);
    throw err;
  }

  const recording = db.transaction(async (tx): Promise<Closed | undefined> => {
    // The order's row first (a status change holds it while it refunds the order's charges): the
    // tip joins the order only while the order is still open, else it is refunded here.
    const locked = await lockOrder(tx, shopId, t.orderId);
    const closedNow = locked && closedBy(locked);
    if (closedNow) {
      const refunded = await tx.query(
        `UPDATE order_tips SET status = 'refunded', payment_ref = $2 WHERE order_id = $1 AND status = 'pending' RETURNING order_id`,
        [t.orderId, charged.reference]);
      if (refunded.rows.length === 1) {
        await writeOutbox(tx, null, shopId, t.orderId, new Date(t.now).toISOString(), [tipRefund(shopId, t.orderId, charged.reference, amount)]);
      }
      return closedNow;
    }
    const recorded = await tx.query(
      `UPDATE order_tips SET status = 'charged', payment_ref = $2 WHERE order_id = $1 AND status = 'pending' RETURNING order_id`,
      [t.orderId, charged.reference]);
    // A concurrent retry of the same tip recorded it already: the provider took one charge.
    if (recorded.rows.length === 0) return undefined;
    await tx.query(
      `UPDATE orders SET tip_cents = tip_cents + $3, invoice_cents = invoice_cents + $3,
              quote = jsonb_set(jsonb_set(quote, '{totals,tipCents}', to_jsonb((quote #>> '{totals,tipCents}')::bigint + $3)),
                                '{totals,invoiceCents}', to_jsonb((quote #>> '{totals,invoiceCents}')::bigint + $3))
        WHERE id = $1 AND shop_id = $2`,
      [t.orderId, shopId, amount]);
    return undefined;
  });
  let closedMeanwhile: Closed | undefined;
  try {
    closedMeanwhile = await recording;
  } catch (err) {
    // The tip stays reserved: the same tip sent again is recorded with the one charge already taken.
    t.log?.error({ err, orderId: t.orderId, paymentRef: charged.reference }, 'a tip was charged but could not be recorded; it stays pending');
    return refuse('TIP_NOT_COMPLETED', undefined, path);
  }
  if (closedMeanwhile) return closedRefusal(closedMeanwhile, path, true);
  return { ok: true, tipCents: amount, charged: true };
}
