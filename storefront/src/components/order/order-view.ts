/** An order as the server returns it (GET /api/shops/{shopId}/orders/{orderId}): generated from schemas/order.schema.json. */
import type { Order } from '../../../../schemas/generated/types.js';

export type OrderView = Order;

/** The spec's title words per order type (a blank type gives no prefix). */
export function confirmationTitle(cartType: string | null | undefined): string {
  const word = cartType === 'DELIVERY' ? 'Delivery' : cartType === 'PICKUP' ? 'ToGo' : cartType === 'DINEIN' ? 'Dine In' : '';
  return `${word ? `${word} ` : ''}Order Confirmation`;
}
