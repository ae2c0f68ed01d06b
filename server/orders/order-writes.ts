/**
 * Every statement that writes an order: the one statement that writes the order row with its
 * lines (and, as the path needs, its Idempotency-Key's row and the cashback it earned), and the
 * moves of a card order from 'pending_payment' (completed, withdrawn, released, refunded).
 * Reading orders back is server/order-store.ts.
 */
import type { Quote } from '../../schemas/generated/types.js';
import { creditCtes, creditOrderCashback } from '../cashback-store.js';
import type { Db, Queryable } from '../db.js';
import { dropUses, releaseUses } from './promo-uses.js';

/** What an order's row and lines are written from. */
export interface OrderRow {
  readonly shopId: string;
  readonly key: string;
  readonly requestHash: string;
  /** Creation time (ISO), by the server clock. */
  readonly at: string;
  readonly orderId: string;
  readonly dueAt: string;
  readonly customer: string | null;
  readonly name: string | null;
  readonly phone: string | null;
  readonly cartType: string;
  readonly paymentType: string;
  readonly paymentStatus: 'not_paid' | 'pending' | 'paid' | 'pending_payment';
  readonly invoiceCents: number;
  readonly cartJson: string;
  readonly quoteJson: string;
  readonly productIds: readonly string[];
  readonly quantities: readonly number[];
  /** The key's answer (the 201 body's exact text); null while the order waits for its charge. */
  readonly answer: string | null;
  /** Cashback the order earned, credited in the same statement (a paid order of a known phone). */
  readonly creditCents: number;
}

/**
 * One statement writes the order: the key's row, the order row, its lines and (with `credit`) the
 * cashback it earned. `reserve` inserts the key (when another request holds it, nothing else is
 * written either); otherwise it fills in the key row the enclosing transaction reserved. The key
 * row's answer is the 201 body, or none yet for an order waiting for its charge. `written` is 1
 * when the order was written. With `guard` (a cash order under a per-customer-day limit, written
 * without a transaction), the customer's limit guard is bumped first, only if its version is still
 * the one the order's counts were read with (the last parameter): when it moved, nothing is
 * written and `guarded` is 0. The order.placed event and its webhook outbox rows follow from the
 * order row (the orders_placed_event trigger, migration 008), in the same statement's transaction.
 */
function orderWriteSql(reserve: boolean, credit: boolean, guard = false): string {
  const guardCte = guard
    ? `g AS (
    INSERT INTO customer_limit_guards (shop_id, phone_key, version) VALUES ($1, $8, 1)
    ON CONFLICT (shop_id, phone_key) DO UPDATE SET version = customer_limit_guards.version + 1
     WHERE customer_limit_guards.version = $${credit ? 20 : 19}::bigint
    RETURNING version
  ), `
    : '';
  const key = reserve
    ? `INSERT INTO idempotency_keys (shop_id, key, request_hash, created_at, order_id, response_status, response_body)
       ${guard ? 'SELECT' : 'VALUES ('} $1, $2, $3, $4::timestamptz, $5, CASE WHEN $6::text IS NULL THEN NULL ELSE 201 END, $6${guard ? ' FROM g' : ')'}
       ON CONFLICT (shop_id, key) DO NOTHING RETURNING key`
    : `UPDATE idempotency_keys SET order_id = $5, response_status = CASE WHEN $6::text IS NULL THEN NULL ELSE 201 END, response_body = $6
        WHERE shop_id = $1 AND key = $2 AND request_hash = $3 RETURNING key`;
  const earned = credit ? `, ${creditCtes(`SELECT $1, $8, $19::bigint, 'order-credit', o.id, $4::timestamptz FROM o`)}` : '';
  return `WITH ${guardCte}k AS (${key}), o AS (
    INSERT INTO orders (id, shop_id, created_at, due_at, phone_key, name, phone, cart_type, payment_type, payment_status,
                        payment_ref, invoice_cents, tip_cents, cart, quote, idempotency_key)
    SELECT $5, $1, $4::timestamptz, $7::timestamptz, $8, $9, $10, $11, $12, $13, NULL, $14::bigint, 0, $15::jsonb, $16::jsonb, $2 FROM k
    RETURNING id
  ), l AS (
    INSERT INTO order_lines (order_id, line_no, shop_id, phone_key, product_id, quantity, created_at)
    SELECT o.id, l.ord::int - 1, $1, $8, l.product_id, l.quantity, $4::timestamptz
      FROM o, unnest($17::text[], $18::int[]) WITH ORDINALITY AS l(product_id, quantity, ord)
  )${earned}
  SELECT count(*)::int AS written${guard ? ', (SELECT count(*) FROM g)::int AS guarded' : ''} FROM k`;
}
const ORDER_WRITE_SQL = [
  [orderWriteSql(false, false), orderWriteSql(false, true)],
  [orderWriteSql(true, false), orderWriteSql(true, true)],
] as const;
const GUARDED_WRITE_SQL = [orderWriteSql(true, false, true), orderWriteSql(true, true, true)] as const;

