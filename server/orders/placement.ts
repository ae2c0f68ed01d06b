/**
 * Order placement: re-price with the engine at the server clock, refuse a changed price, and
 * write the order, its lines, the cashback ledger and the idempotency record; a card order is
 * stored before its card is charged, so every charge belongs to exactly one stored order.
 * Expected refusals are returned as values; the route chooses their HTTP status.
 */
import { DateTime } from 'luxon';
import { priceCart, publicQuote } from '../../engine/index.js';
import type { CartInput, Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { cashbackRefusal, creditCtes, creditOrderCashback, debitCashback, reverseDebit } from '../cashback-store.js';
import { phoneKey } from '../customers.js';
import type { Db, Queryable } from '../db.js';
import { dollars } from '../dollars.js';
import { ApiError } from '../errors.js';
import type { ChargeResult, PaymentProvider } from '../payments.js';
import { CART_LIMITS, checkCart } from './cart-check.js';
import { needsOrderHistory, orderedToday } from './history.js';
import { asapDue, hasCapacity, slotKey, slotLoad } from './capacity.js';
import { currentOperations } from '../operations.js';
import { checkIdempotencyKey, inFlight, replayOrRefuse, requestHash, reserveKey, storedAnswer, type Replay, type StoredKey } from './idempotency.js';
import { newOrderId } from './ids.js';
import { refuse, refusalOf, RollbackWith, statusOfRefusal, type Refusal } from './refusal.js';

export interface OrderDeps {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly now: () => number;
  /** Where failures after a charge are reported (Fastify's logger). */
  readonly log?: { error(obj: unknown, msg: string): void } | undefined;
}

/** A placed order (201) or a replayed first answer: the body and its exact JSON text. */
export interface Placed {
  readonly ok: true;
  readonly status: number;
  readonly body: unknown;
  readonly raw: string;
}

/**
 * Prices a cart for a quote or an order, at the server clock, with what the engine needs from the
 * database: the shop's live operations, the customer's earlier orders today (per-day limits) and
 * the orders already due per slot (capacity).
 */
export async function quoteCart(deps: Pick<OrderDeps, 'db' | 'now'>, profile: LoadedProfile, cart: CartInput, now: number = deps.now()): Promise<Quote> {
  const operations = await currentOperations(profile.shopId);
  const history = needsOrderHistory(profile, cart) ? { orderedTodayByProductId: await orderedToday(deps.db, profile, cart.phone, now) } : undefined;
  const load = hasCapacity(profile) ? await slotLoad(deps.db, profile, now) : undefined;
  return priceCart(profile, cart, { now, history, operations, load });
}

/** The cart as stored with the order: everything but the card token. */
function storableCart(cart: CartInput): CartInput {
  const { paymentMethod: _card, ...rest } = cart;
  return rest;
}

/** When the order is due: the chosen slot, else now plus the shop's pickup wait or delivery estimate. */
function dueAt(profile: LoadedProfile, cart: CartInput, quote: Quote, now: number): Date {
  const chosen = cart.cartType === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime;
  if (chosen && chosen !== 'ASAP') {
    const t = DateTime.fromISO(chosen, { zone: profile.identity.timeZone });
    if (t.isValid) return t.toJSDate();
  }
  const minutes =
    cart.cartType === 'DELIVERY'
      ? quote.delivery?.etaMinutes ?? profile.settings.leadTime.defaultDeliveryEstimate ?? 45
      : cart.cartType === 'DINEIN'
        ? 0
        : profile.settings.approxPickupWaitInMinutes;
  return new Date(now + minutes * 60_000);
}

/**
 * One statement writes the order: the key's answer, the order row, its lines and (for a paid
 * order) the cashback it earned. `reserve` inserts the key (when another request holds it,
 * nothing else is written either); otherwise it completes the key row the enclosing
 * transaction reserved. `written` is 1 when the order was written. Parameters: $1 shop, $2 key,
 * $3 request hash, $4 now, $5 order id, $6 response JSON, $7 due, $8 phone key, $9 name,
 * $10 phone, $11 cart type, $12 payment type, $13 payment status, $14 payment ref,
 * $15 invoice cents, $16 cart JSON, $17 quote JSON, $18 line product ids, $19 line quantities,
 * $20 cashback earned (with `credit`).
 */
function orderWriteSql(reserve: boolean, credit: boolean): string {
  const key = reserve
    ? `INSERT INTO idempotency_keys (shop_id, key, request_hash, created_at, order_id, response_status, response_body)
       VALUES ($1, $2, $3, $4::timestamptz, $5, 201, $6)
       ON CONFLICT (shop_id, key) DO NOTHING RETURNING key`
    : `UPDATE idempotency_keys SET order_id = $5, response_status = 201, response_body = $6
        WHERE shop_id = $1 AND key = $2 AND request_hash = $3 RETURNING key`;
  const earned = credit ? `, ${creditCtes(`SELECT $1, $8, $20::bigint, 'order-credit', o.id, $4::timestamptz FROM o`)}` : '';
  return `WITH k AS (${key}), o AS (
    INSERT INTO orders (id, shop_id, created_at, due_at, phone_key, name, phone, cart_type, payment_type, payment_status,
                        payment_ref, invoice_cents, tip_cents, cart, quote)
    SELECT $5, $1, $4::timestamptz, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14, $15::bigint, 0, $16::jsonb, $17::jsonb FROM k
    RETURNING id
  ), l AS (
    INSERT INTO order_lines (order_id, line_no, shop_id, phone_key, product_id, quantity, created_at)
    SELECT o.id, l.ord::int - 1, $1, $8, l.product_id, l.quantity, $4::timestamptz
      FROM o, unnest($18::text[], $19::int[]) WITH ORDINALITY AS l(product_id, quantity, ord)
  )${earned}
  SELECT count(*)::int AS written FROM k`;
}
const ORDER_WRITE_SQL = [
  [orderWriteSql(false, false), orderWriteSql(false, true)],
  [orderWriteSql(true, false), orderWriteSql(true, true)],
] as const;

/** A card order before its charge: the order row and its lines. */
const PENDING_ORDER_SQL = `WITH o AS (
    INSERT INTO orders (id, shop_id, created_at, due_at, phone_key, name, phone, cart_type, payment_type, payment_status,
                        payment_ref, invoice_cents, tip_cents, cart, quote)
    VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6, $7, $8, $9, 'pending_payment', NULL, $10::bigint, 0, $11::jsonb, $12::jsonb)
    RETURNING id
  )
  INSERT INTO order_lines (order_id, line_no, shop_id, phone_key, product_id, quantity, created_at)
  SELECT o.id, l.ord::int - 1, $2, $5, l.product_id, l.quantity, $3::timestamptz
    FROM o, unnest($13::text[], $14::int[]) WITH ORDINALITY AS l(product_id, quantity, ord)`;

/** The refusal of a cart the engine blocks, with its blockers and the quote. */
function blocked(quote: Quote): Refusal {
  return refuse('ORDER_BLOCKED', quote.blockers.map((b) => b.message).join(' '), quote.blockers[0]?.path, { blockers: quote.blockers, quote: publicQuote(quote) });
}

/** Places an order (POST /orders): the placed order or the first answer again, or a refusal. */
export async function placeOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, rawKey: string | string[] | undefined): Promise<Placed | Replay | Refusal> {
  const checkedKey = checkIdempotencyKey(rawKey);
  if (!checkedKey.ok) return checkedKey;
  const { key } = checkedKey;
  const hash = requestHash(body);
  const outcome = await placeNewOrder(deps, profile, body, key, hash);
  if ('request_hash' in outcome) return replayOrRefuse(outcome, hash);
  if (outcome.ok || outcome.code === 'ORDER_NOT_COMPLETED') return outcome;
  // A retry of a placed order gets its first answer even when the cart would now be refused
  // (the shop closed, a price changed): the key is looked up only on this refusal path, so
  // the usual first attempt costs no extra read.
  const stored = await storedAnswer(deps.db, profile.shopId, key);
  return stored ? replayOrRefuse(stored, hash) : outcome;
}

