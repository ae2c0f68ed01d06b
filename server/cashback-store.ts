/**
 * The cashback ledger and balances. Every credit (an order's earned cashback: a card order's when
 * its payment is confirmed, a pay-in-person order's when it is completed; the sign-up credit) is
 * written by one statement shape, `creditCtes`: a ledger row, and the balance only
 * when that row is new, so a credit is never counted twice. Reversals (a debit given back, a
 * credit taken back) are ledger rows of their own reason, once per order by the ledger's unique
 * (order, reason).
 */
import type { Queryable } from './db.js';
import { refuse, RollbackWith } from './orders/refusal.js';
import { cashbackBalance } from './customers.js';
import { dollars } from './dollars.js';

/**
 * Two CTEs, `c` (the ledger row, skipped when one exists for the same credit) and `a` (the
 * balance, raised by what `c` wrote). `rows` yields (shop_id, phone_key, delta_cents, reason,
 * order_id, created_at); `SELECT count(*) FROM c` says whether the credit was new.
 */
export function creditCtes(rows: string): string {
  return `c AS (
      INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
      ${rows}
      ON CONFLICT DO NOTHING RETURNING shop_id, phone_key, delta_cents
    ), a AS (
      INSERT INTO cashback_accounts (shop_id, phone_key, balance_cents) SELECT shop_id, phone_key, delta_cents FROM c
      ON CONFLICT (shop_id, phone_key) DO UPDATE SET balance_cents = cashback_accounts.balance_cents + EXCLUDED.balance_cents
    )`;
}

const CREDIT_SQL = `WITH ${creditCtes('VALUES ($1, $2, $3::bigint, $4, $5, $6::timestamptz)')} SELECT count(*)::int AS credited FROM c`;

/** Credits `cents` to a phone once per (reason, order); true when this call credited it. */
async function credit(tx: Queryable, shopId: string, customer: string, cents: number, reason: string, orderId: string | null, at: string): Promise<boolean> {
  const res = await tx.query<{ credited: number }>(CREDIT_SQL, [shopId, customer, cents, reason, orderId, at]);
  return Number(res.rows[0]?.credited ?? 0) === 1;
}

/**
 * Credits the cashback an order earned, once per order, when its payment is established: a card
 * order's when the payment is confirmed (here), a pay-in-person order's when staff mark it
 * completed (`creditCompletedOrder`).
 */
export async function creditOrderCashback(tx: Queryable, shopId: string, orderId: string, customer: string | null, earned: number, now: number): Promise<void> {
  if (!customer || earned <= 0) return;
  await credit(tx, shopId, customer, earned, 'order-credit', orderId, new Date(now).toISOString());
}

/**
 * A pay-in-person (cash) order's earned cashback, as its stored quote promised it, credited to the
 * order's phone through the ledger: a new 'order-credit' row (the ledger's unique (order, reason)
 * makes a second completion credit nothing) and the balance raised by what that row wrote.
 */
const CREDIT_COMPLETED_SQL = `WITH e AS (
    SELECT o.shop_id, o.phone_key, o.id, (o.quote->'totals'->>'cashbackEarnedCents')::bigint AS cents
      FROM orders o WHERE o.id = $1 AND o.payment_type = 'CASH' AND o.phone_key IS NOT NULL
  ), ${creditCtes(`SELECT shop_id, phone_key, cents, 'order-credit', id, $2::timestamptz FROM e WHERE cents > 0`)}
  SELECT count(*)::int AS credited FROM c`;

/**
 * Credits a pay-in-person order's earned cashback when staff mark it completed (its payment is
 * established then), inside the status change's transaction; once per order. A card order is
 * credited when its payment is confirmed instead, so it is skipped here. True when this call credited.
 */
export async function creditCompletedOrder(tx: Queryable, orderId: string, at: string): Promise<boolean> {
  const res = await tx.query<{ credited: number }>(CREDIT_COMPLETED_SQL, [orderId, at]);
  return Number(res.rows[0]?.credited ?? 0) === 1;
}

/** The rewards sign-up credit, once per phone and shop; true when this call credited it. */
export function creditSignup(tx: Queryable, shopId: string, customer: string, cents: number, at: string): Promise<boolean> {
  return credit(tx, shopId, customer, cents, 'signup', null, at);
}

/** Debits spent cashback (never below zero) and records it in the ledger, in one statement. */
const CASHBACK_DEBIT_SQL = `WITH d AS (
    UPDATE cashback_accounts SET balance_cents = balance_cents - $3
     WHERE shop_id = $1 AND phone_key = $2 AND balance_cents >= $3 RETURNING phone_key
  ), ins AS (
    INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
    SELECT $1, phone_key, -$3::bigint, 'order-debit', $4, $5::timestamptz FROM d
  )
  SELECT count(*)::int AS debited FROM d`;

