/**
 * Order placement: validate at the edge, re-price with the engine at the server clock,
 * refuse a changed price, charge the card, and write the order, its lines, the cashback
 * ledger and the idempotency record in one transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { priceCart } from '../engine/index.js';
import { validateCart } from '../schemas/index.js';
import type { CartInput, Quote } from '../schemas/generated/types.js';
import type { LoadedProfile } from '../schemas/profile-types.js';
import type { Db, Queryable } from './db.js';
import { ApiError } from './errors.js';
import type { PaymentProvider } from './payments.js';
import { cashbackBalance, phoneKey } from './customers.js';

export interface OrderDeps {
  readonly db: Db;
  readonly payments: PaymentProvider;
  readonly now: () => number;
}

export interface HttpOutcome {
  readonly status: number;
  readonly body: unknown;
}

/** Fields an order body may carry besides the cart input. */
const ORDER_ONLY_FIELDS = ['expectedInvoiceCents'] as const;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** An unguessable order id: 160 random bits in lower-case base32 (32 characters). */
export function newOrderId(): string {
  const bytes = randomBytes(20);
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
  if (cart.shopId !== undefined && cart.shopId !== profile.shopId) {
    throw new ApiError(400, 'SHOP_MISMATCH', undefined, '/shopId');
  }
  return expectedInvoiceCents === undefined ? { cart } : { cart, expectedInvoiceCents };
}

/** Today's (shop zone) ordered quantities per product for this phone: feeds the per-day limits. */
export async function orderedToday(db: Queryable, profile: LoadedProfile, phone: string | null | undefined, now: number): Promise<Record<string, number>> {
  const key = phoneKey(phone);
  if (!key) return {};
  const dayStart = DateTime.fromMillis(now, { zone: profile.identity.timeZone }).startOf('day').toJSDate();
  const res = await db.query<{ product_id: string; qty: number }>(
    `SELECT product_id, sum(quantity)::int AS qty FROM order_lines
      WHERE shop_id = $1 AND phone_key = $2 AND created_at >= $3 GROUP BY product_id`,
    [profile.shopId, key, dayStart.toISOString()],
  );
  return Object.fromEntries(res.rows.map((r) => [r.product_id, Number(r.qty)]));
}

/** Prices a cart for a quote or an order, at the server clock. */
export async function quoteCart(deps: OrderDeps, profile: LoadedProfile, cart: CartInput): Promise<Quote> {
  const now = deps.now();
  const history = { orderedTodayByProductId: await orderedToday(deps.db, profile, cart.phone, now) };
  return priceCart(profile, cart, { now, history });
}

