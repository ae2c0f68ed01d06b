/**
 * The Order Summary's rows (the quote's `summary`, an order's `summary`): which totals are shown,
 * in which order, and with which sign. Checkout, the receipt page and the PDF receipt all show
 * these rows, so the three never differ. Every amount that moves the total has a row whenever it
 * is not zero (a discount of any size included), so the rows above `total` always add up to it.
 */
import type { SummaryRow, Totals } from '../../schemas/generated/types.js';
import type { CartType, PaymentType } from './coercions.js';

export type SummaryKey = SummaryRow['key'];

/** The rows of totals, in the order of pricing (docs/pricing.md), the total last. */
export function summaryRows(totals: Totals, cartType: CartType, paymentType: PaymentType): SummaryRow[] {
  const rows: SummaryRow[] = [{ key: 'subtotal', amountCents: totals.subtotalCents }];
  if (totals.discountCents > 0) rows.push({ key: 'discount', amountCents: -totals.discountCents });
  if (totals.serviceFeeCents > 0) rows.push({ key: 'serviceFee', amountCents: totals.serviceFeeCents });
  // A delivery order shows its fee even when delivery is free.
  if (cartType === 'DELIVERY' || totals.deliveryFeeCents !== 0) rows.push({ key: 'deliveryFee', amountCents: totals.deliveryFeeCents });
  rows.push({ key: 'tax', amountCents: totals.taxCents });
  // Tips are taken with card payment: a card order shows its tip, $0.00 included; a cash one has none.
  if (paymentType === 'CARD' || totals.tipCents !== 0) rows.push({ key: 'tip', amountCents: totals.tipCents });
  if (totals.donationCents > 0) rows.push({ key: 'donation', amountCents: totals.donationCents });
  if (totals.cashbackAppliedCents > 0) rows.push({ key: 'cashback', amountCents: -totals.cashbackAppliedCents });
  rows.push({ key: 'total', amountCents: totals.invoiceCents });
  return rows;
}

/**
 * The words each surface prints for a row: the checkout's Order Summary, and the receipt (the
 * page and the PDF) in the legacy receipt's words.
 */
export const SUMMARY_LABELS: Readonly<Record<'checkout' | 'receipt', Readonly<Record<SummaryKey, string>>>> = {
  checkout: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    serviceFee: 'Service fee',
    deliveryFee: 'Delivery fee',
    tax: 'Tax',
    tip: 'Tip',
    donation: 'Donation',
    cashback: 'Cashback',
    total: 'Total',
  },
  receipt: {
    subtotal: 'Subtotal',
    discount: 'Discounts',
    serviceFee: 'Service Fee',
    deliveryFee: 'Delivery Fee',
    tax: 'Taxes',
    tip: 'Tips',
    donation: 'Donation',
    cashback: 'Cashback',
    total: 'Grand Total',
  },
};
