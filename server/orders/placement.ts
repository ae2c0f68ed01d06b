/**
 * Order placement: check the cart, re-price it with the engine at the server clock, refuse a
 * changed price, and choose the path that writes it: one statement when nothing is charged or
 * debited, one transaction when cashback is spent, a daily limit is recounted or a promo code's
 * use is taken (server/orders/promo-uses.ts), and the card
 * sequence (card-sequence.ts) when a card is charged. Every order statement is in
 * order-writes.ts; the due time is due-time.ts. Expected refusals are returned as values; the
 * route chooses their HTTP status.
 */
import { priceCart, publicQuote } from '../../engine/index.js';
import type { CartInput, Quote } from '../../schemas/generated/types.js';
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { cashbackRefusal, debitCashback } from '../cashback-store.js';
import { phoneKey } from '../customers.js';
import type { Db, Queryable } from '../db.js';
import { dollars } from '../dollars.js';
import type { MapsProvider } from '../maps.js';
import type { PaymentProvider } from '../payments.js';
import { newTipToken } from '../tip-token.js';
import { chargeCardOrder, completeCardOrder, placedAnswer, reserveCardOrder, type CardOrder, type Placed } from './card-sequence.js';
import { CART_LIMITS } from './cart-check.js';
import { checkAndMeasureCart } from './delivery-distance.js';
import { dueAt } from './due-time.js';
import { needsOrderHistory, orderedToday, orderedTodayGuarded, takeLimitGuard } from './history.js';
import { asapDue, hasCapacity, slotKey, slotLoad } from './capacity.js';
import { currentOperations } from '../operations.js';
import {
  awaitAnswer, checkIdempotencyKey, DEFAULT_KEY_WAIT, inFlight, replayOrRefuse, requestHash, reserveKey, storedAnswer, type KeyWait, type Replay, type StoredKey,
} from './idempotency.js';
import { newOrderId } from './ids.js';
import { writeGuardedOrder, writeOrder, type OrderRow } from './order-writes.js';
import { historyAfter, promoHistoryOf, takeUses, usesOf, type VerifiedPhone } from './promo-uses.js';
import { refuse, refusalOf, RollbackWith, type Refusal } from './refusal.js';

export type { Placed } from './card-sequence.js';

export interface OrderDeps {
  readonly db: Db;
  readonly payments: PaymentProvider;
  /** Measures a delivery cart's distance (the server's, never the body's). */
  readonly maps: MapsProvider;
  readonly now: () => number;
  /** Where failures after a charge are reported (Fastify's logger). */
  readonly log?: { error(obj: unknown, msg: string): void; warn?(obj: unknown, msg: string): void } | undefined;
  /** How long a retry waits for the request holding its Idempotency-Key (default DEFAULT_KEY_WAIT: 10 s, read every 50 ms). */
  readonly keyWait?: KeyWait | undefined;
}

/** Placements one request makes when the key it waited for is freed (its first request's card declined) and taken again meanwhile. */
const PLACEMENT_ATTEMPTS = 3;

/**
 * Prices a cart for a quote or an order, at the server clock, with what the engine needs from the
 * database: the shop's live operations, the customer's earlier orders today (per-day limits), the
 * orders already due per slot (capacity) and, for a counted promo code, the customer's uses and
 * orders and the code's budget (with `verifiedPhone`, the phone the request proved; without it,
 * as for a staff member's preview, the engine simulates a customer the code allows).
 */
export async function quoteCart(deps: Pick<OrderDeps, 'db' | 'now'>, profile: LoadedProfile, cart: CartInput, now: number = deps.now(), verifiedPhone?: VerifiedPhone): Promise<Quote> {
  // A quote is what checkout shows: with the times it may offer (the time select's options).
  return (await quoteWithFacts(deps, profile, cart, now, verifiedPhone, true)).quote;
}