interface StoredKey {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

function replayOrRefuse(row: StoredKey, hash: string): HttpOutcome {
  if (row.request_hash !== hash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', undefined, 'header:Idempotency-Key');
  const body = typeof row.response_body === 'string' ? JSON.parse(row.response_body) : row.response_body;
  return { status: row.response_status ?? 201, body };
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

/** Places an order (POST /orders). Returns the HTTP outcome; throws ApiError for refusals. */
export async function placeOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, rawKey: string | string[] | undefined): Promise<HttpOutcome> {
  const key = checkIdempotencyKey(rawKey);
  const { db } = deps;
  const shopId = profile.shopId;
  const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');

  // A retry of a finished request replays its answer before anything is re-priced.
  const seen = await db.query<StoredKey>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE shop_id = $1 AND key = $2 AND response_status IS NOT NULL',
    [shopId, key],
  );
  if (seen.rows[0]) return replayOrRefuse(seen.rows[0], hash);

  const { cart, expectedInvoiceCents } = checkCart(profile, body, true);
  const now = deps.now();
  const quote = await quoteCart(deps, profile, cart);
  const totals = quote.totals;
  if (quote.blockers.length > 0) {
    throw new ApiError(422, 'ORDER_BLOCKED', quote.blockers.map((b) => b.message).join(' '), quote.blockers[0]?.path, { blockers: quote.blockers, quote });
  }
  if (expectedInvoiceCents !== undefined && expectedInvoiceCents !== totals.invoiceCents) {
    throw new ApiError(409, 'PRICE_CHANGED',
      `The total is now $${dollars(totals.invoiceCents)}, not $${dollars(expectedInvoiceCents)}. Review the new total and place the order again.`,
      '/expectedInvoiceCents', { quote });
  }
  const customer = phoneKey(cart.phone);
  const applied = totals.cashbackAppliedCents;
  if (applied > 0) {
    const balance = customer ? await cashbackBalance(db, shopId, customer) : 0;
    if (balance < applied) {
      throw new ApiError(422, 'CASHBACK_UNAVAILABLE',
        `This phone number has $${dollars(balance)} of cashback; $${dollars(applied)} was applied. Apply at most $${dollars(balance)}.`,
        '/appliedCashback', { availableCents: balance });
    }
  }
  const isCard = cart.paymentType === 'CARD';
  const cardToken = cart.paymentMethod ?? '';
  if (isCard && totals.invoiceCents > 0 && !cardToken) throw new ApiError(400, 'CARD_REQUIRED', undefined, '/paymentMethod');

  const orderId = newOrderId();
  const outcome = await db.transaction<HttpOutcome | StoredKey>(async (tx) => {
    // Insert-first reservation: a concurrent request with the same key waits here on the
    // unique (shop_id, key) until this transaction ends, then finds the stored answer.
    const reserved = await tx.query(
      `INSERT INTO idempotency_keys (shop_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shop_id, key) DO NOTHING RETURNING key`,
      [shopId, key, hash, new Date(now).toISOString()],
    );
    if (reserved.rows.length === 0) {
      const row = await tx.query<StoredKey>(
        'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE shop_id = $1 AND key = $2',
        [shopId, key],
      );
      if (!row.rows[0]) throw new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', 'An order with this Idempotency-Key is still being placed. Retry in a moment.');
      return row.rows[0];
    }
    if (applied > 0 && customer) {
      const debited = await tx.query(
        'UPDATE cashback_accounts SET balance_cents = balance_cents - $3 WHERE shop_id = $1 AND phone_key = $2 AND balance_cents >= $3',
        [shopId, customer, applied],
      );
      if (debited.rowCount !== 1) throw new ApiError(422, 'CASHBACK_UNAVAILABLE', undefined, '/appliedCashback');
      await tx.query(
        `INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at) VALUES ($1, $2, $3, 'order-debit', $4, $5)`,
        [shopId, customer, -applied, orderId, new Date(now).toISOString()],
      );
    }
    let paymentStatus: 'not_paid' | 'pending' | 'paid' = 'not_paid';
    let paymentRef: string | null = null;
    if (isCard && totals.invoiceCents > 0) {
      const charged = await deps.payments.charge({
        amountCents: totals.invoiceCents,
        paymentMethod: cardToken,
        idempotencyKey: `order:${shopId}:${hash.slice(0, 16)}:${key}`,
        description: `${profile.identity.name} order ${orderId}`,
        statementDescriptor: profile.identity.statementDescriptor,
        metadata: { shopId, orderId },
      });
      paymentStatus = charged.status;
      paymentRef = charged.reference;
    } else if (isCard) {
      paymentStatus = 'paid'; // nothing left to pay (cashback covered the invoice)
    }
    await tx.query(
      `INSERT INTO orders (id, shop_id, created_at, due_at, phone_key, name, phone, cart_type, payment_type, payment_status,
                           payment_ref, invoice_cents, tip_cents, cart, quote)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, $13::jsonb, $14::jsonb)`,
      [orderId, shopId, new Date(now).toISOString(), dueAt(profile, cart, quote, now).toISOString(), customer,
        cart.name ?? null, cart.phone ?? null, cart.cartType ?? 'PICKUP', cart.paymentType ?? 'CASH', paymentStatus,
        paymentRef, totals.invoiceCents, JSON.stringify(storableCart(cart)), JSON.stringify(quote)],
    );
    // One statement for all lines: fewer round trips inside the transaction.
    await tx.query(
      `INSERT INTO order_lines (order_id, line_no, shop_id, phone_key, product_id, quantity, created_at)
       SELECT $1, l.ord::int - 1, $2, $3, l.product_id, l.quantity, $4
         FROM unnest($5::text[], $6::int[]) WITH ORDINALITY AS l(product_id, quantity, ord)`,
      [orderId, shopId, customer, new Date(now).toISOString(), quote.lines.map((l) => l.productId), quote.lines.map((l) => l.quantity)],
    );
    if (paymentStatus === 'paid') await creditCashback(tx, shopId, orderId, customer, totals.cashbackEarnedCents, now);
    const response = { orderId, shopId, paymentStatus, quote };
    await tx.query(
      'UPDATE idempotency_keys SET order_id = $3, response_status = 201, response_body = $4 WHERE shop_id = $1 AND key = $2',
      [shopId, key, orderId, JSON.stringify(response)],
    );
    return { status: 201, body: response };
  });
  return 'request_hash' in outcome ? replayOrRefuse(outcome, hash) : outcome;
}

/**
 * Credits the cashback an order earned, once per order. Only paid orders earn: a cash
 * order's payment is never confirmed to the server, so it earns nothing here.
 */
export async function creditCashback(tx: Queryable, shopId: string, orderId: string, customer: string | null, earned: number, now: number): Promise<void> {
  if (!customer || earned <= 0) return;
  const inserted = await tx.query(
    `INSERT INTO cashback_ledger (shop_id, phone_key, delta_cents, reason, order_id, created_at)
     VALUES ($1, $2, $3, 'order-credit', $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [shopId, customer, earned, orderId, new Date(now).toISOString()],
  );
  if (inserted.rows.length === 0) return;
  await tx.query(
    `INSERT INTO cashback_accounts (shop_id, phone_key, balance_cents) VALUES ($1, $2, $3)
     ON CONFLICT (shop_id, phone_key) DO UPDATE SET balance_cents = cashback_accounts.balance_cents + EXCLUDED.balance_cents`,
    [shopId, customer, earned],
  );
}

/** Whole dollars and cents of an integer cent amount, for messages ("12.05"). */
export function dollars(centsValue: number): string {
  const sign = centsValue < 0 ? '-' : '';
  const abs = Math.abs(centsValue);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
