/**
 * Order placement: validate at the edge, re-price with the engine at the server clock,
 * refuse a changed price, charge the card, and write the order, its lines, the cashback
 * ledger and the idempotency record in one transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { compileProfile, matchesProduct, priceCart } from '../engine/index.js';
import { validateCart } from '../schemas/index.js';
import type { CartInput, Quote } from '../schemas/generated/types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { Db, Queryable } from './db.js';
import { ApiError } from './errors.js';
import type { ChargeResult, PaymentProvider } from './payments.js';
import { cashbackBalance, phoneKey } from './customers.js';

export interface OrderDeps {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly now: () => number;
  /** Where failures after a charge are reported (Fastify's logger). */
  readonly log?: { error(obj: unknown, msg: string): void } | undefined;
}

export interface HttpOutcome {
  readonly status: number;
  readonly body: unknown;
  /** `body` as JSON text, when already serialized: sent as is. */
  readonly raw?: string;
}

/** Fields an order body may carry besides the cart input. */
const ORDER_ONLY_FIELDS = ['expectedInvoiceCents'] as const;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

// Random bytes are drawn from the CSPRNG in batches: one call per 256 order ids.
const ID_BYTES = 20;
let entropy = Buffer.alloc(0);
let entropyAt = 0;

/** An unguessable order id: 160 random bits in lower-case base32 (32 characters). */
export function newOrderId(): string {
  if (entropyAt + ID_BYTES > entropy.length) {
    entropy = randomBytes(ID_BYTES * 256);
    entropyAt = 0;
  }
  const bytes = entropy.subarray(entropyAt, entropyAt + ID_BYTES);
  entropyAt += ID_BYTES;
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** Order ids are 32 base32 characters; anything else cannot be an order. */
export function isOrderIdShape(id: string): boolean {
  return /^[a-z2-7]{32}$/.test(id);
}

/** JSON with sorted keys, so two equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Validates an Idempotency-Key header value. */
export function checkIdempotencyKey(raw: string | string[] | undefined): string {
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', undefined, 'header:Idempotency-Key');
  }
  return key;
}

/** What one cart may hold: more is refused with an error naming the limit (quotes and orders). */
export const CART_LIMITS = {
  lines: 100,
  quantityPerLine: 999,
  /** The largest order total, in cents ($100,000): larger orders are arranged with the shop. */
  invoiceCents: 10_000_000,
} as const;

/** Validates the cart part of a quote or order body; returns the typed cart with defaults. */
export function checkCart(profile: LoadedProfile, body: unknown, allowOrderFields: boolean): { cart: CartInput; expectedInvoiceCents?: number } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'BAD_BODY', undefined, '');
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  let expectedInvoiceCents: number | undefined;
  if (allowOrderFields) {
    for (const f of ORDER_ONLY_FIELDS) delete rest[f];
    const expected = (body as Record<string, unknown>).expectedInvoiceCents;
    if (expected !== undefined && expected !== null) {
      if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < 0) {
        throw new ApiError(400, 'INVALID_FIELD', 'expectedInvoiceCents must be a whole number of cents (0 or more).', '/expectedInvoiceCents');
      }
      expectedInvoiceCents = expected;
    }
  }
  const checked = validateCart(rest);
  if (!checked.ok) {
    const errors = checked.findings.filter((f) => f.severity === 'error');
    const first = errors[0];
    throw new ApiError(400, first?.code ?? 'INVALID_CART', first?.message ?? 'The cart is not valid.', first?.path ?? '', {
      findings: errors.map((f) => ({ code: f.code, path: f.path, message: f.message, ...(f.hint ? { hint: f.hint } : {}) })),
    });
  }
  const cart = checked.cart;
  const lines = cart.products ?? [];
  if (lines.length > CART_LIMITS.lines) {
    throw new ApiError(400, 'CART_TOO_LARGE', `A cart holds at most ${CART_LIMITS.lines} lines; this one has ${lines.length}. Split it into several orders.`, '/products');
  }
  const big = lines.findIndex((l) => (l.quantity ?? 1) > CART_LIMITS.quantityPerLine);
  if (big >= 0) {
    throw new ApiError(400, 'QUANTITY_TOO_LARGE', `A line holds at most ${CART_LIMITS.quantityPerLine} of an item; line ${big + 1} asks for ${lines[big]!.quantity ?? 1}. Lower the quantity or call the shop for a large order.`, `/products/${big}/quantity`);
  }
  if (cart.shopId !== undefined && cart.shopId !== profile.shopId) {
    throw new ApiError(400, 'SHOP_MISMATCH', undefined, '/shopId');
  }
  return expectedInvoiceCents === undefined ? { cart } : { cart, expectedInvoiceCents };
}

