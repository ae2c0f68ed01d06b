/**
 * A status change is one transaction: a conditional UPDATE (only from the status it was read in,
 * so two instances accepting at once make one transition), its order.status event, its outbox
 * rows (the customer's text and e-mail, the shop's webhooks, refunds), for a completed
 * pay-in-person order the cashback it earned credited and, for a rejected or cancelled order, its
 * promo code uses and the cashback it spent given back and the cashback it earned taken back.
 * Each refund is of its own charge: the order's (what the card was charged when the order was
 * placed) and a post-order tip's. The refunds themselves are made by the outbox
 * worker, outside the transaction, until the provider confirms them.
 *
 * A post-order tip charged while the order is being rejected: the tip's recording locks the order
 * row and reads its status (tip-store.ts), and this UPDATE locks the same row, so one of the two
 * commits first. When the tip was recorded first, the SELECT of the order's tips below (a later
 * statement, which sees it) refunds it with the order; when the status changed first, the tip's
 * recording finds the order rejected or cancelled and refunds the tip itself.
 */
import type { LoadedProfile } from '../../schemas/profile-types.js';
import { phoneKey } from '../customers.js';
import { creditCompletedOrder, reverseOrderCashback } from '../cashback-store.js';
import type { Db, Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { releaseUses } from '../orders/promo-uses.js';
import type { OrderStatus, RejectReason } from '../staff/contract.js';
import { appendEvent } from './events.js';
import { emailSubject, renderMessage, TOLD, type ToldStatus } from './messages.js';
import { getOrderRow, STAFF_ORDER_COLUMNS, toStaffOrder, type BoardOrder, type OrderRow } from './staff-order.js';
import { checkTransition, REFUNDING } from './transitions.js';

export interface StatusRequest {
  readonly status: string;
  readonly prepMinutes?: number | undefined;
  readonly reason?: string | undefined;
}

export interface StatusOutcome {
  readonly order: BoardOrder;
  /** False for the same status again (no event, no message). */
  readonly changed: boolean;
}

/** The text recipient for a customer's phone: E.164 for a US number, else its digits with a +. */
export function smsAddress(phone: string | null): string | null {
  const key = phoneKey(phone);
  if (!key) return null;
  return key.length === 10 ? `+1${key}` : `+${key}`;
}

/** Moves an order of `profile` to `req.status` as `actor`; throws 404 / 409 INVALID_TRANSITION / 422. */
export async function changeStatus(db: Db, profile: LoadedProfile, orderId: string, req: StatusRequest, actor: string, now: number): Promise<StatusOutcome> {
  const shopId = profile.shopId;
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await getOrderRow(db, shopId, orderId);
    if (!row || row.placed_at === null) {
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'There is no such order on this shop\'s board (an order waiting for its card payment is not on it yet). Check the order id.', 'params:orderId');
    }
    const prepMinutes = req.prepMinutes ?? (req.status === 'accepted' ? profile.orderHandling?.defaultPrepMinutes ?? 20 : undefined);
    const check = checkTransition(row.status, { to: req.status, prepMinutes, reason: req.reason });
    if (!check.ok) throw new ApiError(check.code === 'INVALID_TRANSITION' ? 409 : 422, check.code, check.message, check.path);
    if (check.kind === 'same') return { order: toStaffOrder(row), changed: false };
    const to = req.status as OrderStatus;
    const moved = await db.transaction((tx) => move(tx, profile, row, to, { prepMinutes, reason: (req.reason ?? null) as RejectReason | null }, actor, now));
    if (moved) return { order: moved, changed: true };
    // Another request (or instance) moved it first: read it again and judge against what it is now.
  }
  throw new ApiError(409, 'INVALID_TRANSITION', 'The order is changing under several hands at once. Reload the board and try again.', '/status');
}

