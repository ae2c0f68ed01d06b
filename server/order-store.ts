/** Reading orders back: the stored row and its public JSON form (every write is in orders/order-writes.ts). */
import { orderReference, publicQuote, summaryRows } from '../engine/index.js';
import type { CartInput, Order, Quote } from '../schemas/generated/types.js';
import type { Queryable } from './db.js';
import { ApiError } from './errors.js';
import { utensilsOf } from './lifecycle/staff-order.js';
import { isOrderIdShape } from './orders/ids.js';
import type { OrderStatus, RejectReason } from './staff/contract.js';

export interface OrderRecord {
  readonly id: string;
  readonly shopId: string;
  readonly createdAt: string;
  readonly dueAt: string | null;
  readonly name: string | null;
  readonly phone: string | null;
  readonly cartType: Order['cartType'];
  readonly paymentType: Order['paymentType'];
  /** Every status is described in schemas/order.schema.json. */
  readonly paymentStatus: Order['paymentStatus'];
  readonly invoiceCents: number;
  readonly postOrderTipCents: number;
  readonly cart: CartInput;
  readonly quote: Quote;
  /** Where the order is in the kitchen: placed, accepted, ready, completed, rejected, cancelled. */
  readonly status: OrderStatus;
  /** When the shop promised it (set on accept). */
  readonly promisedAt: string | null;
  readonly rejectReason: RejectReason | null;
}

interface Row {
  id: string;
  shop_id: string;
  created_at: Date | string;
  due_at: Date | string | null;
  name: string | null;
  phone: string | null;
  cart_type: OrderRecord['cartType'];
  payment_type: OrderRecord['paymentType'];
  payment_status: OrderRecord['paymentStatus'];
  invoice_cents: number;
  tip_cents: number;
  cart: unknown;
  quote: unknown;
  status: OrderStatus;
  promised_at: Date | string | null;
  reject_reason: RejectReason | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Loads one order of a shop; throws 404 ORDER_NOT_FOUND. */
export async function getOrder(db: Queryable, shopId: string, orderId: string): Promise<OrderRecord> {
  if (!isOrderIdShape(orderId)) throw new ApiError(404, 'ORDER_NOT_FOUND', undefined, 'params:orderId');
  // Named columns: statements are prepared per connection, and a prepared `SELECT *` would fail
  // once a later migration adds a column while the server runs.
  const res = await db.query<Row>(
    `SELECT id, shop_id, created_at, due_at, name, phone, cart_type, payment_type, payment_status, invoice_cents, tip_cents, cart, quote,
            status, promised_at, reject_reason
       FROM orders WHERE id = $1 AND shop_id = $2`,
    [orderId, shopId],
  );
  const r = res.rows[0];
  if (!r) throw new ApiError(404, 'ORDER_NOT_FOUND', undefined, 'params:orderId');
  return {
    id: r.id,
    shopId: r.shop_id,
    createdAt: iso(r.created_at),
    dueAt: r.due_at ? iso(r.due_at) : null,
    name: r.name,
    phone: r.phone,
    cartType: r.cart_type,
    paymentType: r.payment_type,
    paymentStatus: r.payment_status,
    invoiceCents: Number(r.invoice_cents),
    postOrderTipCents: Number(r.tip_cents),
    cart: json<CartInput>(r.cart),
    quote: json<Quote>(r.quote),
    status: r.status,
    promisedAt: r.promised_at ? iso(r.promised_at) : null,
    rejectReason: r.reject_reason,
  };
}

/** 'Prepaid' only once the card payment is confirmed; everything else is 'Not Paid'. */
export function paymentLabel(o: Pick<OrderRecord, 'paymentType' | 'paymentStatus'>): Order['paymentLabel'] {
  return o.paymentType === 'CARD' && o.paymentStatus === 'paid' ? 'Prepaid' : 'Not Paid';
}

/**
 * The quote as it was priced when the order was placed. The stored quote's totals also carry a
 * tip added after the order (the receipt and the board print the order as it stands); this takes
 * it out again, so the quote's totals agree with its own summary and trace.
 */
export function pricedQuote(o: Pick<OrderRecord, 'quote' | 'postOrderTipCents'>): Quote {
  const later = o.postOrderTipCents;
  if (later <= 0) return o.quote;
  const t = o.quote.totals;
  return { ...o.quote, totals: { ...t, tipCents: t.tipCents - later, invoiceCents: t.invoiceCents - later } };
}

/**
 * The order as the confirmation page reads it: the shape of schemas/order.schema.json. `totals`
 * and `summary` are the order as it stands (a tip added after the order included, as the receipt
 * shows it); `quote` and `tips` are the order as priced at checkout, and `postOrderTipCents` the
 * tip added since.
 */
export function publicOrder(o: OrderRecord): Order {
  const c = o.cart;
  const priced = pricedQuote(o);
  return {
    orderId: o.id,
    reference: orderReference(o.id),
    shopId: o.shopId,
    createdAt: o.createdAt,
    dueAt: o.dueAt,
    name: o.name,
    phone: o.phone,
    cartType: o.cartType,
    paymentType: o.paymentType,
    paymentStatus: o.paymentStatus,
    paymentLabel: paymentLabel(o),
    pickupTime: c.pickupTime ?? null,
    deliveryTime: c.deliveryTime ?? null,
    deliveryAddress: c.deliveryAddress ?? null,
    unitNumber: c.unitNumber ?? null,
    deliveryInstructions: c.deliveryInstructions ?? null,
    distanceInMiles: o.quote.delivery?.miles ?? c.distanceInMiles ?? null,
    // As priced: the quote's ADD_UTENSILS when the shop asks and the cart did not answer.
    utensilsOption: utensilsOf(c, o.quote),
    tips: priced.totals.tipCents,
    postOrderTipCents: o.postOrderTipCents,
    totals: o.quote.totals,
    // From the totals as they are now: a tip added after the order is in them.
    summary: summaryRows(o.quote.totals, o.cartType, o.paymentType),
    lines: o.quote.lines,
    // The stored quote keeps the full trace for staff; customers see the public one, as priced.
    quote: publicQuote(priced),
    status: o.status,
    promisedAt: o.promisedAt,
    rejectReason: o.rejectReason,
    minimumAge: o.quote.minimumAge ?? null,
    allergyNote: o.quote.allergyNote ?? null,
  };
}