// The start and end of the current shop-zone day, per zone: orders arrive many times a day.
const shopDays = new Map<string, { readonly start: number; readonly end: number }>();

/** Epoch ms of the start of `now`'s day in `zone` (midnight, or the first instant after a DST gap). */
function dayStart(zone: string, now: number): number {
  const cached = shopDays.get(zone);
  if (cached && now >= cached.start && now < cached.end) return cached.start;
  const start = DateTime.fromMillis(now, { zone }).startOf('day');
  const day = { start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
  shopDays.set(zone, day);
  return day.start;
}

// Per profile: the products a per-customer-day quantity limit counts.
const dailyLimited = new WeakMap<LoadedProfile, ReadonlySet<string>>();

/** Ids of the menu products that some per-customer-day quantity-limit rule matches. */
export function productsWithDailyLimits(profile: LoadedProfile): ReadonlySet<string> {
  let ids = dailyLimited.get(profile);
  if (!ids) {
    const compiled = compileProfile(profile);
    const rules = compiled.rulesByKind['quantity-limit'].filter((r) => r.scope === 'per-customer-day');
    const found = new Set<string>();
    if (rules.length > 0) {
      for (const [id, p] of compiled.productsById) {
        if (rules.some((r) => matchesProduct(r.match, p.src, p.category.src))) found.add(id);
      }
    }
    ids = found;
    dailyLimited.set(profile, ids);
  }
  return ids;
}

/**
 * Whether pricing this cart needs the customer's earlier orders today: only a per-customer-day
 * limit reads them, and only for a rule that matches a line of this cart.
 */
export function needsOrderHistory(profile: LoadedProfile, cart: CartInput): boolean {
  if (!phoneKey(cart.phone)) return false;
  const limited = productsWithDailyLimits(profile);
  return limited.size > 0 && (cart.products ?? []).some((l) => limited.has(l.productId));
}

/** Today's (shop zone) ordered quantities per product for this phone: feeds the per-day limits. */
export async function orderedToday(db: Queryable, profile: LoadedProfile, phone: string | null | undefined, now: number): Promise<Record<string, number>> {
  const key = phoneKey(phone);
  if (!key) return {};
  const since = new Date(dayStart(profile.identity.timeZone, now)).toISOString();
  const res = await db.query<{ product_id: string; qty: number }>(
    `SELECT product_id, sum(quantity)::int AS qty FROM order_lines
      WHERE shop_id = $1 AND phone_key = $2 AND created_at >= $3 GROUP BY product_id`,
    [profile.shopId, key, since],
  );
  return Object.fromEntries(res.rows.map((r) => [r.product_id, Number(r.qty)]));
}

/** Prices a cart for a quote or an order, at the server clock. */
export async function quoteCart(deps: OrderDeps, profile: LoadedProfile, cart: CartInput, now: number = deps.now()): Promise<Quote> {
  if (!needsOrderHistory(profile, cart)) return priceCart(profile, cart, { now });
  const history = { orderedTodayByProductId: await orderedToday(deps.db, profile, cart.phone, now) };
  return priceCart(profile, cart, { now, history });
}

interface StoredKey {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

const STORED_KEY_SQL = 'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE shop_id = $1 AND key = $2';

/** The row stored under an Idempotency-Key, if any (committed rows always carry their answer). */
async function storedAnswer(db: Queryable, shopId: string, key: string): Promise<StoredKey | undefined> {
  return (await db.query<StoredKey>(STORED_KEY_SQL, [shopId, key])).rows[0];
}

function replayOrRefuse(row: StoredKey, hash: string): HttpOutcome {
  if (row.request_hash !== hash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', undefined, 'header:Idempotency-Key');
  if (row.response_status === null) return replayInFlight();
  // The stored text is sent as it is: a retry gets the first answer byte for byte.
  const raw = typeof row.response_body === 'string' ? row.response_body : JSON.stringify(row.response_body);
  return { status: row.response_status, body: JSON.parse(raw) as unknown, raw };
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
  const earned = credit
    ? `, c AS (
         INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
         SELECT $1, $8, $20::bigint, 'order-credit', o.id, $4::timestamptz FROM o
         ON CONFLICT DO NOTHING RETURNING phone_key, delta_cents
       ), a AS (
         INSERT INTO cashback_accounts (shop_id, phone_key, balance_cents) SELECT $1, phone_key, delta_cents FROM c
         ON CONFLICT (shop_id, phone_key) DO UPDATE SET balance_cents = cashback_accounts.balance_cents + EXCLUDED.balance_cents
       )`
    : '';
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

/** Debits spent cashback (never below zero) and records it in the ledger, in one statement. */
const CASHBACK_DEBIT_SQL = `WITH d AS (
    UPDATE cashback_accounts SET balance_cents = balance_cents - $3
     WHERE shop_id = $1 AND phone_key = $2 AND balance_cents >= $3 RETURNING phone_key
  ), ins AS (
    INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
    SELECT $1, phone_key, -$3::bigint, 'order-debit', $4, $5::timestamptz FROM d
  )
  SELECT count(*)::int AS debited FROM d`;

function cashbackRefusal(balance: number, applied: number): ApiError {
  return new ApiError(422, 'CASHBACK_UNAVAILABLE',
    `This phone number has $${dollars(balance)} of cashback; $${dollars(applied)} was applied. Apply at most $${dollars(balance)}.`,
    '/appliedCashback', { availableCents: balance });
}

/** Places an order (POST /orders). Returns the HTTP outcome; throws ApiError for refusals. */
export async function placeOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, rawKey: string | string[] | undefined): Promise<HttpOutcome> {
  const key = checkIdempotencyKey(rawKey);
  const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  let outcome: HttpOutcome | StoredKey;
  try {
    outcome = await placeNewOrder(deps, profile, body, key, hash);
  } catch (err) {
    // A retry of a placed order gets its first answer even when the cart would now be refused
    // (the shop closed, a price changed): the key is looked up only on this refusal path, so
    // the usual first attempt costs no extra read.
    if (!(err instanceof ApiError) || err.code === 'ORDER_NOT_COMPLETED' || err.code === 'DATABASE_UNAVAILABLE') throw err;
    const stored = await storedAnswer(deps.db, profile.shopId, key);
    if (!stored) throw err;
    outcome = stored;
  }
  return 'request_hash' in outcome ? replayOrRefuse(outcome, hash) : outcome;
}

/** Re-prices and writes a new order; returns the stored row when the key is already taken. */
async function placeNewOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, key: string, hash: string): Promise<HttpOutcome | StoredKey> {
  const { db } = deps;
  const shopId = profile.shopId;
  const { cart, expectedInvoiceCents } = checkCart(profile, body, true);
  const now = deps.now();
  const quote = await quoteCart(deps, profile, cart, now);
  const totals = quote.totals;
  if (quote.blockers.length > 0) {
    throw new ApiError(422, 'ORDER_BLOCKED', quote.blockers.map((b) => b.message).join(' '), quote.blockers[0]?.path, { blockers: quote.blockers, quote });
  }
  if (totals.invoiceCents > CART_LIMITS.invoiceCents) {
    throw new ApiError(422, 'ORDER_TOO_LARGE',
      `An online order can total at most $${dollars(CART_LIMITS.invoiceCents)}; this one is $${dollars(totals.invoiceCents)}. Split it or call the shop.`, '/products');
  }
  if (expectedInvoiceCents !== undefined && expectedInvoiceCents !== totals.invoiceCents) {
    throw new ApiError(409, 'PRICE_CHANGED',
      `The total is now $${dollars(totals.invoiceCents)}, not $${dollars(expectedInvoiceCents)}. Review the new total and place the order again.`,
      '/expectedInvoiceCents', { quote });
  }
  const customer = phoneKey(cart.phone);
  const applied = totals.cashbackAppliedCents;
  if (applied > 0 && !customer) throw cashbackRefusal(0, applied);
  const isCard = cart.paymentType === 'CARD';
  const cardToken = cart.paymentMethod ?? '';
  const charge = isCard && totals.invoiceCents > 0;
  if (charge && !cardToken) throw new ApiError(400, 'CARD_REQUIRED', undefined, '/paymentMethod');

  const orderId = newOrderId();
  const at = new Date(now).toISOString();
  const quoteJson = JSON.stringify(quote);
  // Built once from the quote's JSON: the same text is stored with the order and as the key's answer.
  const answer = (paymentStatus: 'not_paid' | 'pending' | 'paid') => ({
    text: `{"orderId":${JSON.stringify(orderId)},"shopId":${JSON.stringify(shopId)},"paymentStatus":"${paymentStatus}","quote":${quoteJson}}`,
    body: { orderId, shopId, paymentStatus, quote },
  });
  const write = (tx: Queryable, reserve: boolean, paymentStatus: 'not_paid' | 'pending' | 'paid', paymentRef: string | null) => {
    const credit = paymentStatus === 'paid' && customer !== null && totals.cashbackEarnedCents > 0;
    const response = answer(paymentStatus).text;
    const params: unknown[] = [
      shopId, key, hash, at, orderId, response, dueAt(profile, cart, quote, now).toISOString(), customer,
      cart.name ?? null, cart.phone ?? null, cart.cartType ?? 'PICKUP', cart.paymentType ?? 'CASH', paymentStatus,
      paymentRef, totals.invoiceCents, JSON.stringify(storableCart(cart)), quoteJson,
      quote.lines.map((l) => l.productId), quote.lines.map((l) => l.quantity),
    ];
    if (credit) params.push(totals.cashbackEarnedCents);
    return {
      response: { text: response, body: { orderId, shopId, paymentStatus, quote } },
      written: tx.query<{ written: number }>(ORDER_WRITE_SQL[reserve ? 1 : 0][credit ? 1 : 0], params).then((r) => Number(r.rows[0]?.written ?? 0) === 1),
    };
  };
  const placed = (response: { text: string; body: unknown }): HttpOutcome => ({ status: 201, body: response.body, raw: response.text });

  // A per-customer-day limit counts today's earlier orders: with several requests (or servers) at
  // once, each would count without the others' lines. So such an order takes a lock per shop and
  // customer in its writing transaction and counts again under it before writing.
  const limited = needsOrderHistory(profile, cart);
  const recheck = async (tx: Queryable): Promise<void> => {
    if (!limited) return;
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`daily-limit:${shopId}:${customer}`]);
    const again = priceCart(profile, cart, { now, history: { orderedTodayByProductId: await orderedToday(tx, profile, cart.phone, now) } });
    if (again.blockers.length > 0) {
      throw new ApiError(422, 'ORDER_BLOCKED', again.blockers.map((b) => b.message).join(' '), again.blockers[0]?.path, { blockers: again.blockers, quote: again });
    }
  };

  if (!charge && applied === 0 && !limited) {
    // Nothing to charge or debit: one statement (its own transaction) reserves the key and
    // writes the order. A concurrent request with the same key waits on the key's unique
    // index until this commits, then writes nothing and replays the stored answer.
    const { response, written } = write(db, true, isCard ? 'paid' : 'not_paid', null);
    if (await written) return placed(response);
    return (await storedAnswer(db, shopId, key)) ?? replayInFlight();
  }

  if (!charge) {
    // No card is charged; cashback pays part (or, for a card order, all) of it, or a daily limit
    // is re-counted: the checks, the debit and the order are one transaction.
    return db.transaction<HttpOutcome | StoredKey>(async (tx) => {
      // Insert-first reservation: a concurrent request with the same key waits here on the
      // unique (shop_id, key) until this transaction ends, then finds the stored answer.
      if (!(await reserveKey(tx, shopId, key, hash, at, null))) return (await storedAnswer(tx, shopId, key)) ?? replayInFlight();
      await recheck(tx);
      if (customer) await debitCashback(tx, shopId, customer, applied, orderId, at);
      const { response, written } = write(tx, false, isCard ? 'paid' : 'not_paid', null); // paid: cashback covered the invoice
      if (!(await written)) throw new Error(`the reserved Idempotency-Key of order ${orderId} was not found`);
      return placed(response);
    });
  }

  // A card is charged. The order is made durable first ('pending_payment', its key reserved,
  // its cashback debited), then the card is charged under the order's own idempotency key (a
  // retried charge is never taken twice), then the order is marked paid with its answer. A
  // decline removes the pending order again; a charge whose order cannot be completed is
  // refunded. So every charge belongs to exactly one stored order.
  const pending = await db.transaction<StoredKey | 'pending'>(async (tx) => {
    if (!(await reserveKey(tx, shopId, key, hash, at, orderId))) return (await storedAnswer(tx, shopId, key)) ?? replayInFlight();
    await recheck(tx);
    if (applied > 0 && customer) await debitCashback(tx, shopId, customer, applied, orderId, at);
    await tx.query(PENDING_ORDER_SQL, [
      orderId, shopId, at, dueAt(profile, cart, quote, now).toISOString(), customer, cart.name ?? null, cart.phone ?? null,
      cart.cartType ?? 'PICKUP', cart.paymentType ?? 'CARD', totals.invoiceCents, JSON.stringify(storableCart(cart)), quoteJson,
      quote.lines.map((l) => l.productId), quote.lines.map((l) => l.quantity),
    ]);
    return 'pending';
  });
  if (pending !== 'pending') return pending;

  const chargeKey = `order:${shopId}:${orderId}`;
  let charged: ChargeResult;
  try {
    charged = await deps.payments.charge({
      amountCents: totals.invoiceCents,
      paymentMethod: cardToken,
      idempotencyKey: chargeKey,
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
    throw err;
  }

  try {
    return await db.transaction(async (tx) => {
      const response = answer(charged.status);
      const marked = await tx.query(`UPDATE orders SET payment_status = $2, payment_ref = $3 WHERE id = $1 AND payment_status = 'pending_payment' RETURNING id`, [orderId, charged.status, charged.reference]);
      if (marked.rows.length !== 1) throw new Error(`order ${orderId} is no longer pending_payment`);
      if (charged.status === 'paid') await creditCashback(tx, shopId, orderId, customer, totals.cashbackEarnedCents, now);
      const keyed = await tx.query(`UPDATE idempotency_keys SET response_status = 201, response_body = $3 WHERE shop_id = $1 AND key = $2 AND order_id = $4 RETURNING key`, [shopId, key, response.text, orderId]);
      if (keyed.rows.length !== 1) throw new Error(`the reserved Idempotency-Key of order ${orderId} was not found`);
      return placed(response);
    });
  } catch (err) {
    throw await refundUncompleted(deps, { shopId, key, orderId, customer, applied, at, reference: charged.reference, amountCents: totals.invoiceCents, cause: err });
  }
}

/** Reserves an Idempotency-Key (no answer yet); false when another request holds it. */
async function reserveKey(tx: Queryable, shopId: string, key: string, hash: string, at: string, orderId: string | null): Promise<boolean> {
  const reserved = await tx.query(
    `INSERT INTO idempotency_keys (shop_id, key, request_hash, created_at, order_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id, key) DO NOTHING RETURNING key`,
    [shopId, key, hash, at, orderId],
  );
  return reserved.rows.length > 0;
}

async function debitCashback(tx: Queryable, shopId: string, customer: string, applied: number, orderId: string, at: string): Promise<void> {
  if (applied <= 0) return;
  const debit = await tx.query<{ debited: number }>(CASHBACK_DEBIT_SQL, [shopId, customer, applied, orderId, at]);
  if (Number(debit.rows[0]?.debited ?? 0) !== 1) throw cashbackRefusal(await cashbackBalance(tx, shopId, customer), applied);
}

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

/** Gives back a cashback debit: the balance and a reversing ledger row (once per order). */
async function reverseDebit(tx: Queryable, shopId: string, customer: string | null, applied: number, orderId: string, at: string): Promise<void> {
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
 * never charges again. Returns the error for the customer.
 */
async function refundUncompleted(deps: OrderDeps, u: Uncompleted): Promise<ApiError> {
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
    return new ApiError(503, 'ORDER_NOT_COMPLETED',
      `Your order could not be saved after your card was charged, and the refund did not go through yet. Call the shop with order number ${u.orderId} before ordering again.`);
  }
  const error = new ApiError(503, 'ORDER_NOT_COMPLETED');
  await deps.db
    .transaction(async (tx) => {
      await tx.query(`UPDATE orders SET payment_status = 'refunded', payment_ref = $2 WHERE id = $1 AND payment_status = 'pending_payment'`, [u.orderId, u.reference]);
      await reverseDebit(tx, u.shopId, u.customer, u.applied, u.orderId, u.at);
      await tx.query(`UPDATE idempotency_keys SET response_status = 503, response_body = $3 WHERE shop_id = $1 AND key = $2`, [u.shopId, u.key, JSON.stringify(error.toBody())]);
    })
    .catch((err: unknown) => deps.log?.error({ err, orderId: u.orderId }, 'the refunded order could not be marked refunded; it stays pending_payment'));
  return error;
}

/** A key reserved by a request that has not finished (not expected: rows become visible with their answer). */
function replayInFlight(): never {
  throw new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', 'An order with this Idempotency-Key is still being placed. Retry in a moment.');
}

/**
 * Credits the cashback an order earned, once per order. Only paid orders earn: a cash
 * order's payment is never confirmed to the server, so it earns nothing here.
 */
export async function creditCashback(tx: Queryable, shopId: string, orderId: string, customer: string | null, earned: number, now: number): Promise<void> {
  if (!customer || earned <= 0) return;
  // The account is credited only when the ledger row is new (one credit per order).
  await tx.query(
    `WITH c AS (
       INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
       VALUES ($1, $2, $3::bigint, 'order-credit', $4, $5) ON CONFLICT DO NOTHING RETURNING phone_key, delta_cents
     )
     INSERT INTO cashback_accounts (shop_id, phone_key, balance_cents) SELECT $1, phone_key, delta_cents FROM c
     ON CONFLICT (shop_id, phone_key) DO UPDATE SET balance_cents = cashback_accounts.balance_cents + EXCLUDED.balance_cents`,
    [shopId, customer, earned, orderId, new Date(now).toISOString()],
  );
}

/** Whole dollars and cents of an integer cent amount, for messages ("12.05"). */
export function dollars(centsValue: number): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(centsValue);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
