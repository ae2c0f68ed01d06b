/**
 * How an order reads wherever customers (and the kitchen) see it: its short reference, its type
 * and the label of its due time. The order page, the PDF receipt, the kitchen ticket, the staff
 * board and every text and e-mail use these, so one order reads the same everywhere.
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
