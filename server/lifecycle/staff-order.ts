/** Orders as the board reads them (StaffOrder): one column list, one row mapping, the list and one order. */
import { orderReference } from '../../engine/index.js';
import type { CartInput, Quote } from '../../schemas/generated/types.js';
import type { Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { isOrderIdShape } from '../orders/ids.js';
import type { BoardOrder, OrderStatus, RejectReason, StaffOrder } from '../staff/contract.js';

/** The columns every board read selects (named: statements are prepared per connection). */
export const STAFF_ORDER_COLUMNS = `o.id, o.shop_id, o.created_at, o.due_at, o.name, o.phone, o.cart_type, o.payment_type, o.payment_status,
  o.payment_ref, o.invoice_cents, o.cart, o.quote, o.status, o.status_changed_at, o.prep_minutes, o.promised_at, o.reject_reason,
  o.placed_at, o.escalated_at, o.tip_cents`;

export interface OrderRow {
  id: string;
  shop_id: string;
  created_at: Date | string;
  due_at: Date | string | null;
  name: string | null;
  phone: string | null;
  cart_type: StaffOrder['cartType'];
  payment_type: StaffOrder['paymentType'];
  payment_status: string;
  payment_ref: string | null;
  invoice_cents: number | string;
  /** Post-order tips added to invoice_cents (each a charge of its own). */
  tip_cents: number | string;
  cart: unknown;
  quote: unknown;
  status: OrderStatus;
  status_changed_at: Date | string;
  prep_minutes: number | null;
  promised_at: Date | string | null;
  reject_reason: RejectReason | null;
  placed_at: Date | string | null;
  escalated_at: Date | string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

type UtensilsOption = 'ADD_UTENSILS' | 'NO_UTENSILS';
const isUtensilsOption = (v: unknown): v is UtensilsOption => v === 'ADD_UTENSILS' || v === 'NO_UTENSILS';

/**
 * The utensils choice an order was priced with: the quote's coercion when the shop's settings
 * filled it in (utensils included when the shop asks and the cart did not answer), else the
 * cart's own; null when neither says anything.
 */
export function utensilsOf(cart: Pick<CartInput, 'utensilsOption'>, quote: Pick<Quote, 'coercions'>): UtensilsOption | null {
  const coerced = quote.coercions?.find((c) => c.field === 'utensilsOption')?.to;
  if (isUtensilsOption(coerced)) return coerced;
  return isUtensilsOption(cart.utensilsOption) ? cart.utensilsOption : null;
}

export type { BoardOrder };

/** Maps an order row to the board's shape. */
export function toStaffOrder(r: OrderRow): BoardOrder {
  const cart = json<CartInput>(r.cart);
  const quote = json<Quote>(r.quote);
  const chosen = r.cart_type === 'DELIVERY' ? cart.deliveryTime : cart.pickupTime;
  return {
    orderId: r.id,
    reference: orderReference(r.id),
    shopId: r.shop_id,
    status: r.status,
    cartType: r.cart_type,
    paymentType: r.payment_type,
    paymentStatus: r.payment_status,
    createdAt: iso(r.created_at),
    dueAt: iso(r.due_at ?? r.created_at),
    scheduled: Boolean(chosen && chosen !== 'ASAP'),
    promisedAt: r.promised_at ? iso(r.promised_at) : null,
    prepMinutes: r.prep_minutes === null ? null : Number(r.prep_minutes),
    statusChangedAt: iso(r.status_changed_at),
    rejectReason: r.reject_reason,
    name: r.name,
    phone: r.phone,
    deliveryAddress: r.cart_type === 'DELIVERY' ? [cart.deliveryAddress, cart.unitNumber].filter(Boolean).join(', ') || null : null,
    deliveryInstructions: r.cart_type === 'DELIVERY' ? cart.deliveryInstructions?.trim() || null : null,
    utensilsOption: utensilsOf(cart, quote),
    itemCount: quote.lines.reduce((n, l) => n + l.quantity, 0),
    lines: quote.lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, totalCents: l.totalCents, picks: l.picks, ...(l.combo ? { combo: l.combo } : {}), note: l.note ?? null, ...(l.allergens ? { allergens: l.allergens } : {}) })),
    totals: quote.totals,
    minimumAge: quote.minimumAge ?? null,
    allergyNote: quote.allergyNote ?? null,
    escalatedAt: r.escalated_at ? iso(r.escalated_at) : null,
  };
}

/** One order on a shop's board; 404 ORDER_NOT_FOUND when absent or still waiting for its payment. */
export async function getBoardOrder(db: Queryable, shopId: string, orderId: string): Promise<BoardOrder> {
  const row = await getOrderRow(db, shopId, orderId);
  if (!row || row.placed_at === null) throw new ApiError(404, 'ORDER_NOT_FOUND', undefined, 'params:orderId');
  return toStaffOrder(row);
}

/** The stored row of an order of a shop (any payment state), or undefined. */
export async function getOrderRow(db: Queryable, shopId: string, orderId: string, lock = false): Promise<OrderRow | undefined> {
  if (!isOrderIdShape(orderId)) return undefined;
  const res = await db.query<OrderRow>(`SELECT ${STAFF_ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.shop_id = $2${lock ? ' FOR UPDATE' : ''}`, [orderId, shopId]);
  return res.rows[0];
}

/** A shop's board: orders that reached it, newest first, by status and since a time. */
export async function listBoardOrders(db: Queryable, shopId: string, filter: { statuses?: readonly OrderStatus[] | undefined; since?: string | undefined; limit?: number }): Promise<BoardOrder[]> {
  const res = await db.query<OrderRow>(
    `SELECT ${STAFF_ORDER_COLUMNS} FROM orders o
      WHERE o.shop_id = $1 AND o.placed_at IS NOT NULL
        AND ($2::text[] IS NULL OR o.status = ANY ($2::text[]))
        AND ($3::timestamptz IS NULL OR o.placed_at >= $3::timestamptz)
      ORDER BY o.placed_at DESC, o.id LIMIT $4`,
    [shopId, filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : null, filter.since ?? null, filter.limit ?? 500],
  );
  return res.rows.map(toStaffOrder);
}