function orderParams(row: OrderRow, credit: boolean): unknown[] {
  const params: unknown[] = [
    row.shopId, row.key, row.requestHash, row.at, row.orderId, row.answer, row.dueAt, row.customer, row.name, row.phone,
    row.cartType, row.paymentType, row.paymentStatus, row.invoiceCents, row.cartJson, row.quoteJson, row.productIds, row.quantities,
  ];
  if (credit) params.push(row.creditCents);
  return params;
}

/** Writes an order (see orderWriteSql); true when it was written, false when another request holds the key. */
export async function writeOrder(q: Queryable, row: OrderRow, reserve: boolean): Promise<boolean> {
  const credit = row.creditCents > 0 && row.customer !== null;
  const res = await q.query<{ written: number }>(ORDER_WRITE_SQL[reserve ? 1 : 0][credit ? 1 : 0], orderParams(row, credit));
  return Number(res.rows[0]?.written ?? 0) === 1;
}

/**
 * Writes an order of a known customer in one statement if their limit guard is still at
 * `version` (see orderWriteSql): 'written', 'key-taken' (another request holds the key) or
 * 'guard-moved' (another order of the customer was written since the counts were read).
 */
export async function writeGuardedOrder(q: Queryable, row: OrderRow & { readonly customer: string }, version: string): Promise<'written' | 'key-taken' | 'guard-moved'> {
  const credit = row.creditCents > 0;
  const res = await q.query<{ written: number; guarded: number }>(GUARDED_WRITE_SQL[credit ? 1 : 0], [...orderParams(row, credit), version]);
  const r = res.rows[0];
  if (Number(r?.guarded ?? 0) === 0) return 'guard-moved';
  return Number(r?.written ?? 0) === 1 ? 'written' : 'key-taken';
}

/** The key row of an order: the one it names, else (orders written before that column) found by the order id. */
const KEY_OF_ORDER = `idempotency_keys.shop_id = o.shop_id AND idempotency_keys.order_id = o.id
     AND (o.idempotency_key IS NULL OR idempotency_keys.key = o.idempotency_key)`;

/**
 * Completes a charged card order in one statement: marks it paid (or 'pending' while the payment
 * still needs confirmation), writes its key's answer and (with `credit`) the cashback it earned.
 * When the order was pending but its key row is missing, the division by zero fails the whole
 * statement, so an order is never marked paid without the answer a retry reads.
 */
function completeSql(credit: boolean): string {
  const earned = credit
    ? `, ${creditCtes(`SELECT o.shop_id, o.phone_key, $6::bigint, 'order-credit', o.id, $7::timestamptz FROM o WHERE o.phone_key IS NOT NULL`)}`
    : '';
  return `WITH o AS (
    UPDATE orders SET payment_status = $2, payment_ref = $3, tip_token_hash = $5 WHERE id = $1 AND payment_status = 'pending_payment'
    RETURNING id, shop_id, phone_key, idempotency_key
  ), k AS (
    UPDATE idempotency_keys SET response_status = 201, response_body = $4 FROM o WHERE ${KEY_OF_ORDER} RETURNING idempotency_keys.key
  )${earned}
  SELECT (SELECT count(*) FROM o)::int AS marked, 1 / (1 - (SELECT count(*) FROM o)::int + (SELECT count(*) FROM k)::int) AS consistent`;
}
const COMPLETE_SQL = [completeSql(false), completeSql(true)] as const;

/** A completed charge: how the order is marked and the answer its key gives. */
export interface Completion {
  readonly orderId: string;
  readonly paymentStatus: 'paid' | 'pending';
  readonly reference: string;
  readonly answer: string;
  /** The SHA-256 of the tip token in the answer (only the browser holding it may add a tip). */
  readonly tipTokenHash: string | null;
  /** Cashback earned, credited when the payment is confirmed ('paid'). */
  readonly earnedCents: number;
  readonly at: string;
}

/** Marks a 'pending_payment' order charged (see completeSql); false when it was no longer pending. */
export async function completeChargedOrder(q: Queryable, c: Completion): Promise<boolean> {
  const credit = c.paymentStatus === 'paid' && c.earnedCents > 0;
  const params: unknown[] = [c.orderId, c.paymentStatus, c.reference, c.answer, c.tipTokenHash];
  if (credit) params.push(c.earnedCents, c.at);
  const res = await q.query<{ marked: number }>(COMPLETE_SQL[credit ? 1 : 0], params);
  return Number(res.rows[0]?.marked ?? 0) === 1;
}

/** Where a card order stands, and its key's answer (for a completion that found it no longer pending). */
export async function orderPaymentState(q: Queryable, orderId: string): Promise<{ status: string; reference: string | null; answerStatus: number | null; answer: string | null } | undefined> {
  const res = await q.query<{ payment_status: string; payment_ref: string | null; response_status: number | null; response_body: string | null }>(
    `SELECT o.payment_status, o.payment_ref, idempotency_keys.response_status, idempotency_keys.response_body
       FROM orders o LEFT JOIN idempotency_keys ON ${KEY_OF_ORDER} WHERE o.id = $1`,
    [orderId],
  );
  const r = res.rows[0];
  return r && { status: r.payment_status, reference: r.payment_ref, answerStatus: r.response_status, answer: r.response_body };
}

