/** An order as the server returns it (GET /api/shops/{shopId}/orders/{orderId}). */
import type { QuoteLine, Totals } from '../../../../schemas/generated/types.js';

export interface OrderView {
  readonly orderId: string;
  readonly shopId: string;
  readonly createdAt: string;
  readonly dueAt: string | null;
  readonly name: string | null;
  readonly phone: string | null;
  readonly cartType: 'PICKUP' | 'DELIVERY' | 'DINEIN';
  readonly paymentType: 'CASH' | 'CARD';
  readonly paymentStatus: string;
  readonly paymentLabel: 'Prepaid' | 'Not Paid';
  readonly deliveryAddress: string | null;
  readonly unitNumber: string | null;
  readonly deliveryInstructions: string | null;
  readonly distanceInMiles: number | null;
  readonly tips: number;
  readonly postOrderTipCents: number | null;
  readonly totals: Totals;
  readonly lines: readonly QuoteLine[];
}

/** The spec's title words per order type (a blank type gives no prefix). */
export function confirmationTitle(cartType: string | null | undefined): string {
  const word = cartType === 'DELIVERY' ? 'Delivery' : cartType === 'PICKUP' ? 'ToGo' : cartType === 'DINEIN' ? 'Dine In' : '';
  return `${word ? `${word} ` : ''}Order Confirmation`;
}
