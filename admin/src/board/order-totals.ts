/**
 * The money rows of an order's details, in the order of pricing: subtotal, discount, service fee,
 * delivery fee, tax, tip, donation, cashback applied. Every amount is the server's, formatted and
 * never added up here, so the rows with the total below them reconcile with the card charge.
 */
import type { BoardOrder } from '../../../server/staff/contract.js';
import { formatCents, formatTakenOff } from '../lib/format.js';

export interface TotalsRow {
  readonly label: string;
  readonly amount: string;
}

/** Each row that moves the total when it is not zero; the subtotal and the tax always. */
export function orderTotalsRows(t: BoardOrder['totals']): TotalsRow[] {
  const rows: TotalsRow[] = [{ label: 'Subtotal', amount: formatCents(t.subtotalCents) }];
  const add = (label: string, cents: number, takenOff = false) => {
    if (cents !== 0) rows.push({ label, amount: takenOff ? formatTakenOff(cents) : formatCents(cents) });
  };
  add('Discount', t.discountCents, true);
  add('Service fee', t.serviceFeeCents);
  add('Delivery fee', t.deliveryFeeCents);
  rows.push({ label: 'Tax', amount: formatCents(t.taxCents) });
  add('Tip', t.tipCents);
  add('Donation', t.donationCents);
  add('Cashback applied', t.cashbackAppliedCents, true);
  return rows;
}