/** The quote and the facts it was priced with (the order's transaction counts them again). */
async function quoteWithFacts(deps: Pick<OrderDeps, 'db' | 'now'>, profile: LoadedProfile, cart: CartInput, now: number, verifiedPhone: VerifiedPhone | undefined, listTimes = false) {
  const operations = currentOperations(deps.db, profile.shopId);
  // The counts come with the customer's limit guard version: an order may then be written in one
  // statement that checks nothing moved since (see placeNewOrder).
  const guarded = needsOrderHistory(profile, cart) ? await orderedTodayGuarded(deps.db, profile, cart.phone, now) : undefined;
  const history = guarded ? { orderedTodayByProductId: guarded.counts } : undefined;
  const load = hasCapacity(profile) ? await slotLoad(deps.db, profile, now) : undefined;
  const promoHistory = verifiedPhone ? await promoHistoryOf(deps.db, profile, cart, verifiedPhone) : undefined;
  return { quote: priceCart(profile, cart, { now, history, operations, load, promoHistory, listTimes }), operations, promoHistory, guardVersion: guarded?.version };
}

/** The cart as stored with the order: everything but the card token. */
function storableCart(cart: CartInput): CartInput {
  const { paymentMethod: _card, ...rest } = cart;
  return rest;
}

/**
 * The refusal of a cart the engine blocks, with its blockers and the quote: `ORDERING_PAUSED` while
 * the shop's live operations pause this kind of order (the code staff and integrations look for),
 * otherwise `ORDER_BLOCKED`; both are 422 and carry every blocker.
 */
function blocked(quote: Quote): Refusal {
  const paused = quote.blockers.find((b) => b.code === 'ORDERING_PAUSED');
  // The error's message: the pause sentence alone while paused, else the one blocker's words as
  // the spec writes them, or several as sentences (some of the spec's end without a full stop).
  const message = paused
    ? paused.message
    : quote.blockers.length === 1
      ? quote.blockers[0]!.message
      : quote.blockers.map((b) => sentence(b.message)).join(' ');
  return refuse(paused ? 'ORDERING_PAUSED' : 'ORDER_BLOCKED', message, (paused ?? quote.blockers[0])?.path, { blockers: quote.blockers, quote: publicQuote(quote) });
}

/** A blocker's words as a sentence: a capital first letter and a closing full stop when it has none. */
function sentence(words: string): string {
  const t = words.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Places an order (POST /orders): the placed order or the first answer again, or a refusal.
 * `verifiedPhone` is the phone the request proved (a promo code for one use per customer or a
 * first order needs it); without one such a code is refused.
 */
export async function placeOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, rawKey: string | string[] | undefined, verifiedPhone: VerifiedPhone = async () => undefined): Promise<Placed | Replay | Refusal> {
  const checkedKey = checkIdempotencyKey(rawKey);
  if (!checkedKey.ok) return checkedKey;
  const { key } = checkedKey;
  const hash = requestHash(body);
  // A retry sent while the request holding its key has not answered (a card being charged, maybe
  // on another server) waits for that answer and returns it; a key still held after the wait is
  // 409 IDEMPOTENCY_KEY_IN_USE with Retry-After. A key freed meanwhile (the first card declined,
  // or the sweeper released a lost order) places the order as a first request would.
  const wait = deps.keyWait ?? DEFAULT_KEY_WAIT;
  const deadline = Date.now() + wait.waitMs;
  for (let attempt = 1; ; attempt++) {
    const answer = await placeOnce(deps, profile, body, key, hash, verifiedPhone);
    if (answer.ok || answer.code !== 'IDEMPOTENCY_KEY_IN_USE') return answer;
    const first = await awaitAnswer(deps.db, profile.shopId, key, hash, deadline, wait.pollMs);
    if (first !== 'released') return first;
    if (attempt >= PLACEMENT_ATTEMPTS) return inFlight();
  }
}

/** One placement: the placed order, the key's stored answer, or a refusal (IDEMPOTENCY_KEY_IN_USE while another request holds the key). */
async function placeOnce(deps: OrderDeps, profile: LoadedProfile, body: unknown, key: string, hash: string, verifiedPhone: VerifiedPhone): Promise<Placed | Replay | Refusal> {
  const outcome = await placeNewOrder(deps, profile, body, key, hash, verifiedPhone);
  if ('request_hash' in outcome) return replayOrRefuse(outcome, hash);
  if (outcome.ok || outcome.code === 'ORDER_NOT_COMPLETED') return outcome;
  // A retry of a placed order gets its first answer even when the cart would now be refused
  // (the shop closed, a price changed): the key is looked up only on this refusal path, so
  // the usual first attempt costs no extra read.
  const stored = await storedAnswer(deps.db, profile.shopId, key);
  return stored ? replayOrRefuse(stored, hash) : outcome;
}