/** Removes a card order that was never charged (a decline): its lines, its promo code uses (their budgets given back), the order, its key. */
export async function deletePendingOrder(tx: Queryable, shopId: string, key: string, orderId: string): Promise<void> {
  await tx.query(`DELETE FROM order_lines WHERE order_id = $1`, [orderId]);
  await dropUses(tx, orderId);
  await tx.query(`DELETE FROM orders WHERE id = $1 AND payment_status = 'pending_payment'`, [orderId]);
  await tx.query(`DELETE FROM idempotency_keys WHERE shop_id = $1 AND key = $2 AND order_id = $3`, [shopId, key, orderId]);
}

/**
 * Releases a card order that was never charged and whose request is gone (the sweeper): the order
 * stays as 'released' for the record, its lines go (they no longer count toward a daily limit),
 * its promo code uses are given back, and its key goes, so a retry with the key places the order
 * afresh. True when it was pending.
 */
export async function releasePendingOrder(tx: Queryable, orderId: string, at: string): Promise<boolean> {
  const res = await tx.query<{ id: string }>(
    `WITH o AS (
       UPDATE orders SET payment_status = 'released' WHERE id = $1 AND payment_status = 'pending_payment'
       RETURNING id, shop_id, idempotency_key
     ), k AS (DELETE FROM idempotency_keys USING o WHERE ${KEY_OF_ORDER})
     SELECT id FROM o`,
    [orderId],
  );
  if (res.rows.length === 0) return false;
  await tx.query(`DELETE FROM order_lines WHERE order_id = $1`, [orderId]);
  await releaseUses(tx, orderId, 'released', at);
  return true;
}

/**
 * Marks a charged order 'refunded' once its charge was given back (pending, or released before a
 * late charge landed), sets its key's answer to `answer` (an error body) with `status`, and gives
 * its promo code uses back. False (and nothing changed) when the order was neither: it was
 * completed meanwhile.
 */
export async function markRefunded(tx: Queryable, orderId: string, reference: string, status: number, answer: string, at: string): Promise<boolean> {
  const res = await tx.query<{ marked: number }>(
    `WITH o AS (
       UPDATE orders SET payment_status = 'refunded', payment_ref = $2 WHERE id = $1 AND payment_status IN ('pending_payment', 'released')
       RETURNING id, shop_id, idempotency_key
     ), k AS (
       UPDATE idempotency_keys SET response_status = $3, response_body = $4 FROM o WHERE ${KEY_OF_ORDER} RETURNING 1
     )
     SELECT count(*)::int AS marked FROM o`,
    [orderId, reference, status, answer],
  );
  // An order no longer pending or released (completed meanwhile) keeps its promo code uses.
  const marked = Number(res.rows[0]?.marked ?? 0) === 1;
  if (marked) await releaseUses(tx, orderId, 'refunded', at);
  return marked;
}

/** A card order waiting for its charge, as the sweeper reads it. */
export interface PendingOrder {
  readonly id: string;
  readonly shop_id: string;
  readonly phone_key: string | null;
  readonly invoice_cents: number | string;
  readonly created_at: Date | string;
  readonly quote: unknown;
}

/** Card orders still 'pending_payment' that were created before `before` (ISO), oldest first. */
export async function stalePendingOrders(q: Queryable, before: string, limit: number): Promise<PendingOrder[]> {
  const res = await q.query<PendingOrder>(
    `SELECT id, shop_id, phone_key, invoice_cents, created_at, quote FROM orders
      WHERE payment_status = 'pending_payment' AND created_at < $1::timestamptz ORDER BY created_at LIMIT $2`,
    [before, limit],
  );
  return res.rows;
}

/**
 * Locks a pending order for this transaction; false when it is no longer pending or another
 * transaction (another server's sweeper) holds it, which then decides it alone.
 */
export async function claimPendingOrder(tx: Queryable, orderId: string): Promise<boolean> {
  const res = await tx.query(`SELECT id FROM orders WHERE id = $1 AND payment_status = 'pending_payment' FOR UPDATE SKIP LOCKED`, [orderId]);
  return res.rows.length === 1;
}

/** Marks the orders of a confirmed payment (the payment provider's webhook) paid, and credits their cashback once. */
export async function markPaid(db: Db, reference: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const res = await tx.query<{ id: string; shop_id: string; phone_key: string | null; quote: unknown }>(
      `UPDATE orders SET payment_status = 'paid' WHERE payment_ref = $1 AND payment_status = 'pending' RETURNING id, shop_id, phone_key, quote`,
      [reference],
    );
    for (const o of res.rows) {
      const quote = (typeof o.quote === 'string' ? JSON.parse(o.quote) : o.quote) as Pick<Quote, 'totals'>;
      await creditOrderCashback(tx, o.shop_id, o.id, o.phone_key, quote.totals.cashbackEarnedCents, now);
    }
  });
}
