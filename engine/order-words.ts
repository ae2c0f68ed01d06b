/**
 * How an order reads wherever customers (and the kitchen) see it: its short reference, its type
 * and the label of its due time. The order page, the PDF receipt, the kitchen ticket, the staff
 * board and every text and e-mail use these, so one order reads the same everywhere; the order
 * page and the PDF receipt share the payment line.
 */
import type { CartType } from './cart-types.js';

/** How many characters of the order id the short reference keeps. */
export const ORDER_REFERENCE_LENGTH = 8;

/**
 * The short reference customers read and say on the phone: the first 8 characters of the order
 * id, upper case ('U5WSM3VF'). The full id stays in links, where it is the order's access key.
 */
export function orderReference(orderId: string): string {
  return orderId.slice(0, ORDER_REFERENCE_LENGTH).toUpperCase();
}

/** The receipt's order type (spec: 'Delivery or Pick Up'; a dine-in order reads 'Dine In'). */
export const RECEIPT_TYPE_LABELS: Readonly<Record<CartType, string>> = { DELIVERY: 'Delivery', PICKUP: 'Pick Up', DINEIN: 'Dine In' };

/**
 * The receipt's label for the due time: the spec's delivery-due and pickup-due by type; a dine-in
 * order is brought to the table, so its time is when it will be ready.
 */
export const DUE_LABELS: Readonly<Record<CartType, string>> = { DELIVERY: 'Delivery due', PICKUP: 'Pickup due', DINEIN: 'Ready by' };

/** What the receipt reads of an order's payment: its type, its payment's state and the order's status. */
export interface PaymentFacts {
  readonly paymentType: 'CASH' | 'CARD';
  readonly paymentStatus: string;
  readonly status: string;
}

/**
 * Where an order's payment stands for its customer: 'paid' (its card charged), 'refunded' (its card
 * charged, then given back), 'closed' (rejected or cancelled with nothing charged: nothing is owed)
 * or 'unpaid' (to be paid in person, or a card payment not confirmed). A card order the shop
 * rejects or cancels is refunded by that change: its refund is on its way to the card from then
 * on, so it reads refunded before the payment provider confirms it.
 */
export type OrderPayment = 'paid' | 'refunded' | 'closed' | 'unpaid';

/** Whether the shop rejected or cancelled the order. */
export function isClosedOrder(o: Pick<PaymentFacts, 'status'>): boolean {
  return o.status === 'rejected' || o.status === 'cancelled';
}

/** Where `o`'s payment stands (see OrderPayment). */
export function orderPayment(o: PaymentFacts): OrderPayment {
  const closed = isClosedOrder(o);
  if (o.paymentType === 'CARD' && (o.paymentStatus === 'refunded' || (closed && o.paymentStatus === 'paid'))) return 'refunded';
  if (closed) return 'closed';
  return o.paymentType === 'CARD' && o.paymentStatus === 'paid' ? 'paid' : 'unpaid';
}

/**
 * The receipt's payment line, on the order page and the PDF alike: the spec's 'Prepaid' for a paid
 * card order and 'Not Paid' for one still to be paid; 'Refunded' once a card payment was given
 * back; 'Rejected: Nothing Owed' or 'Cancelled: Nothing Owed' for an order closed with nothing
 * charged (an order paid in person is not paid at pickup once the shop turned it down).
 */
export function paymentLine(o: PaymentFacts): string {
  switch (orderPayment(o)) {
    case 'paid':
      return 'Prepaid';
    case 'refunded':
      return 'Refunded';
    case 'closed':
      return `${o.status === 'rejected' ? 'Rejected' : 'Cancelled'}: Nothing Owed`;
    case 'unpaid':
      return 'Not Paid';
  }
}