/** Re-prices and writes a new order; returns the stored row when the key is already taken. */
async function placeNewOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, key: string, hash: string): Promise<Placed | Refusal | StoredKey> {
  const { db } = deps;
  const shopId = profile.shopId;
  const checked = checkCart(profile, body, true);
  if (!checked.ok) return checked;
  const { cart, expectedInvoiceCents } = checked;
  const now = deps.now();
  const quote = await quoteCart(deps, profile, cart, now);
  const totals = quote.totals;
  // The server's own ceiling comes first: a shop may raise its caps, never past this.
  if (totals.invoiceCents > CART_LIMITS.invoiceCents) {
    return refuse('ORDER_TOO_LARGE',
      `An online order can total at most $${dollars(CART_LIMITS.invoiceCents)}; this one is $${dollars(totals.invoiceCents)}. Split it or call the shop.`, '/products');
  }
  if (quote.blockers.length > 0) return blocked(quote);
  if (expectedInvoiceCents !== undefined && expectedInvoiceCents !== totals.invoiceCents) {
    return refuse('PRICE_CHANGED',
      `The total is now $${dollars(totals.invoiceCents)}, not $${dollars(expectedInvoiceCents)}. Review the new total and place the order again.`,
      '/expectedInvoiceCents', { quote: publicQuote(quote) });
  }
  const customer = phoneKey(cart.phone);
  const applied = totals.cashbackAppliedCents;
  if (applied > 0 && !customer) return cashbackRefusal(0, applied);
  const isCard = cart.paymentType === 'CARD';
  const cardToken = cart.paymentMethod ?? '';
  const charge = isCard && totals.invoiceCents > 0;
  if (charge && !cardToken) return refuse('CARD_REQUIRED', undefined, '/paymentMethod');

  const orderId = newOrderId();
  const at = new Date(now).toISOString();
  // When the order is due; under capacity an ASAP order is due at the engine's ASAP slot, and the
  // recheck below may move it when the slot filled meanwhile.
  const capped = hasCapacity(profile);
  const chosen = cart.cartType === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime;
  const asap = !chosen || chosen.trim() === '' || chosen.trim() === 'ASAP' || cart.cartType === 'DINEIN';
  let due = dueAt(profile, cart, quote, now);
  // The order keeps the full quote (staff read its whole trace); the answer, stored as the key's
  // answer and replayed, carries the public quote.
  const quoteJson = JSON.stringify(quote);
  const shown = publicQuote(quote);
  const shownJson = JSON.stringify(shown);
  type Status = 'not_paid' | 'pending' | 'paid';
  const answer = (paymentStatus: Status): Placed => ({
    ok: true,
    status: 201,
    raw: `{"orderId":${JSON.stringify(orderId)},"shopId":${JSON.stringify(shopId)},"paymentStatus":"${paymentStatus}","quote":${shownJson}}`,
    body: { orderId, shopId, paymentStatus, quote: shown },
  });
  const write = async (tx: Queryable, reserve: boolean, paymentStatus: Status): Promise<Placed | undefined> => {
    const credit = paymentStatus === 'paid' && customer !== null && totals.cashbackEarnedCents > 0;
    const placed = answer(paymentStatus);
    const params: unknown[] = [
      shopId, key, hash, at, orderId, placed.raw, due.toISOString(), customer,
      cart.name ?? null, cart.phone ?? null, cart.cartType ?? 'PICKUP', cart.paymentType ?? 'CASH', paymentStatus,
      null, totals.invoiceCents, JSON.stringify(storableCart(cart)), quoteJson,
      quote.lines.map((l) => l.productId), quote.lines.map((l) => l.quantity),
    ];
    if (credit) params.push(totals.cashbackEarnedCents);
    const res = await tx.query<{ written: number }>(ORDER_WRITE_SQL[reserve ? 1 : 0][credit ? 1 : 0], params);
    return Number(res.rows[0]?.written ?? 0) === 1 ? placed : undefined;
  };

  // A per-customer-day limit counts today's earlier orders: with several requests (or servers) at
  // once, each would count without the others' lines. So such an order takes a lock per shop and
  // customer in its writing transaction and counts again under it before writing.
  // Slot capacity is the same race for the last place in a slot: the order locks its slot (shop,
  // slot start), counts the slot's orders again under the lock, and moves an ASAP order to the
  // engine's next slot with room (locking that one too; slots are locked in time order).
  const daily = needsOrderHistory(profile, cart);
  const limited = daily || capped;
  const recheck = async (tx: Queryable): Promise<void> => {
    if (!limited) return;
    if (daily) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`daily-limit:${shopId}:${customer}`]);
    const history = daily ? { orderedTodayByProductId: await orderedToday(tx, profile, cart.phone, now) } : undefined;
    const operations = await currentOperations(shopId);
    const locked = new Set<string>();
    for (;;) {
      const slot = capped ? slotKey(profile, due.getTime()) : '';
      if (capped && !locked.has(slot)) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`slot:${shopId}:${slot}`]);
        locked.add(slot);
      }
      const load = capped ? await slotLoad(tx, profile, now) : undefined;
      const again = priceCart(profile, cart, { now, history, operations, load });
      if (again.blockers.length > 0) throw new RollbackWith(blocked(again));
      if (!capped || !asap || !load) return;
      const moved = asapDue(profile, again, now, load);
      if (moved === undefined) throw new RollbackWith(blocked({ ...again, blockers: [{ code: 'NO_TIME_SLOTS', message: 'not available to order at this time', path: '/pickupTime' }] }));
      due = new Date(moved);
      if (locked.has(slotKey(profile, moved))) return;
    }
  };
  const storedOrInFlight = async (tx: Queryable): Promise<StoredKey | Refusal> => (await storedAnswer(tx, shopId, key)) ?? inFlight();

  if (!charge && applied === 0 && !limited) {
    // Nothing to charge or debit: one statement (its own transaction) reserves the key and
    // writes the order. A concurrent request with the same key waits on the key's unique
    // index until this commits, then writes nothing and replays the stored answer.
    return (await write(db, true, isCard ? 'paid' : 'not_paid')) ?? storedOrInFlight(db);
  }

  if (!charge) {
    // No card is charged; cashback pays part (or, for a card order, all) of it, or a daily limit
    // is re-counted: the checks, the debit and the order are one transaction.
    return refusalOf(() => db.transaction<Placed | Refusal | StoredKey>(async (tx) => {
      // Insert-first reservation: a concurrent request with the same key waits here on the
      // unique (shop_id, key) until this transaction ends, then finds the stored answer.
      if (!(await reserveKey(tx, shopId, key, hash, at, null))) return storedOrInFlight(tx);
      await recheck(tx);
      if (customer) await debitCashback(tx, shopId, customer, applied, orderId, at);
      const placed = await write(tx, false, isCard ? 'paid' : 'not_paid'); // paid: cashback covered the invoice
      if (!placed) throw new Error(`the reserved Idempotency-Key of order ${orderId} was not found`);
      return placed;
    }));
  }

  // A card is charged. The order is made durable first ('pending_payment', its key reserved,
  // its cashback debited), then the card is charged under the order's own idempotency key (a
  // retried charge is never taken twice), then the order is marked paid with its answer. A
  // decline removes the pending order again; a charge whose order cannot be completed is
  // refunded. So every charge belongs to exactly one stored order.
  const pending = await refusalOf(() => db.transaction<StoredKey | Refusal | 'pending'>(async (tx) => {
    if (!(await reserveKey(tx, shopId, key, hash, at, orderId))) return storedOrInFlight(tx);
    await recheck(tx);
    if (applied > 0 && customer) await debitCashback(tx, shopId, customer, applied, orderId, at);
    await tx.query(PENDING_ORDER_SQL, [
      orderId, shopId, at, due.toISOString(), customer, cart.name ?? null, cart.phone ?? null,
      cart.cartType ?? 'PICKUP', cart.paymentType ?? 'CARD', totals.invoiceCents, JSON.stringify(storableCart(cart)), quoteJson,
      quote.lines.map((l) => l.productId), quote.lines.map((l) => l.quantity),
    ]);
    return 'pending';
  }));
  if (pending !== 'pending') return pending;

  let charged: ChargeResult;
  try {
    charged = await deps.payments.charge({
      amountCents: totals.invoiceCents,
      paymentMethod: cardToken,
      idempotencyKey: `order:${shopId}:${orderId}`,
      description: `${profile.identity.name} order ${orderId}`,
      statementDescriptor: profile.identity.statementDescriptor,
      metadata: { shopId, orderId },
    });
  } catch (err) {
    // No money moved: the pending order, its debit and its key go, so the customer can try
    // another card (a new attempt) and the pending lines never count toward a limit.
    await withdrawPendingOrder(db, shopId, key, orderId, customer, applied, at).catch((undoErr: unknown) => {
      deps.log?.error({ err: undoErr, orderId }, 'a declined order could not be withdrawn; it stays pending_payment with no charge');
    });
    // A decline or an unreachable provider is an expected refusal; anything else is a fault.
    if (err instanceof ApiError && statusOfRefusal(err) === err.status) return refuse(err.code, err.message, err.path, err.extra);
    throw err;
  }

  try {
    return await db.transaction(async (tx) => {
      const placed = answer(charged.status);
      const marked = await tx.query(`UPDATE orders SET payment_status = $2, payment_ref = $3 WHERE id = $1 AND payment_status = 'pending_payment' RETURNING id`, [orderId, charged.status, charged.reference]);
      if (marked.rows.length !== 1) throw new Error(`order ${orderId} is no longer pending_payment`);
      if (charged.status === 'paid') await creditOrderCashback(tx, shopId, orderId, customer, totals.cashbackEarnedCents, now);
      const keyed = await tx.query(`UPDATE idempotency_keys SET response_status = 201, response_body = $3 WHERE shop_id = $1 AND key = $2 AND order_id = $4 RETURNING key`, [shopId, key, placed.raw, orderId]);
      if (keyed.rows.length !== 1) throw new Error(`the reserved Idempotency-Key of order ${orderId} was not found`);
      return placed;
    });
  } catch (err) {
    return refundUncompleted(deps, { shopId, key, orderId, customer, applied, at, reference: charged.reference, amountCents: totals.invoiceCents, cause: err });
  }
}