/** The transaction: update from the expected status, then the event and its outbox rows. Undefined when the order moved meanwhile. */
async function move(tx: Queryable, profile: LoadedProfile, before: OrderRow, to: OrderStatus, args: { prepMinutes: number | undefined; reason: RejectReason | null }, actor: string, now: number): Promise<BoardOrder | undefined> {
  const at = new Date(now).toISOString();
  let promisedAt: string | null = null;
  if (to === 'accepted') {
    const ready = now + (args.prepMinutes ?? 0) * 60_000;
    const chosen = before.cart_type === 'DELIVERY' ? 'deliveryTime' : 'pickupTime';
    const cart = (typeof before.cart === 'string' ? JSON.parse(before.cart) : before.cart) as Record<string, unknown>;
    // A customer who chose a time gets it, unless the kitchen needs longer.
    const scheduled = typeof cart[chosen] === 'string' && cart[chosen] !== 'ASAP' && before.due_at ? new Date(before.due_at).getTime() : 0;
    promisedAt = new Date(Math.max(ready, scheduled)).toISOString();
  }
  const res = await tx.query<OrderRow>(
    `UPDATE orders o SET status = $3, status_changed_at = $4::timestamptz,
            prep_minutes = CASE WHEN $3 = 'accepted' THEN $5::int ELSE prep_minutes END,
            promised_at = CASE WHEN $3 = 'accepted' THEN $6::timestamptz ELSE promised_at END,
            reject_reason = CASE WHEN $3 = 'rejected' THEN $7 ELSE reject_reason END
      WHERE o.id = $1 AND o.shop_id = $2 AND o.status = $8
      RETURNING ${STAFF_ORDER_COLUMNS}`,
    [before.id, before.shop_id, to, at, args.prepMinutes ?? null, promisedAt, args.reason, before.status],
  );
  const row = res.rows[0];
  if (!row) return undefined;
  const order = toStaffOrder(row);
  const eventId = await appendEvent(tx, {
    shopId: order.shopId,
    type: 'order.status',
    subject: order.orderId,
    actor,
    at,
    data: { from: before.status, status: to, prepMinutes: order.prepMinutes, promisedAt: order.promisedAt, reason: order.rejectReason },
  });
  if (to === 'rejected' || to === 'cancelled') {
    // A rejected or cancelled order gives its promo code uses back (a budget's use, a customer's one use)
    // and undoes its cashback: what it spent is given back, what it earned taken back.
    await releaseUses(tx, order.orderId, to, at);
    await reverseOrderCashback(tx, order.orderId, at);
  }
  // A pay-in-person order's payment is established when staff complete it: it earns then what its
  // quote promised (a card order earned when its payment was confirmed). Completed is final, so
  // this credit is never taken back by a later rejection or cancellation.
  if (to === 'completed') await creditCompletedOrder(tx, order.orderId, at);
  const rows: OutboxRow[] = [];
  if (TOLD.has(to)) {
    const values = { reference: order.reference, name: order.name, promisedAt: order.promisedAt, reason: order.rejectReason, cartType: order.cartType };
    const kind = `status:${to}`;
    const body = renderMessage(profile, to as ToldStatus, values, now);
    const phone = smsAddress(order.phone);
    if (phone) rows.push({ kind, channel: 'sms', recipient: phone, payload: { body } });
    const cart = (typeof row.cart === 'string' ? JSON.parse(row.cart) : row.cart) as { email?: string };
    if (cart.email) rows.push({ kind, channel: 'email', recipient: cart.email, payload: { subject: emailSubject(profile, to as ToldStatus, order.reference), text: body } });
  }
  if (REFUNDING.has(to) && row.payment_type === 'CARD' && row.payment_status === 'paid' && row.payment_ref) {
    // The order's own charge: its invoice less the post-order tip added to it since (a charge of its own).
    const charged = Number(row.invoice_cents) - Number(row.tip_cents);
    if (charged > 0) rows.push({ kind: 'refund', channel: 'refund', recipient: row.payment_ref, payload: { amountCents: charged, idempotencyKey: `refund:${order.shopId}:${order.orderId}`, order: true } });
    rows.push(...(await tipRefunds(tx, order.shopId, order.orderId)));
  }
  await writeOutbox(tx, eventId, order.shopId, order.orderId, at, rows);
  await tx.query(
    `INSERT INTO outbox (event_id, shop_id, subject, kind, channel, recipient, payload, created_at, next_attempt_at)
     SELECT $1::bigint, $2, $3, $4, 'webhook', w.id, '{}'::jsonb, $5::timestamptz, $5::timestamptz
       FROM webhook_endpoints w WHERE w.shop_id = $2 AND w.active AND 'order.status' = ANY (w.events)
     ON CONFLICT DO NOTHING`,
    [eventId, order.shopId, order.orderId, `order.status:${to}`, at],
  );
  return order;
}

/** The refunds of an order's charged post-order tips. */
async function tipRefunds(tx: Queryable, shopId: string, orderId: string): Promise<OutboxRow[]> {
  const tips = await tx.query<{ payment_ref: string; tip_cents: string | number }>(
    `SELECT payment_ref, tip_cents FROM order_tips WHERE order_id = $1 AND status = 'charged' AND payment_ref IS NOT NULL`, [orderId]);
  return tips.rows.map((t) => tipRefund(shopId, orderId, t.payment_ref, Number(t.tip_cents)));
}

/** The outbox row refunding a post-order tip's own charge (written once: the outbox keeps one row per charge). */
export function tipRefund(shopId: string, orderId: string, paymentRef: string, cents: number): OutboxRow {
  return { kind: 'refund', channel: 'refund', recipient: paymentRef, payload: { amountCents: cents, idempotencyKey: `refund:${shopId}:${orderId}:tip`, order: false } };
}

export interface OutboxRow {
  readonly kind: string;
  readonly channel: 'sms' | 'email' | 'webhook' | 'refund';
  readonly recipient: string;
  readonly payload: Record<string, unknown>;
}

/** Writes outbox rows for an event; a row already there (same subject, kind, channel, recipient) is kept, not doubled. */
export async function writeOutbox(tx: Queryable, eventId: string | null, shopId: string, subject: string, at: string, rows: readonly OutboxRow[]): Promise<void> {
  for (const r of rows) {
    await tx.query(
      `INSERT INTO outbox (event_id, shop_id, subject, kind, channel, recipient, payload, created_at, next_attempt_at)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7::jsonb, $8::timestamptz, $8::timestamptz) ON CONFLICT DO NOTHING`,
      [eventId, shopId, subject, r.kind, r.channel, r.recipient, JSON.stringify(r.payload), at],
    );
  }
}