/** The refusal of more cashback than the phone has, naming what it has. */
export function cashbackRefusal(balance: number, applied: number) {
  return refuse('CASHBACK_UNAVAILABLE',
    `This phone number has $${dollars(balance)} of cashback; $${dollars(applied)} was applied. Apply at most $${dollars(balance)}.`,
    '/appliedCashback', { availableCents: balance });
}

/** Debits cashback an order spends, inside its transaction; rolls it back with CASHBACK_UNAVAILABLE when the balance is short. */
export async function debitCashback(tx: Queryable, shopId: string, customer: string, applied: number, orderId: string, at: string): Promise<void> {
  if (applied <= 0) return;
  const debit = await tx.query<{ debited: number }>(CASHBACK_DEBIT_SQL, [shopId, customer, applied, orderId, at]);
  if (Number(debit.rows[0]?.debited ?? 0) !== 1) throw new RollbackWith(cashbackRefusal(await cashbackBalance(tx, shopId, customer), applied));
}

/** Gives back a cashback debit: the balance and a reversing ledger row (once per order). */
export async function reverseDebit(tx: Queryable, shopId: string, customer: string | null, applied: number, orderId: string, at: string): Promise<void> {
  if (!customer || applied <= 0) return;
  await tx.query(
    `WITH r AS (
       INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
       VALUES ($1, $2, $3::bigint, 'order-debit-reversed', $4, $5::timestamptz) ON CONFLICT DO NOTHING RETURNING phone_key
     )
     UPDATE cashback_accounts SET balance_cents = balance_cents + $3::bigint
      WHERE shop_id = $1 AND phone_key IN (SELECT phone_key FROM r)`,
    [shopId, customer, applied, orderId, at],
  );
}

/**
 * Gives back what an order debited, as its ledger says: the balance and an
 * 'order-debit-reversed' row, once per order (a reversal already written, by a withdrawn card
 * order or an earlier status change, is not repeated).
 */
const GIVE_BACK_DEBIT_SQL = `WITH d AS (
    SELECT shop_id, phone_key, -delta_cents AS cents FROM cashback_ledger WHERE order_id = $1 AND reason = 'order-debit'
  ), r AS (
    INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
    SELECT shop_id, phone_key, cents, 'order-debit-reversed', $1, $2::timestamptz FROM d WHERE cents > 0
    ON CONFLICT DO NOTHING RETURNING shop_id, phone_key, delta_cents
  )
  UPDATE cashback_accounts a SET balance_cents = a.balance_cents + r.delta_cents FROM r
   WHERE a.shop_id = r.shop_id AND a.phone_key = r.phone_key`;

/**
 * Takes back what an order earned, as its ledger says, but at most the balance the phone has now
 * (the account row locked, so a concurrent order's debit is counted): cashback already spent on
 * another order stays spent, and a balance never goes below zero. Writes an
 * 'order-credit-reversed' row with the amount taken, once per order.
 */
const TAKE_BACK_CREDIT_SQL = `WITH c AS (
    SELECT l.shop_id, l.phone_key, LEAST(l.delta_cents, a.balance_cents) AS cents
      FROM cashback_ledger l JOIN cashback_accounts a ON a.shop_id = l.shop_id AND a.phone_key = l.phone_key
     WHERE l.order_id = $1 AND l.reason = 'order-credit'
       FOR UPDATE OF a
  ), r AS (
    INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
    SELECT shop_id, phone_key, -cents, 'order-credit-reversed', $1, $2::timestamptz FROM c WHERE cents > 0
    ON CONFLICT DO NOTHING RETURNING shop_id, phone_key, delta_cents
  )
  UPDATE cashback_accounts a SET balance_cents = a.balance_cents + r.delta_cents FROM r
   WHERE a.shop_id = r.shop_id AND a.phone_key = r.phone_key`;

/**
 * Undoes an order's cashback when the order is rejected or cancelled, inside the status change's
 * transaction: the cashback it spent is given back first, then the cashback it earned is taken
 * back (at most the balance after that). Each reversal is written once per order.
 */
export async function reverseOrderCashback(tx: Queryable, orderId: string, at: string): Promise<void> {
  await tx.query(GIVE_BACK_DEBIT_SQL, [orderId, at]);
  await tx.query(TAKE_BACK_CREDIT_SQL, [orderId, at]);
}
