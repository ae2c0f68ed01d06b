/**
 * An order as the server returns it (GET /api/shops/{shopId}/orders/{orderId}): the API document's
 * Order, which is schemas/order.schema.json.
 */
import { promisedTime, type PaymentFacts } from '../../../../engine/index.js';
import type { Schema } from '../../lib/api.js';

export type OrderView = Schema<'Order'>;

export type OrderProgressStatus = 'placed' | 'accepted' | 'ready' | 'completed' | 'rejected' | 'cancelled';

/** One status message of the order's live stream (GET .../orders/{orderId}/events). */
export interface OrderProgress {
  readonly status: OrderProgressStatus;
  readonly promisedAt: string | null;
  readonly rejectReason: string | null;
  readonly paymentStatus: string;
}

/**
 * Whether the order takes no tip any more: the shop rejected or cancelled it, or its card payment
 * was refunded. The server refuses a tip then (409 TIP_ORDER_CLOSED), so the page offers none.
 */
export function tipClosed(p: Pick<OrderProgress, 'status' | 'paymentStatus'>): boolean {
  return p.status === 'rejected' || p.status === 'cancelled' || p.paymentStatus === 'refunded';
}

/**
 * What the page says of the order's payment: the live status's once it has come (a card order
 * rejected or cancelled while the page is open reads refunded at once), else the fetched order's.
 */
export function paymentFacts(order: Pick<OrderView, 'paymentType' | 'paymentStatus' | 'status'>, progress: OrderProgress | undefined): PaymentFacts {
  return { paymentType: order.paymentType, status: progress?.status ?? order.status, paymentStatus: progress?.paymentStatus ?? order.paymentStatus };
}

/** The server's refusal of a tip on an order that takes none (rejected, cancelled or refunded). */
export const TIP_ORDER_CLOSED = 'TIP_ORDER_CLOSED';

/** A reject reason in the customer's words. */
const REASONS: Record<string, string> = {
  TOO_BUSY: 'the kitchen is too busy right now',
  OUT_OF_ITEMS: 'some items are out of stock',
  CLOSED: 'the shop is closed',
  OTHER: 'it cannot be prepared right now',
};

/**
 * The status line the order page shows at `now`: 'Accepted: ready at 6:40 PM' ('... at 12:00 PM on
 * Thursday' when the promise is on another day, as the text says it), 'Ready for pickup', ...
 */
export function progressLine(p: OrderProgress, cartType: OrderView['cartType'], zone: string, now: number): string {
  switch (p.status) {
    case 'placed':
      return 'Sent to the restaurant: waiting for it to accept your order';
    case 'accepted':
      return p.promisedAt ? `Accepted: ready at ${promisedTime(p.promisedAt, zone, now)}` : 'Accepted';
    case 'ready':
      return cartType === 'DELIVERY' ? 'Ready: on its way soon' : cartType === 'DINEIN' ? 'Ready: coming to your table' : 'Ready for pickup';
    case 'completed':
      return 'Completed: enjoy your meal';
    case 'rejected': {
      const reason = REASONS[p.rejectReason ?? 'OTHER'] ?? REASONS.OTHER;
      return `Rejected: ${reason}${p.paymentStatus === 'refunded' || p.paymentStatus === 'paid' ? '; your card was refunded' : ''}`;
    }
    case 'cancelled':
      return `Cancelled${p.paymentStatus === 'refunded' || p.paymentStatus === 'paid' ? '; your card was refunded' : ''}`;
  }
}

/** The spec's title words per order type (a blank type gives no prefix). */
export function confirmationTitle(cartType: string | null | undefined): string {
  const word = cartType === 'DELIVERY' ? 'Delivery' : cartType === 'PICKUP' ? 'ToGo' : cartType === 'DINEIN' ? 'Dine In' : '';
  return `${word ? `${word} ` : ''}Order Confirmation`;
}