/** Re-prices and writes a new order; returns the stored row when the key is already taken. */
async function placeNewOrder(deps: OrderDeps, profile: LoadedProfile, body: unknown, key: string, hash: string, verifiedPhone: VerifiedPhone): Promise<Placed | Refusal | StoredKey> {
  const { db } = deps;
  const shopId = profile.shopId;
  const checked = await checkAndMeasureCart(deps, profile, body, true);
  if (!checked.ok) return checked;
  const { cart, expectedInvoiceCents } = checked;
  const now = deps.now();
  const { quote, operations, promoHistory, guardVersion } = await quoteWithFacts(deps, profile, cart, now, verifiedPhone);
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
  // A charged card order's answer carries the secret that lets its browser add a tip later.
  const tipToken = charge ? newTipToken() : undefined;
  const at = new Date(now).toISOString();
  // When the order is due, with the busy minutes the quote was priced with; under capacity an ASAP
  // order is due at the engine's ASAP slot, and the recheck below may move it when the slot filled
  // meanwhile.
  const capped = hasCapacity(profile);
  const chosen = cart.cartType === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime;
  const asap = !chosen || chosen.trim() === '' || chosen.trim() === 'ASAP' || cart.cartType === 'DINEIN';
  let due = dueAt(profile, cart, quote, now, operations);
  // Built once from the quote's JSON: the same text is stored with the order and as the key's answer.
  const quoteJson = JSON.stringify(quote);
  // Paid without a charge: cashback covered a card order's whole invoice.
  const status = isCard ? 'paid' : 'not_paid';
  const placed = placedAnswer(orderId, shopId, status, quote);
  const row: OrderRow = {
    shopId, key, requestHash: hash, at, orderId, dueAt: due.toISOString(), customer,
    name: cart.name ?? null, phone: cart.phone ?? null, cartType: cart.cartType ?? 'PICKUP', paymentType: cart.paymentType ?? 'CASH',
    paymentStatus: status, invoiceCents: totals.invoiceCents, cartJson: JSON.stringify(storableCart(cart)), quoteJson,
    productIds: quote.lines.map((l) => l.productId), quantities: quote.lines.map((l) => l.quantity),
    // A pay-in-person order's cashback is credited when staff mark it completed (lifecycle/change-status.ts).
    answer: placed.raw, creditCents: status === 'paid' ? totals.cashbackEarnedCents : 0,
  };

  // A per-customer-day limit counts today's earlier orders: with several requests (or servers) at
  // once, each would count without the others' lines. A cash order without other checks is written
  // in one statement only if the customer's limit guard still has the version its counts were read
  // with; otherwise (or with other checks) the order takes the guard's row lock in its writing
  // transaction and counts again under it before writing.
  // Slot capacity is the same race for the last place in a slot: the order locks its slot (shop,
  // slot start), counts the slot's orders again under the lock, and moves an ASAP order to the
  // engine's next slot with room (locking that one too; slots are locked in time order).
  const daily = needsOrderHistory(profile, cart);
  // The counted promo codes the order applied: their uses are taken in its transaction.
  const promoRules = usesOf(profile, cart, quote);
  const limited = daily || capped || promoRules.length > 0;
  const recheck = async (tx: Queryable): Promise<void> => {
    if (!daily && !capped) return;
    if (daily && customer) await takeLimitGuard(tx, shopId, customer);
    const history = daily ? { orderedTodayByProductId: await orderedToday(tx, profile, cart.phone, now) } : undefined;
    const operations = currentOperations(deps.db, shopId);
    const locked = new Set<string>();
    for (;;) {
      const slot = capped ? slotKey(profile, due.getTime()) : '';
      if (capped && !locked.has(slot)) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`slot:${shopId}:${slot}`]);
        locked.add(slot);
      }
      const load = capped ? await slotLoad(tx, profile, now) : undefined;
      const again = priceCart(profile, cart, { now, history, operations, load, promoHistory });
      if (again.blockers.length > 0) throw new RollbackWith(blocked(again));
      if (!capped || !asap || !load) return;
      const moved = asapDue(profile, again, now, load, operations, cart.durationInTrafficMinutes ?? undefined);
      if (moved === undefined) throw new RollbackWith(blocked({ ...again, blockers: [{ code: 'NO_TIME_SLOTS', message: 'not available to order at this time', path: '/pickupTime' }] }));
      due = new Date(moved);
      if (locked.has(slotKey(profile, moved))) return;
    }
  };
  // A promo code's uses are counted again under the order's locks: when another order took the
  // last use (or this phone's one) meanwhile, the engine prices the cart again with that fact and
  // the order is refused with the code's own blocker.
  const takePromoUses = async (tx: Queryable): Promise<void> => {
    const taken = await takeUses(tx, { shopId, orderId, customer, at, rules: promoRules });
    if (!taken) return;
    const again = priceCart(profile, cart, { now, history: daily ? { orderedTodayByProductId: await orderedToday(tx, profile, cart.phone, now) } : undefined, operations: currentOperations(deps.db, shopId), promoHistory: historyAfter(promoHistory, taken, promoRules) });
    throw new RollbackWith(blocked(again));
  };
  const before = async (tx: Queryable): Promise<void> => {
    await recheck(tx);
    await takePromoUses(tx);
    if (applied > 0 && customer) await debitCashback(tx, shopId, customer, applied, orderId, at);
  };
  const storedOrInFlight = async (tx: Queryable): Promise<StoredKey | Refusal> => (await storedAnswer(tx, shopId, key)) ?? inFlight();

  if (!charge && applied === 0 && daily && !capped && promoRules.length === 0 && customer && guardVersion !== undefined) {
    // Only a daily limit to keep: one statement writes the order if no other order of this
    // customer was written since the counts were read (the usual case); else the transaction below.
    const out = await writeGuardedOrder(db, { ...row, customer }, guardVersion);
    if (out === 'written') return placed;
    if (out === 'key-taken') return storedOrInFlight(db);
  }

  if (!charge && applied === 0 && !limited) {
    // Nothing to charge or debit: one statement (its own transaction) reserves the key and
    // writes the order. A concurrent request with the same key waits on the key's unique
    // index until this commits, then writes nothing and replays the stored answer.
    return (await writeOrder(db, row, true)) ? placed : storedOrInFlight(db);
  }

  if (!charge) {
    // No card is charged; cashback pays part (or, for a card order, all) of it, a daily limit is
    // re-counted or a promo code's use taken: the checks, the debit, the uses and the order are one transaction.
    return refusalOf(() => db.transaction<Placed | Refusal | StoredKey>(async (tx) => {
      // Insert-first reservation: a concurrent request with the same key waits here on the
      // unique (shop_id, key) until this transaction ends, then finds the stored answer.
      if (!(await reserveKey(tx, shopId, key, hash, at, null))) return storedOrInFlight(tx);
      await before(tx);
      if (!(await writeOrder(tx, { ...row, dueAt: due.toISOString() }, false))) throw new Error(`the reserved Idempotency-Key of order ${orderId} was not found`);
      return placed;
    }));
  }

  // A card is charged: reserve, charge, complete (card-sequence.ts).
  const order: CardOrder = {
    shopId, orderId, key, customer, appliedCents: applied, earnedCents: totals.cashbackEarnedCents,
    amountCents: totals.invoiceCents, at, quoteJson, ...(tipToken ? { tipToken } : {}),
  };
  // The recheck may move an ASAP order to a later slot: the row is read after it.
  const pending = await reserveCardOrder(db, () => ({ ...row, dueAt: due.toISOString() }), before);
  if (pending !== 'pending') return pending;
  const charged = await chargeCardOrder(deps, order, {
    paymentMethod: cardToken,
    description: `${profile.identity.name} order ${orderId}`,
    statementDescriptor: profile.identity.statementDescriptor,
    metadata: { shopId, orderId },
  });
  if ('ok' in charged) return charged;
  return completeCardOrder(deps, order, charged);
}