/** Removes a pending card order whose charge failed: its lines, the order, its key; gives back its cashback. */
async function withdrawPendingOrder(db: Db, shopId: string, key: string, orderId: string, customer: string | null, applied: number, at: string): Promise<void> {
  await db.transaction(async (tx) => {
    await reverseDebit(tx, shopId, customer, applied, orderId, at);
    await tx.query(`DELETE FROM order_lines WHERE order_id = $1`, [orderId]);
    await tx.query(`DELETE FROM orders WHERE id = $1 AND payment_status = 'pending_payment'`, [orderId]);
    await tx.query(`DELETE FROM idempotency_keys WHERE shop_id = $1 AND key = $2 AND order_id = $3`, [shopId, key, orderId]);
  });
}

interface Uncompleted {
  readonly shopId: string;
  readonly key: string;
  readonly orderId: string;
  readonly customer: string | null;
  readonly applied: number;
  readonly at: string;
  readonly reference: string;
  readonly amountCents: number;
  readonly cause: unknown;
}

/**
 * The card was charged but the order could not be marked paid: the charge is refunded (three
 * tries), then the order is marked 'refunded' and its key answers with the same error, so a retry
 * never charges again. Returns the refusal for the customer.
 */
async function refundUncompleted(deps: OrderDeps, u: Uncompleted): Promise<Refusal> {
  deps.log?.error({ err: u.cause, orderId: u.orderId }, 'the order could not be completed after its charge; refunding');
  let refunded = false;
  for (let attempt = 0; attempt < 3 && !refunded; attempt++) {
    try {
      await deps.payments.refund({ reference: u.reference, amountCents: u.amountCents, idempotencyKey: `refund:${u.shopId}:${u.orderId}` });
      refunded = true;
    } catch (err) {
      deps.log?.error({ err, orderId: u.orderId }, 'refund attempt failed');
    }
  }
  if (!refunded) {
    deps.log?.error({ orderId: u.orderId, paymentRef: u.reference }, 'REFUND NEEDED: the order stays pending_payment and its charge could not be refunded');
    return refuse('ORDER_NOT_COMPLETED',
      `Your order could not be saved after your card was charged, and the refund did not go through yet. Call the shop with order number ${u.orderId} before ordering again.`);
  }
  const refusal = refuse('ORDER_NOT_COMPLETED');
  await deps.db
    .transaction(async (tx) => {
      await tx.query(`UPDATE orders SET payment_status = 'refunded', payment_ref = $2 WHERE id = $1 AND payment_status = 'pending_payment'`, [u.orderId, u.reference]);
      await reverseDebit(tx, u.shopId, u.customer, u.applied, u.orderId, u.at);
      await tx.query(`UPDATE idempotency_keys SET response_status = 503, response_body = $3 WHERE shop_id = $1 AND key = $2`,
        [u.shopId, u.key, JSON.stringify({ error: { code: refusal.code, message: refusal.message } })]);
    })
    .catch((err: unknown) => deps.log?.error({ err, orderId: u.orderId }, 'the refunded order could not be marked refunded; it stays pending_payment'));
  return refusal;
}
